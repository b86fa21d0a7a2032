import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, newStudio, range, startTestServer, type TestStudio } from '../../../test/helpers.js';

const server = await startTestServer();
const FIELDS = ['address_info', 'avatar_color', 'company', 'created_at', 'email', 'first_name', 'id', 'job_title', 'last_name', 'notes', 'phone', 'sample', 'status_name', 'type', 'type_formatted'];

const jose = {
  first_name: 'José',
  last_name: 'García',
  email: 'Jose.Garcia@Example.test',
  phone: '(555) 010-2233',
  company: 'Luz Estudio',
  job_title: 'Art director',
  address_info: { address_line_1: '12 Calle Mayor', city: 'Madrid', postal_code: '28013', state: 'Madrid', country_id: 724 },
  notes: 'Prefers morning shoots',
  type: 'lead',
};

const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((c) => c.id);

async function addClients(api: Api, people: object[]) {
  const created = [];
  for (const person of people) {
    const res = await api.post('/clients', person);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    created.push(res.body.data);
  }
  return created;
}

test('creating a client answers 201 with every field of the spec', async () => {
  const { api } = await newStudio(server);
  const res = await api.post('/clients', jose);
  assert.equal(res.status, 201);
  const client = res.body.data;
  assert.deepEqual(Object.keys(client).sort(), FIELDS);
  assert.match(client.id, /^cl_[A-Za-z0-9]{30}$/);
  assert.equal(client.email, 'Jose.Garcia@Example.test');
  assert.equal(client.status_name, 'Active');
  assert.equal(client.type, 'lead');
  assert.equal(client.type_formatted, 'Lead');
  assert.equal(client.sample, false);
  assert.deepEqual(client.address_info, {
    address_line_1: '12 Calle Mayor', address_line_2: null, city: 'Madrid', postal_code: '28013', state: 'Madrid', country: 'Spain', country_id: 724,
  });
  assert.ok(Number.isInteger(client.avatar_color) && client.avatar_color >= 0 && client.avatar_color <= 11);
  assert.match(client.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  const again = await api.get(`/clients/${client.id}`);
  assert.deepEqual(again.body.data, client, 'the avatar color and every field are stable');
});

test('a client needs a first name or an email; type defaults to client', async () => {
  const { api } = await newStudio(server);
  const empty = await api.post('/clients', { last_name: 'Only' });
  assert.equal(empty.status, 422);
  assert.ok(empty.body.details.first_name && empty.body.details.email);
  const byEmail = await api.post('/clients', { email: 'only@example.test' });
  assert.equal(byEmail.status, 201);
  assert.equal(byEmail.body.data.type, 'client');
  assert.equal(byEmail.body.data.type_formatted, 'Client');
  assert.equal(byEmail.body.data.first_name, null);
  const other = await api.post('/clients', { first_name: 'Venue', type: 'other' });
  assert.equal(other.body.data.type_formatted, 'Other');
});

test('emails are unique per studio ignoring case (409 with details.email)', async () => {
  const { api } = await newStudio(server);
  await api.post('/clients', jose);
  const res = await api.post('/clients', { first_name: 'Other', email: 'JOSE.GARCIA@example.TEST' });
  assert.equal(res.status, 409);
  assert.deepEqual(Object.keys(res.body.details), ['email']);
  const b = await newStudio(server);
  assert.equal((await b.api.post('/clients', jose)).status, 201, 'another studio may have the same email');
});

test('an unknown country or a bad field is 422', async () => {
  const { api } = await newStudio(server);
  const country = await api.post('/clients', { first_name: 'A', address_info: { country_id: 999 } });
  assert.equal(country.status, 422);
  assert.ok(country.body.details['address_info.country_id']);
  for (const body of [{ first_name: 'A', email: 'nope' }, { first_name: 'A', type: 'vip' }, { first_name: 'A', status_name: 'Gone' }, { first_name: 42 }]) {
    const res = await api.post('/clients', body);
    assert.equal(res.status, 422, JSON.stringify(body));
  }
});

test('PUT is a partial update answering {data: client}', async () => {
  const { api } = await newStudio(server);
  const [client] = await addClients(api, [jose]);
  const res = await api.put(`/clients/${client.id}`, { phone: '+34 600 000 000', address_info: { city: 'Sevilla' }, status_name: 'Archived', type: 'client' });
  assert.equal(res.status, 200);
  const updated = res.body.data;
  assert.equal(updated.phone, '+34 600 000 000');
  assert.equal(updated.address_info.city, 'Sevilla');
  assert.equal(updated.address_info.address_line_1, '12 Calle Mayor', 'untouched address lines stay');
  assert.equal(updated.address_info.country, 'Spain');
  assert.equal(updated.status_name, 'Archived');
  assert.equal(updated.type_formatted, 'Client');
  assert.equal(updated.first_name, 'José');
  assert.equal(updated.notes, 'Prefers morning shoots');
  assert.equal(updated.avatar_color, client.avatar_color);

  const cleared = await api.put(`/clients/${client.id}`, { notes: null, company: null });
  assert.equal(cleared.body.data.notes, null);
  assert.equal(cleared.body.data.company, null);
  const noName = await api.put(`/clients/${client.id}`, { first_name: null, email: null });
  assert.equal(noName.status, 422);
});

test('a missing client is 404, a wrong id shape 400 invalid_id', async () => {
  const { api } = await newStudio(server);
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const missing = await api.send(method, '/clients/cl_000000000000000000000000000000', method === 'PUT' ? { notes: 'x' } : undefined);
    assert.equal(missing.status, 404, method);
    assert.equal(missing.body.error, 'not_found');
    const wrong = await api.send(method, '/clients/cou_000000000000000000000000000000', method === 'PUT' ? { notes: 'x' } : undefined);
    assert.equal(wrong.status, 400, method);
    assert.equal(wrong.body.error, 'invalid_id');
    assert.match(wrong.body.message, /cl_/);
  }
});

