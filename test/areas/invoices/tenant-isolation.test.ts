/**
 * Invoices and payments across studios: the derived isolation matrix (test/support/tenant.ts), and lists,
 * summaries, the disputed count and a client's documents that count each studio's own records only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Api, Response, TestStudio } from '../../helpers.js';
import { isolationMatrix, probeOf, sessionOf, tenantSuite } from '../../support/tenant.js';
import { created, done, FUTURE, PAST } from '../records.js';
import { invoices, type InvoiceRecords } from './routes.js';

const t = await tenantSuite<InvoiceRecords>(invoices);
const { a, b, server } = t;

// Both studios bill in usd with amounts of their own, every status, card, PayPal and gift card payments and
// an open dispute each: a list, a count or a total that reached into the other studio would show it.
const due = '2031-06-30';
// Before today: a sent invoice due then is overdue.
const pastDue = '2020-06-30';

async function invoiceOf(studio: TestStudio, clientId: string, amount: number, { dueDate = due, send = true } = {}): Promise<any> {
  const draft = await created(studio.api, '/invoices', { client_id: clientId, due_date: dueDate, line_items: [{ name: 'Session', quantity: 1, amount }] });
  return send ? done(studio.api.post(`/invoices/${draft.id}/send`), `sending ${draft.id}`) : draft;
}

async function disputedPayment(studio: TestStudio, invoiceId: string, body: object): Promise<any> {
  const payment = await created(studio.api, `/invoices/${invoiceId}/payments`, body);
  return done(studio.api.post(`/invoices/${invoiceId}/payments/${payment.id}/dispute`), `disputing ${payment.id}`);
}

const bBilled = await created(b.api, '/clients', { first_name: 'Bilbo', last_name: 'Baggins', email: 'bilbo@b.test', type: 'client' });
const bArchived = await created(b.api, '/clients', { first_name: 'Bertram', email: 'bertram@b.test', status_name: 'Archived' });
await created(b.api, '/coupons', { code: 'SHARED10', discount_type: 'percentage', discount_value: 10 });
await created(b.api, '/coupons', { code: 'BOLD', discount_type: 'percentage', discount_value: 5, expires_at: PAST });
await created(b.api, '/gift_cards', { amount: 7500, code: 'GIFT-SHARED', expires_at: FUTURE });
const bPays = await created(b.api, '/gift_cards', { amount: 9000, code: 'B-PAYS' });
const bDraft = await invoiceOf(b, bBilled.id, 20_000, { send: false });
const bSent = await invoiceOf(b, bBilled.id, 77_700);
const bCard = await created(b.api, `/invoices/${bSent.id}/payments`, { amount: 12_300, payment_method: 'card', payment_method_details: { brand: 'amex', last_four: '0005' } });
const bPaid = await invoiceOf(b, bBilled.id, 4_400);
await created(b.api, `/invoices/${bPaid.id}/payments`, { amount: 4_400, payment_method: 'gift_card', gift_card_code: 'B-PAYS' });
const bOverdue = await invoiceOf(b, bBilled.id, 6_600, { dueDate: pastDue });
const bDisputed = await disputedPayment(b, bOverdue.id, { amount: 5_500, payment_method: 'paypal', payment_method_details: { payer_email: 'bilbo@b.test' } });

const aBilled = await created(a.api, '/clients', { first_name: 'Abigail', last_name: 'Archer', email: 'abigail@a.test', type: 'client' });
const aAlma = await created(a.api, '/clients', { first_name: 'Alma', email: 'alma@a.test', type: 'client' });
const aPays = await created(a.api, '/gift_cards', { amount: 5000, code: 'A-PAYS' });
const aDraft = await invoiceOf(a, aBilled.id, 10_000, { send: false });
const aSent = await invoiceOf(a, aBilled.id, 10_000);
await created(a.api, `/invoices/${aSent.id}/payments`, { amount: 2_500, payment_method: 'card' });
const aPaid = await invoiceOf(a, aBilled.id, 3_000);
await created(a.api, `/invoices/${aPaid.id}/payments`, { amount: 3_000, payment_method: 'gift_card', gift_card_code: 'A-PAYS' });
const aOverdue = await invoiceOf(a, aBilled.id, 5_000, { dueDate: pastDue });
const aDisputed = await disputedPayment(a, aOverdue.id, { amount: 1_100, payment_method: 'card' });
await invoiceOf(a, aAlma.id, 2_000);

/** Everything of a studio's that its own reads list: the yardstick for what the other studio must never see. */
const idsOf = (res: Response): string[] => {
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.map((row: { id: string }) => row.id);
};
const allInvoices = async (api: Api) => idsOf(await api.get('/invoices?per_page=100'));
const allPayments = async (api: Api) => idsOf(await api.get('/invoices/payments/list?page_size=100'));
const aInvoices = await allInvoices(a.api);
const aPayments = await allPayments(a.api);
const bInvoices = await allInvoices(b.api);
const bPayments = await allPayments(b.api);
const bIds = await t.bIds();
for (const id of [...bInvoices, ...bPayments, bBilled.id, bPays.id]) bIds.add(id);

