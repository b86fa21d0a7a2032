import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, range, startTestServer } from '../../../test/helpers.js';

const server = await startTestServer();
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const LIST_FIELDS = ['code', 'created_at', 'discount_type', 'discount_value', 'expires_at', 'id', 'status', 'updated_at', 'usage_count', 'usage_limit'];

const spring = { code: 'SPRING20', discount_type: 'percentage', discount_value: 20, usage_limit: 5, expires_at: '2031-04-30T23:59:59.123456Z', minimum_order_amount: 10000, description: 'Spring minis' };

test('creating a coupon answers 201 with the detail view', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/coupons', spring);
  assert.equal(res.status, 201);
  const coupon = res.body.data;
  assert.match(coupon.id, /^cou_[A-Za-z0-9]{30}$/);
  assert.equal(coupon.code, 'SPRING20');
  assert.equal(coupon.discount_type, 'percentage');
  assert.equal(coupon.discount_value, 20);
  assert.equal(coupon.status, 'active');
  assert.equal(coupon.usage_count, 0);
  assert.equal(coupon.usage_limit, 5);
  assert.equal(coupon.minimum_order_amount, 10000);
  assert.equal(coupon.description, 'Spring minis');
  assert.equal(coupon.expires_at, '2031-04-30T23:59:59.123456Z', 'microseconds are kept');
  assert.match(coupon.created_at, TIMESTAMP);
  assert.match(coupon.updated_at, TIMESTAMP);
  assert.equal(coupon.disabled_at, null);
});

test('a timestamp with an offset is stored as the same instant in UTC', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/coupons', { code: 'TZ', discount_type: 'fixed_amount', discount_value: 500, expires_at: '2031-01-01T09:30:00.000001+02:00' });
  assert.equal(res.body.data.expires_at, '2031-01-01T07:30:00.000001Z');
});

test('optional fields not given are null', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/coupons', { code: 'PLAIN', discount_type: 'fixed_amount', discount_value: 1500 });
  assert.equal(res.status, 201);
  for (const field of ['usage_limit', 'expires_at', 'minimum_order_amount', 'description']) assert.equal(res.body.data[field], null, field);
});

test('a duplicate code, in any case, is 409 with details.code', async () => {
  const { api } = await newStudio(server);
  await api.post('/coupons', spring);
  const res = await api.post('/coupons', { ...spring, code: 'spring20' });
  assert.equal(res.status, 409);
  assert.equal(res.body.error, 'already_exists');
  assert.equal(typeof res.body.message, 'string');
  assert.deepEqual(res.body.details, { code: ['The code has already been taken.'] });
});

test('the same code may exist in two studios', async () => {
  const a = await newStudio(server);
  const b = await newStudio(server);
  assert.equal((await a.api.post('/coupons', spring)).status, 201);
  assert.equal((await b.api.post('/coupons', spring)).status, 201);
});

test('validation errors are 422 with a message per field', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/coupons', { code: 'bad code!', discount_type: 'bogus', usage_limit: 0 });
  assert.equal(res.status, 422);
  assert.equal(res.body.error, 'validation_error');
  assert.deepEqual(Object.keys(res.body.details).sort(), ['code', 'discount_type', 'discount_value', 'usage_limit']);
  for (const messages of Object.values(res.body.details)) assert.ok(Array.isArray(messages) && typeof (messages as string[])[0] === 'string');
});

test('discount rules: a percentage is at most 100 with two decimals, a fixed amount is whole minor units', async () => {
  const { api } = await newStudio(server);
  const cases: [string, number, number][] = [
    ['percentage', 100.01, 422],
    ['percentage', 12.345, 422],
    ['percentage', 0, 422],
    ['percentage', 12.5, 201],
    ['percentage', 100, 201],
    ['fixed_amount', 10.5, 422],
    ['fixed_amount', -1, 422],
    ['fixed_amount', 2500, 201],
  ];
  for (const [i, [discount_type, discount_value, status]] of cases.entries()) {
    const res = await api.post('/coupons', { code: `C${i}`, discount_type, discount_value });
    assert.equal(res.status, status, `${discount_type} ${discount_value}`);
    if (status === 422) assert.ok(res.body.details.discount_value, `${discount_type} ${discount_value}`);
  }
});

test('a date without a time is refused where a timestamp is expected', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/coupons', { ...spring, expires_at: '2031-04-30' });
  assert.equal(res.status, 422);
  assert.ok(res.body.details.expires_at);
});

