/**
 * Never a 500, always the area's shape: every /api/v1 route that exists is sent malformed, mistyped,
 * oversized and otherwise hostile input (route list × payload list). Every answer must have a
 * documented status and the error body of its area (API.md §1: invoices have their own), and where
 * API.md is explicit the exact status and code are checked too. Requests go out over raw HTTP so that
 * bodies, headers and paths reach the server exactly as written.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { newStudio, startTestServer } from './helpers.js';
import { randomAlphanumeric } from '../src/platform/ids.js';

// Login and sign-up allow 10 requests a minute per IP: every request here comes from its own
// forwarded address (TRUST_PROXY), and the per-credential budget is lifted, so that no answer is a
// 429 standing in for the answer under test.
const server = await startTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '1000000' });
const owner = await newStudio(server);
const base = new URL(server.base);

const MiB = 1024 * 1024;
const DOCUMENTED = [200, 201, 400, 401, 403, 404, 409, 413, 415, 422, 429];
const BEARER = `Bearer ${owner.token}`;

// ---------------------------------------------------------------------------------------------
// Raw HTTP

interface Sent {
  method: string;
  /** Relative to /api/v1, already percent-encoded where it needs to be. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body with chunked transfer encoding instead of a Content-Length. */
  chunked?: boolean;
  /** A success is the CSV export (text/csv), not a JSON body; errors are still JSON. */
  csv?: boolean;
}

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
  ms: number;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 20 });
after(() => keepAlive.destroy());
let forwarded = 0;
/** A different client address for every request (see the server options above). */
const nextAddress = () => {
  forwarded += 1;
  return `10.${(forwarded >> 16) & 255}.${(forwarded >> 8) & 255}.${forwarded & 255}`;
};

function send(req: Sent): Promise<Got> {
  const started = Date.now();
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    if (req.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(Buffer.byteLength(req.body));
  }
  for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
  if (headers['content-type'] === '') delete headers['content-type'];
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method: req.method, path: base.pathname + req.path, headers, agent: req.chunked || (req.body?.length ?? 0) > 65536 ? false : keepAlive },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode!, headers: res.headers, text, json, ms: Date.now() - started });
        });
      },
    );
    request.on('error', reject);
    request.end(req.body);
  });
}

// ---------------------------------------------------------------------------------------------
// What every answer must look like, and what some answers must be exactly

interface Expect {
  status?: number | number[];
  error?: string | string[];
  /** `details` must name this field (nested as `a.b`) or each of these, and nothing but them or their parents. */
  field?: string | string[];
  /** The message must contain this text. */
  message?: string;
  /** A 200 list whose `data` holds exactly the records with these ids (any order), all counted in `meta.total`. */
  ids?: string[];
}

interface Case extends Sent {
  label: string;
  expect?: Expect;
}

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
// Stack frames and database internals that must never reach a client.
const LEAKS = [
  /\n\s+at /,
  /\bat [^\s()]+ \([^)]*:\d+:\d+\)/,
  /node_modules|\.ts:\d+|\.js:\d+/,
  /Failed query|params:|\bselect\b[^"]*\bfrom\b|\binsert into\b|\bupdate "|\bdelete from\b/i,
  /violates|duplicate key|invalid input syntax|syntax error|relation "|column "|constraint "|pg_catalog|drizzle|postgres/i,
];

/** `/invoices*` and `/invoices_summary*` answer errors in the invoice area's shape (API.md §1). */
const inInvoiceArea = (path: string) => path.startsWith('/invoices');

/** What an error body says, whatever its area's shape. */
interface ErrorView {
  code: unknown;
  message: unknown;
  details: unknown;
}

/**
 * The code, message and details of an error body; anything the area's shape does not have goes to
 * `problems`. Standard: `{error: "<code>", message, details?}`. Invoices: `{error: {code, message, details?}}`.
 */
function errorOf(path: string, json: Record<string, any>, problems: string[]): ErrorView {
  const allowed = inInvoiceArea(path) ? ['error'] : ['error', 'message', 'details'];
  const extra = Object.keys(json).filter((k) => !allowed.includes(k));
  if (extra.length > 0) problems.push(`error body has extra keys ${extra.join(', ')}`);
  if (!inInvoiceArea(path)) return { code: json.error, message: json.message, details: json.details };
  const error = json.error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) {
    problems.push(`error is not an object with code and message: ${JSON.stringify(error)}`);
    return { code: undefined, message: undefined, details: undefined };
  }
  const inner = Object.keys(error).filter((k) => !['code', 'message', 'details'].includes(k));
  if (inner.length > 0) problems.push(`error has extra keys ${inner.join(', ')}`);
  return { code: error.code, message: error.message, details: error.details };
}

/** Problems with one answer; empty when it is right. */
function problemsWith(c: Case, got: Got): string[] {
  const problems: string[] = [];
  const { status, json } = got;
  if (status >= 500) problems.push(`status ${status}`);
  else if (!DOCUMENTED.includes(status)) problems.push(`undocumented status ${status}`);
  if (c.csv && status < 400) {
    // API.md §7: the export is UTF-8 CSV, a byte-order mark and the header row first.
    if (got.headers['content-type'] !== 'text/csv; charset=utf-8') problems.push(`content-type ${got.headers['content-type']}`);
    if (!got.text.startsWith('\uFEFFid,first_name,last_name,email,')) problems.push('the CSV does not start with the BOM and the header row');
    if (c.expect?.status !== undefined && ![c.expect.status].flat().includes(status)) problems.push(`expected status ${[c.expect.status].flat().join(' or ')}`);
    return problems;
  }
  if (!/^application\/json/.test(String(got.headers['content-type']))) problems.push(`content-type ${got.headers['content-type']}`);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    problems.push('body is not a JSON object');
    return problems;
  }
  let error: ErrorView = { code: undefined, message: undefined, details: undefined };
  if (status >= 400) {
    error = errorOf(c.path, json, problems);
    if (typeof error.code !== 'string' || !SNAKE.test(error.code)) problems.push(`the error code is not snake_case: ${JSON.stringify(error.code)}`);
    if (typeof error.message !== 'string' || error.message.length === 0) problems.push('message is not a non-empty string');
    if (error.details !== undefined || status === 422) problems.push(...detailsProblems(error.details));
    for (const leak of LEAKS) if (leak.test(got.text)) problems.push(`body leaks internals (${leak})`);
  } else if (!('data' in json) && !('message' in json)) {
    problems.push('success body has neither data nor message');
  }
  const e = c.expect;
  if (e?.status !== undefined && ![e.status].flat().includes(status)) problems.push(`expected status ${[e.status].flat().join(' or ')}`);
  if (status >= 400 && e?.error !== undefined && ![e.error].flat().includes(error.code as string)) {
    problems.push(`expected error ${[e.error].flat().join(' or ')}`);
  }
  const fields = e?.field === undefined ? [] : [e.field].flat();
  if (status >= 400 && fields.length > 0) {
    const keys = Object.keys((error.details ?? {}) as object);
    for (const field of fields) if (!keys.includes(field)) problems.push(`details do not name ${field}`);
    const others = keys.filter((k) => !fields.some((field) => k === field || field.startsWith(`${k}.`)));
    if (others.length > 0) problems.push(`details name other fields too: ${others.join(', ')}`);
  }
  if (status < 400 && e?.ids !== undefined) {
    const found: string[] = Array.isArray(json.data) ? json.data.map((row: { id: string }) => row.id) : [];
    if (JSON.stringify([...found].sort()) !== JSON.stringify([...e.ids].sort())) problems.push(`expected exactly [${e.ids.join(', ')}], got [${found.join(', ')}]`);
    if (json.meta?.total !== e.ids.length) problems.push(`meta.total is ${json.meta?.total}, expected ${e.ids.length}`);
  }
  if (status >= 400 && e?.message !== undefined && !String(error.message).includes(e.message)) {
    problems.push(`message does not mention ${e.message}`);
  }
  return problems;
}

function detailsProblems(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return ['details missing or not an object'];
  const entries = Object.entries(details);
  if (entries.length === 0) return ['details is empty'];
  return entries
    .filter(([, messages]) => !Array.isArray(messages) || messages.length === 0 || messages.some((m) => typeof m !== 'string' || m === ''))
    .map(([field]) => `details.${field} is not a non-empty list of messages`);
}

