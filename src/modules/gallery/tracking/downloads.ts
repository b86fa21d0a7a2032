/** Recording photo downloads (`photo_downloads`), wherever a download happens: a file link, a ZIP, the tracking POST. */
import type { Db } from '../../../platform/db/pool.js';
import { newDigitsId, withFreshId } from '../ids.js';
import type { PhotoRow } from '../photos/queries.js';
import type { DownloadSize } from '../tables.js';
import { trackingQueries, type TrackingQueries } from './queries.js';

export interface PhotoDownload {
  photo: Pick<PhotoRow, 'id' | 'collectionId' | 'filename'>;
  size: DownloadSize;
  email: string | null;
  /** The file's format as downloaded: `jpeg` for the web size, the original's extension otherwise. */
  format?: string;
}

export class PhotoDownloadRecorder {
  private readonly queries: TrackingQueries;

  constructor(db: Db) {
    this.queries = trackingQueries(db);
  }

  /** Records the download; answers its id. */
  async record(studioId: string, { photo, size, email, format }: PhotoDownload): Promise<string> {
    return withFreshId('photo_downloads_studio_id_id_pk', () => newDigitsId('record'), async (id) => {
      await this.queries.insertPhotoDownload({
        studioId,
        id,
        collectionId: photo.collectionId,
        photoId: photo.id,
        email: email?.toLowerCase() ?? null,
        size,
        format: format ?? formatOf(photo.filename, size),
      });
      return id;
    });
  }
}

/** What a download of this size is: the web size is always a JPEG. */
export function formatOf(filename: string, size: DownloadSize): string {
  if (size === 'web') return 'jpeg';
  const dot = filename.lastIndexOf('.');
  const extension = dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
  return extension === 'jpg' ? 'jpeg' : extension || 'unknown';
}
