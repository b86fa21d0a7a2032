/**
 * Hostile clients: what a caller can send to hold the server, crash it or poison what it answers
 * others. Each case here answered a 500, hung, or leaked before it was fixed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { Api, eventually, newStudio, startTestServer } from './helpers.js';
import { loggableError } from '../src/platform/observability.js';

const server = await startTestServer({ HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_IDLE_TIMEOUT_MS: '1500', HTTP_MAX_CONNECTIONS: '40' });
const owner = await newStudio(server);
const { port } = new URL(server.origin);

/** Writes `request` on a raw socket and collects what comes back until the server closes it. */
function rawExchange(request: string | Buffer, options: { trickle?: Buffer; timeoutMs?: number } = {}): Promise<{ text: string; ms: number; closed: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let text = '';
    let trickling: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(trickling);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, ms: performance.now() - started, closed });
    };
    const giveUp = setTimeout(() => finish(false), options.timeoutMs ?? 10_000);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
    socket.write(request);
    if (options.trickle) {
      let sent = 0;
      const trickle = options.trickle;
      trickling = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle.subarray(sent, ++sent));
      }, 250);
    }
  });
}

const statusOf = (raw: string) => Number(raw.split(' ', 2)[1]);
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

function nested(depth: number, leaf: string): string {
  return '['.repeat(depth) + leaf + ']'.repeat(depth);
}

test('a body nested thousands of levels deep is 400 invalid_json, never a stack overflow', async () => {
  for (const depth of [3_000, 5_000, 100_000]) {
    const res = await owner.api.post('/clients', nested(depth, '"\\u0000"'));
    assert.equal(res.status, 400, `depth ${depth}`);
    assert.equal(res.body.error, 'invalid_json');
    assert.match(res.body.message, /64 levels/);
  }
  // Within the limit, the field is still named, and briefly.
  const shallow = await owner.api.post('/clients', { first_name: JSON.parse(nested(60, '"\\u0000"')) });
  assert.equal(shallow.status, 422);
  assert.deepEqual(Object.keys(shallow.body.details), [`first_name${'.0'.repeat(60)}`]);
});

test('a NUL under a key of 100 000 characters is 422 naming a field of bounded length', async () => {
  const key = 'k'.repeat(100_000);
  const res = await owner.api.post('/clients', `{"first_name":"A","address_info":{"${key}":"\\u0000"}}`);
  assert.equal(res.status, 422);
  for (const field of Object.keys(res.body.details)) assert.ok(field.length <= 201, `field name of ${field.length} characters`);
});

test('a megabyte of unknown keys answers a 422 of a few kilobytes', async () => {
  const body: Record<string, string> = { first_name: 'Ada' };
  for (let i = 0; i < 16_000; i++) body[`unknown_field_${i}`] = 'x'.repeat(40);
  const text = JSON.stringify(body);
  assert.ok(text.length > 900_000 && text.length < 1024 * 1024);
  const res = await owner.api.send('POST', '/clients', text);
  assert.equal(res.status, 422);
  assert.equal(Object.keys(res.body.details).length, 50);
  assert.ok(JSON.stringify(res.body).length < 10_000);
});

