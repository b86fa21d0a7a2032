/**
 * Tenant isolation: studio A, with its API token or its session cookie, can neither see, count nor touch
 * anything of studio B. Another studio's id answers exactly like an id that does not exist (API.md §1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, newStudio, startTestServer, type Response, type TestStudio } from './helpers.js';
import { randomAlphanumeric } from '../src/platform/ids.js';

const server = await startTestServer();
const a = await newStudio(server);
const b = await newStudio(server);

const future = '2031-03-31T23:59:59.123456Z';
const past = '2020-01-01T00:00:00.000000Z';

interface Row {
  id: string;
  status: string;
}

interface ClientRow {
  id: string;
  type: 'client' | 'lead' | 'other';
  /** The first name: the CSV export must not carry another studio's either. */
  name: string;
}

async function created(studio: TestStudio, path: string, body: object): Promise<any> {
  const res = await studio.api.post(path, body);
  assert.equal(res.status, 201, `${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Redeems a coupon through the service, as an invoice does, without adding an invoice to the studio. */
async function redeem(studio: TestStudio, code: string) {
  return server.database.db.transaction((tx) =>
    server.services.coupons.redeem(tx, studio.studio, {
      code,
      subtotal: 20000,
      currency: 'usd',
      invoiceId: `in_${randomAlphanumeric(30)}`,
      clientId: `cl_${randomAlphanumeric(30)}`,
      client: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      invoiceAmount: (discount: number) => 20000 - discount,
    }),
  );
}

// Studio B: a coupon in every status, a gift card in every status, and an API token of its own.
const bCoupon = await created(b, '/coupons', {
  code: 'SHARED10', discount_type: 'percentage', discount_value: 10, usage_limit: 5, expires_at: future,
  minimum_order_amount: 1000, description: 'Only for B',
});
const bDisabled = await created(b, '/coupons', { code: 'BOFF', discount_type: 'fixed_amount', discount_value: 500 });
assert.equal((await b.api.put(`/coupons/${bDisabled.id}/disable`)).status, 200);
const bExpired = await created(b, '/coupons', { code: 'BOLD', discount_type: 'percentage', discount_value: 5, expires_at: past });
const bExhausted = await created(b, '/coupons', { code: 'BUSED', discount_type: 'percentage', discount_value: 20, usage_limit: 1 });
await redeem(b, 'BUSED');
const bGift = await created(b, '/gift_cards', {
  amount: 7500, code: 'GIFT-SHARED', expires_at: future, purchased_by: { first_name: 'Bea', last_name: 'B', email: 'bea@example.test' },
});
const bGiftExpired = await created(b, '/gift_cards', { amount: 2000, expires_at: past });
const bGiftRedeemed = await created(b, '/gift_cards', { amount: 3000 });
await server.database.pool.query('UPDATE gift_cards SET balance = 0 WHERE studio_id = $1 AND id = $2', [b.studio.id, bGiftRedeemed.id]);
const bToken = await created(b, '/api_tokens', { name: 'B laptop' });
// B's clients: one of each type and one archived. "Quill" and the phone number are B's alone; "lens" is in both studios.
const bClient = await created(b, '/clients', {
  first_name: 'Bartholomew', last_name: 'Quill', email: 'shared@example.test', phone: '+1 (555) 867-5309', company: 'Quill Portraits',
  address_info: { city: 'Boston', country_id: 840 }, notes: 'Only for B', type: 'client',
});
const bLead = await created(b, '/clients', { first_name: 'Brunhilde', last_name: 'Lensworth', email: 'brun@b.test', type: 'lead' });
const bOther = await created(b, '/clients', { first_name: 'Valborg', company: 'Quill Lens Hall', type: 'other' });
const bArchived = await created(b, '/clients', { first_name: 'Bertram', last_name: 'Quill', email: 'bertram@b.test', type: 'client', status_name: 'Archived' });

// Studio A: rows of its own, so that its lists and totals have something to get wrong.
const aCoupons: Row[] = [];
for (const code of ['AONE', 'ATWO']) aCoupons.push({ id: (await created(a, '/coupons', { code, discount_type: 'percentage', discount_value: 15 })).id, status: 'active' });
const aDisabled = await created(a, '/coupons', { code: 'AOFF', discount_type: 'fixed_amount', discount_value: 100 });
assert.equal((await a.api.put(`/coupons/${aDisabled.id}/disable`)).status, 200);
aCoupons.push({ id: aDisabled.id, status: 'disabled' });
const aGifts: Row[] = [{ id: (await created(a, '/gift_cards', { amount: 1000 })).id, status: 'active' }];
const aTokens: string[] = (await a.api.get('/api_tokens')).body.data.map((t: { id: string }) => t.id);
const aClients: ClientRow[] = [];
for (const body of [
  { first_name: 'Alma', last_name: 'Adams', email: 'alma@a.test', company: 'Lens & Light', type: 'client' },
  { first_name: 'Arlo', last_name: 'Lensman', email: 'arlo@a.test', phone: '+1 555 010 0199', type: 'lead' },
  { first_name: 'Annex', company: 'A Venue', type: 'other', status_name: 'Archived' },
]) {
  const client = await created(a, '/clients', body);
  aClients.push({ id: client.id, type: client.type, name: client.first_name });
}

// Invoices and payments (API.md §6) in both studios: every status, card, PayPal and gift card payments and
// an open dispute each, all in usd with amounts of their own, so that a list, a count or a total that
// reached into the other studio would show it.
const due = '2031-06-30';
// Before today: a sent invoice due then is overdue.
const pastDue = '2020-06-30';

async function invoiceOf(studio: TestStudio, clientId: string, amount: number, { dueDate = due, send = true } = {}): Promise<any> {
  const draft = await created(studio, '/invoices', { client_id: clientId, due_date: dueDate, line_items: [{ name: 'Session', quantity: 1, amount }] });
  if (!send) return draft;
  const sent = await studio.api.post(`/invoices/${draft.id}/send`);
  assert.equal(sent.status, 200, `sending ${draft.id}: ${JSON.stringify(sent.body)}`);
  return sent.body.data;
}

async function disputedPayment(studio: TestStudio, invoiceId: string, body: object): Promise<any> {
  const payment = await created(studio, `/invoices/${invoiceId}/payments`, body);
  const disputed = await studio.api.post(`/invoices/${invoiceId}/payments/${payment.id}/dispute`);
  assert.equal(disputed.status, 200, `disputing ${payment.id}: ${JSON.stringify(disputed.body)}`);
  return disputed.body.data;
}

const bBilled = await created(b, '/clients', { first_name: 'Bilbo', last_name: 'Baggins', email: 'bilbo@b.test', type: 'client' });
const bPays = await created(b, '/gift_cards', { amount: 9000, code: 'B-PAYS' });
const bDraft = await invoiceOf(b, bBilled.id, 20_000, { send: false });
const bSent = await invoiceOf(b, bBilled.id, 77_700);
const bCard = await created(b, `/invoices/${bSent.id}/payments`, { amount: 12_300, payment_method: 'card', payment_method_details: { brand: 'amex', last_four: '0005' } });
const bPaid = await invoiceOf(b, bBilled.id, 4_400);
const bGiftPayment = await created(b, `/invoices/${bPaid.id}/payments`, { amount: 4_400, payment_method: 'gift_card', gift_card_code: 'B-PAYS' });
const bOverdue = await invoiceOf(b, bBilled.id, 6_600, { dueDate: pastDue });
const bDisputed = await disputedPayment(b, bOverdue.id, { amount: 5_500, payment_method: 'paypal', payment_method_details: { payer_email: 'bilbo@b.test' } });
const bInvoices = [bDraft, bSent, bPaid, bOverdue].map((invoice) => invoice.id);
const bPayments = [bCard, bGiftPayment, bDisputed].map((payment) => payment.id);

const aBilled = await created(a, '/clients', { first_name: 'Abigail', last_name: 'Archer', email: 'abigail@a.test', type: 'client' });
aClients.push({ id: aBilled.id, type: 'client', name: 'Abigail' });
const aAlma = aClients.find((r) => r.name === 'Alma')!;
const aPays = await created(a, '/gift_cards', { amount: 5000, code: 'A-PAYS' });
aGifts.push({ id: aPays.id, status: 'active' });
const aDraft = await invoiceOf(a, aBilled.id, 10_000, { send: false });
const aSent = await invoiceOf(a, aBilled.id, 10_000);
const aCard = await created(a, `/invoices/${aSent.id}/payments`, { amount: 2_500, payment_method: 'card' });
const aPaid = await invoiceOf(a, aBilled.id, 3_000);
const aGiftPayment = await created(a, `/invoices/${aPaid.id}/payments`, { amount: 3_000, payment_method: 'gift_card', gift_card_code: 'A-PAYS' });
const aOverdue = await invoiceOf(a, aBilled.id, 5_000, { dueDate: pastDue });
const aDisputed = await disputedPayment(a, aOverdue.id, { amount: 1_100, payment_method: 'card' });
const aOfAlma = await invoiceOf(a, aAlma.id, 2_000);
const aInvoices = [aDraft, aSent, aPaid, aOverdue, aOfAlma].map((invoice) => invoice.id);
const aPayments = [aCard, aGiftPayment, aDisputed].map((payment) => payment.id);

const bCoupons: Row[] = [
  { id: bCoupon.id, status: 'active' }, { id: bDisabled.id, status: 'disabled' },
  { id: bExpired.id, status: 'expired' }, { id: bExhausted.id, status: 'exhausted' },
];
const bGifts: Row[] = [
  { id: bGift.id, status: 'active' }, { id: bGiftExpired.id, status: 'expired' }, { id: bGiftRedeemed.id, status: 'redeemed' }, { id: bPays.id, status: 'active' },
];
const bClients: ClientRow[] = [bClient, bLead, bOther, bArchived, bBilled].map((c) => ({ id: c.id, type: c.type, name: c.first_name }));
const bIds = new Set([...bCoupons, ...bGifts, ...bClients].map((r) => r.id).concat(bToken.id, ...bInvoices, ...bPayments));

interface ById {
  name: string;
  send: (api: Api, id: string, headers?: Record<string, string>) => Promise<Response>;
  target: string;
  prefix: string;
  /** The code of the 404 (API.md §1, §6); `not_found` unless given. */
  code?: string;
}

/** A payment route: its method and what follows `/payments/{id}` (for its name), its request on a payment's path, and B's payment it aims at. */
type PaymentRoute = [string, string, (api: Api, path: string, headers?: Record<string, string>) => Promise<Response>, { id: string; invoice_id: string }];
const paymentCalls: PaymentRoute[] = [
  ['GET', '', (api, path) => api.get(`${path}?expand=client`), bCard],
  ['POST', '/refund', (api, path, h) => api.post(`${path}/refund`, { amount: 100 }, h), bCard],
  ['POST', '/dispute', (api, path, h) => api.post(`${path}/dispute`, undefined, h), bCard],
  ['POST', '/dispute/resolve', (api, path, h) => api.post(`${path}/dispute/resolve`, { outcome: 'lost' }, h), bDisputed],
];

/**
 * The payment routes, each aimed three ways: B's payment under B's invoice, B's payment under one of
 * A's invoices, and one of A's payments under B's invoice. None may reach the other studio's payment.
 */
const paymentRoutes = paymentCalls.flatMap(([method, action, call, payment]): ById[] => [
  {
    name: `${method} /invoices/{B's}/payments/{id}${action}`, target: payment.id, prefix: 'ip', code: 'invoice_not_found',
    send: (api, id, h) => call(api, `/invoices/${payment.invoice_id}/payments/${id}`, h),
  },
  {
    name: `${method} /invoices/{A's}/payments/{id}${action}`, target: payment.id, prefix: 'ip', code: 'payment_not_found',
    send: (api, id, h) => call(api, `/invoices/${aSent.id}/payments/${id}`, h),
  },
  {
    name: `${method} /invoices/{id}/payments/{A's}${action}`, target: payment.invoice_id, prefix: 'in', code: 'invoice_not_found',
    send: (api, id, h) => call(api, `/invoices/${id}/payments/${aCard.id}`, h),
  },
]);

