/**
 * Generated hostile input: every operation of the OpenAPI document the server serves, fed requests
 * that fast-check derives from the operation's parameters and body schema, mixing values the schema
 * accepts with hostile ones (wrong types, ±2^53, 1e308, NUL, RTL marks, lone surrogates, emoji, 10k+
 * character strings, deep nesting, malformed and other studios' ids, bad paging, duplicated and
 * unknown fields, wrong content types). It proves that no request makes a 5xx, that every status is
 * one the document lists for the operation (the test server also checks each body against it), that
 * a 4xx carries the area's error shape, that another studio's id answers like a missing one, and that
 * mutations which must be refused are refused and leave the database as it was.
 *
 * The requests are seeded: the seed is printed at the start. A failure names the request (method, URL,
 * headers, body) and fast-check prints the seed and path; `FUZZ_SEED=<seed> npx tsx test/run.ts
 * test/generated-input.test.ts` sends the same requests again (the records' ids differ from run to run).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { AREAS } from './areas/index.js';
import { created } from './areas/records.js';
import { newStudio, startTestServer, type TestStudio } from './helpers.js';
import { idShapeOf } from './support/id-shapes.js';
import type { AreaRoutes } from './support/route-matrix.js';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const BATCH = 16;
const HOSTILE_RUNS = 520;
const UNCHANGED_RUNS = 120;
console.log(`generated-input: FUZZ_SEED=${SEED}`);

// Ten thousand requests a minute from one token and one address are the point here, not abuse: the
// limiters' own suites test them (failed look-ups too: most generated tokens find nothing), and a 429
// would hide what the routes behind them do.
const server = await startTestServer({
  RATE_LIMIT_PER_MINUTE: '1000000',
  BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
  FAILED_LOOKUP_LIMIT_PER_MINUTE: '1000000',
});
const API_PREFIX = '/api/v1';

// ---------------------------------------------------------------------------------------------------
// The document and its operations

type Schema = Record<string, any>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  template: string;
  parameters: Parameter[];
  bodyTypes: Record<string, Schema>;
  bodyRequired: boolean;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  isPublic: boolean;
  /** The records whose ids make valid path parameters, and the studio that has them. */
  owner?: Owner;
  validParams: Record<string, string>;
  validQuery: Record<string, string>;
  /** Path parameters naming records of the owner: another studio's token must find none of them. */
  ownedParams: string[];
}

const document = (await (await fetch(`${server.base}/openapi.json`)).json()) as { paths: Record<string, Record<string, any>> };

/** Literal path segments: a generated parameter equal to one would reach another operation. */
const LITERAL_SEGMENTS = new Set(Object.keys(document.paths).flatMap((path) => path.split('/').filter((s) => s && !s.includes('{'))));

// ---------------------------------------------------------------------------------------------------
// Studios and their records: real ids reach the code behind the lookups

interface Owner {
  area: AreaRoutes;
  studio: TestStudio;
  records: unknown;
}

const owners: Owner[] = [];
for (const area of AREAS) {
  const studio = await newStudio(server, area.studio ?? {});
  owners.push({ area, studio, records: await area.records(server, studio) });
}
/**
 * A booking page and a booking made on it, for the pages that only their links reach (`/book/{slug}`,
 * `/book/manage/{token}`): the areas' records make neither.
 */