test('get answers the detail view; a missing id is 404; a wrong prefix is 400 invalid_id', async () => {
  const { api } = await newStudio(server);
  const { data: created } = (await api.post('/coupons', spring)).body;
  const res = await api.get(`/coupons/${created.id}/`);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.data, created);

  const missing = await api.get('/coupons/cou_000000000000000000000000000000');
  assert.equal(missing.status, 404);
  assert.equal(missing.body.error, 'not_found');

  const wrong = await api.get('/coupons/gc_000000000000000000000000000000');
  assert.equal(wrong.status, 400);
  assert.equal(wrong.body.error, 'invalid_id');
  assert.match(wrong.body.message, /cou_/);
});

test('the list shows the list view, newest first, with links and meta', async () => {
  const { api } = await newStudio(server);
  for (const i of range(3)) await api.post('/coupons', { code: `LIST${i}`, discount_type: 'fixed_amount', discount_value: 100 + i });
  const res = await api.get('/coupons?per_page=2');
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.data.map((c: { code: string }) => c.code), ['LIST2', 'LIST1']);
  assert.deepEqual(Object.keys(res.body.data[0]).sort(), LIST_FIELDS);
  assert.deepEqual(res.body.meta, { current_page: 1, from: 1, last_page: 2, per_page: 2, to: 2, total: 3 });
  assert.equal(res.body.links.first, `${server.base}/coupons?per_page=2&page=1`);
  assert.equal(res.body.links.last, `${server.base}/coupons?per_page=2&page=2`);
  assert.equal(res.body.links.prev, null);
  assert.equal(res.body.links.next, `${server.base}/coupons?per_page=2&page=2`);

  const second = await api.get('/coupons?per_page=2&page=2');
  assert.deepEqual(second.body.data.map((c: { code: string }) => c.code), ['LIST0']);
  assert.equal(second.body.links.next, null);
  assert.equal(second.body.links.prev, `${server.base}/coupons?per_page=2&page=1`);

  const past = await api.get('/coupons?per_page=2&page=9');
  assert.equal(past.status, 200);
  assert.deepEqual(past.body.data, []);
  assert.equal(past.body.meta.total, 3);
  assert.equal(past.body.meta.from, null);
  assert.equal(past.body.meta.to, null);
});

test('status is derived (disabled, expired, exhausted, active) and filters the list', async () => {
  const { api, caller } = await newStudio(server);
  const make = async (code: string, extra: object = {}) =>
    (await api.post('/coupons', { code, discount_type: 'percentage', discount_value: 10, ...extra })).body.data;
  const active = await make('ACTIVE');
  const expired = await make('EXPIRED', { expires_at: '2020-01-01T00:00:00Z' });
  const disabled = await make('DISABLED');
  await api.put(`/coupons/${disabled.id}/disable`);
  const exhausted = await make('EXHAUSTED', { usage_limit: 1 });
  await server.database.db.transaction((tx) =>
    server.services.coupons.redeem(tx, caller, redemption('EXHAUSTED', 10000)),
  );

  const byStatus = async (filter: string) =>
    (await api.get(`/coupons?filter=${filter}`)).body.data.map((c: { id: string }) => c.id).sort();
  assert.deepEqual(await byStatus('active'), [active.id]);
  assert.deepEqual(await byStatus('expired'), [expired.id]);
  assert.deepEqual(await byStatus('disabled'), [disabled.id]);
  assert.deepEqual(await byStatus('exhausted'), [exhausted.id]);
  assert.deepEqual(await byStatus('all'), [active.id, expired.id, disabled.id, exhausted.id].sort());
  assert.equal((await api.get(`/coupons/${exhausted.id}`)).body.data.status, 'exhausted');
  assert.equal((await api.get('/coupons?filter=bogus')).status, 400);
});

test('PUT updates only the fields given and refuses code and discount_type', async () => {
  const { api } = await newStudio(server);
  const { data: coupon } = (await api.post('/coupons', spring)).body;
  const res = await api.put(`/coupons/${coupon.id}`, { discount_value: 25, description: null });
  assert.equal(res.status, 200);
  assert.equal(res.body.data.discount_value, 25);
  assert.equal(res.body.data.description, null);
  assert.equal(res.body.data.usage_limit, 5, 'untouched fields stay');
  assert.equal(res.body.data.expires_at, spring.expires_at);
  assert.ok(res.body.data.updated_at > coupon.updated_at);

  const immutable = await api.put(`/coupons/${coupon.id}`, { code: 'OTHER', discount_type: 'fixed_amount' });
  assert.equal(immutable.status, 422);
  assert.deepEqual(Object.keys(immutable.body.details).sort(), ['code', 'discount_type']);
  assert.equal((await api.get(`/coupons/${coupon.id}`)).body.data.code, 'SPRING20');

  const tooHigh = await api.put(`/coupons/${coupon.id}`, { discount_value: 150 });
  assert.equal(tooHigh.status, 422);
});

