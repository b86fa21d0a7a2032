/**
 * Deliveries (API.md §11) to a real receiver in this process: signed, retried after a 500 or a refused
 * connection, retried by hand, filtered by type, withheld from disabled endpoints and private addresses,
 * and neither lost nor doubled across restarts and instances.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eventually, newStudio, range, startTestServer, tempDir, type Api, type TestServer } from '../../../test/helpers.js';
import { freePort } from '../../platform/net.js';
import { startReceiver, verifySignature, type Receiver } from '../../../test/support/webhook-receiver.js';

/** Retries 100 times sooner than in production: the first after 0.6 s, the second after 3 s. */
const FAST = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SCALE: '0.01', JOB_POLL_MS: '500' };
const server = await startTestServer(FAST);

async function endpointFor(api: Api, receiver: Receiver | string, events: string[] = ['*']) {
  const url = typeof receiver === 'string' ? receiver : receiver.url;
  const res = await api.post('/webhook_endpoints', { url, events });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  if (typeof receiver !== 'string') receiver.secret = res.body.data.secret;
  return res.body.data;
}

async function newClient(api: Api, first = 'Ada') {
  const res = await api.post('/clients', { first_name: first, email: `${first.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

/** The verification code docs/webhooks.md gives integrators, run as they would copy it. */
async function documentedVerifier(): Promise<(header: string, rawBody: string, secret: string) => boolean> {
  const doc = readFileSync('docs/webhooks.md', 'utf8');
  const code = /<!-- verify-signature:start -->\s*```js\n([\s\S]*?)```/.exec(doc)![1];
  const file = path.join(tempDir(), 'verify.mjs');
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)).verifyStudioSignature;
}

const deliveriesOf = async (api: Api, endpointId: string) => (await api.get(`/webhook_endpoints/${endpointId}/deliveries?per_page=100`)).body.data;

test('an event arrives once, signed with the endpoint secret; its body is the documented envelope', async () => {
  const { api } = await newStudio(server);
  const receiver = await startReceiver();
  const endpoint = await endpointFor(api, receiver);
  const client = await newClient(api);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.status === 'succeeded', 'the delivery to succeed');
  assert.equal(receiver.received.length, 1);
  const [arrived] = receiver.received;
  assert.ok(arrived.verified, 'the signature verifies with the secret');
  assert.equal(arrived.headers['content-type'], 'application/json');
  assert.equal(arrived.headers['studio-event-id'], arrived.event.id);
  assert.match(arrived.event.id, /^evt_[A-Za-z0-9]{30}$/);
  assert.equal(arrived.event.type, 'client.created');
  assert.match(arrived.event.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  assert.deepEqual(arrived.event.data.object, (await api.get(`/clients/${client.id}`)).body.data);
  assert.equal(verifySignature(String(arrived.headers['studio-signature']), arrived.body, 'whsec_someone_else'), false, 'another secret fails');
  const documented = await documentedVerifier();
  assert.equal(documented(String(arrived.headers['studio-signature']), arrived.body, receiver.secret), true, "docs/webhooks.md's code verifies it");
  assert.equal(documented(String(arrived.headers['studio-signature']), arrived.body, 'whsec_someone_else'), false, "and refuses another secret");
  assert.equal(verifySignature(String(arrived.headers['studio-signature']), `${arrived.body} `, receiver.secret), false, 'an altered body fails');
  const [delivery] = await deliveriesOf(api, endpoint.id);
  assert.match(delivery.id, /^whd_[A-Za-z0-9]{30}$/);
  assert.deepEqual(
    { event_id: delivery.event_id, event_type: delivery.event_type, attempts: delivery.attempts, response_status: delivery.response_status, next_attempt_at: delivery.next_attempt_at, last_error: delivery.last_error },
    { event_id: arrived.event.id, event_type: 'client.created', attempts: 1, response_status: 200, next_attempt_at: null, last_error: null },
  );
});

test('a receiver holding another secret refuses the delivery, which stays pending with its 400', async () => {
  const { api } = await newStudio(server);
  const receiver = await startReceiver();
  const endpoint = await endpointFor(api, receiver);
  receiver.secret = 'whsec_not_the_endpoint_secret_at_all';
  await newClient(api);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.attempts >= 1, 'the first attempt');
  const [delivery] = await deliveriesOf(api, endpoint.id);
  assert.deepEqual([delivery.status, delivery.response_status], ['pending', 400]);
  assert.equal(receiver.received[0].verified, false);
});

test('after a 500 the delivery is retried on the schedule, and the log shows each attempt', async () => {
  const { api } = await newStudio(server);
  const receiver = await startReceiver({ answer: (_received, index) => (index === 0 ? 500 : 200) });
  const endpoint = await endpointFor(api, receiver);
  await newClient(api);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.attempts === 1, 'the first attempt');
  const failed = (await deliveriesOf(api, endpoint.id))[0];
  assert.deepEqual([failed.status, failed.response_status, failed.last_error], ['pending', 500, 'The endpoint answered 500.']);
  const wait = Date.parse(failed.next_attempt_at) - Date.parse(failed.created_at);
  assert.ok(wait >= 550 && wait < 3_000, `the next attempt is due about 1 minute (scaled: 0.6 s) later, not ${wait} ms`);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.status === 'succeeded', 'the retry to succeed');
  const delivered = (await deliveriesOf(api, endpoint.id))[0];
  assert.deepEqual([delivered.attempts, delivered.response_status, delivered.next_attempt_at, delivered.last_error], [2, 200, null, null]);
  assert.equal(receiver.received.length, 2);
  assert.equal(receiver.received[0].event.id, receiver.received[1].event.id, 'the same event, same id');
  assert.equal(receiver.received[0].body, receiver.received[1].body, 'the same bytes');
});

test('a refused connection is retried until the receiver is there', async () => {
  const { api } = await newStudio(server);
  const port = await freePort();
  const endpoint = await endpointFor(api, `http://127.0.0.1:${port}/hooks`);
  await newClient(api);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.attempts >= 1, 'the first attempt');
  const refused = (await deliveriesOf(api, endpoint.id))[0];
  assert.equal(refused.status, 'pending');
  assert.equal(refused.response_status, null);
  assert.match(refused.last_error, /ECONNREFUSED/);
  const receiver = await startReceiver({ port });
  receiver.secret = endpoint.secret;
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.status === 'succeeded', 'a retry to reach the receiver', 20_000);
  assert.equal(receiver.received.length, 1);
  assert.ok((await deliveriesOf(api, endpoint.id))[0].attempts >= 2);
});