async function bookingPageRecords(studio: TestStudio): Promise<unknown> {
  const type = await created(studio.api, '/session_types', {
    name: 'Bookable', duration: 60, status: 'published', online_booking: true,
    session_type_schedule_intervals: [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }],
  });
  const slug = type.booking_url.slice(type.booking_url.lastIndexOf('/') + 1);
  const month = await fetch(`${server.origin}/book/${slug}/slots?month=2031-06`);
  const [slot] = (await month.json()).data.days.flatMap((day: { slots: { starts_at: string }[] }) => day.slots);
  const booked = await fetch(`${server.origin}/book/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ starts_at: slot.starts_at, first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test' }),
  });
  assert.equal(booked.status, 201, await booked.clone().text());
  return { type, booking: (await booked.json()).data };
}

// The first area's studio takes them: any studio would do.
const pageOwner = owners[0];
pageOwner.records = { ...(pageOwner.records as object), bookingPage: await bookingPageRecords(pageOwner.studio) };

/** A studio of its own, with no records: its token must never reach the owners' records. */
const outsider = await newStudio(server);

/** Every string in the records, for the anonymous pages' tokens found in the links they hold. */
function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/**
 * Path parameters of an anonymous page from one studio's records: each from a link that the template,
 * up to that parameter, matches (`/s/{token}` in a sharing link's url), else from a field of its name.
 */
function pageParams(template: string): { owner?: Owner; params: Record<string, string> } {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  let best: { owner?: Owner; params: Record<string, string> } = { params: {} };
  for (const owner of owners) {
    const texts = stringsIn(owner.records);
    const found = names.flatMap((name) => {
      const value = fromLink(template, name, texts) ?? (name.endsWith('_id') ? fieldNamed(owner.records, name) : undefined);
      return value === undefined ? [] : [[name, value] as const];
    });
    if (found.length > Object.keys(best.params).length) best = { owner, params: Object.fromEntries(found) };
  }
  return best;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function fromLink(template: string, name: string, texts: string[]): string | undefined {
  const upTo = template.slice(0, template.indexOf(`{${name}}`) + name.length + 2);
  const pattern = new RegExp(`${upTo.split(/\{\w+\}/).map(escapeRegExp).join('([^/?#]+?)')}(?=[/?#]|$)`);
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match) return decodeURIComponent(match[match.length - 1]);
  }
  return undefined;
}

function fieldNamed(value: unknown, name: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = key === name && typeof child === 'string' ? child : fieldNamed(child, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

function operationOf(template: string, method: string, spec: any): Operation {
  const routeKey = `${method.toUpperCase()} ${template.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`;
  const areaOwner = template.startsWith(`${API_PREFIX}/`) ? owners.find((o) => routeKey in o.area.routes) : undefined;
  const entry = areaOwner?.area.routes[routeKey];
  const page = areaOwner ? undefined : pageParams(template);
  const owner = areaOwner ?? page?.owner;
  const validParams = entry?.params?.(areaOwner!.records) ?? page?.params ?? {};
  const ownedParams = Object.keys(validParams).filter((name) => idShapeOf(validParams[name]) && !entry?.unowned?.includes(name));
  const content = spec.requestBody?.content ?? {};
  const isPublic = Array.isArray(spec.security) && spec.security.length === 0;
  return {
    method: method.toUpperCase(),
    template,
    parameters: spec.parameters ?? [],
    bodyTypes: Object.fromEntries(Object.entries(content).map(([type, media]: [string, any]) => [type, media.schema ?? {}])),
    bodyRequired: spec.requestBody?.required ?? false,
    responses: spec.responses ?? {},
    isPublic,
    owner,
    validParams,
    validQuery: entry?.query?.(areaOwner!.records) ?? {},
    // A page's link is its credential: no studio's token stands between it and its records.
    ownedParams: owner && !isPublic ? ownedParams : [],
  };
}

/**
 * Every operation, none left out: the requests carry API tokens, which signing out leaves alone (it
 * ends cookie sessions), and no generated id is the caller's own token's (no record holds it), so
 * nothing sent can lock the run out.
 */
const operations: Operation[] = Object.entries(document.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, spec]) => operationOf(template, method, spec)),
);
const isMutation = (op: Operation) => op.method !== 'GET';

// ---------------------------------------------------------------------------------------------------
// Arbitraries: hostile values, and values the schema accepts

