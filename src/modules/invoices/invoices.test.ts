import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, range, startTestServer, type Api } from '../../../test/helpers.js';

const server = await startTestServer();
const FUTURE = '2031-01-31';

async function clientOf(api: Api, first = 'Ada') {
  const res = await api.post('/clients', { first_name: first, last_name: 'Lovelace', email: `${first.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(res.status, 201);
  return res.body.data;
}

const session = (amount = 10000, quantity = 1, extra: object = {}) => ({ name: 'Portrait session', quantity, amount, ...extra });

async function draft(api: Api, body: Record<string, unknown> = {}) {
  const client = body.client_id ? null : await clientOf(api);
  const res = await api.post('/invoices', { client_id: client?.id, due_date: FUTURE, line_items: [session()], ...body });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

async function sent(api: Api, body: Record<string, unknown> = {}) {
  const invoice = await draft(api, body);
  const res = await api.post(`/invoices/${invoice.id}/send`, {});
  assert.equal(res.status, 200);
  return res.body.data;
}

test('a new invoice is a numbered draft with its line items, totals and client', async () => {
  const { api } = await newStudio(server);
  const client = await clientOf(api);
  const res = await api.post('/invoices', {
    client_id: client.id,
    due_date: FUTURE,
    notes: 'Thank you!',
    line_items: [
      { name: 'Session', description: 'Two hours', quantity: 2, amount: 10000, taxable: true, tax_rate: 8.25 },
      { name: 'Prints', quantity: 3, amount: 1999 },
    ],
  });
  assert.equal(res.status, 201);
  const invoice = res.body.data;
  assert.match(invoice.id, /^in_[A-Za-z0-9]{30}$/);
  assert.equal(invoice.invoice_number, 'INV-0001');
  assert.equal(invoice.status, 'draft');
  assert.equal(invoice.currency, 'usd');
  assert.equal(invoice.due_date, FUTURE);
  assert.equal(invoice.notes, 'Thank you!');
  // 2 × 100.00 + 3 × 19.99 = 259.97; tax 8.25% of 200.00 = 16.50; no discount.
  assert.equal(invoice.subtotal, 25997);
  assert.equal(invoice.tax_amount, 1650);
  assert.equal(invoice.discount_amount, 0);
  assert.equal(invoice.amount, 27647);
  assert.equal(invoice.amount_formatted, '$276.47');
  assert.equal(invoice.amount_paid, 0);
  assert.equal(invoice.amount_due, 27647);
  assert.equal(invoice.sent_at, null);
  assert.deepEqual(invoice.client, { id: client.id, first_name: 'Ada', last_name: 'Lovelace', email: client.email });
  assert.deepEqual(invoice.payments, []);
  assert.deepEqual(invoice.associated_documents, []);
  const [first, second] = invoice.line_items;
  assert.match(first.id, /^li_[A-Za-z0-9]{30}$/);
  assert.deepEqual(
    { ...first, id: undefined },
    {
      id: undefined, name: 'Session', description: 'Two hours', quantity: 2, amount: 10000, amount_formatted: '$100.00',
      line_total: 20000, line_total_formatted: '$200.00', taxable: true, tax_rate: 8.25, tax_amount: 1650, tax_amount_formatted: '$16.50',
    },
  );
  assert.equal(second.taxable, false, 'taxable defaults to false');
  assert.equal(second.tax_amount, 0);
  assert.equal(second.line_total, 5997);

  const fetched = await api.get(`/invoices/${invoice.id}?expand=all`);
  assert.deepEqual(fetched.body.data, invoice);
  const plain = (await api.get(`/invoices/${invoice.id}`)).body.data;
  assert.equal(plain.client, undefined, 'the client object comes with expand only');
  assert.equal(plain.line_items, undefined);
});

test('taxes round half-up per line, on the line total less its share of the coupon discount', async () => {
  const { api } = await newStudio(server);
  await api.post('/coupons', { code: 'SAVE15', discount_type: 'percentage', discount_value: 15 });
  const invoice = await draft(api, {
    coupon_code: 'save15',
    line_items: [
      { name: 'A', quantity: 1, amount: 1050, taxable: true, tax_rate: 5 },
      { name: 'B', quantity: 3, amount: 333, taxable: true, tax_rate: 7.5 },
      { name: 'C', quantity: 1, amount: 1, taxable: true, tax_rate: 49.99 },
    ],
  });
  // subtotal 1050 + 999 + 1 = 2050; 15% = 307.5 → 308, shared 308 × 1050/2050 = 157.76, 308 × 999/2050 = 150.09,
  // 308 × 1/2050 = 0.15: 157 + 150 + 0 and the unit left to A (largest remainder) → 158, 150, 0.
  // Taxes: (1050 − 158) × 5% = 44.6 → 45; (999 − 150) × 7.5% = 63.675 → 64; 1 × 49.99% = 0.4999 → 0; 109 in all.
  assert.equal(invoice.subtotal, 2050);
  assert.deepEqual(invoice.line_items.map((item: { tax_amount: number }) => item.tax_amount), [45, 64, 0]);
  assert.equal(invoice.discount_amount, 308);
  assert.equal(invoice.tax_amount, 109);
  assert.equal(invoice.amount, 1851); // 2050 − 308 + 109
  assert.equal(invoice.coupon_code, 'SAVE15', 'the coupon as it is written, matched ignoring case');
});

test("a coupon's discount is shared over taxed and untaxed lines; changing the coupon retaxes the stored lines", async () => {
  const { api } = await newStudio(server);
  const fixed = (await api.post('/coupons', { code: 'ODD', discount_type: 'fixed_amount', discount_value: 3333 })).body.data;
  const tenth = (await api.post('/coupons', { code: 'TENTH', discount_type: 'percentage', discount_value: 10 })).body.data;
  const invoice = await draft(api, {
    coupon_code: 'ODD',
    line_items: [
      { name: 'Wedding', quantity: 1, amount: 30000, taxable: true, tax_rate: 10 },
      { name: 'Prints', quantity: 4, amount: 2500 },
      { name: 'Album', quantity: 1, amount: 10000, taxable: true, tax_rate: 25 },
    ],
  });
  const taxes = (data: { line_items: { tax_amount: number }[] }) => data.line_items.map((item) => item.tax_amount);
  // subtotal 30000 + 10000 + 10000 = 50000; 3333 shared 1999.8, 666.6, 666.6: 3331 rounded down, one unit to
  // Wedding (.8), one to Prints (.6, tied with Album, earlier) → 2000, 667, 666.
  // Taxes: (30000 − 2000) × 10% = 2800; Prints untaxed; (10000 − 666) × 25% = 2333.5 → 2334; 5134 in all.
  assert.equal(invoice.discount_amount, 3333);
  assert.deepEqual(taxes(invoice), [2800, 0, 2334]);
  assert.equal(invoice.tax_amount, 5134);
  assert.equal(invoice.amount, 51801); // 50000 − 3333 + 5134
  const activityOf = async (coupon: { id: string }) => (await api.get(`/coupons/${coupon.id}/activity`)).body.data;
  assert.deepEqual((await activityOf(fixed))[0].invoice, { amount: 51801, amount_formatted: '$518.01' }, 'the redemption records what the client pays');

  const edited = (await api.put(`/invoices/${invoice.id}`, { coupon_code: 'TENTH' })).body.data;
  // 10% = 5000, shared exactly 3000, 1000, 1000: taxes 27000 × 10% = 2700 and 9000 × 25% = 2250; 4950 in all.
  assert.deepEqual(taxes(edited), [2700, 0, 2250]);
  assert.equal(edited.tax_amount, 4950);
  assert.equal(edited.amount, 49950); // 50000 − 5000 + 4950
  assert.deepEqual(edited, (await api.get(`/invoices/${invoice.id}?expand=all`)).body.data, 'stored as answered');
  assert.deepEqual(await activityOf(fixed), [], 'the first coupon is given back');
  assert.deepEqual((await activityOf(tenth))[0].invoice, { amount: 49950, amount_formatted: '$499.50' });

  const removed = (await api.put(`/invoices/${invoice.id}`, { coupon_code: null })).body.data;
  // No discount: 30000 × 10% = 3000 and 10000 × 25% = 2500.
  assert.deepEqual(taxes(removed), [3000, 0, 2500]);
  assert.equal(removed.amount, 55500); // 50000 + 5500
});

test('a fixed coupon never discounts more than the subtotal; a zero-yen invoice formats as ¥0', async () => {
  const { api } = await newStudio(server, { currency: 'jpy' });
  await api.post('/coupons', { code: 'BIG', discount_type: 'fixed_amount', discount_value: 5000 });
  const invoice = await draft(api, { coupon_code: 'BIG', line_items: [session(1200)] });
  assert.equal(invoice.currency, 'jpy');
  assert.equal(invoice.discount_amount, 1200);
  assert.equal(invoice.amount, 0);
  assert.equal(invoice.amount_formatted, '¥0');
});

test('an unknown or unusable coupon code refuses the invoice with 422 coupon_not_applicable and creates nothing', async () => {
  const { api } = await newStudio(server);
  await api.post('/coupons', { code: 'MIN', discount_type: 'percentage', discount_value: 10, minimum_order_amount: 50000 });
  const client = await clientOf(api);
  for (const code of ['NOPE', 'MIN']) {
    const res = await api.post('/invoices', { client_id: client.id, due_date: FUTURE, coupon_code: code, line_items: [session()] });
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'coupon_not_applicable');
    assert.ok(res.body.error.details.coupon_code.length > 0);
  }
  assert.equal((await api.get('/invoices')).body.meta.total, 0);
  const next = await draft(api, { client_id: client.id });
  assert.equal(next.invoice_number, 'INV-0001', 'a refused invoice takes no number');
});

test('12 parallel invoices against a coupon limited to 3 uses: exactly 3 are discounted, the rest refused', async () => {
  const { api } = await newStudio(server);
  const coupon = (await api.post('/coupons', { code: 'LIMIT3', discount_type: 'percentage', discount_value: 10, usage_limit: 3 })).body.data;
  const client = await clientOf(api);
  const results = await Promise.all(
    range(12).map(() => api.post('/invoices', { client_id: client.id, due_date: FUTURE, coupon_code: 'LIMIT3', line_items: [session()] })),
  );
  const created = results.filter((r) => r.status === 201);
  assert.equal(created.length, 3);
  for (const r of created) assert.equal(r.body.data.discount_amount, 1000);
  for (const r of results.filter((r) => r.status !== 201)) {
    assert.equal(r.status, 422);
    assert.equal(r.body.error.code, 'coupon_not_applicable');
  }
  assert.equal((await api.get(`/coupons/${coupon.id}/`)).body.data.usage_count, 3);
  assert.equal((await api.get('/invoices')).body.meta.total, 3);
  const numbers = created.map((r) => r.body.data.invoice_number).sort();
  assert.deepEqual(numbers, ['INV-0001', 'INV-0002', 'INV-0003']);
});

test('20 parallel creations get INV-0001 … INV-0020: no duplicates, no gaps', async () => {
  const { api } = await newStudio(server);
  const client = await clientOf(api);
  const results = await Promise.all(range(20).map(() => api.post('/invoices', { client_id: client.id, due_date: FUTURE, line_items: [session()] })));
  assert.ok(results.every((r) => r.status === 201));
  const numbers = results.map((r) => r.body.data.invoice_number).sort();
  assert.deepEqual(numbers, range(20).map((i) => `INV-${String(i + 1).padStart(4, '0')}`));
  const other = await newStudio(server);
  assert.equal((await draft(other.api)).invoice_number, 'INV-0001', 'numbers are per studio');
});

test('coupon activity lists each redemption with its client, invoice and totals', async () => {
  const { api } = await newStudio(server);
  const coupon = (await api.post('/coupons', { code: 'TWENTY', discount_type: 'fixed_amount', discount_value: 2000 })).body.data;
  const ada = await clientOf(api, 'Ada');
  const grace = await clientOf(api, 'Grace');
  const first = await draft(api, { client_id: ada.id, coupon_code: 'TWENTY' });
  const second = await draft(api, { client_id: grace.id, coupon_code: 'TWENTY', line_items: [session(5000)] });
  const res = await api.get(`/coupons/${coupon.id}/activity`);
  assert.equal(res.status, 200);
  const [latest, earliest] = res.body.data;
  assert.equal(latest.invoice_id, second.id);
  assert.equal(latest.client_id, grace.id);
  assert.deepEqual(latest.client, { first_name: 'Grace', last_name: 'Lovelace', email: grace.email });
  assert.deepEqual(latest.invoice, { amount: 3000, amount_formatted: '$30.00' });
  assert.equal(latest.discount_applied, 2000);
  assert.match(latest.id, /^ca_/);
  assert.equal(earliest.invoice_id, first.id);
  assert.equal(res.body.meta.total_usage, 2);
  assert.equal(res.body.meta.total_discount_given, 4000);
  assert.equal(res.body.meta.total_discount_given_formatted, '$40.00');
});

test('a draft is edited partially; changing its items reprices it and its coupon entry', async () => {
  const { api } = await newStudio(server);
  const coupon = (await api.post('/coupons', { code: 'TEN', discount_type: 'percentage', discount_value: 10, usage_limit: 1 })).body.data;
  const invoice = await draft(api, { coupon_code: 'TEN', notes: 'first' });
  const edited = await api.put(`/invoices/${invoice.id}`, { line_items: [session(20000, 2)], due_date: '2032-02-29' });
  assert.equal(edited.status, 200);
  assert.equal(edited.body.data.subtotal, 40000);
  assert.equal(edited.body.data.discount_amount, 4000);
  assert.equal(edited.body.data.amount, 36000);
  assert.equal(edited.body.data.due_date, '2032-02-29');
  assert.equal(edited.body.data.notes, 'first', 'fields not given stay');
  assert.equal(edited.body.data.line_items.length, 1);
  const coupons = await api.get(`/coupons/${coupon.id}/`);
  assert.equal(coupons.body.data.usage_count, 1, 'repricing does not take a second use');
  const activity = (await api.get(`/coupons/${coupon.id}/activity`)).body;
  assert.equal(activity.data.length, 1);
  assert.deepEqual(activity.data[0].invoice, { amount: 36000, amount_formatted: '$360.00' });

  const removed = await api.put(`/invoices/${invoice.id}`, { coupon_code: null });
  assert.equal(removed.body.data.discount_amount, 0);
  assert.equal(removed.body.data.coupon_code, null);
  assert.equal((await api.get(`/coupons/${coupon.id}/`)).body.data.usage_count, 0, 'removing the coupon gives its use back');
});

test('the list narrows to a client and to a status, alone or with the other filters; bad values are 400 naming the parameter', async () => {
  const { api } = await newStudio(server);
  const [ada, grace] = [await clientOf(api, 'Ada'), await clientOf(api, 'Grace')];
  const past = '2020-01-31';
  const adaDraft = await draft(api, { client_id: ada.id });
  const adaSent = await sent(api, { client_id: ada.id });
  const adaPaid = await sent(api, { client_id: ada.id });
  assert.equal((await api.post(`/invoices/${adaPaid.id}/payments`, { amount: 10000, payment_method: 'bank_transfer' })).status, 201);
  const adaOverdue = await sent(api, { client_id: ada.id, due_date: past });
  const adaEuros = await sent(api, { client_id: ada.id, currency: 'eur' });
  const graceSent = await sent(api, { client_id: grace.id });
  const graceOverdue = await sent(api, { client_id: grace.id, due_date: past });
  const graceDraft = await draft(api, { client_id: grace.id, currency: 'eur' });
  const listed = async (query: string) => {
    const res = await api.get(`/invoices?per_page=100&${query}`);
    assert.equal(res.status, 200, `${query}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.meta.total, res.body.data.length, `${query}: meta.total counts the same rows`);
    return res.body.data.map((invoice: { id: string }) => invoice.id);
  };
  const expected: [string, { id: string }[]][] = [
    // Newest first, as every list.
    [`client_id=${ada.id}`, [adaEuros, adaOverdue, adaPaid, adaSent, adaDraft]],
    [`client_id=${grace.id}`, [graceDraft, graceOverdue, graceSent]],
    // The status the invoices show (API.md §6).
    ['status=draft', [graceDraft, adaDraft]],
    ['status=sent', [graceSent, adaEuros, adaSent]],
    ['status=paid', [adaPaid]],
    ['status=overdue', [graceOverdue, adaOverdue]],
    [`client_id=${ada.id}&status=sent`, [adaEuros, adaSent]],
    [`client_id=${ada.id}&status=sent&currency=EUR`, [adaEuros]],
    [`client_id=${grace.id}&status=overdue&payment_type=unpaid`, [graceOverdue]],
    [`client_id=${grace.id}&currency=eur`, [graceDraft]],
    [`client_id=${ada.id}&payment_type=paid`, [adaPaid]],
    [`client_id=${ada.id}&status=draft&timeframe_filter=this_year`, [adaDraft]],
    // Filters that exclude each other, or a range before any invoice: nothing.
    ['status=paid&payment_type=unpaid', []],
    [`client_id=${grace.id}&status=paid`, []],
    [`client_id=${ada.id}&to=2020-01-01`, []],
    // A well-formed id of no client of the studio matches nothing.
    [`client_id=cl_${'x'.repeat(30)}`, []],
  ];
  for (const [query, invoices] of expected) {
    assert.deepEqual(await listed(query), invoices.map((invoice) => invoice.id), query);
  }

  for (const value of ['nope', 'cl_short', adaDraft.id, `CL_${ada.id.slice(3)}`]) {
    const res = await api.get(`/invoices?client_id=${value}`);
    assert.equal(res.status, 400, value);
    assert.deepEqual(Object.keys(res.body), ['error'], 'the invoice error shape');
    assert.equal(res.body.error.code, 'invalid_id', value);
    assert.match(res.body.error.message, /client identifier .*cl_/, value);
  }
  for (const value of ['unpaid', 'all', 'PAID', 'void', '']) {
    const res = await api.get(`/invoices?status=${value}`);
    assert.equal(res.status, 400, value);
    assert.equal(res.body.error.code, 'invalid_request', value);
    assert.deepEqual(Object.keys(res.body.error.details), ['status'], value);
  }
});

