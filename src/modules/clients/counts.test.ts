import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, range, startTestServer, type TestStudio } from '../../../test/helpers.js';

// A pool far smaller than the parallel writes below: they queue for connections and for the count rows.
const server = await startTestServer({ DB_POOL_SIZE: '3', RATE_LIMIT_PER_MINUTE: '100000' });

/** What the triggers keep, and what counting the rows says, per type: they must agree. */
async function countsOf(studioId: string): Promise<{ kept: Record<string, number>; counted: Record<string, number> }> {
  const query = async (text: string) =>
    Object.fromEntries((await server.database.pool.query<{ type: string; n: number }>(text, [studioId])).rows.map((r) => [r.type, r.n]));
  return {
    kept: await query('SELECT type, count AS n FROM client_counts WHERE studio_id = $1 AND count <> 0 ORDER BY type'),
    counted: await query('SELECT type, count(*)::int AS n FROM clients WHERE studio_id = $1 GROUP BY type ORDER BY type'),
  };
}

async function assertCounts(studio: TestStudio, expected: Record<string, number>) {
  const { kept, counted } = await countsOf(studio.studio.id);
  assert.deepEqual(counted, expected);
  assert.deepEqual(kept, expected, 'the kept counts match the rows');
  const total = Object.values(expected).reduce((a, b) => a + b, 0);
  assert.equal((await studio.api.get('/clients')).body.meta.total, total);
}

test('creating, retyping and deleting clients keeps the counts and the list total exact', async () => {
  const studio = await newStudio(server);
  const { api } = studio;
  const made = [];
  for (const type of ['client', 'client', 'lead', 'other']) made.push((await api.post('/clients', { first_name: type, type })).body.data);
  await assertCounts(studio, { client: 2, lead: 1, other: 1 });
  assert.equal((await api.put(`/clients/${made[0].id}`, { type: 'lead' })).status, 200);
  assert.equal((await api.put(`/clients/${made[1].id}`, { notes: 'the type stays' })).status, 200);
  await assertCounts(studio, { client: 1, lead: 2, other: 1 });
  assert.equal((await api.get('/clients?types=lead')).body.meta.total, 2);
  assert.equal((await api.delete(`/clients/${made[3].id}`)).status, 200);
  await assertCounts(studio, { client: 1, lead: 2 });
  await server.services.clients.insertMany(studio.caller, range(250).map((i) => ({ first_name: `Bulk ${i}`, type: i % 2 ? 'lead' : 'other' })));
  await assertCounts(studio, { client: 1, lead: 127, other: 125 });
});

test('parallel creates, retypes and deletes, more than the pool has connections, leave the counts exact', async () => {
  const studio = await newStudio(server);
  const { api } = studio;
  const types = ['client', 'lead', 'other'];
  const created = await Promise.all(range(60).map((i) => api.post('/clients', { first_name: `P${i}`, type: types[i % 3] })));
  assert.deepEqual(created.map((r) => r.status), range(60).map(() => 201));
  const made = created.map((r) => r.body.data);
  const writes = await Promise.all([
    ...made.slice(0, 20).map((c, i) => api.put(`/clients/${c.id}`, { type: types[(i + 1) % 3] })),
    ...made.slice(20, 35).map((c) => api.delete(`/clients/${c.id}`)),
    ...range(15).map((i) => api.post('/clients', { first_name: `Q${i}`, type: 'lead' })),
  ]);
  assert.deepEqual(writes.map((r) => r.status).filter((s) => s !== 200 && s !== 201), []);
  const { kept, counted } = await countsOf(studio.studio.id);
  assert.equal(Object.values(counted).reduce((a, b) => a + b, 0), 60);
  assert.deepEqual(kept, counted);
});

test('a studio\'s deletion takes its counts along, and other studios\' counts stay', async () => {
  const gone = await newStudio(server);
  const kept = await newStudio(server);
  await server.services.clients.insertMany(gone.caller, range(5).map((i) => ({ first_name: `G${i}` })));
  await server.services.clients.insertMany(kept.caller, range(3).map((i) => ({ first_name: `K${i}` })));
  await server.database.pool.query('DELETE FROM studios WHERE id = $1', [gone.studio.id]);
  assert.deepEqual(await countsOf(gone.studio.id), { kept: {}, counted: {} });
  await assertCounts(kept, { client: 3 });
});
