/** Gallery records as the API shows them, from rows: pure, given the links to sign the files with. */
import type { MediaLinks } from './media.js';
import type { CollectionClientRow, CollectionSummaryRow, GalleryRow, PhotoRow, PhotoShownRow } from './queries.js';
import type { Collection, CollectionClient, Gallery, Photo } from './schemas.js';

/** What presenting needs beside the rows: the origin links start with, and their signer. */
export interface MediaContext {
  origin: string;
  links: MediaLinks;
  studioId: string;
}

export function presentCollection(row: CollectionSummaryRow): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    gallery_count: row.galleryCount,
    client_count: row.clientCount,
    expiry_date: row.expiryDate,
    password_protected: row.passwordProtected,
    downloadable: row.downloadable,
    default_access_level: row.defaultAccessLevel,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export function presentGallery(row: GalleryRow, cover: PhotoRow | undefined, media: MediaContext): Gallery {
  return {
    id: row.id,
    collection_id: row.collectionId,
    name: row.name,
    description: row.description,
    photo_count: row.photoCount,
    video_count: row.videoCount,
    private: row.private,
    download: row.download,
    cover_photo: cover ? { id: cover.id, filename: cover.filename, urls: mediaUrls(cover, media) } : null,
    created_at: row.createdAt,
  };
}

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

/** Renditions exist once a photo is ready; the original once it was uploaded (videos have no renditions). */
export function mediaUrls(row: Pick<PhotoRow, 'id' | 'kind' | 'state'>, { origin, links, studioId }: MediaContext): Photo['urls'] {
  const renditions = row.kind === 'photo' && row.state === 'ready';
  const uploaded = row.state !== 'awaiting_upload';
  return {
    thumbnail: renditions ? links.url(origin, studioId, row.id, 'thumbnail') : null,
    web: renditions ? links.url(origin, studioId, row.id, 'web') : null,
    original: uploaded ? links.url(origin, studioId, row.id, 'original') : null,
  };
}

export function presentCollectionClient(row: CollectionClientRow): CollectionClient {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    access_level: row.accessLevel,
    last_accessed: row.lastAccessed,
    favorites_count: row.favoritesCount,
    client_id: row.clientId,
    created_at: row.createdAt,
  };
}