test('sent invoices cannot be edited, deleted or sent again: 409 invoice_not_editable', async () => {
  const { api } = await newStudio(server);
  const invoice = await sent(api);
  assert.equal(invoice.status, 'sent');
  assert.ok(invoice.sent_at);
  for (const res of [
    await api.put(`/invoices/${invoice.id}`, { notes: 'late change' }),
    await api.delete(`/invoices/${invoice.id}`),
    await api.post(`/invoices/${invoice.id}/send`, {}),
  ]) {
    assert.equal(res.status, 409);
    assert.equal(res.body.error.code, 'invoice_not_editable');
  }
});

test('deleting a draft frees its coupon use; its number is not reused', async () => {
  const { api } = await newStudio(server);
  const coupon = (await api.post('/coupons', { code: 'ONE', discount_type: 'percentage', discount_value: 5, usage_limit: 1 })).body.data;
  const invoice = await draft(api, { coupon_code: 'ONE' });
  const res = await api.delete(`/invoices/${invoice.id}`);
  assert.equal(res.status, 200);
  assert.equal(typeof res.body.message, 'string');
  assert.equal((await api.get(`/invoices/${invoice.id}`)).status, 404);
  assert.equal((await api.get(`/coupons/${coupon.id}/`)).body.data.usage_count, 0);
  assert.equal((await api.get(`/coupons/${coupon.id}/activity`)).body.meta.total_usage, 0);
  const next = await draft(api, { coupon_code: 'ONE' });
  assert.equal(next.invoice_number, 'INV-0002');
});

