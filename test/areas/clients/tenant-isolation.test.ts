/** Clients across studios: the derived isolation matrix (test/support/tenant.ts), and lists, exports and searches that are each studio's own. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { authQueries } from '../../../src/platform/auth/queries.js';
import type { Api } from '../../helpers.js';
import { isolationMatrix, probeOf, sessionOf, tenantSuite } from '../../support/tenant.js';
import { created, done } from '../records.js';
import { clients, type ClientRecords } from './routes.js';

interface ClientRow {
  id: string;
  type: 'client' | 'lead' | 'other';
  /** The first name: the CSV export must not carry another studio's either. */
  name: string;
}

const row = (client: { id: string; type: ClientRow['type']; first_name: string }): ClientRow => ({ id: client.id, type: client.type, name: client.first_name });
const t = await tenantSuite<ClientRecords>(clients);
const { a, b, server } = t;

// B's clients: one of each type and one archived. "Quill" and the phone number are B's alone; "lens" is in both studios.
const bClient = await created(b.api, '/clients', {
  first_name: 'Bartholomew', last_name: 'Quill', email: 'shared@example.test', phone: '+1 (555) 867-5309', company: 'Quill Portraits',
  address_info: { city: 'Boston', country_id: 840 }, notes: 'Only for B', type: 'client',
});
const bLead = await created(b.api, '/clients', { first_name: 'Brunhilde', last_name: 'Lensworth', email: 'brun@b.test', type: 'lead' });
const bOther = await created(b.api, '/clients', { first_name: 'Valborg', company: 'Quill Lens Hall', type: 'other' });
const bArchived = await created(b.api, '/clients', { first_name: 'Bertram', last_name: 'Quill', email: 'bertram@b.test', type: 'client', status_name: 'Archived' });
const billed = await created(b.api, '/clients', { first_name: 'Bilbo', type: 'client' });
const invoice = await created(b.api, '/invoices', { client_id: billed.id, due_date: '2031-06-30', line_items: [{ name: 'Session', quantity: 1, amount: 1000 }] });
await done(b.api.post(`/invoices/${invoice.id}/send`), 'sending an invoice');
const rowsOf = async (api: Api): Promise<ClientRow[]> => (await api.get('/clients?per_page=100')).body.data.map(row);
const bClients = await rowsOf(b.api);
const aClients = await rowsOf(a.api);
for (const body of [
  { first_name: 'Alma', last_name: 'Adams', email: 'alma@a.test', company: 'Lens & Light', type: 'client' },
  { first_name: 'Arlo', last_name: 'Lensman', email: 'arlo@a.test', phone: '+1 555 010 0199', type: 'lead' },
  { first_name: 'Annex', company: 'A Venue', type: 'other', status_name: 'Archived' },
]) {
  aClients.push(row(await created(a.api, '/clients', body)));
}
const bIds = await t.bIds();

isolationMatrix(t, {
  probes: (t) => [
    probeOf(t, 'GET /clients/:client_id', 'archived', { client_id: bArchived.id }),
    probeOf(t, 'PUT /clients/:client_id', 'archived, restored', { client_id: bArchived.id }, { status_name: 'Active' }),
    probeOf(t, 'PUT /clients/:client_id', 'taken over', { client_id: bClient.id }, { first_name: 'Taken', email: 'taken@a.test', status_name: 'Archived', type: 'lead', address_info: null }),
    probeOf(t, 'POST /clients/:client_id/portal_tokens', 'other', { client_id: bOther.id }),
    // B's client has invoices: from A it is missing, never 409 client_has_invoices.
    probeOf(t, 'DELETE /clients/:client_id', 'with invoices', { client_id: billed.id }),
  ],
  // Portal tokens have no list of their own: count those either studio issued for B's clients. B never made one.
  view: async (t) => {
    const queries = authQueries(t.server.database.db);
    const bClientIds = new Set((await t.b.api.get('/clients?per_page=100')).body.data.map((c: { id: string }) => c.id));
    const issued = [...(await queries.listTokens(t.a.studio.id, 'client')), ...(await queries.listTokens(t.b.studio.id, 'client'))];
    return { portalTokens: issued.filter((token) => bClientIds.has(token.clientId)).length };
  },
});

/** Every `types` the list and the export take: none, each type, each pair, all three (in two orders). */
const TYPE_FILTERS = [undefined, 'client', 'lead', 'other', 'client,lead', 'client,other', 'lead,other', 'client,lead,other', 'other,lead,client'];
const ofTypes = (rows: ClientRow[], types: string | undefined) =>
  rows.filter((r) => types === undefined || types === 'all' || types.split(',').includes(r.type)).map((r) => r.id);
