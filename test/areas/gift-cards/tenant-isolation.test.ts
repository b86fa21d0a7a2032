/** Gift cards across studios: the derived isolation matrix (test/support/tenant.ts), and lists and codes that are each studio's own. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Api } from '../../helpers.js';
import { isolationMatrix, sessionOf, tenantSuite } from '../../support/tenant.js';
import { created, FUTURE } from '../records.js';
import { giftCards } from './routes.js';

const t = await tenantSuite(giftCards);
const { a, b, server } = t;

interface Row {
  id: string;
  status: string;
}

await created(b.api, '/gift_cards', { amount: 7500, code: 'GIFT-SHARED', expires_at: FUTURE, purchased_by: { first_name: 'Bea', last_name: 'B', email: 'bea@example.test' } });
const rowsOf = async (api: Api): Promise<Row[]> => (await api.get('/gift_cards?per_page=100&status=all')).body.data.map(({ id, status }: Row) => ({ id, status }));
const bRows = await rowsOf(b.api);
const aRows = await rowsOf(a.api);
aRows.push({ id: (await created(a.api, '/gift_cards', { amount: 1000 })).id, status: 'active' });
const STATUSES = ['all', 'active', 'redeemed', 'expired'];

/** The list as seen by `api`: exactly the caller's cards of that status, counted without anyone else's. */
async function assertListShowsOnly(api: Api, own: Row[], status: string | undefined) {
  const res = await api.get(`/gift_cards?per_page=100${status ? `&status=${status}` : ''}`);
  assert.equal(res.status, 200);
  const expected = own.filter((r) => !status || status === 'all' || r.status === status).map((r) => r.id);
  assert.deepEqual(res.body.data.map((r: Row) => r.id).sort(), [...expected].sort(), `gift cards ${status ?? ''}: exactly the caller's cards`);
  assert.equal(res.body.meta.total, expected.length, `gift cards ${status ?? ''}: meta.total counts only the caller's cards`);
}

isolationMatrix(t);

test("with A's token or session, the gift card list shows and counts only A's cards, whatever the status; B's shows all of B's", async () => {
  assert.deepEqual(new Set(bRows.map((r) => r.status)), new Set(STATUSES.slice(1)), 'B has a card in every status');
  const { session } = await sessionOf(server, a);
  for (const status of [undefined, ...STATUSES]) {
    await assertListShowsOnly(a.api, aRows, status);
    await assertListShowsOnly(session, aRows, status);
    await assertListShowsOnly(b.api, bRows, status);
  }
});

test('a gift card code used by B can be created in A', async () => {
  const gift = await a.api.post('/gift_cards', { amount: 1500, code: 'GIFT-SHARED' });
  assert.equal(gift.status, 201, 'codes are unique per studio, not across studios');
  aRows.push({ id: gift.body.data.id, status: 'active' });
  await assertListShowsOnly(a.api, aRows, 'all');
  await assertListShowsOnly(b.api, bRows, 'all');
});
