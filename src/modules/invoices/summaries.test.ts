import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { newStudio, startTestServer, type Api } from '../../../test/helpers.js';
import { TodaysRanges, timeframeRange } from './timeframes.js';

const server = await startTestServer();
const FUTURE = '2031-01-31';
const CLIENT_BRIEF_FIELDS = ['email', 'first_name', 'id', 'last_name'];

/** Today's date on the wall clock of `timeZone`, as YYYY-MM-DD. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const yesterdayIn = (timeZone: string) => Temporal.PlainDate.from(todayIn(timeZone)).subtract({ days: 1 }).toString();
/** The instant of a wall-clock date and time in a zone. */
const at = (date: Temporal.PlainDate, timeZone: string, time = '00:00') =>
  date.toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(timeZone).toInstant();

async function clientOf(api: Api, first = 'Ada') {
  const res = await api.post('/clients', { first_name: first, last_name: 'Lovelace', email: `${first.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

type InvoiceInput = { client_id: string; amount?: number; currency?: string; due_date?: string; line_items?: object[]; coupon_code?: string; send?: boolean };

/** An invoice (one untaxed line of `amount` unless line items are given), sent unless `send: false`. */
async function issuedInvoice(api: Api, { amount = 10000, send = true, ...body }: InvoiceInput) {
  const created = await api.post('/invoices', { due_date: FUTURE, line_items: [{ name: 'Session', quantity: 1, amount }], ...body });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  if (!send) return created.body.data;
  const sent = await api.post(`/invoices/${created.body.data.id}/send`, {});
  assert.equal(sent.status, 200);
  return sent.body.data;
}

async function pay(api: Api, invoiceId: string, amount: number, payment_method = 'bank_transfer', extra: object = {}) {
  const res = await api.post(`/invoices/${invoiceId}/payments`, { amount, payment_method, ...extra });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

/** Data setup: created_at cannot be set through the API. */
const backdate = (invoiceId: string, instant: Temporal.Instant) =>
  server.database.db.execute(sql`UPDATE invoices SET created_at = ${instant.toString()}::timestamptz WHERE id = ${invoiceId}`);

const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((item) => item.id);

// timeframeRange: the wall-clock arithmetic, with a fixed `now`

test('timeframeRange: UTC in January — last month and last year reach into the previous year', () => {
  const now = Temporal.Instant.from('2025-01-15T08:00:00Z');
  const range = (timeframe: Parameters<typeof timeframeRange>[0], to: string | null = null) => timeframeRange(timeframe, 'UTC', to, now);
  assert.deepEqual(range('all_time'), { from: '-infinity', until: 'infinity' });
  assert.deepEqual(range('this_month'), { from: '2025-01-01T00:00:00Z', until: 'infinity' });
  assert.deepEqual(range('last_month'), { from: '2024-12-01T00:00:00Z', until: '2025-01-01T00:00:00Z' });
  assert.deepEqual(range('this_year'), { from: '2025-01-01T00:00:00Z', until: 'infinity' });
  assert.deepEqual(range('last_year'), { from: '2024-01-01T00:00:00Z', until: '2025-01-01T00:00:00Z' });
  // N calendar days ending today: Jan 15 is day 1, so day 7 is Jan 9; 30 days → Dec 17; 90 days → Oct 18 (Jan 15 − 89 days).
  assert.deepEqual(range('last_7_days'), { from: '2025-01-09T00:00:00Z', until: 'infinity' });
  assert.deepEqual(range('last_30_days'), { from: '2024-12-17T00:00:00Z', until: 'infinity' });
  assert.deepEqual(range('last_90_days'), { from: '2024-10-18T00:00:00Z', until: 'infinity' });
});

test('timeframeRange: `to` caps at the end of its whole day and never extends a range', () => {
  const now = Temporal.Instant.from('2025-01-15T08:00:00Z');
  assert.deepEqual(timeframeRange('all_time', 'UTC', '2024-06-30', now), { from: '-infinity', until: '2024-07-01T00:00:00Z' });
  assert.deepEqual(timeframeRange('last_year', 'UTC', '2024-06-30', now), { from: '2024-01-01T00:00:00Z', until: '2024-07-01T00:00:00Z' });
  assert.deepEqual(timeframeRange('last_month', 'UTC', '2025-03-01', now), { from: '2024-12-01T00:00:00Z', until: '2025-01-01T00:00:00Z' }, 'a later `to` keeps the end of last month');
  assert.deepEqual(timeframeRange('this_month', 'UTC', '2025-01-15', now), { from: '2025-01-01T00:00:00Z', until: '2025-01-16T00:00:00Z' });
  // In New York the cap is local midnight: 2025-01-10 ends at 2025-01-11T00:00-05:00.
  assert.deepEqual(timeframeRange('all_time', 'America/New_York', '2025-01-10', now), { from: '-infinity', until: '2025-01-11T05:00:00Z' });
});

test('timeframeRange: America/New_York boundaries follow the offset of each local midnight across a DST change', () => {
  // 2024-11-05T12:00Z is 07:00 EST; DST ended on Nov 3, so Nov 1 and Oct 30 begin at -04:00, Nov 5 at -05:00.
  const now = Temporal.Instant.from('2024-11-05T12:00:00Z');
  const ny = (timeframe: Parameters<typeof timeframeRange>[0], to: string | null = null) => timeframeRange(timeframe, 'America/New_York', to, now);
  assert.deepEqual(ny('this_month'), { from: '2024-11-01T04:00:00Z', until: 'infinity' });
  assert.deepEqual(ny('last_month'), { from: '2024-10-01T04:00:00Z', until: '2024-11-01T04:00:00Z' });
  assert.deepEqual(ny('last_7_days'), { from: '2024-10-30T04:00:00Z', until: 'infinity' }, 'Nov 5 − 6 days = Oct 30 (EDT)');
  assert.deepEqual(ny('this_year'), { from: '2024-01-01T05:00:00Z', until: 'infinity' });
  assert.deepEqual(ny('last_year'), { from: '2023-01-01T05:00:00Z', until: '2024-01-01T05:00:00Z' });
  assert.deepEqual(ny('this_month', '2024-11-04'), { from: '2024-11-01T04:00:00Z', until: '2024-11-05T05:00:00Z' }, 'capped at Nov 5 00:00 EST');
  // Spring forward: 2024-03-10T12:00Z is 08:00 EDT; March 1 and March 4 begin in EST.
  const spring = Temporal.Instant.from('2024-03-10T12:00:00Z');
  assert.deepEqual(timeframeRange('last_7_days', 'America/New_York', null, spring), { from: '2024-03-04T05:00:00Z', until: 'infinity' });
  assert.deepEqual(timeframeRange('last_month', 'America/New_York', null, spring), { from: '2024-02-01T05:00:00Z', until: '2024-03-01T05:00:00Z' });
});

test('timeframeRange: Pacific/Kiritimati (+14) is already in the next month and year when UTC is not', () => {
  // 2024-12-31T12:00Z is 2025-01-01 02:00 in Kiritimati: this year is 2025, last month December 2024.
  const now = Temporal.Instant.from('2024-12-31T12:00:00Z');
  const kiri = (timeframe: Parameters<typeof timeframeRange>[0], to: string | null = null) => timeframeRange(timeframe, 'Pacific/Kiritimati', to, now);
  assert.deepEqual(kiri('this_month'), { from: '2024-12-31T10:00:00Z', until: 'infinity' });
  assert.deepEqual(kiri('this_year'), { from: '2024-12-31T10:00:00Z', until: 'infinity' });
  assert.deepEqual(kiri('last_month'), { from: '2024-11-30T10:00:00Z', until: '2024-12-31T10:00:00Z' });
  assert.deepEqual(kiri('last_year'), { from: '2023-12-31T10:00:00Z', until: '2024-12-31T10:00:00Z' });
  assert.deepEqual(kiri('last_30_days'), { from: '2024-12-02T10:00:00Z', until: 'infinity' }, 'Jan 1 − 29 days = Dec 3, 00:00+14');
  assert.deepEqual(kiri('last_90_days', '2024-12-31'), { from: '2024-10-03T10:00:00Z', until: '2024-12-31T10:00:00Z' }, 'Jan 1 − 89 days = Oct 4');
});

test('TodaysRanges: a range is kept until the day ends in its own time zone, then worked out for the new day', () => {
  // 2025-12-31T23:30 in New York is 2026-01-01T04:30Z: UTC is already in 2026, the studio not yet.
  let clock = Date.parse('2026-01-01T04:30:00Z');
  const ranges = new TodaysRanges(() => clock);
  assert.deepEqual(ranges.range('this_year', 'America/New_York', null), { from: '2025-01-01T05:00:00Z', until: 'infinity' });
  assert.deepEqual(ranges.range('this_year', 'UTC', null), { from: '2026-01-01T00:00:00Z', until: 'infinity' }, 'each zone has its own');
  clock = Date.parse('2026-01-01T04:59:59.999Z');
  assert.deepEqual(ranges.range('this_year', 'America/New_York', null), { from: '2025-01-01T05:00:00Z', until: 'infinity' }, 'still 2025 there');
  clock = Date.parse('2026-01-01T05:00:00Z');
  assert.deepEqual(ranges.range('this_year', 'America/New_York', null), { from: '2026-01-01T05:00:00Z', until: 'infinity' }, 'midnight in New York');
  assert.deepEqual(ranges.range('last_year', 'America/New_York', '2025-06-30'), { from: '2025-01-01T05:00:00Z', until: '2025-07-01T04:00:00Z' });
});

// GET /invoices filters

test('payment_type: all lists drafts too, paid, unpaid (sent, partly paid, overdue) and overdue', async () => {
  const zone = 'America/New_York';
  const { api } = await newStudio(server, { timezone: zone });
  const { id: client_id } = await clientOf(api);
  const draft = await issuedInvoice(api, { client_id, send: false });
  const sent = await issuedInvoice(api, { client_id });
  const paid = await issuedInvoice(api, { client_id });
  await pay(api, paid.id, 10000, 'card');
  const partly = await issuedInvoice(api, { client_id });
  await pay(api, partly.id, 4000);
  const overdue = await issuedInvoice(api, { client_id, due_date: yesterdayIn(zone) });
  const dueToday = await issuedInvoice(api, { client_id, due_date: todayIn(zone) });

  const byType = (type: string) => api.get(`/invoices?payment_type=${type}`);
  const all = await byType('all');
  assert.equal(all.body.meta.total, 6);
  assert.deepEqual(
    all.body.data.map((i: { id: string; status: string }) => [i.id, i.status]),
    [[dueToday.id, 'sent'], [overdue.id, 'overdue'], [partly.id, 'sent'], [paid.id, 'paid'], [sent.id, 'sent'], [draft.id, 'draft']],
    'newest first; due today is not yet overdue',
  );
  assert.deepEqual(ids(await byType('paid')), [paid.id]);
  const unpaid = await byType('unpaid');
  assert.equal(unpaid.body.meta.total, 4);
  assert.deepEqual(new Set(ids(unpaid)), new Set([sent.id, partly.id, overdue.id, dueToday.id]));
  assert.deepEqual(ids(await byType('overdue')), [overdue.id]);
  assert.equal((await api.get(`/invoices/${overdue.id}`)).body.data.status, 'overdue');
  assert.equal((await api.get('/invoices?payment_type=late')).status, 400);
});

test('currency narrows the list, ignoring case; an unsupported code is 400 invalid_currency', async () => {
  const { api } = await newStudio(server);
  const { id: client_id } = await clientOf(api);
  const dollars = await issuedInvoice(api, { client_id });
  const euros = await issuedInvoice(api, { client_id, currency: 'eur', send: false });
  assert.deepEqual(ids(await api.get('/invoices?currency=eur')), [euros.id]);
  assert.deepEqual(ids(await api.get('/invoices?currency=USD')), [dollars.id]);
  assert.equal((await api.get('/invoices?currency=gbp')).body.meta.total, 0);
  assert.equal((await api.get('/invoices')).body.meta.total, 2, 'no currency: every currency');
  const bad = await api.get('/invoices?currency=xyz');
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.code, 'invalid_currency');
  assert.equal(typeof bad.body.error.message, 'string');
});

test('last_7/30/90_days are calendar days ending today on the studio clock', async () => {
  const zone = 'America/New_York';
  const { api } = await newStudio(server, { timezone: zone });
  const { id: client_id } = await clientOf(api);
  const today = Temporal.PlainDate.from(todayIn(zone));
  const day = (n: number) => today.subtract({ days: n });
  // Each "first" fixture opens the oldest day a timeframe covers; each "gone" closes the day before it.
  const fixtures: [string, Temporal.Instant | null][] = [
    ['now', null],
    ['first of 7', at(day(6), zone)],
    ['gone from 7', at(day(7), zone, '23:59:59.999999')],
    ['first of 30', at(day(29), zone)],
    ['gone from 30', at(day(30), zone, '23:59:59.999999')],
    ['first of 90', at(day(89), zone)],
    ['gone from 90', at(day(90), zone, '23:59:59.999999')],
  ];
  const made: Record<string, string> = {};
  for (const [name, created] of fixtures) {
    made[name] = (await issuedInvoice(api, { client_id })).id;
    if (created) await backdate(made[name], created);
  }
  const listed = async (query: string) => new Set(ids(await api.get(`/invoices?${query}`)));
  assert.deepEqual(await listed('timeframe_filter=last_7_days'), new Set([made.now, made['first of 7']]));
  assert.deepEqual(await listed('timeframe_filter=last_30_days'), new Set([made.now, made['first of 7'], made['gone from 7'], made['first of 30']]));
  const ninety = await api.get('/invoices?timeframe_filter=last_90_days');
  assert.equal(ninety.body.meta.total, 6); // all but "gone from 90"
  assert.equal((await api.get('/invoices?timeframe_filter=all_time')).body.meta.total, 7);
  // `to` = the day "gone from 7" falls on: its last microsecond is inside, the days after are not.
  assert.deepEqual(await listed(`to=${day(7)}`), new Set([made['gone from 7'], made['first of 30'], made['gone from 30'], made['first of 90'], made['gone from 90']]));
  assert.deepEqual(await listed(`timeframe_filter=last_30_days&to=${day(8)}`), new Set([made['first of 30']]));
  assert.equal((await api.get('/invoices?timeframe_filter=fortnight')).status, 400);
  assert.equal((await api.get('/invoices?to=yesterday')).status, 400);
});

test('this/last month and this/last year are calendar ones in the studio zone; `to` caps but never extends', async () => {
  const zone = 'Pacific/Kiritimati';
  const { api } = await newStudio(server, { timezone: zone });
  const { id: client_id } = await clientOf(api);
  const month = Temporal.PlainDate.from(todayIn(zone)).with({ day: 1 });
  const year = month.with({ month: 1 });
  const make = async (created: Temporal.Instant) => {
    const { id } = await issuedInvoice(api, { client_id });
    await backdate(id, created);
    return id;
  };
  const startOfMonth = await make(at(month, zone));
  const endOfLastMonth = await make(at(month.subtract({ days: 1 }), zone, '23:59:59.999999'));
  const startOfLastMonth = await make(at(month.subtract({ months: 1 }), zone));
  const endOfMonthBefore = await make(at(month.subtract({ months: 1, days: 1 }), zone, '23:59:59.999999'));
  const listed = async (query: string) => new Set(ids(await api.get(`/invoices?${query}`)));
  assert.deepEqual(await listed('timeframe_filter=this_month'), new Set([startOfMonth]));
  assert.deepEqual(await listed('timeframe_filter=last_month'), new Set([endOfLastMonth, startOfLastMonth]));
  const lastDay = month.subtract({ days: 1 }).toString();
  assert.deepEqual(await listed(`timeframe_filter=last_month&to=${todayIn(zone)}`), new Set([endOfLastMonth, startOfLastMonth]), 'a later `to` does not extend');
  assert.deepEqual(await listed(`timeframe_filter=last_month&to=${month.subtract({ months: 1 })}`), new Set([startOfLastMonth]));
  assert.deepEqual(await listed(`to=${lastDay}`), new Set([endOfLastMonth, startOfLastMonth, endOfMonthBefore]));

  const years = await newStudio(server, { timezone: zone });
  const { id: other } = await clientOf(years.api);
  const made = async (created: Temporal.Instant) => {
    const { id } = await issuedInvoice(years.api, { client_id: other });
    await backdate(id, created);
    return id;
  };
  const startOfYear = await made(at(year, zone));
  const endOfLastYear = await made(at(year.subtract({ days: 1 }), zone, '23:59:59.999999'));
  const startOfLastYear = await made(at(year.subtract({ years: 1 }), zone));
  await made(at(year.subtract({ years: 1, days: 1 }), zone, '23:59:59.999999'));
  const yearly = async (query: string) => new Set(ids(await years.api.get(`/invoices?${query}`)));
  assert.deepEqual(await yearly('timeframe_filter=this_year'), new Set([startOfYear]));
  assert.deepEqual(await yearly('timeframe_filter=last_year'), new Set([endOfLastYear, startOfLastYear]));
});

test('paging: per_page and page with meta {current_page, per_page, total}, newest first', async () => {
  const { api } = await newStudio(server);
  const { id: client_id } = await clientOf(api);
  const made = [];
  for (let i = 0; i < 3; i++) made.push((await issuedInvoice(api, { client_id, send: false })).id);
  const first = await api.get('/invoices?per_page=2');
  assert.deepEqual(first.body.meta, { current_page: 1, per_page: 2, total: 3 });
  assert.deepEqual(ids(first), [made[2], made[1]]);
  const second = await api.get('/invoices?per_page=2&page=2');
  assert.deepEqual(second.body.meta, { current_page: 2, per_page: 2, total: 3 });
  assert.deepEqual(ids(second), [made[0]]);
  const past = await api.get('/invoices?per_page=2&page=9');
  assert.deepEqual(past.body, { data: [], meta: { current_page: 9, per_page: 2, total: 3 } });
  assert.deepEqual((await api.get('/invoices')).body.meta, { current_page: 1, per_page: 25, total: 3 });
  for (const bad of ['per_page=0', 'per_page=101', 'page=0', 'per_page=abc']) assert.equal((await api.get(`/invoices?${bad}`)).status, 400, bad);
});

test('expand=client adds the client brief; expand=all adds line items, payments and associated documents', async () => {
  const { api } = await newStudio(server);
  const client = await clientOf(api, 'Grace');
  const invoice = await issuedInvoice(api, { client_id: client.id });
  const payment = await pay(api, invoice.id, 2500, 'card');
  const plain = (await api.get('/invoices')).body.data[0];
  assert.equal(plain.client, undefined);
  assert.equal(plain.line_items, undefined);
  const withClient = (await api.get('/invoices?expand=client')).body.data[0];
  assert.deepEqual(withClient.client, { id: client.id, first_name: 'Grace', last_name: 'Lovelace', email: client.email });
  assert.equal(withClient.payments, undefined);
  const full = (await api.get('/invoices?expand=all')).body.data[0];
  assert.deepEqual(Object.keys(full.client).sort(), CLIENT_BRIEF_FIELDS);
  assert.deepEqual(full.line_items.map((item: { name: string; line_total: number }) => [item.name, item.line_total]), [['Session', 10000]]);
  assert.deepEqual(full.payments.map((p: { id: string; amount: number }) => [p.id, p.amount]), [[payment.id, 2500]]);
  assert.deepEqual(full.associated_documents, []);
  assert.equal(full.amount_paid, 2500);
});

// Overdue is decided by the studio's own midnight

test("an invoice due today in Pago Pago is sent there and overdue in Kiritimati, everywhere it shows", async () => {
  const due = todayIn('Pacific/Pago_Pago'); // UTC−11; Kiritimati (UTC+14) is always at least a day later.
  for (const [timezone, expected] of [['Pacific/Pago_Pago', 'sent'], ['Pacific/Kiritimati', 'overdue']] as const) {
    const { api } = await newStudio(server, { timezone });
    const { id: client_id } = await clientOf(api);
    const invoice = await issuedInvoice(api, { client_id, due_date: due });
    assert.equal(invoice.status, expected, `send answer in ${timezone}`);
    assert.equal((await api.get(`/invoices/${invoice.id}`)).body.data.status, expected, `detail in ${timezone}`);
    assert.equal((await api.get('/invoices')).body.data[0].status, expected, `list in ${timezone}`);
    const overdueOnes = await api.get('/invoices?payment_type=overdue');
    assert.equal(overdueOnes.body.meta.total, expected === 'overdue' ? 1 : 0, `filter in ${timezone}`);
    const summary = (await api.get('/invoices/invoice_summary')).body.data;
    assert.equal(summary.overdue_count, expected === 'overdue' ? 1 : 0, `summary in ${timezone}`);
    assert.equal((await api.get('/invoices/invoice_summary?payment_type=overdue')).body.data.total_invoices, expected === 'overdue' ? 1 : 0);
  }
});

// invoice_summary

test('invoice_summary totals issued invoices of one currency: taxes, coupon, payments, refund, lost dispute', async () => {
  const { api } = await newStudio(server);
  const { id: client_id } = await clientOf(api);
  await api.post('/coupons', { code: 'SAVE10', discount_type: 'percentage', discount_value: 10 });
  // I1: 1 × 1000.00 taxed 8.25% + 2 × 25.00 = 1050.00; −10% = −105.00, of which 100.00 falls on the taxed line;
  // tax (1000.00 − 100.00) × 8.25% = 74.25 → 1019.25, paid by card and transfer.
  const i1 = await issuedInvoice(api, {
    client_id,
    coupon_code: 'SAVE10',
    line_items: [{ name: 'Wedding', quantity: 1, amount: 100000, taxable: true, tax_rate: 8.25 }, { name: 'Prints', quantity: 2, amount: 2500 }],
  });
  assert.equal(i1.amount, 101925);
  await pay(api, i1.id, 50000, 'card');
  await pay(api, i1.id, 51925, 'bank_transfer');
  // I2: 400.00 + 5% tax = 420.00, paid by card, 20.00 refunded → 400.00 paid.
  const i2 = await issuedInvoice(api, { client_id, line_items: [{ name: 'Family', quantity: 1, amount: 40000, taxable: true, tax_rate: 5 }] });
  assert.equal(i2.amount, 42000);
  const card = await pay(api, i2.id, 42000, 'card');
  assert.equal((await api.post(`/invoices/${i2.id}/payments/${card.id}/refund`, { amount: 2000 })).body.data.status, 'partially_refunded');
  // I3: 250.00 due yesterday; a 100.00 card payment lost in a dispute leaves nothing paid → overdue.
  const i3 = await issuedInvoice(api, { client_id, amount: 25000, due_date: yesterdayIn('UTC') });
  const disputed = await pay(api, i3.id, 10000, 'card');
  await api.post(`/invoices/${i3.id}/payments/${disputed.id}/dispute`, {});
  assert.equal((await api.post(`/invoices/${i3.id}/payments/${disputed.id}/dispute/resolve`, { outcome: 'lost' })).status, 200);
  await issuedInvoice(api, { client_id, amount: 99999, send: false }); // a draft: never counted
  const euros = await issuedInvoice(api, { client_id, amount: 30000, currency: 'eur' });
  await pay(api, euros.id, 5000);

  const summary = async (query = '') => {
    const res = await api.get(`/invoices/invoice_summary${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  // total 1019.25 + 420.00 + 250.00 = 1689.25; paid 1019.25 + 400.00 + 0 = 1419.25; unpaid 270.00.
  assert.deepEqual(await summary(), {
    total_invoices: 3, total_amount: 168925, total_amount_formatted: '$1,689.25', paid_amount: 141925, paid_amount_formatted: '$1,419.25',
    unpaid_amount: 27000, unpaid_amount_formatted: '$270.00', overdue_count: 1, currency: 'usd',
  });
  assert.deepEqual(await summary('?currency=EUR'), {
    total_invoices: 1, total_amount: 30000, total_amount_formatted: '€300.00', paid_amount: 5000, paid_amount_formatted: '€50.00',
    unpaid_amount: 25000, unpaid_amount_formatted: '€250.00', overdue_count: 0, currency: 'eur',
  });
  const narrowed = async (type: string) => {
    const s = await summary(`?payment_type=${type}`);
    return [s.total_invoices, s.total_amount, s.paid_amount, s.unpaid_amount, s.overdue_count];
  };
  assert.deepEqual(await narrowed('paid'), [1, 101925, 101925, 0, 0]);
  assert.deepEqual(await narrowed('unpaid'), [2, 67000, 40000, 27000, 1]); // I2 + I3: 420.00 + 250.00; paid 400.00
  assert.deepEqual(await narrowed('overdue'), [1, 25000, 0, 25000, 1]);
  // I1 moved to last year: this year keeps I2 and I3, last year has I1 alone.
  const lastYear = Number(todayIn('UTC').slice(0, 4)) - 1;
  await backdate(i1.id, Temporal.Instant.from(`${lastYear}-06-15T12:00:00Z`));
  assert.equal((await summary('?timeframe_filter=this_year')).total_amount, 67000);
  assert.equal((await summary('?timeframe_filter=last_year')).total_amount, 101925);
  assert.equal((await summary(`?to=${lastYear}-12-31`)).total_invoices, 1);
  assert.equal((await api.get('/invoices/invoice_summary?currency=xyz')).body.error.code, 'invalid_currency');
});

test('invoice_summary of a JPY studio defaults to yen and formats without minor digits', async () => {
  const { api } = await newStudio(server, { currency: 'jpy' });
  const { id: client_id } = await clientOf(api);
  const invoice = await issuedInvoice(api, { client_id, amount: 1250 });
  await pay(api, invoice.id, 750);
  await issuedInvoice(api, { client_id, amount: 5000, currency: 'usd' });
  const summary = (await api.get('/invoices/invoice_summary')).body.data;
  // ¥1,250 issued, ¥750 paid → ¥500 unpaid; the dollar invoice is another currency.
  assert.deepEqual(
    [summary.currency, summary.total_invoices, summary.total_amount_formatted, summary.paid_amount_formatted, summary.unpaid_amount_formatted],
    ['jpy', 1, '¥1,250', '¥750', '¥500'],
  );
  assert.equal((await api.get('/invoices/invoice_summary?currency=usd')).body.data.total_amount_formatted, '$50.00');
});

// Payments list

test('payments list: newest payment_date first, filters on client, timeframe (studio zone) and to, paging, expand=client', async () => {
  const zone = 'Pacific/Kiritimati'; // UTC+14: its new year starts at 10:00 UTC on Dec 31
  const { api } = await newStudio(server, { timezone: zone });
  const ada = await clientOf(api, 'Ada');
  const bob = await clientOf(api, 'Bob');
  const year = Number(todayIn(zone).slice(0, 4));
  const forAda = await issuedInvoice(api, { client_id: ada.id, amount: 100000 });
  const forBob = await issuedInvoice(api, { client_id: bob.id, amount: 50000 });
  const recent = await pay(api, forAda.id, 10000, 'card');
  const newYear = await pay(api, forBob.id, 5000, 'paypal', { payment_date: `${year}-01-01T00:00:00+14:00` });
  const newYearsEve = await pay(api, forAda.id, 20000, 'bank_transfer', { payment_date: `${year - 1}-12-31T23:59:59.999999+14:00` });
  const june = await pay(api, forAda.id, 30000, 'bank_transfer', { payment_date: `${year - 1}-06-15T12:00:00+14:00` });

  const list = async (query = '') => {
    const res = await api.get(`/invoices/payments/list${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res;
  };
  const all = await list();
  assert.deepEqual(ids(all), [recent.id, newYear.id, newYearsEve.id, june.id]);
  assert.deepEqual(all.body.meta, { current_page: 1, per_page: 25, total: 4 });
  const eve = all.body.data[2];
  assert.deepEqual(
    [eve.invoice_id, eve.amount, eve.amount_formatted, eve.currency, eve.payment_date, eve.payment_method, eve.status, eve.transaction_fee],
    [forAda.id, 20000, '$200.00', 'usd', `${year - 1}-12-31T09:59:59.999999Z`, 'bank_transfer', 'completed', 0],
  );
  for (const field of ['payment_method_details', 'processor_fee', 'client']) assert.equal(field in eve, false, `list view has no ${field}`);

  assert.deepEqual(ids(await list(`?client_id=${ada.id}`)), [recent.id, newYearsEve.id, june.id]);
  assert.deepEqual(ids(await list('?timeframe_filter=this_year')), [recent.id, newYear.id]);
  assert.deepEqual(ids(await list('?timeframe_filter=last_year')), [newYearsEve.id, june.id]);
  assert.deepEqual(ids(await list(`?to=${year - 1}-12-31`)), [newYearsEve.id, june.id], 'the whole day of `to`, on the studio clock');
  assert.deepEqual(ids(await list(`?transaction_date_to=${year - 1}-12-30`)), [june.id]);
  assert.deepEqual(ids(await list(`?timeframe_filter=last_year&transaction_date_to=${year - 1}-06-14`)), []);
  assert.deepEqual(ids(await list(`?client_id=${bob.id}&timeframe_filter=last_year`)), []);

  const paged = await list('?page_size=3&page=2');
  assert.deepEqual(ids(paged), [june.id]);
  assert.deepEqual(paged.body.meta, { current_page: 2, per_page: 3, total: 4 });
  const expanded = await list(`?expand=client&client_id=${bob.id}`);
  assert.deepEqual(expanded.body.data[0].client, { id: bob.id, first_name: 'Bob', last_name: 'Lovelace', email: bob.email });
  const malformed = await api.get('/invoices/payments/list?client_id=nope');
  assert.equal(malformed.status, 400);
  assert.equal(malformed.body.error.code, 'invalid_id');
  assert.equal((await api.get('/invoices/payments/list?page_size=101')).status, 400);
});

// Disputed payments that need a response

test('the disputed count covers open disputes only, per currency', async () => {
  const { api } = await newStudio(server);
  const { id: client_id } = await clientOf(api);
  const invoice = await issuedInvoice(api, { client_id, amount: 100000 });
  const dispute = async (amount: number, method: string, outcome?: 'won' | 'lost', on = invoice.id) => {
    const payment = await pay(api, on, amount, method);
    assert.equal((await api.post(`/invoices/${on}/payments/${payment.id}/dispute`, {})).status, 200);
    if (outcome) assert.equal((await api.post(`/invoices/${on}/payments/${payment.id}/dispute/resolve`, { outcome })).status, 200);
  };
  await dispute(10000, 'card');
  await dispute(5000, 'paypal');
  await dispute(7000, 'card', 'won');
  await dispute(3000, 'card', 'lost');
  await pay(api, invoice.id, 1000, 'card'); // never disputed
  const euros = await issuedInvoice(api, { client_id, amount: 9000, currency: 'eur' });
  await dispute(2000, 'card', undefined, euros.id);

  const count = async (query = '') => {
    const res = await api.get(`/invoices/payments/disputed,needs-response/count${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  // Open in dollars: 100.00 + 50.00 = 150.00; the won and the lost ones are closed.
  assert.deepEqual(await count(), { count: 2, total_amount: 15000, total_amount_formatted: '$150.00' });
  assert.deepEqual(await count('?currency=eur'), { count: 1, total_amount: 2000, total_amount_formatted: '€20.00' });
  assert.deepEqual(await count('?currency=gbp'), { count: 0, total_amount: 0, total_amount_formatted: '£0.00' });
  const bad = await api.get('/invoices/payments/disputed,needs-response/count?currency=xyz');
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.code, 'invalid_currency');
});

// A client's summaries

test("a client's totals per currency and in one currency: drafts and other clients ignored", async () => {
  const { api } = await newStudio(server);
  const client = await clientOf(api);
  const other = await clientOf(api, 'Bob');
  const overdue = await issuedInvoice(api, { client_id: client.id, amount: 30000, due_date: yesterdayIn('UTC') });
  await pay(api, overdue.id, 10000);
  const paid = await issuedInvoice(api, { client_id: client.id, amount: 50000 });
  await pay(api, paid.id, 50000, 'card');
  await issuedInvoice(api, { client_id: client.id, amount: 70000, send: false });
  await issuedInvoice(api, { client_id: client.id, amount: 12000, currency: 'eur' });
  await issuedInvoice(api, { client_id: other.id, amount: 99900, due_date: yesterdayIn('UTC') });

  const currencies = await api.get(`/invoices_summary/currencies?client_id=${client.id}`);
  assert.equal(currencies.status, 200);
  const byCode = [...currencies.body.data].sort((a, b) => a.currency.localeCompare(b.currency));
  assert.deepEqual(byCode, [
    { currency: 'eur', total_invoices: 1, total_amount: 12000, total_amount_formatted: '€120.00' },
    { currency: 'usd', total_invoices: 2, total_amount: 80000, total_amount_formatted: '$800.00' }, // 300.00 + 500.00
  ]);

  // Paid 100.00 + 500.00 = 600.00 of 800.00; the overdue one still owes 300.00 − 100.00 = 200.00.
  const expected = {
    client_id: client.id, currency: 'usd', total_invoices: 2, total_amount: 80000, total_amount_formatted: '$800.00',
    paid_amount: 60000, paid_amount_formatted: '$600.00', unpaid_amount: 20000, unpaid_amount_formatted: '$200.00',
    overdue_count: 1, overdue_amount: 20000, overdue_amount_formatted: '$200.00',
  };
  const totals = await api.get(`/invoices_summary/totals/usd?client_id=${client.id}`);
  assert.equal(totals.status, 200);
  assert.deepEqual(totals.body.data, expected);
  assert.deepEqual((await api.get(`/invoices_summary/totals/USD?client_id=${client.id}`)).body.data, expected);
  const none = (await api.get(`/invoices_summary/totals/gbp?client_id=${client.id}`)).body.data;
  assert.deepEqual([none.total_invoices, none.total_amount_formatted, none.overdue_count], [0, '£0.00', 0]);

  const error = async (path: string, status: number, code: string) => {
    const res = await api.get(path);
    assert.equal(res.status, status, path);
    assert.equal(res.body.error.code, code, path);
  };
  await error('/invoices_summary/currencies', 400, 'invalid_request');
  await error('/invoices_summary/totals/usd', 400, 'invalid_request');
  await error(`/invoices_summary/currencies?client_id=cl_${'x'.repeat(30)}`, 404, 'client_not_found');
  await error(`/invoices_summary/totals/usd?client_id=cl_${'x'.repeat(30)}`, 404, 'client_not_found');
  await error('/invoices_summary/currencies?client_id=nope', 400, 'invalid_id');
  await error(`/invoices_summary/totals/xyz?client_id=${client.id}`, 400, 'invalid_currency');
  const stranger = await newStudio(server);
  const foreign = await stranger.api.get(`/invoices_summary/currencies?client_id=${client.id}`);
  assert.equal(foreign.status, 404, "another studio's client is unknown here");
});

// Currencies

test('the currency list has the 19 supported currencies with name and symbol', async () => {
  const { api } = await newStudio(server);
  const res = await api.get('/invoices/currencies/list');
  assert.equal(res.status, 200);
  const list: { code: string; name: string; symbol: string }[] = res.body.data;
  assert.equal(list.length, 19);
  assert.deepEqual(
    list.map((c) => c.code).sort(),
    ['aud', 'brl', 'cad', 'chf', 'czk', 'dkk', 'eur', 'gbp', 'hkd', 'inr', 'jpy', 'mxn', 'nok', 'nzd', 'pln', 'sek', 'sgd', 'usd', 'zar'],
  );
  const find = (code: string) => list.find((c) => c.code === code);
  assert.deepEqual(find('usd'), { code: 'usd', name: 'US Dollar', symbol: '$' });
  assert.deepEqual(find('jpy'), { code: 'jpy', name: 'Japanese Yen', symbol: '¥' });
  assert.deepEqual(find('eur'), { code: 'eur', name: 'Euro', symbol: '€' });
  for (const c of list) assert.ok(c.name.length > 0 && c.symbol.length > 0, c.code);
  assert.deepEqual((await api.get('/invoices/currencies/list/')).body, res.body, 'served with a trailing slash too');
});
