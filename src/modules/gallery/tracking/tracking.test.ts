/**
 * What visitors do in a collection, as the studio reads it back: photo and video downloads with their
 * aggregates over the whole collection, the combined timeline, favorites (idempotent, counted per
 * collection client) and starred photos. Items are added by metadata: tracking needs no file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer, type Api } from '../../../../test/helpers.js';
import { collectionWithGallery } from '../../../../test/gallery/support.js';

const server = await startTestServer();

/** A photo or video added by its metadata (no upload): answers its id. */
async function item(api: Api, galleryId: string, filename = 'IMG_0001.jpg'): Promise<string> {
  const created = await api.post(`/galleries/${galleryId}/photos`, { filename, file_size: 1000 });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.data.id;
}

async function created(api: Api, path: string, body: Record<string, unknown>) {
  const res = await api.post(path, body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

test('photo downloads: recorded as sent, listed newest first, counted per photo over every record', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const [a, b] = [await item(api, galleryId, 'a.jpg'), await item(api, galleryId, 'b.png')];
  await api.post(`/collections/${collectionId}/clients`, { email: 'ada@example.com', name: 'Ada Lovelace' });

  const first = await created(api, `/collections/${collectionId}/photo_downloads`, { photo_id: a, email: 'Ada@Example.com', size: 'original', format: 'JPEG' });
  assert.equal(first.collection_id, collectionId);
  assert.equal(first.photo_id, a);
  assert.equal(first.email, 'ada@example.com');
  assert.equal(first.client_name, 'Ada Lovelace');
  assert.equal(first.size, 'original');
  assert.equal(first.format, 'jpeg');
  assert.match(first.id, /^[1-9][0-9]{11}$/);
  assert.match(first.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  await created(api, `/collections/${collectionId}/photo_downloads`, { photo_id: b, size: 'web', format: 'jpeg' });
  await created(api, `/collections/${collectionId}/photo_downloads`, { photo_id: a, size: 'web', format: 'jpeg' });
  const last = await created(api, `/collections/${collectionId}/photo_downloads`, { photo_id: a, email: 'bob@example.com', size: 'original', format: 'jpeg' });
  assert.equal(last.client_name, null);

  const page = await api.get(`/collections/${collectionId}/photo_downloads?limit=2`);
  assert.equal(page.status, 200);
  assert.equal(page.body.data.length, 2);
  assert.equal(page.body.data[0].id, last.id);
  assert.deepEqual(page.body.meta, { total: 4, limit: 2, offset: 0, per_photo: [{ photo_id: a, count: 3 }, { photo_id: b, count: 1 }] });
  const rest = await api.get(`/collections/${collectionId}/photo_downloads?limit=2&offset=2`);
  assert.deepEqual(rest.body.data.map((d: any) => d.email), [null, 'ada@example.com']);
  assert.equal(rest.body.data[1].id, first.id);
});

test('a body naming anything but a photo of the collection is 422 on its field', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const video = await item(api, galleryId, 'clip.mp4');
  const elsewhere = await item(api, (await collectionWithGallery(api)).galleryId);
  const otherStudio = await newStudio(server);
  const foreign = await item(otherStudio.api, (await collectionWithGallery(otherStudio.api)).galleryId);
  for (const photoId of [video, elsewhere, foreign, '1234567890', 'abc']) {
    const res = await api.post(`/collections/${collectionId}/photo_downloads`, { photo_id: photoId, size: 'web', format: 'jpeg' });
    assert.equal(res.status, 422, `${photoId}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error, 'validation_error');
    assert.ok(res.body.details.photo_id, JSON.stringify(res.body));
  }
  const photo = await item(api, galleryId);
  const asVideo = await api.post(`/collections/${collectionId}/gallery_video_downloads`, { video_id: photo, status: 'started' });
  assert.equal(asVideo.status, 422);
  assert.ok(asVideo.body.details.video_id);
  const favorite = await api.post(`/collections/${collectionId}/favorites`, { photo_id: foreign, email: 'ada@example.com' });
  assert.equal(favorite.status, 422);
  assert.ok(favorite.body.details.photo_id);
  const link = await api.post(`/collections/${collectionId}/photo_sharing_links`, { photo_id: video, permissions: 'view' });
  assert.equal(link.status, 422);
  assert.ok(link.body.details.photo_id);
  const bad = await api.post(`/collections/${collectionId}/photo_downloads`, { photo_id: photo, size: 'huge', format: 'jpeg' });
  assert.equal(bad.status, 422);
  assert.ok(bad.body.details.size);
  assert.equal((await api.get(`/collections/${collectionId}/photo_downloads`)).body.meta.total, 0);
});

test('video downloads: statuses and bytes per video, over every record', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const [v1, v2] = [await item(api, galleryId, 'one.mp4'), await item(api, galleryId, 'two.mov')];
  const path = `/collections/${collectionId}/gallery_video_downloads`;
  const started = await created(api, path, { video_id: v1, email: 'Ada@example.com', status: 'started' });
  assert.deepEqual({ ...started, id: undefined, created_at: undefined }, {
    id: undefined, collection_id: collectionId, video_id: v1, email: 'ada@example.com', client_name: null, status: 'started', bytes: null, created_at: undefined,
  });
  await created(api, path, { video_id: v1, status: 'completed', bytes: 5_000_000_000 });
  await created(api, path, { video_id: v1, status: 'failed', bytes: 1000 });
  await created(api, path, { video_id: v2, status: 'completed', bytes: 2000 });
  await created(api, path, { video_id: v2, status: 'completed', bytes: 3000 });
  assert.equal((await api.post(path, { video_id: v1, status: 'paused' })).status, 422);
  assert.equal((await api.post(path, { video_id: v1, status: 'completed', bytes: -1 })).status, 422);

  const list = await api.get(`${path}?limit=1`);
  assert.equal(list.status, 200);
  assert.equal(list.body.data.length, 1);
  assert.equal(list.body.data[0].video_id, v2);
  assert.deepEqual(list.body.meta, {
    total: 5,
    limit: 1,
    offset: 0,
    per_video: [
      { video_id: v1, started: 1, completed: 1, failed: 1, bytes: 5_000_001_000 },
      { video_id: v2, started: 0, completed: 2, failed: 0, bytes: 5000 },
    ],
  });
});

test('the download timeline: photos and videos together, paged, with totals over all of them', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const [photo, video] = [await item(api, galleryId, 'a.heic'), await item(api, galleryId, 'b.mp4')];
  await created(api, `/collections/${collectionId}/photo_downloads`, { photo_id: photo, size: 'original', format: 'heic' });
  await created(api, `/collections/${collectionId}/gallery_video_downloads`, { video_id: video, status: 'completed', bytes: 700 });
  await created(api, `/collections/${collectionId}/photo_downloads`, { photo_id: photo, email: 'ada@example.com', size: 'web', format: 'jpeg' });
  const failed = await created(api, `/collections/${collectionId}/gallery_video_downloads`, { video_id: video, status: 'failed', bytes: 50 });

  // The spec writes the path with a trailing slash; both answer.
  for (const path of [`/collections/${collectionId}/downloads/`, `/collections/${collectionId}/downloads`]) {
    const all = await api.get(`${path}?limit=3`);
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.deepEqual(all.body.meta, { total: 4, limit: 3, offset: 0, photo_downloads: 2, video_downloads: 2, completed: 3, failed: 1, bytes: 750 });
    assert.deepEqual(all.body.data.map((d: any) => [d.type, d.status]), [['video', 'failed'], ['photo', 'completed'], ['video', 'completed']]);
  }
  const [newest, photoEntry] = (await api.get(`/collections/${collectionId}/downloads`)).body.data;
  assert.deepEqual(newest, {
    id: failed.id, type: 'video', collection_id: collectionId, photo_id: null, video_id: video, email: null, client_name: null,
    status: 'failed', size: null, format: null, bytes: 50, created_at: failed.created_at,
  });
  assert.deepEqual([photoEntry.photo_id, photoEntry.video_id, photoEntry.email, photoEntry.size, photoEntry.format, photoEntry.bytes], [photo, null, 'ada@example.com', 'web', 'jpeg', null]);
  const oldest = await api.get(`/collections/${collectionId}/downloads?limit=3&offset=3`);
  assert.deepEqual(oldest.body.data.map((d: any) => [d.type, d.format]), [['photo', 'heic']]);
});

test('favorites: one per email and item, idempotent, counted per item and in the collection clients', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const [photo, video] = [await item(api, galleryId, 'a.jpg'), await item(api, galleryId, 'b.mp4')];
  await api.post(`/collections/${collectionId}/clients`, { email: 'ada@example.com' });
  const path = `/collections/${collectionId}/favorites`;

  const first = await api.post(path, { photo_id: photo, email: 'Ada@Example.com' });
  assert.equal(first.status, 201);
  assert.deepEqual({ ...first.body.data, id: undefined, created_at: undefined }, {
    id: undefined, collection_id: collectionId, photo_id: photo, video_id: null, email: 'ada@example.com', created_at: undefined,
  });
  const again = await api.post(path, { photo_id: photo, email: 'ada@example.com' });
  assert.equal(again.status, 200);
  assert.deepEqual(again.body.data, first.body.data);
  const liked = await api.post(path, { photo_id: video, email: 'ada@example.com' });
  assert.equal(liked.status, 201);
  assert.deepEqual([liked.body.data.photo_id, liked.body.data.video_id], [null, video]);
  await created(api, path, { photo_id: photo, email: 'bob@example.com' });

  const list = await api.get(path);
  assert.equal(list.body.data.length, 3);
  assert.deepEqual(list.body.meta, {
    total: 3, limit: 25, offset: 0,
    per_item: [{ photo_id: photo, video_id: null, count: 2 }, { photo_id: null, video_id: video, count: 1 }],
  });
  const clients = await api.get(`/collections/${collectionId}/clients`);
  assert.equal(clients.body.data[0].favorites_count, 2);

  const removed = await api.delete(`${path}/${video}?email=ADA@example.com`);
  assert.equal(removed.status, 200);
  assert.equal(typeof removed.body.message, 'string');
  assert.equal((await api.delete(`${path}/${video}?email=ada@example.com`)).status, 404);
  assert.equal((await api.delete(`${path}/${video}`)).status, 400);
  assert.equal((await api.delete(`${path}/12?email=ada@example.com`)).body.error, 'invalid_id');
  assert.equal((await api.get(`/collections/${collectionId}/clients`)).body.data[0].favorites_count, 1);
});

test('favorites of the same item at once make one favorite', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const photo = await item(api, galleryId);
  const answers = await Promise.all(Array.from({ length: 6 }, () => api.post(`/collections/${collectionId}/favorites`, { photo_id: photo, email: 'ada@example.com' })));
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 200, 200, 200, 200, 201]);
  assert.equal(new Set(answers.map((a) => a.body.data.id)).size, 1);
});

test('starred photos: only starred ones, the most recently starred first, across collections', async () => {
  const { api } = await newStudio(server);
  const one = await collectionWithGallery(api);
  const two = await collectionWithGallery(api);
  const [a, b, c] = [await item(api, one.galleryId, 'a.jpg'), await item(api, one.galleryId, 'b.jpg'), await item(api, two.galleryId, 'c.jpg')];
  for (const id of [b, c, a]) assert.equal((await api.put(`/photos/${id}/star`)).status, 200);
  assert.equal((await api.delete(`/photos/${a}/star`)).status, 200);
  const starred = await api.get('/photos/starred');
  assert.equal(starred.status, 200);
  assert.deepEqual(starred.body.data.map((p: any) => [p.id, p.gallery_id, p.collection_id, p.filename]), [
    [c, two.galleryId, two.collectionId, 'c.jpg'],
    [b, one.galleryId, one.collectionId, 'b.jpg'],
  ]);
  assert.match(starred.body.data[0].starred_at, /\.\d{6}Z$/);
  assert.ok(starred.body.data[0].starred_at > starred.body.data[1].starred_at);
  assert.deepEqual(starred.body.meta, { total: 2, limit: 25, offset: 0 });
  assert.deepEqual((await api.get('/photos/starred?limit=1&offset=1')).body.data.map((p: any) => p.id), [b]);
  const other = await newStudio(server);
  assert.deepEqual((await other.api.get('/photos/starred')).body.data, []);
});

test('another studio\'s collection is a missing one on every tracking route; a malformed id is 400', async () => {
  const owner = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(owner.api);
  const [photo, video] = [await item(owner.api, galleryId), await item(owner.api, galleryId, 'v.mp4')];
  const link = await created(owner.api, `/collections/${collectionId}/photo_sharing_links`, { permissions: 'view' });
  await created(owner.api, `/collections/${collectionId}/favorites`, { photo_id: photo, email: 'ada@example.com' });
  const { api } = await newStudio(server);
  const requests: [string, string, unknown?][] = [
    ['POST', 'photo_downloads', { photo_id: photo, size: 'web', format: 'jpeg' }],
    ['GET', 'photo_downloads'],
    ['POST', 'gallery_video_downloads', { video_id: video, status: 'started' }],
    ['GET', 'gallery_video_downloads'],
    ['GET', 'downloads'],
    ['POST', 'photo_sharing_links', { permissions: 'view' }],
    ['GET', 'photo_sharing_links'],
    ['DELETE', `photo_sharing_links/${link.id}`],
    ['POST', 'favorites', { photo_id: photo, email: 'ada@example.com' }],
    ['GET', 'favorites'],
    ['DELETE', `favorites/${photo}?email=ada@example.com`],
  ];
  for (const [method, path, body] of requests) {
    const foreign = await api.send(method, `/collections/${collectionId}/${path}`, body);
    assert.equal(foreign.status, 404, `${method} ${path}: ${JSON.stringify(foreign.body)}`);
    assert.equal(foreign.body.error, 'not_found');
    const malformed = await api.send(method, `/collections/1234/${path}`, body);
    assert.equal(malformed.status, 400, `${method} ${path}`);
    assert.equal(malformed.body.error, 'invalid_id');
  }
  // Nothing of the owner's changed.
  const links = await owner.api.get(`/collections/${collectionId}/photo_sharing_links`);
  assert.equal(links.body.data[0].revoked_at, null);
  assert.equal((await owner.api.get(`/collections/${collectionId}/favorites`)).body.meta.total, 1);
});