/** Every route that takes an id, aimed at one of B's records. */
const byId: ById[] = [
  { name: 'GET /coupons/{id}', send: (api, id) => api.get(`/coupons/${id}`), target: bCoupon.id, prefix: 'cou' },
  { name: 'PUT /coupons/{id}', send: (api, id, h) => api.put(`/coupons/${id}`, { discount_value: 99, description: 'taken over' }, h), target: bCoupon.id, prefix: 'cou' },
  { name: 'DELETE /coupons/{id}', send: (api, id, h) => api.delete(`/coupons/${id}`, h), target: bCoupon.id, prefix: 'cou' },
  { name: 'PUT /coupons/{id}/disable', send: (api, id, h) => api.put(`/coupons/${id}/disable`, undefined, h), target: bCoupon.id, prefix: 'cou' },
  { name: 'PUT /coupons/{id}/enable', send: (api, id, h) => api.put(`/coupons/${id}/enable`, undefined, h), target: bDisabled.id, prefix: 'cou' },
  { name: 'GET /coupons/{id}/activity', send: (api, id) => api.get(`/coupons/${id}/activity`), target: bExhausted.id, prefix: 'cou' },
  { name: 'GET /gift_cards/{id}', send: (api, id) => api.get(`/gift_cards/${id}`), target: bGift.id, prefix: 'gc' },
  { name: 'DELETE /api_tokens/{id}', send: (api, id, h) => api.delete(`/api_tokens/${id}`, h), target: bToken.id, prefix: 'tok' },
  { name: 'GET /clients/{id}', send: (api, id) => api.get(`/clients/${id}`), target: bClient.id, prefix: 'cl' },
  { name: 'GET /clients/{id} (archived)', send: (api, id) => api.get(`/clients/${id}`), target: bArchived.id, prefix: 'cl' },
  {
    name: 'PUT /clients/{id}',
    send: (api, id, h) => api.put(`/clients/${id}`, { first_name: 'Taken', email: 'taken@a.test', status_name: 'Archived', type: 'lead', address_info: null }, h),
    target: bClient.id, prefix: 'cl',
  },
  { name: 'PUT /clients/{id} (archived, restored)', send: (api, id, h) => api.put(`/clients/${id}`, { status_name: 'Active' }, h), target: bArchived.id, prefix: 'cl' },
  { name: 'DELETE /clients/{id}', send: (api, id, h) => api.delete(`/clients/${id}`, h), target: bLead.id, prefix: 'cl' },
  { name: 'POST /clients/{id}/portal_tokens', send: (api, id, h) => api.post(`/clients/${id}/portal_tokens`, undefined, h), target: bClient.id, prefix: 'cl' },
  { name: 'POST /clients/{id}/portal_tokens (other)', send: (api, id, h) => api.post(`/clients/${id}/portal_tokens`, undefined, h), target: bOther.id, prefix: 'cl' },
  // B's client has invoices: from A it is missing, never 409 client_has_invoices.
  { name: 'DELETE /clients/{id} (with invoices)', send: (api, id, h) => api.delete(`/clients/${id}`, h), target: bBilled.id, prefix: 'cl' },
  { name: 'GET /clients/{id}/documents', send: (api, id) => api.get(`/clients/${id}/documents?expand=gift_card_activities`), target: bBilled.id, prefix: 'cl' },
  { name: 'GET /invoices/{id}', send: (api, id) => api.get(`/invoices/${id}?expand=all`), target: bSent.id, prefix: 'in', code: 'invoice_not_found' },
  { name: 'GET /invoices/{id} (draft)', send: (api, id) => api.get(`/invoices/${id}`), target: bDraft.id, prefix: 'in', code: 'invoice_not_found' },
  {
    name: 'PUT /invoices/{id}', send: (api, id, h) => api.put(`/invoices/${id}`, { notes: 'taken over', due_date: pastDue }, h),
    target: bDraft.id, prefix: 'in', code: 'invoice_not_found',
  },
  // A's own client in the body: the invoice is still B's, and missing.
  {
    name: "PUT /invoices/{id} (to A's client)", send: (api, id, h) => api.put(`/invoices/${id}`, { client_id: aBilled.id }, h),
    target: bDraft.id, prefix: 'in', code: 'invoice_not_found',
  },
  { name: 'DELETE /invoices/{id}', send: (api, id, h) => api.delete(`/invoices/${id}`, h), target: bDraft.id, prefix: 'in', code: 'invoice_not_found' },
  { name: 'POST /invoices/{id}/send', send: (api, id, h) => api.post(`/invoices/${id}/send`, undefined, h), target: bDraft.id, prefix: 'in', code: 'invoice_not_found' },
  {
    name: 'POST /invoices/{id}/payments', send: (api, id, h) => api.post(`/invoices/${id}/payments`, { amount: 100, payment_method: 'bank_transfer' }, h),
    target: bSent.id, prefix: 'in', code: 'invoice_not_found',
  },
  ...paymentRoutes,
  // The client summaries take B's client as a query parameter: unknown to A, 404 client_not_found (API.md §9).
  {
    name: 'GET /invoices_summary/currencies?client_id={id}', send: (api, id) => api.get(`/invoices_summary/currencies?client_id=${id}`),
    target: bBilled.id, prefix: 'cl', code: 'client_not_found',
  },
  {
    name: 'GET /invoices_summary/totals/usd?client_id={id}', send: (api, id) => api.get(`/invoices_summary/totals/usd?client_id=${id}`),
    target: bBilled.id, prefix: 'cl', code: 'client_not_found',
  },
];

