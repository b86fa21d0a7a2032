/**
 * Never a 500, always the area's shape: each area's routes (read from the application) are sent
 * malformed, mistyped, oversized and otherwise hostile input generated from their schemas. The cases
 * live in bad-input-bodies.ts (what a body holds) and bad-input-requests.ts (paths, queries, headers);
 * an area's own rules stay in its bad-input test file.
 */
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer, type TestServer, type TestStudio } from '../helpers.js';
import { randomAlphanumeric } from '../../src/platform/ids.js';
import { expectAll, expectOne, type Case, type Expect } from './answers.js';
import { rawSender, type Got, type Send } from './raw-http.js';
import { apiRouteShapes, fieldOf, request, targetNamed, targetsOf, type AreaRoutes, type RouteShape, type Target } from './route-matrix.js';
import { withField, type Field } from './schema-fields.js';
import { bodyTests } from './bad-input-bodies.js';
import { requestTests } from './bad-input-requests.js';

export interface BadInput<R> {
  server: TestServer;
  owner: TestStudio;
  /** The records the area's valid requests act on, made in the owner's studio. */
  records: R;
  /** The area's routes, with requests they accept. */
  targets: Target[];
  /** Every /api/v1 route, of any area: an unknown method is one no route answers. */
  shapes: RouteShape[];
  /** A client-role (portal) token of the owner's studio: it may call `any` routes and nothing else. */
  portalToken: string;
  send: Send;
  expectAll: (cases: Case[]) => Promise<void>;
  expectOne: (c: Case) => Promise<Got>;
  target: (key: string) => Target;
  field: (key: string, name: string) => Field;
  /** One body field of the route set to `value`: 422 naming the field, unless `expect` says otherwise. */
  fieldCase: (target: Target, field: Field | string, label: string, value: unknown, expect?: Expect) => Case;
}

/**
 * A server for the area's bad-input suite and the owner's records. Login and sign-up allow 10 requests a minute per IP: every request comes from its own forwarded
 * address (TRUST_PROXY), and the per-credential budget is lifted, so that no answer is a 429 standing in
 * for the answer under test.
 */
export async function badInputSuite<R>(area: AreaRoutes<R>): Promise<BadInput<R>> {
  const server = await startTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '1000000' });
  const owner = await newStudio(server, area.studio);
  const records = await area.records(server, owner);
  const shapes = apiRouteShapes(server.routes);
  const targets = targetsOf(shapes, area, records, owner.token);
  assert.equal(targets.length, Object.keys(area.routes).length, `every route of ${area.name} is registered (see route-coverage.test.ts)`);
  const send = rawSender(server.base);
  const suite: BadInput<R> = {
    server, owner, records, targets, shapes, send,
    portalToken: await portalTokenOf(owner),
    expectAll: (cases) => expectAll(send, cases),
    expectOne: (c) => expectOne(send, c),
    target: (key) => targetNamed(targets, key),
    field: (key, name) => fieldOf(targetNamed(targets, key), name),
    fieldCase: (target, field, label, value, expect) => fieldCase(target, typeof field === 'string' ? fieldOf(target, field) : field, label, value, expect),
  };
  after(() => assert.ok(registered.has(suite), `${area.name}: the file never called badInputMatrix(suite)`));
  return suite;
}

const registered = new WeakSet<BadInput<any>>();

/**
 * Registers the derived tests. node:test starts a file's tests while its top-level code still runs:
 * an area calls this once its own records are made, so that the matrix never races them.
 */
export function badInputMatrix(suite: BadInput<any>): void {
  registered.add(suite);
  bodyTests(suite);
  requestTests(suite);
}

/** A client of the studio and a portal token for it, made through the API. */
async function portalTokenOf(owner: TestStudio): Promise<string> {
  const client = await owner.api.post('/clients', { first_name: 'Portal', email: `portal-${randomAlphanumeric(8).toLowerCase()}@example.test` });
  assert.equal(client.status, 201, JSON.stringify(client.body));
  const portal = await owner.api.post(`/clients/${client.body.data.id}/portal_tokens`);
  assert.equal(portal.status, 201, JSON.stringify(portal.body));
  return portal.body.data.token;
}

// Numbers JSON.stringify cannot write (1e400 parses to Infinity) travel as markers replaced in the text.
export const raw = (text: string) => `\u0001raw:${text}`;
export const encode = (body: unknown) => JSON.stringify(body).replace(/"\\u0001raw:([^"]*)"/g, '$1');

export function fieldCase(target: Target, field: Field, label: string, value: unknown, expect: Expect = refusing(field.name)): Case {
  return request(target, `${field.name} ${label}`, { body: encode(withField(target.body!(), field.name, value)), expect });
}

/** 422 validation_error naming the field. */
export const refusing = (field: string | string[]): Expect => ({ status: 422, error: 'validation_error', field });