test('a body sent a byte at a time is cut off after the request timeout with 408 in the area shape', async () => {
  const head = `POST /api/v1/clients HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${owner.token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
  const res = await rawExchange(head, { trickle: Buffer.from('{"first_name":"slow"'.padEnd(100, ' ')) });
  assert.ok(res.closed, 'the server closed the connection');
  assert.ok(res.ms < 5_000, `within the 1.5 s timeout and its 1 s check (${Math.round(res.ms)} ms)`);
  assert.equal(statusOf(res.text), 408);
  assert.equal(bodyOf(res.text).error, 'request_timeout');
});

test('an idle connection is closed after the idle timeout', async () => {
  const res = await rawExchange('', { timeoutMs: 8_000 });
  assert.ok(res.closed, 'closed by the server');
  assert.ok(res.ms < 6_000, `closed after ${Math.round(res.ms)} ms`);
});

/**
 * Opens a connection and asks it for /healthz: its status line once the answer comes (the connection
 * stays open, holding its place), or `refused` when the server closes it without answering.
 */
function askOnNewConnection(): Promise<{ socket: net.Socket; outcome: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
    socket.once('data', (chunk) => resolve({ socket, outcome: chunk.toString('latin1').split('\r\n', 1)[0] }));
    socket.once('close', () => resolve({ socket, outcome: 'refused' }));
    socket.on('error', () => {});
  });
}

/** The connections the server holds, as it counts them against HTTP_MAX_CONNECTIONS. */
function openConnections(): Promise<number> {
  return new Promise((resolve, reject) => server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

test('connections past HTTP_MAX_CONNECTIONS are refused, and the server serves again once they go', async () => {
  const asked = await Promise.all(Array.from({ length: 60 }, askOnNewConnection));
  const outcomes = asked.map(({ outcome }) => outcome);
  const refused = outcomes.filter((outcome) => outcome === 'refused').length;
  assert.ok(refused >= 20, `${refused} of 60 connections refused with a cap of 40`);
  assert.deepEqual(new Set(outcomes), new Set(['refused', 'HTTP/1.1 200 OK']), 'the connections within the cap are served');
  for (const { socket } of asked) socket.destroy();
  await eventually(async () => (await openConnections()) < server.config.http.maxConnections, 'the server to let go of the closed connections');
  assert.equal((await owner.api.get('/coupons')).status, 200);
});

test('headers too large are 431, and a byte that is not HTTP 400, both in the area shape', async () => {
  const big = await rawExchange(`GET /api/v1/invoices HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
  assert.equal(statusOf(big.text), 431);
  assert.equal(bodyOf(big.text).error.code, 'request_header_fields_too_large', 'the invoice area shape');
  assert.match(big.text, /x-content-type-options: nosniff/i);

  const badByte = await rawExchange(Buffer.from('GET /api/v1/coupons\x01x HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'));
  assert.equal(statusOf(badByte.text), 400);
  assert.equal(bodyOf(badByte.text).error, 'invalid_request');
});

test('numbers in a query are plain decimals: page=1e3, 0x10 or " 2" are 400 naming page', async () => {
  for (const page of ['1e3', '0x10', '%202', '2.0']) {
    const res = await owner.api.get(`/clients?page=${page}`);
    assert.equal(res.status, 400, page);
    assert.deepEqual(Object.keys(res.body.details), ['page']);
  }
  assert.equal((await owner.api.get('/clients?page=1000')).status, 200);
});

test('every answer carries the security headers; API answers are never stored', async () => {
  const answers = [
    await owner.api.get('/clients'),
    await owner.api.get('/clients/download_csv'),
    await owner.api.get('/no_such_route'),
    await new Api(server.base).get('/clients'),
    await new Api(server.base).post('/auth/login', { email: owner.email, password: owner.password }),
  ];
  for (const res of answers) {
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(res.headers.get('cache-control'), 'no-store');
  }
  const docs = await fetch(`${server.origin}/docs`);
  assert.equal(docs.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(docs.headers.get('x-frame-options'), 'DENY');
});

test('a forged Host header never reaches links or csv_url', async () => {
  const res = await rawExchange(`GET /api/v1/clients HTTP/1.1\r\nHost: evil.example\r\nAuthorization: Bearer ${owner.token}\r\nConnection: close\r\n\r\n`);
  assert.equal(statusOf(res.text), 200);
  assert.doesNotMatch(res.text, /evil\.example/);
  assert.match(res.text, new RegExp(`"csv_url":"http://127\\.0\\.0\\.1:${port}/api/v1/clients/download_csv`));
});

test('an unknown route answers with the rate-limit headers like any other', async () => {
  const res = await owner.api.get('/no_such_route');
  assert.equal(res.status, 404);
  assert.ok(Number(res.headers.get('x-ratelimit-limit')) > 0);
  assert.ok(res.headers.get('x-ratelimit-remaining') !== null);
  assert.ok(res.headers.get('x-ratelimit-reset') !== null);
});

test('a database error is logged without its parameters or the row it was about', async () => {
  const secret = 'digest-that-must-not-be-logged';
  const failures = await Promise.all([
    server.database.db.execute(sql`SELECT ${secret}::int`).catch((error: unknown) => error),
    server.database.db.execute(sql`SELECT 1 / 0 WHERE ${secret} IS NOT NULL`).catch((error: unknown) => error),
    server.database.db
      .execute(sql`WITH t(email) AS (VALUES (${secret}), (${secret})) SELECT 1 FROM t GROUP BY email HAVING (SELECT ${secret}::int) > 0`)
      .catch((error: unknown) => error),
  ]);
  for (const failure of failures) {
    assert.ok(failure instanceof Error);
    assert.match(JSON.stringify(failure, Object.getOwnPropertyNames(failure)) + String((failure as Error).message), new RegExp(secret), 'the raw error carries it');
    const logged = JSON.stringify(loggableError(failure));
    assert.doesNotMatch(logged, new RegExp(secret));
    assert.match(logged, /"code":"22|Failed query/);
  }
});