test('a manual retry sends a delivery again, whatever its status, and answers it queued', async () => {
  const { api } = await newStudio(server);
  const receiver = await startReceiver();
  const endpoint = await endpointFor(api, receiver);
  await newClient(api);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.status === 'succeeded', 'the delivery');
  const [delivery] = await deliveriesOf(api, endpoint.id);
  const retried = await api.post(`/webhook_endpoints/${endpoint.id}/deliveries/${delivery.id}/retry`);
  assert.equal(retried.status, 200, JSON.stringify(retried.body));
  assert.deepEqual([retried.body.data.id, retried.body.data.status, retried.body.data.attempts], [delivery.id, 'pending', 1]);
  await eventually(() => receiver.received.length === 2, 'the event sent again');
  assert.equal(receiver.received[1].event.id, receiver.received[0].event.id);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.attempts === 2, 'the retry recorded');
  assert.equal((await deliveriesOf(api, endpoint.id))[0].status, 'succeeded');

  const other = await newStudio(server);
  assert.equal((await other.api.post(`/webhook_endpoints/${endpoint.id}/deliveries/${delivery.id}/retry`)).status, 404, "another studio's delivery is missing");
  assert.equal((await api.post(`/webhook_endpoints/${endpoint.id}/deliveries/whd_${'x'.repeat(30)}/retry`)).status, 404);
  assert.equal((await api.post(`/webhook_endpoints/${endpoint.id}/deliveries/nope/retry`)).status, 400);
});

test("an endpoint gets only the types it subscribed to; a disabled one gets nothing; another studio's events never", async () => {
  const { api } = await newStudio(server);
  const wanted = await startReceiver();
  const unwanted = await startReceiver();
  const disabled = await startReceiver();
  const everything = await startReceiver();
  const payments = await endpointFor(api, unwanted, ['invoice.paid']);
  const clients = await endpointFor(api, wanted, ['client.created']);
  const off = await endpointFor(api, disabled, ['*']);
  await api.put(`/webhook_endpoints/${off.id}`, { enabled: false });
  const other = await newStudio(server);
  await endpointFor(other.api, everything, ['*']);
  await newClient(api);
  await eventually(async () => (await deliveriesOf(api, clients.id))[0]?.status === 'succeeded', 'the subscribed delivery');
  // Events go out at once: had the others been sent anything, it would be there by a second later.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  assert.deepEqual([wanted.received.length, unwanted.received.length, disabled.received.length, everything.received.length], [1, 0, 0, 0]);
  assert.deepEqual(await deliveriesOf(api, payments.id), []);
  assert.deepEqual(await deliveriesOf(api, off.id), []);
});