/** Sends every case, 20 at a time, and fails once with every wrong answer listed. */
async function expectAll(cases: Case[]): Promise<void> {
  assert.ok(cases.length > 0);
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const got = await send(c);
      const problems = problemsWith(c, got);
      if (problems.length > 0) failures.push(`${describe(c)} → ${got.status} ${got.text.slice(0, 200)}\n    ${problems.join('; ')}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  assert.deepEqual(failures, [], `${failures.length} of ${cases.length} answers are wrong:\n${failures.join('\n')}`);
}

function describe(c: Case): string {
  const path = c.path.length > 90 ? `${c.path.slice(0, 90)}…(${c.path.length} chars)` : c.path;
  return `${c.method} ${path} [${c.label}]`;
}

// ---------------------------------------------------------------------------------------------
// The routes and the records they act on

const unique = () => randomAlphanumeric(10);
const post = (path: string, body: unknown) => send({ method: 'POST', path, body: JSON.stringify(body), headers: { authorization: BEARER } });

const kept = (await post('/coupons', { code: `KEPT${unique()}`, discount_type: 'percentage', discount_value: 10 })).json.data;
// Valid DELETE requests in the matrix remove this one; later ones meet a 404, which is fine.
const doomed = (await post('/coupons', { code: `DOOMED${unique()}`, discount_type: 'fixed_amount', discount_value: 500 })).json.data;
const card = (await post('/gift_cards', { amount: 5000 })).json.data;
const spare = (await post('/api_tokens', { name: 'spare' })).json.data;
const keptClient = (await post('/clients', { first_name: 'Kept', email: `kept-${unique().toLowerCase()}@example.test` })).json.data;
// Like `doomed`: the first valid DELETE removes it, later ones meet a 404.
const doomedClient = (await post('/clients', { first_name: 'Doomed' })).json.data;
// Rule fixtures no other case touches: an email that stays taken, a client to move onto it, a client with no email.
const takenClient = (await post('/clients', { first_name: 'Taken', email: `taken-${unique().toLowerCase()}@example.test` })).json.data;
const otherClient = (await post('/clients', { first_name: 'Other', email: `other-${unique().toLowerCase()}@example.test` })).json.data;
const nameOnly = (await post('/clients', { first_name: 'Nameonly' })).json.data;
// A client-role credential: it may call `any` routes and nothing else (API.md §1).
const portal = (await post(`/clients/${keptClient?.id}/portal_tokens`, {})).json.data;
assert.ok(kept?.id && doomed?.id && card?.id && spare?.id && keptClient?.id && doomedClient?.id, 'fixtures created');
assert.ok(takenClient?.id && otherClient?.id && nameOnly?.id && portal?.token, 'client fixtures created');

/** `public` needs no credential, `token` a photographer's, `any` admits client-role (portal) tokens too. */
type Access = 'public' | 'token' | 'any';
/** An identifier in a route's path: its prefix, the record used when a valid one is needed, the code of a 404. */
interface PathId {
  prefix: string;
  valid: string;
  /** The code a well-formed identifier the studio does not have answers; `not_found` unless given. */
  missing?: string;
}
interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `{id}` where the path takes an identifier, and `{parent}` where it takes a second one before it. */
  path: string;
  access: Access;
  id?: PathId;
  /** The record `{id}` belongs to, such as a payment's invoice. */
  parent?: PathId;
  /** A body the route accepts; routes without one ignore what they are sent. */
  valid?: () => Record<string, unknown>;
  /** What a request with the valid body answers, when it is not 201 (POST) or 200 (other methods). */
  accepted?: Expect;
  /** Every field of the body is optional, so the body itself may be left out. */
  bodyOptional?: boolean;
  fields?: Field[];
  paged?: boolean;
  /**
   * The page size parameter of a paged route, when it is not `per_page` (API.md §1 keeps the spec's
   * names); null when the page size is fixed and there is no such parameter.
   */
  pageSize?: string | null;
  /** Answers the CSV export rather than JSON when it succeeds. */
  csv?: boolean;
}

type Kind =
  | 'text' | 'email' | 'password' | 'code' | 'enum' | 'timestamp' | 'date' | 'currency' | 'timezone'
  /** An identifier naming another record of the studio (API.md §9: malformed or unknown is 422). */
  | 'reference'
  | 'number' | 'integer' | 'boolean' | 'object' | 'list' | 'immutable';
interface Field {
  name: string;
  kind: Kind;
  nullable?: boolean;
}

const future = '2031-06-30T12:00:00Z';
const signupBody = () => ({
  studio_name: 'Bad Input Studio',
  email: `signup-${unique().toLowerCase()}@example.test`,
  password: 'a long enough password',
  first_name: 'Ada',
  last_name: 'Lovelace',
  currency: 'eur',
  timezone: 'Europe/Paris',
});
const couponBody = () => ({
  code: `C${unique()}`,
  discount_type: 'percentage',
  discount_value: 10,
  usage_limit: 5,
  expires_at: future,
  minimum_order_amount: 1000,
  description: 'Spring minis',
});
const couponUpdate = () => ({ discount_value: 15, usage_limit: 10, expires_at: future, minimum_order_amount: 2000, description: 'Summer minis' });
const address = () => ({
  address_line_1: '1 Main Street', address_line_2: 'Suite 2', city: 'Arlington', postal_code: '22201', state: 'VA', country_id: 840,
});
const clientBody = () => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: `grace-${unique().toLowerCase()}@example.test`,
  phone: '+1 555 010 0199',
  company: 'Cobol Portraits',
  job_title: 'Rear admiral',
  address_info: address(),
  notes: 'Prefers morning shoots',
  type: 'lead',
  status_name: 'Active',
});
const clientUpdate = () => ({ ...clientBody(), first_name: 'Kept', type: 'client' });
const clientFields: Field[] = [
  { name: 'first_name', kind: 'text', nullable: true }, { name: 'last_name', kind: 'text', nullable: true },
  { name: 'email', kind: 'email', nullable: true }, { name: 'phone', kind: 'text', nullable: true },
  { name: 'company', kind: 'text', nullable: true }, { name: 'job_title', kind: 'text', nullable: true },
  { name: 'address_info', kind: 'object', nullable: true },
  ...['address_line_1', 'address_line_2', 'city', 'postal_code', 'state'].map((name): Field => ({ name: `address_info.${name}`, kind: 'text', nullable: true })),
  { name: 'address_info.country_id', kind: 'integer', nullable: true },
  { name: 'notes', kind: 'text', nullable: true }, { name: 'type', kind: 'enum' }, { name: 'status_name', kind: 'enum' },
];
const giftCardBody = () => ({
  amount: 5000,
  currency: 'usd',
  code: `G${unique()}`,
  expires_at: future,
  purchased_by: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test' },
});

// Invoices and payments (API.md §6). Their client and coupon are their own: no other route's case
// (disabling a coupon, deleting a client) changes what an invoice may use.
const billedClient = (await post('/clients', { first_name: 'Billed', email: `billed-${unique().toLowerCase()}@example.test` })).json.data;
const invoiceCoupon = (await post('/coupons', { code: `INV${unique()}`, discount_type: 'percentage', discount_value: 10 })).json.data;
const lineItem = () => ({ name: 'Portrait session', description: 'Two hours', quantity: 2, amount: 15000, taxable: true, tax_rate: 8.25 });
const invoiceBody = () => ({
  client_id: billedClient.id, currency: 'usd', due_date: '2031-06-30', line_items: [lineItem()], coupon_code: invoiceCoupon.code, notes: 'Thank you!',
});
const invoiceFields: Field[] = [
  { name: 'client_id', kind: 'reference' }, { name: 'currency', kind: 'currency' }, { name: 'due_date', kind: 'date' },
  { name: 'line_items', kind: 'list' }, { name: 'line_items.0.name', kind: 'text' }, { name: 'line_items.0.description', kind: 'text', nullable: true },
  { name: 'line_items.0.quantity', kind: 'integer' }, { name: 'line_items.0.amount', kind: 'integer' },
  { name: 'line_items.0.taxable', kind: 'boolean' }, { name: 'line_items.0.tax_rate', kind: 'number', nullable: true },
  { name: 'coupon_code', kind: 'code', nullable: true }, { name: 'notes', kind: 'text', nullable: true },
];
const cardDetails = () => ({ brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2030, funding: 'credit' });
// A small amount: every payment the matrix records must fit in what the invoice has due.
const paymentBody = () => ({ amount: 100, payment_method: 'card', payment_date: '2026-01-15T10:00:00.123456Z', payment_method_details: cardDetails() });
const paymentFields: Field[] = [
  { name: 'amount', kind: 'integer' }, { name: 'payment_method', kind: 'enum' }, { name: 'payment_date', kind: 'timestamp' },
  { name: 'payment_method_details', kind: 'object', nullable: true },
  { name: 'payment_method_details.brand', kind: 'text' }, { name: 'payment_method_details.last_four', kind: 'text' },
  { name: 'payment_method_details.exp_month', kind: 'integer' }, { name: 'payment_method_details.exp_year', kind: 'integer' },
  { name: 'payment_method_details.funding', kind: 'enum' },
];

async function createdInvoice(body: object): Promise<any> {
  const res = await post('/invoices', body);
  assert.equal(res.status, 201, `invoice fixture: ${res.text}`);
  return res.json.data;
}
async function sentInvoiceOf(body: object): Promise<any> {
  const { id } = await createdInvoice(body);
  const res = await post(`/invoices/${id}/send`, {});
  assert.equal(res.status, 200, `sending the invoice fixture: ${res.text}`);
  return res.json.data;
}
async function recordedPayment(invoiceId: string, body: object): Promise<any> {
  const res = await post(`/invoices/${invoiceId}/payments`, body);
  assert.equal(res.status, 201, `payment fixture: ${res.text}`);
  return res.json.data;
}
// Stays a draft: read and updated by the matrix.
const draftInvoice = await createdInvoice(invoiceBody());
// Like `doomed`: the first valid DELETE removes it, later ones meet a 404.
const doomedInvoice = await createdInvoice(invoiceBody());
// The first valid send sends it, later ones meet a 409.
const unsentInvoice = await createdInvoice(invoiceBody());
// Sent, and so large that the matrix's accepted payments never exhaust what is due.
const sentInvoice = await sentInvoiceOf({ ...invoiceBody(), coupon_code: null, line_items: [{ name: 'Wedding', quantity: 1, amount: 10_000_000_000 }] });
// Refunded a minor unit at a time by the matrix.
const refundable = await recordedPayment(sentInvoice.id, { amount: 1_000_000, payment_method: 'card', payment_method_details: cardDetails() });
// The first valid dispute opens it, later ones meet a 409.
const disputable = await recordedPayment(sentInvoice.id, { amount: 10_000, payment_method: 'paypal', payment_method_details: { payer_email: 'payer@example.test' } });
// The first valid resolve closes its dispute, later ones meet a 409.
const disputed = await recordedPayment(sentInvoice.id, { amount: 10_000, payment_method: 'card' });
assert.equal((await post(`/invoices/${sentInvoice.id}/payments/${disputed.id}/dispute`, {})).status, 200, 'dispute fixture');
const invoiceId = (valid: string): PathId => ({ prefix: 'in', valid, missing: 'invoice_not_found' });
const paymentId = (valid: string): PathId => ({ prefix: 'ip', valid, missing: 'payment_not_found' });
const paymentOf = (payment: { id: string }) => ({ parent: invoiceId(sentInvoice.id), id: paymentId(payment.id) });

const ROUTES: Route[] = [
  {
    name: 'signup', method: 'POST', path: '/auth/signup', access: 'public', valid: signupBody,
    fields: [
      { name: 'studio_name', kind: 'text' }, { name: 'email', kind: 'email' }, { name: 'password', kind: 'password' },
      { name: 'first_name', kind: 'text' }, { name: 'last_name', kind: 'text' }, { name: 'currency', kind: 'currency' },
      { name: 'timezone', kind: 'timezone' },
    ],
  },
  {
    name: 'login', method: 'POST', path: '/auth/login', access: 'public', accepted: { status: 200 },
    valid: () => ({ email: owner.email, password: owner.password }),
    fields: [{ name: 'email', kind: 'email' }, { name: 'password', kind: 'password' }],
  },
  { name: 'logout', method: 'POST', path: '/auth/logout', access: 'any' },
  { name: 'me', method: 'GET', path: '/auth/me', access: 'any' },
  {
    name: 'create token', method: 'POST', path: '/api_tokens', access: 'token',
    valid: () => ({ name: 'laptop' }), fields: [{ name: 'name', kind: 'text' }],
  },
  { name: 'list tokens', method: 'GET', path: '/api_tokens', access: 'token' },
  { name: 'revoke token', method: 'DELETE', path: '/api_tokens/{id}', access: 'token', id: { prefix: 'tok', valid: spare.id } },
  { name: 'list coupons', method: 'GET', path: '/coupons', access: 'token', paged: true },
  {
    name: 'create coupon', method: 'POST', path: '/coupons', access: 'token', valid: couponBody,
    fields: [
      { name: 'code', kind: 'code' }, { name: 'discount_type', kind: 'enum' }, { name: 'discount_value', kind: 'number' },
      { name: 'usage_limit', kind: 'integer', nullable: true }, { name: 'expires_at', kind: 'timestamp', nullable: true },
      { name: 'minimum_order_amount', kind: 'integer', nullable: true }, { name: 'description', kind: 'text', nullable: true },
    ],
  },
  { name: 'get coupon', method: 'GET', path: '/coupons/{id}', access: 'token', id: { prefix: 'cou', valid: kept.id } },
  {
    name: 'update coupon', method: 'PUT', path: '/coupons/{id}', access: 'token', id: { prefix: 'cou', valid: kept.id }, valid: couponUpdate,
    fields: [
      { name: 'discount_value', kind: 'number' }, { name: 'usage_limit', kind: 'integer', nullable: true },
      { name: 'expires_at', kind: 'timestamp', nullable: true }, { name: 'minimum_order_amount', kind: 'integer', nullable: true },
      { name: 'description', kind: 'text', nullable: true }, { name: 'code', kind: 'immutable' }, { name: 'discount_type', kind: 'immutable' },
    ],
  },
  { name: 'delete coupon', method: 'DELETE', path: '/coupons/{id}', access: 'token', id: { prefix: 'cou', valid: doomed.id } },
  { name: 'disable coupon', method: 'PUT', path: '/coupons/{id}/disable', access: 'token', id: { prefix: 'cou', valid: kept.id } },
  { name: 'enable coupon', method: 'PUT', path: '/coupons/{id}/enable', access: 'token', id: { prefix: 'cou', valid: kept.id } },
  { name: 'coupon activity', method: 'GET', path: '/coupons/{id}/activity', access: 'token', id: { prefix: 'cou', valid: kept.id }, paged: true },
  { name: 'list gift cards', method: 'GET', path: '/gift_cards', access: 'token', paged: true },
  {
    name: 'create gift card', method: 'POST', path: '/gift_cards', access: 'token', valid: giftCardBody,
    fields: [
      { name: 'amount', kind: 'integer' }, { name: 'currency', kind: 'currency' }, { name: 'code', kind: 'code' },
      { name: 'expires_at', kind: 'timestamp', nullable: true }, { name: 'purchased_by', kind: 'object', nullable: true },
      { name: 'purchased_by.first_name', kind: 'text', nullable: true }, { name: 'purchased_by.last_name', kind: 'text', nullable: true },
      { name: 'purchased_by.email', kind: 'email', nullable: true },
    ],
  },
  { name: 'get gift card', method: 'GET', path: '/gift_cards/{id}', access: 'token', id: { prefix: 'gc', valid: card.id } },
  { name: 'list clients', method: 'GET', path: '/clients', access: 'token', paged: true },
  { name: 'create client', method: 'POST', path: '/clients', access: 'token', valid: clientBody, fields: clientFields },
  { name: 'search clients', method: 'GET', path: '/clients/search?q=grace', access: 'token', paged: true, pageSize: 'pageSize' },
  { name: 'export clients', method: 'GET', path: '/clients/download_csv', access: 'token', csv: true },
  { name: 'get client', method: 'GET', path: '/clients/{id}', access: 'token', id: { prefix: 'cl', valid: keptClient.id } },
  {
    name: 'update client', method: 'PUT', path: '/clients/{id}', access: 'token', id: { prefix: 'cl', valid: keptClient.id },
    valid: clientUpdate, fields: clientFields,
  },
  { name: 'delete client', method: 'DELETE', path: '/clients/{id}', access: 'token', id: { prefix: 'cl', valid: doomedClient.id } },
  { name: 'portal token', method: 'POST', path: '/clients/{id}/portal_tokens', access: 'token', id: { prefix: 'cl', valid: keptClient.id } },
  { name: 'countries', method: 'GET', path: '/countries', access: 'any' },
  { name: 'client documents', method: 'GET', path: '/clients/{id}/documents', access: 'token', id: { prefix: 'cl', valid: billedClient.id }, paged: true, pageSize: null },
  { name: 'list invoices', method: 'GET', path: '/invoices', access: 'token', paged: true },
  { name: 'create invoice', method: 'POST', path: '/invoices', access: 'token', valid: invoiceBody, fields: invoiceFields },
  { name: 'invoice summary', method: 'GET', path: '/invoices/invoice_summary', access: 'token' },
  { name: 'invoice currencies', method: 'GET', path: '/invoices/currencies/list', access: 'token' },
  { name: 'list payments', method: 'GET', path: '/invoices/payments/list', access: 'token', paged: true, pageSize: 'page_size' },
  { name: 'disputed count', method: 'GET', path: '/invoices/payments/disputed,needs-response/count', access: 'token' },
  { name: 'get invoice', method: 'GET', path: '/invoices/{id}', access: 'token', id: invoiceId(draftInvoice.id) },
  { name: 'update invoice', method: 'PUT', path: '/invoices/{id}', access: 'token', id: invoiceId(draftInvoice.id), valid: invoiceBody, fields: invoiceFields },
  { name: 'delete invoice', method: 'DELETE', path: '/invoices/{id}', access: 'token', id: invoiceId(doomedInvoice.id) },
  { name: 'send invoice', method: 'POST', path: '/invoices/{id}/send', access: 'token', id: invoiceId(unsentInvoice.id) },
  { name: 'record payment', method: 'POST', path: '/invoices/{id}/payments', access: 'token', id: invoiceId(sentInvoice.id), valid: paymentBody, fields: paymentFields },
  { name: 'get payment', method: 'GET', path: '/invoices/{parent}/payments/{id}', access: 'token', ...paymentOf(refundable) },
  {
    name: 'refund payment', method: 'POST', path: '/invoices/{parent}/payments/{id}/refund', access: 'token', ...paymentOf(refundable),
    // A body without `amount` refunds all that is left: any refund after that one finds nothing to refund.
    valid: () => ({ amount: 1 }), accepted: { status: [200, 409], error: 'payment_not_refundable' }, bodyOptional: true,
    fields: [{ name: 'amount', kind: 'integer' }],
  },
  { name: 'dispute payment', method: 'POST', path: '/invoices/{parent}/payments/{id}/dispute', access: 'token', ...paymentOf(disputable) },
  {
    name: 'resolve dispute', method: 'POST', path: '/invoices/{parent}/payments/{id}/dispute/resolve', access: 'token', ...paymentOf(disputed),
    // A dispute closes once: the first accepted body resolves it, any later one finds none open (the
    // dedicated test below checks both answers in order).
    valid: () => ({ outcome: 'won' }), accepted: { status: [200, 409], error: 'payment_not_disputed' }, fields: [{ name: 'outcome', kind: 'enum' }],
  },
  { name: 'client invoice currencies', method: 'GET', path: `/invoices_summary/currencies?client_id=${billedClient.id}`, access: 'token' },
  { name: 'client invoice totals', method: 'GET', path: `/invoices_summary/totals/usd?client_id=${billedClient.id}`, access: 'token' },
];

const bodyRoutes = ROUTES.filter((r) => r.valid);
const writeRoutes = ROUTES.filter((r) => r.method !== 'GET');
const idRoutes = ROUTES.filter((r) => r.id);
const protectedRoutes = ROUTES.filter((r) => r.access !== 'public');

const pathOf = (route: Route, id = route.id?.valid ?? '', parent = route.parent?.valid ?? '') => route.path.replace('{id}', id).replace('{parent}', parent);

/** Each identifier the route's path takes, with the route's path holding a given value there (and valid ones elsewhere). */
function pathIds(route: Route): [PathId, (value: string) => string][] {
  const ids: [PathId, (value: string) => string][] = [];
  if (route.parent) ids.push([route.parent, (value) => pathOf(route, undefined, value)]);
  if (route.id) ids.push([route.id, (value) => pathOf(route, value)]);
  return ids;
}

const authOf = (route: Route): Record<string, string> => (route.access === 'public' ? {} : { authorization: BEARER });

/** A request to the route with its valid body (or none) and the owner's credential. */
function request(route: Route, label: string, over: Partial<Case> = {}): Case {
  const body = route.valid ? JSON.stringify(route.valid()) : undefined;
  return {
    label: `${route.name}: ${label}`, method: route.method, path: pathOf(route), body, csv: route.csv, ...over, headers: { ...authOf(route), ...over.headers },
  };
}

/** `value` placed at a dotted path of a copy of `body`. */
function withField(body: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = field.split('.');
  let target = copy as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  target[parts.at(-1)!] = value;
  return copy;
}

// Numbers JSON.stringify cannot write (1e400 parses to Infinity) travel as markers replaced in the text.
const raw = (text: string) => `\u0001raw:${text}`;
const encode = (body: unknown) => JSON.stringify(body).replace(/"\\u0001raw:([^"]*)"/g, '$1');

/** One body field set to `value`: 422 naming the field, unless `expect` says otherwise. */
function fieldCase(route: Route, field: Field, label: string, value: unknown, expect: Expect = { status: 422, error: 'validation_error', field: field.name }): Case {
  return request(route, `${field.name} ${label}`, { body: encode(withField(route.valid!(), field.name, value)), expect });
}

const STRING_KINDS: Kind[] = ['text', 'email', 'password', 'code', 'enum', 'timestamp', 'date', 'currency', 'timezone', 'reference'];
const NUMBER_KINDS: Kind[] = ['number', 'integer'];

// ---------------------------------------------------------------------------------------------
// Bodies

test('the base bodies of the matrix are valid: each is accepted as sent', async () => {
  await expectAll(
    bodyRoutes.map((route) => request(route, 'valid body', { expect: accepted(route) })),
  );
});

test('malformed JSON is 400 invalid_json on every route that reads a body', async () => {
  const malformed = ['{bad', '[', '{', '{"a":1,}', '{"a":}', "{'a':1}", 'NaN', '{"a":01}', '{"a":"\\x"}', '{"a":1}}', 'undefined', '\u0000'];
  await expectAll(
    writeRoutes.flatMap((route) =>
      malformed.map((text) => request(route, `malformed ${JSON.stringify(text)}`, { body: text, expect: { status: 400, error: 'invalid_json' } })),
    ),
  );
});

test('JSON that is not an object is 422 validation_error where an object is expected, and harmless elsewhere', async () => {
  const notObjects = ['"str"', 'null', '123', '-1e400', 'true', '[]', '[{}]', '[{"name":"x"}]'];
  const cases = writeRoutes.flatMap((route) =>
    notObjects.map((text) =>
      request(route, `body ${text}`, { body: text, expect: route.valid ? { status: 422, error: 'validation_error' } : undefined }),
    ),
  );
  // An empty or blank body with a JSON content type: malformed (400) or missing (422) where a body is
  // required; nothing to read where none is or where it may be left out.
  for (const route of writeRoutes) {
    for (const text of ['', '   ']) {
      cases.push(request(route, `empty body ${JSON.stringify(text)}`, {
        body: text,
        expect: route.valid && !route.bodyOptional ? { status: [400, 422], error: ['invalid_json', 'validation_error'] } : undefined,
      }));
    }
  }
  // Deep nesting must not blow the stack of the parser or the validator.
  const deep = [
    '['.repeat(50_000) + ']'.repeat(50_000),
    '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
    '{"constructor":'.repeat(20_000) + '{}' + '}'.repeat(20_000),
  ];
  for (const route of bodyRoutes) {
    for (const [i, text] of deep.entries()) cases.push(request(route, `deeply nested #${i}`, { body: text, expect: { status: [400, 422] } }));
  }
  // GET routes never read a body: a garbage one changes nothing.
  for (const route of ROUTES.filter((r) => r.method === 'GET')) {
    cases.push(request(route, 'GET with a malformed body', { body: '{bad', expect: { status: 200 } }));
  }
  await expectAll(cases);
});