test('payments: fees per method, amount_paid and status follow, overpaying is 422', async () => {
  const { api } = await newStudio(server);
  const invoice = await sent(api, { line_items: [session(100000)] });
  const onDraft = await draft(api);
  const refused = await api.post(`/invoices/${onDraft.id}/payments`, { amount: 100, payment_method: 'card' });
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error.code, 'invoice_not_sent');

  const card = await api.post(`/invoices/${invoice.id}/payments`, {
    amount: 40000, payment_method: 'card', payment_method_details: { brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2030, funding: 'credit' },
  });
  assert.equal(card.status, 201);
  // 2.9% of 400.00 = 11.60, + 0.30.
  assert.equal(card.body.data.processor_fee, 1190);
  assert.equal(card.body.data.transaction_fee, 0);
  assert.equal(card.body.data.net_amount, 38810);
  assert.equal(card.body.data.status, 'completed');
  assert.match(card.body.data.id, /^ip_[A-Za-z0-9]{30}$/);
  assert.deepEqual(card.body.data.payment_method_details, { brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2030, funding: 'credit' });

  const paypal = await api.post(`/invoices/${invoice.id}/payments`, {
    amount: 33333, payment_method: 'paypal', payment_method_details: { payer_email: 'ada@example.test', payer_id: 'PAYER1' },
  });
  // 3.49% of 333.33 = 11.633 → 11.63, + 0.49.
  assert.equal(paypal.body.data.processor_fee, 1212);
  assert.equal(paypal.body.data.net_amount, 33333 - 1212);

  const partial = (await api.get(`/invoices/${invoice.id}`)).body.data;
  assert.equal(partial.amount_paid, 73333);
  assert.equal(partial.amount_due, 26667);
  assert.equal(partial.status, 'sent');

  const over = await api.post(`/invoices/${invoice.id}/payments`, { amount: 26668, payment_method: 'bank_transfer' });
  assert.equal(over.status, 422);
  assert.ok(over.body.error.details.amount);

  const rest = await api.post(`/invoices/${invoice.id}/payments`, { amount: 26667, payment_method: 'bank_transfer', payment_method_details: { reference: 'TR-1' } });
  assert.equal(rest.body.data.processor_fee, 0);
  const paid = (await api.get(`/invoices/${invoice.id}?expand=all`)).body.data;
  assert.equal(paid.status, 'paid');
  assert.equal(paid.amount_due, 0);
  assert.equal(paid.payments.length, 3);

  const wrongDetails = await api.post(`/invoices/${invoice.id}/payments`, { amount: 1, payment_method: 'paypal', payment_method_details: { brand: 'visa' } });
  assert.equal(wrongDetails.status, 422);
  assert.ok(wrongDetails.body.error.details['payment_method_details.brand']);
});

