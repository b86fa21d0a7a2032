import { Type } from 'typebox';
import { callerOf, type App } from '../../platform/http.js';
import { ErrorBody, Links, Nullable, Page, PageMeta, StringEnum, Timestamp } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { Services } from '../../areas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const PAGE_SIZE = 25;

/** A client's documents (API.md §7). Invoices today; booked sessions join them with scheduling. */
const Document = Type.Object({
  id: Type.String(),
  type: StringEnum(['invoice', 'session']),
  title: Type.String(),
  status: Type.String(),
  amount: Type.Optional(Type.Integer()),
  amount_formatted: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  date: Type.String(),
  created_at: Timestamp,
});

const GiftCardActivity = Type.Object({
  gift_card_id: Type.String(),
  code: Type.String(),
  amount: Type.Integer(),
  amount_formatted: Type.String(),
  invoice_id: Nullable(Type.String()),
  used_at: Timestamp,
});

const DocumentPage = Type.Object({
  data: Type.Array(Document),
  links: Links,
  meta: Type.Object({ ...PageMeta.properties, gift_card_activities: Type.Optional(Type.Array(GiftCardActivity)) }),
});

export function documentRoutes(app: App, { invoices }: Services): void {
  app.get('/clients/:client_id/documents', {
    schema: {
      tags: ['clients'],
      summary: "A client's documents, newest first",
      params: Type.Object({ client_id: Type.String() }),
      querystring: Type.Object({ page: Page, expand: Type.Optional(StringEnum(['gift_card_activities'])) }),
      response: { 200: DocumentPage, ...errors },
    },
    config,
  }, async (req) => {
    const clientId = pathId('cl', req.params.client_id, 'client');
    const paging = { page: req.query.page, perPage: PAGE_SIZE };
    const { data, meta } = await invoices.documentsOf(callerOf(req), clientId, paging, req.query.expand === 'gift_card_activities');
    return { data, links: pageLinks(req, meta), meta };
  });
}
