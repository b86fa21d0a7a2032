import { callerOf, type App } from '../../platform/http.js';
import { Data, errorResponses, INVALID_BODY, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { GiftCardService } from './service.js';
import { GiftCard, GiftCardCreate, GiftCardListQuery, GiftCardParams } from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const tags = ['gift cards'];

export function giftCardRoutes(app: App, { giftCards }: { giftCards: GiftCardService }): void {
  app.get('/gift_cards', {
    schema: {
      tags,
      operationId: 'listGiftCards',
      summary: 'List gift cards',
      description: `The studio's gift cards, newest first, a page at a time; \`status\` keeps those with one status. ${STAFF_ONLY}`,
      querystring: GiftCardListQuery,
      response: {
        200: Paginated(GiftCard, 'A page of gift cards.', 'The gift cards on this page, newest first.'),
        ...errorResponses(config, 'GET'),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page, status } = req.query;
    const { data, meta } = await giftCards.list(callerOf(req), status, { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/gift_cards', {
    schema: {
      tags,
      operationId: 'createGiftCard',
      summary: 'Issue a gift card',
      description:
        'Issues a gift card whose balance starts at `amount`. Clients spend it by paying invoices in the same currency ' +
        'with `payment_method: gift_card` and its code; each payment lowers the balance, never below 0, and a refund ' +
        'returns the money to the card. A card may be issued already expired. Send an `Idempotency-Key` header to ' +
        `retry safely: the same key and body within 24 hours replay the first answer. ${STAFF_ONLY}`,
      body: GiftCardCreate,
      response: {
        201: Data(GiftCard, 'The gift card was issued.'),
        ...errorResponses(config, 'POST', {
          400: ['`invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).'],
          409: ['`already_exists`: the studio has a gift card with this code, ignoring case (`details.code`).'],
          422: [INVALID_BODY],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await giftCards.create(callerOf(req), req.body) }));

  app.get('/gift_cards/:gift_card_id', {
    schema: {
      tags,
      operationId: 'getGiftCard',
      summary: 'Get a gift card',
      description: `One gift card, with its balance and current status. ${STAFF_ONLY}`,
      params: GiftCardParams,
      response: {
        200: Data(GiftCard, 'The gift card.'),
        ...errorResponses(config, 'GET', {
          400: ['`invalid_id`: `gift_card_id` is not a gift card identifier (`gc_` and 30 letters and digits).'],
          404: ['`not_found`: the studio has no gift card with this identifier.'],
        }),
      },
    },
    config,
  }, async (req) => ({ data: await giftCards.get(callerOf(req), pathId('gc', req.params.gift_card_id, 'gift card')) }));
}