/** The answer with the id it names replaced, so that answers about two ids of the same shape compare. */
const anonymised = (res: Response, id: string) => ({ status: res.status, body: JSON.parse(JSON.stringify(res.body).replaceAll(id, '<id>')) });

/** Everything B can see of its own records. */
async function bView() {
  const get = async (path: string) => {
    const res = await b.api.get(path);
    assert.equal(res.status, 200, `B: GET ${path}`);
    return res.body;
  };
  return {
    coupons: await Promise.all(bCoupons.map((r) => get(`/coupons/${r.id}`))),
    activity: await get(`/coupons/${bExhausted.id}/activity`),
    gifts: await Promise.all(bGifts.map((r) => get(`/gift_cards/${r.id}`))),
    tokens: (await get('/api_tokens')).data.map(({ id, name, created_at }: Record<string, unknown>) => ({ id, name, created_at })),
    clients: await Promise.all(bClients.map((r) => get(`/clients/${r.id}`))),
    clientList: await get('/clients?per_page=100'),
    clientCsv: (await csvOf(b.api, '/clients/download_csv')).rows,
    // Portal tokens have no list of their own: count them where they live. B never made one.
    portalTokens: await portalTokensOf(bClients.map((r) => r.id)),
    // Each invoice with its items and payments (refunds, disputes), and everything summed over them.
    invoices: await Promise.all(bInvoices.map((id) => get(`/invoices/${id}?expand=all`))),
    invoiceList: await get('/invoices?per_page=100'),
    payments: await get('/invoices/payments/list?page_size=100'),
    summary: await get('/invoices/invoice_summary'),
    disputed: await get('/invoices/payments/disputed,needs-response/count'),
    clientTotals: await get(`/invoices_summary/totals/usd?client_id=${bBilled.id}`),
    documents: await get(`/clients/${bBilled.id}/documents?expand=gift_card_activities`),
  };
}