test('a body field of the wrong type is 422 with details naming that field', async () => {
  const cases: Case[] = [];
  for (const route of bodyRoutes) {
    for (const field of route.fields!) {
      const wrong: [string, unknown][] = [];
      if (STRING_KINDS.includes(field.kind) || field.kind === 'immutable') {
        wrong.push(['as a number', 123], ['as a fraction', 1.5], ['as a boolean', true], ['as an object', { a: 1 }], ['as an array', ['x']], ['as an empty array', []]);
      }
      if (NUMBER_KINDS.includes(field.kind)) {
        wrong.push(['as a string', '10'], ['as an empty string', ''], ['as a boolean', false], ['as an object', { value: 1 }], ['as an array', [1]]);
        wrong.push(['as "Infinity"', 'Infinity'], ['as "-Infinity"', '-Infinity'], ['as "NaN"', 'NaN'], ['as "1e400"', '1e400']);
      }
      if (field.kind === 'integer') wrong.push(['as a fraction', 10.5]);
      if (field.kind === 'object') wrong.push(['as a string', 'Grace'], ['as a number', 1], ['as a boolean', true], ['as an array', [{}]]);
      if (field.kind === 'list') wrong.push(['as a string', 'Grace'], ['as a number', 1], ['as a boolean', true], ['as an object', { 0: {} }]);
      if (field.kind === 'boolean') {
        wrong.push(['as a string', 'true'], ['as an empty string', ''], ['as a number', 1], ['as 0', 0], ['as an object', { a: 1 }], ['as an array', [true]]);
      }
      if (!field.nullable || field.kind === 'immutable') wrong.push(['as null', null]);
      for (const [label, value] of wrong) cases.push(fieldCase(route, field, label, value));
      if (field.nullable && field.kind !== 'immutable') {
        cases.push(fieldCase(route, field, 'as null (allowed)', null, accepted(route)));
      }
    }
    // A required field left out (updates are partial: nothing is required there).
    for (const field of route.method === 'POST' ? route.fields!.filter((f) => !f.nullable && !f.name.includes('.')) : []) {
      const body = route.valid!();
      const required = ['studio_name', 'email', 'password', 'name', 'code', 'discount_type', 'discount_value', 'amount', 'client_id', 'due_date', 'line_items', 'payment_method', 'outcome'];
      if (!required.includes(field.name)) continue;
      if (route.name === 'create gift card' && field.name === 'code') continue; // generated when omitted
      if (route.name === 'refund payment' && field.name === 'amount') continue; // all that is left when omitted
      delete body[field.name];
      cases.push(request(route, `${field.name} missing`, { body: JSON.stringify(body), expect: { status: 422, error: 'validation_error', field: field.name } }));
    }
  }
  await expectAll(cases);
});

test('numbers beyond any range (±1e308, ±(2^53+1), 1e400 which parses to Infinity) are 422 naming the field', async () => {
  const huge: [string, unknown][] = [
    ['1e308', 1e308], ['-1e308', -1e308], ['2^53+1', raw('9007199254740993')], ['-(2^53+1)', raw('-9007199254740993')],
    ['1e400', raw('1e400')], ['-1e400', raw('-1e400')], ['12345678901234567890', raw('12345678901234567890')],
  ];
  const cases: Case[] = [];
  for (const route of bodyRoutes) {
    for (const field of route.fields!) {
      // Numbers where text is expected are type errors; where numbers are expected they are out of range.
      if (field.kind === 'immutable' || field.kind === 'object') continue;
      for (const [label, value] of huge) cases.push(fieldCase(route, field, label, value));
    }
  }
  await expectAll(cases);
});

test('strings of 100,000 characters are 422 naming the field', async () => {
  const long: [string, string][] = [
    ['100k letters', 'a'.repeat(100_000)],
    ['100k digits', '9'.repeat(100_000)],
    ['100k-character email', `${'a'.repeat(100_000)}@example.test`],
  ];
  const cases: Case[] = [];
  for (const route of bodyRoutes) {
    for (const field of route.fields!) {
      if (NUMBER_KINDS.includes(field.kind) || field.kind === 'object') continue;
      for (const [label, value] of long) cases.push(fieldCase(route, field, label, value));
    }
  }
  await expectAll(cases);
});

test('a NUL character in a text field is 422 naming the field, never a 500', async () => {
  // PostgreSQL cannot store U+0000 in text: the service must refuse it as a broken rule of the body.
  const cases: Case[] = [];
  for (const route of bodyRoutes) {
    for (const field of route.fields!) {
      if (!STRING_KINDS.includes(field.kind) && field.kind !== 'immutable') continue;
      let expect: Expect = { status: 422, error: 'validation_error', field: field.name };
      // A password is only ever hashed, so a NUL in one is harmless; at login it simply does not match.
      if (field.kind === 'password') expect = { status: route.name === 'login' ? [401, 422] : [201, 422] };
      // Looking up an email with a NUL finds nobody: 401 is as right as 422 there.
      if (route.name === 'login' && field.kind === 'email') expect = { status: [401, 422] };
      // API.md §1: an unsupported currency is 400 invalid_currency.
      if (field.kind === 'currency') expect = { status: [400, 422], error: ['invalid_currency', 'validation_error'], field: field.name };
      // For emails the NUL goes where the format check does not look.
      const values = field.kind === 'email' ? ['grace@example.test\u0000', '\u0000grace@example.test'] : ['ab\u0000cd', '\u0000'];
      for (const value of values) cases.push(fieldCase(route, field, JSON.stringify(value), value, expect));
    }
  }
  await expectAll(cases);
});

