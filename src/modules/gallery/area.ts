import { defineArea, type Platform } from '../../platform/area.js';
import type { App } from '../../platform/http.js';
import type { ClientService } from '../clients/service.js';
import type { EmailService } from '../emails/service.js';
import type { WebhookEvents } from '../webhooks/service.js';
import { ArchiveService } from './archives/service.js';
import { GalleryService } from './collections/galleries.js';
import { CollectionService } from './collections/service.js';
import { MediaFiles } from './photos/media-files.js';
import { mediaFileRoute } from './photos/media-routes.js';
import { MediaLinks } from './photos/media.js';
import { PhotoService, RENDER_JOB } from './photos/service.js';
import { galleryListQueries } from './list-queries.js';
import { renderJob } from './photos/renditions.js';
import type { GalleryServices } from './services.js';
import { galleryRoutes } from './routes.js';
import { SharingLinkService } from './sharing/service.js';
import { sharedGalleryPageRoutes } from './sharing/page-routes.js';
import { SharedGalleryService } from './sharing/shared-gallery.js';
import { sharedLinkRoute } from './sharing/shared-link-route.js';
import { TrackingService } from './tracking/service.js';

export const galleryArea = defineArea({
  name: 'gallery',
  tags: [
    {
      name: 'gallery',
      description:
        'Client galleries: collections of galleries of real photos (uploaded with a ticket, their renditions made in the background), ' +
        'who may see and download them, ZIP downloads, download tracking, sharing links, favorites and stars.',
    },
  ],
  identifiers: [
    { format: '8 digits', names: 'collections' },
    { format: '9 digits', names: 'galleries' },
    { format: '10 digits', names: 'photos and videos' },
    { format: '12 digits', names: 'collection clients, sharing links and tracking records' },
  ],
  // A photo made ready by the rendering job is a webhook event.
  needs: ['clients', 'emails', 'webhooks'],
  services: ({ db, storage, jobs, config }: Platform, { clients, emails }: { clients: ClientService; emails: EmailService; webhooks: WebhookEvents }) => {
    // The gallery's list statements, built once and shared by the collection and photo lists.
    const lists = galleryListQueries(db);
    const collections = new CollectionService(db, lists, clients);
    const galleries = new GalleryService(db, collections);
    const mediaFiles = new MediaFiles(db, storage, new MediaLinks(config.secrets.signingKey, config.gallery.linkSeconds));
    const tracking = new TrackingService(db, collections);
    const archives = new ArchiveService(db, collections, galleries, storage);
    return {
      collections,
      galleries,
      photos: new PhotoService(db, lists, galleries, storage, jobs, config.gallery.photoMaxBytes),
      /** Photos' files behind signed links, served outside the API. */
      mediaFiles,
      /** Downloads, favorites and starred photos of the gallery. */
      tracking,
      /** Addresses that open a photo or collection without a credential, served outside the API. */
      sharingLinks: new SharingLinkService(db, collections, mediaFiles, emails),
      /** "Download all": galleries and collections as ZIPs streamed as they are made. */
      archives,
      /** What the gallery pages of a sharing link show and do. */
      sharedGallery: new SharedGalleryService(db, collections, tracking, archives, mediaFiles),
    };
  },
  routes: galleryRoutes,
  async outsideRoutes(app: App, { mediaFiles, sharingLinks, sharedGallery }: GalleryServices) {
    mediaFileRoute(app, mediaFiles);
    sharedLinkRoute(app, sharingLinks, sharedGallery);
    await sharedGalleryPageRoutes(app, sharedGallery);
  },
  jobs: ({ db, storage, config }: Platform, { webhooks }: { webhooks: WebhookEvents }) => {
    const notice = { events: webhooks, links: new MediaLinks(config.secrets.signingKey, config.gallery.linkSeconds) };
    return [{ kind: RENDER_JOB, handler: renderJob(db, storage, config.gallery.photoMaxBytes, notice) }];
  },
});