test('an endpoint disabled while a retry is pending is not sent the retry', async () => {
  const { api } = await newStudio(server);
  const receiver = await startReceiver({ answer: () => 500 });
  const endpoint = await endpointFor(api, receiver);
  await newClient(api);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.attempts === 1, 'the first attempt');
  await api.put(`/webhook_endpoints/${endpoint.id}`, { enabled: false });
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.attempts === 2, 'the retry to be settled');
  const [delivery] = await deliveriesOf(api, endpoint.id);
  assert.equal(receiver.received.length, 1);
  assert.deepEqual([delivery.status, delivery.response_status, delivery.last_error, delivery.next_attempt_at], ['failed', null, 'The endpoint is disabled.', null]);
});

test('an event recorded while no instance runs jobs is delivered by the next instance to start', async () => {
  const first = await startTestServer({ ...FAST, JOB_WORKERS: '0' });
  const { api, token } = await newStudio(first);
  const receiver = await startReceiver();
  const endpoint = await endpointFor(api, receiver);
  await newClient(api);
  await first.app.close();
  assert.equal(receiver.received.length, 0, 'nothing was sent by the instance that recorded it');
  const second = await startTestServer({ ...FAST, DATABASE_URL: first.config.databaseUrl! });
  const again = new (api.constructor as typeof Api)(second.base, { authorization: `Bearer ${token}` });
  await eventually(async () => (await deliveriesOf(again, endpoint.id))[0]?.status === 'succeeded', 'the delivery by the second instance');
  assert.equal(receiver.received.length, 1);
  assert.equal(receiver.received[0].event.type, 'client.created');
});

test('two instances on one database deliver each event once', async () => {
  const other: TestServer = await startTestServer({ ...FAST, DATABASE_URL: server.config.databaseUrl! });
  const { api, token } = await newStudio(server);
  const receiver = await startReceiver();
  const endpoint = await endpointFor(api, receiver);
  const onOther = new (api.constructor as typeof Api)(other.base, { authorization: `Bearer ${token}` });
  const clients = 20;
  await Promise.all(range(clients).map((i) => newClient(i % 2 === 0 ? api : onOther, `Client${i}`)));
  await eventually(async () => (await deliveriesOf(api, endpoint.id)).filter((d: { status: string }) => d.status === 'succeeded').length === clients, 'every delivery');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const ids = receiver.received.map((r) => r.event.id);
  assert.equal(ids.length, clients, 'each event arrived once');
  assert.equal(new Set(ids).size, clients);
});

test('without WEBHOOK_ALLOW_PRIVATE, a delivery to a private address is refused at the attempt, and nothing is sent', async () => {
  // The endpoint is saved by an instance that allows private addresses; the attempt is made by one that does not.
  const saving = await startTestServer({ ...FAST, JOB_WORKERS: '0' });
  const strict = await startTestServer({ WEBHOOK_RETRY_SCALE: '0.01', JOB_POLL_MS: '500', DATABASE_URL: saving.config.databaseUrl! });
  const { api } = await newStudio(saving);
  const receiver = await startReceiver();
  const endpoint = await endpointFor(api, receiver);
  await newClient(api);
  await eventually(async () => (await deliveriesOf(api, endpoint.id))[0]?.attempts >= 1, 'the attempt by the strict instance');
  const [delivery] = await deliveriesOf(api, endpoint.id);
  assert.equal(delivery.response_status, null);
  assert.match(delivery.last_error, /^Not sent: The host 127\.0\.0\.1 resolves to 127\.0\.0\.1, a loopback, private or link-local address\.$/);
  assert.equal(receiver.received.length, 0);
  assert.ok(strict.config.webhooks.allowPrivate === false);
});

test('housekeeping forgets events older than 30 days with their deliveries, but never a pending one', async () => {
  const { api } = await newStudio(server);
  const receiver = await startReceiver();
  const delivered = await endpointFor(api, receiver, ['client.created']);
  const stuck = await endpointFor(api, `http://127.0.0.1:${await freePort()}/hooks`, ['client.created']);
  await newClient(api);
  await eventually(async () => (await deliveriesOf(api, delivered.id))[0]?.status === 'succeeded', 'the delivery');
  const [{ event_id: eventId }] = await deliveriesOf(api, delivered.id);
  const age = (days: number) => server.database.pool.query(`UPDATE webhook_events SET created_at = now() - make_interval(days => $1) WHERE id = $2`, [days, eventId]);
  await age(29);
  await server.services.webhooks.forgetOldEvents();
  assert.equal((await deliveriesOf(api, delivered.id)).length, 1, 'a month is kept');
  await age(31);
  await server.services.webhooks.forgetOldEvents();
  assert.equal((await deliveriesOf(api, delivered.id)).length, 1, 'kept while another endpoint still waits for it');
  await server.database.pool.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE event_id = $1`, [eventId]);
  await server.services.webhooks.forgetOldEvents();
  assert.deepEqual([(await deliveriesOf(api, delivered.id)).length, (await deliveriesOf(api, stuck.id)).length], [0, 0]);
});