test('unicode text (accents, CJK, emoji, RTL marks, lone surrogates) is stored without a 500, and as sent', async () => {
  const text = 'Zoë Ångström 写真 📸 \u202eltr\u202c \u0301';
  const expectations: [Route, string, (data: any) => unknown][] = [
    [route('signup'), 'studio_name', (d) => d.studio.name],
    [route('signup'), 'first_name', (d) => d.user.first_name],
    [route('create token'), 'name', (d) => d.name],
    [route('create coupon'), 'description', (d) => d.description],
    [route('update coupon'), 'description', (d) => d.description],
    [route('create gift card'), 'purchased_by.last_name', (d) => d.purchased_by.last_name],
    [route('create client'), 'first_name', (d) => d.first_name],
    [route('create client'), 'notes', (d) => d.notes],
    [route('create client'), 'address_info.city', (d) => d.address_info.city],
    [route('update client'), 'last_name', (d) => d.last_name],
    [route('update client'), 'company', (d) => d.company],
    [route('create invoice'), 'notes', (d) => d.notes],
    [route('create invoice'), 'line_items.0.name', (d) => d.line_items[0].name],
    [route('update invoice'), 'line_items.0.description', (d) => d.line_items[0].description],
    [route('record payment'), 'payment_method_details.brand', (d) => d.payment_method_details.brand],
  ];
  for (const [target, field, read] of expectations) {
    const res = await send(request(target, field, { body: JSON.stringify(withField(target.valid!(), field, text)) }));
    assert.ok(res.status === 200 || res.status === 201, `${target.name} ${field}: ${res.status} ${res.text.slice(0, 200)}`);
    assert.equal(read(res.json.data), text, `${target.name} ${field} is answered as sent`);
  }
  // A lone surrogate is not valid UTF-16; whatever the service makes of it, it is not a 500.
  await expectAll(expectations.map(([target, field]) => ({
    ...request(target, `${field} with a lone surrogate`),
    body: encode(withField(target.valid!(), field, 'x')).replace('"x"', '"\\ud800 \\udfff"'),
    expect: { status: [200, 201, 422] },
  })));
  // Codes are letters, digits, _ and -: other scripts are refused.
  await expectAll([
    fieldCase(route('create coupon'), field('create coupon', 'code'), 'in Cyrillic', 'СКИДКА'),
    fieldCase(route('create coupon'), field('create coupon', 'code'), 'with an emoji', 'SALE📸'),
    fieldCase(route('create gift card'), field('create gift card', 'code'), 'with full-width digits', 'ＧＩＦＴ１２３'),
  ]);
});

test('impossible timestamps and date-only values are 422 on every timestamp field', async () => {
  const bad = [
    '2026-02-30T00:00:00Z', '2025-02-29T12:00:00Z', '0000-01-01T00:00:00Z', '99999-01-01T00:00:00Z', '2026-01-01', 'yesterday',
    'now', '', '2026-01-01T24:00:00Z', '2026-01-01T23:60:00Z', '2026-01-01T00:00:00', '2026-01-01T00:00:00+24:00',
    '2026-01-01T00:00:00+05:60', '2026-13-01T00:00:00Z', '2026-00-10T00:00:00Z', '1767225600', '+2026-01-01T00:00:00Z',
    '2026-01-01T00:00:00Z\u0000',
  ];
  const cases: Case[] = [];
  for (const route of bodyRoutes) {
    for (const field of route.fields!.filter((f) => f.kind === 'timestamp')) {
      for (const value of bad) cases.push(fieldCase(route, field, JSON.stringify(value), value));
    }
  }
  await expectAll(cases);
});

test('impossible dates, and timestamps where a date is expected, are 422 on every date field; calendar edges are accepted', async () => {
  const bad = [
    '2026-02-30', '2025-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32', '2026-1-5', '20260105', '2026/01/05',
    '05-01-2026', '0999-12-31', '10000-01-01', '+2026-01-05', '2026-01-05T00:00:00Z', '2026-01-05 ', 'tomorrow', '', '2026-01-05\u0000',
  ];
  const cases: Case[] = [];
  for (const route of bodyRoutes) {
    for (const field of route.fields!.filter((f) => f.kind === 'date')) {
      for (const value of bad) cases.push(fieldCase(route, field, JSON.stringify(value), value));
      // A due date may be in the past (API.md §9: past dates are allowed on create).
      for (const value of ['2024-02-29', '2000-02-29', '1000-01-01', '9999-12-31', '2020-01-01']) {
        cases.push(fieldCase(route, field, `${value} (a calendar date)`, value, accepted(route)));
      }
    }
  }
  await expectAll(cases);
});

test('unknown body fields are 422 naming the field', async () => {
  const cases: Case[] = [];
  for (const route of bodyRoutes) {
    // Names that are also properties of every JavaScript object must be reported like any other.
    for (const name of ['unexpected', 'id', 'studio_id', 'status', 'Code', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      cases.push(request(route, `unknown field ${name}`, {
        body: JSON.stringify({ ...route.valid!(), [name]: 'x' }),
        expect: { status: 422, error: 'validation_error', field: name },
      }));
    }
  }
  cases.push(fieldCase(route('create gift card'), field('create gift card', 'purchased_by'), 'with an unknown nested field',
    { first_name: 'Grace', nickname: 'Amazing' }, { status: 422, error: 'validation_error', field: 'purchased_by.nickname' }));
  // A client's answer-only fields are not input: nobody sets their own avatar, sample flag or country name.
  for (const target of [route('create client'), route('update client')]) {
    for (const [name, value] of [['avatar_color', 3], ['sample', true], ['created_at', '2020-01-01T00:00:00Z'], ['type_formatted', 'Lead'], ['country', 'Spain']] as const) {
      cases.push(request(target, `answer-only field ${name}`, {
        body: JSON.stringify({ ...target.valid!(), [name]: value }),
        expect: { status: 422, error: 'validation_error', field: name },
      }));
    }
    for (const name of ['country', 'address_line_3', 'constructor']) {
      cases.push(fieldCase(target, field(target.name, 'address_info'), `with an unknown nested field ${name}`, { ...address(), [name]: 'x' },
        { status: 422, error: 'validation_error', field: `address_info.${name}` }));
    }
  }
  // An invoice's totals, number and status are computed, and a payment's fees: none of them is input.
  for (const target of [route('create invoice'), route('update invoice')]) {
    for (const [name, value] of [['invoice_number', 'INV-9999'], ['status', 'paid'], ['amount', 1], ['subtotal', 1], ['amount_paid', 1], ['sent_at', future]] as const) {
      cases.push(request(target, `answer-only field ${name}`, { body: JSON.stringify({ ...target.valid!(), [name]: value }), expect: { status: 422, error: 'validation_error', field: name } }));
    }
    for (const [name, value] of [['line_total', 1], ['tax_amount', 0], ['id', 'li_x'], ['discount', 5]] as const) {
      cases.push(fieldCase(target, field(target.name, 'line_items'), `with an item's unknown field ${name}`, [{ ...lineItem(), [name]: value }],
        { status: 422, error: 'validation_error', field: `line_items.0.${name}` }));
    }
  }
  for (const [name, value] of [['processor_fee', 0], ['status', 'refunded'], ['currency', 'eur'], ['invoice_id', sentInvoice.id]] as const) {
    cases.push(request(route('record payment'), `answer-only field ${name}`, {
      body: JSON.stringify({ ...paymentBody(), [name]: value }), expect: { status: 422, error: 'validation_error', field: name },
    }));
  }
  cases.push(fieldCase(route('record payment'), field('record payment', 'payment_method_details'), 'with an unknown nested field cvc',
    { ...cardDetails(), cvc: '123' }, { status: 422, error: 'validation_error', field: 'payment_method_details.cvc' }));
  // Prototype-poisoning keys are refused one way or the other, never merged into objects.
  for (const route of bodyRoutes) {
    const valid = JSON.stringify(route.valid!()).slice(1);
    cases.push(request(route, '__proto__ key', { body: `{"__proto__":{"admin":true},${valid}`, expect: { status: [400, 422] } }));
    cases.push(request(route, 'constructor.prototype key', { body: `{"constructor":{"prototype":{"admin":true}},${valid}`, expect: { status: [400, 422] } }));
  }
  await expectAll(cases);
});

test('bad enum values in a body are 422 naming the field', async () => {
  const coupon = route('create coupon');
  await expectAll([
    ...['bogus', '', 'PERCENTAGE', 'percent', 'fixed'].map((v) => fieldCase(coupon, field('create coupon', 'discount_type'), JSON.stringify(v), v)),
    fieldCase(route('signup'), field('signup', 'timezone'), 'Mars/Olympus', 'Mars/Olympus'),
    fieldCase(route('signup'), field('signup', 'timezone'), 'a 65-character zone', `Europe/${'x'.repeat(58)}`),
    // API.md §1: an unsupported currency is 400 invalid_currency.
    fieldCase(route('create gift card'), field('create gift card', 'currency'), '"xyz"', 'xyz', { status: 400, error: 'invalid_currency', field: 'currency' }),
    ...[route('create invoice'), route('update invoice')].flatMap((target) =>
      ['xyz', 'btc', 'us', 'usdd', 'usd ', ''].map((v) =>
        fieldCase(target, field(target.name, 'currency'), JSON.stringify(v), v, { status: 400, error: 'invalid_currency', field: 'currency' }))),
    ...['cash', '', 'CARD', 'Card', 'credit_card', 'card ', 'gift card'].map((v) => fieldCase(route('record payment'), field('record payment', 'payment_method'), JSON.stringify(v), v)),
    ...['bogus', '', 'CREDIT', 'charge'].map((v) => fieldCase(route('record payment'), field('record payment', 'payment_method_details.funding'), JSON.stringify(v), v)),
    ...['draw', '', 'WON', 'won ', 'lose'].map((v) => fieldCase(route('resolve dispute'), field('resolve dispute', 'outcome'), JSON.stringify(v), v)),
    ...[route('create client'), route('update client')].flatMap((target) => [
      ...['vip', '', 'CLIENT', 'Client', 'leads', 'all', 'client,lead'].map((v) => fieldCase(target, field(target.name, 'type'), JSON.stringify(v), v)),
      ...['Gone', '', 'active', 'ARCHIVED', 'Deleted', '1', 'Active '].map((v) => fieldCase(target, field(target.name, 'status_name'), JSON.stringify(v), v)),
    ]),
  ]);
});

test('client bodies: a bad email or an unknown country is 422 naming it, a duplicate email 409 details.email, and a client needs a first name or an email', async () => {
  const cases: Case[] = [];
  for (const target of [route('create client'), route('update client')]) {
    const email = field(target.name, 'email');
    for (const value of [
      'nope', '', ' ', 'a@b', '@example.test', 'a@', 'a b@example.test', 'a@@example.test', 'a@example.', 'a@.example.test', 'a@example..test',
      'grace@example.test ', ' grace@example.test', 'grace@exa mple.test', 'grace@example.test\n', `${'a'.repeat(250)}@example.test`,
    ]) {
      cases.push(fieldCase(target, email, JSON.stringify(value.slice(0, 30)), value));
    }
    // ISO 3166-1 numeric codes only (API.md §7): codes nobody holds are 422 like ones out of range.
    const country = field(target.name, 'address_info.country_id');
    for (const value of [0, -1, 999, 1, 3, 841, 998, 1000, 65535, 32768, 2147483648]) cases.push(fieldCase(target, country, String(value), value));
    for (const value of [840, 826, 724, 4, 894]) cases.push(fieldCase(target, country, `${value} (assigned)`, value, accepted(target)));
    // Taken, whatever its case: 409 naming email (API.md §1 and §7). Updates aim at another client than the holder.
    for (const taken of [takenClient.email, takenClient.email.toUpperCase(), takenClient.email.replace('taken', 'TaKeN')]) {
      const c = fieldCase(target, email, `taken ${taken.slice(0, 12)}…`, taken, { status: 409, error: 'already_exists', field: 'email' });
      if (target.name === 'update client') c.path = pathOf(target, otherClient.id);
      cases.push(c);
    }
  }
  // First name or email (API.md §7): the create refuses a body with neither, naming both.
  const create = route('create client');
  const neither = { status: 422, error: 'validation_error', field: ['first_name', 'email'] };
  const creates: [object, Expect][] = [
    [{}, neither], [{ last_name: 'Only' }, neither], [{ first_name: null, email: null }, neither], [{ first_name: '', email: null }, neither],
    [{ first_name: '' }, neither], [{ company: 'Acme', type: 'other', address_info: address() }, neither],
    [{ first_name: '', email: '' }, { status: 422, error: 'validation_error' }],
  ];
  for (const [body, expect] of creates) cases.push(request(create, `neither first name nor email ${JSON.stringify(body)}`, { body: JSON.stringify(body), expect }));
  // An update may not leave a client with neither: the same rule, an empty first name counting as none as it does on create.
  const update = route('update client');
  const refused = { status: 422, error: 'validation_error' };
  for (const [body, expect] of [
    [{ first_name: null }, { ...refused, field: 'first_name' }], [{ first_name: '' }, { ...refused, field: 'first_name' }],
    [{ first_name: null, email: null }, refused], [{ first_name: '', email: null }, refused], [{ first_name: null, last_name: 'Still' }, refused],
  ] as [object, Expect][]) {
    cases.push(request(update, `clearing the name of a client without email ${JSON.stringify(body)}`, { path: pathOf(update, nameOnly.id), body: JSON.stringify(body), expect }));
  }
  cases.push(request(update, 'an empty update', { path: pathOf(update, nameOnly.id), body: '{}', expect: { status: 200 } }));
  await expectAll(cases);
  const stored = (await send({ method: 'GET', path: `/clients/${nameOnly.id}`, headers: { authorization: BEARER } })).json.data;
  assert.deepEqual([stored.first_name, stored.last_name, stored.email], ['Nameonly', null, null], 'refused updates left the client as it was');
});

test('two partial updates at once cannot leave a client with neither a first name nor an email', async () => {
  // Each update alone keeps one of the two (API.md §7); sent together, one of them must be refused.
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) ids.push((await post('/clients', { first_name: `Pair${i}`, email: `pair-${unique().toLowerCase()}@example.test` })).json.data.id);
  const update = route('update client');
  await expectAll(ids.flatMap((id) => [{ first_name: null }, { email: null }].map((body) =>
    request(update, `at once ${JSON.stringify(body)}`, { path: pathOf(update, id), body: JSON.stringify(body), expect: { status: [200, 422] } }))));
  const stripped: string[] = [];
  for (const id of ids) {
    const { json } = await send({ method: 'GET', path: `/clients/${id}`, headers: { authorization: BEARER } });
    if (!json.data.first_name && !json.data.email) stripped.push(id);
  }
  assert.deepEqual(stripped, [], `${stripped.length} of ${ids.length} clients were left with neither a first name nor an email`);
});

