/**
 * The counts a collection, a gallery and a collection client carry are their own rows' counts, not
 * those of every studio: each sub-select is tied to the row it is answered with.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer } from '../../../../test/helpers.js';
import { collectionWithGallery } from '../../../../test/gallery/support.js';

const server = await startTestServer();

test('gallery_count, client_count, photo_count, video_count and favorites_count count the record\'s own', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  await api.post(`/collections/${collectionId}/galleries`, { name: 'Reception' });
  await api.post(`/collections/${collectionId}/clients`, { email: 'ada@example.com' });
  const photo = (await api.post(`/galleries/${galleryId}/photos`, { filename: 'a.jpg', file_size: 10 })).body.data.id;
  await api.post(`/galleries/${galleryId}/photos`, { filename: 'b.mp4', file_size: 10 });
  await api.post(`/collections/${collectionId}/favorites`, { photo_id: photo, email: 'ada@example.com' });
  // Another collection of the studio, with records of its own that must not count here.
  const other = await collectionWithGallery(api);
  await api.post(`/galleries/${other.galleryId}/photos`, { filename: 'c.jpg', file_size: 10 });
  await api.post(`/collections/${other.collectionId}/clients`, { email: 'ada@example.com' });

  const collection = (await api.get(`/collections/${collectionId}`)).body.data;
  assert.deepEqual([collection.gallery_count, collection.client_count], [2, 1]);
  const gallery = (await api.get(`/galleries/${galleryId}`)).body.data;
  assert.deepEqual([gallery.photo_count, gallery.video_count], [1, 1]);
  const [client] = (await api.get(`/collections/${collectionId}/clients`)).body.data;
  assert.equal(client.favorites_count, 1);
  const [otherClient] = (await api.get(`/collections/${other.collectionId}/clients`)).body.data;
  assert.equal(otherClient.favorites_count, 0);
});
