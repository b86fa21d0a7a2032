/** Webhook endpoints (API.md §11): create, read, change, delete; what is refused; the secret shown once. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer } from '../../../test/helpers.js';

const server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
/** The production default: private and loopback addresses refused. */
const strict = await startTestServer();
const HOOK = 'http://127.0.0.1:9/hooks';
const PUBLIC_HOOK = 'https://203.0.113.10/hooks';

test('an endpoint is created enabled, with its secret in the create answer only', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/webhook_endpoints', { url: HOOK, events: ['invoice.paid', 'client.created'] });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const endpoint = res.body.data;
  assert.match(endpoint.id, /^we_[A-Za-z0-9]{30}$/);
  assert.match(endpoint.secret, /^whsec_[A-Za-z0-9]{32}$/);
  assert.deepEqual(
    { url: endpoint.url, events: endpoint.events, description: endpoint.description, enabled: endpoint.enabled },
    { url: HOOK, events: ['invoice.paid', 'client.created'], description: null, enabled: true },
  );
  assert.match(endpoint.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

  const read = await api.get(`/webhook_endpoints/${endpoint.id}`);
  assert.deepEqual(read.body.data, { ...endpoint, secret: null });
  const list = await api.get('/webhook_endpoints');
  assert.deepEqual(list.body.data, [{ ...endpoint, secret: null }]);
  assert.equal(list.body.meta.total, 1);
  const changed = await api.put(`/webhook_endpoints/${endpoint.id}`, { enabled: false });
  assert.equal(changed.body.data.secret, null);
  assert.ok(!JSON.stringify([read.body, list.body, changed.body]).includes(endpoint.secret), 'the secret appears in no other answer');
  const again = await api.post('/webhook_endpoints', { url: HOOK, events: ['*'] });
  assert.notEqual(again.body.data.secret, endpoint.secret, 'each endpoint has a secret of its own');
});

test('PUT changes only the fields given; DELETE removes the endpoint', async () => {
  const { api } = await newStudio(server);
  const endpoint = (await api.post('/webhook_endpoints', { url: HOOK, events: ['*'], description: 'Books' })).body.data;
  const disabled = await api.put(`/webhook_endpoints/${endpoint.id}`, { enabled: false });
  assert.equal(disabled.status, 200);
  assert.deepEqual(disabled.body.data, { ...endpoint, secret: null, enabled: false });
  const moved = await api.put(`/webhook_endpoints/${endpoint.id}`, { url: 'http://127.0.0.1:10/other', events: ['session.booked', 'session.booked'], description: null });
  assert.deepEqual(
    [moved.body.data.url, moved.body.data.events, moved.body.data.description, moved.body.data.enabled],
    ['http://127.0.0.1:10/other', ['session.booked'], null, false],
  );
  const all = await api.put(`/webhook_endpoints/${endpoint.id}`, { events: ['client.created', '*'] });
  assert.deepEqual(all.body.data.events, ['*'], '* among others is every type');
  const removed = await api.delete(`/webhook_endpoints/${endpoint.id}`);
  assert.deepEqual([removed.status, removed.body], [200, { message: 'Webhook endpoint deleted.' }]);
  assert.equal((await api.get(`/webhook_endpoints/${endpoint.id}`)).status, 404);
  assert.equal((await api.delete(`/webhook_endpoints/${endpoint.id}`)).status, 404);
  assert.equal((await api.get(`/webhook_endpoints/${endpoint.id}/deliveries`)).status, 404);
});

test('an unknown event type, a missing field or a URL that is not http(s) is 422 naming the field', async () => {
  const { api } = await newStudio(server);
  const cases: [object, string][] = [
    [{ url: HOOK, events: ['invoice.created'] }, 'events'],
    [{ url: HOOK, events: [] }, 'events'],
    [{ url: HOOK }, 'events'],
    [{ events: ['*'] }, 'url'],
    [{ url: 'ftp://127.0.0.1/hooks', events: ['*'] }, 'url'],
    [{ url: 'not a url', events: ['*'] }, 'url'],
    [{ url: HOOK, events: ['*'], description: 'x'.repeat(501) }, 'description'],
    [{ url: HOOK, events: ['*'], secret: 'whsec_mine' }, 'secret'],
  ];
  for (const [body, field] of cases) {
    const res = await api.post('/webhook_endpoints', body);
    assert.equal(res.status, 422, JSON.stringify(body));
    assert.equal(res.body.error, 'validation_error');
    assert.ok(Object.keys(res.body.details).some((key) => key === field || key.startsWith(`${field}.`)), `${JSON.stringify(body)}: ${JSON.stringify(res.body.details)}`);
  }
  const endpoint = (await api.post('/webhook_endpoints', { url: HOOK, events: ['*'] })).body.data;
  const bad = await api.put(`/webhook_endpoints/${endpoint.id}`, { events: ['photo.deleted'] });
  assert.equal(bad.status, 422);
  assert.ok(Object.keys(bad.body.details).some((key) => key.startsWith('events')), JSON.stringify(bad.body.details));
  assert.equal((await api.get('/webhook_endpoints/we_nope')).status, 400);
  assert.equal((await api.get(`/webhook_endpoints/we_${'x'.repeat(30)}`)).status, 404);
});

test('without WEBHOOK_ALLOW_PRIVATE, loopback, private, link-local and unique-local hosts are refused when saved', async () => {
  const { api } = await newStudio(strict);
  const refused = [
    'http://127.0.0.1:8080/hooks', 'http://localhost/hooks', 'http://[::1]/hooks', 'http://10.1.2.3/hooks', 'http://172.20.0.5/hooks',
    'http://192.168.1.10/hooks', 'http://169.254.169.254/latest/meta-data', 'http://[fe80::1]/hooks', 'http://[fd00::1]/hooks',
    'http://0.0.0.0/hooks', 'http://[::ffff:127.0.0.1]/hooks', 'http://100.64.0.1/hooks',
  ];
  for (const url of refused) {
    const res = await api.post('/webhook_endpoints', { url, events: ['*'] });
    assert.equal(res.status, 422, url);
    assert.deepEqual(Object.keys(res.body.details), ['url'], url);
  }
  const endpoint = await api.post('/webhook_endpoints', { url: PUBLIC_HOOK, events: ['*'] });
  assert.equal(endpoint.status, 201, 'a public address is accepted');
  const moved = await api.put(`/webhook_endpoints/${endpoint.body.data.id}`, { url: 'http://127.0.0.1/hooks' });
  assert.equal(moved.status, 422, 'and cannot be moved to a private one');
  assert.deepEqual(Object.keys(moved.body.details), ['url']);
});

test('a client portal token is refused with 403', async () => {
  const studio = await newStudio(server);
  const client = (await studio.api.post('/clients', { first_name: 'Ada', email: `ada-${Date.now()}@example.test` })).body.data;
  const portal = await studio.api.post(`/clients/${client.id}/portal_tokens`, {});
  assert.equal(portal.status, 201, JSON.stringify(portal.body));
  const asClient = studio.api.with({ authorization: `Bearer ${portal.body.data.token}` });
  const res = await asClient.get('/webhook_endpoints');
  assert.deepEqual([res.status, res.body.error], [403, 'forbidden']);
});
