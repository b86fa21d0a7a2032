/**
 * Hostile requests generated from each route's path, query and access: malformed and unknown ids,
 * bad paging and filters, unknown methods, wrong content types, missing or invalid credentials, CSRF,
 * oversized bodies and idempotency keys.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomAlphanumeric } from '../../src/platform/ids.js';
import { areaOfUnknownPath, describe, problemsWith, type Case } from './answers.js';
import { accepted, idParams, pathOf, request, type RouteShape, type Target } from './route-matrix.js';
import { withField, type Field } from './schema-fields.js';
import { fieldCase, type BadInput } from './bad-input.js';
import { matrix, writeTargets } from './bad-input-bodies.js';
import { queryTests } from './bad-input-queries.js';

const MiB = 1024 * 1024;
const protectedTargets = (suite: BadInput<unknown>) => suite.targets.filter((t) => t.shape.access !== 'public');

export function requestTests(suite: BadInput<unknown>): void {
  matrix(suite, 'a malformed path id is 400 invalid_id naming the expected prefix, or number of digits', () => suite.targets.flatMap(malformedIds));

  matrix(suite, 'a well-formed id the studio does not have is 404 in its area: not_found, invoice_not_found, payment_not_found; an unowned one is accepted', () =>
    suite.targets.flatMap((target) => idParams(target).flatMap(({ name, shape, missing }) => {
      const expect = target.entry.unowned?.includes(name) ? accepted(target) : { status: 404, error: missing };
      return shape.unknown().map(([start, id]) => request(target, `missing ${shape.label} …${start}`, { path: pathOf(target, { [name]: id }), expect }));
    })));

  queryTests(suite);

  matrix(suite, 'a client-role (portal) token is 403 forbidden on every photographer route; the routes it may use answer', () =>
    protectedTargets(suite).map((target) => request(target, 'portal token', {
      // The `any` routes (me, logout, countries) answer 200 unless their records are another client's;
      // logout ends only sessions, so the token lives on.
      expect: target.shape.access === 'any' ? (target.entry.portal ?? { status: 200 }) : { status: 403, error: 'forbidden' },
      headers: { authorization: `Bearer ${suite.portalToken}` },
    })));

  matrix(suite, 'unknown methods on every route\'s path are 405 naming the methods it answers, in the area shape', () => unknownMethods(suite));
  matrix(suite, 'a body that is not sent as JSON is 415 where a body is read', () => contentTypes(suite));
  matrix(suite, 'a missing, malformed or unknown credential is 401 unauthenticated on every protected route', () => credentials(suite));

  if (protectedTargets(suite).length > 0) {
    test('writes with the session cookie but a wrong X-CSRF-Token are 403; reads with it are 200', async () => {
      const login = await suite.send({ method: 'POST', path: '/auth/login', body: JSON.stringify({ email: suite.owner.email, password: suite.owner.password }) });
      assert.equal(login.status, 200);
      await suite.expectAll(csrf(suite, String(login.headers['set-cookie']).split(';')[0]));
    });
  }

  matrix(suite, 'an Idempotency-Key over 255 characters is 400 on every POST; 255 is accepted', () =>
    suite.targets.filter((t) => t.shape.method === 'POST').flatMap((target) => [
      request(target, '256-character key', { headers: { 'idempotency-key': 'k'.repeat(256) }, expect: { status: 400 } }),
      request(target, '10k-character key', { headers: { 'idempotency-key': 'k'.repeat(10_000) }, expect: { status: 400 } }),
      ...(target.body ? [request(target, '255-character key', { headers: { 'idempotency-key': `${'k'.repeat(245)}${randomAlphanumeric(10)}` }, expect: accepted(target) })] : []),
    ]));

  if (writeTargets(suite).length > 0) {
    test('bodies above 1 MiB are 413 on every route that reads a body; exactly 1 MiB is read and validated', () => suite.expectAll(oversized(suite)));
  }

  const emails = suite.targets.flatMap((target) => (target.shape.body ?? []).filter((f) => f.format === 'email').map((field) => [target, field] as const));
  if (emails.length > 0) {
    test('an email crafted to make the format check backtrack is refused as fast as any long email', async () => {
      for (const [target, field] of emails) await backtracking(suite, target, field);
    });
  }
}

function malformedIds(target: Target): Case[] {
  // A payment's path takes two ids: each is checked, the other one valid.
  return idParams(target).flatMap(({ name, shape }) => {
    const cases = shape.malformed().map(([label, id]) => request(target, `${shape.label} with ${label}`, {
      path: pathOf(target, { [name]: id }),
      expect: { status: 400, error: 'invalid_id', message: shape.expected },
    }));
    // Not even decodable: still a 400 in the area's shape.
    for (const id of shape.undecodable()) {
      cases.push(request(target, `undecodable id ${id}`, { path: pathOf(target, { [name]: id }), expect: { status: 400, error: ['invalid_id', 'invalid_request'] } }));
    }
    return cases;
  });
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const matches = (shape: RouteShape, method: string, path: string) =>
  shape.method === method && new RegExp(`^${shape.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+')}(\\?|$)`).test(path);

/** Each method no route answers on the path of one of the area's routes: 405 naming those it answers (HEAD with GET). */
function unknownMethods(suite: BadInput<unknown>): Case[] {
  return suite.targets.flatMap((target) => {
    const path = pathOf(target);
    const answered = new Set(suite.shapes.filter((shape) => matches(shape, shape.method, path)).map((shape) => shape.method));
    if (answered.has('GET')) answered.add('HEAD');
    const allow = [...answered].sort().join(', ');
    return METHODS.filter((method) => !answered.has(method)).map((method) => ({
      label: `unknown method on ${target.shape.url}`, method, path, area: areaOfUnknownPath(path), headers: { authorization: `Bearer ${suite.owner.token}` },
      expect: { status: 405, error: 'method_not_allowed', message: `it answers ${allow}.` },
    }));
  });
}

