import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer, type Api } from '../../../test/helpers.js';

const server = await startTestServer();
const FUTURE = '2031-01-31';

async function draftFor(api: Api, client: { first_name: string; last_name: string }) {
  const made = await api.post('/clients', { ...client, email: `client-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(made.status, 201);
  const res = await api.post('/invoices', { client_id: made.body.data.id, due_date: FUTURE, line_items: [{ name: 'Portrait session', quantity: 1, amount: 125000 }] });
  assert.equal(res.status, 201);
  return res.body.data;
}

test('a draft has no page; sending gives it one, at an unguessable address on the service\'s origin', async () => {
  const { api } = await newStudio(server);
  const draft = await draftFor(api, { first_name: 'Ada', last_name: 'Lovelace' });
  assert.equal(draft.public_url, null);
  assert.equal((await api.get(`/invoices/${draft.id}`)).body.data.public_url, null);

  const sent = (await api.post(`/invoices/${draft.id}/send`, {})).body.data;
  assert.match(sent.public_url, new RegExp(`^${server.origin}/i/[A-Za-z0-9]{32}$`));
  assert.equal((await api.get(`/invoices/${draft.id}`)).body.data.public_url, sent.public_url);
  const listed = (await api.get('/invoices')).body.data.find((invoice: { id: string }) => invoice.id === draft.id);
  assert.equal(listed.public_url, sent.public_url);

  const other = await draftFor(api, { first_name: 'Grace', last_name: 'Hopper' });
  const otherSent = (await api.post(`/invoices/${other.id}/send`, {})).body.data;
  assert.notEqual(otherSent.public_url, sent.public_url, 'each invoice has its own page');
});
