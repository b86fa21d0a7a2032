/**
 * The services the gallery's routes call: the gallery's own, declared here so that its routes need not
 * know how the whole service is wired (areas.ts builds them; its `Services` is one of these).
 */
import type { ArchiveService } from './archives/service.js';
import type { GalleryService } from './collections/galleries.js';
import type { CollectionService } from './collections/service.js';
import type { MediaFiles } from './photos/media-files.js';
import type { PhotoService } from './photos/service.js';
import type { SharingLinkService } from './sharing/service.js';
import type { SharedGalleryService } from './sharing/shared-gallery.js';
import type { TrackingService } from './tracking/service.js';

export interface GalleryServices {
  collections: CollectionService;
  galleries: GalleryService;
  photos: PhotoService;
  mediaFiles: MediaFiles;
  tracking: TrackingService;
  sharingLinks: SharingLinkService;
  archives: ArchiveService;
  sharedGallery: SharedGalleryService;
}