test('a percentage discount that would round to 0.00 or lose decimals is 422, not stored rounded', async () => {
  // API.md §3: a percentage is > 0 and ≤ 100 with at most two decimals.
  const coupon = route('create coupon');
  const update = route('update coupon');
  const value = field('create coupon', 'discount_value');
  await expectAll([
    fieldCase(coupon, value, '0.000000001 (rounds to 0.00)', 0.000000001),
    fieldCase(coupon, value, '0.004', 0.004),
    fieldCase(coupon, value, '99.9999999999 (rounds to 100.00)', 99.9999999999),
    fieldCase(coupon, value, '1e-300', 1e-300),
    fieldCase(update, field('update coupon', 'discount_value'), '0.000000001 (rounds to 0.00)', 0.000000001),
  ]);
  const stored = (await send({ method: 'GET', path: `/coupons/${kept.id}`, headers: { authorization: BEARER } })).json.data;
  assert.ok(stored.discount_value > 0, `the coupon's discount stays above 0, got ${stored.discount_value}`);
});

test('invoice bodies: a client_id malformed or not the studio\'s is 422 naming it; item, total and coupon rules are 422 naming what breaks them', async () => {
  const cases: Case[] = [];
  for (const target of [route('create invoice'), route('update invoice')]) {
    // API.md §9: a malformed id in a body is 422, like one the studio does not have.
    const clientIds = [
      'x', '', `cl_${randomAlphanumeric(29)}`, `cl_${randomAlphanumeric(31)}`, `CL_${randomAlphanumeric(30)}`, `cl${randomAlphanumeric(30)}`,
      `in_${randomAlphanumeric(30)}`, draftInvoice.id, ` ${billedClient.id}`, `${billedClient.id} `, `cl_${randomAlphanumeric(30)}`, `cl_${'0'.repeat(30)}`,
    ];
    for (const value of clientIds) cases.push(fieldCase(target, field(target.name, 'client_id'), JSON.stringify(value.slice(0, 14)), value));
    cases.push(fieldCase(target, field(target.name, 'client_id'), 'of another client of the studio', keptClient.id, accepted(target)));

    const items = field(target.name, 'line_items');
    const item = (over: object) => [{ ...lineItem(), ...over }];
    const refused = (label: string, value: unknown, name: string) => fieldCase(target, items, label, value, { status: 422, error: 'validation_error', field: name });
    cases.push(
      refused('empty', [], 'line_items'),
      refused('of 201 items', Array.from({ length: 201 }, lineItem), 'line_items'),
      refused('with quantity 0', item({ quantity: 0 }), 'line_items.0.quantity'),
      refused('with quantity -1', item({ quantity: -1 }), 'line_items.0.quantity'),
      refused('with amount -1', item({ amount: -1 }), 'line_items.0.amount'),
      refused('with an empty name', item({ name: '' }), 'line_items.0.name'),
      refused('with tax_rate -0.01', item({ tax_rate: -0.01 }), 'line_items.0.tax_rate'),
      refused('with tax_rate 100.01', item({ tax_rate: 100.01 }), 'line_items.0.tax_rate'),
      // API.md §6 rounds money, not rates: a rate has at most two decimals.
      refused('with tax_rate 8.125', item({ tax_rate: 8.125 }), 'line_items.0.tax_rate'),
      refused('with tax_rate 1e-9', item({ tax_rate: 1e-9 }), 'line_items.0.tax_rate'),
      refused('whose second item is broken', [lineItem(), { ...lineItem(), quantity: 0 }], 'line_items.1.quantity'),
      // Each factor fits; their product is more than any amount may be.
      refused('whose line total passes the largest amount', item({ quantity: 2, amount: 60_000_000_000, taxable: false }), 'line_items.0.quantity'),
      refused('whose line total passes 2^53', item({ quantity: 100_000, amount: 99_999_999_999, taxable: false }), 'line_items.0.quantity'),
      // Each line fits; together they pass it.
      refused('whose lines add up past the largest amount', [
        { name: 'Half', quantity: 1, amount: 60_000_000_000 }, { name: 'Other half', quantity: 1, amount: 60_000_000_000 },
      ], 'line_items'),
    );
    for (const [label, value] of [
      ['of 200 items', Array.from({ length: 200 }, lineItem)], ['with amount 0', item({ amount: 0 })], ['with tax_rate 100', item({ tax_rate: 100 })],
      ['with tax_rate 0.01', item({ tax_rate: 0.01 })], ['without its optional fields', [{ name: 'Prints', quantity: 3, amount: 1999 }]],
    ] as const) {
      cases.push(fieldCase(target, items, label, value, accepted(target)));
    }
    // An unknown coupon is 422 coupon_not_applicable naming it (API.md §6); codes match ignoring case (§9).
    const coupon = field(target.name, 'coupon_code');
    for (const value of ['NOSUCHCOUPON', `${invoiceCoupon.code}X`, doomed.code.slice(0, -1)]) {
      cases.push(fieldCase(target, coupon, `unknown ${value}`, value, { status: 422, error: 'coupon_not_applicable', field: 'coupon_code' }));
    }
    cases.push(fieldCase(target, coupon, 'in lower case', invoiceCoupon.code.toLowerCase(), accepted(target)));
  }
  // PUT is a partial update everywhere (API.md §9): with no field given nothing changes, as for a client.
  cases.push(request(route('update invoice'), 'an empty update', { body: '{}', expect: { status: 200 } }));
  // Only a draft changes (API.md §6, §9): editing, deleting or sending a sent invoice is 409 invoice_not_editable.
  for (const name of ['update invoice', 'delete invoice', 'send invoice']) {
    cases.push(request(route(name), 'a sent invoice', { path: pathOf(route(name), sentInvoice.id), expect: { status: 409, error: 'invoice_not_editable' } }));
  }
  await expectAll(cases);
});

test('payments: out of turn is 409 with its code, and what a body breaks against stored amounts is 422 naming the field', async () => {
  // A small sent invoice of its own, so that what is due and what is left to refund are known exactly.
  const small = await sentInvoiceOf({ ...invoiceBody(), coupon_code: null, line_items: [{ name: 'Mini session', quantity: 1, amount: 10_000 }] });
  const byCard = await recordedPayment(small.id, { amount: 4_000, payment_method: 'card' });
  const byTransfer = await recordedPayment(small.id, { amount: 1_000, payment_method: 'bank_transfer', payment_method_details: { reference: 'Wire 17' } });
  const byPaypal = await recordedPayment(small.id, { amount: 500, payment_method: 'paypal' });
  const expiredCard = (await post('/gift_cards', { amount: 5000, expires_at: '2020-01-01T00:00:00Z' })).json.data;
  const record = route('record payment');
  const paying = (body: object, expect: Expect, invoice = small.id) =>
    request(record, JSON.stringify(body).slice(0, 70), { path: pathOf(record, invoice), body: JSON.stringify(body), expect });
  const refused = (field: string): Expect => ({ status: 422, error: 'validation_error', field });
  const acting = (name: string, payment: { id: string }, body: object | undefined, expect: Expect) =>
    request(route(name), body === undefined ? 'no body' : JSON.stringify(body), { path: pathOf(route(name), payment.id, small.id), body: body && JSON.stringify(body), expect });
  const withDetails = (details: object) => ({ amount: 100, payment_method: 'card', payment_method_details: details });
  await expectAll([
    // 4,500 is due: a minor unit more is 422 on amount (API.md §6).
    paying({ amount: 4_501, payment_method: 'bank_transfer' }, refused('amount')),
    paying({ amount: 0, payment_method: 'card' }, refused('amount')),
    paying({ amount: -100, payment_method: 'card' }, refused('amount')),
    paying(paymentBody(), { status: 409, error: 'invoice_not_sent' }, draftInvoice.id),
    // Details of another method, or a gift card code, where they do not apply; none where one is needed.
    paying({ amount: 100, payment_method: 'card', payment_method_details: { payer_email: 'payer@example.test' } }, refused('payment_method_details.payer_email')),
    paying({ amount: 100, payment_method: 'bank_transfer', payment_method_details: { brand: 'visa' } }, refused('payment_method_details.brand')),
    paying({ amount: 100, payment_method: 'card', gift_card_code: card.code }, refused('gift_card_code')),
    paying({ amount: 100, payment_method: 'gift_card' }, refused('gift_card_code')),
    paying({ amount: 100, payment_method: 'gift_card', gift_card_code: '' }, refused('gift_card_code')),
    // API.md §9: an unknown or expired gift card is 422.
    paying({ amount: 100, payment_method: 'gift_card', gift_card_code: 'NO-SUCH-CARD' }, refused('gift_card_code')),
    paying({ amount: 100, payment_method: 'gift_card', gift_card_code: expiredCard.code }, refused('gift_card_code')),
    ...['424', '42424', 'abcd', '42 4', '４２４２', ''].map((v) => paying(withDetails({ last_four: v }), refused('payment_method_details.last_four'))),
    ...[0, 13, -1].map((v) => paying(withDetails({ exp_month: v }), refused('payment_method_details.exp_month'))),
    ...[1999, 2101].map((v) => paying(withDetails({ exp_year: v }), refused('payment_method_details.exp_year'))),
    paying(withDetails({ brand: '' }), refused('payment_method_details.brand')),
    paying({ amount: 100, payment_method: 'paypal', payment_method_details: { payer_email: 'not-an-email' } }, refused('payment_method_details.payer_email')),
    // Never more back than is left; a transfer has nobody to dispute it; nothing to resolve before a dispute.
    acting('refund payment', byCard, { amount: 4_001 }, refused('amount')),
    acting('refund payment', byCard, { amount: 0 }, refused('amount')),
    acting('dispute payment', byTransfer, undefined, { status: 409, error: 'payment_not_disputable' }),
    acting('resolve dispute', byCard, { outcome: 'won' }, { status: 409, error: 'payment_not_disputed' }),
    acting('resolve dispute', byTransfer, { outcome: 'lost' }, { status: 409, error: 'payment_not_disputed' }),
  ]);
  // In turn: a dispute opens once and holds refunds back, closes once, and a full refund ends what can happen.
  const steps: [string, object | undefined, Expect, string?][] = [
    ['dispute payment', undefined, { status: 200 }, 'disputed'],
    ['dispute payment', undefined, { status: 409, error: 'payment_not_disputable' }],
    ['refund payment', { amount: 1 }, { status: 409, error: 'payment_not_refundable' }],
    ['resolve dispute', { outcome: 'won' }, { status: 200 }, 'completed'],
    ['resolve dispute', { outcome: 'won' }, { status: 409, error: 'payment_not_disputed' }],
    ['refund payment', {}, { status: 200 }, 'refunded'],
    ['refund payment', { amount: 1 }, { status: 409, error: 'payment_not_refundable' }],
    ['dispute payment', undefined, { status: 409, error: 'payment_not_disputable' }],
  ];
  for (const [name, body, expect, status] of steps) {
    const c = acting(name, byCard, body, expect);
    const res = await send(c);
    assert.deepEqual(problemsWith(c, res), [], `${describe(c)} → ${res.status} ${res.text.slice(0, 200)}`);
    if (status !== undefined) assert.equal(res.json.data.status, status, `${describe(c)}: the payment is ${status}`);
  }
  // The refund's body is `{amount?}` (API.md §6): left out altogether, all that is left is refunded.
  const whole = acting('refund payment', byPaypal, undefined, { status: 200 });
  const res = await send(whole);
  assert.deepEqual(problemsWith(whole, res), [], `${describe(whole)} → ${res.status} ${res.text.slice(0, 200)}`);
  assert.equal(res.json.data.status, 'refunded', `${describe(whole)}: the payment is refunded`);
});

