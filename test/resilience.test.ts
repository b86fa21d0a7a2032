/**
 * Never wedge: bursts far larger than the pool, a database that stalls, goes away or holds a lock,
 * must cost 503s for a bounded time, never a hang, and the service must come back by itself.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PoolUsedInsideTransaction } from '../src/platform/db/pool.js';
import { Api, newStudio, range, startTestServer, testDatabase, type Response, type TestServer } from './helpers.js';
import { TcpProxy } from './support/tcp-proxy.js';

const FUTURE = '2031-01-31';
/** A request that hangs fails the test instead of the run. */
const REQUEST_DEADLINE_MS = 20_000;
const BURST = 100;
const ANSWERED = (status: number) => (status >= 200 && status < 300) || status === 409 || status === 503;

/** A small pool and short bounds, so that every limit is reached within a test. */
const TIGHT = {
  DB_POOL_SIZE: '2',
  DB_ACQUIRE_TIMEOUT_MS: '1000',
  DB_STATEMENT_TIMEOUT_MS: '1000',
  DB_LOCK_TIMEOUT_MS: '500',
  RATE_LIMIT_PER_MINUTE: '1000000',
};

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** The API, each request of which answers status 0 when it hangs past the deadline. */
function withDeadline(api: Api): Api {
  const original = api.send.bind(api);
  api.send = (method, path, body, headers) => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<Response>((resolve) => {
      timer = setTimeout(() => resolve({ status: 0, body: null, headers: new Headers() }), REQUEST_DEADLINE_MS);
    });
    // Cleared once answered: a pending timer per request would hold the test file open for 20 s.
    return Promise.race([original(method, path, body, headers), hung]).finally(() => clearTimeout(timer));
  };
  return api;
}

