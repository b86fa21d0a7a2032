/**
 * Tenant isolation, derived from the registered routes: studio A, with its API token or its session
 * cookie, can neither see, count nor touch anything of studio B. The area's records are made in both
 * studios; then every id parameter and every body reference of every route is aimed at B's record, and
 * must answer exactly like an id or a reference that does not exist (API.md §1), while every read A
 * makes carries nothing of B's and everything B can read stays as it was.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, newStudio, startTestServer, type Response, type TestServer, type TestStudio } from '../helpers.js';
import { randomAlphanumeric } from '../../src/platform/ids.js';
import { errorOf } from './answers.js';
import { holdsId, idsIn, missingLike } from './id-shapes.js';
import { apiRouteShapes, bodyReferencesOf, collectionsOf, ownedIdParams, pathOf, targetNamed, targetsOf, type AreaRoutes, type Target } from './route-matrix.js';
import { withField } from './schema-fields.js';

export interface Tenancy<R> {
  server: TestServer;
  a: TestStudio;
  b: TestStudio;
  aRecords: R;
  bRecords: R;
  /** The area's routes with A's values, and the same routes with B's. */
  aTargets: Target[];
  bTargets: Target[];
  /** Every id of B's that B's reads show: none may reach an answer to A. */
  bIds: () => Promise<Set<string>>;
  bView: () => Promise<unknown>;
  /** The area's further observation of B's stored state, when it has one. */
  view?: () => Promise<unknown>;
  area: AreaRoutes<R>;
  collections: Set<string>;
  assertBUntouched: (before: unknown) => Promise<void>;
}

/** One of A's requests aimed at B's records: B's value in `params` (path or query), A's own elsewhere. */
export interface Probe {
  target: Target;
  label: string;
  /** B's values. */
  foreign: Record<string, string>;
  body?: Record<string, unknown>;
  /** Further query parameters, the same whichever id is sent (`expand=all`). */
  query?: Record<string, string>;
}

export interface TenancyOptions<R> {
  /** Further requests aimed at B's records, beyond one per id parameter (an archived client, a client with invoices). */
  probes?: (t: Tenancy<R>) => Probe[];
  /** Further observations of B's stored state that no route of the area shows. */
  view?: (t: Tenancy<R>) => Promise<unknown>;
}

/** A server, studios A and B, and the area's records made in each. */
export async function tenantSuite<R>(area: AreaRoutes<R>): Promise<Tenancy<R>> {
  const server = await startTestServer();
  const [a, b] = [await newStudio(server, area.studio), await newStudio(server, area.studio)];
  const [aRecords, bRecords] = [await area.records(server, a), await area.records(server, b)];
  const shapes = apiRouteShapes(server.routes);
  const aTargets = targetsOf(shapes, area, aRecords, a.token);
  const bTargets = targetsOf(shapes, area, bRecords, b.token);
  const t: Tenancy<R> = {
    server, a, b, aRecords, bRecords, aTargets, bTargets, area, collections: collectionsOf(shapes),
    bView: async () => ({ reads: await readsOf(b.api, bTargets), more: await t.view?.() }),
    bIds: async () => idsIn(await readsOf(b.api, bTargets)),
    assertBUntouched: async (before) => assert.deepEqual(await t.bView(), before, "B's records are exactly as they were"),
  };
  after(() => assert.ok(registered.has(t), `${area.name}: the file never called isolationMatrix(t)`));
  return t;
}

const registered = new WeakSet<Tenancy<any>>();

/**
 * Registers the derived tests. node:test starts a file's tests while its top-level code still runs:
 * an area calls this once its own records are made, so that B's view is taken with all of them.
 */