test('the usage limit cannot be lowered below the uses already made', async () => {
  const { api, caller } = await newStudio(server);
  const { data: coupon } = (await api.post('/coupons', { code: 'USED', discount_type: 'percentage', discount_value: 10, usage_limit: 5 })).body;
  for (const _ of range(2)) {
    await server.database.db.transaction((tx) => server.services.coupons.redeem(tx, caller, redemption('USED', 1000)));
  }
  assert.equal((await api.put(`/coupons/${coupon.id}`, { usage_limit: 1 })).status, 422);
  const ok = await api.put(`/coupons/${coupon.id}`, { usage_limit: 2 });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.data.status, 'exhausted');
});

test('disable answers id, code, status and disabled_at; enable restores the coupon', async () => {
  const { api } = await newStudio(server);
  const { data: coupon } = (await api.post('/coupons', spring)).body;
  const res = await api.put(`/coupons/${coupon.id}/disable`);
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body.data).sort(), ['code', 'disabled_at', 'id', 'status']);
  assert.equal(res.body.data.status, 'disabled');
  assert.match(res.body.data.disabled_at, TIMESTAMP);
  const again = await api.put(`/coupons/${coupon.id}/disable`);
  assert.equal(again.body.data.disabled_at, res.body.data.disabled_at, 'disabling twice keeps the first time');

  const enabled = await api.put(`/coupons/${coupon.id}/enable`);
  assert.equal(enabled.status, 200);
  assert.equal(enabled.body.data.status, 'active');
  assert.equal(enabled.body.data.disabled_at, null);
});

test('delete is permanent and answers a message', async () => {
  const { api } = await newStudio(server);
  const { data: coupon } = (await api.post('/coupons', spring)).body;
  const res = await api.delete(`/coupons/${coupon.id}`);
  assert.equal(res.status, 200);
  assert.equal(typeof res.body.message, 'string');
  assert.equal((await api.get(`/coupons/${coupon.id}`)).status, 404);
  assert.equal((await api.delete(`/coupons/${coupon.id}`)).status, 404);
  assert.equal((await api.post('/coupons', spring)).status, 201, 'the code is free again');
});

test('activity is empty until the coupon is redeemed', async () => {
  const { api } = await newStudio(server);
  const { data: coupon } = (await api.post('/coupons', spring)).body;
  const res = await api.get(`/coupons/${coupon.id}/activity`);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.data, []);
  assert.equal(res.body.meta.current_page, 1);
  assert.equal(res.body.meta.total_usage, 0);
  assert.equal(res.body.meta.total_discount_given, 0);
  assert.equal(res.body.meta.total_discount_given_formatted, '$0.00');
  assert.equal((await api.get('/coupons/cou_000000000000000000000000000000/activity')).status, 404);
  assert.equal((await api.get(`/coupons/${coupon.id}/activity?per_page=101`)).status, 400);
});