test('delete removes the client', async () => {
  const { api } = await newStudio(server);
  const [client] = await addClients(api, [jose]);
  const res = await api.delete(`/clients/${client.id}`);
  assert.equal(res.status, 200);
  assert.equal(typeof res.body.message, 'string');
  assert.equal((await api.get(`/clients/${client.id}`)).status, 404);
});

test('the list pages newest first with the full meta, and narrows by types', async () => {
  const { api } = await newStudio(server);
  await addClients(api, [
    { first_name: 'C1', type: 'client' }, { first_name: 'L1', type: 'lead' }, { first_name: 'O1', type: 'other' },
    { first_name: 'C2', type: 'client', status_name: 'Archived' },
  ]);
  const all = await api.get('/clients?per_page=3');
  assert.equal(all.status, 200);
  assert.deepEqual(all.body.data.map((c: { first_name: string }) => c.first_name), ['C2', 'O1', 'L1']);
  assert.deepEqual(all.body.meta, {
    current_page: 1, from: 1, last_page: 2, per_page: 3, to: 3, total: 4,
    client_statuses: { 1: 'Active', 2: 'Archived' },
    csv_url: `${server.base}/clients/download_csv`,
  });
  const narrowed = await api.get('/clients?types=client,lead');
  assert.deepEqual(narrowed.body.data.map((c: { first_name: string }) => c.first_name), ['C2', 'L1', 'C1']);
  assert.equal(narrowed.body.meta.csv_url, `${server.base}/clients/download_csv?types=client%2Clead`);
  assert.equal((await api.get('/clients?types=vip')).status, 400);
  assert.equal((await api.get('/clients?per_page=101')).status, 400);
  assert.equal((await api.get('/clients')).body.meta.per_page, 25);
});

