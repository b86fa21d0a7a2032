/**
 * Tenant isolation: studio A, with its API token or its session cookie, can neither see, count nor touch
 * anything of studio B. Another studio's id answers exactly like an id that does not exist (API.md §1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, newStudio, startTestServer, type Response, type TestStudio } from './helpers.js';
import { randomAlphanumeric } from '../src/platform/ids.js';

const server = await startTestServer();
const a = await newStudio(server);
const b = await newStudio(server);

const future = '2031-03-31T23:59:59.123456Z';
const past = '2020-01-01T00:00:00.000000Z';

interface Row {
  id: string;
  status: string;
}

async function created(studio: TestStudio, path: string, body: object): Promise<any> {
  const res = await studio.api.post(path, body);
  assert.equal(res.status, 201, `${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Redeems a coupon through the service (invoices, which redeem over HTTP, do not exist yet). */
async function redeem(studio: TestStudio, code: string) {
  return server.database.db.transaction((tx) =>
    server.services.coupons.redeem(tx, studio.studio, {
      code,
      subtotal: 20000,
      currency: 'usd',
      invoiceId: `in_${randomAlphanumeric(30)}`,
      clientId: `cl_${randomAlphanumeric(30)}`,
      client: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      invoiceAmount: (discount: number) => 20000 - discount,
    }),
  );
}

// Studio B: a coupon in every status, a gift card in every status, and an API token of its own.
const bCoupon = await created(b, '/coupons', {
  code: 'SHARED10', discount_type: 'percentage', discount_value: 10, usage_limit: 5, expires_at: future,
  minimum_order_amount: 1000, description: 'Only for B',
});
const bDisabled = await created(b, '/coupons', { code: 'BOFF', discount_type: 'fixed_amount', discount_value: 500 });
assert.equal((await b.api.put(`/coupons/${bDisabled.id}/disable`)).status, 200);
const bExpired = await created(b, '/coupons', { code: 'BOLD', discount_type: 'percentage', discount_value: 5, expires_at: past });
const bExhausted = await created(b, '/coupons', { code: 'BUSED', discount_type: 'percentage', discount_value: 20, usage_limit: 1 });
await redeem(b, 'BUSED');
const bGift = await created(b, '/gift_cards', {
  amount: 7500, code: 'GIFT-SHARED', expires_at: future, purchased_by: { first_name: 'Bea', last_name: 'B', email: 'bea@example.test' },
});
const bGiftExpired = await created(b, '/gift_cards', { amount: 2000, expires_at: past });
const bGiftRedeemed = await created(b, '/gift_cards', { amount: 3000 });
await server.database.pool.query('UPDATE gift_cards SET balance = 0 WHERE studio_id = $1 AND id = $2', [b.studio.id, bGiftRedeemed.id]);
const bToken = await created(b, '/api_tokens', { name: 'B laptop' });

// Studio A: rows of its own, so that its lists and totals have something to get wrong.
const aCoupons: Row[] = [];
for (const code of ['AONE', 'ATWO']) aCoupons.push({ id: (await created(a, '/coupons', { code, discount_type: 'percentage', discount_value: 15 })).id, status: 'active' });
const aDisabled = await created(a, '/coupons', { code: 'AOFF', discount_type: 'fixed_amount', discount_value: 100 });
assert.equal((await a.api.put(`/coupons/${aDisabled.id}/disable`)).status, 200);
aCoupons.push({ id: aDisabled.id, status: 'disabled' });
const aGifts: Row[] = [{ id: (await created(a, '/gift_cards', { amount: 1000 })).id, status: 'active' }];
const aTokens: string[] = (await a.api.get('/api_tokens')).body.data.map((t: { id: string }) => t.id);

const bCoupons: Row[] = [
  { id: bCoupon.id, status: 'active' }, { id: bDisabled.id, status: 'disabled' },
  { id: bExpired.id, status: 'expired' }, { id: bExhausted.id, status: 'exhausted' },
];
const bGifts: Row[] = [{ id: bGift.id, status: 'active' }, { id: bGiftExpired.id, status: 'expired' }, { id: bGiftRedeemed.id, status: 'redeemed' }];
const bIds = new Set([...bCoupons, ...bGifts].map((r) => r.id).concat(bToken.id));

