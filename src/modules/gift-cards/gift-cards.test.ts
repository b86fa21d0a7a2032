import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, range, startTestServer } from '../../../test/helpers.js';

const server = await startTestServer();
const FIELDS = ['amount', 'amount_formatted', 'balance', 'balance_formatted', 'code', 'created_at', 'currency', 'expires_at', 'id', 'purchased_by', 'status'];
const olivia = { first_name: 'Olivia', last_name: 'Hart', email: 'olivia@example.test' };

test('issuing a gift card answers 201 with the full balance and formatted amounts', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/gift_cards', { amount: 125000, purchased_by: olivia, expires_at: '2031-12-31T23:59:59.999999Z' });
  assert.equal(res.status, 201);
  const card = res.body.data;
  assert.deepEqual(Object.keys(card).sort(), FIELDS);
  assert.match(card.id, /^gc_[A-Za-z0-9]{30}$/);
  assert.match(card.code, /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, 'a readable code is generated');
  assert.equal(card.amount, 125000);
  assert.equal(card.balance, 125000);
  assert.equal(card.amount_formatted, '$1,250.00');
  assert.equal(card.balance_formatted, '$1,250.00');
  assert.equal(card.currency, 'usd');
  assert.equal(card.status, 'active');
  assert.equal(card.expires_at, '2031-12-31T23:59:59.999999Z');
  assert.deepEqual(card.purchased_by, olivia);
  assert.deepEqual((await api.get(`/gift_cards/${card.id}`)).body.data, card);
});

test('currency defaults to the studio currency and formats with its own digits', async () => {
  const { api } = await newStudio(server, { currency: 'gbp' });
  const gbp = (await api.post('/gift_cards', { amount: 50000 })).body.data;
  assert.equal(gbp.currency, 'gbp');
  assert.equal(gbp.amount_formatted, '£500.00');
  assert.equal(gbp.purchased_by, null);
  const yen = (await api.post('/gift_cards', { amount: 500, currency: 'JPY' })).body.data;
  assert.equal(yen.currency, 'jpy');
  assert.equal(yen.amount_formatted, '¥500');
});

test('an unsupported currency is 400 invalid_currency', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/gift_cards', { amount: 100, currency: 'xyz' });
  assert.equal(res.status, 400);
  assert.equal(res.body.error, 'invalid_currency');
});

test('a chosen code is kept as given and unique per studio ignoring case', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/gift_cards', { amount: 100, code: 'MothersDay-2026' });
  assert.equal(res.body.data.code, 'MothersDay-2026');
  const again = await api.post('/gift_cards', { amount: 100, code: 'MOTHERSDAY-2026' });
  assert.equal(again.status, 409);
  assert.deepEqual(Object.keys(again.body.details), ['code']);
});

test('bad amounts and fields are 422 with details', async () => {
  const { api } = await newStudio(server);
  for (const body of [{}, { amount: 0 }, { amount: 10.5 }, { amount: '100' }, { amount: 100, purchased_by: { email: 'not an email' } }]) {
    const res = await api.post('/gift_cards', body);
    assert.equal(res.status, 422, JSON.stringify(body));
    assert.equal(res.body.error, 'validation_error');
    assert.ok(Object.keys(res.body.details).length > 0);
  }
});

test('status: expired after expires_at; the list filters by status', async () => {
  const { api } = await newStudio(server);
  const live = (await api.post('/gift_cards', { amount: 100 })).body.data;
  const old = (await api.post('/gift_cards', { amount: 100, expires_at: '2021-01-01T00:00:00Z' })).body.data;
  assert.equal(old.status, 'expired', 'a card may be created already expired');
  const ids = async (status: string) => (await api.get(`/gift_cards?status=${status}`)).body.data.map((c: { id: string }) => c.id);
  assert.deepEqual(await ids('active'), [live.id]);
  assert.deepEqual(await ids('expired'), [old.id]);
  assert.deepEqual(await ids('redeemed'), []);
  assert.deepEqual(await ids('all'), [old.id, live.id]);
  assert.equal((await api.get('/gift_cards?status=used')).status, 400);
});

test('a card with no balance left is redeemed', async () => {
  const { api, caller } = await newStudio(server);
  const card = (await api.post('/gift_cards', { amount: 100 })).body.data;
  // Spent the way a payment spends it, without an invoice around it.
  await server.database.db.transaction((tx) => server.services.giftCards.debit(tx, caller, { code: card.code, amount: 100, currency: card.currency }));
  assert.equal((await api.get(`/gift_cards/${card.id}`)).body.data.status, 'redeemed');
  assert.deepEqual((await api.get('/gift_cards?status=redeemed')).body.data.map((c: { id: string }) => c.id), [card.id]);
});

test('the list pages newest first with links and meta; per_page is at most 100', async () => {
  const { api } = await newStudio(server);
  for (const i of range(5)) await api.post('/gift_cards', { amount: 1000 + i });
  const res = await api.get('/gift_cards?per_page=2&page=2&status=all');
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.data.map((c: { amount: number }) => c.amount), [1002, 1001]);
  assert.deepEqual(res.body.meta, { current_page: 2, from: 3, last_page: 3, per_page: 2, to: 4, total: 5 });
  assert.equal(res.body.links.prev, `${server.base}/gift_cards?per_page=2&page=1&status=all`);
  assert.equal(res.body.links.next, `${server.base}/gift_cards?per_page=2&page=3&status=all`);
  assert.equal((await api.get('/gift_cards')).body.meta.per_page, 25);
  assert.equal((await api.get('/gift_cards?per_page=101')).status, 400);
});

test('a missing gift card is 404; a wrong id shape is 400 invalid_id', async () => {
  const { api } = await newStudio(server);
  const missing = await api.get('/gift_cards/gc_000000000000000000000000000000');
  assert.equal(missing.status, 404);
  assert.equal(missing.body.error, 'not_found');
  const wrong = await api.get('/gift_cards/cou_000000000000000000000000000000');
  assert.equal(wrong.status, 400);
  assert.equal(wrong.body.error, 'invalid_id');
  assert.match(wrong.body.message, /gc_/);
});