// ---------------------------------------------------------------------------------------------
// Paths and query strings

test('a malformed path id is 400 invalid_id naming the expected prefix', async () => {
  const alnum = (n: number) => 'aB3'.repeat(Math.ceil(n / 3)).slice(0, n);
  const cases: Case[] = [];
  // A payment's path takes two ids: each is checked, the other one valid.
  for (const [target, { prefix: p }, at] of idRoutes.flatMap((r) => pathIds(r).map(([id, at]) => [r, id, at] as const))) {
    const other = p === 'cou' ? 'gc' : 'cou';
    const ids: [string, string][] = [
      ['another prefix', `${other}_${alnum(30)}`],
      ['29 characters', `${p}_${alnum(29)}`],
      ['31 characters', `${p}_${alnum(31)}`],
      ['prefix only', `${p}_`],
      ['upper-case prefix', `${p.toUpperCase()}_${alnum(30)}`],
      ['no underscore', `${p}${alnum(30)}`],
      ['a dash inside', `${p}_${alnum(29)}-`],
      ['an encoded space inside', `${p}_${alnum(29)}%20`],
      ['2000 characters with the prefix', `${p}_${alnum(1996)}`],
      ['2000 characters without it', 'x'.repeat(2000)],
      ['%00', '%00'],
      ['the prefix and %00', `${p}_%00${alnum(29)}`],
      ['..%2F', '..%2F'],
      ['..%2F..%2Fgift_cards', '..%2F..%2Fgift_cards'],
      ['%2e%2e', '%2e%2e'],
      ['accented letters', encodeURIComponent(`${p}_${'é'.repeat(30)}`)],
      ['full-width letters', encodeURIComponent(`${p}_${'Ａ'.repeat(30)}`)],
      ['emoji', encodeURIComponent(`${p}_${'📸'.repeat(15)}`)],
      ['null', 'null'],
      ['-1', '-1'],
      ['[object Object]', encodeURIComponent('[object Object]')],
    ];
    for (const [label, id] of ids) {
      cases.push(request(target, `${p}_ id with ${label}`, {
        path: at(id),
        body: target.valid ? JSON.stringify(target.valid()) : undefined,
        expect: { status: 400, error: 'invalid_id', message: `${p}_` },
      }));
    }
    // Not even decodable: still a 400 in the area's shape.
    for (const id of ['%E0%A4%A', '%ZZ', `${p}_%C3`]) {
      cases.push(request(target, `undecodable id ${id}`, {
        path: at(id),
        body: target.valid ? JSON.stringify(target.valid()) : undefined,
        expect: { status: 400, error: ['invalid_id', 'invalid_request'] },
      }));
    }
  }
  await expectAll(cases);
});

test('a well-formed id the studio does not have is 404 in its area: not_found, invoice_not_found, payment_not_found', async () => {
  const cases = idRoutes.flatMap((target) =>
    pathIds(target).flatMap(([{ prefix, missing = 'not_found' }, at]) =>
      ['0'.repeat(30), 'Z'.repeat(30), randomAlphanumeric(30)].map((tail) =>
        request(target, `missing ${prefix}_ id …${tail.slice(0, 4)}`, { path: at(`${prefix}_${tail}`), expect: { status: 404, error: missing } }),
      ),
    ),
  );
  // A payment exists only under its own invoice: under another invoice of the studio it is missing.
  for (const target of idRoutes.filter((r) => r.parent)) {
    cases.push(request(target, 'a payment under another invoice', {
      path: pathOf(target, undefined, draftInvoice.id),
      expect: { status: 404, error: 'payment_not_found' },
    }));
  }
  await expectAll(cases);
});

test('bad paging is 400 naming page or the page size parameter; the edges of the range are 200', async () => {
  const bad: [string, string][] = [
    ['page=0', 'page'], ['page=-1', 'page'], ['page=abc', 'page'], ['page=1.5', 'page'], ['page=99999999999999999999', 'page'],
    ['page=', 'page'], ['page=1&page=2', 'page'], ['page=%00', 'page'], ['page=1e400', 'page'], ['page=Infinity', 'page'], ['page=NaN', 'page'],
    ['per_page=0', 'per_page'], ['per_page=101', 'per_page'], ['per_page=abc', 'per_page'], ['per_page=-1', 'per_page'],
    ['per_page=2.5', 'per_page'], ['per_page=', 'per_page'], ['per_page=10&per_page=20', 'per_page'], ['per_page=99999999999999999999', 'per_page'],
  ];
  const good = ['page=1', 'page=1000000', 'per_page=1', 'per_page=100', 'page=2&per_page=100', 'page=1&unknown=x'];
  const cases: Case[] = [];
  for (const target of ROUTES.filter((r) => r.paged)) {
    // Each route keeps the spec's name for its page size (per_page, page_size, pageSize).
    const sized = (text: string) => text.replaceAll('per_page', target.pageSize ?? 'per_page');
    const at = (query: string) => `${pathOf(target)}${target.path.includes('?') ? '&' : '?'}${sized(query)}`;
    for (const [query, param] of bad) {
      // A page of fixed size has no size parameter: `per_page` means nothing there, whatever its value.
      const expect: Expect = target.pageSize === null && param === 'per_page' ? { status: 200 } : { status: 400, error: 'invalid_request', field: sized(param) };
      cases.push(request(target, sized(query), { path: at(query), expect }));
    }
    for (const query of good) cases.push(request(target, sized(query), { path: at(query), expect: { status: 200 } }));
  }
  // The token list, the CSV export and the countries are not paged: paging parameters must at least do no harm there.
  for (const target of [route('list tokens'), route('export clients'), route('countries')]) {
    for (const [query] of bad) cases.push(request(target, query, { path: `${pathOf(target)}?${query}`, expect: { status: 200 } }));
  }
  // The search's page size is pageSize: the list's per_page means nothing there, whatever its value.
  for (const query of ['per_page=0', 'per_page=abc', 'page_size=101']) {
    cases.push(request(route('search clients'), query, { path: `${pathOf(route('search clients'))}&${query}`, expect: { status: 200 } }));
  }
  await expectAll(cases);
  // A client's documents come 25 a page whatever is asked (API.md §7).
  const documents = await send(request(route('client documents'), 'per_page=5', { path: `${pathOf(route('client documents'))}?per_page=5` }));
  assert.equal(documents.json?.meta?.per_page, 25, `documents with per_page=5: ${documents.text.slice(0, 200)}`);
});

test('an unknown filter, status, client type, timeframe, payment type, expansion or date is 400 naming the parameter; each documented one is 200', async () => {
  const bad = ['bogus', '', '%00', 'active%00', 'x'.repeat(5000), 'active&{param}=all', '1'];
  // `types` is a comma-separated list of client, lead and other (API.md §7): anything else in it is bad.
  const badTypes = [
    'vip', 'client,,lead', 'client%2C%2Clead', 'CLIENT', 'Client', 'lead,VIP', ',client', 'client,', ',', 'client%20lead', 'client+lead', 'client;lead',
    'client%00', '%00client', 'clients', 'lead,client,other,', 'client&types=lead', 'types', 'null', '[client]', '*', '%25',
    encodeURIComponent('clïent'), encodeURIComponent('client📸'), `${'client,'.repeat(20)}client`, `${'lead,'.repeat(2000)}lead`,
  ];
  const goodTypes = ['client', 'lead', 'other', 'client,lead', 'lead,other', 'client,other', 'client,lead,other', 'other,lead,client', 'client,client', 'client%2Clead'];
  // Invoices and payments (API.md §6): timeframes on the studio's calendar, payment types, and `to` dates (inclusive).
  const timeframes = ['all_time', 'this_month', 'last_month', 'this_year', 'last_year', 'last_7_days', 'last_30_days', 'last_90_days'];
  const badTimeframes = ['ALL_TIME', 'last_8_days', 'this_week', 'last_7_day', 'all%20time', 'this_month,last_month'];
  const paymentTypes = ['all', 'paid', 'unpaid', 'overdue'];
  const badPaymentTypes = ['PAID', 'draft', 'sent', 'paid,unpaid'];
  const goodDates = ['2026-02-28', '2024-02-29', '1000-01-01', '9999-12-31'];
  const badDates = ['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-5', '20260105', '2026-01-05T00:00:00Z', '0999-12-31', '10000-01-01', 'today'];
  const cases: Case[] = [];
  for (const [path, param, values, extra] of [
    ['/coupons', 'filter', ['all', 'active', 'disabled', 'expired', 'exhausted'], []],
    ['/gift_cards', 'status', ['all', 'active', 'redeemed', 'expired'], []],
    ['/clients', 'types', goodTypes, badTypes],
    ['/clients/download_csv', 'types', goodTypes, badTypes],
    // The search also takes `all` (spec: `types` is all, client or lead).
    ['/clients/search?q=grace', 'types', ['all', ...goodTypes], [...badTypes, 'ALL', 'all,client', 'client,all']],
    ['/clients/{id}/documents', 'expand', ['gift_card_activities'], ['gift_cards', 'all', 'GIFT_CARD_ACTIVITIES']],
    ['/invoices', 'timeframe_filter', timeframes, badTimeframes],
    ['/invoices', 'payment_type', paymentTypes, badPaymentTypes],
    ['/invoices', 'expand', ['client', 'all'], ['CLIENT', 'line_items', 'client,all', 'payments']],
    ['/invoices', 'to', goodDates, badDates],
    ['/invoices/invoice_summary', 'timeframe_filter', timeframes, badTimeframes],
    ['/invoices/invoice_summary', 'payment_type', paymentTypes, badPaymentTypes],
    ['/invoices/invoice_summary', 'to', goodDates, badDates],
    ['/invoices/payments/list', 'timeframe_filter', timeframes, badTimeframes],
    ['/invoices/payments/list', 'to', goodDates, badDates],
    ['/invoices/payments/list', 'transaction_date_to', goodDates, badDates],
    ['/invoices/payments/list', 'expand', ['client'], ['all', 'CLIENT', 'invoice']],
    ['/invoices/{id}', 'expand', ['client', 'all'], ['CLIENT', 'line_items']],
    ['/invoices/{parent}/payments/{id}', 'expand', ['client'], ['all', 'invoice']],
  ] as const) {
    const target = ROUTES.find((r) => r.path === path && r.method === 'GET')!;
    const at = (query: string) => `${pathOf(target)}${path.includes('?') ? '&' : '?'}${query}`;
    for (const value of [...bad, ...extra]) {
      const query = `${param}=${value.replace('{param}', param)}`;
      cases.push(request(target, query.slice(0, 40), { path: at(query), expect: { status: 400, error: 'invalid_request', field: param } }));
    }
    for (const value of values) cases.push(request(target, `${param}=${value}`, { path: at(`${param}=${value}`), expect: { status: 200 } }));
  }
  await expectAll(cases);
});