/** The value one time in six, else nothing: for flaws that refuse the whole request, so that most requests go deeper. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const TWO_TO_53 = 2 ** 53;
const hostileNumber = fc.constantFrom(TWO_TO_53, -TWO_TO_53, TWO_TO_53 + 2, 1e308, -1e308, -0, 0.5, 1e-300, -1, 0, 2 ** 31, -(2 ** 31) - 1, 99999999999.99);
const NASTY_TEXT = [
  '\u0000', 'a\u0000b', '\u202Egnp.exe', '\u200F\u200E', '\uD800', 'x\uDFFFy', '📸🏳️‍🌈👩‍👩‍👧', '', ' ', '\t\r\n', 'NaN', '-0', '1e308',
  '9007199254740993', '-9007199254740992', 'Infinity', 'null', 'true', '[]', '{}', "' OR 1=1 --", "'; DROP TABLE clients; --",
  '%00', '../../etc/passwd', '<script>alert(1)</script>', 'İı ß ﬀ', '\\', '"', '$' + '{7*7}', '0x10', '２０２６-０１-０１',
];
const longText = fc.tuple(fc.integer({ min: 10_000, max: 20_000 }), fc.constantFrom('x', 'é', '📸', '\u0000', '\u202E')).map(([n, c]) => c.repeat(n));
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\u202E', '\uD800', '\uDC00', '😀', 'a', "'", '%'), maxLength: 20 }) },
  { weight: 1, arbitrary: longText },
);
/** Arrays or objects nested past any sane depth (the parser stops at 64 levels). */
const deepValue = fc.tuple(fc.integer({ min: 20, max: 200 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { nested: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [null], { '': '' }, { __proto__: 'x' }, { constructor: { prototype: 1 } }),
  deepValue,
  fc.jsonValue({ maxDepth: 3 }),
);

const DATE_TIMES = ['2031-06-30T12:00:00Z', '2026-11-22T10:15:30.123456+02:00', '2020-01-01T00:00:00.000000Z', '9999-12-31T23:59:59Z', '2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z'];
const DATES = ['2031-06-30', '2027-12-24', '2026-02-29', '1900-01-01', '9999-12-31', '2027-13-01'];

/** A value the schema would accept, or nearly: boundaries, enums, required fields mostly present. */
function validish(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length > 0) return fc.oneof(...alternatives.map((s: Schema) => validish(s, depth + 1)));
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'string')];
  return fc.oneof(...types.map((type) => validishOfType(type, schema, depth)));
}

function validishOfType(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
      const within = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) });
      return fc.oneof(within, fc.constantFrom(min, max, min - 1, max + 1), type === 'number' ? fc.double({ min, max, noNaN: true }) : within);
    }
    case 'array': {
      const max = Math.min(schema.maxItems ?? 5, 5);
      return fc.array(validish(schema.items, depth + 1), { maxLength: max });
    }
    case 'object':
      return objectOf(schema, depth);
    default:
      return stringOf(schema);
  }
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) => {
    const value = fc.oneof({ weight: 5, arbitrary: validish(property, depth + 1) }, { weight: 1, arbitrary: hostileValue });
    // A required field is left out now and then, an optional one half of the time.
    return fc.option(value.map((v) => [name, v] as const), { freq: required.has(name) ? 12 : 2, nil: undefined });
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== undefined)));
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.constantFrom(...DATE_TIMES);
  if (schema.format === 'date') return fc.constantFrom(...DATES);
  if (schema.format === 'email') return fc.constantFrom('ada@example.test', 'a@b', 'ADA+tag@Example.TEST', 'no-at-sign', `${'a'.repeat(250)}@example.test`);
  if (schema.format === 'uri') return fc.constantFrom('https://example.test/hook', 'http://127.0.0.1/x', 'ftp://x', 'not a url');
  const knownIds = allRecordIds.filter((id) => schema.pattern === undefined || new RegExp(schema.pattern).test(id));
  const max = Math.min(schema.maxLength ?? 40, 60);
  const plain = fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: max });
  const examples: string[] = (schema.examples ?? []).filter((e: unknown) => typeof e === 'string');
  const shapes = [plain, fc.constantFrom('usd', 'eur', 'jpy', 'Europe/Paris', 'UTC', '09:00', '24:00', 'client', 'lead', 'all')];
  if (examples.length > 0) shapes.push(fc.constantFrom(...examples));
  if (knownIds.length > 0) shapes.push(fc.constantFrom(...knownIds));
  return fc.oneof(...shapes);
}

