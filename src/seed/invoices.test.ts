import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, range, startTestServer, type Api } from '../../test/helpers.js';
import { seededRandom } from './people.js';
import { InvoiceBulkLoader } from './invoices.js';

const server = await startTestServer();
const SEEDED = 300;
/** Payments whose money the studio holds (API.md §6): what `amount_paid` adds up. */
const HOLDING = ['completed', 'partially_refunded', 'disputed', 'refunded'];

async function allInvoices(api: Api, query = ''): Promise<any[]> {
  const invoices: any[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/invoices?per_page=100&page=${page}&expand=all${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    invoices.push(...res.body.data);
    if (invoices.length >= res.body.meta.total) return invoices;
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A studio with a few clients, one invoice made through the API, then SEEDED bulk-loaded ones. */
async function seededStudio() {
  const studio = await newStudio(server);
  const clients = await Promise.all(
    range(12).map(async (i) => {
      const res = await studio.api.post('/clients', { first_name: `Client ${i}`, email: `client-${i}@example.test` });
      assert.equal(res.status, 201);
      return res.body.data.id as string;
    }),
  );
  const first = await studio.api.post('/invoices', { client_id: clients[0], due_date: '2031-01-31', line_items: [{ name: 'Session', quantity: 1, amount: 10000 }] });
  assert.equal(first.status, 201);
  assert.equal(first.body.data.invoice_number, 'INV-0001');
  const loader = new InvoiceBulkLoader(server.database.db);
  await loader.seed({ studio: studio.studio, clientIds: clients, count: SEEDED, platformFeePercent: server.config.platformFeePercent, random: seededRandom(7) });
  await loader.analyze();
  return studio;
}

const seeded = await seededStudio();
const invoices = await allInvoices(seeded.api);

test('seeded invoices add up as the API computes them, and amount_paid is what their payments hold', () => {
  assert.equal(invoices.length, SEEDED + 1);
  for (const invoice of invoices) {
    const label = `${invoice.invoice_number}: ${JSON.stringify(invoice)}`;
    assert.equal(invoice.amount, invoice.subtotal - invoice.discount_amount + invoice.tax_amount, label);
    assert.equal(invoice.subtotal, sum(invoice.line_items.map((line: any) => line.line_total)), label);
    assert.equal(invoice.tax_amount, sum(invoice.line_items.map((line: any) => line.tax_amount)), label);
    for (const line of invoice.line_items) {
      assert.equal(line.line_total, line.amount * line.quantity, label);
      assert.equal(line.taxable, line.tax_rate !== null, label);
    }
    const held = invoice.payments.filter((payment: any) => HOLDING.includes(payment.status));
    assert.equal(invoice.amount_paid, sum(held.map((payment: any) => payment.amount - payment.refunded_amount)), label);
    assert.ok(invoice.amount_paid >= 0 && invoice.amount_paid <= invoice.amount, label);
    if (invoice.status === 'draft') assert.equal(invoice.payments.length, 0, label);
  }
});

test('seeded invoices are a realistic mix: statuses, partial payments, refunds, currencies, two years of dates', () => {
  const statuses = new Set(invoices.map((invoice) => invoice.status));
  for (const status of ['draft', 'paid', 'overdue']) assert.ok(statuses.has(status), `no ${status} invoice among ${[...statuses]}`);
  assert.ok(invoices.some((invoice) => invoice.amount_paid > 0 && invoice.amount_paid < invoice.amount), 'no partially paid invoice');
  const payments = invoices.flatMap((invoice) => invoice.payments);
  assert.ok(payments.some((payment) => payment.refunded_amount > 0), 'no refund');
  assert.ok(new Set(invoices.map((invoice) => invoice.currency)).size >= 3);
  const created = invoices.map((invoice) => Date.parse(invoice.created_at));
  const days = (Math.max(...created) - Math.min(...created)) / 86_400_000;
  assert.ok(days > 600 && days <= 731, `created over ${days} days`);
});

test('invoice_summary equals the sums over GET /invoices pages, in a currency and a timeframe', async () => {
  for (const query of ['currency=usd', 'currency=eur', 'currency=usd&timeframe_filter=last_year', 'currency=gbp&timeframe_filter=this_year']) {
    const listed = (await allInvoices(seeded.api, `&${query}`)).filter((invoice) => invoice.status !== 'draft');
    const res = await seeded.api.get(`/invoices/invoice_summary?${query}`);
    assert.equal(res.status, 200);
    const totalAmount = sum(listed.map((invoice) => invoice.amount));
    const paidAmount = sum(listed.map((invoice) => invoice.amount_paid));
    assert.deepEqual(
      {
        total_invoices: res.body.data.total_invoices,
        total_amount: res.body.data.total_amount,
        paid_amount: res.body.data.paid_amount,
        unpaid_amount: res.body.data.unpaid_amount,
        overdue_count: res.body.data.overdue_count,
      },
      {
        total_invoices: listed.length,
        total_amount: totalAmount,
        paid_amount: paidAmount,
        unpaid_amount: totalAmount - paidAmount,
        overdue_count: listed.filter((invoice) => invoice.status === 'overdue').length,
      },
      query,
    );
    assert.ok(listed.length > 0, `${query} summarises no invoice`);
  }
});

test('invoice numbers continue the studio counter: no duplicates, and the API goes on after the seeded ones', async () => {
  const numbers = invoices.map((invoice) => invoice.invoice_number).sort();
  assert.deepEqual(numbers, range(SEEDED + 1).map((i) => `INV-${String(i + 1).padStart(4, '0')}`));
  const res = await seeded.api.post('/invoices', { client_id: invoices[0].client_id, due_date: '2031-01-31', line_items: [{ name: 'Prints', quantity: 2, amount: 2500 }] });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.data.invoice_number, `INV-${String(SEEDED + 2).padStart(4, '0')}`);
});
