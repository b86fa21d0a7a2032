import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { GalleryServices as Services } from './services.js';
import { callerOf, originOf, type App } from '../../platform/http.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, Message, PathId, STAFF_ONLY, Links, PageMeta } from '../../platform/schemas.js';
import { archiveRoutes } from './archive-routes.js';
import { digitsPathId } from './ids.js';
import type { MediaContext } from './present.js';
import { trackingRoutes } from './tracking-routes.js';
import {
  BeforeDownloadQuery, BeforeDownloadSettings, BeforeShow, BeforeShowQuery, CgCollectionsQuery, ClientCollection, Collection, CollectionClient,
  CollectionClientCreate, CollectionCreate, CollectionEdit, CollectionParams, CollectionUpdate, ExpandQuery, Gallery,
  GalleryCreate, GalleryParams, GalleryUpdate, OffsetPaged, OffsetQuery, Photo, PhotoCreate, PhotoCreated, PhotoListQuery, PhotoParams, VisitorEmail,
} from './schemas.js';

export const config = { access: 'photographer', area: 'standard' } as const;
/** Routes that take a visitor's collection password in the query: the request log leaves the query out. */
export const visitorConfig = { ...config, credentialIn: 'query' } as const;
export const tags = ['gallery'];

export const collectionId = (params: { collection_id: string }) => digitsPathId('collection', params.collection_id, 'collection');
export const galleryId = (params: { gallery_id: string }) => digitsPathId('gallery', params.gallery_id, 'gallery');
export const photoId = (params: { photo_id: string }) => digitsPathId('photo', params.photo_id, 'photo');

/** How the routes' files are linked: from the request's origin, signed for the caller's studio. */
export const mediaOf = (req: FastifyRequest, services: Services): MediaContext => ({
  origin: originOf(req),
  links: services.mediaFiles.links,
  studioId: callerOf(req).studio.id,
});

export const COLLECTION_INVALID_ID = '`invalid_id`: `collection_id` is not a collection identifier (8 digits).';
export const COLLECTION_NOT_FOUND = '`not_found`: the studio has no collection with this identifier.';
export const GALLERY_INVALID_ID = '`invalid_id`: `gallery_id` is not a gallery identifier (9 digits).';
export const GALLERY_NOT_FOUND = '`not_found`: the studio has no gallery with this identifier.';
export const PHOTO_INVALID_ID = '`invalid_id`: `photo_id` is not a photo identifier (10 digits).';
export const PHOTO_NOT_FOUND = '`not_found`: the studio has no photo or video with this identifier.';
const collectionErrors = { 400: [COLLECTION_INVALID_ID], 404: [COLLECTION_NOT_FOUND] };
const galleryErrors = { 400: [GALLERY_INVALID_ID], 404: [GALLERY_NOT_FOUND] };
const photoErrors = { 400: [PHOTO_INVALID_ID], 404: [PHOTO_NOT_FOUND] };

export function galleryRoutes(app: App, services: Services): void {
  collectionRoutes(app, services);
  visitorRoutes(app, services);
  galleryOwnRoutes(app, services);
  photoRoutes(app, services);
  trackingRoutes(app, services);
  archiveRoutes(app, services);
}

