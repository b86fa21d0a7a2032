/** Coupons across studios: the derived isolation matrix (test/support/tenant.ts), and lists and codes that are each studio's own. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Api } from '../../helpers.js';
import { isolationMatrix, sessionOf, tenantSuite } from '../../support/tenant.js';
import { created, done, FUTURE, PAST } from '../records.js';
import { coupons, redeem } from './routes.js';

const t = await tenantSuite(coupons);
const { a, b, server } = t;

interface Row {
  id: string;
  status: string;
}

// B has a coupon in every status, one of them under a code A will reuse; A has rows of its own, so that its lists have something to get wrong.
const bShared = await created(b.api, '/coupons', {
  code: 'SHARED10', discount_type: 'percentage', discount_value: 10, usage_limit: 5, expires_at: FUTURE, minimum_order_amount: 1000, description: 'Only for B',
});
await created(b.api, '/coupons', { code: 'BOLD', discount_type: 'percentage', discount_value: 5, expires_at: PAST });
const bRows = async (): Promise<Row[]> => (await b.api.get('/coupons?per_page=100&filter=all')).body.data.map(({ id, status }: Row) => ({ id, status }));
const aRows: Row[] = (await a.api.get('/coupons?per_page=100&filter=all')).body.data.map(({ id, status }: Row) => ({ id, status }));
for (const code of ['AONE', 'ATWO']) aRows.push({ id: (await created(a.api, '/coupons', { code, discount_type: 'percentage', discount_value: 15 })).id, status: 'active' });
const aOff = await created(a.api, '/coupons', { code: 'AOFF', discount_type: 'fixed_amount', discount_value: 100 });
await done(a.api.put(`/coupons/${aOff.id}/disable`), 'disabling a coupon');
aRows.push({ id: aOff.id, status: 'disabled' });
const FILTERS = ['all', 'active', 'disabled', 'expired', 'exhausted'];

/** The list as seen by `api`: exactly the caller's rows of that status, counted without anyone else's. */
async function assertListShowsOnly(api: Api, own: Row[], filter: string | undefined) {
  const res = await api.get(`/coupons?per_page=100${filter ? `&filter=${filter}` : ''}`);
  assert.equal(res.status, 200);
  const expected = own.filter((r) => !filter || filter === 'all' || r.status === filter).map((r) => r.id);
  const ids: string[] = res.body.data.map((r: Row) => r.id);
  assert.deepEqual([...ids].sort(), [...expected].sort(), `coupons ${filter ?? ''}: exactly the caller's rows`);
  assert.equal(res.body.meta.total, expected.length, `coupons ${filter ?? ''}: meta.total counts only the caller's rows`);
}

isolationMatrix(t);

test("with A's token or session, the coupon list shows and counts only A's rows, whatever the filter; B's shows all of B's", async () => {
  assert.deepEqual(new Set((await bRows()).map((r) => r.status)), new Set(FILTERS.slice(1)), 'B has a coupon in every status');
  const { session } = await sessionOf(server, a);
  for (const filter of [undefined, ...FILTERS]) {
    await assertListShowsOnly(a.api, aRows, filter);
    await assertListShowsOnly(session, aRows, filter);
    await assertListShowsOnly(b.api, await bRows(), filter);
  }
});

test('a coupon code used by B can be created in A, and each studio keeps its own', async () => {
  const mine = await a.api.post('/coupons', { code: 'SHARED10', discount_type: 'fixed_amount', discount_value: 700 });
  assert.equal(mine.status, 201, 'codes are unique per studio, not across studios');
  aRows.push({ id: mine.body.data.id, status: 'active' });
  const twice = await a.api.post('/coupons', { code: 'shared10', discount_type: 'percentage', discount_value: 5 });
  assert.equal(twice.status, 409, 'but unique within the studio, ignoring case');
  assert.deepEqual(Object.keys(twice.body.details), ['code']);
  // Each studio reads its own record under the shared code.
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}`)).body.data.discount_value, 700);
  const theirs = (await b.api.get(`/coupons/${bShared.id}`)).body.data;
  assert.deepEqual({ code: theirs.code, discount_type: theirs.discount_type, discount_value: theirs.discount_value, description: theirs.description },
    { code: 'SHARED10', discount_type: 'percentage', discount_value: 10, description: 'Only for B' });
  assert.equal((await a.api.get('/coupons?filter=all&per_page=100')).body.meta.total, aRows.length);
  // Redeeming the code in B uses B's coupon and never A's.
  const used = await redeem(server, b, 'shared10');
  assert.equal(used.couponId, bShared.id);
  assert.equal((await b.api.get(`/coupons/${bShared.id}`)).body.data.usage_count, 1);
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}`)).body.data.usage_count, 0);
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}/activity`)).body.meta.total_usage, 0);
});
