/**
 * SQL of the gallery's tracking records: downloads, favorites and stars. Every statement is scoped by
 * the studio; lists are newest first and their aggregates cover the whole collection.
 */
import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../../platform/db/pool.js';
import type { OffsetRequest } from '../../../platform/paging.js';
import { formatTimestamp } from '../../../platform/time.js';
import { asNumber, countOf, newestFirst, ofCollection, outer, subquery, type CollectionTable } from '../shared-sql.js';
import { collectionClients, favorites, photoDownloads, photos, videoDownloads, type DownloadSize, type MediaKind } from '../tables.js';

/** The name of the collection client with the record's email; null when the email is no client's (or none). */
const clientName = (studioId: SQL | string, collectionId: SQL, email: SQL) =>
  sql<string | null>`${subquery.select({ name: collectionClients.name }).from(collectionClients)
    .where(and(eq(collectionClients.studioId, studioId), eq(collectionClients.collectionId, collectionId), eq(collectionClients.email, email)))}`;
const clientNameOf = (table: CollectionTable & { email: PgColumn }) => clientName(outer(table.studioId), outer(table.collectionId), outer(table.email));

// ---------------------------------------------------------------------------------------------
// Photo downloads

const photoDownloadColumns = {
  id: photoDownloads.id,
  collectionId: photoDownloads.collectionId,
  photoId: photoDownloads.photoId,
  email: photoDownloads.email,
  clientName: clientNameOf(photoDownloads),
  size: photoDownloads.size,
  format: photoDownloads.format,
  createdAt: photoDownloads.createdAt,
};
export type PhotoDownloadRow = SelectResultFields<typeof photoDownloadColumns>;

// ---------------------------------------------------------------------------------------------
// Video downloads

const videoDownloadColumns = {
  id: videoDownloads.id,
  collectionId: videoDownloads.collectionId,
  videoId: videoDownloads.videoId,
  email: videoDownloads.email,
  clientName: clientNameOf(videoDownloads),
  status: videoDownloads.status,
  bytes: videoDownloads.bytes,
  createdAt: videoDownloads.createdAt,
};
export type VideoDownloadRow = SelectResultFields<typeof videoDownloadColumns>;

// ---------------------------------------------------------------------------------------------
// Both, as one timeline

/** A column of the union of both download tables, which the statement names `downloads`. */
const column = <T>(name: string) => sql<T>`${sql.identifier('downloads')}.${sql.identifier(name)}`;

/** Photo and video downloads as rows of one shape: a photo download is always `completed`, and carries no byte count. */
const bothDownloads = (studioId: string, collectionId: string) => sql`(
  SELECT ${photoDownloads.id}, 'photo' AS type, ${photoDownloads.collectionId}, ${photoDownloads.photoId}, NULL::text AS video_id, ${photoDownloads.email},
    'completed' AS status, ${photoDownloads.size}, ${photoDownloads.format}, NULL::bigint AS bytes, ${photoDownloads.createdAt}
  FROM ${photoDownloads} WHERE ${ofCollection(photoDownloads, studioId, collectionId)}
  UNION ALL
  SELECT ${videoDownloads.id}, 'video', ${videoDownloads.collectionId}, NULL, ${videoDownloads.videoId}, ${videoDownloads.email},
    ${videoDownloads.status}, NULL, NULL, ${videoDownloads.bytes}, ${videoDownloads.createdAt}
  FROM ${videoDownloads} WHERE ${ofCollection(videoDownloads, studioId, collectionId)}
) AS downloads`;

// ---------------------------------------------------------------------------------------------
// Favorites

const favoriteRecordColumns = {
  id: favorites.id,
  collectionId: favorites.collectionId,
  itemId: favorites.photoId,
  email: favorites.email,
  createdAt: favorites.createdAt,
};
/** A favorite with its item's kind, which says whether it is a photo's or a video's. */
const favoriteColumns = { ...favoriteRecordColumns, kind: photos.kind };
export type FavoriteRow = SelectResultFields<typeof favoriteColumns>;
const favoriteItem = and(eq(photos.studioId, favorites.studioId), eq(photos.id, favorites.photoId));

const starred = (studioId: string): SQL | undefined => and(eq(photos.studioId, studioId), isNotNull(photos.starredAt));
/** Each video's downloads of a status, among those grouped. */
const withStatus = (status: string) => sql<number>`(count(*) FILTER (WHERE ${videoDownloads.status} = ${status}))::int`;
const bytesSent = sql<number>`coalesce(sum(${videoDownloads.bytes}), 0)`.mapWith(asNumber);