/** Every route that takes an id, aimed at one of B's records. */
const byId: { name: string; send: (api: Api, id: string, headers?: Record<string, string>) => Promise<Response>; target: string; prefix: string }[] = [
  { name: 'GET /coupons/{id}', send: (api, id) => api.get(`/coupons/${id}`), target: bCoupon.id, prefix: 'cou' },
  { name: 'PUT /coupons/{id}', send: (api, id, h) => api.put(`/coupons/${id}`, { discount_value: 99, description: 'taken over' }, h), target: bCoupon.id, prefix: 'cou' },
  { name: 'DELETE /coupons/{id}', send: (api, id, h) => api.delete(`/coupons/${id}`, h), target: bCoupon.id, prefix: 'cou' },
  { name: 'PUT /coupons/{id}/disable', send: (api, id, h) => api.put(`/coupons/${id}/disable`, undefined, h), target: bCoupon.id, prefix: 'cou' },
  { name: 'PUT /coupons/{id}/enable', send: (api, id, h) => api.put(`/coupons/${id}/enable`, undefined, h), target: bDisabled.id, prefix: 'cou' },
  { name: 'GET /coupons/{id}/activity', send: (api, id) => api.get(`/coupons/${id}/activity`), target: bExhausted.id, prefix: 'cou' },
  { name: 'GET /gift_cards/{id}', send: (api, id) => api.get(`/gift_cards/${id}`), target: bGift.id, prefix: 'gc' },
  { name: 'DELETE /api_tokens/{id}', send: (api, id, h) => api.delete(`/api_tokens/${id}`, h), target: bToken.id, prefix: 'tok' },
];

/** The answer with the id it names replaced, so that answers about two ids of the same shape compare. */
const anonymised = (res: Response, id: string) => ({ status: res.status, body: JSON.parse(JSON.stringify(res.body).replaceAll(id, '<id>')) });

/** Everything B can see of its own records. */
async function bView() {
  const get = async (path: string) => {
    const res = await b.api.get(path);
    assert.equal(res.status, 200, `B: GET ${path}`);
    return res.body;
  };
  return {
    coupons: await Promise.all(bCoupons.map((r) => get(`/coupons/${r.id}`))),
    activity: await get(`/coupons/${bExhausted.id}/activity`),
    gifts: await Promise.all(bGifts.map((r) => get(`/gift_cards/${r.id}`))),
    tokens: (await get('/api_tokens')).data.map(({ id, name, created_at }: Record<string, unknown>) => ({ id, name, created_at })),
  };
}

async function assertBUntouched(before: Awaited<ReturnType<typeof bView>>) {
  assert.deepEqual(await bView(), before, "B's records are exactly as they were");
  const own = await new Api(server.base, { authorization: `Bearer ${bToken.token}` }).get('/auth/me');
  assert.equal(own.status, 200, "B's API token still works");
  assert.equal(own.body.data.studio.id, b.studio.id);
}

/** A's attempt on B's record must answer exactly what a missing id of the same shape answers. */
async function assertLikeMissing(api: Api, headers: Record<string, string> = {}) {
  for (const route of byId) {
    const missingId = `${route.prefix}_${randomAlphanumeric(30)}`;
    const foreign = await route.send(api, route.target, headers);
    const missing = await route.send(api, missingId, headers);
    assert.equal(missing.status, 404, `${route.name} with a missing id: ${JSON.stringify(missing.body)}`);
    assert.equal(missing.body.error, 'not_found', route.name);
    assert.equal(foreign.status, 404, `${route.name} with B's id: ${JSON.stringify(foreign.body)}`);
    assert.deepEqual(anonymised(foreign, route.target), anonymised(missing, missingId), `${route.name}: B's id answers like a missing one`);
  }
}

function idsOf(res: Response): string[] {
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.map((row: { id: string }) => row.id);
}

/** A list as seen by `api`: exactly the caller's rows of that status, counted without anyone else's. */
async function assertListShowsOnly(api: Api, path: string, own: Row[], status: string | undefined) {
  const res = await api.get(status ? `${path}${path.includes('?') ? '&' : '?'}${status}` : path);
  const ids = idsOf(res);
  const filter = status?.split('=')[1] ?? 'all';
  const expected = own.filter((r) => filter === 'all' || r.status === filter).map((r) => r.id);
  assert.deepEqual(ids.filter((id) => bIds.has(id)), [], `${path} ${status ?? ''}: none of B's rows`);
  assert.deepEqual([...ids].sort(), [...expected].sort(), `${path} ${status ?? ''}: exactly the caller's rows`);
  assert.equal(res.body.meta.total, expected.length, `${path} ${status ?? ''}: meta.total counts only the caller's rows`);
}

test("with A's token, B's id answers 404 exactly like a missing id on every route that takes one, and B's records stay as they were", async () => {
  const before = await bView();
  await assertLikeMissing(a.api);
  await assertBUntouched(before);
});