function collectionRoutes(app: App, services: Services): void {
  const { collections } = services;

  app.get('/collections', {
    schema: {
      tags,
      operationId: 'listCollections',
      summary: 'List collections',
      description: `The studio's collections, newest first, \`limit\` at a time from \`offset\`. ${STAFF_ONLY}`,
      querystring: OffsetQuery,
      response: { 200: OffsetPaged(Collection, 'A slice of the collections.', 'The collections, newest first.'), ...errorResponses(config, 'GET') },
    },
    config,
  }, async (req) => collections.list(callerOf(req), req.query));

  app.post('/collections', {
    schema: {
      tags,
      operationId: 'createCollection',
      summary: 'Create a collection',
      description: `A new, empty collection. A \`password\` is stored hashed and never answered (\`password_protected\` says whether there is one). ${IDEMPOTENT} ${STAFF_ONLY}`,
      body: CollectionCreate,
      response: { 201: Data(Collection, 'The collection was created.'), ...errorResponses(config, 'POST', { 422: [INVALID_BODY] }) },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await collections.create(callerOf(req), req.body) }));

  app.get('/collections/:collection_id', {
    schema: {
      tags,
      operationId: 'getCollection',
      summary: 'Get a collection',
      description: `One collection; \`expand=video_cover\` adds its first video. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: ExpandQuery,
      response: { 200: Data(Collection, 'The collection.'), ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => ({ data: await collections.get(callerOf(req), collectionId(req.params), mediaOf(req, services), req.query.expand === 'video_cover') }));

  app.put('/collections/:collection_id', {
    schema: {
      tags,
      operationId: 'updateCollection',
      summary: 'Update a collection',
      description:
        'Changes the fields given and keeps the others: name, description, privacy (`password`, null removes it; `expiry_date`), ' +
        `downloads (\`downloadable\`, \`download_sizes\`, \`download_pin_required\`), client access (\`default_access_level\`), the watermark, expiry reminders and message languages. ${STAFF_ONLY}`,
      params: CollectionParams,
      body: CollectionUpdate,
      response: { 200: Data(Collection, 'The collection after the change.'), ...errorResponses(config, 'PUT', { ...collectionErrors, 422: [INVALID_BODY] }) },
    },
    config,
  }, async (req) => ({ data: await collections.update(callerOf(req), collectionId(req.params), req.body) }));

  app.delete('/collections/:collection_id', {
    schema: {
      tags,
      operationId: 'deleteCollection',
      summary: 'Delete a collection',
      description: `Deletes the collection with its galleries, photos, clients and tracking records; its sharing links stop working. ${STAFF_ONLY}`,
      params: CollectionParams,
      response: { 200: Message('The collection was deleted.'), ...errorResponses(config, 'DELETE', collectionErrors) },
    },
    config,
  }, async (req) => {
    await collections.remove(callerOf(req), collectionId(req.params));
    return { message: 'Collection deleted.' };
  });

  app.get('/collections/:collection_id/edit', {
    schema: {
      tags,
      operationId: 'getCollectionEditData',
      summary: 'Get a collection\'s settings',
      description: `What the collection's settings page edits: download settings, the tags of its photos, expiry reminders, message languages and the watermark. ${STAFF_ONLY}`,
      params: CollectionParams,
      response: { 200: Data(CollectionEdit, 'The collection\'s settings.'), ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => ({ data: await collections.edit(callerOf(req), collectionId(req.params)) }));

  app.get('/collections/:collection_id/galleries', {
    schema: {
      tags,
      operationId: 'listCollectionGalleries',
      summary: 'List a collection\'s galleries',
      description: `Every gallery of the collection, private ones included, in the order they were made. ${STAFF_ONLY}`,
      params: CollectionParams,
      response: { 200: Data(Type.Array(Gallery, { description: 'The galleries, in the order they were made.' }), 'The galleries.'), ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => ({ data: await collections.galleries(callerOf(req), collectionId(req.params), mediaOf(req, services)) }));

  app.post('/collections/:collection_id/galleries', {
    schema: {
      tags,
      operationId: 'createGallery',
      summary: 'Create a gallery',
      description: `A new, empty gallery in the collection. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: CollectionParams,
      body: GalleryCreate,
      response: { 201: Data(Gallery, 'The gallery was created.'), ...errorResponses(config, 'POST', { ...collectionErrors, 422: [INVALID_BODY] }) },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await services.galleries.create(callerOf(req), collectionId(req.params), req.body, mediaOf(req, services)) }));

  app.get('/collections/:collection_id/clients', {
    schema: {
      tags,
      operationId: 'listCollectionClients',
      summary: 'List a collection\'s clients',
      description: `The people given access to the collection, in the order they were added, with their access level, last visit and favorites. ${STAFF_ONLY}`,
      params: CollectionParams,
      response: { 200: Data(Type.Array(CollectionClient, { description: 'The people given access, in the order they were added.' }), 'The collection\'s clients.'), ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => ({ data: await collections.clientsOf(callerOf(req), collectionId(req.params)) }));

  app.post('/collections/:collection_id/clients', {
    schema: {
      tags,
      operationId: 'addCollectionClient',
      summary: 'Give someone access to a collection',
      description:
        'Adds a person by email with an access level (`view`, `download`, `full`; the collection\'s `default_access_level` unless given). ' +
        `A studio client with the same email is linked (\`client_id\`) and lists the collection under \`GET /clients/{client_id}/cgCollections/\`. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: CollectionParams,
      body: CollectionClientCreate,
      response: {
        201: Data(CollectionClient, 'The person was given access.'),
        ...errorResponses(config, 'POST', { ...collectionErrors, 409: ['`collection_client_exists`: this email already has access to the collection.'], 422: [INVALID_BODY] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await collections.addClient(callerOf(req), collectionId(req.params), req.body) }));

  app.get('/clients/:client_id/cgCollections', {
    schema: {
      tags,
      operationId: 'listClientCollections',
      summary: 'List a client\'s collections',
      description: `The collections the client's email was given access to, newest first, each with its galleries and the client's access level. A client without an email has none. ${STAFF_ONLY}`,
      params: Type.Object({ client_id: PathId('cl', 'client') }),
      querystring: CgCollectionsQuery,
      response: {
        200: Type.Object({ data: Type.Array(ClientCollection, { description: 'The client\'s collections on this page, newest first.' }), links: Links, meta: PageMeta }, { description: 'A page of the client\'s collections.' }),
        ...errorResponses(config, 'GET', {
          400: ['`invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).'],
          404: ['`not_found`: the studio has no client with this identifier.'],
        }),
      },
    },
    config,
  }, async (req) => {
    const paging = { page: req.query.page, perPage: req.query.page_size };
    const { data, meta } = await collections.ofClient(callerOf(req), pathId('cl', req.params.client_id, 'client'), paging, mediaOf(req, services));
    return { data, links: pageLinks(req, meta), meta };
  });
}

function visitorRoutes(app: App, services: Services): void {
  const { collections } = services;

  app.get('/collections/:collection_id/before_show', {
    schema: {
      tags,
      operationId: 'checkCollectionAccess',
      summary: 'Check a visitor may open a collection',
      description:
        'Whether a visitor may see the collection: not after its `expiry_date` (a day of the studio\'s time zone), and only with its ' +
        'password when it has one (compared in constant time). When allowed, answers the galleries a visitor sees (private ones left out). ' +
        `An \`email\` is recorded in the visitor emails, and sets that collection client's \`last_accessed\`. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: BeforeShowQuery,
      response: { 200: Data(BeforeShow, 'Whether the visitor may open it.'), ...errorResponses(config, 'GET', collectionErrors) },
    },
    config: visitorConfig,
  }, async (req) => ({ data: await collections.beforeShow(callerOf(req), collectionId(req.params), req.query, mediaOf(req, services)) }));

  app.get('/collections/:collection_id/before_download_settings', {
    schema: {
      tags,
      operationId: 'checkCollectionDownload',
      summary: 'Check a visitor may download from a collection',
      description:
        'Whether a visitor may download, and which sizes: as `before_show`, and the collection must be downloadable, and a collection ' +
        `client (by \`email\`) with \`view\` access may not. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: BeforeDownloadQuery,
      response: { 200: Data(BeforeDownloadSettings, 'Whether the visitor may download.'), ...errorResponses(config, 'GET', collectionErrors) },
    },
    config: visitorConfig,
  }, async (req) => ({ data: await collections.beforeDownload(callerOf(req), collectionId(req.params), req.query) }));

  app.get('/collections/:collection_id/visitor_emails', {
    schema: {
      tags,
      operationId: 'listVisitorEmails',
      summary: 'List a collection\'s visitor emails',
      description: `The emails that opened the collection (\`before_show\` with \`email\`), most recent visit first, with their visit counts. ${STAFF_ONLY}`,
      params: CollectionParams,
      response: { 200: Data(Type.Array(VisitorEmail, { description: 'The emails, most recent visit first.' }), 'The visitor emails.'), ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => ({ data: await collections.visitorEmails(callerOf(req), collectionId(req.params)) }));
}

function galleryOwnRoutes(app: App, services: Services): void {
  const { galleries, photos } = services;

  app.get('/galleries/:gallery_id', {
    schema: {
      tags,
      operationId: 'getGallery',
      summary: 'Get a gallery',
      description: `One gallery, with its counts and cover photo. ${STAFF_ONLY}`,
      params: GalleryParams,
      response: { 200: Data(Gallery, 'The gallery.'), ...errorResponses(config, 'GET', galleryErrors) },
    },
    config,
  }, async (req) => ({ data: await galleries.get(callerOf(req), galleryId(req.params), mediaOf(req, services)) }));

  app.put('/galleries/:gallery_id', {
    schema: {
      tags,
      operationId: 'updateGallery',
      summary: 'Update a gallery',
      description: `Changes the fields given and keeps the others. \`cover_photo_id\` must be a photo of the gallery. ${STAFF_ONLY}`,
      params: GalleryParams,
      body: GalleryUpdate,
      response: { 200: Data(Gallery, 'The gallery after the change.'), ...errorResponses(config, 'PUT', { ...galleryErrors, 422: [INVALID_BODY] }) },
    },
    config,
  }, async (req) => ({ data: await galleries.update(callerOf(req), galleryId(req.params), req.body, mediaOf(req, services)) }));

  app.delete('/galleries/:gallery_id', {
    schema: {
      tags,
      operationId: 'deleteGallery',
      summary: 'Delete a gallery',
      description: `Deletes the gallery with its photos and videos, and their tracking records. ${STAFF_ONLY}`,
      params: GalleryParams,
      response: { 200: Message('The gallery was deleted.'), ...errorResponses(config, 'DELETE', galleryErrors) },
    },
    config,
  }, async (req) => {
    await galleries.remove(callerOf(req), galleryId(req.params));
    return { message: 'Gallery deleted.' };
  });

  app.get('/galleries/:gallery_id/photos', {
    schema: {
      tags,
      operationId: 'listGalleryPhotos',
      summary: 'List a gallery\'s photos and videos',
      description: `The gallery's photos and videos (or only one \`kind\`) in the order they were added, \`limit\` at a time from \`offset\`, with signed links to their files. ${STAFF_ONLY}`,
      params: GalleryParams,
      querystring: PhotoListQuery,
      response: { 200: OffsetPaged(Photo, 'A slice of the gallery.', 'The photos and videos, in the order they were added.'), ...errorResponses(config, 'GET', galleryErrors) },
    },
    config,
  }, async (req) => photos.list(callerOf(req), galleryId(req.params), req.query, mediaOf(req, services)));

  app.post('/galleries/:gallery_id/photos', {
    schema: {
      tags,
      operationId: 'addPhoto',
      summary: 'Add a photo or video',
      description:
        'Adds a photo or video by its metadata and answers an upload ticket (an S3 POST policy, 15 minutes): POST the file as ' +
        '`multipart/form-data` to `upload.url` with `upload.fields` and then `file`, with the Content-Type of `content_type` and at most ' +
        '`file_size` bytes; then call `POST /photos/{photo_id}/uploaded`. The service then reads the photo\'s size and capture time and ' +
        `makes its renditions in the background (\`state\` goes \`processing\`, then \`ready\` or \`failed\`). ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: GalleryParams,
      body: PhotoCreate,
      response: {
        201: PhotoCreated,
        ...errorResponses(config, 'POST', {
          ...galleryErrors,
          422: [`${INVALID_BODY} Also a filename of another type than those accepted, a \`kind\` other than the file's, or a \`file_size\` above \`PHOTO_MAX_BYTES\`.`],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send(await photos.create(callerOf(req), galleryId(req.params), req.body, mediaOf(req, services))));
}

function photoRoutes(app: App, services: Services): void {
  const { photos } = services;

  app.get('/photos/:photo_id', {
    schema: {
      tags,
      operationId: 'getPhoto',
      summary: 'Get a photo or video',
      description: `One photo or video, with its state and signed links to its files. ${STAFF_ONLY}`,
      params: PhotoParams,
      response: { 200: Data(Photo, 'The photo or video.'), ...errorResponses(config, 'GET', photoErrors) },
    },
    config,
  }, async (req) => ({ data: await photos.get(callerOf(req), photoId(req.params), mediaOf(req, services)) }));

  app.delete('/photos/:photo_id', {
    schema: {
      tags,
      operationId: 'deletePhoto',
      summary: 'Delete a photo or video',
      description: `Deletes the photo or video with its downloads, favorites and sharing links; its file links stop working. ${STAFF_ONLY}`,
      params: PhotoParams,
      response: { 200: Message('The photo was deleted.'), ...errorResponses(config, 'DELETE', photoErrors) },
    },
    config,
  }, async (req) => {
    await photos.remove(callerOf(req), photoId(req.params));
    return { message: 'Photo deleted.' };
  });

  app.post('/photos/:photo_id/uploaded', {
    schema: {
      tags,
      operationId: 'completePhotoUpload',
      summary: 'Tell the service a photo\'s file is uploaded',
      description:
        'Queues the processing of the uploaded file (size, capture time, renditions): `state` becomes `processing`, then `ready` or ' +
        '`failed`. Calling it again while processing or once ready changes nothing; after a failure it processes the (re-uploaded) file ' +
        `again. No body. ${STAFF_ONLY}`,
      'x-body-optional': true,
      body: Type.Object({}, { additionalProperties: false, description: 'Nothing: the body may be left out.' }),
      params: PhotoParams,
      response: {
        200: Data(Photo, 'The photo, processing (or as it was).'),
        ...errorResponses(config, 'POST', { ...photoErrors, 409: ['`upload_missing`: no file was uploaded with the photo\'s ticket yet.'] }),
      },
    },
    config,
  }, async (req) => ({ data: await photos.uploaded(callerOf(req), photoId(req.params), mediaOf(req, services)) }));

  app.post('/photos/:photo_id/upload_ticket', {
    schema: {
      tags,
      operationId: 'renewPhotoUploadTicket',
      summary: 'Get a new upload ticket for a photo',
      description: `A fresh ticket for the photo's file, when the first one expired or a failed file is to be replaced. No body. ${STAFF_ONLY}`,
      'x-body-optional': true,
      body: Type.Object({}, { additionalProperties: false, description: 'Nothing: the body may be left out.' }),
      params: PhotoParams,
      response: {
        200: PhotoCreated,
        ...errorResponses(config, 'POST', { ...photoErrors, 409: ['`already_uploaded`: the file is uploaded and processing or ready.'] }),
      },
    },
    config,
  }, async (req) => photos.ticket(callerOf(req), photoId(req.params), mediaOf(req, services)));

  for (const [method, starred] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: '/photos/:photo_id/star',
      schema: {
        tags,
        operationId: starred ? 'starPhoto' : 'unstarPhoto',
        summary: starred ? 'Star a photo' : 'Unstar a photo',
        description: starred
          ? `Stars the photo for the studio (\`GET /photos/starred\` lists them). Starring a starred photo changes nothing. No body. ${STAFF_ONLY}`
          : `Takes the star away; a photo without one stays as it is. ${STAFF_ONLY}`,
        ...(starred ? { 'x-body-optional': true, body: Type.Object({}, { additionalProperties: false, description: 'Nothing: the body may be left out.' }) } : {}),
        params: PhotoParams,
        response: starred
          ? { 200: Data(Photo, 'The photo, starred.'), ...errorResponses(config, 'PUT', { ...photoErrors, 422: [INVALID_BODY] }) }
          : { 200: Message('The star was taken away.'), ...errorResponses(config, 'DELETE', photoErrors) },
      },
      config,
      handler: async (req) => {
        const photo = await photos.star(callerOf(req), photoId(req.params as { photo_id: string }), starred, mediaOf(req, services));
        return starred ? { data: photo } : { message: 'Photo unstarred.' };
      },
    });
  }
}
