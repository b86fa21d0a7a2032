/**
 * A studio's billing workflow through the typed client: a coupon, a client, an invoice with two line items
 * using the coupon, sent, paid by card, then partly refunded; the invoice's amounts and status are
 * printed at each step.
 *
 *   STUDIO_URL=http://127.0.0.1:3000 STUDIO_TOKEN=sk_… node --import tsx client/examples/workflow.ts
 *
 * (from the repository's root; `npm run studio -- create-token --email …` prints a token). It writes to
 * the studio it is given: run it against a test or demo studio.
 */
import { randomUUID } from 'node:crypto';
import { createStudioClient, readError } from '../src/index.js';

const token = process.env.STUDIO_TOKEN;
if (!token) {
  console.error('Set STUDIO_TOKEN to an API token (sk_…) and STUDIO_URL to the service (default http://127.0.0.1:3000).');
  process.exit(2);
}
// The origin is enough: the paths of the API document carry `/api/v1` themselves.
const client = createStudioClient({ baseUrl: process.env.STUDIO_URL ?? 'http://127.0.0.1:3000', token });

/**
 * The data of a successful answer. Otherwise the error body, whose shape depends on the area
 * (`{ error, message, details? }` for coupons and clients, `{ error: { code, message, details? } }` for
 * invoices), is read by `readError`, printed, and the example stops.
 */
function ok<T>(step: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) {
    const problem = readError(result.error);
    const details = problem.details ? ` ${JSON.stringify(problem.details)}` : '';
    console.error(`${step}: ${result.response.status} ${problem.code}: ${problem.message}${details}`);
    process.exit(1);
  }
  return result.data;
}

interface InvoiceAmounts {
  invoice_number: string;
  status: string;
  subtotal_formatted: string;
  discount_amount_formatted: string;
  tax_amount_formatted: string;
  amount_formatted: string;
  amount_paid_formatted: string;
  amount_due_formatted: string;
}

function show(step: string, invoice: InvoiceAmounts): void {
  console.log(
    `${step.padEnd(16)} ${invoice.invoice_number} ${invoice.status.padEnd(5)}  subtotal ${invoice.subtotal_formatted}` +
      `  discount ${invoice.discount_amount_formatted}  tax ${invoice.tax_amount_formatted}  amount ${invoice.amount_formatted}` +
      `  paid ${invoice.amount_paid_formatted}  due ${invoice.amount_due_formatted}`,
  );
}

const suffix = randomUUID().slice(0, 8);

// Money is always an integer number of minor units of the currency (cents for usd): 90000 is $900.00,
// never 900.00. Percentages (a coupon's discount, a line's tax rate) are plain numbers: 15 is 15 %.
const coupon = ok(
  'create coupon',
  await client.POST('/api/v1/coupons', {
    body: { code: `WELCOME-${suffix}`, discount_type: 'percentage', discount_value: 15, usage_limit: 100 },
  }),
).data;
console.log(`coupon ${coupon.code}: ${coupon.discount_value} % off, ${coupon.status}`);

// Reading an error: `error` is typed from the document. Coupons answer the standard shape, so a second
// coupon with the same code gives 409 with `{ error: 'already_exists', message, details }`.
const duplicate = await client.POST('/api/v1/coupons', {
  body: { code: coupon.code, discount_type: 'fixed_amount', discount_value: 500 },
});
if (duplicate.error) console.log(`same code again: ${duplicate.response.status} ${duplicate.error.error}: ${duplicate.error.message}`);

const contact = ok(
  'create client',
  await client.POST('/api/v1/clients', {
    body: { first_name: 'Ada', last_name: 'Lovelace', email: `ada-${suffix}@example.com` },
  }),
).data;
console.log(`client ${contact.id}: ${contact.first_name} ${contact.last_name}`);

const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10); // YYYY-MM-DD, in 30 days
let invoice = ok(
  'create invoice',
  await client.POST('/api/v1/invoices', {
    body: {
      client_id: contact.id,
      due_date: dueDate,
      coupon_code: coupon.code,
      line_items: [
        // 1 × $900.00, taxed at 8.25 % on what the client pays for it (its share of the discount taken off).
        { name: 'Family portrait session', quantity: 1, amount: 90000, taxable: true, tax_rate: 8.25 },
        // 3 × $100.00, not taxed.
        { name: 'Fine art print 40×50 cm', quantity: 3, amount: 10000 },
      ],
    },
  }),
).data;
show('created', invoice);

const invoicePath = { path: { invoice_id: invoice.id } };
invoice = ok('send invoice', await client.POST('/api/v1/invoices/{invoice_id}/send', { params: invoicePath })).data;
show('sent', invoice);

// Invoices answer errors in their own shape, `{ error: { code, message, details? } }`: a sent invoice can
// no longer be edited (409 `invoice_not_editable`).
const edit = await client.PUT('/api/v1/invoices/{invoice_id}', { params: invoicePath, body: { notes: 'Too late' } });
if (edit.error) console.log(`edit after sending: ${edit.response.status} ${edit.error.error.code}: ${edit.error.error.message}`);

// Any POST may carry an Idempotency-Key: a retry with the same key within 24 hours replays the first
// answer instead of recording the payment twice.
const payment = ok(
  'record payment',
  await client.POST('/api/v1/invoices/{invoice_id}/payments', {
    params: invoicePath,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      amount: invoice.amount_due,
      payment_method: 'card',
      payment_method_details: { brand: 'visa', last_four: '4242', exp_month: 8, exp_year: 2030, funding: 'credit' },
    },
  }),
).data;
console.log(
  `payment ${payment.id}: ${payment.amount_formatted} by ${payment.payment_method}, processor fee ${payment.processor_fee_formatted}, ` +
    `net ${payment.net_amount_formatted}, ${payment.status}`,
);
invoice = ok('get invoice', await client.GET('/api/v1/invoices/{invoice_id}', { params: invoicePath })).data;
show('paid', invoice);

const refund = ok(
  'refund',
  await client.POST('/api/v1/invoices/{invoice_id}/payments/{payment_id}/refund', {
    params: { path: { invoice_id: invoice.id, payment_id: payment.id } },
    body: { amount: 20000 }, // $200.00; leave the body out to refund all that is left
  }),
).data;
console.log(`refunded ${refund.refunded_amount_formatted} of ${refund.amount_formatted}: payment ${refund.status}`);
invoice = ok('get invoice', await client.GET('/api/v1/invoices/{invoice_id}', { params: invoicePath })).data;
show('partly refunded', invoice);