test('parallel payments never pay an invoice more than its amount', async () => {
  const { api } = await newStudio(server);
  const invoice = await sent(api, { line_items: [session(10000)] });
  // Six parallel payments of 30.00 on a 100.00 invoice: three fit, the others would overpay.
  const results = await Promise.all(range(6).map(() => api.post(`/invoices/${invoice.id}/payments`, { amount: 3000, payment_method: 'bank_transfer' })));
  assert.equal(results.filter((r) => r.status === 201).length, 3);
  assert.ok(results.filter((r) => r.status !== 201).every((r) => r.status === 422 && r.body.error.details.amount));
  const after = (await api.get(`/invoices/${invoice.id}`)).body.data;
  assert.equal(after.amount_paid, 9000);
  assert.equal(after.amount_due, 1000);
});

test('a payment of another invoice is 404 payment_not_found; the detail view has fees and details', async () => {
  const { api } = await newStudio(server);
  const a = await sent(api);
  const b = await sent(api);
  const payment = (await api.post(`/invoices/${a.id}/payments`, { amount: 5000, payment_method: 'card' })).body.data;
  const detail = await api.get(`/invoices/${a.id}/payments/${payment.id}/?expand=client`);
  assert.equal(detail.status, 200);
  assert.equal(detail.body.data.client.id, a.client_id);
  assert.equal(detail.body.data.net_amount_formatted, '$48.25');
  const elsewhere = await api.get(`/invoices/${b.id}/payments/${payment.id}`);
  assert.equal(elsewhere.status, 404);
  assert.deepEqual(Object.keys(elsewhere.body), ['error']);
  assert.equal(elsewhere.body.error.code, 'payment_not_found');
  const missing = await api.get(`/invoices/in_${'x'.repeat(30)}`);
  assert.equal(missing.status, 404);
  assert.equal(missing.body.error.code, 'invoice_not_found');
});

