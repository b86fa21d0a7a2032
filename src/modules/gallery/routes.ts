/** The gallery's API: every room's routes. */
import type { App } from '../../platform/http.js';
import { archiveRoutes } from './archives/routes.js';
import { collectionRoutes, galleryOwnRoutes, visitorRoutes } from './collections/routes.js';
import { photoRoutes } from './photos/routes.js';
import type { GalleryServices } from './services.js';
import { sharingLinkRoutes } from './sharing/routes.js';
import { downloadRoutes, favoriteRoutes, starredRoutes } from './tracking/routes.js';

/**
 * In the order the routes have always been registered, which is the order of the OpenAPI document's
 * paths: a collection's sharing links come between its downloads and its favorites.
 */
export function galleryRoutes(app: App, services: GalleryServices): void {
  collectionRoutes(app, services);
  visitorRoutes(app, services);
  galleryOwnRoutes(app, services);
  photoRoutes(app, services);
  downloadRoutes(app, services);
  sharingLinkRoutes(app, services);
  favoriteRoutes(app, services);
  starredRoutes(app, services);
  archiveRoutes(app, services);
}
