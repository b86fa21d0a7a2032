import { callerOf, type App } from '../../platform/http.js';
import { errorResponses } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { DocumentService } from './service.js';
import { DocumentPage, DocumentParams, DocumentQuery } from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const PAGE_SIZE = 25;

export function documentRoutes(app: App, { documents }: { documents: DocumentService }): void {
  app.get('/clients/:client_id/documents', {
    schema: {
      tags: ['clients'],
      operationId: 'listClientDocuments',
      summary: "List a client's documents",
      description:
        'The client\'s invoices (drafts included) as documents, newest first, 25 a page. With ' +
        '`expand=gift_card_activities`, `meta` also lists every gift card payment of the client\'s invoices. ' +
        'Studio staff only (a client portal token is refused with 403).',
      params: DocumentParams,
      querystring: DocumentQuery,
      response: {
        200: DocumentPage,
        ...errorResponses(config, 'GET', {
          400: ['`invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).'],
          404: ['`not_found`: the studio has no client with this identifier.'],
        }),
      },
    },
    config,
  }, async (req) => {
    const clientId = pathId('cl', req.params.client_id, 'client');
    const paging = { page: req.query.page, perPage: PAGE_SIZE };
    const { data, meta } = await documents.ofClient(callerOf(req), clientId, paging, req.query.expand === 'gift_card_activities');
    return { data, links: pageLinks(req, meta), meta };
  });
}
