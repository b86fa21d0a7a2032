/**
 * The gallery across studios: the derived isolation matrix (test/support/tenant.ts) with digit ids,
 * visitors recorded only in the studio whose collection they opened, a client's collections found by
 * email within its own studio, favorites counted per studio, and photo links and sharing addresses
 * that name one studio's files.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Api } from '../../helpers.js';
import { pathOf } from '../../support/route-matrix.js';
import { isolationMatrix, probeOf, tenantSuite, type Tenancy } from '../../support/tenant.js';
import { created, done, uniqueEmail } from '../records.js';
import { gallery, type GalleryRecords } from './routes.js';

const t = await tenantSuite(gallery);
const { a, b, aRecords, bRecords } = t;

// B has more than A: a password-protected collection with a private gallery, a visitor, a video, a
// starred photo, and a collection client whose email is also that of a client of A.
const bLocked = await created(b.api, '/collections', { name: 'Only for B', password: 'b-secret', expiry_date: '2031-06-30' });
await created(b.api, `/collections/${bLocked.id}/galleries`, { name: 'Private', private: true });
const bVideo = await created(b.api, `/galleries/${bRecords.gallery.id}/photos`, { filename: 'vows.mp4', file_size: 1000 });
await done(b.api.put(`/photos/${bRecords.ready.id}/star`), "starring B's photo");
const bVisitor = uniqueEmail('b-visitor');
await done(b.api.get(`/collections/${bRecords.collection.id}/before_show?email=${encodeURIComponent(bVisitor)}`), "B's visitor");
const shared = uniqueEmail('shared');
await created(b.api, `/collections/${bRecords.collection.id}/clients`, { email: shared, access_level: 'full' });
const aShared = await created(a.api, '/clients', { first_name: 'Shared', email: shared, type: 'client' });

/** A file's link answers: its status and a digest of its bytes. */
async function fetched(url: string) {
  const res = await fetch(url);
  return { status: res.status, sha256: createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex') };
}

/**
 * What the routes of the matrix do not read of B's: the locked collection, and the ready photo's
 * thumbnail behind a fresh link (the web size and the original would record a download at each look).
 */
async function bMore(t: Tenancy<GalleryRecords>) {
  const read = async (path: string) => (await done(t.b.api.get(path), path)) as unknown;
  const photo = (await done(t.b.api.get(`/photos/${t.bRecords.ready.id}`), "B's photo")) as { urls: { thumbnail: string } };
  return {
    locked: await read(`/collections/${bLocked.id}/edit`),
    lockedGalleries: await read(`/collections/${bLocked.id}/galleries`),
    lockedVisitors: await read(`/collections/${bLocked.id}/visitor_emails`),
    thumbnail: await fetched(photo.urls.thumbnail),
  };
}

isolationMatrix(t, {
  probes: (t) => [
    probeOf(t, 'GET /collections/:collection_id', 'with its video cover', { collection_id: bRecords.collection.id }, undefined, { expand: 'video_cover' }),
    probeOf(t, 'GET /collections/:collection_id/before_show', 'with a visitor email', { collection_id: bRecords.collection.id }, undefined, { email: 'prober@example.test' }),
    probeOf(t, 'GET /collections/:collection_id/before_show', "B's known visitor", { collection_id: bRecords.collection.id }, undefined, { email: bVisitor }),
    probeOf(t, 'GET /collections/:collection_id/before_show', 'protected, with its password and an email', { collection_id: bLocked.id }, undefined, { password: 'b-secret', email: 'prober@example.test' }),
    probeOf(t, 'GET /collections/:collection_id/before_download_settings', "B's full-access client", { collection_id: bRecords.collection.id }, undefined, { email: shared }),
    probeOf(t, 'PUT /collections/:collection_id', 'protected, its password removed', { collection_id: bLocked.id }, { password: null, name: 'Taken', downloadable: false }),
    probeOf(t, 'DELETE /collections/:collection_id', 'with galleries, photos, clients and visitors', { collection_id: bRecords.collection.id }),
    probeOf(t, 'POST /collections/:collection_id/clients', 'an email it has already', { collection_id: bRecords.collection.id }, { email: shared }),
    probeOf(t, 'DELETE /galleries/:gallery_id', 'with photos', { gallery_id: bRecords.gallery.id }),
    probeOf(t, 'PUT /galleries/:gallery_id', 'made private, its cover removed', { gallery_id: bRecords.gallery.id }, { private: true, cover_photo_id: null }),
    probeOf(t, 'DELETE /photos/:photo_id', 'ready, the cover', { photo_id: bRecords.ready.id }),
    probeOf(t, 'DELETE /photos/:photo_id', 'a video', { photo_id: bVideo.id }),
    // What B's photo's state would answer (409 upload_missing, already_uploaded) must not show through.
    probeOf(t, 'POST /photos/:photo_id/uploaded', 'awaiting its file', { photo_id: bRecords.awaiting.id }),
    probeOf(t, 'POST /photos/:photo_id/upload_ticket', 'uploaded', { photo_id: bRecords.ready.id }),
    probeOf(t, 'DELETE /photos/:photo_id/star', 'starred', { photo_id: bRecords.ready.id }),
    probeOf(t, 'GET /galleries/:gallery_id/photos', 'videos only', { gallery_id: bRecords.gallery.id }, undefined, { kind: 'video' }),
    // B's favorite, with B's own email: from A it is missing, and stays.
    probeOf(t, 'DELETE /collections/:collection_id/favorites/:photo_id', "B's favorite, by its email", {
      collection_id: bRecords.collection.id, photo_id: bRecords.ready.id,
    }, undefined, { email: bRecords.doomedFavorite }),
    probeOf(t, 'DELETE /collections/:collection_id/favorites/:photo_id', "B's photo, B's email, under A's collection", { photo_id: bRecords.ready.id }, undefined, { email: bRecords.doomedFavorite }),
    probeOf(t, 'POST /collections/:collection_id/photo_downloads', "B's video as a photo", { collection_id: bRecords.collection.id }, { photo_id: bRecords.video.id, size: 'web', format: 'jpeg' }),
    probeOf(t, 'POST /collections/:collection_id/photo_sharing_links', 'the whole collection', { collection_id: bRecords.collection.id }, { permissions: 'download' }),
    probeOf(t, 'GET /collections/:collection_id/downloads', 'a page further', { collection_id: bRecords.collection.id }, undefined, { limit: '1', offset: '1' }),
  ],
  view: bMore,
});

/** The ids a list shows, every one counted in meta.total. */
async function listed(api: Api, path: string): Promise<string[]> {
  const res = await api.get(path);
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
  assert.equal(res.body.meta.total, res.body.data.length, `${path}: meta.total counts the rows shown`);
  return res.body.data.map((row: { id?: string; collection?: { id: string } }) => row.id ?? row.collection!.id);
}

test("each studio's lists show and count only its own collections, galleries and photos", async () => {
  const aCollections = await listed(a.api, '/collections?limit=100');
  const bCollections = await listed(b.api, '/collections?limit=100');
  for (const record of [aRecords.collection, aRecords.edited, aRecords.doomedCollection]) assert.ok(aCollections.includes(record.id), "A's collection is listed");
  assert.deepEqual(aCollections.filter((id) => bCollections.includes(id)), [], "A's list has none of B's");
  assert.ok(bCollections.includes(bLocked.id));
  const aPhotos = await listed(a.api, `/galleries/${aRecords.gallery.id}/photos?limit=100`);
  assert.deepEqual([...aPhotos].sort(), [aRecords.awaiting.id, aRecords.ready.id, aRecords.doomedPhoto.id, aRecords.video.id].sort(), "exactly A's photos and video");
  assert.deepEqual(await listed(a.api, `/galleries/${aRecords.gallery.id}/photos?kind=video`), [aRecords.video.id], "A's video only");
  assert.deepEqual(await listed(b.api, `/galleries/${bRecords.gallery.id}/photos?kind=video`), [bRecords.video.id, bVideo.id], "B's two");
  const aCover = await done(a.api.get(`/collections/${aRecords.collection.id}?expand=video_cover`), "A's collection");
  assert.equal(aCover.video_cover.id, aRecords.video.id, "A's collection's first video is A's");
  const bCover = await done(b.api.get(`/collections/${bRecords.collection.id}?expand=video_cover`), "B's collection");
  assert.equal(bCover.video_cover.id, bRecords.video.id);
  // Counted per studio and per record: B's gallery has a video more, B's collection a client more.
  const aGallery = await done(a.api.get(`/galleries/${aRecords.gallery.id}`), "A's gallery");
  assert.deepEqual([aGallery.photo_count, aGallery.video_count, aGallery.cover_photo.id], [3, 1, aRecords.ready.id]);
  const bGallery = await done(b.api.get(`/galleries/${bRecords.gallery.id}`), "B's gallery");
  assert.deepEqual([bGallery.photo_count, bGallery.video_count], [3, 2]);
  assert.deepEqual([aCover.gallery_count, aCover.client_count], [2, 1], "A's collection: its gallery and the doomed one, and its client");
  assert.deepEqual([bCover.gallery_count, bCover.client_count], [2, 2]);
});

test("a visitor's email given with A's credential on B's collection is recorded nowhere; B's own visitors are B's", async () => {
  const prober = uniqueEmail('prober');
  const query = `email=${encodeURIComponent(prober)}`;
  for (const check of ['before_show', 'before_download_settings']) {
    for (const id of [bRecords.collection.id, bLocked.id]) {
      const res = await a.api.get(`/collections/${id}/${check}?${query}&password=b-secret`);
      assert.deepEqual([res.status, res.body.error], [404, 'not_found'], `${check} on B's collection ${id}`);
    }
  }
  const emailsOf = async (api: Api, id: string) => (await done(api.get(`/collections/${id}/visitor_emails`), 'visitor emails')).map((v: { email: string }) => v.email);
  assert.deepEqual(await emailsOf(b.api, bRecords.collection.id), [bVisitor], "B's collection has its own visitor only");
  assert.deepEqual(await emailsOf(b.api, bLocked.id), []);
  assert.deepEqual(await emailsOf(a.api, aRecords.collection.id), [], "nor in A's own collection");
  // The same email opening B's collection as B is recorded: the check above is not vacuous.
  await done(b.api.get(`/collections/${bRecords.collection.id}/before_show?${query}`), 'B checking its visitor');
  assert.deepEqual((await emailsOf(b.api, bRecords.collection.id)).sort(), [bVisitor, prober].sort());
});

test("favorites count in their own studio's collection clients only", async () => {
  const entryOf = async (api: Api, id: string, email: string) =>
    (await done(api.get(`/collections/${id}/clients`), 'collection clients')).find((e: { email: string }) => e.email === email);
  const aClient = aRecords.client.email;
  const bClient = bRecords.client.email;
  // B's collection has favorites (the doomed one, and one of B's client): none is A's.
  await created(b.api, `/collections/${bRecords.collection.id}/favorites`, { photo_id: bRecords.ready.id, email: bClient });
  assert.equal((await entryOf(a.api, aRecords.collection.id, aClient)).favorites_count, 0, "B's favorites are not counted for A's client");
  await created(a.api, `/collections/${aRecords.collection.id}/favorites`, { photo_id: aRecords.video.id, email: aClient });
  await created(a.api, `/collections/${aRecords.collection.id}/favorites`, { photo_id: aRecords.ready.id, email: aClient });
  assert.equal((await entryOf(a.api, aRecords.collection.id, aClient)).favorites_count, 2);
  assert.equal((await entryOf(b.api, bRecords.collection.id, bClient)).favorites_count, 1, "A's favorites are not counted for B's client");
  const aList = await done(a.api.get(`/collections/${aRecords.collection.id}/favorites`), "A's favorites");
  assert.deepEqual(aList.map((f: { email: string }) => f.email).sort(), [aClient, aClient, aRecords.doomedFavorite].sort());
});

test("A's client with the email B gave access to lists none of B's collections, and B's entry links no client of A's", async () => {
  const path = `/clients/${aShared.id}/cgCollections`;
  assert.deepEqual(await listed(a.api, path), [], "B's collection is not A's client's");
  await created(a.api, `/collections/${aRecords.collection.id}/clients`, { email: shared, access_level: 'view' });
  assert.deepEqual(await listed(a.api, path), [aRecords.collection.id], "A's own collection, once A gave the email access");
  const cg = await a.api.get(path);
  const galleryIds = cg.body.data[0].galleries.map((g: { id: string }) => g.id);
  assert.ok(galleryIds.includes(aRecords.gallery.id) && !galleryIds.includes(bRecords.gallery.id), "with A's galleries only");
  const entries = await done(b.api.get(`/collections/${bRecords.collection.id}/clients`), "B's collection clients");
  const entry = entries.find((e: { email: string }) => e.email === shared);
  assert.equal(entry.client_id, null, 'B has no client with this email: A\'s client is not linked');
  assert.equal(entry.access_level, 'full', "A's entry for the email leaves B's as it was");
});

/** Every link to a photo's file (without its expiry and signature) and every sharing address an answer holds. */
const linksIn = (body: unknown): string[] =>
  [...JSON.stringify(body).matchAll(/https?:\/\/[^"?]+\/(?:media|s)\/[^"?]+/g)].map((match) => match[0]);

test("B's photo links and sharing addresses are never in A's answers, and a link of A's aimed at B's photo or studio is refused", async () => {
  const bLinks = new Set<string>();
  for (const target of t.bTargets.filter((x) => x.shape.method === 'GET')) {
    for (const link of linksIn((await b.api.get(pathOf(target))).body)) bLinks.add(link);
  }
  assert.ok(bLinks.size >= 4, "B's reads link B's ready photo (thumbnail, web, original) and share it");
  const aLinks: string[] = [];
  for (const target of t.aTargets.filter((x) => x.shape.method === 'GET')) {
    const res = await a.api.get(pathOf(target));
    const links = linksIn(res.body);
    assert.deepEqual(links.filter((link) => bLinks.has(link)), [], `${target.name} answers A with B's links`);
    aLinks.push(...links);
  }
  assert.ok(aLinks.length > 0, "A's reads link A's files");
  assert.deepEqual(aLinks.filter((link) => link.includes('/media/') && !link.includes(`/media/${a.studio.id}/`)), [], "A's file links name A's studio only");

  const aPhoto = await done(a.api.get(`/photos/${aRecords.ready.id}`), "A's photo");
  const bPhoto = await done(b.api.get(`/photos/${bRecords.ready.id}`), "B's photo");
  const aimed = [
    aPhoto.urls.original.replace(`/${aRecords.ready.id}/`, `/${bRecords.ready.id}/`),
    aPhoto.urls.web.replace(`/media/${a.studio.id}/`, `/media/${b.studio.id}/`),
    aPhoto.urls.thumbnail.replace(`/media/${a.studio.id}/${aRecords.ready.id}/`, `/media/${b.studio.id}/${bRecords.ready.id}/`),
  ];
  for (const url of aimed) {
    const res = await fetch(url);
    assert.equal(res.status, 403, url);
    assert.equal((await res.json()).error, 'invalid_signature', url);
  }
  const own = await fetched(aPhoto.urls.original);
  const theirs = await fetched(bPhoto.urls.original);
  assert.deepEqual([own.status, theirs.status], [200, 200], 'each link serves its own studio\'s file');
});