/** Client-role tokens issued for these clients, by any studio. */
async function portalTokensOf(clientIds: string[]): Promise<number> {
  const { rows } = await server.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM api_tokens WHERE client_id = ANY($1)', [clientIds]);
  return rows[0].n;
}

/** The CSV export as `api` downloads it: its data rows (the header checked and dropped), and each row's id. */
async function csvOf(api: Api, path: string): Promise<{ text: string; rows: string[]; ids: string[] }> {
  const res = await fetch(server.base + path, { headers: api.headers });
  const text = await res.text();
  assert.equal(res.status, 200, `${path}: ${text.slice(0, 200)}`);
  assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  assert.match(lines[0], /^id,first_name,last_name,email,/, `${path}: header row`);
  assert.equal(lines.at(-1), '', `${path}: every row ends with CRLF`);
  // None of the rows here has a line break inside a cell: one line is one client.
  const rows = lines.slice(1, -1);
  return { text, rows, ids: rows.map((row) => row.split(',')[0]) };
}

async function assertBUntouched(before: Awaited<ReturnType<typeof bView>>) {
  assert.deepEqual(await bView(), before, "B's records are exactly as they were");
  const own = await new Api(server.base, { authorization: `Bearer ${bToken.token}` }).get('/auth/me');
  assert.equal(own.status, 200, "B's API token still works");
  assert.equal(own.body.data.studio.id, b.studio.id);
  assert.equal(before.portalTokens, 0, 'no portal token was ever issued for B\'s clients');
}

/**
 * The code of a 404 in its area's shape (API.md §1): `{error: {code, message}}` under /invoices and
 * /invoices_summary, `{error: code, message}` elsewhere; anything else in the body fails.
 */
function notFoundCode(route: ById, res: Response): unknown {
  const path = route.name.split(' ')[1];
  if (!path.startsWith('/invoices')) {
    assert.deepEqual(Object.keys(res.body).sort(), ['error', 'message'], `${route.name}: the standard error shape`);
    return res.body.error;
  }
  assert.deepEqual(Object.keys(res.body), ['error'], `${route.name}: the invoice error shape`);
  assert.deepEqual(Object.keys(res.body.error).sort(), ['code', 'message'], `${route.name}: the invoice error shape`);
  return res.body.error.code;
}

/** A's attempt on B's record must answer exactly what a missing id of the same shape answers. */
async function assertLikeMissing(api: Api, headers: Record<string, string> = {}) {
  for (const route of byId) {
    const missingId = `${route.prefix}_${randomAlphanumeric(30)}`;
    const foreign = await route.send(api, route.target, headers);
    const missing = await route.send(api, missingId, headers);
    assert.equal(missing.status, 404, `${route.name} with a missing id: ${JSON.stringify(missing.body)}`);
    assert.equal(notFoundCode(route, missing), route.code ?? 'not_found', route.name);
    assert.equal(foreign.status, 404, `${route.name} with B's id: ${JSON.stringify(foreign.body)}`);
    assert.deepEqual(anonymised(foreign, route.target), anonymised(missing, missingId), `${route.name}: B's id answers like a missing one`);
  }
}

function idsOf(res: Response): string[] {
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.map((row: { id: string }) => row.id);
}

/** A list as seen by `api`: exactly the caller's rows of that status, counted without anyone else's. */
async function assertListShowsOnly(api: Api, path: string, own: Row[], status: string | undefined) {
  const res = await api.get(status ? `${path}${path.includes('?') ? '&' : '?'}${status}` : path);
  const ids = idsOf(res);
  const filter = status?.split('=')[1] ?? 'all';
  const expected = own.filter((r) => filter === 'all' || r.status === filter).map((r) => r.id);
  assert.deepEqual(ids.filter((id) => bIds.has(id)), [], `${path} ${status ?? ''}: none of B's rows`);
  assert.deepEqual([...ids].sort(), [...expected].sort(), `${path} ${status ?? ''}: exactly the caller's rows`);
  assert.equal(res.body.meta.total, expected.length, `${path} ${status ?? ''}: meta.total counts only the caller's rows`);
}

