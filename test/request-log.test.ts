import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { eventually, newStudio, startTestServer } from './helpers.js';

const server = await startTestServer();

/** The application with its log lines captured, as an operator's log shipper would read them. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (text: string) => lines.push(...text.split('\n').filter(Boolean).map((line) => JSON.parse(line))) };
  const logger = pino({ level: 'info', base: { service: 'studio' } }, stream);
  const { app } = await buildApp({ config: server.config, database: server.database, logger });
  after(() => app.close());
  const requestLines = () => lines.filter((line) => line.msg === 'request');
  return { app, lines, requestLines };
}

test('every request is one JSON line with its id, method, path, status, time and studio', async () => {
  const { app, lines, requestLines } = await loggedApp();
  const { token, studio } = await newStudio(server);
  const authorization = `Bearer ${token}`;
  const answers = await Promise.all([
    app.inject({ url: '/api/v1/coupons?page=1', headers: { authorization } }),
    app.inject({ url: '/api/v1/nothing-here', headers: { authorization } }),
    app.inject({ url: '/healthz' }),
  ]);
  await eventually(() => requestLines().length >= 3, 'the request lines, within a moment');
  const requests = requestLines();
  assert.equal(requests.length, 3, JSON.stringify(lines));
  for (const answer of answers) {
    const line = requests.find((entry) => entry.reqId === answer.headers['x-request-id']);
    assert.ok(line, `a line for ${answer.headers['x-request-id']}`);
    assert.equal(line.status, answer.statusCode);
    assert.equal(line.level, 30);
    assert.equal(line.service, 'studio');
    assert.equal(typeof line.time, 'number');
    assert.equal(typeof line.ms, 'number');
  }
  const coupons = requests.find((line) => line.url === '/api/v1/coupons?page=1');
  assert.deepEqual([coupons?.method, coupons?.status, coupons?.studio], ['GET', 200, studio.id]);
  assert.equal(requests.find((line) => line.url === '/api/v1/nothing-here')?.status, 404);
  assert.equal(requests.find((line) => line.url === '/healthz')?.studio, undefined, 'no studio without a credential');
});

test("a calendar feed's secret stays out of the request log, known or not: the route pattern stands in", async () => {
  const { app, lines, requestLines } = await loggedApp();
  const { caller } = await newStudio(server);
  const { url } = await server.services.calendarFeeds.create(caller, {}, server.origin);
  const secrets = [/([A-Za-z0-9]{43})\.ics$/.exec(url!)![1], 'A'.repeat(43)];
  const answers = await Promise.all(secrets.map((secret) => app.inject({ url: `/calendar/${secret}.ics` })));
  assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 404]);
  await eventually(() => requestLines().length >= 2, 'the request lines, within a moment');
  assert.deepEqual(requestLines().map((line) => line.url), ['/calendar/:file', '/calendar/:file']);
  for (const secret of secrets) assert.ok(!JSON.stringify(lines).includes(secret), 'the secret is in no line');
});

test('the lines of requests answered before the application closes are all written when it closes', async () => {
  const { app, requestLines } = await loggedApp();
  const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/healthz' })));
  assert.ok(answers.every((answer) => answer.statusCode === 200));
  await app.close();
  assert.deepEqual(
    requestLines().map((line) => line.reqId).sort(),
    answers.map((answer) => answer.headers['x-request-id']).sort(),
  );
});
