import type { Caller } from '../../../platform/access.js';
import type { Db } from '../../../platform/db/pool.js';
import { conflict, invalidField, missing } from '../../../platform/errors.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import { offsetPaged, type OffsetPage, type OffsetRequest } from '../../../platform/paging.js';
import type { Storage } from '../../../platform/storage/index.js';
import type { GalleryService } from '../collections/galleries.js';
import { newDigitsId, withFreshId } from '../ids.js';
import type { MediaContext } from '../present.js';
import type { MediaKind } from '../tables.js';
import { originalKey } from './media.js';
import { presentPhoto } from './present.js';
import type { RenderPayload } from './renditions.js';
import { photoQueries, type PhotoListQueries, type PhotoQueries, type PhotoRow } from './queries.js';
import type { Photo, PhotoCreate } from './schemas.js';

export const RENDER_JOB = 'gallery.render';

/** The types a gallery takes, by filename extension (API.md §10). */
const MEDIA_TYPES: Record<string, { contentType: string; kind: MediaKind }> = {
  jpg: { contentType: 'image/jpeg', kind: 'photo' },
  jpeg: { contentType: 'image/jpeg', kind: 'photo' },
  png: { contentType: 'image/png', kind: 'photo' },
  webp: { contentType: 'image/webp', kind: 'photo' },
  heic: { contentType: 'image/heic', kind: 'photo' },
  tif: { contentType: 'image/tiff', kind: 'photo' },
  tiff: { contentType: 'image/tiff', kind: 'photo' },
  mp4: { contentType: 'video/mp4', kind: 'video' },
  mov: { contentType: 'video/quicktime', kind: 'video' },
};
const ACCEPTED = Object.keys(MEDIA_TYPES).join(', ');

/** Photos and videos: metadata, the upload ticket, processing and stars. */
export class PhotoService {
  private readonly queries: PhotoQueries;

  constructor(
    private db: Db,
    private lists: { photos: PhotoListQueries },
    private galleries: GalleryService,
    private storage: Storage,
    private jobs: JobQueue,
    private maxBytes: number,
  ) {
    this.queries = photoQueries(db);
  }

  /** Adds a photo awaiting its file, and the ticket to upload it with. */
  async create(caller: Caller, galleryId: string, input: PhotoCreate, media: MediaContext) {
    const gallery = await this.galleries.find(caller, galleryId);
    const type = mediaTypeOf(input.filename);
    if (/[/\\]|\p{Cc}/u.test(input.filename)) throw invalidField('filename', 'Must be a file name, without / or \\ or control characters.');
    if (!type) throw invalidField('filename', `Must end in one of the accepted extensions: ${ACCEPTED}.`);
    if (input.kind !== undefined && input.kind !== type.kind) throw invalidField('kind', `A .${extensionOf(input.filename)} file is a ${type.kind}.`);
    if (input.file_size > this.maxBytes) throw invalidField('file_size', `Must be at most ${this.maxBytes} bytes.`);
    const row = await withFreshId('photos_studio_id_id_pk', () => newDigitsId('photo'), (id) =>
      this.queries.insert({
        studioId: caller.studio.id,
        id,
        galleryId,
        collectionId: gallery.collectionId,
        kind: type.kind,
        filename: input.filename,
        fileSize: input.file_size,
        contentType: type.contentType,
        width: input.width ?? null,
        height: input.height ?? null,
        tags: input.tags ?? [],
        originalKey: originalKey(caller.studio.id, id),
      }),
    );
    const upload = this.storage.ticket({ origin: media.origin, key: row.originalKey, contentType: row.contentType, maxBytes: row.fileSize });
    return { data: presentPhoto(row, media), upload };
  }

  async get(caller: Caller, id: string, media: MediaContext): Promise<Photo> {
    return presentPhoto(await this.find(caller, id), media);
  }

  /**
   * A page of the gallery. Whether the studio has the gallery is asked beside the page, not before it:
   * one round trip; the page and total of a gallery it does not have are empty, and answer 404.
   */
  async list(caller: Caller, galleryId: string, query: OffsetRequest & { kind?: MediaKind }, media: MediaContext): Promise<OffsetPage<Photo>> {
    const studioId = caller.studio.id;
    const { photos } = this.lists;
    const [gallery, page] = await Promise.all([
      photos.galleryRef(studioId, galleryId),
      offsetPaged(
        query,
        { rows: (limit, offset) => photos.page(studioId, galleryId, query.kind, limit, offset), total: () => photos.total(studioId, galleryId, query.kind) },
        (rows) => rows.map((row) => presentPhoto(row, media)),
      ),
    ]);
    if (!gallery) throw galleryNotFound(galleryId);
    return page;
  }

  /**
   * The file is uploaded: processing is queued (renditions and metadata, by any instance). Calling it
   * again while processing or once ready changes nothing; after a failure it processes the file again
   * (a corrected file uploaded with a new ticket).
   */
  async uploaded(caller: Caller, id: string, media: MediaContext): Promise<Photo> {
    const row = await this.find(caller, id);
    if (row.state === 'processing' || row.state === 'ready') return presentPhoto(row, media);
    const stored = await this.storage.stat(row.originalKey);
    if (!stored) throw conflict('upload_missing', 'The file has not been uploaded yet: upload it with the ticket first.');
    const updated = await this.db.transaction(async (tx) => {
      const changed = await this.queries.startProcessing(tx, caller.studio.id, id);
      await this.jobs.enqueue(tx, RENDER_JOB, { studioId: caller.studio.id, photoId: id, origin: media.origin } satisfies RenderPayload);
      return changed;
    });
    if (!updated) throw notFound(id);
    return presentPhoto(updated, media);
  }

  /** A fresh upload ticket for the photo's file (the first one expired, or the file is to be replaced after a failure). */
  async ticket(caller: Caller, id: string, media: MediaContext) {
    const row = await this.find(caller, id);
    if (row.state === 'processing' || row.state === 'ready') throw conflict('already_uploaded', 'The photo\'s file is uploaded already.');
    return { data: presentPhoto(row, media), upload: this.storage.ticket({ origin: media.origin, key: row.originalKey, contentType: row.contentType, maxBytes: row.fileSize }) };
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.queries.delete(caller.studio.id, id))) throw notFound(id);
  }

  async star(caller: Caller, id: string, starred: boolean, media: MediaContext): Promise<Photo> {
    const row = await this.find(caller, id);
    if (starred === (row.starredAt !== null)) return presentPhoto(row, media);
    const changed = await this.queries.setStarred(caller.studio.id, id, starred);
    if (!changed) throw notFound(id);
    return presentPhoto(changed, media);
  }

  async find(caller: Caller, id: string): Promise<PhotoRow> {
    const row = await this.queries.byId(caller.studio.id, id);
    if (!row) throw notFound(id);
    return row;
  }
}

function mediaTypeOf(filename: string) {
  return MEDIA_TYPES[extensionOf(filename)];
}

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
};

const notFound = (id: string) => missing('photo', id);
const galleryNotFound = (id: string) => missing('gallery', id);
