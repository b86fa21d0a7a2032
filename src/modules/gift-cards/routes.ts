import { Type } from 'typebox';
import { callerOf, type App } from '../../platform/http.js';
import { Data, ErrorBody, Paginated } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { Services } from '../../areas.js';
import { GiftCard, GiftCardCreate, GiftCardListQuery } from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };

export function giftCardRoutes(app: App, { giftCards }: Services): void {
  app.get('/gift_cards', {
    schema: { tags: ['gift cards'], summary: 'List gift cards', querystring: GiftCardListQuery, response: { 200: Paginated(GiftCard), ...errors } },
    config,
  }, async (req) => {
    const { page, per_page, status = 'all' } = req.query;
    const { data, meta } = await giftCards.list(callerOf(req), status, { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/gift_cards', {
    schema: { tags: ['gift cards'], summary: 'Issue a gift card', body: GiftCardCreate, response: { 201: Data(GiftCard), ...errors } },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await giftCards.create(callerOf(req), req.body) }));

  app.get('/gift_cards/:gift_card_id', {
    schema: {
      tags: ['gift cards'],
      summary: 'Get a gift card',
      params: Type.Object({ gift_card_id: Type.String() }),
      response: { 200: Data(GiftCard), ...errors },
    },
    config,
  }, async (req) => ({ data: await giftCards.get(callerOf(req), pathId('gc', req.params.gift_card_id, 'gift card')) }));
}