async function clientOf(api: Api): Promise<string> {
  const res = await api.post('/clients', { first_name: 'Burst', email: `burst-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(res.status, 201);
  return res.body.data.id;
}

/** A coupon, read back through the named statements of the hottest path rather than through Drizzle. */
async function couponOf(api: Api): Promise<string> {
  const res = await api.post('/coupons', { code: `BURST${Math.random().toString(36).slice(2, 8)}`, discount_type: 'percentage', discount_value: 5 });
  assert.equal(res.status, 201);
  return res.body.data.id;
}

async function draftOf(api: Api, clientId: string): Promise<string> {
  const res = await api.post('/invoices', { client_id: clientId, due_date: FUTURE, line_items: [{ name: 'Session', quantity: 1, amount: 100_000 }] });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data.id;
}

async function sentWithPayments(api: Api, clientId: string, payments: number): Promise<{ invoiceId: string; paymentIds: string[] }> {
  const invoiceId = await draftOf(api, clientId);
  assert.equal((await api.post(`/invoices/${invoiceId}/send`, {})).status, 200);
  const paymentIds: string[] = [];
  for (const _ of range(payments)) {
    const res = await api.post(`/invoices/${invoiceId}/payments`, { amount: 100, payment_method: 'card' });
    assert.equal(res.status, 201);
    paymentIds.push(res.body.data.id);
  }
  return { invoiceId, paymentIds };
}

async function assertHealthy(server: TestServer, api: Api): Promise<void> {
  const ready = await fetch(`${server.origin}/readyz`);
  assert.equal(ready.status, 200);
  assert.equal((await api.get('/clients')).status, 200);
}

async function burst(requests: (() => Promise<Response>)[]): Promise<{ statuses: number[]; ms: number }> {
  const { value, ms } = await timed(() => Promise.all(requests.map((request) => request())));
  return { statuses: value.map((res) => res.status), ms };
}

function assertAllAnswered(route: string, statuses: number[]): void {
  const unexpected = statuses.filter((status) => !ANSWERED(status));
  assert.deepEqual(unexpected, [], `${route}: every request answers 2xx, 409 or 503 in time (got ${JSON.stringify(countBy(statuses))})`);
}

function countBy(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

test(`with a pool of 2, ${BURST} parallel requests to every write route that opens a transaction all answer, and the service stays healthy`, async () => {
  const server = await startTestServer({ ...TIGHT, DB_ACQUIRE_TIMEOUT_MS: '3000', TRUST_PROXY: 'true' });
  const { api: plain } = await newStudio(server);
  const api = withDeadline(plain);
  const anonymous = withDeadline(new Api(server.base));
  const clientId = await clientOf(api);
  const drafts = await Promise.all(range(BURST).map(() => draftOf(api, clientId)));
  const doomed = await Promise.all(range(BURST).map(() => draftOf(api, clientId)));
  const paid = await sentWithPayments(api, clientId, 0);
  const refundable = await sentWithPayments(api, clientId, BURST);
  const disputed = await sentWithPayments(api, clientId, BURST);
  for (const paymentId of disputed.paymentIds) {
    assert.equal((await api.post(`/invoices/${disputed.invoiceId}/payments/${paymentId}/dispute`, {})).status, 200);
  }
  const disputable = await sentWithPayments(api, clientId, BURST);

  const routes: [string, (i: number) => Promise<Response>][] = [
    ['POST /invoices', () => api.post('/invoices', { client_id: clientId, due_date: FUTURE, line_items: [{ name: 'Prints', quantity: 2, amount: 1500 }] })],
    // The request of the burst that wedged the service for good: it read through the pool inside its transaction.
    ['PUT /invoices/{id}', (i) => api.put(`/invoices/${drafts[i]}`, { client_id: clientId, notes: 'n' })],
    ['DELETE /invoices/{id}', (i) => api.delete(`/invoices/${doomed[i]}`)],
    ['POST /invoices/{id}/payments', () => api.post(`/invoices/${paid.invoiceId}/payments`, { amount: 100, payment_method: 'bank_transfer' })],
    ['POST …/refund', (i) => api.post(`/invoices/${refundable.invoiceId}/payments/${refundable.paymentIds[i]}/refund`, {})],
    ['POST …/dispute', (i) => api.post(`/invoices/${disputable.invoiceId}/payments/${disputable.paymentIds[i]}/dispute`, {})],
    ['POST …/dispute/resolve', (i) => api.post(`/invoices/${disputed.invoiceId}/payments/${disputed.paymentIds[i]}/dispute/resolve`, { outcome: 'won' })],
    [
      'POST /auth/signup',
      (i) =>
        anonymous.post('/auth/signup', { studio_name: `Burst ${i}`, email: `burst-${i}-${Date.now()}@example.test`, password: 'correct horse battery' }, {
          'x-forwarded-for': `10.9.${i >> 8}.${i & 255}`,
        }),
    ],
  ];
  const answered = new Map<string, number[]>();
  for (const [route, request] of routes) {
    const { statuses, ms } = await burst(range(BURST).map((i) => () => request(i)));
    assertAllAnswered(route, statuses);
    assert.ok(ms < 15_000, `${route}: the burst is answered within seconds (${Math.round(ms)} ms)`);
    assert.ok(statuses.some((status) => status < 300), `${route}: some of the burst succeeds`);
    await assertHealthy(server, api);
    answered.set(route, statuses);
  }
  // What succeeded took effect; what was refused did not.
  const edits = answered.get('PUT /invoices/{id}')!;
  for (const [i, id] of drafts.entries()) {
    const { body } = await api.get(`/invoices/${id}`);
    assert.equal(body.data.notes, edits[i] === 200 ? 'n' : null, `draft ${i} answered ${edits[i]}`);
  }
});

test('a stalled database costs 503s within the configured bounds, not a hang; forwarding again, the service recovers within seconds', async () => {
  const { proxy, server, api } = await behindProxy();
  await clientOf(api);
  const couponId = await couponOf(api);

  proxy.stall();
  try {
    const health = await timed(() => fetch(`${server.origin}/healthz`));
    assert.equal(health.value.status, 200, '/healthz never touches the database');
    const ready = await timed(() => fetch(`${server.origin}/readyz`));
    assert.equal(ready.value.status, 503);
    assert.ok(ready.ms < 1_500, `/readyz answers within a second (${Math.round(ready.ms)} ms)`);

    const { statuses, ms } = await burst([
      ...range(10).map(() => () => api.get('/clients')),
      ...range(10).map(() => () => api.post('/clients', { first_name: 'Stalled' })),
      ...range(5).map(() => () => api.get(`/coupons/${couponId}`)),
    ]);
    assert.deepEqual(countBy(statuses), { 503: 25 }, 'every request is told the service is unavailable');
    // Acquisition (1 s) + the client's query timeout (statement 1 s + 1 s grace), with room for a loaded machine.
    assert.ok(ms < 8_000, `answered within the configured bounds (${Math.round(ms)} ms)`);
    const refused = await api.get('/clients');
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '1');
    assert.equal(refused.body.error, 'service_unavailable');
  } finally {
    proxy.resume();
  }
  const recovered = await timed(() => untilAnswered(api, 200));
  assert.ok(recovered.ms < 5_000, `recovered within seconds (${Math.round(recovered.ms)} ms)`);
  await assertHealthy(server, api);
  await proxy.stop();
});

test('requests already holding a connection when the database stalls end by their deadline, not the statement timeout', async () => {
  // A statement may run 10 s, as by default; a request may wait on the database 1.5 s in all.
  const { proxy, server, api } = await behindProxy({ DB_STATEMENT_TIMEOUT_MS: '10000', DB_REQUEST_DEADLINE_MS: '1500' });
  await clientOf(api);
  const couponId = await couponOf(api);
  await assertHealthy(server, api);

  proxy.stall();
  try {
    // The pool's two connections are idle and open: the first requests take them and their queries stall.
    const answers = await Promise.all([
      ...range(3).map(() => timed(() => api.get('/clients'))),
      ...range(3).map(() => timed(() => api.post('/clients', { first_name: 'Stalled' }))),
      ...range(3).map(() => timed(() => api.get(`/coupons/${couponId}`))),
    ]);
    assert.deepEqual(countBy(answers.map(({ value }) => value.status)), { 503: 9 });
    const slowest = Math.max(...answers.map(({ ms }) => ms));
    // The deadline (1.5 s) with room for a loaded machine, far below the 11 s of a statement's own bound.
    assert.ok(slowest < 5_000, `every request answered by its deadline (slowest ${Math.round(slowest)} ms)`);
  } finally {
    proxy.resume();
  }
  await untilAnswered(api, 200);
  await proxy.stop();
});

test('a database that goes away mid-run answers 503 at once, and everything works again within seconds of its return', async () => {
  const { proxy, server, api } = await behindProxy();
  const clientId = await clientOf(api);
  const draft = await draftOf(api, clientId);
  const couponId = await couponOf(api);

  const running = Promise.all(range(40).map((i) => (i % 2 ? api.get(i % 3 ? '/clients' : `/coupons/${couponId}`) : api.put(`/invoices/${draft}`, { notes: `n${i}` }))));
  await proxy.stop();
  assertAllAnswered('mixed load across the outage', (await running).map((res) => res.status));

  const down = await timed(() =>
    Promise.all([api.get('/clients'), api.put(`/invoices/${draft}`, { notes: 'down' }), fetch(`${server.origin}/readyz`), api.get(`/coupons/${couponId}`)]));
  assert.deepEqual(
    down.value.map((res) => res.status),
    [503, 503, 503, 503],
  );
  assert.equal(down.value[1].body.error.code, 'service_unavailable', 'in the invoice area shape');
  assert.ok(down.ms < 3_000, `an unreachable database is reported quickly (${Math.round(down.ms)} ms)`);

  await proxy.start();
  const back = await timed(() => untilAnswered(api, 200));
  assert.ok(back.ms < 5_000, `recovered within seconds (${Math.round(back.ms)} ms)`);
  assert.equal((await api.put(`/invoices/${draft}`, { notes: 'back' })).body.data.notes, 'back');
  assert.equal((await api.get(`/coupons/${couponId}`)).body.data.id, couponId);
  await assertHealthy(server, api);
  await proxy.stop();
});

test('a lock held elsewhere costs a 503 after lock_timeout, not a wait as long as the lock', async () => {
  const url = await testDatabase();
  const server = await startTestServer({ ...TIGHT, DATABASE_URL: url });
  const { api: plain } = await newStudio(server);
  const api = withDeadline(plain);
  await clientOf(api);
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE clients IN ACCESS EXCLUSIVE MODE');
    const blocked = await timed(() => api.get('/clients'));
    assert.equal(blocked.value.status, 503);
    assert.ok(blocked.ms < 3_000, `refused after lock_timeout (${Math.round(blocked.ms)} ms)`);
    const ready = await timed(() => fetch(`${server.origin}/readyz`));
    assert.equal(ready.value.status, 200, 'a locked table does not make the service unready');
    assert.ok(ready.ms < 1_000);
  } finally {
    await holder.query('ROLLBACK');
    await holder.end();
  }
  assert.equal((await api.get('/clients')).status, 200);
});

/** A server whose database connections go through a proxy the test can stall and cut. */
async function behindProxy(env: Record<string, string> = {}): Promise<{ proxy: TcpProxy; server: TestServer; api: Api }> {
  const direct = new URL(await testDatabase());
  const proxy = new TcpProxy(direct.hostname, Number(direct.port));
  await proxy.start();
  const server = await startTestServer({ ...TIGHT, ...env, DATABASE_URL: proxy.proxied(direct.toString()) });
  const { api } = await newStudio(server);
  return { proxy, server, api: withDeadline(api) };
}

/** Retries every 100 ms until the client list answers `status`; gives up after 20 s. */
async function untilAnswered(api: Api, status: number): Promise<void> {
  const giveUp = Date.now() + 20_000;
  while (Date.now() < giveUp) {
    if ((await api.get('/clients')).status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`the service did not answer ${status} again`);
}

test('inside a transaction the pool refuses queries and new transactions, so a second connection per request cannot be taken', async () => {
  const server = await startTestServer({ DB_POOL_SIZE: '2' });
  const { db } = server.database;
  // Drizzle wraps what the driver throws.
  const refused = (error: Error) => error instanceof PoolUsedInsideTransaction || error.cause instanceof PoolUsedInsideTransaction;
  await assert.rejects(db.transaction(async () => db.execute(sql`SELECT 1`)), refused);
  await assert.rejects(db.transaction(async () => db.transaction(async (tx) => tx.execute(sql`SELECT 1`))), refused);
  // Through the transaction, and after it, the same reads work.
  assert.deepEqual((await db.transaction(async (tx) => tx.execute(sql`SELECT 1 AS one`))).rows, [{ one: 1 }]);
  assert.deepEqual((await db.execute(sql`SELECT 1 AS one`)).rows, [{ one: 1 }]);
});
