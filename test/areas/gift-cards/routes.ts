/** Gift cards (API.md §4): what the matrices cannot derive about their routes. */
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { created, FUTURE, PAST, unique } from '../records.js';

export interface GiftCardRecords {
  card: { id: string; code: string };
  expired: { id: string };
  /** Its whole balance spent: redeemed. */
  redeemed: { id: string };
}

export const giftCardBody = () => ({
  amount: 5000, currency: 'usd', code: `G${unique()}`, expires_at: FUTURE,
  purchased_by: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test' },
});

/** Spends a card's whole balance through the service, as a payment does, without an invoice. */
export async function spend(server: TestServer, studio: TestStudio, card: { code: string; amount: number; currency: string }): Promise<void> {
  await server.database.db.transaction((tx) => server.services.giftCards.debit(tx, studio.caller, card));
}

async function records(server: TestServer, studio: TestStudio): Promise<GiftCardRecords> {
  const redeemed = await created(studio.api, '/gift_cards', { amount: 3000 });
  await spend(server, studio, redeemed);
  return {
    card: await created(studio.api, '/gift_cards', { amount: 5000, purchased_by: { first_name: 'Bea', email: 'bea@example.test' } }),
    expired: await created(studio.api, '/gift_cards', { amount: 2000, expires_at: PAST }),
    redeemed,
  };
}

/** API.md §1: an unsupported currency is 400 invalid_currency; a NUL may be refused before the list of codes is read. */
export const currencyNul = { status: [400, 422], error: ['invalid_currency', 'validation_error'], field: 'currency' };

export const giftCards: AreaRoutes<GiftCardRecords> = {
  name: 'gift cards',
  records,
  routes: {
    'GET /gift_cards': {},
    'POST /gift_cards': { body: giftCardBody, nul: { currency: currencyNul } },
    'GET /gift_cards/:gift_card_id': { params: (r) => ({ gift_card_id: r.card.id }) },
  },
};
