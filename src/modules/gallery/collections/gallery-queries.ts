import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../../platform/db/pool.js';
import { photoColumns, type PhotoRow } from '../photos/queries.js';
import { countOf, outer, subquery } from '../shared-sql.js';
import { galleries, photos, type MediaKind } from '../tables.js';

const ofOuterGallery = and(eq(photos.studioId, outer(galleries.studioId)), eq(photos.galleryId, outer(galleries.id)));
const itemsOfKind = (kind: MediaKind) => countOf(photos, and(ofOuterGallery, eq(photos.kind, kind)));

const { studioId: _galleryStudio, ...galleryTableColumns } = getTableColumns(galleries);
const galleryColumns = { ...galleryTableColumns, photoCount: itemsOfKind('photo'), videoCount: itemsOfKind('video') };
export type GalleryRow = SelectResultFields<typeof galleryColumns>;
export type GalleryChanges = Partial<Pick<typeof galleries.$inferInsert, 'name' | 'description' | 'private' | 'download' | 'coverPhotoId'>>;

const scoped = (studioId: string, id: string) => and(eq(galleries.studioId, studioId), eq(galleries.id, id));
/** A gallery's chosen cover, and its first photo: two readings of the photos in one statement. */
const chosen = alias(photos, 'chosen');
const firstPhoto = alias(photos, 'first_photo');

export function galleryQueries(db: Db) {
  return {
    byId: async (studioId: string, id: string): Promise<GalleryRow | undefined> =>
      (await db.select(galleryColumns).from(galleries).where(scoped(studioId, id))).at(0),

    /** The collections' galleries, in the order they were made. */
    ofCollections: async (studioId: string, collectionIds: string[]): Promise<GalleryRow[]> =>
      collectionIds.length === 0 ? [] : db.select(galleryColumns).from(galleries)
        .where(and(eq(galleries.studioId, studioId), inArray(galleries.collectionId, collectionIds)))
        .orderBy(asc(galleries.createdAt), asc(galleries.id)),

    insert: async (values: typeof galleries.$inferInsert): Promise<void> => {
      await db.insert(galleries).values(values);
    },

    update: async (studioId: string, id: string, changes: GalleryChanges): Promise<boolean> =>
      (await db.update(galleries).set({ ...changes, updatedAt: sql`now()` }).where(scoped(studioId, id)).returning({ id: galleries.id })).length > 0,

    delete: async (studioId: string, id: string): Promise<boolean> =>
      (await db.delete(galleries).where(scoped(studioId, id)).returning({ id: galleries.id })).length > 0,

    /**
     * Each gallery's cover: its chosen photo while it exists, else its first photo (videos aside). One
     * statement for any number of galleries.
     */
    coversOf: async (studioId: string, galleryRows: GalleryRow[]): Promise<Map<string, PhotoRow>> => {
      if (galleryRows.length === 0) return new Map();
      const given = sql`unnest(${sql.param(galleryRows.map((gallery) => gallery.id))}::text[], ${sql.param(galleryRows.map((gallery) => gallery.coverPhotoId))}::text[]) AS given(id, cover)`;
      const firstOfGallery = subquery.select({ id: firstPhoto.id }).from(firstPhoto)
        .where(and(eq(firstPhoto.studioId, studioId), eq(firstPhoto.galleryId, sql`given.id`), eq(firstPhoto.kind, 'photo')))
        .orderBy(asc(firstPhoto.createdAt), asc(firstPhoto.id)).limit(1);
      const coverIds = sql`
        SELECT COALESCE(${chosen.id}, first.id)
        FROM ${given}
        LEFT JOIN ${photos} AS ${chosen} ON ${chosen.studioId} = ${studioId} AND ${chosen.id} = given.cover AND ${chosen.galleryId} = given.id
        LEFT JOIN LATERAL ${firstOfGallery} AS first ON ${chosen.id} IS NULL`;
      const found = await db.select(photoColumns).from(photos).where(and(eq(photos.studioId, studioId), sql`${photos.id} IN (${coverIds})`));
      return new Map(found.map((photo) => [photo.galleryId, photo]));
    },
  };
}

export type GalleryQueries = ReturnType<typeof galleryQueries>;