/** Every id of every record, so that a body's `client_id` sometimes names a real one (another studio's too). */
const allRecordIds = [...new Set(owners.flatMap((o) => stringsIn(o.records)).filter((s) => idShapeOf(s)))];

/** Percent-encoding of any string: a lone surrogate goes as U+FFFD, as a browser would send it. */
const encodeSegment = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

/** A path parameter: the real one mostly, else missing, malformed, hostile; always one segment of this operation. */
function pathValue(op: Operation, name: string): fc.Arbitrary<string> {
  const valid = op.validParams[name];
  const shape = valid === undefined ? null : idShapeOf(valid);
  const hostile = hostileString.map((s) => encodeSegment(s.slice(0, 300)));
  const choices: fc.WeightedArbitrary<string>[] = [{ weight: 1, arbitrary: hostile }, { weight: 1, arbitrary: fc.constantFrom(...allRecordIds) }];
  const allowed = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema?.enum;
  if (Array.isArray(allowed)) choices.push({ weight: 3, arbitrary: fc.constantFrom(...allowed.map(String)) });
  if (valid !== undefined) choices.push({ weight: 6, arbitrary: fc.constant(encodeURIComponent(valid)) });
  if (shape) {
    choices.push({ weight: 1, arbitrary: fc.constant(null).map(() => shape.missing()) });
    choices.push({ weight: 2, arbitrary: fc.constantFrom(...shape.malformed().map(([, id]) => id)) });
  }
  return fc.oneof(...choices).filter((value) => staysOnOperation(value));
}

/** Segments the URL parser or the router would take elsewhere: empty, dot segments, another route's literal or suffix. */
function staysOnOperation(segment: string): boolean {
  if (segment === '' || /^(\.|%2e){1,2}$/i.test(segment)) return false;
  if (LITERAL_SEGMENTS.has(segment)) return false;
  return !/\.(pdf|ics|zip)$/i.test(segment) && !segment.includes('/');
}

const BAD_PAGING = ['0', '-1', '1e308', 'NaN', '-0', '9007199254740993', '101', '1.5', '', ' 1', '0x10', '١'];
const isPaging = (name: string) => /^(page|per_page|page_size|pageSize|limit|offset)$/.test(name);

/**
 * Node refuses a request head over 16 KB with 431 before any operation runs (hostile-clients.test.ts
 * covers it), so query strings stay shorter: the long strings go in bodies.
 */
const QUERY_VALUE_MAX = 1_500;
const QUERY_MAX = 12_000;

/** The query string, its last pairs left out while it is longer than the head allows. */
function queryText(pairs: [string, string][]): string {
  for (let kept = pairs.length; kept > 0; kept--) {
    const text = new URLSearchParams(pairs.slice(0, kept)).toString();
    if (text.length <= QUERY_MAX) return text;
  }
  return '';
}

function queryValue(param: Parameter, valid: string | undefined): fc.Arbitrary<string> {
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: validish(param.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 1, arbitrary: hostileString.map((v) => v.slice(0, QUERY_VALUE_MAX)) },
    { weight: 1, arbitrary: hostileNumber.map(String) },
  ];
  if (valid !== undefined) choices.push({ weight: 4, arbitrary: fc.constant(valid) });
  if (isPaging(param.name)) choices.push({ weight: 3, arbitrary: fc.constantFrom(...BAD_PAGING) });
  return fc.oneof(...choices);
}

/** The query string: documented parameters, some repeated, now and then an unknown one. */
function queryOf(op: Operation): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const entries = params.map((param) => {
    const value = queryValue(param, op.validQuery[param.name]);
    const present = op.validQuery[param.name] !== undefined || param.required ? 10 : 2;
    return fc.option(fc.array(value, { minLength: 1, maxLength: 2 }).map((values) => values.map((v) => [param.name, v] as [string, string])), { freq: present, nil: undefined });
  });
  const unknown = rarely(fc.tuple(fc.constantFrom('unknown', 'page[size]', '__proto__', 'expand[]', ''), hostileString.map((v) => v.slice(0, QUERY_VALUE_MAX))).map(([k, v]) => [[k, v] as [string, string]]));
  return fc.tuple(unknown, ...entries).map((groups) => queryText(groups.flatMap((g) => g ?? [])));
}