test('refunds: partial then the rest; the invoice goes back to unpaid; more than is left is 422', async () => {
  const { api } = await newStudio(server);
  const invoice = await sent(api);
  const payment = (await api.post(`/invoices/${invoice.id}/payments`, { amount: 10000, payment_method: 'card' })).body.data;
  assert.equal((await api.get(`/invoices/${invoice.id}`)).body.data.status, 'paid');

  const partial = await api.post(`/invoices/${invoice.id}/payments/${payment.id}/refund`, { amount: 2500 });
  assert.equal(partial.status, 200);
  assert.equal(partial.body.data.status, 'partially_refunded');
  assert.equal(partial.body.data.refunded_amount, 2500);
  const after = (await api.get(`/invoices/${invoice.id}`)).body.data;
  assert.equal(after.amount_paid, 7500);
  assert.equal(after.status, 'sent');

  const tooMuch = await api.post(`/invoices/${invoice.id}/payments/${payment.id}/refund`, { amount: 7501 });
  assert.equal(tooMuch.status, 422);
  const rest = await api.post(`/invoices/${invoice.id}/payments/${payment.id}/refund`, {});
  assert.equal(rest.body.data.status, 'refunded');
  assert.equal(rest.body.data.refunded_amount, 10000);
  assert.equal((await api.get(`/invoices/${invoice.id}`)).body.data.amount_paid, 0);
  const again = await api.post(`/invoices/${invoice.id}/payments/${payment.id}/refund`, {});
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'payment_not_refundable');
});

