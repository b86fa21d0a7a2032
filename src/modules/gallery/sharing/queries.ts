/** SQL of sharing links: every statement scoped by the studio, but the visit, which the token finds. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../../platform/db/pool.js';
import type { OffsetRequest } from '../offset-paging.js';
import { asNumber, newestFirst, ofCollection, outer } from '../shared-sql.js';
import { photos, sharingLinks } from '../tables.js';

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

export const sharingQueries = {
  async insertSharingLink(executor: Executor, values: typeof sharingLinks.$inferInsert) {
    const [row] = await executor.insert(sharingLinks).values(values).returning(sharingLinkColumns);
    return row!;
  },

  sharingLinkPage(executor: Executor, studioId: string, collectionId: string, { limit, offset }: OffsetRequest) {
    return executor.select(sharingLinkColumns).from(sharingLinks)
      .where(ofCollection(sharingLinks, studioId, collectionId))
      .orderBy(...newestFirst(sharingLinks)).limit(limit).offset(offset);
  },

  async sharingLinkTotals(executor: Executor, studioId: string, collectionId: string) {
    const [row] = await executor.select({ total: count(), uses: sql<number>`coalesce(sum(${sharingLinks.uses}), 0)`.mapWith(asNumber) })
      .from(sharingLinks).where(ofCollection(sharingLinks, studioId, collectionId));
    return row!;
  },

  /** Revokes the link (a second revocation keeps the first time); false when the collection has no such link. */
  async revokeSharingLink(executor: Executor, studioId: string, collectionId: string, id: string): Promise<boolean> {
    const rows = await executor.update(sharingLinks).set({ revokedAt: sql`coalesce(${sharingLinks.revokedAt}, now())` })
      .where(and(ofCollection(sharingLinks, studioId, collectionId), eq(sharingLinks.id, id)))
      .returning({ id: sharingLinks.id });
    return rows.length > 0;
  },

  /**
   * Counts a visit of the link at `token`, in the one statement that checks it is usable (not revoked,
   * not expired): a link cannot be used after it stops, however close the two happen.
   */
  async useSharingLink(executor: Executor, token: string) {
    const [row] = await executor.update(sharingLinks)
      .set({ uses: sql`${sharingLinks.uses} + 1`, lastUsedAt: sql`now()` })
      .where(and(
        eq(sharingLinks.token, token),
        sql`${sharingLinks.revokedAt} IS NULL`,
        sql`(${sharingLinks.expiresAt} IS NULL OR ${sharingLinks.expiresAt} > now())`,
      ))
      .returning({
        studioId: sharingLinks.studioId,
        collectionId: sharingLinks.collectionId,
        photoId: sharingLinks.photoId,
        permissions: sharingLinks.permissions,
        timezone: sql<string>`(SELECT s.timezone FROM studios s WHERE s.id = ${outer(sharingLinks.studioId)})`,
      });
    return row;
  },

  /** The ready photos (videos aside) of the galleries, gallery by gallery, each in the order it was added. */
  readyPhotosOf(executor: Executor, studioId: string, galleryIds: string[]) {
    if (galleryIds.length === 0) return Promise.resolve([]);
    return executor.select({ id: photos.id, galleryId: photos.galleryId, kind: photos.kind, state: photos.state, filename: photos.filename })
      .from(photos)
      .where(and(eq(photos.studioId, studioId), inArray(photos.galleryId, galleryIds), eq(photos.kind, 'photo'), eq(photos.state, 'ready')))
      .orderBy(asc(photos.galleryId), asc(photos.createdAt), asc(photos.id));
  },

};