async function searchStudio(): Promise<TestStudio & { people: Record<string, { id: string }> }> {
  const studio = await newStudio(server);
  const [joseC, ana, maria, corp, anna] = await addClients(studio.api, [
    jose,
    { first_name: 'Ana', last_name: 'Silva', email: 'ana@silva.test', phone: '+351 21 555 0199' },
    { first_name: 'María', last_name: 'Anaya', email: 'maria@example.test', type: 'client' },
    { first_name: 'Beth', last_name: 'Moss', email: 'beth@corp.test', company: 'Banana Weddings' },
    { first_name: 'Anna', last_name: 'Berg', email: 'anna@berg.test', type: 'lead' },
  ]);
  return { ...studio, people: { jose: joseC, ana, maria, corp, anna } };
}

test('search finds by first, last and full name, email, company and phone in any format', async () => {
  const { api, people } = await searchStudio();
  const find = async (q: string) => ids(await api.get(`/clients/search?q=${encodeURIComponent(q)}`));
  assert.deepEqual(await find('garcía'), [people.jose.id]);
  assert.deepEqual(await find('jose garcia'), [people.jose.id], 'full name, accents ignored');
  assert.deepEqual(await find('JOSE'), [people.jose.id], 'case ignored');
  assert.deepEqual(await find('jose.garcia@example.test'), [people.jose.id]);
  assert.deepEqual(await find('luz estudio'), [people.jose.id], 'company');
  assert.deepEqual(await find('5550102233'), [people.jose.id], 'phone digits');
  assert.deepEqual(await find('(555) 010-2233'), [people.jose.id], 'formatted phone');
  assert.deepEqual(await find('010-22'), [people.jose.id], 'a run of digits inside the phone');
  assert.deepEqual(await find('zzz'), []);
  assert.deepEqual(await find('100%'), [], 'LIKE wildcards are plain characters');
});

test('search ranks the exact email first, then prefix matches, then substrings', async () => {
  const { api, people } = await searchStudio();
  const res = await api.get('/clients/search?q=ana');
  assert.equal(res.status, 200);
  const found = ids(res);
  // "Ana" and "Anaya" start with the query, "Banana" only contains it; "Anna" does not match at all.
  assert.deepEqual(found.slice(0, 2).sort(), [people.ana.id, people.maria.id].sort(), 'prefix matches first');
  assert.equal(found[found.length - 1], people.corp.id, 'substring matches last');
  assert.ok(!found.includes(people.anna.id));
  const exact = await api.get('/clients/search?q=ana@silva.test');
  assert.deepEqual(ids(exact), [people.ana.id]);
  const email = await api.get('/clients/search?q=anna@berg.test');
  assert.equal(ids(email)[0], people.anna.id);
  assert.deepEqual(res.body.meta, { current_page: 1, per_page: 25, total: 3, last_page: 1 });
});

test('search pages with pageSize (at most 100) and narrows by types', async () => {
  const { api, people } = await searchStudio();
  const page = await api.get('/clients/search?q=an&pageSize=2&page=2');
  assert.equal(page.status, 200);
  assert.equal(page.body.meta.per_page, 2);
  assert.equal(page.body.meta.current_page, 2);
  const all = await api.get('/clients/search?q=an');
  assert.deepEqual(ids(page), ids(all).slice(2, 4), 'page 2 continues where page 1 stopped');
  const past = await api.get('/clients/search?q=an&pageSize=2&page=9');
  assert.deepEqual(past.body.data, []);
  assert.equal(past.body.meta.total, all.body.meta.total, 'a page past the end still counts every match');
  const leads = await api.get('/clients/search?q=an&types=lead');
  assert.deepEqual(ids(leads), [people.anna.id], 'Ana, María and the Banana company are not leads');
  const clientsOnly = await api.get('/clients/search?q=an&types=client');
  assert.deepEqual(ids(clientsOnly).sort(), [people.ana.id, people.maria.id, people.corp.id].sort());
  assert.equal((await api.get('/clients/search?q=an&pageSize=101')).status, 400);
  assert.equal((await api.get('/clients/search')).status, 400, 'q is required');
  assert.equal((await api.get(`/clients/search?q=${'a'.repeat(101)}`)).status, 400);
});

