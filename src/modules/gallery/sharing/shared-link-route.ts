/**
 * A sharing link's address, outside the API (registered beside the media files): `GET /s/<token>`.
 * The token is the credential. Unlike the API, unknown query parameters are let through: links pass
 * through messengers and mail tools that add their own (`utm_source`).
 */
import type { Readable } from 'node:stream';
import { Type, type Static } from 'typebox';
import { originOf, type App } from '../../../platform/http.js';
import { errorResponses } from '../../../platform/schemas.js';
import { photoFileHeaders } from '../photos/file-headers.js';
import { SharedCollection, ShareParams } from './schemas.js';
import { SHARE_PATH, type SharingLinkService } from './service.js';

/** Public, yet in the standard area: its errors take the standard shape, and visits are rate limited per address. */
const config = { access: 'public', area: 'standard', credentialIn: 'path' } as const;

const binary = (description: string) => ({ schema: { type: 'string', format: 'binary', description } });

export function sharedLinkRoute(app: App, sharingLinks: SharingLinkService): void {
  // No query parameter is documented or checked, so errorResponses' 400 for one does not apply.
  const { 400: _noQueryCheck, ...errors } = errorResponses(config, 'GET', {
    403: ['`not_downloadable`: a `download` link to a photo of a collection that is not downloadable (any more).'],
    404: ['`not_found`: no link has this token, or it expired or was revoked, or its collection expired, or its photo is deleted or not ready.'],
  });
  app.get<{ Params: Static<typeof ShareParams>; Reply: Readable | { data: SharedCollection } }>(`${SHARE_PATH}:token`, {
    schema: {
      tags: ['gallery'],
      security: [],
      operationId: 'openSharingLink',
      summary: 'Open a sharing link',
      description:
        'What a sharing link\'s `url` shows, without a credential. A link to a photo answers the file: `view` the web size (JPEG) ' +
        'inline, `download` the original as an attachment under its filename (and records a photo download). A link to a ' +
        'collection answers its galleries as visitors see them (private ones left out) with their ready photos and signed links ' +
        'to their files, `original` null unless the link is `download` and the collection downloadable. Every answered visit ' +
        'counts in the link\'s `uses`.',
      params: ShareParams,
      response: {
        200: {
          description: 'The photo\'s file, or the shared collection.',
          content: {
            'application/json': { schema: Type.Object({ data: SharedCollection }, { description: 'A collection link: the collection as visitors see it.' }) },
            'image/jpeg': binary('A `view` photo link: the web size.'),
            'application/octet-stream': binary('A `download` photo link: the original, with its own Content-Type.'),
          },
        },
        ...errors,
      },
    },
    config,
  }, async (req, reply) => {
    const shared = await sharingLinks.open(req.params.token, originOf(req));
    // Each visit must reach the service to be counted: nothing may keep the answer.
    reply.header('cache-control', 'no-store');
    if ('collection' in shared) return reply.send({ data: shared.collection });
    return photoFileHeaders(reply, shared.file, shared.download).header('content-length', shared.file.size).send(shared.file.stream);
  });
}