/** Header values must be bytes without CR, LF or NUL, or fetch refuses to send them. */
const headerSafe = fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s) && s.trim() === s);
const RANGES = ['bytes=0-', 'bytes=-0', 'bytes=0-0', 'bytes=999999999999-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,2-3', 'bytes=-9007199254740993', 'bytes='];

function headerValue(param: Parameter): fc.Arbitrary<string> {
  if (param.name.toLowerCase() === 'range') return fc.oneof(fc.constantFrom(...RANGES), headerSafe);
  return fc.oneof(headerSafe, fc.constantFrom('0', '-1', '9007199254740993', 'evt_1', '1e308'));
}

// ---------------------------------------------------------------------------------------------------
// Requests

type Credential = 'owner' | 'outsider' | 'none' | 'forged';

interface Generated {
  op: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  credential: Credential;
  /** Whether every owned path parameter holds the owner's real id. */
  realIds: boolean;
}

function credentialHeaders(op: Operation, credential: Credential): Record<string, string> {
  if (credential === 'none') return {};
  if (credential === 'forged') return { authorization: 'Bearer sk_forged0000000000000000000000000000' };
  const studio = credential === 'outsider' || !op.owner ? outsider : op.owner.studio;
  return { authorization: `Bearer ${studio.token}` };
}