test('an unsupported currency is 400 invalid_currency naming it wherever a currency is read; each supported one is 200', async () => {
  // API.md §1: these 19, and any other code is 400 invalid_currency.
  const supported = ['usd', 'eur', 'gbp', 'cad', 'aud', 'nzd', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk', 'jpy', 'sgd', 'hkd', 'mxn', 'brl', 'zar', 'inr'];
  const unsupported = ['xyz', 'bogus', 'us', 'usdd', 'btc', 'xau', 'eur1', '1', '%00', 'usd%00', 'u%20sd', '%F0%9F%93%B8', encodeURIComponent('€'), '..%2F'];
  const invalidCurrency: Expect = { status: 400, error: 'invalid_currency', field: 'currency' };
  // Too long to be a code at all: the parameter's own length limit may refuse it before the list of codes does.
  const overlong: Expect = { status: 400, error: ['invalid_currency', 'invalid_request'], field: 'currency' };
  const cases: Case[] = [];
  for (const name of ['list invoices', 'invoice summary', 'disputed count']) {
    const target = route(name);
    const at = (value: string) => `${target.path}?currency=${value}`;
    for (const value of [...unsupported, '']) cases.push(request(target, `currency=${value}`, { path: at(value), expect: invalidCurrency }));
    cases.push(request(target, 'currency of 5,000 letters', { path: at('x'.repeat(5000)), expect: overlong }));
    for (const value of supported) cases.push(request(target, `currency=${value}`, { path: at(value), expect: { status: 200 } }));
  }
  const totals = route('client invoice totals');
  const totalsIn = (currency: string) => `/invoices_summary/totals/${currency}?client_id=${billedClient.id}`;
  for (const value of unsupported) cases.push(request(totals, `path currency ${value}`, { path: totalsIn(value), expect: invalidCurrency }));
  cases.push(request(totals, 'path currency of 5,000 letters', { path: totalsIn('x'.repeat(5000)), expect: overlong }));
  for (const value of supported) cases.push(request(totals, `path currency ${value}`, { path: totalsIn(value), expect: { status: 200 } }));
  await expectAll(cases);
});

test('client_id: required on the client summaries (400), malformed 400 invalid_id naming cl_, unknown 404 client_not_found; a payments filter', async () => {
  const cases: Case[] = [];
  const malformed = [
    'x', `cl_${randomAlphanumeric(29)}`, `cl_${randomAlphanumeric(31)}`, `CL_${randomAlphanumeric(30)}`, `in_${randomAlphanumeric(30)}`, draftInvoice.id,
    '%00', `cl_${randomAlphanumeric(29)}%00`, 'null', '-1',
  ];
  for (const name of ['client invoice currencies', 'client invoice totals']) {
    const target = route(name);
    const at = (query: string) => `${target.path.split('?')[0]}${query}`;
    // API.md §9: the /invoices_summary endpoints require client_id.
    for (const query of ['', '?client_id=', `?clientId=${billedClient.id}`, `?client=${billedClient.id}`]) {
      cases.push(request(target, `client_id missing (${query})`, { path: at(query), expect: { status: 400, error: 'invalid_request', field: 'client_id' } }));
    }
    for (const value of malformed) {
      cases.push(request(target, `client_id=${value.slice(0, 12)}`, { path: at(`?client_id=${value}`), expect: { status: 400, error: 'invalid_id', message: 'cl_' } }));
    }
    cases.push(request(target, 'client_id given twice', { path: at(`?client_id=${billedClient.id}&client_id=${keptClient.id}`), expect: { status: 400 } }));
    cases.push(request(target, 'client_id of 5,000 letters', { path: at(`?client_id=${'x'.repeat(5000)}`), expect: { status: 400, error: ['invalid_id', 'invalid_request'] } }));
    for (const value of [`cl_${randomAlphanumeric(30)}`, `cl_${'0'.repeat(30)}`]) {
      cases.push(request(target, `unknown client_id ${value.slice(0, 8)}`, { path: at(`?client_id=${value}`), expect: { status: 404, error: 'client_not_found' } }));
    }
    // A client without invoices has totals of zero, not a 404.
    cases.push(request(target, 'a client without invoices', { path: at(`?client_id=${nameOnly.id}`), expect: { status: 200 } }));
  }
  // On the payments list client_id is a filter: malformed is 400 invalid_id; unknown simply matches nothing.
  const payments = route('list payments');
  for (const value of malformed) {
    cases.push(request(payments, `client_id=${value.slice(0, 12)}`, { path: `/invoices/payments/list?client_id=${value}`, expect: { status: 400, error: 'invalid_id', message: 'cl_' } }));
  }
  cases.push(request(payments, 'unknown client_id', { path: `/invoices/payments/list?client_id=cl_${randomAlphanumeric(30)}`, expect: { status: 200, ids: [] } }));
  cases.push(request(payments, "the billed client's payments", {
    path: `/invoices/payments/list?client_id=${billedClient.id}&page_size=100&expand=client`,
    expect: { status: 200 },
  }));
  await expectAll(cases);
});

test('search: q is required and 1..100 characters; wildcards, backslashes, NUL, unicode and emoji are plain text', async () => {
  // A studio of its own, so that what each query must find is known exactly.
  const searcher = await newStudio(server);
  const auth = { authorization: `Bearer ${searcher.token}` };
  const add = async (body: object) => {
    const res = await send({ method: 'POST', path: '/clients', body: JSON.stringify(body), headers: auth });
    assert.equal(res.status, 201, res.text);
    return res.json.data.id as string;
  };
  const percent = await add({ first_name: 'Fifty', last_name: 'Off', company: '50% Portraits' });
  const underscore = await add({ first_name: 'Snake', company: 'Snake_Case Films' });
  const backslash = await add({ first_name: 'Slash', company: 'Back\\Slash Studio' });
  const jose = await add({ first_name: 'José', last_name: 'Núñez', email: 'jose@example.test', phone: '(555) 010-2233' });
  const emoji = await add({ first_name: 'Emma', company: 'Snap 📸 Studio' });
  const cjk = await add({ first_name: '写真', last_name: 'Tanaka', type: 'lead' });
  const quote = await add({ first_name: "O'Brien", email: 'obrien@example.test', type: 'other' });
  const capitals = await add({ first_name: 'ÉMILE', last_name: 'ØRSTED', company: 'ЖАННА Фото' });

  const search = route('search clients');
  const q = (label: string, query: string, expect: Expect): Case =>
    request(search, label, { path: `/clients/search?${query}`, headers: auth, expect });
  const invalidQ = { status: 400, error: 'invalid_request', field: 'q' };
  const found = (...ids: string[]): Expect => ({ status: 200, ids });
  const cases: Case[] = [
    // Required, 1..100 characters (API.md §7).
    q('q missing', '', invalidQ),
    q('q missing, other parameters given', 'types=all&page=1&pageSize=10', invalidQ),
    q('q empty', 'q=', invalidQ),
    q('q empty twice', 'q=&q=', invalidQ),
    q('q given twice', 'q=jose&q=snake', invalidQ),
    q('Q instead of q', 'Q=jose', invalidQ),
    q('q[]', 'q[]=jose', invalidQ),
    q('q of 101 letters', `q=${'a'.repeat(101)}`, invalidQ),
    q('q of 101 emoji', `q=${encodeURIComponent('📸'.repeat(101))}`, invalidQ),
    q('q of 10,000 letters', `q=${'a'.repeat(10_000)}`, invalidQ),
    // 3,000 × `%25`: 9,000 characters on the wire, under Node's 16 KiB limit for the request head.
    q('q of 3,000 percent-encoded %', `q=${'%25'.repeat(3_000)}`, invalidQ),
    q('q of 100 letters', `q=${'a'.repeat(100)}`, found()),
    q('q of 100 emoji', `q=${encodeURIComponent('📸'.repeat(100))}`, found()),
    // LIKE wildcards and its escape character match themselves only.
    q('q=%25', 'q=%25', found(percent)),
    q('q=% (not percent-encoded)', 'q=%', found(percent)),
    q('q=%25%25', 'q=%25%25', found()),
    q('q=_', 'q=_', found(underscore)),
    q('q=__', 'q=__', found()),
    q('q=%5C', 'q=%5C', found(backslash)),
    q('q=%5C%5C', 'q=%5C%5C', found()),
    q('q=%5C%25', 'q=%5C%25', found()),
    q('q=%5C_', 'q=%5C_', found()),
    q('q ending in a backslash', 'q=back%5C', found(backslash)),
    q('q=50%25', 'q=50%25', found(percent)),
    q('q=e_c (the _ is not any one character)', 'q=e_c', found(underscore)),
    q('q=%25o', 'q=%25o', found()),
    // Quotes and SQL are text.
    q("q=o'brien", `q=${encodeURIComponent("o'brien")}`, found(quote)),
    q('q with SQL', `q=${encodeURIComponent("'; DROP TABLE clients; --")}`, found()),
    q('q with a regular expression', `q=${encodeURIComponent('.*')}`, found()),
    // Accents and case are ignored both ways; other scripts and emoji are found as text.
    q('q=josé', `q=${encodeURIComponent('josé')}`, found(jose)),
    q('q=JOSE', 'q=JOSE', found(jose)),
    q('q=nunez', 'q=nunez', found(jose)),
    q('q=NÚÑEZ', `q=${encodeURIComponent('NÚÑEZ')}`, found(jose)),
    q('q=josé núñez', `q=${encodeURIComponent('josé núñez')}`, found(jose)),
    q('q=émile (stored ÉMILE)', `q=${encodeURIComponent('émile')}`, found(capitals)),
    q('q=emile (stored ÉMILE)', 'q=emile', found(capitals)),
    q('q=ørsted (stored ØRSTED)', `q=${encodeURIComponent('ørsted')}`, found(capitals)),
    q('q=жанна (stored ЖАННА)', `q=${encodeURIComponent('жанна')}`, found(capitals)),
    q('q=ФОТО (stored Фото)', `q=${encodeURIComponent('ФОТО')}`, found(capitals)),
    q('q=写真', `q=${encodeURIComponent('写真')}`, found(cjk)),
    q('q=📸', `q=${encodeURIComponent('📸')}`, found(emoji)),
    q('q=📸📸', `q=${encodeURIComponent('📸📸')}`, found()),
    q('q with an RTL override', `q=${encodeURIComponent('\u202ejose')}`, found()),
    q('q with a lone surrogate', 'q=%ED%A0%80', { status: [200, 400] }),
    q('q of undecodable percent-encoding', 'q=%E0%A4%A', { status: [200, 400] }),
    q('q=%ZZ', 'q=%ZZ', found()),
    // Phone digits: any run of 3+ (API.md §9); fewer digits are text.
    q('q=010-2233', 'q=010-2233', found(jose)),
    q('q=(555)', `q=${encodeURIComponent('(555)')}`, found(jose)),
    q('q=+', 'q=%2B', found()),
    // NUL cannot be stored or compared by PostgreSQL: refused as a bad parameter, or simply found nowhere.
    q('q=%00', 'q=%00', { status: [200, 400], error: 'invalid_request', ids: [] }),
    q('q=jose%00', 'q=jose%00', { status: [200, 400], error: 'invalid_request', ids: [] }),
    q('q=%00 with digits', 'q=555%00', { status: [200, 400], error: 'invalid_request', ids: [] }),
    // Every other parameter is checked whatever q is.
    ...['0', '101', '-1', 'abc', '2.5', '', '1e400', '10&pageSize=20'].map((v) => q(`pageSize=${v}`, `q=jose&pageSize=${v}`, { status: 400, error: 'invalid_request', field: 'pageSize' })),
    ...['0', '-1', 'abc', ''].map((v) => q(`page=${v}`, `q=jose&page=${v}`, { status: 400, error: 'invalid_request', field: 'page' })),
    ...['vip', 'client,,lead', 'CLIENT', `${'client,'.repeat(50)}client`].map((v) => q(`types=${v.slice(0, 20)}`, `q=jose&types=${v}`, { status: 400, error: 'invalid_request', field: 'types' })),
    q('q and pageSize both bad', `q=${'a'.repeat(101)}&pageSize=0`, { status: 400, error: 'invalid_request', field: ['q', 'pageSize'] }),
    // Narrowed by type, paged: still exactly the right records.
    q('q=写, types=lead', `q=${encodeURIComponent('写')}&types=lead`, found(cjk)),
    q('q=写, types=client,other', `q=${encodeURIComponent('写')}&types=client,other`, found()),
    q('q=brien, types=all', 'q=brien&types=all', found(quote)),
    q('pageSize=100, page=1000000', 'q=jose&pageSize=100&page=1000000', { status: 200 }),
  ];
  await expectAll(cases);
});

test('a client-role (portal) token is 403 forbidden on every photographer route; the routes it may use answer', async () => {
  const cases: Case[] = [];
  for (const target of protectedRoutes) {
    const c = request(target, 'portal token', {
      // The `any` routes (me, logout, countries) answer 200; logout ends only sessions, so the token lives on.
      expect: target.access === 'any' ? { status: 200 } : { status: 403, error: 'forbidden' },
    });
    c.headers = { authorization: `Bearer ${portal.token}` };
    cases.push(c);
  }
  await expectAll(cases);
});

test('unknown routes and methods are 404 in the area shape', async () => {
  await expectAll(
    [
      ['GET', '/nope'], ['GET', '/coupons/x/y/z'], ['PATCH', `/coupons/${kept.id}`], ['POST', `/coupons/${kept.id}`],
      ['DELETE', '/gift_cards/' + card.id], ['PUT', '/api_tokens'], ['GET', '/api_tokens/' + spare.id], ['GET', `/${'x'.repeat(3000)}`],
      ['PATCH', `/clients/${keptClient.id}`], ['POST', `/clients/${keptClient.id}`], ['PUT', '/clients'], ['DELETE', '/clients'],
      ['POST', '/clients/search'], ['POST', '/clients/download_csv'], ['GET', `/clients/${keptClient.id}/portal_tokens`],
      ['DELETE', `/clients/${keptClient.id}/portal_tokens`], ['GET', '/clients/x/y/z'], ['POST', '/countries'], ['GET', '/countries/840'],
      ['POST', `/clients/${billedClient.id}/documents`], ['GET', `/clients/${billedClient.id}/documents/${draftInvoice.id}`],
      // The invoice area answers its unknown routes in its own shape.
      ['PATCH', `/invoices/${draftInvoice.id}`], ['POST', `/invoices/${draftInvoice.id}`], ['PUT', '/invoices'], ['DELETE', '/invoices'],
      ['GET', '/invoices/x/y/z'], ['GET', `/invoices/${sentInvoice.id}/payments`], ['PUT', `/invoices/${unsentInvoice.id}/send`],
      ['DELETE', `/invoices/${sentInvoice.id}/payments/${refundable.id}`], ['GET', `/invoices/${sentInvoice.id}/payments/${refundable.id}/refund`],
      ['POST', '/invoices/invoice_summary'], ['POST', '/invoices/payments/list'], ['GET', '/invoices/payments/disputed/count'],
      ['GET', '/invoices_summary'], ['GET', '/invoices_summary/totals'], ['POST', `/invoices_summary/currencies?client_id=${billedClient.id}`],
      ['GET', `/invoices_summary/totals/usd/x?client_id=${billedClient.id}`], ['GET', '/invoices_summaryx'],
    ].map(([method, path]) => ({ label: 'unknown route', method, path, headers: { authorization: BEARER }, expect: { status: 404, error: 'not_found' } })),
  );
});

// ---------------------------------------------------------------------------------------------
// Content types and headers

test('a body that is not sent as JSON is 415 where a body is read', async () => {
  const types = [
    'text/plain', 'text/plain; charset=utf-8', 'multipart/form-data; boundary=xyz', 'application/x-www-form-urlencoded',
    'application/xml', 'text/json', 'application/octet-stream', '',
  ];
  const cases: Case[] = [];
  for (const target of writeRoutes) {
    for (const type of types) {
      cases.push(request(target, `content-type ${JSON.stringify(type)}`, {
        body: target.valid ? JSON.stringify(target.valid()) : '{}',
        headers: { 'content-type': type },
        expect: target.valid ? { status: 415, error: 'unsupported_media_type' } : undefined,
      }));
    }
  }
  // A charset parameter, or capitals, do not make JSON something else.
  for (const target of bodyRoutes) {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      cases.push(request(target, type, { headers: { 'content-type': type }, expect: accepted(target) }));
    }
  }
  await expectAll(cases);
});

