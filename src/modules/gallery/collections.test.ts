/**
 * The counts and links a collection, a gallery and a collection client carry are their own: each is a
 * subquery on the outer row, which must name that row's columns with their table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer, type Api } from '../../../test/helpers.js';
import { favorites } from './tables.js';

const server = await startTestServer();

async function created(api: Api, path: string, body: Record<string, unknown>): Promise<any> {
  const res = await api.post(path, body);
  assert.equal(res.status, 201, `${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

test('gallery, client, photo, video and favorite counts, and client_id, are each record\'s own', async () => {
  const { api, studio } = await newStudio(server);
  const client = await created(api, '/clients', { first_name: 'Ada', email: 'Ada.Lovelace@example.test' });
  const wedding = await created(api, '/collections', { name: 'Wedding' });
  const portraits = await created(api, '/collections', { name: 'Portraits' });
  const ceremony = await created(api, `/collections/${wedding.id}/galleries`, { name: 'Ceremony' });
  await created(api, `/collections/${wedding.id}/galleries`, { name: 'Reception' });
  const selects = await created(api, `/collections/${portraits.id}/galleries`, { name: 'Selects' });
  const photo = await created(api, `/galleries/${ceremony.id}/photos`, { filename: 'a.jpg', file_size: 1000 });
  await created(api, `/galleries/${ceremony.id}/photos`, { filename: 'b.jpg', file_size: 1000 });
  await created(api, `/galleries/${selects.id}/photos`, { filename: 'c.jpg', file_size: 1000 });
  await created(api, `/galleries/${selects.id}/photos`, { filename: 'd.mp4', file_size: 1000 });
  const ada = await created(api, `/collections/${wedding.id}/clients`, { email: 'ada.lovelace@example.test' });
  await created(api, `/collections/${wedding.id}/clients`, { email: 'guest@example.test' });
  await created(api, `/collections/${portraits.id}/clients`, { email: 'ada.lovelace@example.test' });
  await server.database.db.insert(favorites).values({ studioId: studio.id, id: '100000000001', collectionId: wedding.id, photoId: photo.id, email: ada.email });

  const list = (await api.get('/collections')).body.data;
  const counts = Object.fromEntries(list.map((c: any) => [c.name, [c.gallery_count, c.client_count]]));
  assert.deepEqual(counts, { Wedding: [2, 2], Portraits: [1, 1] });
  const gallery = async (id: string) => (await api.get(`/galleries/${id}`)).body.data;
  assert.deepEqual([(await gallery(ceremony.id)).photo_count, (await gallery(ceremony.id)).video_count], [2, 0]);
  assert.deepEqual([(await gallery(selects.id)).photo_count, (await gallery(selects.id)).video_count], [1, 1]);
  const entries = (await api.get(`/collections/${wedding.id}/clients`)).body.data;
  assert.deepEqual(entries.map((e: any) => [e.email, e.favorites_count, e.client_id]), [
    ['ada.lovelace@example.test', 1, client.id],
    ['guest@example.test', 0, null],
  ]);
  const other = (await api.get(`/collections/${portraits.id}/clients`)).body.data;
  assert.deepEqual(other.map((e: any) => [e.favorites_count, e.client_id]), [[0, client.id]]);
});
