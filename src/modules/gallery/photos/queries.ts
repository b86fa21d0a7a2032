import { and, asc, count, eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm';
import { unionAll, type PgSelectBuilder, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor, Tx } from '../../../platform/db/pool.js';
import { compiledSelect, preparedPerShape } from '../../../platform/db/prepared.js';
import { galleries, MEDIA_KINDS, photos, type MediaKind } from '../tables.js';

const { studioId: _photoStudio, ...photoColumns } = getTableColumns(photos);
/** A photo as the rules read it: every column but its studio. */
export { photoColumns };
export type PhotoRow = SelectResultFields<typeof photoColumns>;
/** What a photo answers (`presentPhoto`), and all a gallery's page reads: not where its file is stored. */
const { originalKey: _originalKey, updatedAt: _photoUpdated, ...photoShownColumns } = photoColumns;
export type PhotoShownRow = SelectResultFields<typeof photoShownColumns>;
export type PhotoChanges = Partial<Pick<typeof photos.$inferInsert, 'state' | 'failure' | 'width' | 'height' | 'takenAt'>>;

const scoped = (studioId: string, id: string) => and(eq(photos.studioId, studioId), eq(photos.id, id));
/** A gallery reads like an album: photos in the order they were added. */
export const albumOrder = [asc(photos.createdAt), asc(photos.id)];

export function photoQueries(db: Db) {
  const changed = async (studioId: string, id: string, changes: PgUpdateSetSource<typeof photos>, executor: Executor = db) =>
    (await executor.update(photos).set(changes).where(scoped(studioId, id)).returning(photoColumns)).at(0);

  return {
    byId: async (studioId: string, id: string): Promise<PhotoRow | undefined> =>
      (await db.select(photoColumns).from(photos).where(scoped(studioId, id))).at(0),

    byIds: async (studioId: string, ids: string[]): Promise<PhotoRow[]> =>
      ids.length === 0 ? [] : db.select(photoColumns).from(photos).where(and(eq(photos.studioId, studioId), inArray(photos.id, ids))),

    /**
     * One batch of a gallery's ready files of these kinds, in album order after `after`: walked by keyset,
     * so that a gallery of any size is read in constant memory (the ZIP downloads).
     */
    readyBatch: (studioId: string, galleryId: string, kinds: MediaKind[], after: Pick<PhotoRow, 'createdAt' | 'id'> | null, limit: number): Promise<PhotoRow[]> =>
      db.select(photoColumns).from(photos)
        .where(and(
          eq(photos.studioId, studioId), eq(photos.galleryId, galleryId), inArray(photos.kind, kinds), eq(photos.state, 'ready'),
          // A row comparison, not `a > x OR (a = x AND b > y)`: only the former is an index condition.
          after ? sql`(${photos.createdAt}, ${photos.id}) > (${after.createdAt}::timestamptz, ${after.id}::text)` : undefined,
        ))
        .orderBy(...albumOrder).limit(limit),

    insert: async (values: typeof photos.$inferInsert): Promise<PhotoRow> => (await db.insert(photos).values(values).returning(photoColumns))[0]!,

    update: (studioId: string, id: string, changes: PhotoChanges): Promise<PhotoRow | undefined> =>
      changed(studioId, id, { ...changes, updatedAt: sql`now()` }),

    /** Processing is done: the photo is ready, once, whichever run of the job gets here first. */
    ready: async (tx: Tx, studioId: string, id: string, facts: PhotoChanges): Promise<PhotoRow | undefined> =>
      (await tx.update(photos).set({ ...facts, state: 'ready', failure: null, updatedAt: sql`now()` })
        .where(and(scoped(studioId, id), eq(photos.state, 'processing'))).returning(photoColumns)).at(0),

    /** Processing starts (again, after a failure) in the transaction that queues it. */
    startProcessing: (tx: Tx, studioId: string, id: string): Promise<PhotoRow | undefined> =>
      changed(studioId, id, { state: 'processing', failure: null, updatedAt: sql`now()` }, tx),

    /** Stars (at the database's now, microseconds kept) or unstars a photo. */
    setStarred: (studioId: string, id: string, starred: boolean): Promise<PhotoRow | undefined> =>
      changed(studioId, id, { starredAt: starred ? sql`now()` : null }),

    delete: async (studioId: string, id: string): Promise<boolean> =>
      (await db.delete(photos).where(scoped(studioId, id)).returning({ id: photos.id })).length > 0,
  };
}

export type PhotoQueries = ReturnType<typeof photoQueries>;

/** A gallery's page, under load: statements prepared once per connection, as the other areas' hot paths are. */
export function photoListQueries(db: Db) {
  const studio = sql.placeholder('studioId');
  const gallery = sql.placeholder('galleryId');
  // Outside Drizzle's query layer (`compiledSelect`): its tracing and generic row mapping of a page of
  // 100 cost more CPU than the service's own work on it (profiled).
  const galleryRef = compiledSelect(db, 'gallery_ref', { id: galleries.id, collectionId: galleries.collectionId }, (select) =>
    select.from(galleries).where(and(eq(galleries.studioId, studio), eq(galleries.id, gallery))));

  /**
   * `photos_gallery_idx` holds a gallery's items by kind, then in album order. Of one kind, a page is
   * a range of it. Of both, each kind's first `reach` (offset + limit) items, merged: PostgreSQL reads
   * the two ranges in order and stops at the page, where a single query on the gallery would read and
   * sort all of its photos for any page. Every item is of one of MEDIA_KINDS.
   */
  const ofKind = (select: PgSelectBuilder<typeof photoShownColumns>, kind: MediaKind, limit: Placeholder) => select.from(photos)
    .where(and(eq(photos.studioId, studio), eq(photos.galleryId, gallery), eq(photos.kind, kind)))
    .orderBy(...albumOrder).limit(limit);
  const page = preparedPerShape(
    (kind: MediaKind | undefined) => kind ?? 'all',
    (kind, name) => compiledSelect(db, `gallery_photo_page_${name}`, photoShownColumns, (select) => {
      if (kind) return ofKind(select, kind, sql.placeholder('limit')).offset(sql.placeholder('offset'));
      const [first, second, ...others] = MEDIA_KINDS.map((each) => ofKind(select, each, sql.placeholder('reach')));
      return unionAll(first, second, ...others).orderBy(...albumOrder).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
    }),
  );
  const total = preparedPerShape(
    (kind: MediaKind | undefined) => kind ?? 'all',
    (kind, name) => compiledSelect(db, `gallery_photo_total_${name}`, { total: count() }, (select) => select.from(photos)
      .where(and(eq(photos.studioId, studio), eq(photos.galleryId, gallery), kind ? eq(photos.kind, kind) : undefined))),
  );

  return {
    /** The gallery's identity, without its counts: whether the studio has it, and its collection. */
    galleryRef: async (studioId: string, galleryId: string) => (await galleryRef({ studioId, galleryId }))[0],

    page: (studioId: string, galleryId: string, kind: MediaKind | undefined, limit: number, offset: number): Promise<PhotoShownRow[]> =>
      page(kind)({ studioId, galleryId, limit, offset, reach: limit + offset }),

    total: async (studioId: string, galleryId: string, kind: MediaKind | undefined): Promise<number> =>
      (await total(kind)({ studioId, galleryId }))[0]?.total ?? 0,
  };
}

export type PhotoListQueries = ReturnType<typeof photoListQueries>;