isolationMatrix(t, {
  // Each of B's invoices with its items and payments (refunds, disputes).
  view: () => invoicesOf(b.api, bInvoices),
  probes: (t) => [
    probeOf(t, 'GET /invoices/:invoice_id', 'sent, expanded', { invoice_id: bSent.id }, undefined, { expand: 'all' }),
    probeOf(t, 'GET /invoices/:invoice_id/payments/:payment_id', 'with its client', { invoice_id: bSent.id, payment_id: bCard.id }, undefined, { expand: 'client' }),
    probeOf(t, 'PUT /invoices/:invoice_id', 'taken over', { invoice_id: bDraft.id }, { notes: 'taken over', due_date: pastDue }),
    // A's own client in the body: the invoice is still B's, and missing.
    probeOf(t, 'PUT /invoices/:invoice_id', "to A's client", { invoice_id: bDraft.id }, { client_id: aBilled.id }),
    probeOf(t, 'POST /invoices/:invoice_id/payments', 'by transfer', { invoice_id: bSent.id }, { amount: 100, payment_method: 'bank_transfer' }),
    probeOf(t, 'POST /invoices/:invoice_id/payments/:payment_id/refund', 'a card payment', { invoice_id: bSent.id, payment_id: bCard.id }, { amount: 100 }),
    probeOf(t, 'POST /invoices/:invoice_id/payments/:payment_id/dispute/resolve', 'lost', { invoice_id: bOverdue.id, payment_id: bDisputed.id }, { outcome: 'lost' }),
  ],
});

