import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Tx } from '../../../platform/db/pool.js';
import { compiledSelect, unplannedCount } from '../../../platform/db/prepared.js';
import { albumOrder, photoColumns, type PhotoRow } from '../photos/queries.js';
import { countOf, outer } from '../shared-sql.js';
import { collectionClients, collections, favorites, galleries, photos, visitorEmails } from '../tables.js';

const collectionCounts = {
  passwordProtected: sql<boolean>`(${collections.passwordHash} IS NOT NULL)`,
  galleryCount: countOf(galleries, and(eq(galleries.studioId, outer(collections.studioId)), eq(galleries.collectionId, outer(collections.id)))),
  clientCount: countOf(collectionClients, and(eq(collectionClients.studioId, outer(collections.studioId)), eq(collectionClients.collectionId, outer(collections.id)))),
};
const { studioId: _collectionStudio, ...collectionTableColumns } = getTableColumns(collections);
/** A collection with its settings, for the rules (visitors, downloads) and the settings page. */
export const collectionColumns = { ...collectionTableColumns, ...collectionCounts };
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

const { studioId: _clientStudio, ...collectionClientTableColumns } = getTableColumns(collectionClients);
const collectionClientColumns = {
  ...collectionClientTableColumns,
  favoritesCount: countOf(favorites, and(
    eq(favorites.studioId, outer(collectionClients.studioId)),
    eq(favorites.collectionId, outer(collectionClients.collectionId)),
    eq(favorites.email, outer(collectionClients.email)),
  )),
};
export type CollectionClientRow = SelectResultFields<typeof collectionClientColumns>;

const scoped = (studioId: string, id: string) => and(eq(collections.studioId, studioId), eq(collections.id, id));
const ofCollection = (studioId: string, collectionId: string) => and(eq(collectionClients.studioId, studioId), eq(collectionClients.collectionId, collectionId));
const newestFirst = [desc(collections.createdAt), desc(collections.id)];

