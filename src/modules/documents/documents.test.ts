import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { newStudio, range, startTestServer, type Api } from '../../../test/helpers.js';
import { connect } from '../../platform/db/pool.js';
import { documentQueries } from './queries.js';
import { documentSelect, type DocumentType } from './sources.js';

const server = await startTestServer();
const PER_PAGE = 25;

async function clientOf(api: Api, first: string) {
  const res = await api.post('/clients', { first_name: first, email: `${first.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

async function invoiceOf(api: Api, clientId: string, amount: number) {
  const res = await api.post('/invoices', { client_id: clientId, due_date: '2031-03-31', line_items: [{ name: 'Prints', quantity: 1, amount }] });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

/** Newest first, ties broken by the greater id: the order of every list (API.md §1). */
const newestFirst = (a: { id: string; created_at: string }, b: { id: string; created_at: string }) =>
  a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1;

/** A studio whose client has 27 invoices (more than a page), beside another client's invoice. */
async function clientWithManyInvoices() {
  const { api } = await newStudio(server);
  const client = await clientOf(api, 'Many');
  const invoices = [];
  for (const i of range(PER_PAGE + 2)) invoices.push(await invoiceOf(api, client.id, 1000 + i));
  await invoiceOf(api, (await clientOf(api, 'Other')).id, 500);
  return { api, client, invoices: invoices.sort(newestFirst) };
}

const many = await clientWithManyInvoices();

test("page 2 holds the client's oldest invoices after the 25 newest, with the meta and links of page 2", async () => {
  const { api, client, invoices } = many;
  const first = await api.get(`/clients/${client.id}/documents`);
  const second = await api.get(`/clients/${client.id}/documents?page=2&expand=gift_card_activities`);
  assert.equal(second.status, 200, JSON.stringify(second.body));
  const ids = (res: typeof first) => res.body.data.map((document: { id: string }) => document.id);
  assert.deepEqual(ids(first), invoices.slice(0, PER_PAGE).map((invoice) => invoice.id));
  assert.deepEqual(ids(second), invoices.slice(PER_PAGE).map((invoice) => invoice.id));
  const oldest = invoices[invoices.length - 1];
  assert.deepEqual(second.body.data[1], {
    id: oldest.id, type: 'invoice', title: `Invoice ${oldest.invoice_number}`, status: 'draft', amount: oldest.amount,
    amount_formatted: oldest.amount_formatted, currency: 'usd', date: '2031-03-31', created_at: oldest.created_at,
  });
  assert.deepEqual(second.body.meta, { current_page: 2, from: 26, last_page: 2, per_page: 25, to: 27, total: 27, gift_card_activities: [] });
  const link = (page: number) => `${server.origin}/api/v1/clients/${client.id}/documents?page=${page}&expand=gift_card_activities`;
  assert.deepEqual(second.body.links, { first: link(1), last: link(2), prev: link(1), next: null });
});

test('a page past the end is empty and still counts every document', async () => {
  const { api, client } = many;
  for (const page of [3, 1_000_000]) {
    const res = await api.get(`/clients/${client.id}/documents?page=${page}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data, []);
    assert.deepEqual(res.body.meta, { current_page: page, from: null, last_page: 2, per_page: 25, to: null, total: 27 });
    assert.equal(res.body.links.prev, `${server.origin}/api/v1/clients/${client.id}/documents?page=2`);
    assert.equal(res.body.links.next, null);
  }
});

test('a client without documents has an empty first page; an unknown client is 404', async () => {
  const { api } = many;
  const client = await clientOf(api, 'Nobody');
  const res = await api.get(`/clients/${client.id}/documents`);
  assert.deepEqual(res.body.data, []);
  assert.deepEqual(res.body.meta, { current_page: 1, from: null, last_page: 1, per_page: 25, to: null, total: 0 });
  const unknown = await api.get('/clients/cl_000000000000000000000000000000/documents');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.error, 'not_found');
});

/**
 * Equal creation times cannot be made through the API (each write has its own transaction time), so
 * the statement is run here over two sources of fixed rows: it merges them into one order, breaks
 * ties by the greater id, and pages and counts in the database.
 */
test('documents of several sources are one list: newest first, equal times by the greater id, paged in SQL', async () => {
  const database = connect(server.config.databaseUrl!, server.config.database);
  after(() => database.close());
  const fixed = (type: DocumentType, rows: [id: string, createdAt: string][]) => () =>
    documentSelect(
      {
        id: sql<string>`fixed.id`,
        type: sql<DocumentType>`${type}`,
        title: sql<string>`'Fixed ' || fixed.id`,
        status: sql<string>`'booked'`,
        amount: sql<null>`NULL`,
        currency: sql<null>`NULL`,
        date: sql<string>`'2031-01-01'`,
        created_at: sql<string>`fixed.created_at::timestamptz`,
      },
      sql`FROM (VALUES ${sql.join(rows.map(([id, at]) => sql`(${id}, ${at})`), sql`, `)}) AS fixed (id, created_at)`,
    );
  const queries = documentQueries(database.db, [
    fixed('invoice', [['in_b', '2030-01-01T10:00:00.000001Z'], ['in_a', '2030-01-01T09:00:00Z']]),
    fixed('session', [['ses_c', '2030-01-01T10:00:00.000001Z'], ['ses_d', '2030-01-01T11:00:00Z']]),
  ]);
  const params = { studioId: 'stu_fixed', clientId: 'cl_fixed', timeZone: 'UTC' };
  const all = await queries.page(params, 10, 0);
  assert.deepEqual(
    all.rows.map((row) => [row.id, row.type, row.createdAt]),
    [
      ['ses_d', 'session', '2030-01-01T11:00:00.000000Z'],
      ['ses_c', 'session', '2030-01-01T10:00:00.000001Z'],
      ['in_b', 'invoice', '2030-01-01T10:00:00.000001Z'],
      ['in_a', 'invoice', '2030-01-01T09:00:00.000000Z'],
    ],
  );
  assert.equal(all.rows[0].amount, null);
  const second = await queries.page(params, 2, 2);
  assert.deepEqual(second.rows.map((row) => row.id), ['in_b', 'in_a']);
  assert.equal(second.total, 4);
  assert.equal((await queries.page(params, 2, 4)).total, null, 'past the end, no row carries the total');
});
