/** Collections, galleries and collection clients as the API shows them, from rows: pure, given the links to sign the files with. */
import { mediaUrls, type MediaContext } from '../present.js';
import type { PhotoRow } from '../photos/queries.js';
import type { GalleryRow } from './gallery-queries.js';
import type { CollectionClientRow, CollectionSummaryRow } from './queries.js';
import type { Collection, CollectionClient, Gallery } from './schemas.js';

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

/** A person given access, with the studio's client of the same email (null when none). */
export function presentCollectionClient(row: CollectionClientRow, clientId: string | null): CollectionClient {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    access_level: row.accessLevel,
    last_accessed: row.lastAccessed,
    favorites_count: row.favoritesCount,
    client_id: clientId,
    created_at: row.createdAt,
  };
}