export function collectionQueries(db: Db) {
  return {
    byId: async (studioId: string, id: string): Promise<CollectionRow | undefined> =>
      (await db.select(collectionColumns).from(collections).where(scoped(studioId, id))).at(0),

    insert: async (values: typeof collections.$inferInsert): Promise<void> => {
      await db.insert(collections).values(values);
    },

    update: async (studioId: string, id: string, changes: CollectionChanges): Promise<boolean> =>
      (await db.update(collections).set({ ...changes, updatedAt: sql`now()` }).where(scoped(studioId, id)).returning({ id: collections.id })).length > 0,

    delete: async (studioId: string, id: string): Promise<boolean> =>
      (await db.delete(collections).where(scoped(studioId, id)).returning({ id: collections.id })).length > 0,

    /** Every tag of the collection's photos, once, alphabetically. */
    distinctTags: async (studioId: string, collectionId: string): Promise<string[]> => {
      const { rows } = await db.execute<{ tag: string }>(sql`
        SELECT DISTINCT tag FROM ${photos}, jsonb_array_elements_text(${photos.tags}) AS tag
        WHERE ${and(eq(photos.studioId, studioId), eq(photos.collectionId, collectionId))}
        ORDER BY tag`);
      return rows.map((row) => row.tag);
    },

    /** The collection's first video, for `expand=video_cover`. */
    firstVideo: async (studioId: string, collectionId: string): Promise<PhotoRow | undefined> =>
      (await db.select(photoColumns).from(photos)
        .where(and(eq(photos.studioId, studioId), eq(photos.collectionId, collectionId), eq(photos.kind, 'video')))
        .orderBy(...albumOrder).limit(1)).at(0),

    /** The people given access to the collection, in the order they were added. */
    clients: (studioId: string, collectionId: string): Promise<CollectionClientRow[]> =>
      db.select(collectionClientColumns).from(collectionClients)
        .where(ofCollection(studioId, collectionId))
        .orderBy(asc(collectionClients.createdAt), asc(collectionClients.id)),

    client: async (studioId: string, id: string): Promise<CollectionClientRow | undefined> =>
      (await db.select(collectionClientColumns).from(collectionClients).where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.id, id)))).at(0),

    clientByEmail: async (studioId: string, collectionId: string, email: string): Promise<CollectionClientRow | undefined> =>
      (await db.select(collectionClientColumns).from(collectionClients).where(and(ofCollection(studioId, collectionId), eq(collectionClients.email, email)))).at(0),

    insertClient: async (values: typeof collectionClients.$inferInsert): Promise<void> => {
      await db.insert(collectionClients).values(values);
    },

    /**
     * A visit by email: counted in `visitor_emails`, and the collection client's `last_accessed` when it
     * is one. In one transaction, both carry the same instant.
     */
    recordVisit: async (tx: Tx, studioId: string, collectionId: string, email: string): Promise<void> => {
      await tx.insert(visitorEmails).values({ studioId, collectionId, email })
        .onConflictDoUpdate({
          target: [visitorEmails.studioId, visitorEmails.collectionId, visitorEmails.email],
          set: { lastVisitedAt: sql`now()`, visits: sql`${visitorEmails.visits} + 1` },
        });
      await tx.update(collectionClients).set({ lastAccessed: sql`now()` }).where(and(ofCollection(studioId, collectionId), eq(collectionClients.email, email)));
    },

    /** The emails that opened the collection, most recent visit first. */
    visitorEmails: (studioId: string, collectionId: string) =>
      db.select({ email: visitorEmails.email, firstVisitedAt: visitorEmails.firstVisitedAt, lastVisitedAt: visitorEmails.lastVisitedAt, visits: visitorEmails.visits })
        .from(visitorEmails)
        .where(and(eq(visitorEmails.studioId, studioId), eq(visitorEmails.collectionId, collectionId)))
        .orderBy(desc(visitorEmails.lastVisitedAt), asc(visitorEmails.email)),

    /** The collections a client was given access to, by the client's email (lower-cased), newest entry first. */
    ofClientPage: (studioId: string, email: string, limit: number, offset: number) =>
      db.select({ accessLevel: collectionClients.accessLevel, lastAccessed: collectionClients.lastAccessed, collection: collectionSummaryColumns })
        .from(collectionClients)
        .innerJoin(collections, and(eq(collections.studioId, collectionClients.studioId), eq(collections.id, collectionClients.collectionId)))
        .where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.email, email)))
        .orderBy(desc(collectionClients.createdAt), desc(collectionClients.id))
        .limit(limit).offset(offset),

    ofClientTotal: async (studioId: string, email: string): Promise<number> =>
      (await db.select({ total: count() }).from(collectionClients).where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.email, email))))[0]?.total ?? 0,
  };
}

export type CollectionQueries = ReturnType<typeof collectionQueries>;

/** The studio's collections, under load: statements prepared once per connection, as the other areas' hot paths are. */
export function collectionListQueries(db: Db) {
  const studio = sql.placeholder('studioId');
  // Outside Drizzle's query layer (`compiledSelect`): its tracing and generic row mapping cost more
  // CPU than the service's own work on the page (profiled).
  const page = compiledSelect(db, 'gallery_collection_page', collectionSummaryColumns, (select) => select.from(collections)
    .where(eq(collections.studioId, studio)).orderBy(...newestFirst).limit(unplannedCount('limit')).offset(unplannedCount('offset')));
  const total = compiledSelect(db, 'gallery_collection_total', { total: count() }, (select) => select.from(collections).where(eq(collections.studioId, studio)));

  return {
    page: (studioId: string, limit: number, offset: number): Promise<CollectionSummaryRow[]> => page({ studioId, limit, offset }),

    total: async (studioId: string): Promise<number> => (await total({ studioId }))[0]?.total ?? 0,
  };
}

export type CollectionListQueries = ReturnType<typeof collectionListQueries>;
