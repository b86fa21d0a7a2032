/** Photos and videos as the API shows them, from rows: pure, given the links to sign the files with. */
import { mediaUrls, type MediaContext } from '../present.js';
import type { PhotoShownRow } from './queries.js';
import type { Photo } from './schemas.js';

export function presentPhoto(row: PhotoShownRow, media: MediaContext): Photo {
  return {
    id: row.id,
    gallery_id: row.galleryId,
    collection_id: row.collectionId,
    kind: row.kind,
    filename: row.filename,
    file_size: row.fileSize,
    content_type: row.contentType,
    state: row.state,
    failure: row.failure,
    width: row.width,
    height: row.height,
    taken_at: row.takenAt,
    tags: row.tags,
    starred: row.starredAt !== null,
    urls: mediaUrls(row, media),
    created_at: row.createdAt,
  };
}
