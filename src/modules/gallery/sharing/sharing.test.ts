/**
 * Sharing links as a visitor meets them: the address works without a credential and counts each
 * visit; a `view` photo link shows the web size, a `download` one gives the original (and records the
 * download); a collection link shows what visitors see; expired, revoked and unknown links are 404.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { newStudio, startTestServer, type Api } from '../../../../test/helpers.js';
import { addPhoto, collectionWithGallery, makeImage, processed } from '../../../../test/gallery/support.js';

const server = await startTestServer();
/** Larger than the web size, so that the web rendition is a file of its own size. */
const image = await makeImage({ width: 2400, height: 1600 });

/** A collection with a ready photo: answers the ids and the photo. */
async function sharedPhoto(api: Api, collection: Record<string, unknown> = {}) {
  const { collectionId, galleryId } = await collectionWithGallery(api, collection);
  const photo = await processed(api, await addPhoto(api, galleryId, image, 'IMG_0042.jpg'));
  assert.equal(photo.state, 'ready', photo.failure);
  return { collectionId, galleryId, photo };
}

async function link(api: Api, collectionId: string, body: Record<string, unknown>) {
  const res = await api.post(`/collections/${collectionId}/photo_sharing_links`, body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

const visit = (url: string) => fetch(url);

test('a view link shows the web size to anyone, and counts each visit', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photo } = await sharedPhoto(api);
  const created = await link(api, collectionId, { photo_id: photo.id, permissions: 'view' });
  assert.match(created.url, new RegExp(`^${server.origin}/s/[A-Za-z0-9]{43}$`));
  assert.deepEqual([created.collection_id, created.photo_id, created.permissions, created.uses, created.last_used_at, created.expires_at, created.revoked_at], [collectionId, photo.id, 'view', 0, null, null, null]);

  const first = await visit(created.url);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('content-type'), 'image/jpeg');
  assert.match(first.headers.get('content-disposition')!, /^inline; filename="IMG_0042.jpg"/);
  const shown = Buffer.from(await first.arrayBuffer());
  const web = Buffer.from(await (await fetch(photo.urls.web)).arrayBuffer());
  assert.deepEqual(shown, web);
  const { width, height } = await sharp(shown).metadata();
  assert.deepEqual([width, height], [2048, 1365]);
  assert.equal((await visit(created.url)).status, 200);

  const list = await api.get(`/collections/${collectionId}/photo_sharing_links`);
  assert.equal(list.body.data[0].uses, 2);
  assert.match(list.body.data[0].last_used_at, /\.\d{6}Z$/);
  assert.equal(list.body.data[0].url, created.url);
  assert.deepEqual(list.body.meta, { total: 1, limit: 25, offset: 0, uses: 2 });
});

test('a download link gives the exact original as an attachment, and records the download', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photo } = await sharedPhoto(api);
  const { url } = await link(api, collectionId, { photo_id: photo.id, permissions: 'download', expires_at: '2999-01-01T00:00:00+02:00' });
  const res = await visit(url);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-disposition')!, /^attachment; filename="IMG_0042.jpg"/);
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), image);
  const downloads = await api.get(`/collections/${collectionId}/photo_downloads`);
  assert.deepEqual(downloads.body.data.map((d: any) => [d.photo_id, d.size, d.email, d.format]), [[photo.id, 'original', null, 'jpeg']]);
  const [listed] = (await api.get(`/collections/${collectionId}/photo_sharing_links`)).body.data;
  assert.equal(listed.expires_at, '2998-12-31T22:00:00.000000Z');
});