/** Invoices as `api` reads them one by one, payments included: the yardstick for its lists and totals. */
async function invoicesOf(api: Api, ids: string[]): Promise<any[]> {
  return Promise.all(ids.map(async (id) => {
    const res = await api.get(`/invoices/${id}?expand=all`);
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
  for (const id of bIds) assert.ok(!text.includes(id), `${what} carries B's ${id}`);
  assert.ok(!/Bilbo|Baggins|B-PAYS/.test(text), `${what} carries B's client or gift card`);
}

function assertOnlyOwn(found: string[], expected: string[], what: string) {
  assert.deepEqual(found.filter((id) => bIds.has(id)), [], `${what}: none of B's rows`);
  assert.deepEqual([...found].sort(), [...expected].sort(), `${what}: exactly the caller's rows`);
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
  // A client and a status narrow the list to A's own; B's client filters like an unknown one.
  const ofClient = (client: { id: string }, status?: string) =>
    mine.filter((invoice) => invoice.client_id === client.id && (status === undefined || invoice.status === status)).map((invoice) => invoice.id);
  for (const [query, expected] of [
    [`client_id=${aBilled.id}`, ofClient(aBilled)], [`client_id=${aBilled.id}&status=overdue`, ofClient(aBilled, 'overdue')],
    [`client_id=${aAlma.id}&status=sent`, ofClient(aAlma, 'sent')], [`client_id=${bBilled.id}`, []], [`client_id=${bBilled.id}&status=sent`, []],
    ...['draft', 'sent', 'paid', 'overdue'].map((status) => [`status=${status}`, mine.filter((i) => i.status === status).map((i) => i.id)]),
  ] as const) {
    const path = `/invoices?per_page=100&${query}`;
    const res = await api.get(path);
    assertOnlyOwn(idsOf(res), [...expected], `GET ${path}`);
    assert.equal(res.body.meta.total, expected.length, `GET ${path}: meta.total counts only A's`);
    assertNothingOfB(res, `GET ${path}`);
  }
  // One row a page: every page counts A's invoices only.
  for (const page of [1, 2, 50]) {
    const res = await api.get(`/invoices?per_page=1&page=${page}`);
    assertNothingOfB(res, `GET /invoices page ${page}`);
    assert.equal(res.body.meta.total, mine.length, `GET /invoices page ${page}: meta.total`);
  }
  await assertPaymentsShowOnly(api, mine);
  await assertClientSummariesShowOnly(api, mine);
}

/** Payments: each filter lists A's own; B's client filters like an unknown one. The disputed count: A's open disputes, never B's. */
async function assertPaymentsShowOnly(api: Api, mine: any[]) {
  const payments = mine.flatMap((invoice) => invoice.payments.map((payment: any) => ({ ...payment, client_id: invoice.client_id })));
  const of = (clientId: string) => payments.filter((payment) => payment.client_id === clientId).map((payment) => payment.id);
  for (const [query, expected] of [
    ['', aPayments], ['&expand=client', aPayments], ['&timeframe_filter=this_month', aPayments], ['&transaction_date_to=2099-12-31', aPayments],
    [`&client_id=${aBilled.id}`, of(aBilled.id)], [`&client_id=${aAlma.id}`, []], [`&client_id=${bBilled.id}`, []],
  ] as const) {
    const path = `/invoices/payments/list?page_size=100${query}`;
    const res = await api.get(path);
    assertOnlyOwn(idsOf(res), [...expected], `GET ${path}`);
    assert.equal(res.body.meta.total, expected.length, `GET ${path}: meta.total counts only A's`);
    assertNothingOfB(res, `GET ${path}`);
  }
  const disputed = payments.filter((payment) => payment.status === 'disputed');
  assert.ok(disputed.some((payment) => payment.id === aDisputed.id), 'A has an open dispute of its own');
  for (const query of ['', '?currency=usd']) {
    const res = await api.get(`/invoices/payments/disputed,needs-response/count${query}`);
    assertNothingOfB(res, `disputed count${query}`);
    assert.deepEqual(pick(res.body.data, ['count', 'total_amount']), { count: disputed.length, total_amount: sum(disputed.map((p) => p.amount)) }, `disputed count${query}: A's only`);
  }
}

/** A client's totals, currencies and documents. */
async function assertClientSummariesShowOnly(api: Api, mine: any[]) {
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

test("with A's token, invoices, payments, summaries, the disputed count and documents show and count only A's", async () => {
  await assertInvoicesShowOnly(a.api);
  // B bills more in the same currency: nothing of A's moves, B's own totals do.
  const aSummary = (await a.api.get('/invoices/invoice_summary')).body;
  const aDisputes = (await a.api.get('/invoices/payments/disputed,needs-response/count')).body;
  const bSummary = (await b.api.get('/invoices/invoice_summary')).body;
  const more = await invoiceOf(b, bBilled.id, 99_900);
  const morePaid = await created(b.api, `/invoices/${more.id}/payments`, { amount: 33_300, payment_method: 'card' });
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
  assert.deepEqual([...await allInvoices(b.api)].sort(), [...bInvoices].sort(), "B's invoices");
  assert.deepEqual([...await allPayments(b.api)].sort(), [...bPayments].sort(), "B's payments");
  const totals = issuedTotals(theirs);
  assert.deepEqual(pick((await b.api.get('/invoices/invoice_summary')).body.data, Object.keys(totals)), totals, "B's summary");
  const open = theirs.flatMap((invoice) => invoice.payments).filter((payment: any) => payment.status === 'disputed');
  assert.ok(open.length >= 2, 'B has open disputes');
  assert.deepEqual(pick((await b.api.get('/invoices/payments/disputed,needs-response/count')).body.data, ['count', 'total_amount']),
    { count: open.length, total_amount: sum(open.map((payment: any) => payment.amount)) }, "B's disputed count");
  const billedOfB = theirs.filter((invoice) => invoice.client_id === bBilled.id).map((invoice) => invoice.id);
  assert.deepEqual([...idsOf(await b.api.get(`/clients/${bBilled.id}/documents`))].sort(), [...billedOfB].sort(), "B's client's documents");
});

test("A cannot bill B's client, nor use B's coupon or gift card, whatever its case: 422, and nothing of either studio changes", async () => {
  const before = await t.bView();
  const aBefore = await invoicesOf(a.api, aInvoices);
  const refused = (res: Response, field: string, code = 'validation_error') => {
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body), ['error'], 'the invoice error shape');
    assert.equal(res.body.error.code, code, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body.error.details), [field], JSON.stringify(res.body));
  };
  const body = { client_id: aBilled.id, due_date: due, line_items: [{ name: 'Session', quantity: 1, amount: 10_000 }] };
  for (const client of [bBilled, bArchived]) {
    refused(await a.api.post('/invoices', { ...body, client_id: client.id }), 'client_id');
    refused(await a.api.put(`/invoices/${aDraft.id}`, { client_id: client.id }), 'client_id');
  }
  // B's coupon codes mean nothing in A.
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
  await t.assertBUntouched(before);
});

test("with A's session cookie, B's invoices are just as invisible", async () => {
  const { session } = await sessionOf(server, a);
  await assertInvoicesShowOnly(session);
});
