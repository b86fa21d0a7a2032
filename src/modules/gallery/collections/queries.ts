import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor, Tx } from '../../../platform/db/pool.js';
import { albumOrder, photoColumns, type PhotoRow } from '../photos/queries.js';
import { outer } from '../shared-sql.js';
import { collectionClients, collections, galleries, photos, visitorEmails } from '../tables.js';

const collectionCounts = {
  passwordProtected: sql<boolean>`(${collections.passwordHash} IS NOT NULL)`,
  galleryCount: sql<number>`(SELECT count(*)::int FROM galleries g WHERE g.studio_id = ${outer(collections.studioId)} AND g.collection_id = ${outer(collections.id)})`,
  clientCount: sql<number>`(SELECT count(*)::int FROM collection_clients cc WHERE cc.studio_id = ${outer(collections.studioId)} AND cc.collection_id = ${outer(collections.id)})`,
};
const { studioId: _collectionStudio, ...collectionTableColumns } = getTableColumns(collections);
/** A collection with its settings, for the rules (visitors, downloads) and the settings page. */
const collectionColumns = { ...collectionTableColumns, ...collectionCounts };
export type CollectionRow = SelectResultFields<typeof collectionColumns>;
/**
 * What a collection answers (`presentCollection`), and all a list reads: not its password hash, its
 * download and watermark settings, reminders or languages.
 */
const collectionSummaryColumns = {
  id: collections.id,
  name: collections.name,
  description: collections.description,
  expiryDate: collections.expiryDate,
  downloadable: collections.downloadable,
  defaultAccessLevel: collections.defaultAccessLevel,
  createdAt: collections.createdAt,
  updatedAt: collections.updatedAt,
  ...collectionCounts,
};
export type CollectionSummaryRow = SelectResultFields<typeof collectionSummaryColumns>;
export type CollectionChanges = Partial<Omit<typeof collections.$inferInsert, 'studioId' | 'id' | 'createdAt' | 'updatedAt'>>;

const { studioId: _galleryStudio, ...galleryTableColumns } = getTableColumns(galleries);
const galleryColumns = {
  ...galleryTableColumns,
  photoCount: sql<number>`(SELECT count(*)::int FROM photos p WHERE p.studio_id = ${outer(galleries.studioId)} AND p.gallery_id = ${outer(galleries.id)} AND p.kind = 'photo')`,
  videoCount: sql<number>`(SELECT count(*)::int FROM photos p WHERE p.studio_id = ${outer(galleries.studioId)} AND p.gallery_id = ${outer(galleries.id)} AND p.kind = 'video')`,
};
export type GalleryRow = SelectResultFields<typeof galleryColumns>;
export type GalleryChanges = Partial<Pick<typeof galleries.$inferInsert, 'name' | 'description' | 'private' | 'download' | 'coverPhotoId'>>;

const { studioId: _clientStudio, ...collectionClientTableColumns } = getTableColumns(collectionClients);
const collectionClientColumns = {
  ...collectionClientTableColumns,
  favoritesCount: sql<number>`(SELECT count(*)::int FROM favorites f WHERE f.studio_id = ${outer(collectionClients.studioId)} AND f.collection_id = ${outer(collectionClients.collectionId)} AND f.email = ${outer(collectionClients.email)})`,
  clientId: sql<string | null>`(SELECT c.id FROM clients c WHERE c.studio_id = ${outer(collectionClients.studioId)} AND lower(c.email) = ${outer(collectionClients.email)} ORDER BY c.created_at LIMIT 1)`,
};
export type CollectionClientRow = SelectResultFields<typeof collectionClientColumns>;

const collectionScoped = (studioId: string, id: string) => and(eq(collections.studioId, studioId), eq(collections.id, id));
const galleryScoped = (studioId: string, id: string) => and(eq(galleries.studioId, studioId), eq(galleries.id, id));
const newestFirst = [desc(collections.createdAt), desc(collections.id)];