/** Every `types` the list and the export take: none, each type, each pair, all three (in two orders). */
const TYPE_FILTERS = [undefined, 'client', 'lead', 'other', 'client,lead', 'client,other', 'lead,other', 'client,lead,other', 'other,lead,client'];
const ofTypes = (rows: ClientRow[], types: string | undefined) =>
  rows.filter((r) => types === undefined || types === 'all' || types.split(',').includes(r.type)).map((r) => r.id);

function assertOnlyOwn(found: string[], expected: string[], what: string) {
  assert.deepEqual(found.filter((id) => bIds.has(id)), [], `${what}: none of B's rows`);
  assert.deepEqual([...found].sort(), [...expected].sort(), `${what}: exactly the caller's rows`);
}

/** The client list and the CSV export as seen by `api`: A's clients of those types, counted without B's. */
async function assertClientsShowOnly(api: Api, types: string | undefined) {
  const expected = ofTypes(aClients, types);
  const list = await api.get(`/clients?per_page=100${types ? `&types=${types}` : ''}`);
  assertOnlyOwn(idsOf(list), expected, `GET /clients types=${types}`);
  assert.equal(list.body.meta.total, expected.length, `GET /clients types=${types}: meta.total counts only the caller's rows`);
  // One row a page: every page's totals still count the caller's rows only.
  const paged = await api.get(`/clients?per_page=1&page=2${types ? `&types=${types}` : ''}`);
  assert.equal(paged.status, 200);
  assert.deepEqual([paged.body.meta.total, paged.body.meta.last_page], [expected.length, Math.max(1, expected.length)], `page 2 of 1-row pages, types=${types}`);

  const csv = await csvOf(api, `/clients/download_csv${types ? `?types=${types}` : ''}`);
  assertOnlyOwn(csv.ids, expected, `CSV types=${types}`);
  for (const row of bClients) assert.ok(!csv.text.includes(row.name), `CSV types=${types} carries nothing of B's client ${row.name}`);
  assert.ok(!/quill/i.test(csv.text), `CSV types=${types}: nothing of B's`);
}

/** A search as seen by `api`: exactly the caller's matches, and `meta.total` counts only them. */
async function assertSearchShowsOnly(api: Api, q: string, expected: string[], params: Record<string, string> = {}) {
  const query = new URLSearchParams({ q, pageSize: '100', ...params }).toString();
  const res = await api.get(`/clients/search?${query}`);
  assertOnlyOwn(idsOf(res), expected, `search ${query}`);
  assert.equal(res.body.meta.total, expected.length, `search ${query}: meta.total counts only the caller's matches`);
}

const aLens = () => aClients.filter((r) => r.name === 'Alma' || r.name === 'Arlo');

/** Searches for B's own terms find nothing of A's side; terms both studios match find A's rows only. */
async function assertSearchesShowOnly(api: Api) {
  // Terms only B's clients match: first and last name, full name, exact email, company, phone digits.
  for (const q of ['quill', 'Bartholomew', 'bartholomew quill', 'shared@example.test', 'SHARED@EXAMPLE.TEST', 'Quill Portraits', 'lensworth', 'brun@b.test', '8675309', '(555) 867-5309', '867']) {
    await assertSearchShowsOnly(api, q, []);
    await assertSearchShowsOnly(api, q, [], { types: 'all' });
    await assertSearchShowsOnly(api, q, [], { page: '2', pageSize: '1' });
  }
  // Terms both studios match: "lens" in names and companies, "555" in phones.
  const lens = aLens();
  for (const types of ['all', ...TYPE_FILTERS]) {
    const narrowed: Record<string, string> = types === undefined ? {} : { types };
    await assertSearchShowsOnly(api, 'lens', ofTypes(lens, types), narrowed);
    await assertSearchShowsOnly(api, 'LENS', ofTypes(lens, types), narrowed);
  }
  await assertSearchShowsOnly(api, '555', aClients.filter((r) => r.name === 'Arlo').map((r) => r.id));
  // Paged: every page, and a page past the end, count A's two matches only.
  for (const page of [1, 2, 3, 50]) {
    const res = await api.get(`/clients/search?q=lens&pageSize=1&page=${page}`);
    assert.equal(res.status, 200);
    assert.deepEqual(idsOf(res).filter((id) => bIds.has(id)), [], `search lens page ${page}`);
    assert.deepEqual([res.body.meta.total, res.body.meta.last_page], [lens.length, lens.length], `search lens page ${page}: A's totals`);
  }
}