test('disputes: needs a response until resolved; won restores the payment, lost takes its amount out', async () => {
  const { api } = await newStudio(server);
  const invoice = await sent(api);
  const payment = (await api.post(`/invoices/${invoice.id}/payments`, { amount: 10000, payment_method: 'card' })).body.data;
  const disputed = await api.post(`/invoices/${invoice.id}/payments/${payment.id}/dispute`, {});
  assert.equal(disputed.status, 200);
  assert.equal(disputed.body.data.status, 'disputed');
  assert.equal(disputed.body.data.dispute.status, 'needs_response');
  assert.equal((await api.get('/invoices/payments/disputed,needs-response/count')).body.data.count, 1);

  const won = await api.post(`/invoices/${invoice.id}/payments/${payment.id}/dispute/resolve`, { outcome: 'won' });
  assert.equal(won.body.data.status, 'completed');
  assert.equal(won.body.data.dispute.status, 'won');
  assert.ok(won.body.data.dispute.resolved_at);
  assert.equal((await api.get('/invoices/payments/disputed,needs-response/count')).body.data.count, 0);
  const notOpen = await api.post(`/invoices/${invoice.id}/payments/${payment.id}/dispute/resolve`, { outcome: 'lost' });
  assert.equal(notOpen.status, 409);

  await api.post(`/invoices/${invoice.id}/payments/${payment.id}/dispute`, {});
  const lost = await api.post(`/invoices/${invoice.id}/payments/${payment.id}/dispute/resolve`, { outcome: 'lost' });
  assert.equal(lost.body.data.status, 'refunded');
  const invoiceAfter = (await api.get(`/invoices/${invoice.id}`)).body.data;
  assert.equal(invoiceAfter.amount_paid, 0);
  assert.equal(invoiceAfter.status, 'sent');

  const transfer = (await api.post(`/invoices/${invoice.id}/payments`, { amount: 100, payment_method: 'bank_transfer' })).body.data;
  const refused = await api.post(`/invoices/${invoice.id}/payments/${transfer.id}/dispute`, {});
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error.code, 'payment_not_disputable');
});