function contentTypes(suite: BadInput<unknown>): Case[] {
  const types = [
    'text/plain', 'text/plain; charset=utf-8', 'multipart/form-data; boundary=xyz', 'application/x-www-form-urlencoded',
    'application/xml', 'text/json', 'application/octet-stream', '',
  ];
  const cases = writeTargets(suite).flatMap((target) => types.map((type) => request(target, `content-type ${JSON.stringify(type)}`, {
    body: target.body ? JSON.stringify(target.body()) : '{}',
    headers: { 'content-type': type },
    expect: target.body ? { status: 415, error: 'unsupported_media_type' } : undefined,
  })));
  // A charset parameter, or capitals, do not make JSON something else.
  for (const target of suite.targets.filter((t) => t.body)) {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      cases.push(request(target, type, { headers: { 'content-type': type }, expect: accepted(target) }));
    }
  }
  return cases;
}

function credentials(suite: BadInput<unknown>): Case[] {
  const bearer = `Bearer ${suite.owner.token}`;
  const wrong: [string, Record<string, string>][] = [
    ['no credential', {}], ['Bearer garbage', { authorization: 'Bearer garbage' }],
    ['Bearer with a 10k token', { authorization: `Bearer ${'x'.repeat(10_000)}` }], ['Bearer and nothing', { authorization: 'Bearer' }],
    ['Bearer and a space', { authorization: 'Bearer ' }], ['Basic scheme', { authorization: 'Basic dXNlcjpwYXNzd29yZA==' }],
    ['token without a scheme', { authorization: suite.owner.token }], ['token with trailing garbage', { authorization: `${bearer} extra` }],
    ['token one character off', { authorization: `${bearer.slice(0, -1)}${bearer.endsWith('a') ? 'b' : 'a'}` }],
    ['latin-1 token', { authorization: 'Bearer \u00e9t\u00e9' }], ['garbage session cookie', { cookie: 'session_cookie=garbage' }],
    ['10k session cookie', { cookie: `session_cookie=${'x'.repeat(10_000)}` }], ['empty session cookie', { cookie: 'session_cookie=' }],
    ['garbage cookie header', { cookie: ';;;==;' }],
  ];
  return protectedTargets(suite).flatMap((target) => wrong.map(([label, headers]) => {
    const c = request(target, label, { expect: { status: 401, error: 'unauthenticated' } });
    return { ...c, headers };
  }));
}

function csrf(suite: BadInput<unknown>, cookie: string): Case[] {
  return protectedTargets(suite).flatMap((target) => {
    if (target.shape.method === 'GET') return [{ ...request(target, 'cookie'), headers: { cookie }, expect: { status: 200 } }];
    return ([['no CSRF token', undefined], ['garbage CSRF token', 'garbage'], ['10k CSRF token', 'x'.repeat(10_000)]] as const).map(([label, token]) => {
      const c = request(target, label, { expect: { status: 403, error: 'csrf_token_invalid' } });
      return { ...c, headers: { cookie, ...(token ? { 'x-csrf-token': token } : {}) } };
    });
  });
}

/** The body field that takes the longest text, where a body is padded to a given size; `padding` when there is none. */
function longestText(target: Target): string {
  const texts = (target.shape.body ?? []).filter((f) => f.type === 'string' && !f.enum && !f.format && !f.pattern && f.maxLength !== undefined);
  return texts.sort((x, y) => y.maxLength! - x.maxLength!)[0]?.name ?? 'padding';
}

function oversized(suite: BadInput<unknown>): Case[] {
  return writeTargets(suite).flatMap((target) => {
    const name = longestText(target);
    /** A JSON object exactly `size` bytes long whose one long string sits at `name`. */
    const padded = (size: number) => {
      const body = withField(target.body?.() ?? {}, name, '');
      return JSON.stringify(withField(body, name, 'a'.repeat(size - Buffer.byteLength(JSON.stringify(body)))));
    };
    const over = padded(MiB + 1);
    assert.equal(Buffer.byteLength(over), MiB + 1);
    const cases = [
      request(target, '1 MiB + 1 byte', { body: over, expect: { status: 413, error: 'payload_too_large' } }),
      request(target, '2 MiB, chunked', { body: padded(2 * MiB), chunked: true, expect: { status: 413, error: 'payload_too_large' } }),
    ];
    if (target.body) {
      const exact = padded(MiB);
      assert.equal(Buffer.byteLength(exact), MiB);
      cases.push(request(target, 'exactly 1 MiB', { body: exact, expect: { status: 422, error: 'validation_error', field: name } }));
    }
    return cases;
  });
}

/**
 * `a@` then 30,000 dots and a space: a backtracking email pattern spends a second or more on it, blocking
 * every other request of the process meanwhile. A plain email of the same length is the yardstick.
 */
async function backtracking(suite: BadInput<unknown>, target: Target, field: Field): Promise<void> {
  const timed = async (value: string) => {
    const c = fieldCase(target, field, `${value.slice(0, 3)}… (${value.length} characters)`, value);
    const res = await suite.send(c);
    assert.deepEqual(problemsWith(c, res), [], `${describe(c)} → ${res.status} ${res.text.slice(0, 200)}`);
    return res.ms;
  };
  const yardstick = await timed(`${'a'.repeat(30_000)}@example.test`);
  const crafted = await timed(`a@${'.'.repeat(30_000)} `);
  assert.ok(crafted < 250 + 5 * yardstick, `${target.name} ${field.name}: the crafted email took ${crafted} ms, a plain one ${yardstick} ms`);
}
