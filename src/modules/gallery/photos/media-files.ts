/**
 * Serving a photo's files to whoever holds a signed link (`/media/…`, no credential): the renditions
 * and the original, read from storage, whole or a byte range of them. Fetching the web size or the
 * original records a download.
 */
import type { Db } from '../../../platform/db/pool.js';
import { notFound } from '../../../platform/errors.js';
import type { ByteSpan, RangeRequest, ReadableObject, Storage, StoredObject } from '../../../platform/storage/index.js';
import { PhotoDownloadRecorder } from '../tracking/downloads.js';
import { renditionKey, type MediaLink, type MediaLinks, type MediaSize } from './media.js';
import { photoQueries, type PhotoQueries, type PhotoRow } from './queries.js';

/** What is known of a photo's file before its bytes: what HEAD answers. */
export interface FileHead extends StoredObject {
  /** The name to save it under; null for the thumbnail, which is shown, not saved. */
  filename: string | null;
}

export interface ServedFile extends FileHead, ReadableObject {}

/**
 * Players ask for the first byte or two of a video to learn that ranges work and how long the file
 * is, before they ask for the file itself: such a probe is not a download.
 */
const PROBE_BYTES = 2;

export class MediaFiles {
  private readonly photoQueries: PhotoQueries;
  private readonly downloads: PhotoDownloadRecorder;

  constructor(
    db: Db,
    private storage: Storage,
    readonly links: MediaLinks,
  ) {
    this.photoQueries = photoQueries(db);
    this.downloads = new PhotoDownloadRecorder(db);
  }

  /**
   * The file a link names (or the bytes of `range` of it), once its signature and expiry are checked
   * (403 otherwise); 404 when there is none (any more).
   */
  async open(link: MediaLink, range?: RangeRequest): Promise<ServedFile> {
    this.links.verify(link);
    const photo = await this.photoQueries.byId(link.studioId, link.photoId);
    const file = photo && (await this.fileOf(link.studioId, photo, link.size, { email: null }, range));
    if (!file) throw gone();
    return file;
  }

  /** What `open` would serve, without opening the file or recording a download (HEAD). */
  async head(link: MediaLink): Promise<FileHead> {
    this.links.verify(link);
    const photo = await this.photoQueries.byId(link.studioId, link.photoId);
    const key = photo && keyOf(photo, link.size);
    const object = key ? await this.storage.stat(key) : null;
    if (!photo || !object) throw gone();
    return { ...object, filename: filenameOf(photo, link.size) };
  }

  /**
   * The photo's file of this size (or the bytes of `range` of it), opened; recorded as a download (by
   * `recordDownload`'s visitor) when asked, it is the web size or the original, and the answer starts at
   * the first byte (the file is closed again when recording fails); null when it is not stored (yet).
   */
  async fileOf(studioId: string, photo: PhotoRow, size: MediaSize, recordDownload: false | { email: string | null }, range?: RangeRequest): Promise<ServedFile | null> {
    const key = keyOf(photo, size);
    const object = key ? await this.storage.read(key, range) : null;
    if (!object) return null;
    if (recordDownload && size !== 'thumbnail' && isDownloadStart(object.span)) {
      await this.downloads.record(studioId, { photo, size, email: recordDownload.email }).catch((error) => {
        object.stream.destroy();
        throw error;
      });
    }
    return { ...object, filename: filenameOf(photo, size) };
  }
}

/**
 * Whether an answer is the start of a download: the whole file, or a range from its first byte that is
 * more than a player's probe. A player seeking, or a client resuming, asks for a later range: the
 * download it continues was counted when it started.
 */
function isDownloadStart(span: ByteSpan | undefined): boolean {
  return span === undefined || (span.start === 0 && span.end >= PROBE_BYTES);
}

/** Where the file of this size is stored; null when it is not (yet): not uploaded, or a rendition not made. */
function keyOf(photo: PhotoRow, size: MediaSize): string | null {
  if (size === 'original') return photo.state === 'awaiting_upload' ? null : photo.originalKey;
  return photo.kind === 'photo' && photo.state === 'ready' ? renditionKey(photo.originalKey, size) : null;
}

/** The original under its own name; the web size as `<name>.jpg` (it is a JPEG whatever the original was). */
export function filenameOf(photo: PhotoRow, size: MediaSize): string | null {
  if (size === 'thumbnail') return null;
  if (size === 'original') return photo.filename;
  const dot = photo.filename.lastIndexOf('.');
  return `${dot > 0 ? photo.filename.slice(0, dot) : photo.filename}.jpg`;
}

const gone = () => notFound('not_found', 'No file is at this link: the photo was deleted, or its file is not ready.');