test('a missing, malformed or unknown credential is 401 unauthenticated on every protected route', async () => {
  const credentials: [string, Record<string, string>][] = [
    ['no credential', {}],
    ['Bearer garbage', { authorization: 'Bearer garbage' }],
    ['Bearer with a 10k token', { authorization: `Bearer ${'x'.repeat(10_000)}` }],
    ['Bearer and nothing', { authorization: 'Bearer' }],
    ['Bearer and a space', { authorization: 'Bearer ' }],
    ['Basic scheme', { authorization: 'Basic dXNlcjpwYXNzd29yZA==' }],
    ['token without a scheme', { authorization: owner.token }],
    ['token with trailing garbage', { authorization: `${BEARER} extra` }],
    ['token one character off', { authorization: `${BEARER.slice(0, -1)}${BEARER.endsWith('a') ? 'b' : 'a'}` }],
    ['latin-1 token', { authorization: 'Bearer \u00e9t\u00e9' }],
    ['garbage session cookie', { cookie: 'session_cookie=garbage' }],
    ['10k session cookie', { cookie: `session_cookie=${'x'.repeat(10_000)}` }],
    ['empty session cookie', { cookie: 'session_cookie=' }],
    ['garbage cookie header', { cookie: ';;;==;' }],
  ];
  const cases: Case[] = [];
  for (const target of protectedRoutes) {
    for (const [label, headers] of credentials) {
      const c = request(target, label, { expect: { status: 401, error: 'unauthenticated' } });
      c.headers = headers;
      cases.push(c);
    }
  }
  await expectAll(cases);
});

test('writes with the session cookie but a wrong X-CSRF-Token are 403; reads with it are 200', async () => {
  const login = await send({ method: 'POST', path: '/auth/login', body: JSON.stringify({ email: owner.email, password: owner.password }) });
  assert.equal(login.status, 200);
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  const cases: Case[] = [];
  for (const target of protectedRoutes) {
    if (target.method === 'GET') {
      cases.push({ ...request(target, 'cookie'), headers: { cookie }, expect: { status: 200 } });
      continue;
    }
    for (const [label, csrf] of [['no CSRF token', undefined], ['garbage CSRF token', 'garbage'], ['10k CSRF token', 'x'.repeat(10_000)]] as const) {
      const c = request(target, label, { expect: { status: 403, error: 'csrf_token_invalid' } });
      c.headers = { cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) };
      cases.push(c);
    }
  }
  await expectAll(cases);
});

test('an Idempotency-Key over 255 characters is 400 on every POST; 255 is accepted', async () => {
  const cases: Case[] = [];
  for (const target of ROUTES.filter((r) => r.method === 'POST')) {
    cases.push(request(target, '256-character key', { headers: { 'idempotency-key': 'k'.repeat(256) }, expect: { status: 400 } }));
    cases.push(request(target, '10k-character key', { headers: { 'idempotency-key': 'k'.repeat(10_000) }, expect: { status: 400 } }));
  }
  cases.push(request(route('create coupon'), '255-character key', { headers: { 'idempotency-key': 'k'.repeat(255) }, expect: { status: 201 } }));
  await expectAll(cases);
});

test('bodies above 1 MiB are 413 on every route that reads a body; exactly 1 MiB is read and validated', async () => {
  /** A JSON object exactly `size` bytes long whose one long string sits at `field`. */
  const padded = (target: Route, fieldName: string, size: number) => {
    const body = target.valid ? withField(target.valid(), fieldName, '') : { padding: '' };
    const text = JSON.stringify(body);
    return JSON.stringify(withField(body, fieldName, 'a'.repeat(size - Buffer.byteLength(text))));
  };
  const longField: Record<string, string> = {
    signup: 'studio_name', login: 'password', 'create token': 'name', 'create coupon': 'description',
    'update coupon': 'description', 'create gift card': 'purchased_by.first_name', 'create client': 'notes', 'update client': 'notes',
  };
  const cases: Case[] = [];
  for (const target of writeRoutes) {
    const name = longField[target.name] ?? 'padding';
    const over = padded(target, name, MiB + 1);
    assert.equal(Buffer.byteLength(over), MiB + 1);
    cases.push(request(target, '1 MiB + 1 byte', { body: over, expect: { status: 413, error: 'payload_too_large' } }));
    cases.push(request(target, '2 MiB, chunked', { body: padded(target, name, 2 * MiB), chunked: true, expect: { status: 413, error: 'payload_too_large' } }));
    if (target.valid) {
      const exact = padded(target, name, MiB);
      assert.equal(Buffer.byteLength(exact), MiB);
      cases.push(request(target, 'exactly 1 MiB', { body: exact, expect: { status: 422, error: 'validation_error', field: name } }));
    }
  }
  await expectAll(cases);
});

test('an email crafted to make the format check backtrack is refused as fast as any long email', async () => {
  // `a@` then 30,000 dots and a space: a backtracking email pattern spends a second or more on it, blocking every
  // other request of the process meanwhile. A plain email of the same length is the yardstick.
  const evil = `a@${'.'.repeat(30_000)} `;
  const plain = `${'a'.repeat(30_000)}@example.test`;
  for (const [name, fieldName] of [['signup', 'email'], ['create gift card', 'purchased_by.email'], ['create client', 'email'], ['update client', 'email']] as const) {
    const timed = async (value: string) => {
      const c = fieldCase(route(name), field(name, fieldName), `${value.slice(0, 3)}… (${value.length} characters)`, value);
      const res = await send(c);
      assert.deepEqual(problemsWith(c, res), [], `${describe(c)} → ${res.status} ${res.text.slice(0, 200)}`);
      return res.ms;
    };
    const yardstick = await timed(plain);
    const crafted = await timed(evil);
    assert.ok(crafted < 250 + 5 * yardstick, `${name} ${fieldName}: the crafted email took ${crafted} ms, a plain one ${yardstick} ms`);
  }
});

test('bad input still counts toward the login limit, and the 429 is in the area shape', async () => {
  const from = { 'x-forwarded-for': '192.0.2.77' };
  const answers: Got[] = [];
  for (let i = 0; i < 11; i++) answers.push(await send({ method: 'POST', path: '/auth/login', body: '{bad', headers: from }));
  for (const res of answers.slice(0, 10)) assert.deepEqual(problemsWith({ label: 'login', method: 'POST', path: '', expect: { status: 400, error: 'invalid_json' } }, res), []);
  const limited = answers[10];
  assert.deepEqual(problemsWith({ label: 'login', method: 'POST', path: '', expect: { status: 429, error: 'rate_limited' } }, limited), []);
  assert.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After is set');
});

test('a timestamp whose UTC instant leaves years 1000–9999 is refused or stored readable, and never breaks later reads', async () => {
  const edges = ['9999-12-31T23:59:59-15:00', '9999-12-31T23:59:59.999999-23:59', '1000-01-01T00:00:00+23:59', '1000-01-01T00:00:00+15:00'];
  const failures: string[] = [];
  for (const value of edges) {
    // Each edge in a studio of its own: a record that breaks its list must not hide what the next one does.
    const { token } = await newStudio(server);
    const auth = { authorization: `Bearer ${token}` };
    for (const [name, list] of [['create coupon', '/coupons'], ['create gift card', '/gift_cards']] as const) {
      const c = { ...fieldCase(route(name), field(name, 'expires_at'), value, value, { status: [201, 422] }), headers: auth };
      const res = await send(c);
      const problems = problemsWith(c, res);
      if (res.status === 422 && !res.json.details?.expires_at) problems.push('details do not name expires_at');
      const listed = await send({ method: 'GET', path: `${list}?per_page=100`, headers: auth });
      if (listed.status !== 200) problems.push(`then GET ${list} → ${listed.status} ${listed.text.slice(0, 120)}`);
      if (res.status === 201) {
        const again = await send({ method: 'GET', path: `${list}/${res.json.data.id}`, headers: auth });
        if (again.status !== 200) problems.push(`then GET ${list}/{id} → ${again.status}`);
        else if (Date.parse(again.json.data.expires_at) !== Date.parse(value)) problems.push(`stored as ${again.json.data.expires_at}`);
      }
      if (problems.length > 0) failures.push(`${describe(c)} → ${res.status} ${res.text.slice(0, 200)}\n    ${problems.join('; ')}`);
    }
    // A payment's date is such a timestamp too, and the payments list filters and orders on it (API.md §6).
    const posted = (path: string, body: object) => send({ method: 'POST', path, body: JSON.stringify(body), headers: auth });
    const client = (await posted('/clients', { first_name: 'Edge' })).json.data;
    const invoice = (await posted('/invoices', { ...invoiceBody(), client_id: client.id, coupon_code: null })).json.data;
    assert.equal((await posted(`/invoices/${invoice.id}/send`, {})).status, 200, 'the edge studio sends its invoice');
    const record = route('record payment');
    const c = { ...fieldCase(record, field(record.name, 'payment_date'), value, value, { status: [201, 422] }), path: pathOf(record, invoice.id), headers: auth };
    const res = await send(c);
    const problems = problemsWith(c, res);
    if (res.status === 422 && !res.json.error?.details?.payment_date) problems.push('details do not name payment_date');
    const reads = [
      '/invoices/payments/list?page_size=100', '/invoices/payments/list?timeframe_filter=this_year&expand=client', `/invoices/${invoice.id}?expand=all`,
      '/invoices?expand=all', '/invoices/invoice_summary', `/clients/${client.id}/documents?expand=gift_card_activities`,
    ];
    for (const path of reads) {
      const read = await send({ method: 'GET', path, headers: auth });
      if (read.status !== 200) problems.push(`then GET ${path} → ${read.status} ${read.text.slice(0, 120)}`);
    }
    if (res.status === 201) {
      const again = await send({ method: 'GET', path: `/invoices/${invoice.id}/payments/${res.json.data.id}`, headers: auth });
      if (again.status !== 200) problems.push(`then GET the payment → ${again.status}`);
      else if (Date.parse(again.json.data.payment_date) !== Date.parse(value)) problems.push(`stored as ${again.json.data.payment_date}`);
    }
    if (problems.length > 0) failures.push(`${describe(c)} → ${res.status} ${res.text.slice(0, 200)}\n    ${problems.join('; ')}`);
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});

/** What a request the route accepts answers: a POST creates (201) unless the route says otherwise (API.md §9). */
function accepted(target: Route): Expect {
  return target.accepted ?? { status: target.method === 'POST' ? 201 : 200 };
}

function route(name: string): Route {
  const found = ROUTES.find((r) => r.name === name);
  assert.ok(found, name);
  return found;
}

function field(routeName: string, name: string): Field {
  const found = route(routeName).fields?.find((f) => f.name === name);
  assert.ok(found, `${routeName}.${name}`);
  return found;
}