/** Invoices as `api` reads them one by one: the yardstick for its lists and totals. */
async function invoicesOf(api: Api, ids: string[]): Promise<any[]> {
  return Promise.all(ids.map(async (id) => {
    const res = await api.get(`/invoices/${id}`);
    assert.equal(res.status, 200, `GET /invoices/${id}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The totals API.md §9 defines: issued invoices only (drafts ignored), unpaid what payments have not covered. */
function issuedTotals(invoices: any[]) {
  const issued = invoices.filter((invoice) => invoice.status !== 'draft');
  const total = sum(issued.map((invoice) => invoice.amount));
  const paid = sum(issued.map((invoice) => invoice.amount_paid));
  return { total_invoices: issued.length, total_amount: total, paid_amount: paid, unpaid_amount: total - paid, overdue_count: issued.filter((i) => i.status === 'overdue').length };
}

/** `payment_type` (API.md §6): which statuses each one lists. */
const PAYMENT_TYPES: Record<string, (status: string) => boolean> = {
  all: () => true,
  paid: (status) => status === 'paid',
  unpaid: (status) => status === 'sent' || status === 'overdue',
  overdue: (status) => status === 'overdue',
};

const pick = (data: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, data[key]]));

/** Nothing of B's, not an id nor its client's or gift card's name, anywhere in an answer to A. */
function assertNothingOfB(res: Response, what: string) {
  assert.equal(res.status, 200, `${what}: ${JSON.stringify(res.body)}`);
  const text = JSON.stringify(res.body);
  for (const id of [...bInvoices, ...bPayments, bBilled.id, bPays.id]) assert.ok(!text.includes(id), `${what} carries B's ${id}`);
  assert.ok(!/Bilbo|Baggins|B-PAYS/.test(text), `${what} carries B's client or gift card`);
}

/** A's invoices, payments, summaries, disputed count and documents as seen by `api`: A's records only, summed without B's. */
async function assertInvoicesShowOnly(api: Api) {
  const mine = await invoicesOf(api, aInvoices);
  for (const [type, matches] of Object.entries(PAYMENT_TYPES)) {
    const expected = mine.filter((invoice) => matches(invoice.status)).map((invoice) => invoice.id);
    for (const query of ['', '&timeframe_filter=this_year', '&timeframe_filter=last_7_days', '&currency=usd', '&expand=all', '&to=2099-12-31']) {
      const path = `/invoices?per_page=100&payment_type=${type}${query}`;
      const res = await api.get(path);
      assertOnlyOwn(idsOf(res), expected, `GET ${path}`);
      assert.equal(res.body.meta.total, expected.length, `GET ${path}: meta.total counts only A's`);
      assertNothingOfB(res, `GET ${path}`);
    }
    const summary = await api.get(`/invoices/invoice_summary?payment_type=${type}`);
    assertNothingOfB(summary, `invoice_summary payment_type=${type}`);
    const totals = issuedTotals(mine.filter((invoice) => matches(invoice.status)));
    assert.deepEqual(pick(summary.body.data, Object.keys(totals)), totals, `invoice_summary payment_type=${type}: A's totals only`);
  }
  // One row a page: every page counts A's invoices only.
  for (const page of [1, 2, 50]) {
    const res = await api.get(`/invoices?per_page=1&page=${page}`);
    assertNothingOfB(res, `GET /invoices page ${page}`);
    assert.equal(res.body.meta.total, mine.length, `GET /invoices page ${page}: meta.total`);
  }

  // Payments: all of A's are its client Abigail's; B's client filters like an unknown one.
  for (const [query, expected] of [
    ['', aPayments], ['&expand=client', aPayments], ['&timeframe_filter=this_month', aPayments], ['&transaction_date_to=2099-12-31', aPayments],
    [`&client_id=${aBilled.id}`, aPayments], [`&client_id=${aAlma.id}`, []], [`&client_id=${bBilled.id}`, []],
  ] as const) {
    const path = `/invoices/payments/list?page_size=100${query}`;
    const res = await api.get(path);
    assertOnlyOwn(idsOf(res), [...expected], `GET ${path}`);
    assert.equal(res.body.meta.total, expected.length, `GET ${path}: meta.total counts only A's`);
    assertNothingOfB(res, `GET ${path}`);
  }

  // The disputed count: A's one open dispute, never B's.
  for (const query of ['', '?currency=usd']) {
    const res = await api.get(`/invoices/payments/disputed,needs-response/count${query}`);
    assertNothingOfB(res, `disputed count${query}`);
    assert.deepEqual(pick(res.body.data, ['count', 'total_amount']), { count: 1, total_amount: aDisputed.amount }, `disputed count${query}: A's only`);
  }

  // A client's totals, currencies and documents.
  const billed = mine.filter((invoice) => invoice.client_id === aBilled.id);
  const totals = await api.get(`/invoices_summary/totals/usd?client_id=${aBilled.id}`);
  const overdue = billed.filter((invoice) => invoice.status === 'overdue');
  const expectedTotals = { ...issuedTotals(billed), overdue_amount: sum(overdue.map((invoice) => invoice.amount - invoice.amount_paid)) };
  assert.deepEqual(pick(totals.body.data, Object.keys(expectedTotals)), expectedTotals, "Abigail's totals: A's only");
  const currencies = await api.get(`/invoices_summary/currencies?client_id=${aBilled.id}`);
  assert.deepEqual(currencies.body.data.map((row: Record<string, unknown>) => pick(row, ['currency', 'total_invoices', 'total_amount'])),
    [{ currency: 'usd', total_invoices: issuedTotals(billed).total_invoices, total_amount: issuedTotals(billed).total_amount }], "Abigail's currencies");
  const documents = await api.get(`/clients/${aBilled.id}/documents?expand=gift_card_activities`);
  assertOnlyOwn(idsOf(documents), billed.map((invoice) => invoice.id), "Abigail's documents");
  assert.equal(documents.body.meta.total, billed.length, "Abigail's documents: meta.total");
  assert.deepEqual(documents.body.meta.gift_card_activities.map((use: Record<string, unknown>) => pick(use, ['gift_card_id', 'code', 'amount', 'invoice_id'])),
    [{ gift_card_id: aPays.id, code: 'A-PAYS', amount: 3_000, invoice_id: aPaid.id }], "Abigail's gift card activity: A's card only");
  for (const res of [totals, currencies, documents]) assertNothingOfB(res, "Abigail's summaries and documents");
}

test("with A's token, B's id answers 404 exactly like a missing id on every route that takes one, and B's records stay as they were", async () => {
  const before = await bView();
  await assertLikeMissing(a.api);
  await assertBUntouched(before);
});

test("with A's token, every list shows and counts only A's rows, whatever the filter", async () => {
  for (const filter of [undefined, 'all', 'active', 'disabled', 'expired', 'exhausted']) {
    await assertListShowsOnly(a.api, '/coupons?per_page=100', aCoupons, filter && `filter=${filter}`);
  }
  for (const status of [undefined, 'all', 'active', 'redeemed', 'expired']) {
    await assertListShowsOnly(a.api, '/gift_cards?per_page=100', aGifts, status && `status=${status}`);
  }
  const tokens = idsOf(await a.api.get('/api_tokens'));
  assert.deepEqual([...tokens].sort(), [...aTokens].sort(), "A's token list holds A's tokens and nothing else");
  // And the other way round: B sees its own rows, all of them, so the filters above had something to leave out.
  for (const filter of ['all', 'active', 'disabled', 'expired', 'exhausted']) {
    const res = await b.api.get(`/coupons?per_page=100&filter=${filter}`);
    const expected = bCoupons.filter((r) => filter === 'all' || r.status === filter).map((r) => r.id);
    assert.deepEqual([...idsOf(res)].sort(), [...expected].sort(), `B's coupons, filter=${filter}`);
  }
  for (const status of ['all', 'active', 'redeemed', 'expired']) {
    const res = await b.api.get(`/gift_cards?per_page=100&status=${status}`);
    const expected = bGifts.filter((r) => status === 'all' || r.status === status).map((r) => r.id);
    assert.deepEqual([...idsOf(res)].sort(), [...expected].sort(), `B's gift cards, status=${status}`);
  }
  assert.ok(idsOf(await b.api.get('/api_tokens')).includes(bToken.id));
});

test("with A's token, the client list and the CSV export show and count only A's clients, whatever the types", async () => {
  for (const types of TYPE_FILTERS) await assertClientsShowOnly(a.api, types);
  // And B sees all of its own, archived included, so that there was something to leave out.
  for (const types of TYPE_FILTERS) {
    const expected = ofTypes(bClients, types);
    assert.deepEqual([...idsOf(await b.api.get(`/clients?per_page=100${types ? `&types=${types}` : ''}`))].sort(), [...expected].sort(), `B's clients, types=${types}`);
    assert.deepEqual([...(await csvOf(b.api, `/clients/download_csv${types ? `?types=${types}` : ''}`)).ids].sort(), [...expected].sort(), `B's CSV, types=${types}`);
  }
});

test("with A's token, client search never finds B's clients and its totals count only A's", async () => {
  await assertSearchesShowOnly(a.api);
  // B finds its own under the same terms, so that the searches above had something to leave out.
  const bFinds = async (q: string) => [...idsOf(await b.api.get(`/clients/search?q=${encodeURIComponent(q)}`))].sort();
  assert.deepEqual(await bFinds('quill'), [bClient.id, bOther.id, bArchived.id].sort());
  assert.deepEqual(await bFinds('lens'), [bLead.id, bOther.id].sort());
  assert.deepEqual(await bFinds('8675309'), [bClient.id]);
  assert.deepEqual(await bFinds('shared@example.test'), [bClient.id]);
});

test("with A's token, invoices, payments, summaries, the disputed count and documents show and count only A's", async () => {
  await assertInvoicesShowOnly(a.api);
  // B bills more in the same currency: nothing of A's moves, B's own totals do.
  const aSummary = (await a.api.get('/invoices/invoice_summary')).body;
  const aDisputes = (await a.api.get('/invoices/payments/disputed,needs-response/count')).body;
  const bSummary = (await b.api.get('/invoices/invoice_summary')).body;
  const more = await invoiceOf(b, bBilled.id, 99_900);
  const morePaid = await created(b, `/invoices/${more.id}/payments`, { amount: 33_300, payment_method: 'card' });
  const moreDisputed = await disputedPayment(b, more.id, { amount: 11_100, payment_method: 'paypal' });
  bInvoices.push(more.id);
  bPayments.push(morePaid.id, moreDisputed.id);
  for (const id of [more.id, morePaid.id, moreDisputed.id]) bIds.add(id);
  assert.deepEqual((await a.api.get('/invoices/invoice_summary')).body, aSummary, "A's summary is unmoved by B's invoice");
  assert.deepEqual((await a.api.get('/invoices/payments/disputed,needs-response/count')).body, aDisputes, "A's disputed count is unmoved by B's dispute");
  assert.notDeepEqual((await b.api.get('/invoices/invoice_summary')).body, bSummary, "B's summary counts B's new invoice");
  await assertInvoicesShowOnly(a.api);

  // And B sees all of its own, so that there was something to leave out.
  const theirs = await invoicesOf(b.api, bInvoices);
  assert.deepEqual([...idsOf(await b.api.get('/invoices?per_page=100'))].sort(), [...bInvoices].sort(), "B's invoices");
  assert.deepEqual([...idsOf(await b.api.get('/invoices/payments/list?page_size=100'))].sort(), [...bPayments].sort(), "B's payments");
  const totals = issuedTotals(theirs);
  assert.deepEqual(pick((await b.api.get('/invoices/invoice_summary')).body.data, Object.keys(totals)), totals, "B's summary");
  assert.deepEqual(pick((await b.api.get('/invoices/payments/disputed,needs-response/count')).body.data, ['count', 'total_amount']),
    { count: 2, total_amount: bDisputed.amount + moreDisputed.amount }, "B's disputed count");
  assert.deepEqual([...idsOf(await b.api.get(`/clients/${bBilled.id}/documents`))].sort(), [...bInvoices].sort(), "B's client's documents");
});

test("A cannot bill B's client, nor use B's coupon or gift card: 422, and nothing of either studio changes", async () => {
  const before = await bView();
  const aBefore = await invoicesOf(a.api, aInvoices);
  const refused = (res: Response, field: string, code = 'validation_error') => {
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body), ['error'], 'the invoice error shape');
    assert.equal(res.body.error.code, code, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body.error.details), [field], JSON.stringify(res.body));
  };
  const body = { client_id: aBilled.id, due_date: due, line_items: [{ name: 'Session', quantity: 1, amount: 10_000 }] };
  // API.md §9: a client_id the studio does not have is 422 naming it, whichever studio has it.
  for (const client of [bBilled, bClient, bArchived]) {
    refused(await a.api.post('/invoices', { ...body, client_id: client.id }), 'client_id');
    refused(await a.api.put(`/invoices/${aDraft.id}`, { client_id: client.id }), 'client_id');
  }
  // B's coupon codes mean nothing in A (A makes a SHARED10 of its own only in a later test).
  for (const code of ['SHARED10', 'shared10', 'BOLD']) {
    refused(await a.api.post('/invoices', { ...body, coupon_code: code }), 'coupon_code', 'coupon_not_applicable');
    refused(await a.api.put(`/invoices/${aDraft.id}`, { coupon_code: code }), 'coupon_code', 'coupon_not_applicable');
  }
  // Nor do its gift card codes.
  for (const code of ['B-PAYS', 'b-pays', 'GIFT-SHARED']) {
    refused(await a.api.post(`/invoices/${aSent.id}/payments`, { amount: 100, payment_method: 'gift_card', gift_card_code: code }), 'gift_card_code');
  }
  assert.deepEqual(await invoicesOf(a.api, aInvoices), aBefore, "A's invoices are as they were");
  assert.equal((await a.api.get('/invoices?per_page=100')).body.meta.total, aInvoices.length, 'no invoice was created in A');
  await assertBUntouched(before);
});

test("with A's session cookie, B's records are just as unreachable and invisible", async () => {
  // Login allows 10 attempts a minute per IP: this is the file's only one.
  const login = await new Api(server.base).post('/auth/login', { email: a.email, password: a.password });
  assert.equal(login.status, 200);
  assert.equal(login.body.data.studio.id, a.studio.id);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const session = new Api(server.base, { cookie });
  const csrf = { 'x-csrf-token': login.body.data.csrf_token };

  const before = await bView();
  // With the CSRF token the writes get past the session checks: a 404 here is the isolation speaking.
  await assertLikeMissing(session, csrf);
  await assertListShowsOnly(session, '/coupons?per_page=100', aCoupons, undefined);
  await assertListShowsOnly(session, '/coupons?per_page=100', aCoupons, 'filter=disabled');
  await assertListShowsOnly(session, '/gift_cards?per_page=100', aGifts, undefined);
  assert.deepEqual([...idsOf(await session.get('/api_tokens'))].sort(), [...aTokens].sort());
  for (const types of [undefined, 'lead', 'client,other', 'client,lead,other']) await assertClientsShowOnly(session, types);
  await assertSearchesShowOnly(session);
  await assertInvoicesShowOnly(session);
  await assertBUntouched(before);
});

test('a coupon or gift card code used by B can be created in A, and each studio keeps its own', async () => {
  const mine = await a.api.post('/coupons', { code: 'SHARED10', discount_type: 'fixed_amount', discount_value: 700 });
  assert.equal(mine.status, 201, 'codes are unique per studio, not across studios');
  aCoupons.push({ id: mine.body.data.id, status: 'active' });
  const twice = await a.api.post('/coupons', { code: 'shared10', discount_type: 'percentage', discount_value: 5 });
  assert.equal(twice.status, 409, 'but unique within the studio, ignoring case');
  assert.deepEqual(Object.keys(twice.body.details), ['code']);

  const gift = await a.api.post('/gift_cards', { amount: 1500, code: 'GIFT-SHARED' });
  assert.equal(gift.status, 201);
  aGifts.push({ id: gift.body.data.id, status: 'active' });

  // Each studio reads its own record under the shared code.
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}`)).body.data.discount_value, 700);
  const theirs = (await b.api.get(`/coupons/${bCoupon.id}`)).body.data;
  assert.deepEqual({ code: theirs.code, discount_type: theirs.discount_type, discount_value: theirs.discount_value, description: theirs.description },
    { code: 'SHARED10', discount_type: 'percentage', discount_value: 10, description: 'Only for B' });
  assert.equal((await a.api.get('/coupons?filter=all&per_page=100')).body.meta.total, aCoupons.length);

  // Redeeming the code in B uses B's coupon and never A's.
  const used = await redeem(b, 'shared10');
  assert.equal(used.couponId, bCoupon.id);
  assert.equal((await b.api.get(`/coupons/${bCoupon.id}`)).body.data.usage_count, 1);
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}`)).body.data.usage_count, 0);
  assert.equal((await a.api.get(`/coupons/${mine.body.data.id}/activity`)).body.meta.total_usage, 0);
});

