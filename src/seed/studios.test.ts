import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, startTestServer } from '../../test/helpers.js';
import { seedStudios } from './studios.js';

const server = await startTestServer();
const STUDIOS = 3;
const first = await seedStudios(
  { services: server.services, db: server.database.db, platformFeePercent: server.config.platformFeePercent },
  STUDIOS,
  { clients: 20, invoices: 10, conversations: 1, sessions: 5, bulkCollections: 1 },
);

async function apiOf(email: string): Promise<Api> {
  const { token } = await server.services.auth.tokenForEmail(email, 'tests');
  return new Api(server.base, { authorization: `Bearer ${token}` });
}

/** What a studio's owner sees of its data, ids left out. */
async function holdings(api: Api) {
  const get = async (path: string) => {
    const res = await api.get(path);
    assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const clients = (await get('/clients?per_page=100')).data.map((c: { email: string }) => c.email).sort();
  const summary = (await get('/invoices/invoice_summary')).data;
  const sessions = (await get('/sessions?per_page=1')).meta.total;
  const conversations = (await get('/conversations')).meta.total;
  const collection = (await get('/collections?limit=25&offset=0')).data.map((c: { name: string }) => c.name);
  return { clients, summary, sessions, conversations, collection };
}

test('the first studio signs in with its token, and holds what was asked for', async () => {
  const api = new Api(server.base, { authorization: `Bearer ${first.token}` });
  const seen = await holdings(api);
  assert.equal(seen.clients.length, 20);
  assert.equal(seen.sessions, 5);
  assert.equal(seen.conversations, 1);
  assert.equal(seen.collection.length, 1);
  assert.equal((await api.get('/invoices?per_page=1')).body.meta.total, 10);
});

test('every studio holds the same data as the first: one studio seeded alone and among others are alike', async () => {
  const expected = await holdings(await apiOf(first.email));
  for (let n = 2; n <= STUDIOS; n++) assert.deepEqual(await holdings(await apiOf(`owner@studio-${n}.example`)), expected, `studio ${n}`);
});
