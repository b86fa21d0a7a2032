/** SQL of sharing links: every statement scoped by the studio, but the visit, which the token finds. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { studios } from '../../../platform/auth/tables.js';
import type { Db, Tx } from '../../../platform/db/pool.js';
import type { OffsetRequest } from '../../../platform/paging.js';
import { collectionColumns, type CollectionRow } from '../collections/queries.js';
import { photoColumns, type PhotoRow } from '../photos/queries.js';
import { asNumber, newestFirst, ofCollection, outer, subquery } from '../shared-sql.js';
import { collections, photos, sharingLinks } from '../tables.js';

const sharingLinkColumns = {
  id: sharingLinks.id,
  collectionId: sharingLinks.collectionId,
  photoId: sharingLinks.photoId,
  token: sharingLinks.token,
  permissions: sharingLinks.permissions,
  expiresAt: sharingLinks.expiresAt,
  uses: sharingLinks.uses,
  lastUsedAt: sharingLinks.lastUsedAt,
  revokedAt: sharingLinks.revokedAt,
  createdAt: sharingLinks.createdAt,
};
export type SharingLinkRow = SelectResultFields<typeof sharingLinkColumns>;

/** What a visit needs of the link it used: what it opens, how, and the studio's time zone (the collection's expiry is a day there). */
const usedLinkColumns = {
  studioId: sharingLinks.studioId,
  collectionId: sharingLinks.collectionId,
  photoId: sharingLinks.photoId,
  permissions: sharingLinks.permissions,
  timezone: sql<string>`${subquery.select({ timezone: studios.timezone }).from(studios).where(eq(studios.id, outer(sharingLinks.studioId)))}`,
};
export type UsedLink = SelectResultFields<typeof usedLinkColumns>;

export function sharingQueries(db: Db) {
  return {
    insert: async (values: typeof sharingLinks.$inferInsert): Promise<SharingLinkRow> =>
      (await db.insert(sharingLinks).values(values).returning(sharingLinkColumns))[0]!,

    page: (studioId: string, collectionId: string, { limit, offset }: OffsetRequest): Promise<SharingLinkRow[]> =>
      db.select(sharingLinkColumns).from(sharingLinks)
        .where(ofCollection(sharingLinks, studioId, collectionId))
        .orderBy(...newestFirst(sharingLinks)).limit(limit).offset(offset),

    /** How many links the collection has, and their uses added up. */
    totals: async (studioId: string, collectionId: string) =>
      (await db.select({ total: count(), uses: sql<number>`coalesce(sum(${sharingLinks.uses}), 0)`.mapWith(asNumber) })
        .from(sharingLinks).where(ofCollection(sharingLinks, studioId, collectionId)))[0]!,

    /** Revokes the link (a second revocation keeps the first time); false when the collection has no such link. */
    revoke: async (studioId: string, collectionId: string, id: string): Promise<boolean> =>
      (await db.update(sharingLinks).set({ revokedAt: sql`coalesce(${sharingLinks.revokedAt}, now())` })
        .where(and(ofCollection(sharingLinks, studioId, collectionId), eq(sharingLinks.id, id)))
        .returning({ id: sharingLinks.id })).length > 0,

    /**
     * Counts a visit of the link at `token`, in the one statement that checks it is usable (not revoked,
     * not expired): a link cannot be used after it stops, however close the two happen.
     */
    use: async (tx: Tx, token: string): Promise<UsedLink | undefined> =>
      (await tx.update(sharingLinks)
        .set({ uses: sql`${sharingLinks.uses} + 1`, lastUsedAt: sql`now()` })
        .where(and(
          eq(sharingLinks.token, token),
          sql`${sharingLinks.revokedAt} IS NULL`,
          sql`(${sharingLinks.expiresAt} IS NULL OR ${sharingLinks.expiresAt} > now())`,
        ))
        .returning(usedLinkColumns)).at(0),

    /** The collection a visit opens, read in the visit's transaction. */
    visitedCollection: async (tx: Tx, studioId: string, id: string): Promise<CollectionRow | undefined> =>
      (await tx.select(collectionColumns).from(collections).where(and(eq(collections.studioId, studioId), eq(collections.id, id)))).at(0),

    /** The photo a visit opens, read in the visit's transaction. */
    visitedPhoto: async (tx: Tx, studioId: string, id: string): Promise<PhotoRow | undefined> =>
      (await tx.select(photoColumns).from(photos).where(and(eq(photos.studioId, studioId), eq(photos.id, id)))).at(0),

    /** The ready photos (videos aside) of the galleries, gallery by gallery, each in the order it was added. */
    readyPhotosOf: async (studioId: string, galleryIds: string[]) =>
      galleryIds.length === 0 ? [] : db.select({ id: photos.id, galleryId: photos.galleryId, kind: photos.kind, state: photos.state, filename: photos.filename })
        .from(photos)
        .where(and(eq(photos.studioId, studioId), inArray(photos.galleryId, galleryIds), eq(photos.kind, 'photo'), eq(photos.state, 'ready')))
        .orderBy(asc(photos.galleryId), asc(photos.createdAt), asc(photos.id)),
  };
}

export type SharingQueries = ReturnType<typeof sharingQueries>;
