/** The routes of a collection's sharing links (API.md §8); what their addresses answer is shared-link-route.ts. */
import { callerOf, originOf, type App } from '../../../platform/http.js';
import { Data, errorResponses, IDEMPOTENT, Message, OffsetQuery, STAFF_ONLY } from '../../../platform/schemas.js';
import { digitsPathId } from '../ids.js';
import { COLLECTION_INVALID_ID, COLLECTION_NOT_FOUND, collectionErrors, collectionId, config, itemRefused, PER_PAGE, tags } from '../route-config.js';
import { CollectionParams } from '../schemas.js';
import type { GalleryServices } from '../services.js';
import { SharingLink, SharingLinkCreate, SharingLinkList, SharingLinkParams } from './schemas.js';

const linkId = (params: { link_id: string }) => digitsPathId('record', params.link_id, 'sharing link');

export function sharingLinkRoutes(app: App, { sharingLinks }: GalleryServices): void {
  app.post('/collections/:collection_id/photo_sharing_links', {
    schema: {
      tags,
      operationId: 'createSharingLink',
      summary: 'Create a sharing link',
      description:
        'An address (`url`) that opens a photo of the collection, or the whole collection without `photo_id`, with no credential: ' +
        '`view` shows the photo\'s web size (a collection\'s photos without their originals), `download` also gives the original. ' +
        'Each opening counts in `uses`; the address stops working at `expires_at` (which may be in the past), when revoked, or ' +
        `once the collection expires. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: CollectionParams,
      body: SharingLinkCreate,
      response: {
        201: Data(SharingLink, 'The link was created.'),
        ...errorResponses(config, 'POST', { ...collectionErrors, 422: [itemRefused('photo_id', 'a photo')] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await sharingLinks.create(callerOf(req), collectionId(req.params), req.body, originOf(req)) }));

  app.get('/collections/:collection_id/photo_sharing_links', {
    schema: {
      tags,
      operationId: 'listSharingLinks',
      summary: 'List a collection\'s sharing links',
      description: `The collection's sharing links, revoked and expired ones included, newest first, ${PER_PAGE}, each with its address and uses. \`meta.uses\` adds up the uses of all of them. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: OffsetQuery,
      response: { 200: SharingLinkList, ...errorResponses(config, 'GET', collectionErrors) },
    },
    config,
  }, async (req) => sharingLinks.list(callerOf(req), collectionId(req.params), req.query, originOf(req)));

  app.delete('/collections/:collection_id/photo_sharing_links/:link_id', {
    schema: {
      tags,
      operationId: 'revokeSharingLink',
      summary: 'Revoke a sharing link',
      description: `The link's address answers 404 from now on; the link stays listed with its \`revoked_at\`. Revoking it again changes nothing. ${STAFF_ONLY}`,
      params: SharingLinkParams,
      response: {
        200: Message('The link was revoked.'),
        ...errorResponses(config, 'DELETE', {
          400: [COLLECTION_INVALID_ID, '`invalid_id`: `link_id` is not a sharing link identifier (12 digits).'],
          404: [COLLECTION_NOT_FOUND, '`not_found`: the collection has no sharing link with this identifier.'],
        }),
      },
    },
    config,
  }, async (req) => {
    await sharingLinks.revoke(callerOf(req), collectionId(req.params), linkId(req.params));
    return { message: 'Sharing link revoked.' };
  });
}
