/**
 * Serving a photo's files to whoever holds a signed link (`/media/…`, no credential): the renditions
 * and the original, read from storage. Fetching the web size or the original records a download.
 */
import type { Db } from '../../platform/db/pool.js';
import { notFound } from '../../platform/errors.js';
import type { ReadableObject, Storage } from '../../platform/storage/index.js';
import { recordPhotoDownload } from './downloads.js';
import { renditionKey, type MediaLink, type MediaLinks, type MediaSize } from './media.js';
import { galleryQueries as q, type PhotoRow } from './queries.js';

export interface ServedFile extends ReadableObject {
  /** The name to save it under; null for the thumbnail, which is shown, not saved. */
  filename: string | null;
}

export class MediaFiles {
  constructor(
    private db: Db,
    private storage: Storage,
    readonly links: MediaLinks,
  ) {}

  /** The file a link names, once its signature and expiry are checked (403 otherwise); 404 when there is none (any more). */
  async open(link: MediaLink): Promise<ServedFile> {
    this.links.verify(link);
    const photo = await q.photo(this.db, link.studioId, link.photoId);
    const file = photo && (await this.fileOf(link.studioId, photo, link.size, true));
    if (!file) throw gone();
    return file;
  }

  /**
   * The photo's file of this size, opened; recorded as a download when `recordDownload` says so and it
   * is the web size or the original (the file is closed again when recording fails); null when it is
   * not stored (yet).
   */
  async fileOf(studioId: string, photo: PhotoRow, size: MediaSize, recordDownload: boolean): Promise<ServedFile | null> {
    const key = keyOf(photo, size);
    const object = key ? await this.storage.read(key) : null;
    if (!object) return null;
    if (recordDownload && size !== 'thumbnail') {
      await recordPhotoDownload(this.db, studioId, { photo, size, email: null }).catch((error) => {
        object.stream.destroy();
        throw error;
      });
    }
    return { ...object, filename: filenameOf(photo, size) };
  }
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
