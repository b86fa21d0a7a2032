/** The routes of the gallery's tracking (API.md §8): downloads, favorites, starred photos. */
import { callerOf, type App } from '../../../platform/http.js';
import { Data, errorResponses, IDEMPOTENT, Message, OffsetQuery, STAFF_ONLY } from '../../../platform/schemas.js';
import {
  COLLECTION_INVALID_ID, COLLECTION_NOT_FOUND, collectionErrors, collectionId, config, itemRefused, PER_PAGE, PHOTO_INVALID_ID, photoId, tags,
} from '../route-config.js';
import { CollectionParams } from '../schemas.js';
import type { GalleryServices } from '../services.js';
import {
  downloadSchemas, DownloadList, Favorite, FavoriteCreate, FavoriteDeleteQuery, FavoriteList, FavoriteParams, StarredList,
} from './schemas.js';

export function downloadRoutes(app: App, { tracking }: GalleryServices): void {
  app.post('/collections/:collection_id/photo_downloads', {
    schema: {
      tags,
      operationId: 'recordPhotoDownload',
      summary: 'Record a photo download',
      description:
        'Records that a visitor downloaded a photo of the collection, in a size and format, with their email when known. Downloads made ' +
        `through the service (signed \`original\`/\`web\` links, ZIPs, sharing links) are recorded without this call. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: CollectionParams,
      body: downloadSchemas.photo.create,
      response: {
        201: Data(downloadSchemas.photo.record, 'The download was recorded.'),
        ...errorResponses(config, 'POST', { ...collectionErrors, 422: [itemRefused('photo_id', 'a photo')] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await tracking.recordDownload(callerOf(req), collectionId(req.params), 'photo', req.body) }));

  app.get('/collections/:collection_id/photo_downloads', {
    schema: {
      tags,
      operationId: 'listPhotoDownloads',
      summary: 'List a collection\'s photo downloads',
      description:
        `The collection's photo downloads, newest first, ${PER_PAGE}, each with the visitor's email and, when it is a collection ` +
        `client's, their name. \`meta.per_photo\` counts the downloads of each photo over all records. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: OffsetQuery,
      response: { 200: downloadSchemas.photo.list, ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => tracking.photoDownloads(callerOf(req), collectionId(req.params), req.query));

  app.post('/collections/:collection_id/gallery_video_downloads', {
    schema: {
      tags,
      operationId: 'recordVideoDownload',
      summary: 'Record a video download',
      description:
        'Records a visitor\'s download of a video of the collection: its status (`started`, `completed`, `failed`) and the bytes ' +
        `transferred when known. A download reported at several stages is several records. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: CollectionParams,
      body: downloadSchemas.video.create,
      response: {
        201: Data(downloadSchemas.video.record, 'The download was recorded.'),
        ...errorResponses(config, 'POST', { ...collectionErrors, 422: [itemRefused('video_id', 'a video')] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await tracking.recordDownload(callerOf(req), collectionId(req.params), 'video', req.body) }));

  app.get('/collections/:collection_id/gallery_video_downloads', {
    schema: {
      tags,
      operationId: 'listVideoDownloads',
      summary: 'List a collection\'s video downloads',
      description:
        `The collection's video download records, newest first, ${PER_PAGE}. \`meta.per_video\` counts each video's records by ` +
        `status and adds up their bytes, over all records. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: OffsetQuery,
      response: { 200: downloadSchemas.video.list, ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => tracking.videoDownloads(callerOf(req), collectionId(req.params), req.query));

  app.get('/collections/:collection_id/downloads', {
    schema: {
      tags,
      operationId: 'listCollectionDownloads',
      summary: 'List a collection\'s download activity',
      description:
        `Photo and video downloads in one timeline, newest first, ${PER_PAGE}; a photo download is \`completed\`. \`meta\` counts ` +
        `every download of the collection: photo and video downloads, completed and failed ones, and the bytes of video downloads. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: OffsetQuery,
      response: { 200: DownloadList, ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => tracking.downloads(callerOf(req), collectionId(req.params), req.query));
}

export function favoriteRoutes(app: App, { tracking }: GalleryServices): void {
  app.post('/collections/:collection_id/favorites', {
    schema: {
      tags,
      operationId: 'addFavorite',
      summary: 'Favorite a photo or video',
      description:
        'Adds a visitor\'s favorite (by email) of a photo or video of the collection: 201 with the new favorite. The same email and item ' +
        'again answer 200 with the favorite it already has, so a heart button may send it twice. Favorites count in the collection ' +
        `clients' \`favorites_count\`. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: CollectionParams,
      body: FavoriteCreate,
      response: {
        200: Data(Favorite, 'The email had this favorite already.'),
        201: Data(Favorite, 'The favorite was added.'),
        ...errorResponses(config, 'POST', { ...collectionErrors, 422: [itemRefused('photo_id', 'a photo or video')] }),
      },
    },
    config,
  }, async (req, reply) => {
    const { favorite, created } = await tracking.favorite(callerOf(req), collectionId(req.params), req.body);
    return reply.code(created ? 201 : 200).send({ data: favorite });
  });

  app.get('/collections/:collection_id/favorites', {
    schema: {
      tags,
      operationId: 'listFavorites',
      summary: 'List a collection\'s favorites',
      description: `Visitors' favorites in the collection, newest first, ${PER_PAGE}. \`meta.per_item\` counts the favorites of each photo and video over all of them. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: OffsetQuery,
      response: { 200: FavoriteList, ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => tracking.favorites(callerOf(req), collectionId(req.params), req.query));

  app.delete('/collections/:collection_id/favorites/:photo_id', {
    schema: {
      tags,
      operationId: 'removeFavorite',
      summary: 'Take a favorite away',
      description: `Takes away the favorite that \`email\` has of the photo or video. ${STAFF_ONLY}`,
      params: FavoriteParams,
      querystring: FavoriteDeleteQuery,
      response: {
        200: Message('The favorite was taken away.'),
        ...errorResponses(config, 'DELETE', {
          400: [COLLECTION_INVALID_ID, PHOTO_INVALID_ID],
          404: [COLLECTION_NOT_FOUND, '`not_found`: this email has no favorite of this photo or video in the collection.'],
        }),
      },
    },
    config,
  }, async (req) => {
    await tracking.unfavorite(callerOf(req), collectionId(req.params), photoId(req.params), req.query.email);
    return { message: 'Favorite removed.' };
  });
}

/** Registered beside `/photos/:photo_id`: the router takes the static segment first. */
export function starredRoutes(app: App, { tracking }: GalleryServices): void {
  app.get('/photos/starred', {
    schema: {
      tags,
      operationId: 'listStarredPhotos',
      summary: 'List starred photos',
      description: `The photos the studio starred (\`PUT /photos/{photo_id}/star\`) across all its collections, the most recently starred first, ${PER_PAGE}. ${STAFF_ONLY}`,
      querystring: OffsetQuery,
      response: { 200: StarredList, ...errorResponses(config, 'GET') },
    },
    config,
  }, async (req) => tracking.starred(callerOf(req), req.query));
}