test('gift card payments lower the balance atomically, never below zero, and a refund puts money back', async () => {
  const { api } = await newStudio(server);
  const card = (await api.post('/gift_cards', { amount: 5000, code: 'GIFT-50' })).body.data;
  const invoices = await Promise.all(range(8).map(() => sent(api)));
  // Eight parallel 10.00 payments against a 50.00 card: exactly five succeed.
  const results = await Promise.all(
    invoices.map((invoice) => api.post(`/invoices/${invoice.id}/payments`, { amount: 1000, payment_method: 'gift_card', gift_card_code: 'gift-50' })),
  );
  const paid = results.filter((r) => r.status === 201);
  assert.equal(paid.length, 5);
  for (const r of results.filter((r) => r.status !== 201)) {
    assert.equal(r.status, 422);
    assert.ok(r.body.error.details.gift_card_code || r.body.error.details.amount);
  }
  const drained = (await api.get(`/gift_cards/${card.id}`)).body.data;
  assert.equal(drained.balance, 0);
  assert.equal(drained.status, 'redeemed');
  assert.deepEqual(paid[0].body.data.payment_method_details, { gift_card_id: card.id, code: 'GIFT-50' });

  const { invoice_id: invoiceId, id } = paid[0].body.data;
  await api.post(`/invoices/${invoiceId}/payments/${id}/refund`, { amount: 400 });
  const restored = (await api.get(`/gift_cards/${card.id}`)).body.data;
  assert.equal(restored.balance, 400);
  assert.equal(restored.status, 'active');

  const unknown = await api.post(`/invoices/${invoices[7].id}/payments`, { amount: 100, payment_method: 'gift_card', gift_card_code: 'NOPE' });
  assert.equal(unknown.status, 422);
  assert.ok(unknown.body.error.details.gift_card_code);
  const missingCode = await api.post(`/invoices/${invoices[7].id}/payments`, { amount: 100, payment_method: 'gift_card' });
  assert.equal(missingCode.status, 422);
  assert.ok(missingCode.body.error.details.gift_card_code);
});