export function trackingQueries(db: Db) {
  return {
    photoDownload: async (studioId: string, id: string): Promise<PhotoDownloadRow | undefined> =>
      (await db.select(photoDownloadColumns).from(photoDownloads).where(and(eq(photoDownloads.studioId, studioId), eq(photoDownloads.id, id)))).at(0),

    insertPhotoDownload: async (values: typeof photoDownloads.$inferInsert): Promise<void> => {
      await db.insert(photoDownloads).values(values);
    },

    photoDownloadPage: (studioId: string, collectionId: string, { limit, offset }: OffsetRequest): Promise<PhotoDownloadRow[]> =>
      db.select(photoDownloadColumns).from(photoDownloads)
        .where(ofCollection(photoDownloads, studioId, collectionId))
        .orderBy(...newestFirst(photoDownloads)).limit(limit).offset(offset),

    /** Downloads of each photo of the collection, most downloaded first. */
    downloadsPerPhoto: (studioId: string, collectionId: string) =>
      db.select({ photoId: photoDownloads.photoId, count: count() }).from(photoDownloads)
        .where(ofCollection(photoDownloads, studioId, collectionId))
        .groupBy(photoDownloads.photoId)
        .orderBy(desc(count()), asc(photoDownloads.photoId)),

    insertVideoDownload: async (values: typeof videoDownloads.$inferInsert): Promise<VideoDownloadRow> =>
      (await db.insert(videoDownloads).values(values).returning(videoDownloadColumns))[0]!,

    videoDownloadPage: (studioId: string, collectionId: string, { limit, offset }: OffsetRequest): Promise<VideoDownloadRow[]> =>
      db.select(videoDownloadColumns).from(videoDownloads)
        .where(ofCollection(videoDownloads, studioId, collectionId))
        .orderBy(...newestFirst(videoDownloads)).limit(limit).offset(offset),

    /** Each video's downloads by status and the bytes sent, the most often downloaded first. */
    downloadsPerVideo: (studioId: string, collectionId: string) =>
      db.select({ videoId: videoDownloads.videoId, started: withStatus('started'), completed: withStatus('completed'), failed: withStatus('failed'), bytes: bytesSent })
        .from(videoDownloads)
        .where(ofCollection(videoDownloads, studioId, collectionId))
        .groupBy(videoDownloads.videoId)
        .orderBy(desc(count()), asc(videoDownloads.videoId)),

    /** One page of the collection's photo and video downloads together, newest first. */
    downloadPage: (studioId: string, collectionId: string, { limit, offset }: OffsetRequest) =>
      db.select({
        id: column<string>('id'),
        type: column<MediaKind>('type'),
        collectionId: column<string>('collection_id'),
        photoId: column<string | null>('photo_id'),
        videoId: column<string | null>('video_id'),
        email: column<string | null>('email'),
        clientName: clientName(studioId, column('collection_id'), column('email')),
        status: column<'started' | 'completed' | 'failed'>('status'),
        size: column<DownloadSize | null>('size'),
        format: column<string | null>('format'),
        // Drizzle decodes values only: a NULL stays null.
        bytes: column<number | null>('bytes').mapWith(asNumber),
        // Formatted after the query: formatted in SQL, the order would sort its text.
        createdAt: column<string>('created_at').mapWith(formatTimestamp),
      })
        .from(bothDownloads(studioId, collectionId))
        .orderBy(desc(column('created_at')), desc(column('id')), asc(column('type')))
        .limit(limit).offset(offset),

    /** Counts over every download of the collection: a photo download counts as completed. */
    downloadTotals: async (studioId: string, collectionId: string) =>
      (await db.select({
        photoDownloads: countOf(photoDownloads, ofCollection(photoDownloads, studioId, collectionId)),
        videoDownloads: sql<number>`count(*)::int`,
        completedVideos: withStatus('completed'),
        failed: withStatus('failed'),
        bytes: bytesSent,
      }).from(videoDownloads).where(ofCollection(videoDownloads, studioId, collectionId)))[0]!,

    /**
     * Adds the favorite, or finds the one the email already has for the item: `created` says which. One
     * statement, so that two taps of a heart button at once make one favorite.
     */
    upsertFavorite: async (values: typeof favorites.$inferInsert) =>
      (await db.insert(favorites).values(values)
        .onConflictDoUpdate({ target: [favorites.studioId, favorites.collectionId, favorites.photoId, favorites.email], set: { email: sql`excluded.email` } })
        // xmax is 0 on a row this statement inserted, the updating transaction's id on one it only touched.
        .returning({ ...favoriteRecordColumns, created: sql<boolean>`(xmax = 0)` }))[0]!,

    favoritePage: (studioId: string, collectionId: string, { limit, offset }: OffsetRequest): Promise<FavoriteRow[]> =>
      db.select(favoriteColumns).from(favorites).innerJoin(photos, favoriteItem)
        .where(ofCollection(favorites, studioId, collectionId))
        .orderBy(...newestFirst(favorites)).limit(limit).offset(offset),

    /** Favorites of each item of the collection, the most liked first. */
    favoritesPerItem: (studioId: string, collectionId: string) =>
      db.select({ itemId: favorites.photoId, kind: photos.kind, count: count() }).from(favorites).innerJoin(photos, favoriteItem)
        .where(ofCollection(favorites, studioId, collectionId))
        .groupBy(favorites.photoId, photos.kind)
        .orderBy(desc(count()), asc(favorites.photoId)),

    deleteFavorite: async (studioId: string, collectionId: string, itemId: string, email: string): Promise<boolean> =>
      (await db.delete(favorites)
        .where(and(ofCollection(favorites, studioId, collectionId), eq(favorites.photoId, itemId), eq(favorites.email, email)))
        .returning({ id: favorites.id })).length > 0,

    /** The studio's starred photos, the most recently starred first. */
    starredPage: (studioId: string, { limit, offset }: OffsetRequest) =>
      db.select({ id: photos.id, galleryId: photos.galleryId, collectionId: photos.collectionId, filename: photos.filename, starredAt: photos.starredAt })
        .from(photos).where(starred(studioId))
        .orderBy(desc(photos.starredAt), desc(photos.id)).limit(limit).offset(offset),

    starredTotal: async (studioId: string): Promise<number> =>
      (await db.select({ total: count() }).from(photos).where(starred(studioId)))[0]?.total ?? 0,
  };
}

export type TrackingQueries = ReturnType<typeof trackingQueries>;