export function isolationMatrix<R>(t: Tenancy<R>, options: TenancyOptions<R> = {}): void {
  registered.add(t);
  t.view = options.view && (() => options.view!(t));
  const { server, a, aTargets, bTargets, collections } = t;
  const probes = () => [...derivedProbes(aTargets, bTargets), ...(options.probes?.(t) ?? [])];

  if (probes().length > 0) {
    test("with A's token, B's id answers exactly like a missing id on every route that takes one, and B's records stay as they were", async () => {
      const before = await t.bView();
      await assertLikeMissing(a.api, probes());
      await t.assertBUntouched(before);
    });
    test("with A's session cookie and CSRF token, B's ids are just as unreachable", async () => {
      const { session, csrf } = await sessionOf(server, a);
      const before = await t.bView();
      // With the CSRF token the writes get past the session checks: a 404 here is the isolation speaking.
      await assertLikeMissing(session, probes(), csrf);
      await t.assertBUntouched(before);
    });
  }
  if (aTargets.some((target) => bodyReferencesOf(target, collections).length > 0)) {
    test("A's body naming B's record is refused exactly like an unknown one, and nothing of B's changes", async () => {
      const before = await t.bView();
      await assertReferencesRefused(t);
      await t.assertBUntouched(before);
    });
  }
  test("every read A makes carries nothing of B's", async () => {
    const bIds = await t.bIds();
    assert.ok(bIds.size > 0, "B's reads show B's ids");
    // An event stream never ends: its area tests what it carries across studios.
    for (const target of aTargets.filter((x) => x.shape.method === 'GET' && x.entry.answers !== 'events')) {
      const res = await a.api.get(pathOf(target));
      assert.equal(res.status, 200, `${target.name}: ${JSON.stringify(res.body).slice(0, 200)}`);
      const leaked = [...bIds].filter((id) => holdsId(JSON.stringify(res.body), id));
      assert.deepEqual(leaked, [], `${target.name} answers A with B's ids`);
    }
  });
}

/** A probe of the route `key` with B's values in `foreign` and A's body, when the route takes one. */
export function probeOf<R>(t: Tenancy<R>, key: string, label: string, foreign: Record<string, string>, body?: Record<string, unknown>, query?: Record<string, string>): Probe {
  const target = targetNamed(t.aTargets, key);
  return { target, label, foreign, body: body ?? target.body?.(), query };
}

/** One probe per id parameter, B's id there and A's elsewhere; on a path with two ids, also B's everywhere but there. */
function derivedProbes(aTargets: Target[], bTargets: Target[]): Probe[] {
  return aTargets.flatMap((target, i) => {
    const theirs = bTargets[i];
    const queryIds = Object.keys(target.query).filter((name) => name.endsWith('_id'));
    const ids = [...ownedIdParams(target).map((p) => p.name), ...queryIds];
    const theirValue = (name: string) => theirs.params[name] ?? theirs.query[name];
    const body = target.body?.();
    const probes: Probe[] = ids.map((name) => ({ target, label: `B's ${name}`, foreign: { [name]: theirValue(name) }, body }));
    if (ids.length > 1) {
      for (const name of ids) {
        const others = Object.fromEntries(ids.filter((n) => n !== name).map((n) => [n, theirValue(n)]));
        probes.push({ target, label: `B's ${name} under B's ${Object.keys(others).join(', ')}`, foreign: { [name]: theirValue(name), ...others }, body });
      }
    }
    return probes;
  });
}

/** A request of `probe`, with `values` (B's or missing ids) in its path or query. */
function sendProbe(api: Api, probe: Probe, values: Record<string, string>, headers: Record<string, string>): Promise<Response> {
  const { target } = probe;
  const params = Object.fromEntries(Object.entries(values).filter(([name]) => target.shape.params.includes(name)));
  const query = { ...target.query, ...probe.query, ...Object.fromEntries(Object.entries(values).filter(([name]) => !target.shape.params.includes(name))) };
  const path = pathOf({ ...target, query }, params);
  return api.send(target.shape.method, path, probe.body, headers);
}

/** The answer with the id it names replaced, so that answers about two ids of the same shape compare. */
const anonymised = (res: Response, ids: string[]) => ({
  status: res.status,
  body: JSON.parse(ids.reduce((text, id) => text.replaceAll(id, '<id>'), JSON.stringify(res.body))),
});

/**
 * A's request on B's record answers exactly what the same request on a missing id of the same shape
 * answers; a missing path id (or a query id the entry says is looked up) is a 404 in the area's shape,
 * with the code of the first id, in the path's order, that is not A's.
 */
