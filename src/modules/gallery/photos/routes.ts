/** The routes of photos and videos: a gallery's list and uploads, then each photo's own. */
import { Type } from 'typebox';
import { callerOf, type App } from '../../../platform/http.js';
import { builtToShape } from '../../../platform/serialization.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, Message, OffsetPaged, STAFF_ONLY } from '../../../platform/schemas.js';
import { config, galleryErrors, galleryId, mediaOf, photoErrors, photoId, tags } from '../route-config.js';
import { GalleryParams, PhotoParams } from '../schemas.js';
import type { GalleryServices } from '../services.js';
import { Photo, PhotoCreate, PhotoCreated, PhotoListQuery } from './schemas.js';

export function photoRoutes(app: App, services: GalleryServices): void {
  galleryPhotoRoutes(app, services);
  photoOwnRoutes(app, services);
}

function galleryPhotoRoutes(app: App, services: GalleryServices): void {
  const { photos } = services;

  app.get('/galleries/:gallery_id/photos', {
    schema: {
      tags,
      operationId: 'listGalleryPhotos',
      summary: 'List a gallery\'s photos and videos',
      description: `The gallery's photos and videos (or only one \`kind\`) in the order they were added, \`limit\` at a time from \`offset\`, with signed links to their files. ${STAFF_ONLY}`,
      params: GalleryParams,
      querystring: PhotoListQuery,
      response: { 200: builtToShape(OffsetPaged(Photo, 'A slice of the gallery.', 'The photos and videos, in the order they were added.')), ...errorResponses(config, 'GET', galleryErrors) },
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

function photoOwnRoutes(app: App, services: GalleryServices): void {
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
