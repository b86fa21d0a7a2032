import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { Api, newStudio, startTestServer } from './helpers.js';
import { buildApp, openApiDocument } from '../src/app.js';
import { AREA_ROUTES, type AreaRoutes } from '../src/areas.js';

const server = await startTestServer();
const anonymous = new Api(server.origin);

test('healthz and readyz answer without a credential', async () => {
  const health = await anonymous.get('/healthz');
  assert.equal(health.status, 200);
  assert.deepEqual(health.body, { status: 'ok' });
  const ready = await anonymous.get('/readyz');
  assert.equal(ready.status, 200);
  assert.deepEqual(ready.body, { status: 'ready' });
});

test('metrics expose request counts by route pattern in the Prometheus format', async () => {
  const { api } = await newStudio(server);
  await api.get('/coupons/cou_000000000000000000000000000000');
  await api.get('/coupons/cou_000000000000000000000000000001');
  await api.get('/no-such-thing');
  const res = await fetch(`${server.origin}/metrics`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type')!, /text\/plain/);
  const text = await res.text();
  const route = 'method="GET",route="/api/v1/coupons/:coupon_id"';
  assert.ok(text.includes(`http_requests_total{${route},status="404"} 2\n`), text);
  assert.ok(text.includes('http_requests_total{method="GET",route="unmatched",status="404"} 1\n'), 'a path no route matched');
  assert.ok(text.includes('# TYPE http_request_duration_seconds histogram\n'));
  const buckets = [...text.matchAll(new RegExp(`^http_request_duration_seconds_bucket\\{le="([^"]+)",${route.replaceAll('/', '\\/')}\\} (\\d+)$`, 'gm'))];
  assert.equal(buckets.length, 12, 'eleven bounds and +Inf');
  assert.equal(buckets.at(-1)?.[1], '+Inf');
  assert.equal(buckets.at(-1)?.[2], '2', 'the +Inf bucket holds every request');
  const counts = buckets.map((bucket) => Number(bucket[2]));
  assert.deepEqual(counts, [...counts].sort((a, b) => a - b), 'buckets are cumulative');
  assert.ok(text.includes(`http_request_duration_seconds_count{${route}} 2\n`));
  assert.match(text, new RegExp(`^http_request_duration_seconds_sum\\{${route.replaceAll('/', '\\/')}\\} 0\\.\\d+`, 'm'));
  assert.match(text, /process_cpu_user_seconds_total/);
});

test('metrics report how late the event loop ran, not the interval between its samples', async () => {
  const scrape = async () => {
    const text = await (await fetch(`${server.origin}/metrics`)).text();
    for (const statistic of ['min', 'max', 'mean', 'stddev', 'p50', 'p90', 'p99']) {
      assert.equal(text.split(`# TYPE nodejs_eventloop_lag_${statistic}_seconds gauge`).length, 2, `${statistic} is reported once`);
    }
    return Object.fromEntries([...text.matchAll(/^nodejs_eventloop_lag_(\w+)_seconds (\S+)$/gm)].map(([, name, value]) => [name, Number(value)]));
  };
  await scrape();
  await setTimeout(450);
  const idle = await scrape();
  // Samples are taken every 100 ms: an idle loop runs each about on time, not 100 ms late.
  assert.ok(idle.p50 < 0.05, `idle median delay ${idle.p50} s`);
  // A scrape starts a new interval, whose first sample only marks its start.
  await setTimeout(150);
  const stalled = Date.now();
  while (Date.now() - stalled < 300);
  await setTimeout(150);
  const afterStall = await scrape();
  assert.ok(afterStall.max >= 0.15, `a 300 ms stall shows as a delay of ${afterStall.max} s`);
});

test('metrics refuse a caller from another host unless METRICS_TOKEN lets it in', async () => {
  // Behind a trusted proxy the forwarded address is the caller's: a visitor's request is not loopback.
  const proxied = await startTestServer({ TRUST_PROXY: 'true' });
  const fromOutside = await fetch(`${proxied.origin}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
  assert.equal(fromOutside.status, 403);
  assert.equal((await fromOutside.json()).error, 'forbidden');
  const fromHere = await fetch(`${proxied.origin}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
  assert.equal(fromHere.status, 200);

  const token = 'metrics-0123456789abcdefghij';
  const guarded = await startTestServer({ METRICS_TOKEN: token });
  const { token: apiToken } = await newStudio(guarded);
  const statusWith = async (authorization?: string) =>
    (await fetch(`${guarded.origin}/metrics`, { headers: authorization ? { authorization } : {} })).status;
  assert.equal(await statusWith(), 401, 'loopback alone is not enough once a token is set');
  assert.equal(await statusWith(`Bearer ${token}x`), 401);
  assert.equal(await statusWith(`Bearer ${apiToken}`), 401, 'an API token is not the metrics token');
  assert.equal(await statusWith(`Bearer ${token}`), 200);
});

test('every response carries a request id, and a sane one sent by the caller is kept', async () => {
  const generated = await anonymous.get('/healthz');
  assert.match(generated.headers.get('x-request-id')!, /^req_[A-Za-z0-9]{13,}$/);
  const next = await anonymous.get('/healthz');
  assert.notEqual(next.headers.get('x-request-id'), generated.headers.get('x-request-id'), 'each request gets its own id');
  const kept = await anonymous.get('/healthz', { 'x-request-id': 'lb-1234:abc' });
  assert.equal(kept.headers.get('x-request-id'), 'lb-1234:abc');
  const replaced = await anonymous.get('/healthz', { 'x-request-id': 'bad id with spaces' });
  assert.match(replaced.headers.get('x-request-id')!, /^req_/);
});

test('the OpenAPI document is served and matches the committed openapi.json', async () => {
  const served = await anonymous.get('/api/v1/openapi.json');
  assert.equal(served.status, 200);
  assert.equal(served.body.openapi, '3.1.0');
  assert.ok(served.body.paths['/api/v1/coupons/{coupon_id}'].get);
  const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
  assert.deepEqual(
    JSON.parse(JSON.stringify(await openApiDocument(server.config))),
    committed,
    'openapi.json is out of date: run `npm run openapi` and commit the result',
  );
});

test('the docs page is served, with its script, from the module it loads at the first visit', async () => {
  const redirect = await fetch(`${server.origin}/docs`, { redirect: 'manual' });
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.get('location'), '/docs/');
  assert.equal(redirect.headers.get('content-type'), null);
  const res = await fetch(`${server.origin}/docs`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type')!, /text\/html/);
  const page = await res.text();
  assert.match(page, /openapi\.json/);
  assert.match(page, /<script src="js\/scalar\.js">/);
  const script = await fetch(`${server.origin}/docs/js/scalar.js`);
  assert.equal(script.status, 200);
  assert.match(script.headers.get('content-type')!, /javascript/);
  assert.ok((await script.text()).length > 1_000_000, 'the whole Scalar script');
});

test('an unknown route is 404 in the shape of the area its path belongs to', async () => {
  const { api } = await newStudio(server);
  const standard = await api.get('/nothing-here');
  assert.equal(standard.status, 404);
  assert.equal(standard.body.error, 'not_found');
  const invoices = await api.get('/invoices/nothing/here/either');
  assert.equal(invoices.status, 404);
  assert.equal(invoices.body.error.code, 'not_found');
  const summary = await api.get('/invoices_summary/nothing');
  assert.equal(summary.status, 404);
  assert.equal(summary.body.error.code, 'not_found');
});

test('a known path asked with a method it does not answer is 405 with Allow, in the area\'s shape', async () => {
  const { api } = await newStudio(server);
  const coupons = await api.delete('/coupons');
  assert.equal(coupons.status, 405);
  assert.equal(coupons.headers.get('allow'), 'GET, HEAD, POST');
  assert.equal(coupons.body.error, 'method_not_allowed');
  assert.match(coupons.body.message, /it answers GET, HEAD, POST/);
  const invoice = await api.post('/invoices/in_000000000000000000000000000000/');
  assert.equal(invoice.status, 405);
  assert.equal(invoice.headers.get('allow'), 'DELETE, GET, HEAD, PUT');
  assert.equal(invoice.body.error.code, 'method_not_allowed');
  const unknown = await api.delete('/nothing-here');
  assert.equal(unknown.status, 404, 'a path no route has stays 404');
});

/** The application with one more area's routes, answering through inject (no port). */
async function appWith(routes: AreaRoutes) {
  const { app } = await buildApp({ config: server.config, database: server.database, areaRoutes: [...AREA_ROUTES, routes] });
  after(() => app.close());
  return app;
}

test('a path no route matched answers in the shape its area\'s routes declare, learnt from the routes', async () => {
  const { api } = await newStudio(server);
  const res = await api.get('/conversations/1/nothing/here');
  assert.equal(res.status, 404);
  assert.equal(res.body.code, 'NOT_FOUND');
  assert.equal(typeof res.body.error, 'string');
  const undecodable = await server.app.inject({ url: '/api/v1/conversations/%E0%A4%A' });
  assert.equal(undecodable.statusCode, 400);
  assert.equal(undecodable.json().code, 'INVALID_REQUEST');
});

test('a route that does not declare its access or its area stops the start-up, naming it', async () => {
  await assert.rejects(
    appWith((api) => void api.get('/no-area', { config: { access: 'photographer' } as never }, async () => ({}))),
    /Route \/api\/v1\/no-area does not declare its area/,
  );
  await assert.rejects(
    appWith((api) => void api.get('/no-access', { config: { area: 'standard' } as never }, async () => ({}))),
    /Route \/api\/v1\/no-access does not declare its access/,
  );
  await assert.rejects(
    appWith((api) => void api.get('/invoices/elsewhere', { config: { access: 'photographer', area: 'standard' } }, async () => ({}))),
    /Routes under \/api\/v1\/invoices declare two areas/,
  );
});

test('paths answer with and without a trailing slash', async () => {
  const { api } = await newStudio(server);
  const { data } = (await api.post('/coupons', { code: 'SLASH', discount_type: 'percentage', discount_value: 5 })).body;
  assert.equal((await api.get(`/coupons/${data.id}/`)).status, 200);
  assert.equal((await api.get(`/coupons/${data.id}`)).status, 200);
  assert.equal((await api.get('/coupons/')).status, 200);
});