test("A may create a client with the email of one of B's clients; each studio keeps its own and its own uniqueness", async () => {
  const mine = await a.api.post('/clients', { first_name: 'Alma Twin', email: 'SHARED@example.test', type: 'lead' });
  assert.equal(mine.status, 201, `emails are unique per studio, not across studios: ${JSON.stringify(mine.body)}`);
  aClients.push({ id: mine.body.data.id, type: 'lead', name: 'Alma Twin' });
  const twice = await a.api.post('/clients', { first_name: 'Again', email: 'shared@EXAMPLE.test' });
  assert.equal(twice.status, 409, 'but unique within the studio, ignoring case');
  assert.deepEqual(Object.keys(twice.body.details), ['email']);
  const theirs = await b.api.post('/clients', { first_name: 'Again', email: 'Shared@Example.Test' });
  assert.equal(theirs.status, 409, "B's own email stays unique within B");
  assert.deepEqual(Object.keys(theirs.body.details), ['email']);
  // A client of A may also move onto an email B uses.
  const alma = aClients.find((r) => r.name === 'Alma')!;
  const moved = await a.api.put(`/clients/${alma.id}`, { email: 'BRUN@b.test' });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));

  // Each studio finds only its own client under the shared email.
  await assertSearchShowsOnly(a.api, 'shared@example.test', [mine.body.data.id]);
  await assertSearchShowsOnly(a.api, 'brun@b.test', [alma.id]);
  assert.deepEqual(idsOf(await b.api.get('/clients/search?q=shared@example.test')), [bClient.id]);
  assert.deepEqual(idsOf(await b.api.get('/clients/search?q=brun@b.test')), [bLead.id]);
  assert.equal((await b.api.get(`/clients/${bClient.id}`)).body.data.email, 'shared@example.test');
  assert.equal((await b.api.get(`/clients/${bLead.id}`)).body.data.email, 'brun@b.test');
  for (const types of [undefined, 'lead', 'client,lead,other']) await assertClientsShowOnly(a.api, types);
  assert.equal((await b.api.get('/clients?per_page=100')).body.meta.total, bClients.length);
});