test('redemption records activity with the client and invoice, and totals cover every entry', async () => {
  const { api, caller } = await newStudio(server);
  const { data: coupon } = (await api.post('/coupons', { code: 'TEN', discount_type: 'percentage', discount_value: 12.5 })).body;
  for (const subtotal of [10005, 20000, 4000]) {
    await server.database.db.transaction((tx) => server.services.coupons.redeem(tx, caller, redemption('ten', subtotal)));
  }
  const res = await api.get(`/coupons/${coupon.id}/activity?per_page=2`);
  assert.equal(res.status, 200);
  assert.equal(res.body.data.length, 2);
  const [latest] = res.body.data;
  assert.match(latest.id, /^ca_[A-Za-z0-9]{30}$/);
  assert.equal(latest.coupon_id, coupon.id);
  assert.equal(latest.discount_applied, 500);
  assert.equal(latest.discount_applied_formatted, '$5.00');
  assert.equal(latest.invoice_id, 'in_000000000000000000000000004000');
  assert.equal(latest.client_id, 'cl_000000000000000000000000000001');
  assert.deepEqual(latest.client, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test' });
  assert.deepEqual(latest.invoice, { amount: 3500, amount_formatted: '$35.00' });
  assert.match(latest.used_at, TIMESTAMP);
  // 12.5% of 10005 = 1250.625 → 1251 (half-up); of 20000 = 2500; of 4000 = 500.
  assert.equal(res.body.meta.total_usage, 3);
  assert.equal(res.body.meta.total_discount_given, 4251);
  assert.equal(res.body.meta.total_discount_given_formatted, '$42.51');
  assert.equal((await api.get(`/coupons/${coupon.id}`)).body.data.usage_count, 3);
});

test('redemption refuses coupons that do not apply, and leaves usage untouched', async () => {
  const { api, caller } = await newStudio(server);
  await api.post('/coupons', { code: 'MIN', discount_type: 'fixed_amount', discount_value: 5000, minimum_order_amount: 20000 });
  const { data: off } = (await api.post('/coupons', { code: 'OFF', discount_type: 'percentage', discount_value: 10 })).body;
  await api.put(`/coupons/${off.id}/disable`);
  const attempt = (code: string, subtotal: number, currency = 'usd') =>
    server.database.db.transaction((tx) => server.services.coupons.redeem(tx, caller, { ...redemption(code, subtotal), currency }));

  await assert.rejects(attempt('NOPE', 30000), { status: 422, code: 'coupon_not_applicable' });
  await assert.rejects(attempt('OFF', 30000), { status: 422, code: 'coupon_not_applicable' });
  await assert.rejects(attempt('MIN', 19999), { status: 422, code: 'coupon_not_applicable' });
  await assert.rejects(attempt('MIN', 30000, 'eur'), { status: 422, code: 'coupon_not_applicable' });
  const applied = await attempt('MIN', 20000);
  assert.equal(applied.discount, 5000);
  const capped = await attempt('MIN', 20000);
  assert.equal(capped.discount, 5000);
  assert.equal((await api.get(`/coupons/${off.id}`)).body.data.usage_count, 0);
});

test('a fixed discount never exceeds the subtotal', async () => {
  const { api, caller } = await newStudio(server);
  await api.post('/coupons', { code: 'BIG', discount_type: 'fixed_amount', discount_value: 90000 });
  const applied = await server.database.db.transaction((tx) => server.services.coupons.redeem(tx, caller, redemption('BIG', 1234)));
  assert.equal(applied.discount, 1234);
});

test('20 parallel redemptions against usage_limit 5 give exactly 5', async () => {
  const { api, caller } = await newStudio(server);
  const { data: coupon } = (await api.post('/coupons', { code: 'RUSH', discount_type: 'percentage', discount_value: 10, usage_limit: 5 })).body;
  const results = await Promise.allSettled(
    range(20).map(() => server.database.db.transaction((tx) => server.services.coupons.redeem(tx, caller, redemption('RUSH', 10000)))),
  );
  const fulfilled = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r) => r.status === 'rejected');
  assert.equal(fulfilled.length, 5);
  for (const r of refused) assert.equal((r as PromiseRejectedResult).reason.code, 'coupon_not_applicable');
  const after = (await api.get(`/coupons/${coupon.id}`)).body.data;
  assert.equal(after.usage_count, 5);
  assert.equal(after.status, 'exhausted');
  assert.equal((await api.get(`/coupons/${coupon.id}/activity`)).body.meta.total_usage, 5);
});

test('a redemption rolled back with its invoice gives the use back', async () => {
  const { api, caller } = await newStudio(server);
  const { data: coupon } = (await api.post('/coupons', { code: 'ONCE', discount_type: 'percentage', discount_value: 10, usage_limit: 1 })).body;
  await assert.rejects(
    server.database.db.transaction(async (tx) => {
      await server.services.coupons.redeem(tx, caller, redemption('ONCE', 10000));
      throw new Error('invoice creation failed');
    }),
    /invoice creation failed/,
  );
  const after = (await api.get(`/coupons/${coupon.id}`)).body.data;
  assert.equal(after.usage_count, 0);
  assert.equal(after.status, 'active');
});

function redemption(code: string, subtotal: number) {
  return {
    code,
    subtotal,
    currency: 'usd',
    invoiceId: `in_${String(subtotal).padStart(30, '0')}`,
    clientId: 'cl_000000000000000000000000000001',
    client: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    invoiceAmount: (discount: number) => subtotal - discount,
  };
}
