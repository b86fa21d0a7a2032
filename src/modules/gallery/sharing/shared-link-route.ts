/**
 * A sharing link's address, outside the API (registered beside the media files): `GET /s/<token>`.
 * The token is the credential. Unlike the API, unknown query parameters are let through: links pass
 * through messengers and mail tools that add their own (`utm_source`).
 */
import type { Readable } from 'node:stream';
import { Type, type Static } from 'typebox';
import { originOf, type App } from '../../../platform/http.js';
import type { Html } from '../../../platform/pages/html.js';
import { prefersHtml } from '../../../platform/pages/negotiation.js';
import { answerPageFailure, forBrowsers, sendPage, withPages } from '../../../platform/pages/route.js';
import { safeUrl } from '../../../platform/pages/url.js';
import { errorResponses } from '../../../platform/schemas.js';
import { photoFileHeaders } from '../photos/file-headers.js';
import { SharedCollection, ShareParams } from './schemas.js';
import { visitorEmailOf } from './page-routes.js';
import { collectionPageView, downloadReady, linkPaths, photoPageView } from './page-views.js';
import { SHARE_PATH, type SharingLinkService } from './service.js';
import type { GridRequest, LinkPage, SharedGalleryService } from './shared-gallery.js';

/** Public, yet in the standard area: its errors take the standard shape, and visits are rate limited per address. */
const config = { access: 'public', area: 'standard', credentialIn: 'path', failedLookupsLimited: true } as const;

const binary = (description: string) => ({ schema: { type: 'string', format: 'binary', description } });

/** A browser's grid: the gallery chosen and the page of its photos; anything else shows the first. */
function gridOf(query: Record<string, string | undefined>): GridRequest {
  const page = /^[1-9][0-9]{0,4}$/.test(query.page ?? '') ? Number(query.page) : 1;
  return { galleryId: /^[0-9]{9}$/.test(query.gallery ?? '') ? query.gallery : undefined, page };
}

function linkPage(shown: LinkPage, token: string, downloading: boolean): Html {
  if (shown.kind === 'photo') return photoPageView(shown.view, token, null);
  const notice = downloading && shown.view.open.visitor && shown.view.open.downloadSize ? downloadReady(safeUrl(linkPaths(token).downloadAll), null) : null;
  return collectionPageView(shown.view, token, notice);
}

export function sharedLinkRoute(app: App, sharingLinks: SharingLinkService, shared: SharedGalleryService): void {
  // No query parameter is documented or checked, so errorResponses' 400 for one does not apply.
  const { 400: _noQueryCheck, ...errors } = errorResponses(config, 'GET', {
    403: ['`not_downloadable`: a `download` link to a photo of a collection that is not downloadable (any more).'],
    404: ['`not_found`: no link has this token, or it expired or was revoked, or its collection expired, or its photo is deleted or not ready.'],
  });
  app.get<{ Params: Static<typeof ShareParams>; Querystring: Record<string, string | undefined>; Reply: Readable | { data: SharedCollection } | string }>(`${SHARE_PATH}:token`, {
    schema: {
      tags: ['gallery'],
      security: [],
      operationId: 'openSharingLink',
      summary: 'Open a sharing link',
      description:
        'What a sharing link\'s `url` shows, without a credential. A browser (`Accept` ranking `text/html` above JSON) gets the gallery ' +
        'page: the collection\'s cover and name, its galleries (`gallery` chooses one, `page` a page of 200 photos), a grid of thumbnails ' +
        'leading to a viewer with favorites and downloads; a photo link\'s page shows that photo. Programs get: a link to a photo answers the file: `view` the web size (JPEG) ' +
        'inline, `download` the original as an attachment under its filename (and records a photo download). A link to a ' +
        'collection answers its galleries as visitors see them (private ones left out) with their ready photos and signed links ' +
        'to their files, `original` null unless the link is `download` and the collection downloadable. Every answered visit ' +
        'counts in the link\'s `uses`.',
      params: ShareParams,
      response: {
        200: {
          description: 'The photo\'s file, or the shared collection; for a browser, the page.',
          content: {
            'application/json': { schema: Type.Object({ data: SharedCollection }, { description: 'A collection link: the collection as visitors see it.' }) },
            'image/jpeg': binary('A `view` photo link: the web size.'),
            'application/octet-stream': binary('A `download` photo link: the original, with its own Content-Type.'),
            'text/html': { schema: { type: 'string', description: 'For a browser: the collection\'s page (its galleries, a grid of photos), or the photo\'s.' } },
          },
        },
        ...withPages(errors, { 500: 'For a browser: the page failed; the error is logged under the answer\'s `X-Request-Id`.' }),
      },
    },
    config,
    errorHandler: forBrowsers(answerPageFailure),
  }, async (req, reply) => {
    const { token } = req.params;
    if (prefersHtml(req)) {
      const shown = await shared.visit(token, visitorEmailOf(req), gridOf(req.query));
      return sendPage(reply, 200, linkPage(shown, token, req.query.downloading === '1'));
    }
    const opened = await sharingLinks.open(token, originOf(req));
    // Each visit must reach the service to be counted: nothing may keep the answer.
    reply.header('cache-control', 'no-store');
    if ('collection' in opened) return reply.send({ data: opened.collection });
    return photoFileHeaders(reply, opened.file, opened.download).header('content-length', opened.file.size).send(opened.file.stream);
  });
}
