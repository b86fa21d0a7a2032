import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, range, startTestServer } from './helpers.js';
import { sweepExpired } from '../src/platform/housekeeping.js';

const server = await startTestServer();
const body = { code: 'ONCE', discount_type: 'percentage', discount_value: 15 };

test('a retried POST with the same key and body replays the first answer without doing the work again', async () => {
  const { api } = await newStudio(server);
  const headers = { 'idempotency-key': 'create-once-1' };
  const first = await api.post('/coupons', body, headers);
  const retry = await api.post('/coupons', body, headers);
  assert.equal(first.status, 201);
  assert.equal(retry.status, 201);
  assert.deepEqual(retry.body, first.body);
  assert.equal(retry.headers.get('idempotent-replayed'), 'true');
  assert.equal((await api.get('/coupons')).body.meta.total, 1);
});

test('the same key with a different body is 422 idempotency_key_reused', async () => {
  const { api } = await newStudio(server);
  const headers = { 'idempotency-key': 'k-2' };
  await api.post('/coupons', body, headers);
  const res = await api.post('/coupons', { ...body, discount_value: 50 }, headers);
  assert.equal(res.status, 422);
  assert.equal(res.body.error, 'idempotency_key_reused');
  assert.equal((await api.get('/coupons')).body.data[0].discount_value, 15);
});

test('client errors are replayed too; each studio has its own keys', async () => {
  const a = await newStudio(server);
  const b = await newStudio(server);
  await a.api.post('/coupons', body);
  const headers = { 'idempotency-key': 'shared-key' };
  const conflict = await a.api.post('/coupons', body, headers);
  assert.equal(conflict.status, 409);
  assert.deepEqual((await a.api.post('/coupons', body, headers)).body, conflict.body);
  assert.equal((await b.api.post('/coupons', body, headers)).status, 201, 'the key means nothing in another studio');
});

test('parallel twins run the work once: the rest replay it or are told it is in progress', async () => {
  const { api } = await newStudio(server);
  const headers = { 'idempotency-key': 'twins' };
  const results = await Promise.all(range(8).map(() => api.post('/coupons', body, headers)));
  for (const res of results) assert.ok([201, 409].includes(res.status), String(res.status));
  for (const res of results.filter((r) => r.status === 409)) assert.equal(res.body.error, 'idempotency_conflict');
  assert.equal((await api.get('/coupons')).body.meta.total, 1);
});

test('a request still running answers 409 to its twin', async () => {
  const { api, studio } = await newStudio(server);
  const raw = JSON.stringify(body);
  const first = await api.post('/coupons', raw, { 'idempotency-key': 'slow' });
  assert.equal(first.status, 201);
  // Put the key back in the state it has while its request runs: no request can be held mid-flight
  // from outside, so this is the one way to meet that state every time (the parallel twins above meet it by chance).
  await server.database.pool.query(
    `UPDATE idempotency_keys SET state = 'running', response_status = NULL, response_body = NULL WHERE studio_id = $1 AND key = 'slow'`,
    [studio.id],
  );
  const twin = await api.post('/coupons', raw, { 'idempotency-key': 'slow' });
  assert.equal(twin.status, 409);
  assert.equal(twin.body.error, 'idempotency_conflict');
});

test('a key longer than 255 characters is 400', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/coupons', body, { 'idempotency-key': 'k'.repeat(256) });
  assert.equal(res.status, 400);
  assert.equal(res.body.error, 'invalid_idempotency_key');
  assert.equal((await api.get('/coupons')).body.meta.total, 0);
});

test('housekeeping removes idempotency keys past 24 hours and sessions idle for 14 days', async () => {
  const { api, studio } = await newStudio(server);
  await api.post('/coupons', body, { 'idempotency-key': 'old' });
  await api.post('/coupons', { ...body, code: 'NEWER' }, { 'idempotency-key': 'recent' });
  // Time cannot pass through the API: age the key and the session in place, then read what the sweep left.
  await server.database.pool.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE studio_id = $1 AND key = 'old'`, [studio.id]);
  const idle = await server.database.pool.query(`UPDATE auth_sessions SET last_seen_at = now() - interval '15 days' WHERE studio_id = $1`, [studio.id]);
  assert.equal(idle.rowCount, 1, 'sign-up opened a session');
  await sweepExpired(server.database.db, server.services.auth);
  const keys = await server.database.pool.query('SELECT key FROM idempotency_keys WHERE studio_id = $1', [studio.id]);
  assert.deepEqual(keys.rows.map((r) => r.key), ['recent']);
  const sessions = await server.database.pool.query('SELECT count(*)::int AS n FROM auth_sessions WHERE studio_id = $1', [studio.id]);
  assert.equal(sessions.rows[0].n, 0);
});
