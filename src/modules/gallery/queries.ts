import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor, Tx } from '../../platform/db/pool.js';
import { preparedPerShape } from '../../platform/db/prepared.js';
import { collectionClients, collections, galleries, MEDIA_KINDS, photoDownloads, photos, visitorEmails, type MediaKind } from './tables.js';

/**
 * A column of the outer query, named with its table. Drizzle writes the columns of a one-table select
 * bare (`"id"`), and inside a subquery over another table a bare name is that table's own column: the
 * count would compare the gallery's id with its own collection id.
 */
export const outer = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/** A slice of a list (API.md §8): `limit` items from `offset`. */
export interface OffsetRequest {
  limit: number;
  offset: number;
}

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

const { studioId: _photoStudio, ...photoColumns } = getTableColumns(photos);
export type PhotoRow = SelectResultFields<typeof photoColumns>;
/** What a photo answers (`presentPhoto`), and all a gallery's page reads: not where its file is stored. */
const { originalKey: _originalKey, updatedAt: _photoUpdated, ...photoShownColumns } = photoColumns;
export type PhotoShownRow = SelectResultFields<typeof photoShownColumns>;
export type PhotoChanges = Partial<Pick<typeof photos.$inferInsert, 'state' | 'failure' | 'width' | 'height' | 'takenAt'>>;

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
const photoScoped = (studioId: string, id: string) => and(eq(photos.studioId, studioId), eq(photos.id, id));
const newestFirst = [desc(collections.createdAt), desc(collections.id)];
/** A gallery reads like an album: photos in the order they were added. */
const albumOrder = [asc(photos.createdAt), asc(photos.id)];

export const galleryQueries = {
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

  async photo(executor: Executor, studioId: string, id: string): Promise<PhotoRow | undefined> {
    const [row] = await executor.select(photoColumns).from(photos).where(photoScoped(studioId, id));
    return row;
  },

  photosById(executor: Executor, studioId: string, ids: string[]): Promise<PhotoRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return executor.select(photoColumns).from(photos).where(and(eq(photos.studioId, studioId), inArray(photos.id, ids)));
  },

  /**
   * One batch of a gallery's ready files of these kinds, in album order after `after`: walked by keyset,
   * so that a gallery of any size is read in constant memory (the ZIP downloads).
   */
  readyPhotoBatch(executor: Executor, studioId: string, galleryId: string, kinds: MediaKind[], after: Pick<PhotoRow, 'createdAt' | 'id'> | null, limit: number): Promise<PhotoRow[]> {
    return executor.select(photoColumns).from(photos)
      .where(and(
        eq(photos.studioId, studioId), eq(photos.galleryId, galleryId), inArray(photos.kind, kinds), eq(photos.state, 'ready'),
        // A row comparison, not `a > x OR (a = x AND b > y)`: only the former is an index condition.
        after ? sql`(${photos.createdAt}, ${photos.id}) > (${after.createdAt}::timestamptz, ${after.id}::text)` : undefined,
      ))
      .orderBy(...albumOrder).limit(limit);
  },

  async insertPhoto(executor: Executor, values: typeof photos.$inferInsert): Promise<PhotoRow> {
    const [row] = await executor.insert(photos).values(values).returning(photoColumns);
    return row!;
  },

  async updatePhoto(executor: Executor, studioId: string, id: string, changes: PhotoChanges): Promise<PhotoRow | undefined> {
    const [row] = await executor.update(photos).set({ ...changes, updatedAt: sql`now()` }).where(photoScoped(studioId, id)).returning(photoColumns);
    return row;
  },

  /** Stars (at the database's now, microseconds kept) or unstars a photo. */
  async setStarred(executor: Executor, studioId: string, id: string, starred: boolean): Promise<PhotoRow | undefined> {
    const [row] = await executor.update(photos).set({ starredAt: starred ? sql`now()` : null }).where(photoScoped(studioId, id)).returning(photoColumns);
    return row;
  },

  async deletePhoto(executor: Executor, studioId: string, id: string): Promise<boolean> {
    const rows = await executor.delete(photos).where(photoScoped(studioId, id)).returning({ id: photos.id });
    return rows.length > 0;
  },

  async insertPhotoDownload(executor: Executor, values: typeof photoDownloads.$inferInsert): Promise<void> {
    await executor.insert(photoDownloads).values(values);
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

/**
 * The lists under load (a studio's collections, a gallery's photos), as statements prepared once per
 * connection, as the other areas' hot paths are.
 */
export function galleryListQueries(db: Db) {
  const studio = sql.placeholder('studioId');
  const gallery = sql.placeholder('galleryId');
  const collectionPage = db.select(collectionSummaryColumns).from(collections).where(eq(collections.studioId, studio))
    .orderBy(...newestFirst).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('gallery_collection_page');
  const collectionTotal = db.select({ total: count() }).from(collections).where(eq(collections.studioId, studio)).prepare('gallery_collection_total');
  const galleryRef = db.select({ id: galleries.id, collectionId: galleries.collectionId }).from(galleries).where(and(eq(galleries.studioId, studio), eq(galleries.id, gallery))).prepare('gallery_ref');

  /**
   * `photos_gallery_idx` holds a gallery's items by kind, then in album order. Of one kind, a page is
   * a range of it. Of both, each kind's first `reach` (offset + limit) items, merged: PostgreSQL reads
   * the two ranges in order and stops at the page, where a single query on the gallery would read and
   * sort all of its photos for any page. Every item is of one of MEDIA_KINDS.
   */
  const ofKind = (kind: MediaKind, limit: Placeholder) => db.select(photoShownColumns).from(photos)
    .where(and(eq(photos.studioId, studio), eq(photos.galleryId, gallery), eq(photos.kind, kind)))
    .orderBy(...albumOrder).limit(limit);
  const [first, second, ...others] = MEDIA_KINDS.map((kind) => ofKind(kind, sql.placeholder('reach')));
  const photoPage = preparedPerShape(
    (kind: MediaKind | undefined) => kind ?? 'all',
    (kind, name) => (kind ? ofKind(kind, sql.placeholder('limit')).offset(sql.placeholder('offset')) : unionAll(first, second, ...others)
      .orderBy(...albumOrder).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))).prepare(`gallery_photo_page_${name}`),
  );
  const photoTotal = preparedPerShape(
    (kind: MediaKind | undefined) => kind ?? 'all',
    (kind, name) => db.select({ total: count() }).from(photos)
      .where(and(eq(photos.studioId, studio), eq(photos.galleryId, gallery), kind ? eq(photos.kind, kind) : undefined)).prepare(`gallery_photo_total_${name}`),
  );

  return {
    collectionPage: (studioId: string, limit: number, offset: number): Promise<CollectionSummaryRow[]> => collectionPage.execute({ studioId, limit, offset }),

    collectionTotal: async (studioId: string): Promise<number> => (await collectionTotal.execute({ studioId }))[0]?.total ?? 0,

    /** The gallery's identity, without its counts: whether the studio has it, and its collection. */
    galleryRef: async (studioId: string, galleryId: string) => (await galleryRef.execute({ studioId, galleryId }))[0],

    photoPage: (studioId: string, galleryId: string, kind: MediaKind | undefined, limit: number, offset: number): Promise<PhotoShownRow[]> =>
      photoPage(kind).execute({ studioId, galleryId, limit, offset, reach: limit + offset }),

    photoTotal: async (studioId: string, galleryId: string, kind: MediaKind | undefined): Promise<number> =>
      (await photoTotal(kind).execute({ studioId, galleryId }))[0]?.total ?? 0,
  };
}

export type GalleryListQueries = ReturnType<typeof galleryListQueries>;