export const collectionQueries = {
  async collection(executor: Executor, studioId: string, id: string): Promise<CollectionRow | undefined> {
    const [row] = await executor.select(collectionColumns).from(collections).where(collectionScoped(studioId, id));
    return row;
  },

  async insertCollection(executor: Executor, values: typeof collections.$inferInsert): Promise<void> {
    await executor.insert(collections).values(values);
  },

  async updateCollection(executor: Executor, studioId: string, id: string, changes: CollectionChanges): Promise<boolean> {
    const rows = await executor.update(collections).set({ ...changes, updatedAt: sql`now()` }).where(collectionScoped(studioId, id)).returning({ id: collections.id });
    return rows.length > 0;
  },

  async deleteCollection(executor: Executor, studioId: string, id: string): Promise<boolean> {
    const rows = await executor.delete(collections).where(collectionScoped(studioId, id)).returning({ id: collections.id });
    return rows.length > 0;
  },

  /** Every tag of the collection's photos, once, alphabetically. */
  async distinctTags(executor: Executor, studioId: string, collectionId: string): Promise<string[]> {
    const { rows } = await executor.execute<{ tag: string }>(sql`
      SELECT DISTINCT tag FROM photos, jsonb_array_elements_text(photos.tags) AS tag
      WHERE photos.studio_id = ${studioId} AND photos.collection_id = ${collectionId}
      ORDER BY tag`);
    return rows.map((row) => row.tag);
  },

  async gallery(executor: Executor, studioId: string, id: string): Promise<GalleryRow | undefined> {
    const [row] = await executor.select(galleryColumns).from(galleries).where(galleryScoped(studioId, id));
    return row;
  },

  /** The collections' galleries, in the order they were made. */
  galleriesOf(executor: Executor, studioId: string, collectionIds: string[]): Promise<GalleryRow[]> {
    if (collectionIds.length === 0) return Promise.resolve([]);
    return executor.select(galleryColumns).from(galleries)
      .where(and(eq(galleries.studioId, studioId), inArray(galleries.collectionId, collectionIds)))
      .orderBy(asc(galleries.createdAt), asc(galleries.id));
  },

  async insertGallery(executor: Executor, values: typeof galleries.$inferInsert): Promise<void> {
    await executor.insert(galleries).values(values);
  },

  async updateGallery(executor: Executor, studioId: string, id: string, changes: GalleryChanges): Promise<boolean> {
    const rows = await executor.update(galleries).set({ ...changes, updatedAt: sql`now()` }).where(galleryScoped(studioId, id)).returning({ id: galleries.id });
    return rows.length > 0;
  },

  async deleteGallery(executor: Executor, studioId: string, id: string): Promise<boolean> {
    const rows = await executor.delete(galleries).where(galleryScoped(studioId, id)).returning({ id: galleries.id });
    return rows.length > 0;
  },

  /**
   * Each gallery's cover: its chosen photo while it exists, else its first photo (videos aside). One
   * statement for any number of galleries.
   */
  async coversOf(executor: Executor, studioId: string, galleryRows: GalleryRow[]): Promise<Map<string, PhotoRow>> {
    if (galleryRows.length === 0) return new Map();
    const coverIds = sql`
      SELECT COALESCE(chosen.id, first.id)
      FROM unnest(${sql.param(galleryRows.map((gallery) => gallery.id))}::text[], ${sql.param(galleryRows.map((gallery) => gallery.coverPhotoId))}::text[]) AS g(id, cover)
      LEFT JOIN photos chosen ON chosen.studio_id = ${studioId} AND chosen.id = g.cover AND chosen.gallery_id = g.id
      LEFT JOIN LATERAL (
        SELECT id FROM photos WHERE studio_id = ${studioId} AND gallery_id = g.id AND kind = 'photo' ORDER BY created_at, id LIMIT 1
      ) first ON chosen.id IS NULL`;
    const found = await executor.select(photoColumns).from(photos).where(and(eq(photos.studioId, studioId), sql`${photos.id} IN (${coverIds})`));
    return new Map(found.map((photo) => [photo.galleryId, photo]));
  },

  /** The collection's first video, for `expand=video_cover`. */
  async firstVideo(executor: Executor, studioId: string, collectionId: string): Promise<PhotoRow | undefined> {
    const [row] = await executor.select(photoColumns).from(photos)
      .where(and(eq(photos.studioId, studioId), eq(photos.collectionId, collectionId), eq(photos.kind, 'video')))
      .orderBy(...albumOrder).limit(1);
    return row;
  },

  collectionClients(executor: Executor, studioId: string, collectionId: string): Promise<CollectionClientRow[]> {
    return executor.select(collectionClientColumns).from(collectionClients)
      .where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.collectionId, collectionId)))
      .orderBy(asc(collectionClients.createdAt), asc(collectionClients.id));
  },

  async collectionClient(executor: Executor, studioId: string, id: string): Promise<CollectionClientRow | undefined> {
    const [row] = await executor.select(collectionClientColumns).from(collectionClients)
      .where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.id, id)));
    return row;
  },

  async collectionClientByEmail(executor: Executor, studioId: string, collectionId: string, email: string): Promise<CollectionClientRow | undefined> {
    const [row] = await executor.select(collectionClientColumns).from(collectionClients)
      .where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.collectionId, collectionId), eq(collectionClients.email, email)));
    return row;
  },

  async insertCollectionClient(executor: Executor, values: typeof collectionClients.$inferInsert): Promise<void> {
    await executor.insert(collectionClients).values(values);
  },

  /**
   * A visit by email: counted in `visitor_emails`, and the collection client's `last_accessed` when it
   * is one. In one transaction, both carry the same instant.
   */
  async recordVisit(executor: Tx, studioId: string, collectionId: string, email: string): Promise<void> {
    await executor.insert(visitorEmails).values({ studioId, collectionId, email })
      .onConflictDoUpdate({
        target: [visitorEmails.studioId, visitorEmails.collectionId, visitorEmails.email],
        set: { lastVisitedAt: sql`now()`, visits: sql`${visitorEmails.visits} + 1` },
      });
    await executor.update(collectionClients).set({ lastAccessed: sql`now()` })
      .where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.collectionId, collectionId), eq(collectionClients.email, email)));
  },

  visitorEmails(executor: Executor, studioId: string, collectionId: string) {
    return executor.select({ email: visitorEmails.email, firstVisitedAt: visitorEmails.firstVisitedAt, lastVisitedAt: visitorEmails.lastVisitedAt, visits: visitorEmails.visits })
      .from(visitorEmails)
      .where(and(eq(visitorEmails.studioId, studioId), eq(visitorEmails.collectionId, collectionId)))
      .orderBy(desc(visitorEmails.lastVisitedAt), asc(visitorEmails.email));
  },

  /** The collections a client was given access to, by the client's email (lower-cased), newest entry first. */
  clientCollectionPage(executor: Executor, studioId: string, email: string, limit: number, offset: number) {
    return executor.select({ accessLevel: collectionClients.accessLevel, lastAccessed: collectionClients.lastAccessed, collection: collectionSummaryColumns })
      .from(collectionClients)
      .innerJoin(collections, and(eq(collections.studioId, collectionClients.studioId), eq(collections.id, collectionClients.collectionId)))
      .where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.email, email)))
      .orderBy(desc(collectionClients.createdAt), desc(collectionClients.id))
      .limit(limit).offset(offset);
  },

  async clientCollectionTotal(executor: Executor, studioId: string, email: string): Promise<number> {
    const [row] = await executor.select({ total: count() }).from(collectionClients)
      .where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.email, email)));
    return row?.total ?? 0;
  },
};

/** The studio's collections, under load: statements prepared once per connection, as the other areas' hot paths are. */
export function collectionListQueries(db: Db) {
  const studio = sql.placeholder('studioId');
  const collectionPage = db.select(collectionSummaryColumns).from(collections).where(eq(collections.studioId, studio))
    .orderBy(...newestFirst).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('gallery_collection_page');
  const collectionTotal = db.select({ total: count() }).from(collections).where(eq(collections.studioId, studio)).prepare('gallery_collection_total');

  return {
    collectionPage: (studioId: string, limit: number, offset: number): Promise<CollectionSummaryRow[]> => collectionPage.execute({ studioId, limit, offset }),

    collectionTotal: async (studioId: string): Promise<number> => (await collectionTotal.execute({ studioId }))[0]?.total ?? 0,
  };
}

export type CollectionListQueries = ReturnType<typeof collectionListQueries>;
