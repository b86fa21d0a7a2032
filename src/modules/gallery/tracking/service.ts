/**
 * What visitors do in a collection, as the studio sees it (API.md §8): photo and video downloads,
 * favorites, and the studio's own starred photos. The public gallery client records downloads and
 * favorites through the studio's credential; every record belongs to a collection of the caller's studio.
 */
import type { Caller } from '../../../platform/access.js';
import type { Db } from '../../../platform/db/pool.js';
import { missing, notFound } from '../../../platform/errors.js';
import { offsetMeta, offsetPaged, type OffsetPage, type OffsetRequest } from '../../../platform/paging.js';
import type { CollectionService } from '../collections/service.js';
import { newDigitsId, withFreshId } from '../ids.js';
import { photoQueries, type PhotoQueries, type PhotoRow } from '../photos/queries.js';
import type { MediaKind } from '../tables.js';
import { PhotoDownloadRecorder } from './downloads.js';
import { itemOf, whileItemExists } from './items.js';
import { trackingQueries, type FavoriteRow, type PhotoDownloadRow, type TrackingQueries, type VideoDownloadRow } from './queries.js';
import type { Download, DownloadCreate, DownloadEntry, Favorite, FavoriteCreate, StarredPhoto } from './schemas.js';

export class TrackingService {
  private readonly queries: TrackingQueries;
  private readonly photoQueries: PhotoQueries;
  private readonly photoDownloadRecorder: PhotoDownloadRecorder;

  constructor(
    db: Db,
    private collections: CollectionService,
  ) {
    this.queries = trackingQueries(db);
    this.photoQueries = photoQueries(db);
    this.photoDownloadRecorder = new PhotoDownloadRecorder(db);
  }

  /**
   * Records a visitor's download of a photo or a video of the collection, the item checked to be of that
   * kind first: each kind has its own routes, body and record.
   */
  async recordDownload<K extends MediaKind>(caller: Caller, collectionId: string, kind: K, input: DownloadCreate<K>): Promise<Download<K>> {
    await this.collections.find(caller, collectionId);
    const recorder: DownloadRecorder<K> = downloadRecorders[kind];
    const item = await itemOf(this.photoQueries, caller, collectionId, { id: recorder.itemIdOf(input), kind, field: recorder.field });
    const writers = { queries: this.queries, photoDownloads: this.photoDownloadRecorder };
    const download = await whileItemExists(recorder.itemForeignKey, recorder.field, collectionId, () => recorder.insert(writers, caller.studio.id, item, input));
    // Gone already: the collection (or the item) was deleted since, and its records with it.
    if (!download) throw missing('collection', collectionId);
    return download;
  }

  async photoDownloads(caller: Caller, collectionId: string, page: OffsetRequest) {
    await this.collections.find(caller, collectionId);
    const studioId = caller.studio.id;
    const [rows, perPhoto] = await Promise.all([
      this.queries.photoDownloadPage(studioId, collectionId, page),
      this.queries.downloadsPerPhoto(studioId, collectionId),
    ]);
    return {
      data: rows.map(presentPhotoDownload),
      meta: {
        // Every download is of one photo: the per-photo counts add up to the total.
        ...offsetMeta(page, sum(perPhoto.map((entry) => entry.count))),
        per_photo: perPhoto.map((entry) => ({ photo_id: entry.photoId, count: entry.count })),
      },
    };
  }

  async videoDownloads(caller: Caller, collectionId: string, page: OffsetRequest) {
    await this.collections.find(caller, collectionId);
    const studioId = caller.studio.id;
    const [rows, perVideo] = await Promise.all([
      this.queries.videoDownloadPage(studioId, collectionId, page),
      this.queries.downloadsPerVideo(studioId, collectionId),
    ]);
    return {
      data: rows.map(presentVideoDownload),
      meta: {
        ...offsetMeta(page, sum(perVideo.map((entry) => entry.started + entry.completed + entry.failed))),
        per_video: perVideo.map(({ videoId, started, completed, failed, bytes }) => ({ video_id: videoId, started, completed, failed, bytes })),
      },
    };
  }

  /** Photo and video downloads as one timeline, paged in the database. */
  async downloads(caller: Caller, collectionId: string, page: OffsetRequest) {
    await this.collections.find(caller, collectionId);
    const studioId = caller.studio.id;
    const [rows, totals] = await Promise.all([this.queries.downloadPage(studioId, collectionId, page), this.queries.downloadTotals(studioId, collectionId)]);
    return {
      data: rows.map((row): DownloadEntry => ({
        id: row.id,
        type: row.type,
        collection_id: row.collectionId,
        photo_id: row.photoId,
        video_id: row.videoId,
        email: row.email,
        client_name: row.clientName,
        status: row.status,
        size: row.size,
        format: row.format,
        bytes: row.bytes,
        created_at: row.createdAt,
      })),
      meta: {
        ...offsetMeta(page, totals.photoDownloads + totals.videoDownloads),
        photo_downloads: totals.photoDownloads,
        video_downloads: totals.videoDownloads,
        completed: totals.photoDownloads + totals.completedVideos,
        failed: totals.failed,
        bytes: totals.bytes,
      },
    };
  }

