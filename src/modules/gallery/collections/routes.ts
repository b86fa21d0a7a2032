/** The routes of collections, their visitors' checks and their galleries (API.md §8). */
import { Type } from 'typebox';
import { callerOf, originOf, type App } from '../../../platform/http.js';
import { builtToShape } from '../../../platform/serialization.js';
import { pathId } from '../../../platform/ids.js';
import { pageLinks } from '../../../platform/paging.js';
import {
  Data, errorResponses, IDEMPOTENT, INVALID_BODY, Links, Message, OffsetPaged, OffsetQuery, PageMeta, PathId, STAFF_ONLY,
} from '../../../platform/schemas.js';
import { collectionErrors, collectionId, config, galleryErrors, galleryId, mediaOf, tags, visitorConfig } from '../route-config.js';
import { CollectionParams, GalleryParams } from '../schemas.js';
import type { GalleryServices } from '../services.js';
import {
  BeforeDownloadQuery, BeforeDownloadSettings, BeforeShow, BeforeShowQuery, CgCollectionsQuery, ClientCollection, Collection, CollectionClient,
  CollectionClientCreate, InvitedCollectionClient,
  CollectionCreate, CollectionEdit, CollectionUpdate, ExpandQuery, Gallery, GalleryCreate, GalleryUpdate, VisitorEmail,
} from './schemas.js';

export function collectionRoutes(app: App, services: GalleryServices): void {
  const { collections, sharingLinks } = services;

  app.get('/collections', {
    schema: {
      tags,
      operationId: 'listCollections',
      summary: 'List collections',
      description: `The studio's collections, newest first, \`limit\` at a time from \`offset\`. ${STAFF_ONLY}`,
      querystring: OffsetQuery,
      response: { 200: builtToShape(OffsetPaged(Collection, 'A slice of the collections.', 'The collections, newest first.')), ...errorResponses(config, 'GET') },
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
        `A studio client with the same email is linked (\`client_id\`) and lists the collection under \`GET /clients/{client_id}/cgCollections/\`. ` +
        'With `notify: true` they get a personal link (`link_url`): a sharing link of the collection that belongs to them, `view` or ' +
        '`download` by their access level, whose favorites and downloads are recorded under their email without asking it. ' +
        `${IDEMPOTENT} ${STAFF_ONLY}`,
      params: CollectionParams,
      body: CollectionClientCreate,
      response: {
        201: Data(InvitedCollectionClient, 'The person was given access.'),
        ...errorResponses(config, 'POST', { ...collectionErrors, 409: ['`collection_client_exists`: this email already has access to the collection.'], 422: [INVALID_BODY] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await sharingLinks.invite(callerOf(req), collectionId(req.params), req.body, originOf(req)) }));

  app.get('/clients/:client_id/cgCollections', {
    schema: {
      tags,
      operationId: 'listClientCollections',
      summary: 'List a client\'s collections',
      description:
        'The collections the client\'s email was given access to, newest first, each with its galleries and the client\'s access level. ' +
        'A client without an email has none. Studio staff and client portal tokens: a client reads only its own, private galleries left out.',
      params: Type.Object({ client_id: PathId('cl', 'client') }),
      querystring: CgCollectionsQuery,
      response: {
        200: Type.Object({ data: Type.Array(ClientCollection, { description: 'The client\'s collections on this page, newest first.' }), links: Links, meta: PageMeta }, { description: 'A page of the client\'s collections.' }),
        ...errorResponses({ ...config, access: 'any' }, 'GET', {
          400: ['`invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).'],
          403: ['`access_denied`: a client portal token asked for another client\'s collections.'],
          404: ['`not_found`: the studio has no client with this identifier.'],
        }),
      },
    },
    config: { ...config, access: 'any' },
  }, async (req) => {
    const paging = { page: req.query.page, perPage: req.query.page_size };
    const { data, meta } = await collections.ofClient(callerOf(req), pathId('cl', req.params.client_id, 'client'), paging, mediaOf(req, services));
    return { data, links: pageLinks(req, meta), meta };
  });
}

export function visitorRoutes(app: App, services: GalleryServices): void {
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

export function galleryOwnRoutes(app: App, services: GalleryServices): void {
  const { galleries } = services;

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
}
