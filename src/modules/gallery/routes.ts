/** The gallery's API: every room's routes, registered in the order the OpenAPI document lists them. */
import type { GalleryServices } from './services.js';
import type { App } from '../../platform/http.js';
import { archiveRoutes } from './archives/routes.js';
import { collectionRoutes, galleryOwnRoutes, visitorRoutes } from './collections/routes.js';
import { photoRoutes } from './photos/routes.js';
import { sharingLinkRoutes } from './sharing/routes.js';
import { downloadRoutes, favoriteRoutes, starredRoutes } from './tracking/routes.js';

export function galleryRoutes(app: App, services: GalleryServices): void {
  collectionRoutes(app, services);
  visitorRoutes(app, services);
  galleryOwnRoutes(app, services);
  photoRoutes(app, services);
  downloadRoutes(app, services);
  // Between downloads and favorites: the document's paths keep the order they have always had.
  sharingLinkRoutes(app, services);
  favoriteRoutes(app, services);
  // After `/photos/:photo_id`, which the router tells apart by its static segment.
  starredRoutes(app, services);
  archiveRoutes(app, services);
}
