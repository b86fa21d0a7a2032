import { callerOf, type App } from '../../platform/http.js';
import { ErrorBody } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { Services } from '../../areas.js';
import { DocumentPage, DocumentParams, DocumentQuery } from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const PAGE_SIZE = 25;

export function documentRoutes(app: App, { documents }: Services): void {
  app.get('/clients/:client_id/documents', {
    schema: {
      tags: ['clients'],
      summary: "A client's documents, newest first",
      params: DocumentParams,
      querystring: DocumentQuery,
      response: { 200: DocumentPage, ...errors },
    },
    config,
  }, async (req) => {
    const clientId = pathId('cl', req.params.client_id, 'client');
    const paging = { page: req.query.page, perPage: PAGE_SIZE };
    const { data, meta } = await documents.ofClient(callerOf(req), clientId, paging, req.query.expand === 'gift_card_activities');
    return { data, links: pageLinks(req, meta), meta };
  });
}
