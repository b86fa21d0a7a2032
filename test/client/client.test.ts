/**
 * @studio/client against the real server: the workflow of client/examples/workflow.ts step by step with
 * its status codes, amounts and statuses; both error shapes; paging; idempotency keys; and the example
 * itself run as an integrator would.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from 'node:test';
import { createStudioClient, readError, serviceRoot } from '../../client/src/index.js';
import { newStudio, startTestServer } from '../helpers.js';

const server = await startTestServer();

async function studioClient() {
  const { token } = await newStudio(server);
  return { token, client: createStudioClient({ baseUrl: server.origin, token }) };
}

test('the base URL may be given with or without /api/v1', async () => {
  assert.equal(serviceRoot('http://127.0.0.1:3000/api/v1/'), 'http://127.0.0.1:3000');
  assert.equal(serviceRoot('https://studio.example.com'), 'https://studio.example.com');
  const { token } = await newStudio(server);
  for (const baseUrl of [server.origin, server.base, `${server.base}/`]) {
    const { data, response } = await createStudioClient({ baseUrl, token }).GET('/api/v1/coupons');
    assert.equal(response.status, 200, baseUrl);
    assert.deepEqual(data?.data, []);
  }
  const { error, response } = await createStudioClient({ baseUrl: server.origin, token: 'sk_wrong' }).GET('/api/v1/coupons');
  assert.equal(response.status, 401);
  assert.equal(error?.error, 'unauthenticated');
});

test('coupon, client, invoice with the coupon, sent, paid by card, partly refunded', async () => {
  const { client } = await studioClient();

  const coupon = await client.POST('/api/v1/coupons', {
    body: { code: 'WELCOME-15', discount_type: 'percentage', discount_value: 15, usage_limit: 100 },
  });
  assert.equal(coupon.response.status, 201);
  assert.equal(coupon.data?.data.status, 'active');

  const contact = await client.POST('/api/v1/clients', { body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' } });
  assert.equal(contact.response.status, 201);
  const clientId = contact.data!.data.id;

  // Money in minor units (cents):
  //   portrait session  1 × 90000 = 90000, taxable at 8.25 %
  //   prints            3 × 10000 = 30000, not taxed
  //   subtotal                      120000
  //   discount  15 % of 120000 =     18000, shared in proportion to the line totals:
  //             session 18000 × 90000 / 120000 = 13500, prints 18000 × 30000 / 120000 = 4500
  //   tax       8.25 % of (90000 − 13500 = 76500) = 6311.25 → 6311 (half-up); the prints are not taxed
  //   amount    120000 − 18000 + 6311 = 108311
  const created = await client.POST('/api/v1/invoices', {
    body: {
      client_id: clientId,
      due_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      coupon_code: 'welcome-15',
      line_items: [
        { name: 'Family portrait session', quantity: 1, amount: 90000, taxable: true, tax_rate: 8.25 },
        { name: 'Fine art print 40×50 cm', quantity: 3, amount: 10000 },
      ],
    },
  });
  assert.equal(created.response.status, 201);
  const draft = created.data!.data;
  assert.deepEqual(
    { status: draft.status, subtotal: draft.subtotal, discount: draft.discount_amount, tax: draft.tax_amount, amount: draft.amount },
    { status: 'draft', subtotal: 120000, discount: 18000, tax: 6311, amount: 108311 },
  );
  assert.deepEqual([draft.amount_paid, draft.amount_due, draft.coupon_code], [0, 108311, 'WELCOME-15']);
  const invoicePath = { path: { invoice_id: draft.id } };

  const expanded = await client.GET('/api/v1/invoices/{invoice_id}', { params: { ...invoicePath, query: { expand: 'all' } } });
  assert.equal(expanded.response.status, 200);
  assert.deepEqual(
    expanded.data?.data.line_items?.map((line) => [line.line_total, line.tax_amount]),
    [
      [90000, 6311],
      [30000, 0],
    ],
  );

  const sent = await client.POST('/api/v1/invoices/{invoice_id}/send', { params: invoicePath });
  assert.equal(sent.response.status, 200);
  assert.equal(sent.data?.data.status, 'sent');
  assert.ok(sent.data?.data.sent_at);

  // A card payment of all that is due, with an idempotency key: the retry replays the same payment.
  // Processor fee: 2.9 % of 108311 = 3141.019 → 3141, + 30 = 3171; net 108311 − 3171 = 105140 (no platform fee).
  const paymentRequest = {
    params: invoicePath,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { amount: 108311, payment_method: 'card' as const, payment_method_details: { brand: 'visa', last_four: '4242' } },
  };
  const paid = await client.POST('/api/v1/invoices/{invoice_id}/payments', paymentRequest);
  assert.equal(paid.response.status, 201);
  const payment = paid.data!.data;
  assert.deepEqual(
    [payment.status, payment.amount, payment.processor_fee, payment.transaction_fee, payment.net_amount],
    ['completed', 108311, 3171, 0, 105140],
  );
  const retried = await client.POST('/api/v1/invoices/{invoice_id}/payments', paymentRequest);
  assert.equal(retried.response.status, 201);
  assert.equal(retried.data?.data.id, payment.id);

  const afterPayment = await client.GET('/api/v1/invoices/{invoice_id}', { params: invoicePath });
  assert.deepEqual(
    [afterPayment.data?.data.status, afterPayment.data?.data.amount_paid, afterPayment.data?.data.amount_due],
    ['paid', 108311, 0],
  );

  const refund = await client.POST('/api/v1/invoices/{invoice_id}/payments/{payment_id}/refund', {
    params: { path: { invoice_id: draft.id, payment_id: payment.id } },
    body: { amount: 20000 },
  });
  assert.equal(refund.response.status, 200);
  assert.deepEqual([refund.data?.data.status, refund.data?.data.refunded_amount], ['partially_refunded', 20000]);

  // Partly refunded: the payment says so; the invoice is owed the refund again (108311 − 20000 = 88311 paid).
  const afterRefund = await client.GET('/api/v1/invoices/{invoice_id}', { params: { ...invoicePath, query: { expand: 'all' } } });
  const invoice = afterRefund.data!.data;
  assert.deepEqual([invoice.status, invoice.amount, invoice.amount_paid, invoice.amount_due], ['sent', 108311, 88311, 20000]);
  assert.deepEqual(
    invoice.payments?.map((p) => [p.id, p.status, p.refunded_amount]),
    [[payment.id, 'partially_refunded', 20000]],
  );
});

test('errors are typed per area and read alike by readError', async () => {
  const { client } = await studioClient();

  // Standard shape: { error, message, details? }.
  await client.POST('/api/v1/coupons', { body: { code: 'TWICE', discount_type: 'fixed_amount', discount_value: 500 } });
  const duplicate = await client.POST('/api/v1/coupons', { body: { code: 'twice', discount_type: 'fixed_amount', discount_value: 500 } });
  assert.equal(duplicate.response.status, 409);
  assert.equal(duplicate.data, undefined);
  assert.equal(duplicate.error?.error, 'already_exists');
  assert.equal(typeof duplicate.error?.message, 'string');
  assert.equal(readError(duplicate.error).code, 'already_exists');

  // The invoices' shape: { error: { code, message, details? } }.
  const missing = await client.GET('/api/v1/invoices/{invoice_id}', { params: { path: { invoice_id: 'in_000000000000000000000000000000' } } });
  assert.equal(missing.response.status, 404);
  assert.equal(missing.error?.error.code, 'invoice_not_found');
  assert.deepEqual(readError(missing.error), { code: 'invoice_not_found', message: missing.error?.error.message, details: undefined });

  const invalid = await client.POST('/api/v1/invoices', { body: { client_id: 'cl_nobody', due_date: '2030-01-01', line_items: [] } });
  assert.equal(invalid.response.status, 422);
  assert.equal(invalid.error?.error.code, 'validation_error');
  assert.ok(readError(invalid.error).details?.line_items, JSON.stringify(invalid.error));

  // A wrong field name does not compile (`npm run typecheck` fails if this line stops being an error);
  // sent anyway, the server refuses it too.
  const misspelt = await client.POST('/api/v1/coupons', {
    // @ts-expect-error: `discount_valu` is not a field of a new coupon (and `discount_value` is missing)
    body: { code: 'TYPO', discount_type: 'percentage', discount_valu: 10 },
  });
  assert.equal(misspelt.response.status, 422);
  assert.equal(readError(misspelt.error).code, 'validation_error');
});

test('pages are read with page and per_page, and meta says how many there are', async () => {
  const { client } = await studioClient();
  for (const code of ['PAGE-A', 'PAGE-B', 'PAGE-C']) {
    const { response } = await client.POST('/api/v1/coupons', { body: { code, discount_type: 'percentage', discount_value: 5 } });
    assert.equal(response.status, 201);
  }
  const codes: string[] = [];
  for (let page = 1; ; page++) {
    const { data, response } = await client.GET('/api/v1/coupons', { params: { query: { page, per_page: 2 } } });
    assert.equal(response.status, 200);
    codes.push(...data!.data.map((coupon) => coupon.code));
    assert.equal(data!.meta.total, 3);
    if (data!.links.next === null) break;
  }
  assert.deepEqual(codes.sort(), ['PAGE-A', 'PAGE-B', 'PAGE-C']);
});

test('client/examples/workflow.ts runs against a server and prints each step', async () => {
  const { token } = await newStudio(server);
  const example = fileURLToPath(new URL('../../client/examples/workflow.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', example], {
    env: { ...process.env, STUDIO_URL: server.origin, STUDIO_TOKEN: token },
    timeout: 60_000,
  });
  const line = (step: string) => stdout.split('\n').find((l) => l.startsWith(step)) ?? `(no line "${step}" in)\n${stdout}`;
  assert.match(line('created '), /INV-0001 draft +subtotal \$1,200\.00 +discount \$180\.00 +tax \$63\.11 +amount \$1,083\.11 +paid \$0\.00 +due \$1,083\.11/);
  assert.match(line('sent '), /INV-0001 sent /);
  assert.match(line('paid '), /INV-0001 paid .* paid \$1,083\.11 +due \$0\.00/);
  assert.match(line('partly refunded '), /INV-0001 sent .* paid \$883\.11 +due \$200\.00/);
  assert.match(stdout, /same code again: 409 already_exists/);
  assert.match(stdout, /edit after sending: 409 invoice_not_editable/);
  assert.match(stdout, /payment ip_\w+: \$1,083\.11 by card, processor fee \$31\.71, net \$1,051\.40, completed/);
  assert.match(stdout, /refunded \$200\.00 of \$1,083\.11: payment partially_refunded/);
});
