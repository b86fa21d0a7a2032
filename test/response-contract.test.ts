/**
 * Every test server checks its answers against the served OpenAPI document (test/helpers.ts). These
 * tests show the check refuses what a validating client would: a value the schema forbids, a status the
 * operation does not list, a Content-Type the status does not describe; and lets the rest through. It
 * also checks that a route whose answers `JSON.stringify` writes (`builtToShape`) built each in its
 * schema's exact shape.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { buildApp } from '../src/app.js';
import { AREA_ROUTES, type AreaRoutes } from '../src/areas.js';
import type { ResponseViolation } from '../src/platform/response-contract.js';
import { Described, Nullable, StringEnum, errorResponses } from '../src/platform/schemas.js';
import { builtToShape } from '../src/platform/serialization.js';
import { newStudio, startTestServer } from './helpers.js';

const server = await startTestServer();

const route = { access: 'photographer', area: 'standard' } as const;
const Answer = Type.Object({
  size: Described(Nullable(StringEnum(['original', 'web'])), 'The size, or null for a video.'),
  count: Type.Integer({ description: 'How many.' }),
});

/** Routes that answer whatever the query asks for, documented as `Answer` with 200 and the usual errors. */
const contractProbe: AreaRoutes = (api) => {
  api.get('/contract-probe', {
    schema: {
      tags: ['service'],
      operationId: 'probeContract',
      summary: 'Probe',
      description: 'Answers as told.',
      querystring: Type.Object({ answer: Type.String({ description: 'What to answer.' }) }),
      response: { 200: Answer, ...errorResponses(route, 'GET') },
    },
    config: route,
  }, async (req, reply: FastifyReply) => {
    const { answer } = req.query as { answer: string };
    if (answer === 'null-size') return { size: null, count: 1 };
    if (answer === 'bad-size') return { size: 'huge', count: 1 };
    if (answer === 'teapot') return reply.code(418).send({ error: 'teapot', message: 'I am a teapot.' });
    if (answer === 'text') return reply.type('text/plain').send('plain words');
    return { size: 'web', count: 2 };
  });
  api.get('/contract-probe/shaped', {
    schema: {
      tags: ['service'],
      operationId: 'probeShapedContract',
      summary: 'Probe of an answer built to its shape',
      description: 'Answers as told, written by JSON.stringify.',
      querystring: Type.Object({ answer: Type.String({ description: 'What to answer.' }) }),
      response: { 200: builtToShape(Answer), ...errorResponses(route, 'GET') },
    },
    config: route,
  }, async (req) => {
    const { answer } = req.query as { answer: string };
    if (answer === 'extra') return { size: 'web', count: 2, secret: 'kept out of the schema' };
    if (answer === 'reordered') return { count: 2, size: 'web' };
    if (answer === 'count-as-text') return { size: 'web', count: '2' };
    return { size: null, count: 2 };
  });
};

async function checkedApp() {
  const violations: ResponseViolation[] = [];
  const { app } = await buildApp({
    config: server.config,
    database: server.database,
    areaRoutes: [...AREA_ROUTES, contractProbe],
    runJobs: false,
    onResponseViolation: (violation) => violations.push(violation),
  });
  after(() => app.close());
  return { app, violations };
}

test('an answer the document allows passes, a null in a nullable enum among them', async () => {
  const { app, violations } = await checkedApp();
  const { token } = await newStudio(server);
  const headers = { authorization: `Bearer ${token}` };
  for (const answer of ['fine', 'null-size']) {
    const res = await app.inject({ url: `/api/v1/contract-probe?answer=${answer}`, headers });
    assert.equal(res.statusCode, 200);
  }
  const invalid = await app.inject({ url: '/api/v1/contract-probe?unknown=1', headers });
  assert.equal(invalid.statusCode, 400, 'a documented error passes too');
  assert.deepEqual(violations, []);
});

test('a value outside the schema, an undocumented status and an undocumented Content-Type are each reported', async () => {
  const { app, violations } = await checkedApp();
  const { token } = await newStudio(server);
  const headers = { authorization: `Bearer ${token}` };
  for (const answer of ['bad-size', 'teapot', 'text']) await app.inject({ url: `/api/v1/contract-probe?answer=${answer}`, headers });
  assert.deepEqual(
    violations.map(({ operation, status, problem }) => ({ operation, status, problem })),
    [
      { operation: 'GET /api/v1/contract-probe', status: 200, problem: '/size must be equal to one of the allowed values' },
      { operation: 'GET /api/v1/contract-probe', status: 418, problem: 'status 418 is not among the documented 200, 400, 401, 403, 429, 500, 503' },
      { operation: 'GET /api/v1/contract-probe', status: 200, problem: 'Content-Type text/plain is not among the documented application/json' },
    ],
  );
  assert.ok(violations.every((violation) => violation.requestId.length > 0), 'each names the request, to find it in the log');
});

test('the served document is the one checked: an operation of a real area with an error answer', async () => {
  const { app, violations } = await checkedApp();
  const { token } = await newStudio(server);
  const res = await app.inject({ url: '/api/v1/coupons/cou_000000000000000000000000000000', headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.statusCode, 404);
  const document = (await app.inject({ url: '/api/v1/openapi.json' })).json();
  assert.ok(document.paths['/api/v1/coupons/{coupon_id}'].get.responses['404'], 'the 404 is documented');
  assert.deepEqual(violations, []);
});

test('an answer built to its shape passes; one with a property the schema lacks, another order or a number as text is reported', async () => {
  const { app, violations } = await checkedApp();
  const { token } = await newStudio(server);
  const headers = { authorization: `Bearer ${token}` };
  const fine = await app.inject({ url: '/api/v1/contract-probe/shaped?answer=fine', headers });
  assert.equal(fine.body, '{"size":null,"count":2}');
  assert.equal(violations.length, 0, 'an answer built to its shape passes');
  const written: Record<string, string> = {};
  for (const answer of ['extra', 'reordered', 'count-as-text']) {
    written[answer] = (await app.inject({ url: `/api/v1/contract-probe/shaped?answer=${answer}`, headers })).body;
  }
  assert.deepEqual(written, {
    extra: '{"size":"web","count":2,"secret":"kept out of the schema"}',
    reordered: '{"count":2,"size":"web"}',
    'count-as-text': '{"size":"web","count":"2"}',
  }, 'JSON.stringify writes the value as built: only the check stands between it and the wire');
  assert.deepEqual(
    violations.map(({ operation, problem }) => ({ operation, shape: problem.startsWith('not built to its schema\'s shape: at character ') })),
    [
      // Each answer's shape, the number as text also breaking the document's integer (the extra property
      // and the order do not: the document allows both).
      { operation: 'GET /api/v1/contract-probe/shaped', shape: true },
      { operation: 'GET /api/v1/contract-probe/shaped', shape: true },
      { operation: 'GET /api/v1/contract-probe/shaped', shape: true },
      { operation: 'GET /api/v1/contract-probe/shaped', shape: false },
    ],
  );
});
