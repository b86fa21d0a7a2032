import type { ArchiveService } from './archive.js';
import type { CollectionService } from './collections.js';
import type { MediaFiles } from './media-files.js';
import type { GalleryService, PhotoService } from './photos.js';
import type { SharingLinkService } from './sharing.js';
import type { TrackingService } from './tracking.js';

/** The gallery's services, as its routes take them. */
export interface GalleryServices {
  collections: CollectionService;
  galleries: GalleryService;
  photos: PhotoService;
  mediaFiles: MediaFiles;
  tracking: TrackingService;
  sharingLinks: SharingLinkService;
  archives: ArchiveService;
}