test('expired, revoked and unknown links are 404, and their visits are not counted', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photo } = await sharedPhoto(api);
  const expired = await link(api, collectionId, { photo_id: photo.id, permissions: 'view', expires_at: '2020-01-01T00:00:00Z' });
  const revoked = await link(api, collectionId, { permissions: 'view' });
  assert.equal((await visit(revoked.url)).status, 200);
  const revoke = await api.delete(`/collections/${collectionId}/photo_sharing_links/${revoked.id}`);
  assert.equal(revoke.status, 200);
  assert.equal(typeof revoke.body.message, 'string');
  assert.equal((await api.delete(`/collections/${collectionId}/photo_sharing_links/${revoked.id}`)).status, 200);

  for (const url of [expired.url, revoked.url, `${server.origin}/s/${'x'.repeat(43)}`, `${server.origin}/s/short`]) {
    const res = await visit(url);
    assert.equal(res.status, 404, url);
    const body = await res.json();
    assert.equal(body.error, 'not_found');
    assert.equal(typeof body.message, 'string');
  }
  const links = (await api.get(`/collections/${collectionId}/photo_sharing_links`)).body.data;
  const byId = new Map(links.map((l: any) => [l.id, l]));
  assert.equal((byId.get(expired.id) as any).uses, 0);
  assert.equal((byId.get(revoked.id) as any).uses, 1);
  assert.match((byId.get(revoked.id) as any).revoked_at, /Z$/);

  assert.equal((await api.delete(`/collections/${collectionId}/photo_sharing_links/123456789012`)).status, 404);
  assert.equal((await api.delete(`/collections/${collectionId}/photo_sharing_links/12`)).body.error, 'invalid_id');
  assert.equal((await api.post(`/collections/${collectionId}/photo_sharing_links`, { permissions: 'view', expires_at: '2027-01-01' })).status, 422);
});

test('a collection link shows the visible galleries and their ready photos; originals only for download links', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId, photo } = await sharedPhoto(api);
  const hidden = await api.post(`/collections/${collectionId}/galleries`, { name: 'Outtakes', private: true });
  await processed(api, await addPhoto(api, hidden.body.data.id, image));
  await api.post(`/galleries/${galleryId}/photos`, { filename: 'not-yet.jpg', file_size: 10 });

  const view = await (await visit((await link(api, collectionId, { permissions: 'view' })).url)).json();
  assert.equal(view.data.collection.id, collectionId);
  assert.deepEqual(view.data.galleries.map((g: any) => [g.id, g.name]), [[galleryId, 'Ceremony']]);
  const [shown] = view.data.galleries[0].photos;
  assert.equal(view.data.galleries[0].photos.length, 1);
  assert.deepEqual([shown.id, shown.filename, shown.urls.original], [photo.id, 'IMG_0042.jpg', null]);
  assert.equal((await fetch(shown.urls.web)).status, 200);

  const download = await (await visit((await link(api, collectionId, { permissions: 'download' })).url)).json();
  const original = await fetch(download.data.galleries[0].photos[0].urls.original);
  assert.deepEqual(Buffer.from(await original.arrayBuffer()), image);
});

test('a download link of a collection not downloadable is 403; an expired collection or a photo not ready is 404', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId, photo } = await sharedPhoto(api, { downloadable: false });
  const refused = await visit((await link(api, collectionId, { photo_id: photo.id, permissions: 'download' })).url);
  assert.equal(refused.status, 403);
  assert.equal((await refused.json()).error, 'not_downloadable');
  assert.equal((await api.get(`/collections/${collectionId}/photo_downloads`)).body.meta.total, 0);
  const collectionLink = await (await visit((await link(api, collectionId, { permissions: 'download' })).url)).json();
  assert.equal(collectionLink.data.galleries[0].photos[0].urls.original, null);

  const waiting = (await api.post(`/galleries/${galleryId}/photos`, { filename: 'later.jpg', file_size: 10 })).body.data.id;
  assert.equal((await visit((await link(api, collectionId, { photo_id: waiting, permissions: 'view' })).url)).status, 404);

  const viewLink = await link(api, collectionId, { photo_id: photo.id, permissions: 'view' });
  assert.equal((await visit(viewLink.url)).status, 200);
  await api.put(`/collections/${collectionId}`, { expiry_date: '2020-01-01' });
  assert.equal((await visit(viewLink.url)).status, 404);
});
