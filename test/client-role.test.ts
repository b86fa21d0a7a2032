/**
 * What a client portal token reads besides its conversations (API.md §11): its own invoices (drafts
 * left out), its own sessions and the collections shared with its email; another client's are 403
 * access_denied, and lists never show them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, newStudio, startTestServer, type TestStudio } from './helpers.js';

const server = await startTestServer();
const studio = await newStudio(server);
const FUTURE = '2031-01-31';
/** A Monday far enough ahead that no notice rule reaches it. */
const MONDAY = '2027-06-07';

interface Portal {
  client: { id: string; email: string };
  api: Api;
}

async function clientWithToken(owner: TestStudio, name: string): Promise<Portal> {
  const made = await owner.api.post('/clients', { first_name: name, email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const token = await owner.api.post(`/clients/${made.body.data.id}/portal_tokens`);
  assert.equal(token.status, 201, JSON.stringify(token.body));
  return { client: made.body.data, api: new Api(server.base, { authorization: `Bearer ${token.body.data.token}` }) };
}

async function invoiceFor(clientId: string, send: boolean): Promise<string> {
  const made = await studio.api.post('/invoices', { client_id: clientId, due_date: FUTURE, line_items: [{ name: 'Portrait session', quantity: 1, amount: 25000 }] });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  if (send) assert.equal((await studio.api.post(`/invoices/${made.body.data.id}/send`)).status, 200);
  return made.body.data.id;
}

const ada = await clientWithToken(studio, 'Ada');
const ben = await clientWithToken(studio, 'Ben');

test('a client lists and reads its own sent invoices; drafts and other clients\' invoices stay out', async () => {
  const adaSent = await invoiceFor(ada.client.id, true);
  const adaDraft = await invoiceFor(ada.client.id, false);
  const benSent = await invoiceFor(ben.client.id, true);

  const list = await ada.api.get('/invoices');
  assert.equal(list.status, 200, JSON.stringify(list.body));
  assert.deepEqual(list.body.data.map((invoice: { id: string }) => invoice.id), [adaSent]);
  assert.equal(list.body.meta.total, 1);
  assert.equal((await ada.api.get(`/invoices?client_id=${ben.client.id}`)).body.meta.total, 0, 'another client\'s filter matches nothing');
  assert.equal((await ada.api.get('/invoices?status=draft')).body.meta.total, 0);

  const own = await ada.api.get(`/invoices/${adaSent}?expand=all`);
  assert.equal(own.status, 200, JSON.stringify(own.body));
  assert.equal(own.body.data.line_items.length, 1);
  const draft = await ada.api.get(`/invoices/${adaDraft}`);
  assert.deepEqual([draft.status, draft.body.error.code], [404, 'invoice_not_found']);
  const others = await ada.api.get(`/invoices/${benSent}`);
  assert.deepEqual([others.status, others.body.error.code], [403, 'access_denied']);

  // Staff still see the whole studio, drafts included.
  assert.ok((await studio.api.get('/invoices')).body.meta.total >= 3);
});

test('a client lists and reads its own sessions, not another client\'s', async () => {
  const type = await studio.api.post('/session_types', {
    name: 'Portrait', duration: 60, session_type_schedule_intervals: [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }],
  });
  assert.equal(type.status, 201, JSON.stringify(type.body));
  const book = async (clientId: string, startsAt: string) => {
    const res = await studio.api.post('/sessions', { session_type_id: type.body.data.id, client_id: clientId, starts_at: startsAt });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data.id as string;
  };
  const day = await studio.api.get(`/session_types/${type.body.data.id}/check-day-avail/${MONDAY}-${studio.studio.timezone}`);
  assert.equal(day.status, 200, JSON.stringify(day.body));
  const [first, second] = day.body.data.slots.map((slot: { starts_at: string }) => slot.starts_at);
  const adas = await book(ada.client.id, first);
  const bens = await book(ben.client.id, second);

  const list = await ada.api.get('/sessions');
  assert.equal(list.status, 200, JSON.stringify(list.body));
  assert.deepEqual(list.body.data.map((session: { id: string }) => session.id), [adas]);
  assert.equal((await ada.api.get(`/sessions?client_id=${ben.client.id}`)).body.meta.total, 0);
  assert.equal((await ada.api.get(`/sessions/${adas}`)).status, 200);
  const others = await ada.api.get(`/sessions/${bens}`);
  assert.deepEqual([others.status, others.body.error], [403, 'access_denied']);
});

test('a client lists the collections shared with its email, private galleries left out; another client\'s are 403', async () => {
  const collection = await studio.api.post('/collections', { name: 'Lovelace wedding' });
  assert.equal(collection.status, 201, JSON.stringify(collection.body));
  const id = collection.body.data.id;
  assert.equal((await studio.api.post(`/collections/${id}/galleries`, { name: 'Ceremony' })).status, 201);
  assert.equal((await studio.api.post(`/collections/${id}/galleries`, { name: 'Outtakes', private: true })).status, 201);
  assert.equal((await studio.api.post(`/collections/${id}/clients`, { email: ada.client.email })).status, 201);

  const own = await ada.api.get(`/clients/${ada.client.id}/cgCollections`);
  assert.equal(own.status, 200, JSON.stringify(own.body));
  assert.deepEqual(own.body.data.map((entry: { collection: { id: string } }) => entry.collection.id), [id]);
  assert.deepEqual(own.body.data[0].galleries.map((gallery: { name: string }) => gallery.name), ['Ceremony']);
  const asStaff = await studio.api.get(`/clients/${ada.client.id}/cgCollections`);
  assert.deepEqual(asStaff.body.data[0].galleries.map((gallery: { name: string }) => gallery.name).sort(), ['Ceremony', 'Outtakes']);

  const others = await ada.api.get(`/clients/${ben.client.id}/cgCollections`);
  assert.deepEqual([others.status, others.body.error], [403, 'access_denied']);
});

test('writes stay the studio\'s: a client token is 403 forbidden on creating an invoice or a session', async () => {
  const invoice = await ada.api.post('/invoices', { client_id: ada.client.id, due_date: FUTURE, line_items: [{ name: 'x', quantity: 1, amount: 1 }] });
  assert.deepEqual([invoice.status, invoice.body.error.code], [403, 'forbidden']);
  const session = await ada.api.post('/sessions', { session_type_id: 'set_x', client_id: ada.client.id, starts_at: `${MONDAY}T13:00:00Z` });
  assert.deepEqual([session.status, session.body.error], [403, 'forbidden']);
});