test("with A's token, every list shows and counts only A's rows, whatever the filter", async () => {
  for (const filter of [undefined, 'all', 'active', 'disabled', 'expired', 'exhausted']) {
    await assertListShowsOnly(a.api, '/coupons?per_page=100', aCoupons, filter && `filter=${filter}`);
  }
  for (const status of [undefined, 'all', 'active', 'redeemed', 'expired']) {
    await assertListShowsOnly(a.api, '/gift_cards?per_page=100', aGifts, status && `status=${status}`);
  }
  const tokens = idsOf(await a.api.get('/api_tokens'));
  assert.deepEqual([...tokens].sort(), [...aTokens].sort(), "A's token list holds A's tokens and nothing else");
  // And the other way round: B sees its own rows, all of them, so the filters above had something to leave out.
  for (const filter of ['all', 'active', 'disabled', 'expired', 'exhausted']) {
    const res = await b.api.get(`/coupons?per_page=100&filter=${filter}`);
    const expected = bCoupons.filter((r) => filter === 'all' || r.status === filter).map((r) => r.id);
    assert.deepEqual([...idsOf(res)].sort(), [...expected].sort(), `B's coupons, filter=${filter}`);
  }
  for (const status of ['all', 'active', 'redeemed', 'expired']) {
    const res = await b.api.get(`/gift_cards?per_page=100&status=${status}`);
    const expected = bGifts.filter((r) => status === 'all' || r.status === status).map((r) => r.id);
    assert.deepEqual([...idsOf(res)].sort(), [...expected].sort(), `B's gift cards, status=${status}`);
  }
  assert.ok(idsOf(await b.api.get('/api_tokens')).includes(bToken.id));
});

test("with A's session cookie, B's records are just as unreachable and invisible", async () => {
  // Login allows 10 attempts a minute per IP: this is the file's only one.
  const login = await new Api(server.base).post('/auth/login', { email: a.email, password: a.password });
  assert.equal(login.status, 200);
  assert.equal(login.body.data.studio.id, a.studio.id);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const session = new Api(server.base, { cookie });
  const csrf = { 'x-csrf-token': login.body.data.csrf_token };

  const before = await bView();
  // With the CSRF token the writes get past the session checks: a 404 here is the isolation speaking.
  await assertLikeMissing(session, csrf);
  await assertListShowsOnly(session, '/coupons?per_page=100', aCoupons, undefined);
  await assertListShowsOnly(session, '/coupons?per_page=100', aCoupons, 'filter=disabled');
  await assertListShowsOnly(session, '/gift_cards?per_page=100', aGifts, undefined);
  assert.deepEqual([...idsOf(await session.get('/api_tokens'))].sort(), [...aTokens].sort());
  await assertBUntouched(before);
});

test('a coupon or gift card code used by B can be created in A, and each studio keeps its own', async () => {
  const mine = await a.api.post('/coupons', { code: 'SHARED10', discount_type: 'fixed_amount', discount_value: 700 });
  assert.equal(mine.status, 201, 'codes are unique per studio, not across studios');
  aCoupons.push({ id: mine.body.data.id, status: 'active' });
  const twice = await a.api.post('/coupons', { code: 'shared10', discount_type: 'percentage', discount_value: 5 });
  assert.equal(twice.status, 409, 'but unique within the studio, ignoring case');
  assert.deepEqual(Object.keys(twice.body.details), ['code']);

  const gift = await a.api.post('/gift_cards', { amount: 1500, code: 'GIFT-SHARED' });
  assert.equal(gift.status, 201);
  aGifts.push({ id: gift.body.data.id, status: 'active' });

  // Each studio reads its own record under the shared code.
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}`)).body.data.discount_value, 700);
  const theirs = (await b.api.get(`/coupons/${bCoupon.id}`)).body.data;
  assert.deepEqual({ code: theirs.code, discount_type: theirs.discount_type, discount_value: theirs.discount_value, description: theirs.description },
    { code: 'SHARED10', discount_type: 'percentage', discount_value: 10, description: 'Only for B' });
  assert.equal((await a.api.get('/coupons?filter=all&per_page=100')).body.meta.total, aCoupons.length);

  // Redeeming the code in B uses B's coupon and never A's.
  const used = await redeem(b, 'shared10');
  assert.equal(used.couponId, bCoupon.id);
  assert.equal((await b.api.get(`/coupons/${bCoupon.id}`)).body.data.usage_count, 1);
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}`)).body.data.usage_count, 0);
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}/activity`)).body.meta.total_usage, 0);
});