/** The body as sent, with its Content-Type: usually JSON from the schema, sometimes a type or encoding the route must refuse. */
function bodyOf(op: Operation): fc.Arbitrary<{ contentType?: string; body?: string }> {
  const [jsonType, jsonSchema] = Object.entries(op.bodyTypes).find(([type]) => type === 'application/json') ?? [];
  const formSchema = op.bodyTypes['application/x-www-form-urlencoded'] ?? op.bodyTypes['multipart/form-data'];
  const fields = validish(jsonSchema ?? formSchema ?? { type: 'object', properties: {} }) as fc.Arbitrary<unknown>;
  const object = fc.oneof({ weight: 8, arbitrary: fields }, { weight: 1, arbitrary: hostileValue });
  const json = fc.tuple(object, rarely(fc.tuple(fc.constantFrom('zz_unknown', 'id', 'studio_id', '__proto__', 'created_at'), hostileValue)), rarely(fc.constant(true)))
    .map(([value, extra, duplicate]) => ({ contentType: 'application/json', body: jsonText(value, extra, duplicate) }));
  const asForm = fields.map((value) => new URLSearchParams(Object.entries(value && typeof value === 'object' ? value : { value }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString());
  const wrong = fc.oneof(
    asForm.map((body) => ({ contentType: 'application/x-www-form-urlencoded', body })),
    fields.map((value) => ({ contentType: 'text/plain', body: JSON.stringify(value) })),
    fc.constant({ contentType: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' }),
    asForm.map((body) => ({ contentType: 'multipart/form-data; boundary=zz', body: `--zz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n${body}\r\n--zz--\r\n` })),
    fc.constant({ contentType: 'application/json', body: '' }),
    fields.map((value) => ({ contentType: 'application/json', body: `\uFEFF${JSON.stringify(value)}` })),
    fc.constantFrom('{"a":', '{"a":1}}', "{'a':1}", 'null', '[]', '"text"', '1e999', 'NaN').map((body) => ({ contentType: 'application/json', body })),
    fields.map((value) => ({ contentType: 'application/json; charset=utf-16', body: JSON.stringify(value) })),
    fc.constant({}),
  );
  const native = formSchema && !jsonType ? asForm.map((body) => ({ contentType: Object.keys(op.bodyTypes)[0], body })) : json;
  return fc.oneof({ weight: 6, arbitrary: native }, { weight: 2, arbitrary: wrong });
}

/** JSON text of `value`, with an extra field, or the last field sent twice (a parser keeps one of them). */
function jsonText(value: unknown, extra: [string, unknown] | undefined, duplicate: boolean | undefined): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>);
  if (extra) entries.push(extra);
  const text = entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  if (duplicate && entries.length > 0) text.push(`${JSON.stringify(entries[0][0])}:${JSON.stringify(null)}`);
  return `{${text.join(',')}}`;
}

/** fast-check prints a counterexample by this: the request as sent, not the operation it came from. */
function printable(request: Generated): Generated {
  return Object.assign(request, { [fc.toStringMethod]: () => describe(request) });
}

function requestOf(op: Operation): fc.Arbitrary<Generated> {
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const path = fc.tuple(...pathNames.map((name) => pathValue(op, name))).map((values) => Object.fromEntries(pathNames.map((name, i) => [name, values[i]])));
  const headers = fc.tuple(...op.parameters.filter((p) => p.in === 'header').map((p) => fc.option(headerValue(p).map((v) => [p.name, v] as const), { nil: undefined })));
  const credential = fc.constantFrom<Credential>('owner', 'owner', 'owner', 'owner', 'outsider', 'outsider', 'none', 'forged');
  const hasBody = Object.keys(op.bodyTypes).length > 0 || isMutation(op);
  const body: fc.Arbitrary<{ contentType?: string; body?: string }> = hasBody ? bodyOf(op) : fc.constant({});
  return fc.record({ path, query: queryOf(op), headers, credential, body }).map(({ path: params, query, headers: extra, credential: who, body: sent }) => {
    const pathText = op.template.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
    const realIds = op.ownedParams.length > 0 && op.ownedParams.every((name) => decodeURIComponent(params[name]) === op.validParams[name]);
    const all: Record<string, string> = { ...credentialHeaders(op, who), ...Object.fromEntries(extra.filter((h) => h !== undefined)) };
    if (sent.contentType) all['content-type'] = sent.contentType;
    const request: Generated = { op, method: op.method, url: query ? `${pathText}?${query}` : pathText, headers: all, body: sent.body, credential: who, realIds };
    return printable(request);
  });
}

// ---------------------------------------------------------------------------------------------------
// Sending and judging

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

let sent = 0;
/** How many answers had each status, for the run's summary: a run of nothing but 400s would test little. */
const tally = new Map<number, number>();

async function send(request: Pick<Generated, 'method' | 'url' | 'headers' | 'body'>): Promise<Answer> {
  sent++;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
  const res = await fetch(server.origin + request.url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
  const contentType = res.headers.get('content-type') ?? '';
  tally.set(res.status, (tally.get(res.status) ?? 0) + 1);
  // An event stream that was accepted never ends: its status is the answer.
  if (contentType.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, contentType, text: '' };
  }
  return { status: res.status, contentType, text: await res.text() };
}

const cut = (text: string | undefined, max = 600) => (text === undefined ? '(none)' : text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

function describe(request: Generated, answer?: Answer): string {
  const lines = [`${request.method} ${cut(request.url, 400)}`, `headers: ${JSON.stringify(request.headers)}`, `body: ${JSON.stringify(cut(request.body))}`];
  if (answer) lines.push(`answered ${answer.status} ${answer.contentType}: ${cut(answer.text)}`);
  return lines.join('\n');
}

/** The error code of a body in each area's shape (src/platform/errors.ts), by the document's name for the shape. */
const ERROR_CODES: Record<string, (body: any) => unknown> = {
  StandardError: (body) => typeof body.message === 'string' && body.error,
  InvoiceError: (body) => typeof body.error?.message === 'string' && body.error.code,
  ConversationError: (body) => typeof body.error === 'string' && body.code,
};

/** The error code of an answer in the shape the document names, or undefined when it is not in that shape. */
function errorCode(answer: Answer, shape: string): string | undefined {
  try {
    const code = ERROR_CODES[shape](JSON.parse(answer.text) ?? {});
    return typeof code === 'string' && code !== '' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The name of the error shape a documented answer refers to (`#/components/schemas/StandardError`). */
const shapeOf = (schema: Schema | undefined) => String(schema?.$ref ?? '').split('/').pop() ?? '';

function documentedResponse(op: Operation, status: number) {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

/** What every answer must be, whatever was sent. */
function judge(request: Generated, answer: Answer): void {
  const what = () => describe(request, answer);
  assert.ok(answer.status < 500, `a ${answer.status}:\n${what()}`);
  const documented = documentedResponse(request.op, answer.status);
  assert.ok(documented, `status ${answer.status} is not among ${Object.keys(request.op.responses).join(', ')} of ${request.op.method} ${request.op.template}:\n${what()}`);
  const shape = shapeOf(documented.content?.['application/json']?.schema);
  if (answer.status >= 400 && shape in ERROR_CODES) {
    assert.ok(answer.contentType.startsWith('application/json'), `a ${answer.status} that is not JSON:\n${what()}`);
    assert.ok(errorCode(answer, shape), `a ${answer.status} without the ${shape} shape:\n${what()}`);
  }
  if (request.credential === 'outsider' && request.realIds) {
    assert.ok(answer.status >= 400, `another studio's token reached the owner's record:\n${what()}`);
  }
}

/**
 * Another studio's ids must look missing: the same request with ids no studio has (sent as a twin of
 * each request carrying another studio's token and the owner's ids) answers the same status and code.
 */
async function judgeLikeMissing(request: Generated, answer: Answer): Promise<void> {
  if (!(request.credential === 'outsider' && request.realIds)) return;
  let url = request.url;
  for (const name of request.op.ownedParams) {
    const real = request.op.validParams[name];
    url = url.replace(encodeURIComponent(real), idShapeOf(real)!.missing());
  }
  const twin = { ...request, url };
  const missing = await send(twin);
  judge(twin, missing);
  const pair = () => `with the owner's ids:\n${describe(request, answer)}\nwith missing ones:\n${describe(twin, missing)}`;
  assert.equal(answer.status, missing.status, `another studio's id does not answer like a missing one, ${pair()}`);
  const shape = shapeOf(documentedResponse(request.op, answer.status)?.content?.['application/json']?.schema);
  assert.equal(errorCode(answer, shape), errorCode(missing, shape), `another studio's id does not answer like a missing one, ${pair()}`);
}

const anyRequest = fc.constantFrom(...operations).chain(requestOf);

test(`every operation answers generated hostile requests within its document (${HOSTILE_RUNS * BATCH}+ requests)`, async (t) => {
  const started = performance.now();
  const before = sent;
  await fc.assert(
    fc.asyncProperty(fc.array(anyRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      await Promise.all(batch.map(async (request) => {
        const answer = await send(request);
        judge(request, answer);
        await judgeLikeMissing(request, answer);
      }));
    }),
    { seed: SEED, numRuns: HOSTILE_RUNS, endOnFailure: true },
  );
  t.diagnostic(`${sent - before} requests in ${Math.round(performance.now() - started)} ms over ${operations.length} operations`);
  t.diagnostic(`answers by status: ${[...tally].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ')}`);
});

// ---------------------------------------------------------------------------------------------------
// Refused mutations change nothing

/** Ways to make a request the operation must refuse, whatever the rest of it holds. */
type Flaw = 'malformed id' | 'another studio' | 'unknown field' | 'no credential' | 'broken JSON' | 'unknown query parameter' | 'unknown token';

function flawsOf(op: Operation): Flaw[] {
  const flaws: Flaw[] = [];
  const isApi = op.template.startsWith(`${API_PREFIX}/`);
  const jsonSchema = op.bodyTypes['application/json'];
  if (isApi && op.ownedParams.length > 0) flaws.push('malformed id', 'another studio');
  if (isApi && jsonSchema?.type === 'object' && jsonSchema.additionalProperties === false && op.bodyRequired) flaws.push('unknown field', 'broken JSON');
  if (isApi && !op.isPublic) flaws.push('no credential');
  if (isApi) flaws.push('unknown query parameter');
  if (!isApi && op.parameters.some((p) => p.in === 'path')) flaws.push('unknown token');
  return flaws;
}

function flawed(request: Generated, flaw: Flaw, variant: number): Generated {
  const op = request.op;
  const first = op.ownedParams[0];
  const [path, query = ''] = request.url.split('?');
  const withQuery = (p: string, q: string) => (q ? `${p}?${q}` : p);
  const validPath = op.template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(op.validParams[name] ?? 'none'));
  switch (flaw) {
    case 'malformed id': {
      const malformed = idShapeOf(op.validParams[first])!.malformed().map(([, id]) => id).filter(staysOnOperation);
      const bad = malformed[variant % malformed.length];
      return { ...request, url: withQuery(op.template.replace(/\{(\w+)\}/g, (_, name: string) => (name === first ? bad : encodeURIComponent(op.validParams[name]))), query), realIds: false };
    }
    case 'another studio':
      return { ...request, url: withQuery(validPath, query), headers: { ...request.headers, ...credentialHeaders(op, 'outsider') }, credential: 'outsider', realIds: true };
    case 'unknown field': {
      const body = (request.body ?? '').startsWith('{') && request.body!.length > 2 ? `{"zz_unknown":1,${request.body!.slice(1)}` : '{"zz_unknown":1}';
      return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json' } };
    }
    case 'no credential': {
      const { authorization: _, ...headers } = request.headers;
      return { ...request, headers, credential: 'none' };
    }
    case 'broken JSON':
      return { ...request, body: `${request.body ?? ''}{"`, headers: { ...request.headers, 'content-type': 'application/json' } };
    case 'unknown query parameter':
      return { ...request, url: withQuery(path, [query, 'zz_unknown=1'].filter(Boolean).join('&')) };
    case 'unknown token':
      return { ...request, url: withQuery(op.template.replace(/\{(\w+)\}/g, () => `zz${SEED}unknown`), query) };
  }
}

const refusable = operations.filter((op) => isMutation(op) && flawsOf(op).length > 0);
const refusedRequest = fc
  .constantFrom(...refusable)
  .chain((op) => fc.tuple(requestOf(op), fc.constantFrom(...flawsOf(op)), fc.nat()))
  .map(([request, flaw, variant]) => ({ request: printable(flawed(request, flaw, variant)), flaw }));

/**
 * A fingerprint of what the studios keep: each table's row count and the md5 of its rows in order.
 * Columns that any authenticated request writes, whatever it asks, are left out: a credential records
 * when it was last used (at most once a minute), refused request or not.
 */
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { api_tokens: ['last_used_at'], auth_sessions: ['last_seen_at'] };

async function fingerprint(): Promise<Record<string, string>> {
  const { rows: tables } = await server.database.pool.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await server.database.pool.query<{ print: string }>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS print
         FROM (SELECT to_jsonb(t) - $1::text[] AS r FROM public.${name} t) rows`,
      [BOOKKEEPING_COLUMNS[name] ?? []],
    );
    prints[name] = rows[0].print;
  }
  return prints;
}

test(`mutations refused for a flaw change nothing (${UNCHANGED_RUNS * BATCH} requests)`, async (t) => {
  const started = performance.now();
  const before = sent;
  await fc.assert(
    fc.asyncProperty(fc.array(refusedRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const print = await fingerprint();
      await Promise.all(batch.map(async ({ request, flaw }) => {
        const answer = await send(request);
        judge(request, answer);
        assert.ok(answer.status >= 400 && answer.status < 500, `a request with ${flaw} was not refused:\n${describe(request, answer)}`);
      }));
      const changed = Object.entries(await fingerprint()).filter(([table, now]) => print[table] !== now).map(([table]) => table);
      assert.deepEqual(changed, [], `refused requests changed ${changed.join(', ')}; the batch:\n${batch.map(({ request, flaw }) => `[${flaw}] ${describe(request)}`).join('\n\n')}`);
    }),
    { seed: SEED, numRuns: UNCHANGED_RUNS, endOnFailure: true },
  );
  t.diagnostic(`${sent - before} requests in ${Math.round(performance.now() - started)} ms over ${refusable.length} operations`);
});