test('a gift card in another currency cannot pay the invoice', async () => {
  const { api } = await newStudio(server);
  await api.post('/gift_cards', { amount: 5000, currency: 'eur', code: 'EURO' });
  const invoice = await sent(api);
  const res = await api.post(`/invoices/${invoice.id}/payments`, { amount: 100, payment_method: 'gift_card', gift_card_code: 'EURO' });
  assert.equal(res.status, 422);
  assert.ok(res.body.error.details.gift_card_code);
});

test('a client with invoices cannot be deleted (409); its documents list the invoices and gift card uses', async () => {
  const { api } = await newStudio(server);
  const client = await clientOf(api);
  await api.post('/gift_cards', { amount: 3000, code: 'DOC-GIFT' });
  const first = await sent(api, { client_id: client.id });
  const second = await draft(api, { client_id: client.id, line_items: [session(2500)] });
  const use = (await api.post(`/invoices/${first.id}/payments`, { amount: 3000, payment_method: 'gift_card', gift_card_code: 'DOC-GIFT' })).body.data;

  const deleted = await api.delete(`/clients/${client.id}`);
  assert.equal(deleted.status, 409);
  assert.equal(deleted.body.error, 'client_has_invoices');
  assert.equal((await api.get(`/clients/${client.id}`)).status, 200);

  const docs = await api.get(`/clients/${client.id}/documents?expand=gift_card_activities`);
  assert.equal(docs.status, 200);
  assert.deepEqual(docs.body.data.map((d: { id: string }) => d.id), [second.id, first.id]);
  assert.deepEqual(docs.body.data[0], {
    id: second.id, type: 'invoice', title: 'Invoice INV-0002', status: 'draft', amount: 2500, amount_formatted: '$25.00',
    currency: 'usd', date: FUTURE, created_at: second.created_at,
  });
  assert.equal(docs.body.meta.total, 1 + 1);
  assert.equal(docs.body.meta.per_page, 25);
  assert.deepEqual(docs.body.meta.gift_card_activities, [
    { gift_card_id: use.payment_method_details.gift_card_id, code: 'DOC-GIFT', amount: 3000, amount_formatted: '$30.00', invoice_id: first.id, used_at: use.payment_date },
  ]);
  assert.equal((await api.get(`/clients/${client.id}/documents`)).body.meta.gift_card_activities, undefined);

  const stranger = await clientOf(api, 'Grace');
  assert.deepEqual((await api.get(`/clients/${stranger.id}/documents`)).body.data, []);
  assert.equal((await api.delete(`/clients/${stranger.id}`)).status, 200, 'a client without invoices can still be deleted');
});

test('body references: a malformed or unknown client_id is 422 on client_id; an unsupported currency is 400', async () => {
  const { api } = await newStudio(server);
  for (const clientId of ['cl_nope', `cl_${'A'.repeat(30)}`, 'in_123']) {
    const res = await api.post('/invoices', { client_id: clientId, due_date: FUTURE, line_items: [session()] });
    assert.equal(res.status, 422);
    assert.deepEqual(Object.keys(res.body.error.details), ['client_id']);
    assert.equal(res.body.error.code, 'validation_error');
  }
  const client = await clientOf(api);
  const res = await api.post('/invoices', { client_id: client.id, currency: 'xyz', due_date: FUTURE, line_items: [session()] });
  assert.equal(res.status, 400);
  assert.equal(res.body.error.code, 'invalid_currency');
  const eur = await draft(api, { client_id: client.id, currency: 'EUR' });
  assert.equal(eur.currency, 'eur');
  assert.equal(eur.amount_formatted, '€100.00');
});