test('the CSV export has the header, one escaped row per client, and honours types', async () => {
  const { api } = await newStudio(server);
  await addClients(api, [
    { first_name: 'Eve', last_name: '=HYPERLINK("http://x")', email: 'eve@example.test', company: 'Smith, Jones & "Co"', notes: 'line one\nline two', type: 'lead' },
    { first_name: 'Zoë', last_name: 'Ångström', phone: '+1 555 0100', address_info: { country_id: 826 } },
  ]);
  const res = await fetch(`${server.base}/clients/download_csv`, { headers: api.headers });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.match(res.headers.get('content-disposition')!, /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = Buffer.from(await res.arrayBuffer());
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte-order mark');
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.split('\r\n');
  assert.equal(lines[0], 'id,first_name,last_name,email,phone,company,job_title,type,status,address_line_1,address_line_2,city,state,postal_code,country,notes,created_at');
  assert.match(lines[1], /^cl_\w{30},Zoë,Ångström,,'\+1 555 0100,,,client,Active,,,,,,United Kingdom,,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  assert.ok(text.includes(`,Eve,"'=HYPERLINK(""http://x"")",eve@example.test,,"Smith, Jones & ""Co""",,lead,Active,`), text);
  assert.ok(text.includes('"line one\nline two"'));
  assert.equal(lines.at(-1), '', 'every row ends with CRLF');

  const leads = await (await fetch(`${server.base}/clients/download_csv?types=lead`, { headers: api.headers })).text();
  assert.ok(leads.includes('Eve'));
  assert.ok(!leads.includes('Zoë'));
});

test('the CSV export walks past its batch size without losing or repeating a row', async () => {
  const { api, caller } = await newStudio(server);
  await server.services.clients.insertMany(caller, range(2345).map((i) => ({ first_name: `Bulk${i}`, email: `bulk${i}@example.test` })));
  const text = await (await fetch(`${server.base}/clients/download_csv`, { headers: api.headers })).text();
  const rows = text.split('\r\n').slice(1, -1);
  assert.equal(rows.length, 2345);
  assert.equal(new Set(rows.map((r) => r.split(',')[0])).size, 2345);
});

test('countries list ISO 3166-1 numeric ids with English names', async () => {
  const { api } = await newStudio(server);
  const res = await api.get('/countries');
  assert.equal(res.status, 200);
  assert.equal(res.body.data.length, 249);
  assert.deepEqual(res.body.data.find((c: { id: number }) => c.id === 840), { id: 840, code: 'US', name: 'United States' });
  assert.deepEqual(res.body.data.find((c: { id: number }) => c.id === 826), { id: 826, code: 'GB', name: 'United Kingdom' });
});

test('a portal token acts as that client and is refused on CRM routes', async () => {
  const { api } = await newStudio(server);
  const [client] = await addClients(api, [jose]);
  const res = await api.post(`/clients/${client.id}/portal_tokens`);
  assert.equal(res.status, 201);
  assert.match(res.body.data.id, /^tok_/);
  assert.equal(res.body.data.client_id, client.id);
  const portal = new Api(server.base, { authorization: `Bearer ${res.body.data.token}` });
  const me = await portal.get('/auth/me');
  assert.equal(me.body.data.role, 'client');
  assert.deepEqual(me.body.data.client, { id: client.id });
  for (const [method, path] of [
    ['GET', '/clients'], ['POST', '/clients'], ['GET', `/clients/${client.id}`], ['PUT', `/clients/${client.id}`],
    ['DELETE', `/clients/${client.id}`], ['GET', '/clients/search?q=a'], ['GET', '/clients/download_csv'],
    ['POST', `/clients/${client.id}/portal_tokens`],
  ]) {
    const refused = await portal.send(method, path, method === 'POST' || method === 'PUT' ? {} : undefined);
    assert.equal(refused.status, 403, `${method} ${path}`);
  }
  assert.equal((await portal.get('/countries')).status, 200, 'countries are public to portal clients');
  assert.equal((await api.post('/clients/cl_000000000000000000000000000000/portal_tokens')).status, 404);
});
