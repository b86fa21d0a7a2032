/**
 * Event streams as HTTP connections: kept open by heartbeats past the server's timeouts, bounded per
 * credential and per instance, freed when the client leaves or stops reading, ended by shutdown,
 * and never holding a database connection.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { once } from 'node:events';
import { eventually, newStudio, range, startTestServer } from '../../../test/helpers.js';
import { clientToken, EVENTS_PATH, instancesOnOneDatabase, openStream, publishOn, typesOf } from '../../../test/support/live-events.js';
import { DEADLINE_MS } from '../../../test/support/sse.js';
import { LISTENER_APPLICATION_NAME } from './live-events.js';
import { JOB_QUEUE_APPLICATION_NAME } from '../jobs/queue.js';

test('a quiet stream gets heartbeats and outlives the request and idle timeouts', async () => {
  const [server] = await instancesOnOneDatabase(1, { HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_IDLE_TIMEOUT_MS: '1000', LIVE_EVENTS_HEARTBEAT_MS: '200' });
  const studio = await newStudio(server);
  const stream = await openStream(server, studio.token);
  assert.equal(stream.headers['content-type'], 'text/event-stream');
  assert.equal(stream.headers['cache-control'], 'no-cache');
  assert.equal(stream.headers['x-accel-buffering'], 'no');
  assert.ok(stream.headers['x-request-id'], 'the stream carries the request id like any answer');
  await stream.until(() => stream.retry !== null, 'the retry hint');
  assert.equal(stream.retry, 3000);
  // 15 heartbeats 200 ms apart: three times as long as either timeout.
  await stream.until(() => stream.comments.filter((c) => c === 'keep-alive').length >= 15, '15 heartbeats');
  await publishOn(server, { studioId: studio.studio.id, clientId: null, type: 'still.open', data: {} });
  await stream.eventCount(1);
  assert.deepEqual(typesOf(stream), ['still.open']);
});

test('streams beyond the per-credential bound are 429 and beyond the instance bound 503, in the conversations shape', async () => {
  const [server] = await instancesOnOneDatabase(1, { LIVE_EVENTS_MAX_STREAMS_PER_CREDENTIAL: '2', LIVE_EVENTS_MAX_STREAMS: '3' });
  const [a, b, c] = [await newStudio(server), await newStudio(server), await newStudio(server)];
  const held = [await openStream(server, a.token), await openStream(server, a.token)];
  const third = await openStream(server, a.token);
  await third.closedByServer();
  assert.equal(third.status, 429);
  assert.equal(JSON.parse(third.body()).code, 'TOO_MANY_STREAMS');
  assert.ok(Number(third.headers['retry-after']) > 0);
  assert.equal((await openStream(server, b.token)).status, 200);
  const full = await openStream(server, c.token);
  await full.closedByServer();
  assert.equal(full.status, 503);
  assert.equal(JSON.parse(full.body()).code, 'SERVICE_UNAVAILABLE');
  assert.ok(Number(full.headers['retry-after']) > 0);
  held[0].close();
  await eventually(() => server.app.liveEvents.openStreams === 2, 'the closed stream to be forgotten');
  assert.equal((await openStream(server, a.token)).status, 200, 'the slot of a closed stream is free again');
});

test('a stream closed by its client frees its subscription', async () => {
  const [server] = await instancesOnOneDatabase(1);
  const studio = await newStudio(server);
  const x = await clientToken(server, studio.studio.id);
  const streams = [await openStream(server, studio.token), await openStream(server, studio.token), await openStream(server, x.token)];
  assert.equal(server.app.liveEvents.subscriptions, 3);
  for (const stream of streams) stream.close();
  await eventually(() => server.app.liveEvents.subscriptions === 0 && server.app.liveEvents.openStreams === 0, 'every subscription to go');
});

test('a client that stops reading is dropped once its backlog passes the bound; the other streams get every event', async () => {
  const [server] = await instancesOnOneDatabase(1, { LIVE_EVENTS_MAX_BUFFERED_BYTES: String(1024 * 1024) });
  const studio = await newStudio(server);
  const reader = await openStream(server, studio.token);
  const stalled = await stalledStream(server.origin, studio.token);
  assert.equal(server.app.liveEvents.openStreams, 2);
  const big = 'x'.repeat(256 * 1024);
  let published = 0;
  // The kernel's socket buffers take some megabytes before the service has to hold any.
  while (server.app.liveEvents.openStreams === 2 && published < 400) {
    await publishOn(server, { studioId: studio.studio.id, clientId: null, type: 'big.event', data: { big } });
    published += 1;
    await reader.eventCount(published);
  }
  assert.equal(server.app.liveEvents.openStreams, 1, `the stalled stream was still open after ${published} events of 256 KiB`);
  // Reading again, the client finds what the kernel held, then the end of the connection.
  stalled.resume();
  await Promise.race([once(stalled, 'close'), deadline(DEADLINE_MS, 'the dropped connection to close')]);
  assert.equal(reader.events.length, published);
});

test('app.close() ends open streams promptly and closes the LISTEN connection', async () => {
  const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const studio = await newStudio(server);
  const streams = await Promise.all(range(5).map(() => openStream(server, studio.token)));
  // The first subscription starts the LISTEN connection without waiting for it: it opens soon after.
  await eventually(async () => (await listeners(server.database.pool)) === 1, 'the LISTEN connection to open');
  const closed = server.app.close();
  await Promise.race([closed, deadline(DEADLINE_MS, 'app.close() with open streams')]);
  await Promise.all(streams.map((stream) => stream.closedByServer()));
  await eventually(async () => (await listeners(server.database.pool)) === 0, 'the LISTEN connection to close');
});

test('50 open streams hold no database connection: the pool of 5 stays free for requests', async () => {
  const [server] = await instancesOnOneDatabase(1, { DB_POOL_SIZE: '5', LIVE_EVENTS_MAX_STREAMS_PER_CREDENTIAL: '100' });
  const studio = await newStudio(server);
  const x = await clientToken(server, studio.studio.id);
  const streams = await Promise.all(range(50).map((n) => openStream(server, n % 5 === 0 ? x.token : studio.token)));
  assert.ok(streams.every((stream) => stream.status === 200));
  await publishOn(server, { studioId: studio.studio.id, clientId: x.clientId, type: 'for.everyone', data: {} });
  await Promise.all(streams.map((stream) => stream.eventCount(1)));
  const pool = server.database.pool;
  assert.equal(pool.totalCount - pool.idleCount, 0, 'no pool connection is checked out');
  assert.equal(pool.waitingCount, 0);
  // The job queue's connections are a pool of their own, which requests never use.
  const { rows } = await pool.query<{ listeners: number; sessions: number }>(
    `SELECT count(*) FILTER (WHERE application_name = $1)::int AS listeners, count(*)::int AS sessions
     FROM pg_stat_activity WHERE datname = current_database() AND application_name IS DISTINCT FROM $2`,
    [LISTENER_APPLICATION_NAME, JOB_QUEUE_APPLICATION_NAME],
  );
  assert.deepEqual(rows[0].listeners, 1);
  assert.ok(rows[0].sessions <= 5 + 1, `${rows[0].sessions} sessions: at most the pool's 5 and the listener`);
  const ready = await fetch(`${server.origin}/readyz`);
  assert.equal(ready.status, 200);
});

// ---------------------------------------------------------------------------------------------

/** A stream whose client reads the response headers, then nothing more. */
async function stalledStream(origin: string, token: string): Promise<net.Socket> {
  const { port } = new URL(origin);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`GET /api/v1${EVENTS_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`);
  const [head] = (await Promise.race([once(socket, 'data'), deadline(DEADLINE_MS, 'the stalled stream to open')])) as [Buffer];
  assert.match(head.toString('latin1'), /^HTTP\/1\.1 200/);
  socket.pause();
  return socket;
}

async function listeners(pool: import('pg').Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
    [LISTENER_APPLICATION_NAME],
  );
  return rows[0].n;
}

function deadline(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms).unref());
}
