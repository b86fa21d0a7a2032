/** SQL of sharing links: every statement scoped by the studio, but the visit, which the token finds. */
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { studios } from '../../../platform/auth/tables.js';
import type { Db, Executor, Tx } from '../../../platform/db/pool.js';
import type { OffsetRequest } from '../../../platform/paging.js';
import { collectionColumns, type CollectionRow } from '../collections/queries.js';
import { photoColumns, type PhotoRow } from '../photos/queries.js';
import { asNumber, newestFirst, ofCollection } from '../shared-sql.js';
import { collections, favorites, photos, sharingLinks } from '../tables.js';

const sharingLinkColumns = {
  id: sharingLinks.id,
  collectionId: sharingLinks.collectionId,
  photoId: sharingLinks.photoId,
  token: sharingLinks.token,
  permissions: sharingLinks.permissions,
  clientEmail: sharingLinks.clientEmail,
  expiresAt: sharingLinks.expiresAt,
  uses: sharingLinks.uses,
  lastUsedAt: sharingLinks.lastUsedAt,
  revokedAt: sharingLinks.revokedAt,
  createdAt: sharingLinks.createdAt,
};
export type SharingLinkRow = SelectResultFields<typeof sharingLinkColumns>;

/**
 * What a visit needs of the link it used: what it opens, how, for whom, and its studio (whose name the
 * pages show and whose time zone makes the collection's expiry a day).
 */
const usedLinkColumns = {
  studioId: sharingLinks.studioId,
  collectionId: sharingLinks.collectionId,
  photoId: sharingLinks.photoId,
  permissions: sharingLinks.permissions,
  clientEmail: sharingLinks.clientEmail,
  studioName: studios.name,
  currency: studios.currency,
  timezone: studios.timezone,
};
export type UsedLink = SelectResultFields<typeof usedLinkColumns>;

/** A link that works: its token, neither revoked nor past its expiry, with its studio joined. */
const usableLink = (token: string) => and(
  eq(sharingLinks.token, token),
  eq(studios.id, sharingLinks.studioId),
  sql`${sharingLinks.revokedAt} IS NULL`,
  sql`(${sharingLinks.expiresAt} IS NULL OR ${sharingLinks.expiresAt} > now())`,
);

/** A photo as the client pages show it: its place in its gallery's order, and its size for the layout. */
const shownPhotoColumns = {
  id: photos.id,
  galleryId: photos.galleryId,
  filename: photos.filename,
  width: photos.width,
  height: photos.height,
  createdAt: photos.createdAt,
};
export type ShownPhoto = SelectResultFields<typeof shownPhotoColumns>;

/** Ready photos (videos aside) of one gallery. */
const readyPhotoOf = (studioId: string, galleryId: string) =>
  and(eq(photos.studioId, studioId), eq(photos.galleryId, galleryId), eq(photos.kind, 'photo'), eq(photos.state, 'ready'));

export function sharingQueries(db: Db) {
  return {
    insert: async (values: typeof sharingLinks.$inferInsert, executor: Executor = db): Promise<SharingLinkRow> =>
      (await executor.insert(sharingLinks).values(values).returning(sharingLinkColumns))[0]!,

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
        .from(studios)
        .where(usableLink(token))
        .returning(usedLinkColumns)).at(0),

    /** The link at `token` when it works, without counting a visit: what a page's parts (its images, its forms) check. */
    usable: async (tx: Tx, token: string): Promise<UsedLink | undefined> =>
      (await tx.select(usedLinkColumns).from(sharingLinks).innerJoin(studios, eq(studios.id, sharingLinks.studioId)).where(usableLink(token))).at(0),

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

    /** A page of a gallery's ready photos, in album order, and how many it has. */
    galleryPage: async (studioId: string, galleryId: string, limit: number, offset: number) => {
      const [rows, [{ total }]] = await Promise.all([
        db.select(shownPhotoColumns).from(photos).where(readyPhotoOf(studioId, galleryId))
          .orderBy(asc(photos.createdAt), asc(photos.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(photos).where(readyPhotoOf(studioId, galleryId)),
      ]);
      return { rows, total };
    },

    /** A ready photo (not a video) of the collection, in one of `galleryIds` unless that is null (any gallery). */
    shownPhoto: async (studioId: string, collectionId: string, id: string, galleryIds: string[] | null): Promise<ShownPhoto | undefined> =>
      galleryIds?.length === 0 ? undefined : (await db.select(shownPhotoColumns).from(photos)
        .where(and(
          ofCollection(photos, studioId, collectionId), eq(photos.id, id), eq(photos.kind, 'photo'), eq(photos.state, 'ready'),
          galleryIds === null ? undefined : inArray(photos.galleryId, galleryIds),
        ))).at(0),

    /** The photos before and after `photo` in its gallery's order, its place there (from 0) and the gallery's count. */
    neighbours: async (studioId: string, photo: ShownPhoto) => {
      const at = sql`(${photos.createdAt}, ${photos.id})`;
      const here = sql`(${photo.createdAt}::timestamptz, ${photo.id}::text)`;
      const inGallery = readyPhotoOf(studioId, photo.galleryId);
      const [previous, next, [{ before, total }]] = await Promise.all([
        db.select({ id: photos.id }).from(photos).where(and(inGallery, lt(at, here))).orderBy(desc(photos.createdAt), desc(photos.id)).limit(1),
        db.select({ id: photos.id }).from(photos).where(and(inGallery, gt(at, here))).orderBy(asc(photos.createdAt), asc(photos.id)).limit(1),
        db.select({ before: sql<number>`(count(*) FILTER (WHERE ${at} < ${here}))::int`, total: count() }).from(photos).where(inGallery),
      ]);
      return { previousId: previous.at(0)?.id ?? null, nextId: next.at(0)?.id ?? null, position: before, total };
    },

    /** Which of the photos the email has made favorites in the collection. */
    favoritedOf: async (studioId: string, collectionId: string, email: string, photoIds: string[]): Promise<Set<string>> =>
      photoIds.length === 0 ? new Set() : new Set((await db.select({ photoId: favorites.photoId }).from(favorites)
        .where(and(ofCollection(favorites, studioId, collectionId), eq(favorites.email, email), inArray(favorites.photoId, photoIds)))).map((row) => row.photoId)),
  };
}

export type SharingQueries = ReturnType<typeof sharingQueries>;