const idsOf = (res: { status: number; body: any }): string[] => {
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.map((r: { id: string }) => r.id);
};

function assertOnlyOwn(found: string[], expected: string[], what: string) {
  assert.deepEqual(found.filter((id) => bIds.has(id)), [], `${what}: none of B's rows`);
  assert.deepEqual([...found].sort(), [...expected].sort(), `${what}: exactly the caller's rows`);
}

/** The CSV export as `api` downloads it: its data rows (the header checked and dropped), and each row's id. */
async function csvOf(api: Api, path: string): Promise<{ text: string; ids: string[] }> {
  const res = await fetch(server.base + path, { headers: api.headers });
  const text = await res.text();
  assert.equal(res.status, 200, `${path}: ${text.slice(0, 200)}`);
  assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  assert.match(lines[0], /^id,first_name,last_name,email,/, `${path}: header row`);
  assert.equal(lines.at(-1), '', `${path}: every row ends with CRLF`);
  // None of the rows here has a line break inside a cell: one line is one client.
  return { text, ids: lines.slice(1, -1).map((line) => line.split(',')[0]) };
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
  // Both studios have the area's records (Kept, Doomed): only names B alone has tell a leak.
  const bOnly = bClients.filter((r) => !aClients.some((mine) => mine.name === r.name));
  for (const { name } of bOnly) assert.ok(!csv.text.includes(name), `CSV types=${types} carries nothing of B's client ${name}`);
  assert.ok(!/quill/i.test(csv.text), `CSV types=${types}: nothing of B's`);
}

/** A search as seen by `api`: exactly the caller's matches, and `meta.total` counts only them. */
async function assertSearchShowsOnly(api: Api, q: string, expected: string[], params: Record<string, string> = {}) {
  const query = new URLSearchParams({ q, pageSize: '100', ...params }).toString();
  const res = await api.get(`/clients/search?${query}`);
  assertOnlyOwn(idsOf(res), expected, `search ${query}`);
  assert.equal(res.body.meta.total, expected.length, `search ${query}: meta.total counts only the caller's matches`);
}

/** Searches for B's own terms find nothing of A's side; terms both studios match find A's rows only. */
async function assertSearchesShowOnly(api: Api) {
  // Terms only B's clients match: first and last name, full name, exact email, company, phone digits.
  for (const q of ['quill', 'Bartholomew', 'bartholomew quill', 'shared@example.test', 'SHARED@EXAMPLE.TEST', 'Quill Portraits', 'lensworth', 'brun@b.test', '8675309', '(555) 867-5309', '867']) {
    await assertSearchShowsOnly(api, q, []);
    await assertSearchShowsOnly(api, q, [], { types: 'all' });
    await assertSearchShowsOnly(api, q, [], { page: '2', pageSize: '1' });
  }
  // Terms both studios match: "lens" in names and companies, "555" in phones.
  const lens = aClients.filter((r) => r.name === 'Alma' || r.name === 'Arlo');
  for (const types of ['all', ...TYPE_FILTERS]) {
    const narrowed: Record<string, string> = types === undefined ? {} : { types };
    await assertSearchShowsOnly(api, 'lens', ofTypes(lens, types), narrowed);
    await assertSearchShowsOnly(api, 'LENS', ofTypes(lens, types), narrowed);
  }
  await assertSearchShowsOnly(api, '555', aClients.filter((r) => r.name === 'Arlo').map((r) => r.id));
  // Paged: every page, and a page past the end, count A's two matches only.
  for (const page of [1, 2, 3, 50]) {
    const res = await api.get(`/clients/search?q=lens&pageSize=1&page=${page}`);
    assert.deepEqual(idsOf(res).filter((id) => bIds.has(id)), [], `search lens page ${page}`);
    assert.deepEqual([res.body.meta.total, res.body.meta.last_page], [lens.length, lens.length], `search lens page ${page}: A's totals`);
  }
}

test("with A's token, the client list and the CSV export show and count only A's clients, whatever the types; B's show all of B's", async () => {
  for (const types of TYPE_FILTERS) await assertClientsShowOnly(a.api, types);
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

test("with A's session cookie, B's clients are just as invisible", async () => {
  const { session } = await sessionOf(server, a);
  for (const types of [undefined, 'lead', 'client,other', 'client,lead,other']) await assertClientsShowOnly(session, types);
  await assertSearchesShowOnly(session);
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
