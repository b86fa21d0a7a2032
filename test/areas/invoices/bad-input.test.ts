/** Invoices and payments under hostile input: the derived matrix (test/support/bad-input.ts) and the rules API.md §6 and §9 fix. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomAlphanumeric } from '../../../src/platform/ids.js';
import { newStudio } from '../../helpers.js';
import { badInputMatrix, badInputSuite, refusing } from '../../support/bad-input.js';
import { describe, problemsWith, type Case, type Expect } from '../../support/answers.js';
import { accepted, pathOf, request, type Target } from '../../support/route-matrix.js';
import { EDGE_TIMESTAMPS, unicodeStoredAsSent } from '../../support/stored-as-sent.js';
import { created, FUTURE } from '../records.js';
import { cardDetails, invoiceBody, invoices, lineItem, paymentBody, sentInvoice } from './routes.js';

const suite = await badInputSuite(invoices);
badInputMatrix(suite);
const { records: r, owner } = suite;
const create = suite.target('POST /invoices');
const update = suite.target('PUT /invoices/:invoice_id');
const record = suite.target('POST /invoices/:invoice_id/payments');
const bothWrites = [create, update];
const invalidCurrency: Expect = { status: 400, error: 'invalid_currency', field: 'currency' };

test('invoice and payment text is stored as sent, whatever its script', () =>
  unicodeStoredAsSent(suite, [
    [create, 'notes', (d) => d.notes], [create, 'line_items.0.name', (d) => d.line_items[0].name],
    [update, 'line_items.0.description', (d) => d.line_items[0].description],
    [record, 'payment_method_details.brand', (d) => d.payment_method_details.brand],
  ]));

test('an unsupported currency is 400 invalid_currency; unknown methods, fundings and outcomes are 422 naming them', async () => {
  await suite.expectAll([
    ...bothWrites.flatMap((target) => ['xyz', 'btc', 'us', 'usdd', 'usd ', ''].map((v) => suite.fieldCase(target, 'currency', JSON.stringify(v), v, invalidCurrency))),
    ...['cash', '', 'CARD', 'Card', 'credit_card', 'card ', 'gift card'].map((v) => suite.fieldCase(record, 'payment_method', JSON.stringify(v), v)),
    ...['bogus', '', 'CREDIT', 'charge'].map((v) => suite.fieldCase(record, 'payment_method_details.funding', JSON.stringify(v), v)),
    ...['draw', '', 'WON', 'won ', 'lose'].map((v) => suite.fieldCase(suite.target('POST /invoices/:invoice_id/payments/:payment_id/dispute/resolve'), 'outcome', JSON.stringify(v), v)),
  ]);
});

test("an invoice's totals, number and status are computed, and a payment's fees: none of them is input", async () => {
  const cases: Case[] = [];
  for (const target of bothWrites) {
    for (const [name, value] of [['invoice_number', 'INV-9999'], ['status', 'paid'], ['amount', 1], ['subtotal', 1], ['amount_paid', 1], ['sent_at', FUTURE]] as const) {
      cases.push(request(target, `answer-only field ${name}`, { body: JSON.stringify({ ...target.body!(), [name]: value }), expect: refusing(name) }));
    }
    for (const [name, value] of [['line_total', 1], ['tax_amount', 0], ['id', 'li_x'], ['discount', 5]] as const) {
      cases.push(suite.fieldCase(target, 'line_items', `with an item's unknown field ${name}`, [{ ...lineItem(), [name]: value }], refusing(`line_items.0.${name}`)));
    }
  }
  for (const [name, value] of [['processor_fee', 0], ['status', 'refunded'], ['currency', 'eur'], ['invoice_id', r.sent.id]] as const) {
    cases.push(request(record, `answer-only field ${name}`, { body: JSON.stringify({ ...paymentBody(), [name]: value }), expect: refusing(name) }));
  }
  cases.push(suite.fieldCase(record, 'payment_method_details', 'with an unknown nested field cvc', { ...cardDetails(), cvc: '123' }, refusing('payment_method_details.cvc')));
  await suite.expectAll(cases);
});

test("invoice bodies: a client_id malformed or not the studio's is 422 naming it; item, total and coupon rules are 422 naming what breaks them", async () => {
  const other = await created(owner.api, '/clients', { first_name: 'Other' });
  const doomedCoupon = await created(owner.api, '/coupons', { code: `GONE${randomAlphanumeric(6)}`, discount_type: 'percentage', discount_value: 5 });
  assert.equal((await owner.api.delete(`/coupons/${doomedCoupon.id}`)).status, 200);
  await suite.expectAll([
    ...bothWrites.flatMap((target) => invoiceRules(target, other.id, doomedCoupon.code)),
    // PUT is a partial update everywhere (API.md §9): with no field given nothing changes, as for a client.
    request(update, 'an empty update', { body: '{}', expect: { status: 200 } }),
    // Only a draft changes (API.md §6, §9): editing, deleting or sending a sent invoice is 409 invoice_not_editable.
    ...['PUT /invoices/:invoice_id', 'DELETE /invoices/:invoice_id', 'POST /invoices/:invoice_id/send'].map((key) =>
      request(suite.target(key), 'a sent invoice', { path: pathOf(suite.target(key), { invoice_id: r.sent.id }), expect: { status: 409, error: 'invoice_not_editable' } })),
  ]);
});

function invoiceRules(target: Target, otherClient: string, deletedCode: string): Case[] {
  // API.md §9: a malformed id in a body is 422, like one the studio does not have.
  const clientIds = [
    'x', '', `cl_${randomAlphanumeric(29)}`, `cl_${randomAlphanumeric(31)}`, `CL_${randomAlphanumeric(30)}`, `cl${randomAlphanumeric(30)}`,
    `in_${randomAlphanumeric(30)}`, r.draft.id, ` ${r.billed.id}`, `${r.billed.id} `, `cl_${randomAlphanumeric(30)}`, `cl_${'0'.repeat(30)}`,
  ];
  const cases = clientIds.map((value) => suite.fieldCase(target, 'client_id', JSON.stringify(value.slice(0, 14)), value));
  cases.push(suite.fieldCase(target, 'client_id', 'of another client of the studio', otherClient, accepted(target)));
  const item = (over: object) => [{ ...lineItem(), ...over }];
  const refused = (label: string, value: unknown, name: string) => suite.fieldCase(target, 'line_items', label, value, refusing(name));
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
    cases.push(suite.fieldCase(target, 'line_items', label, value, accepted(target)));
  }
  // An unknown coupon is 422 coupon_not_applicable naming it (API.md §6); codes match ignoring case (§9).
  for (const value of ['NOSUCHCOUPON', `${r.coupon.code}X`, deletedCode, deletedCode.slice(0, -1)]) {
    cases.push(suite.fieldCase(target, 'coupon_code', `unknown ${value}`, value, { status: 422, error: 'coupon_not_applicable', field: 'coupon_code' }));
  }
  cases.push(suite.fieldCase(target, 'coupon_code', 'in lower case', r.coupon.code.toLowerCase(), accepted(target)));
  return cases;
}

test('payments: out of turn is 409 with its code, and what a body breaks against stored amounts is 422 naming the field', async () => {
  // A small sent invoice of its own, so that what is due and what is left to refund are known exactly.
  const small = await sentInvoice(owner.api, { ...invoiceBody(r), coupon_code: null, line_items: [{ name: 'Mini session', quantity: 1, amount: 10_000 }] });
  const pay = (body: object) => created(owner.api, `/invoices/${small.id}/payments`, body);
  const byCard = await pay({ amount: 4_000, payment_method: 'card' });
  const byTransfer = await pay({ amount: 1_000, payment_method: 'bank_transfer', payment_method_details: { reference: 'Wire 17' } });
  const byPaypal = await pay({ amount: 500, payment_method: 'paypal' });
  const expiredCard = await created(owner.api, '/gift_cards', { amount: 5000, expires_at: '2020-01-01T00:00:00Z' });
  const paying = (body: object, expect: Expect, invoice = small.id) =>
    request(record, JSON.stringify(body).slice(0, 70), { path: pathOf(record, { invoice_id: invoice }), body: JSON.stringify(body), expect });
  const acting = (action: string, payment: { id: string }, body: object | undefined, expect: Expect) => {
    const target = suite.target(`POST /invoices/:invoice_id/payments/:payment_id${action}`);
    const path = pathOf(target, { invoice_id: small.id, payment_id: payment.id });
    return request(target, body === undefined ? 'no body' : JSON.stringify(body), { path, body: body && JSON.stringify(body), expect });
  };
  const withDetails = (details: object) => ({ amount: 100, payment_method: 'card', payment_method_details: details });
  await suite.expectAll([
    // 4,500 is due: a minor unit more is 422 on amount (API.md §6).
    paying({ amount: 4_501, payment_method: 'bank_transfer' }, refusing('amount')),
    paying({ amount: 0, payment_method: 'card' }, refusing('amount')),
    paying({ amount: -100, payment_method: 'card' }, refusing('amount')),
    paying(paymentBody(), { status: 409, error: 'invoice_not_sent' }, r.draft.id),
    // Details of another method, or a gift card code, where they do not apply; none where one is needed.
    paying({ amount: 100, payment_method: 'card', payment_method_details: { payer_email: 'payer@example.test' } }, refusing('payment_method_details.payer_email')),
    paying({ amount: 100, payment_method: 'bank_transfer', payment_method_details: { brand: 'visa' } }, refusing('payment_method_details.brand')),
    paying({ amount: 100, payment_method: 'card', gift_card_code: r.card.code }, refusing('gift_card_code')),
    paying({ amount: 100, payment_method: 'gift_card' }, refusing('gift_card_code')),
    paying({ amount: 100, payment_method: 'gift_card', gift_card_code: '' }, refusing('gift_card_code')),
    // API.md §9: an unknown or expired gift card is 422.
    paying({ amount: 100, payment_method: 'gift_card', gift_card_code: 'NO-SUCH-CARD' }, refusing('gift_card_code')),
    paying({ amount: 100, payment_method: 'gift_card', gift_card_code: expiredCard.code }, refusing('gift_card_code')),
    ...['424', '42424', 'abcd', '42 4', '４２４２', ''].map((v) => paying(withDetails({ last_four: v }), refusing('payment_method_details.last_four'))),
    ...[0, 13, -1].map((v) => paying(withDetails({ exp_month: v }), refusing('payment_method_details.exp_month'))),
    ...[1999, 2101].map((v) => paying(withDetails({ exp_year: v }), refusing('payment_method_details.exp_year'))),
    paying(withDetails({ brand: '' }), refusing('payment_method_details.brand')),
    paying({ amount: 100, payment_method: 'paypal', payment_method_details: { payer_email: 'not-an-email' } }, refusing('payment_method_details.payer_email')),
    // Never more back than is left; a transfer has nobody to dispute it; nothing to resolve before a dispute.
    acting('/refund', byCard, { amount: 4_001 }, refusing('amount')),
    acting('/refund', byCard, { amount: 0 }, refusing('amount')),
    acting('/dispute', byTransfer, undefined, { status: 409, error: 'payment_not_disputable' }),
    acting('/dispute/resolve', byCard, { outcome: 'won' }, { status: 409, error: 'payment_not_disputed' }),
    acting('/dispute/resolve', byTransfer, { outcome: 'lost' }, { status: 409, error: 'payment_not_disputed' }),
  ]);
  // In turn: a dispute opens once and holds refunds back, closes once, and a full refund ends what can happen.
  const steps: [string, object | undefined, Expect, string?][] = [
    ['/dispute', undefined, { status: 200 }, 'disputed'],
    ['/dispute', undefined, { status: 409, error: 'payment_not_disputable' }],
    ['/refund', { amount: 1 }, { status: 409, error: 'payment_not_refundable' }],
    ['/dispute/resolve', { outcome: 'won' }, { status: 200 }, 'completed'],
    ['/dispute/resolve', { outcome: 'won' }, { status: 409, error: 'payment_not_disputed' }],
    ['/refund', {}, { status: 200 }, 'refunded'],
    ['/refund', { amount: 1 }, { status: 409, error: 'payment_not_refundable' }],
    ['/dispute', undefined, { status: 409, error: 'payment_not_disputable' }],
  ];
  for (const [action, body, expect, status] of steps) {
    const c = acting(action, byCard, body, expect);
    const res = await suite.expectOne(c);
    if (status !== undefined) assert.equal(res.json.data.status, status, `${describe(c)}: the payment is ${status}`);
  }
  // The refund's body is `{amount?}` (API.md §6): left out altogether, all that is left is refunded.
  const whole = acting('/refund', byPaypal, undefined, { status: 200 });
  assert.equal((await suite.expectOne(whole)).json.data.status, 'refunded', `${describe(whole)}: the payment is refunded`);
});

test('a payment exists only under its own invoice: under another invoice of the studio it is missing', async () => {
  await suite.expectAll(suite.targets.filter((t) => t.shape.params.includes('payment_id')).map((target) =>
    request(target, 'a payment under another invoice', { path: pathOf(target, { invoice_id: r.draft.id }), expect: { status: 404, error: 'payment_not_found' } })));
});

test('filters: timeframes, payment types and expansions outside their lists are 400 naming the parameter', async () => {
  const badTimeframes = ['ALL_TIME', 'last_8_days', 'this_week', 'last_7_day', 'all%20time', 'this_month,last_month'];
  const bad = (key: string, param: string, values: string[]) => values.map((value) =>
    request(suite.target(key), `${param}=${value}`, { path: pathOf(suite.target(key), {}, `${param}=${value}`), expect: { status: 400, error: 'invalid_request', field: param } }));
  await suite.expectAll([
    ...['GET /invoices', 'GET /invoices/invoice_summary', 'GET /invoices/payments/list'].flatMap((key) => bad(key, 'timeframe_filter', badTimeframes)),
    ...['GET /invoices', 'GET /invoices/invoice_summary'].flatMap((key) => bad(key, 'payment_type', ['PAID', 'draft', 'sent', 'paid,unpaid'])),
    ...bad('GET /invoices', 'expand', ['CLIENT', 'line_items', 'client,all', 'payments']),
    ...bad('GET /invoices/payments/list', 'expand', ['all', 'CLIENT', 'invoice']),
    ...bad('GET /invoices/:invoice_id', 'expand', ['CLIENT', 'line_items']),
    ...bad('GET /invoices/:invoice_id/payments/:payment_id', 'expand', ['all', 'invoice']),
  ]);
});

test('an unsupported currency is 400 invalid_currency naming it wherever a currency is read; each supported one is 200', async () => {
  // API.md §1: these 19, and any other code is 400 invalid_currency.
  const supported = ['usd', 'eur', 'gbp', 'cad', 'aud', 'nzd', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk', 'jpy', 'sgd', 'hkd', 'mxn', 'brl', 'zar', 'inr'];
  const unsupported = ['xyz', 'bogus', 'us', 'usdd', 'btc', 'xau', 'eur1', '1', '%00', 'usd%00', 'u%20sd', '%F0%9F%93%B8', encodeURIComponent('€'), '..%2F'];
  // Too long to be a code at all: the parameter's own length limit may refuse it before the list of codes does.
  const overlong: Expect = { status: 400, error: ['invalid_currency', 'invalid_request'], field: 'currency' };
  const cases: Case[] = [];
  for (const key of ['GET /invoices', 'GET /invoices/invoice_summary', 'GET /invoices/payments/disputed,needs-response/count']) {
    const target = suite.target(key);
    const at = (value: string) => pathOf(target, {}, `currency=${value}`);
    for (const value of [...unsupported, '']) cases.push(request(target, `currency=${value}`, { path: at(value), expect: invalidCurrency }));
    cases.push(request(target, 'currency of 5,000 letters', { path: at('x'.repeat(5000)), expect: overlong }));
    for (const value of supported) cases.push(request(target, `currency=${value}`, { path: at(value), expect: { status: 200 } }));
  }
  const totals = suite.target('GET /invoices_summary/totals/:currency');
  const totalsIn = (currency: string) => pathOf(totals, { currency });
  for (const value of unsupported) cases.push(request(totals, `path currency ${value}`, { path: totalsIn(value), expect: invalidCurrency }));
  cases.push(request(totals, 'path currency of 5,000 letters', { path: totalsIn('x'.repeat(5000)), expect: overlong }));
  for (const value of supported) cases.push(request(totals, `path currency ${value}`, { path: totalsIn(value), expect: { status: 200 } }));
  await suite.expectAll(cases);
});

test('client_id: required on the client summaries (400), malformed 400 invalid_id naming cl_, unknown 404 client_not_found; a filter of the lists', async () => {
  const nameOnly = await created(owner.api, '/clients', { first_name: 'Nameonly' });
  const malformed = [
    'x', `cl_${randomAlphanumeric(29)}`, `cl_${randomAlphanumeric(31)}`, `CL_${randomAlphanumeric(30)}`, `in_${randomAlphanumeric(30)}`, r.draft.id,
    '%00', `cl_${randomAlphanumeric(29)}%00`, 'null', '-1',
  ];
  const cases: Case[] = [];
  for (const target of [suite.target('GET /invoices_summary/currencies'), suite.target('GET /invoices_summary/totals/:currency')]) {
    const at = (query: string) => `${pathOf(target).split('?')[0]}${query}`;
    // API.md §9: the /invoices_summary endpoints require client_id.
    for (const query of ['', '?client_id=']) {
      cases.push(request(target, `client_id missing (${query})`, { path: at(query), expect: { status: 400, error: 'invalid_request', field: 'client_id' } }));
    }
    // A misspelt name is unknown besides: details name both.
    for (const misspelt of ['clientId', 'client']) {
      const expect: Expect = { status: 400, error: 'invalid_request', field: ['client_id', misspelt] };
      cases.push(request(target, `client_id missing (?${misspelt}=)`, { path: at(`?${misspelt}=${r.billed.id}`), expect }));
    }
    for (const value of malformed) {
      cases.push(request(target, `client_id=${value.slice(0, 12)}`, { path: at(`?client_id=${value}`), expect: { status: 400, error: 'invalid_id', message: 'cl_' } }));
    }
    cases.push(request(target, 'client_id given twice', { path: at(`?client_id=${r.billed.id}&client_id=${nameOnly.id}`), expect: { status: 400 } }));
    cases.push(request(target, 'client_id of 5,000 letters', { path: at(`?client_id=${'x'.repeat(5000)}`), expect: { status: 400, error: ['invalid_id', 'invalid_request'] } }));
    for (const value of [`cl_${randomAlphanumeric(30)}`, `cl_${'0'.repeat(30)}`]) {
      cases.push(request(target, `unknown client_id ${value.slice(0, 8)}`, { path: at(`?client_id=${value}`), expect: { status: 404, error: 'client_not_found' } }));
    }
    // A client without invoices has totals of zero, not a 404.
    cases.push(request(target, 'a client without invoices', { path: at(`?client_id=${nameOnly.id}`), expect: { status: 200 } }));
  }
  // On the invoices and payments lists client_id is a filter: malformed is 400 invalid_id; unknown simply matches nothing.
  for (const [key, path] of [['GET /invoices', '/invoices'], ['GET /invoices/payments/list', '/invoices/payments/list']]) {
    const list = suite.target(key);
    for (const value of malformed) {
      cases.push(request(list, `client_id=${value.slice(0, 12)}`, { path: `${path}?client_id=${value}`, expect: { status: 400, error: 'invalid_id', message: 'cl_' } }));
    }
    cases.push(request(list, 'client_id of 5,000 letters', { path: `${path}?client_id=${'x'.repeat(5000)}`, expect: { status: 400, error: ['invalid_id', 'invalid_request'] } }));
    cases.push(request(list, 'unknown client_id', { path: `${path}?client_id=cl_${randomAlphanumeric(30)}`, expect: { status: 200, ids: [] } }));
    cases.push(request(list, 'a client of the studio with none', { path: `${path}?client_id=${nameOnly.id}`, expect: { status: 200, ids: [] } }));
  }
  cases.push(request(suite.target('GET /invoices/payments/list'), "the billed client's payments", {
    path: `/invoices/payments/list?client_id=${r.billed.id}&page_size=100&expand=client`, expect: { status: 200 },
  }));
  cases.push(request(suite.target('GET /invoices'), "the billed client's invoices", {
    path: `/invoices?client_id=${r.billed.id}&per_page=100&expand=all`, expect: { status: 200 },
  }));
  await suite.expectAll(cases);
});

test('a payment date whose UTC instant leaves years 1000–9999 is refused or stored readable, and never breaks later reads', async () => {
  const failures: string[] = [];
  for (const value of EDGE_TIMESTAMPS) {
    // Each edge in a studio of its own: a record that breaks its lists must not hide what the next one does.
    const studio = await newStudio(suite.server);
    const auth = { authorization: `Bearer ${studio.token}` };
    const client = await created(studio.api, '/clients', { first_name: 'Edge' });
    const invoice = await sentInvoice(studio.api, { ...invoiceBody(r), client_id: client.id, coupon_code: null });
    const c = { ...suite.fieldCase(record, 'payment_date', value, value, { status: [201, 422] }), path: pathOf(record, { invoice_id: invoice.id }), headers: auth };
    const res = await suite.send(c);
    const problems = problemsWith(c, res);
    if (res.status === 422 && !res.json.error?.details?.payment_date) problems.push('details do not name payment_date');
    // A payment's date is filtered and ordered on by the payments list (API.md §6), and shown by every read of its invoice.
    const reads = [
      '/invoices/payments/list?page_size=100', '/invoices/payments/list?timeframe_filter=this_year&expand=client', `/invoices/${invoice.id}?expand=all`,
      '/invoices?expand=all', '/invoices/invoice_summary', `/clients/${client.id}/documents?expand=gift_card_activities`,
    ];
    for (const path of reads) {
      const read = await suite.send({ method: 'GET', path, headers: auth });
      if (read.status !== 200) problems.push(`then GET ${path} → ${read.status} ${read.text.slice(0, 120)}`);
    }
    if (res.status === 201) {
      const again = await suite.send({ method: 'GET', path: `/invoices/${invoice.id}/payments/${res.json.data.id}`, headers: auth });
      if (again.status !== 200) problems.push(`then GET the payment → ${again.status}`);
      else if (Date.parse(again.json.data.payment_date) !== Date.parse(value)) problems.push(`stored as ${again.json.data.payment_date}`);
    }
    if (problems.length > 0) failures.push(`${describe(c)} → ${res.status} ${res.text.slice(0, 200)}\n    ${problems.join('; ')}`);
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});

test('the invoice area answers paths no route has in its own shape', async () => {
  const paths = [
    '/invoices/x/y/z', '/invoices/payments/disputed/count', '/invoices_summary', '/invoices_summary/totals', '/invoices_summaryx',
    `/invoices_summary/totals/usd/x?client_id=${r.billed.id}`,
  ];
  await suite.expectAll(paths.map((path) => ({
    label: 'unknown route', method: 'GET', path, area: 'invoices', headers: create.auth, expect: { status: 404, error: 'not_found' },
  })));
});