  /** Adds a favorite; the same email and item again answer the favorite it has (`created` false). */
  async favorite(caller: Caller, collectionId: string, input: FavoriteCreate): Promise<{ favorite: Favorite; created: boolean }> {
    await this.collections.find(caller, collectionId);
    const item = await itemOf(this.photoQueries, caller, collectionId, { id: input.photo_id, field: 'photo_id' });
    const { created, ...row } = await whileItemExists('favorites_photo_fk', 'photo_id', collectionId, () =>
      withFreshId('favorites_studio_id_id_pk', () => newDigitsId('record'), (id) =>
        this.queries.upsertFavorite({ studioId: caller.studio.id, id, collectionId, photoId: item.id, email: input.email.toLowerCase() }),
      ),
    );
    return { favorite: presentFavorite({ ...row, kind: item.kind }), created };
  }

  async unfavorite(caller: Caller, collectionId: string, itemId: string, email: string): Promise<void> {
    await this.collections.find(caller, collectionId);
    const address = email.toLowerCase();
    if (!(await this.queries.deleteFavorite(caller.studio.id, collectionId, itemId, address))) {
      throw notFound('not_found', `${address} has no favorite of ${itemId} in this collection.`);
    }
  }

  async favorites(caller: Caller, collectionId: string, page: OffsetRequest) {
    await this.collections.find(caller, collectionId);
    const studioId = caller.studio.id;
    const [rows, perItem] = await Promise.all([this.queries.favoritePage(studioId, collectionId, page), this.queries.favoritesPerItem(studioId, collectionId)]);
    return {
      data: rows.map(presentFavorite),
      meta: {
        ...offsetMeta(page, sum(perItem.map((entry) => entry.count))),
        per_item: perItem.map((entry) => ({ ...itemIds(entry.itemId, entry.kind), count: entry.count })),
      },
    };
  }

  /** The studio's starred photos across its collections, the most recently starred first. */
  async starred(caller: Caller, page: OffsetRequest): Promise<OffsetPage<StarredPhoto>> {
    const studioId = caller.studio.id;
    return offsetPaged(
      page,
      { rows: (limit, offset) => this.queries.starredPage(studioId, { limit, offset }), total: () => this.queries.starredTotal(studioId) },
      (rows) => rows.map((row) => ({ id: row.id, gallery_id: row.galleryId, collection_id: row.collectionId, filename: row.filename, starred_at: row.starredAt! })),
    );
  }
}

/** How a download of each kind names its item and is written. */
interface DownloadRecorder<K extends MediaKind> {
  /** The body field naming the item, for the 422. */
  field: `${K}_id`;
  itemIdOf(input: DownloadCreate<K>): string;
  /** The record's foreign key to its item, which a delete of the item in between breaks. */
  itemForeignKey: string;
  /** The record as answered; undefined when it went with its collection before it could be read back. */
  insert(writers: DownloadWriters, studioId: string, item: PhotoRow, input: DownloadCreate<K>): Promise<Download<K> | undefined>;
}

/** What a download is written and read back with. */
interface DownloadWriters {
  queries: TrackingQueries;
  photoDownloads: PhotoDownloadRecorder;
}

const downloadRecorders: { [K in MediaKind]: DownloadRecorder<K> } = {
  photo: {
    field: 'photo_id',
    itemIdOf: (input) => input.photo_id,
    itemForeignKey: 'photo_downloads_photo_fk',
    // Written by the recording every download path shares (file links, ZIPs), then read back with its client's name.
    async insert({ queries, photoDownloads }, studioId, photo, input) {
      const id = await photoDownloads.record(studioId, { photo, size: input.size, email: input.email ?? null, format: input.format.toLowerCase() });
      const row = await queries.photoDownload(studioId, id);
      return row && presentPhotoDownload(row);
    },
  },
  video: {
    field: 'video_id',
    itemIdOf: (input) => input.video_id,
    itemForeignKey: 'video_downloads_video_fk',
    async insert({ queries }, studioId, video, input) {
      const row = await withFreshId('video_downloads_studio_id_id_pk', () => newDigitsId('record'), (id) =>
        queries.insertVideoDownload({
          studioId,
          id,
          collectionId: video.collectionId,
          videoId: video.id,
          email: input.email?.toLowerCase() ?? null,
          status: input.status,
          bytes: input.bytes ?? null,
        }),
      );
      return presentVideoDownload(row);
    },
  },
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A favorite names its item as `photo_id` or `video_id` by the item's kind, the other null. */
const itemIds = (id: string, kind: MediaKind) => ({ photo_id: kind === 'photo' ? id : null, video_id: kind === 'video' ? id : null });

function presentPhotoDownload(row: PhotoDownloadRow): Download<'photo'> {
  return {
    id: row.id,
    collection_id: row.collectionId,
    photo_id: row.photoId,
    email: row.email,
    client_name: row.clientName,
    size: row.size,
    format: row.format,
    created_at: row.createdAt,
  };
}

function presentVideoDownload(row: VideoDownloadRow): Download<'video'> {
  return {
    id: row.id,
    collection_id: row.collectionId,
    video_id: row.videoId,
    email: row.email,
    client_name: row.clientName,
    status: row.status,
    bytes: row.bytes,
    created_at: row.createdAt,
  };
}

function presentFavorite(row: FavoriteRow): Favorite {
  return { id: row.id, collection_id: row.collectionId, ...itemIds(row.itemId, row.kind), email: row.email, created_at: row.createdAt };
}