async function assertLikeMissing(api: Api, probes: Probe[], headers: Record<string, string> = {}): Promise<void> {
  for (const probe of probes) {
    const { target, label } = probe;
    const name = `${target.name} (${label})`;
    const missingIds = Object.fromEntries(Object.entries(probe.foreign).map(([param, id]) => [param, missingLike(id)]));
    const foreign = await sendProbe(api, probe, probe.foreign, headers);
    const missing = await sendProbe(api, probe, missingIds, headers);
    const first = [...target.shape.params, ...Object.keys(target.query)].find((param) => param in probe.foreign)!;
    const code = target.entry.missing?.[first] ?? 'not_found';
    if (code !== 'filter') {
      assert.equal(missing.status, 404, `${name} with a missing id: ${JSON.stringify(missing.body)}`);
      const problems: string[] = [];
      assert.equal(errorOf(target.shape.area, missing.body, problems).code, code, name);
      assert.deepEqual(problems, [], `${name}: the ${target.shape.area} error shape`);
    }
    assert.deepEqual(anonymised(foreign, Object.values(probe.foreign)), anonymised(missing, Object.values(missingIds)), `${name}: B's id answers like a missing one`);
  }
}

/** Each body reference set to B's record: 422 naming it with the entry's code, exactly as an unknown one answers. */
async function assertReferencesRefused<R>(t: Tenancy<R>): Promise<void> {
  for (const [i, target] of t.aTargets.entries()) {
    for (const field of bodyReferencesOf(target, t.collections)) {
      const reference = target.entry.references![field.name];
      const mine = reference.body?.(t.aRecords) ?? target.body!();
      const theirs = reference.body?.(t.bRecords) ?? t.bTargets[i].body!();
      const value = String(field.name.split('.').reduce((at: any, key) => at?.[key], theirs));
      const unknown = field.name.endsWith('_id') ? missingLike(value) : `NOPE${randomAlphanumeric(8)}`;
      const name = `${target.name} with B's ${field.name}`;
      const foreign = await t.a.api.send(target.shape.method, pathOf(target), withField(mine, field.name, value));
      const missing = await t.a.api.send(target.shape.method, pathOf(target), withField(mine, field.name, unknown));
      assert.equal(foreign.status, 422, `${name}: ${JSON.stringify(foreign.body)}`);
      const problems: string[] = [];
      const error = errorOf(target.shape.area, foreign.body, problems);
      assert.deepEqual(problems, [], `${name}: the ${target.shape.area} error shape`);
      assert.equal(error.code, reference.error, name);
      assert.deepEqual(Object.keys(error.details as object), [field.name], `${name}: details name ${field.name} only`);
      assert.deepEqual(anonymised(foreign, [value]), anonymised(missing, [unknown]), `${name} answers like an unknown one`);
    }
  }
}

/**
 * Everything `api` reads through the area's GET routes; answers that change by being read (tickets),
 * streams, and downloads (a ZIP records each photo in it) are left out.
 */
async function readsOf(api: Api, targets: Target[]): Promise<Record<string, unknown>> {
  const reads: Record<string, unknown> = {};
  const views = targets.filter(
    (x) => x.shape.method === 'GET' && x.shape.access !== 'public' && !x.entry.issuesNew && x.entry.answers !== 'events' && x.entry.answers !== 'zip',
  );
  for (const target of views) {
    const res = await api.get(pathOf(target));
    assert.equal(res.status, 200, `B: ${target.name}: ${JSON.stringify(res.body).slice(0, 200)}`);
    reads[target.name] = withoutReadMarks(res.body);
  }
  return reads;
}

/**
 * What moves whenever B reads, without B's records changing: a token's `last_used_at`, and the expiry
 * and signature of a signed link to a file (issued afresh at each read; the file it names stays compared).
 */
const withoutReadMarks = (body: unknown): unknown => JSON.parse(JSON.stringify(body, (key, value) => {
  if (key === 'last_used_at') return undefined;
  return typeof value === 'string' ? value.replace(/([?&](?:expires|signature)=)[^&]*/g, '$1…') : value;
}));

/** A's session: the cookie of a login and the CSRF token it answered. Login allows 10 a minute per IP: one per file. */
export async function sessionOf(server: TestServer, studio: TestStudio): Promise<{ session: Api; csrf: Record<string, string> }> {
  const login = await new Api(server.base).post('/auth/login', { email: studio.email, password: studio.password });
  assert.equal(login.status, 200);
  assert.equal(login.body.data.studio.id, studio.studio.id);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  return { session: new Api(server.base, { cookie }), csrf: { 'x-csrf-token': login.body.data.csrf_token } };
}
