/**
 * Collections through the API: create, read, update, delete and list; their settings page; galleries
 * and covers; clients and their access; the visitor checks (expiry, password, downloads) and what a
 * visit records; a client's collections.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { newStudio, range, startTestServer } from '../../../../test/helpers.js';
import { addPhoto, collectionWithGallery, makeImage, processed } from '../../../../test/gallery/support.js';

const server = await startTestServer();

test('a collection is created with defaults, read back, listed newest first with offset paging', async () => {
  const { api } = await newStudio(server);
  const created = await api.post('/collections', { name: 'Lovelace wedding', description: 'June 2026', expiry_date: '2027-06-30', password: 'autumn' });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const collection = created.body.data;
  assert.match(collection.id, /^[1-9][0-9]{7}$/);
  assert.deepEqual(
    { ...collection, id: undefined, created_at: undefined, updated_at: undefined },
    {
      id: undefined, name: 'Lovelace wedding', description: 'June 2026', gallery_count: 0, client_count: 0, expiry_date: '2027-06-30',
      password_protected: true, downloadable: true, default_access_level: 'view', created_at: undefined, updated_at: undefined,
    },
  );
  assert.ok(!('password' in collection) && !JSON.stringify(collection).includes('autumn'), 'the password is never answered');
  assert.deepEqual((await api.get(`/collections/${collection.id}`)).body.data, collection);

  for (const n of range(3)) await api.post('/collections', { name: `Later ${n}` });
  const slice = await api.get('/collections?limit=2&offset=1');
  assert.equal(slice.status, 200);
  assert.deepEqual(slice.body.meta, { total: 4, limit: 2, offset: 1 });
  assert.deepEqual(slice.body.data.map((c: { name: string }) => c.name), ['Later 1', 'Later 0']);
  const past = await api.get('/collections?offset=10');
  assert.deepEqual([past.body.data, past.body.meta.total], [[], 4]);
});

test('the stored password is a scrypt hash, not the password', async () => {
  const { api, studio } = await newStudio(server);
  const { body } = await api.post('/collections', { name: 'Hashed', password: 'autumn-2026' });
  const { rows } = await server.database.db.execute<{ password_hash: string }>(
    sql`SELECT password_hash FROM collections WHERE studio_id = ${studio.id} AND id = ${body.data.id}`,
  );
  assert.match(rows[0]!.password_hash, /^scrypt\$/);
  assert.ok(!rows[0]!.password_hash.includes('autumn-2026'));
});

test('PUT changes only the fields given; a null password removes it; the settings page shows the rest', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api, { password: 'secret' });
  const changed = await api.put(`/collections/${collectionId}`, {
    description: 'Edited',
    password: null,
    downloadable: false,
    download_sizes: ['web'],
    watermark: { enabled: true, text: '© Studio' },
    expiry_reminders: [{ days_before: 7, enabled: true }],
    message_languages: ['en', 'fr-CA'],
    default_access_level: 'download',
  });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.equal(changed.body.data.name, 'Lovelace wedding', 'the name was not given and stays');
  assert.equal(changed.body.data.description, 'Edited');
  assert.equal(changed.body.data.password_protected, false);
  assert.equal(changed.body.data.downloadable, false);
  assert.equal(changed.body.data.gallery_count, 1);

  await addPhoto(api, galleryId, await makeImage({ width: 40, height: 30 }), 'a.jpg', { tags: ['rings', 'ceremony'] });
  await addPhoto(api, galleryId, await makeImage({ width: 40, height: 30 }), 'b.jpg', { tags: ['rings', 'party'] });
  const edit = await api.get(`/collections/${collectionId}/edit`);
  assert.equal(edit.status, 200);
  assert.deepEqual(edit.body.data.settings, { downloadable: false, download_sizes: ['web'], download_pin_required: false, watermark_enabled: true });
  assert.deepEqual(edit.body.data.distinct_tags, ['ceremony', 'party', 'rings']);
  assert.deepEqual(edit.body.data.expiry_reminders, [{ days_before: 7, enabled: true }]);
  assert.deepEqual(edit.body.data.message_languages, ['en', 'fr-CA']);
  assert.deepEqual(edit.body.data.watermark, { enabled: true, text: '© Studio', position: 'center', opacity: 50 });
  assert.equal(edit.body.data.collection.default_access_level, 'download');

  const unknown = await api.put(`/collections/${collectionId}`, { nmae: 'typo' });
  assert.equal(unknown.status, 422);
  assert.ok(unknown.body.details.nmae);
});

test('deleting a collection takes its galleries and photos with it', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const photoId = await addPhoto(api, galleryId, await makeImage({ width: 40, height: 30 }));
  const deleted = await api.delete(`/collections/${collectionId}`);
  assert.deepEqual([deleted.status, deleted.body], [200, { message: 'Collection deleted.' }]);
  assert.equal((await api.get(`/collections/${collectionId}`)).status, 404);
  assert.equal((await api.get(`/galleries/${galleryId}`)).status, 404);
  assert.equal((await api.get(`/photos/${photoId}`)).status, 404);
  assert.equal((await api.delete(`/collections/${collectionId}`)).status, 404);
});

test('galleries: counts, the first photo as cover until one is chosen, private ones hidden from visitors', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const first = await addPhoto(api, galleryId, await makeImage({ width: 60, height: 40 }), 'first.jpg');
  const second = await addPhoto(api, galleryId, await makeImage({ width: 60, height: 40 }), 'second.jpg');
  await processed(api, first);
  const video = await api.post(`/galleries/${galleryId}/photos`, { filename: 'film.mp4', file_size: 1000 });
  assert.equal(video.body.data.kind, 'video');
  const hidden = await api.post(`/collections/${collectionId}/galleries`, { name: 'Outtakes', private: true, download: false });
  assert.deepEqual([hidden.body.data.private, hidden.body.data.download, hidden.body.data.cover_photo], [true, false, null]);

  const gallery = (await api.get(`/galleries/${galleryId}`)).body.data;
  assert.deepEqual([gallery.photo_count, gallery.video_count], [2, 1]);
  assert.equal(gallery.cover_photo.id, first);
  assert.match(gallery.cover_photo.urls.thumbnail, /\/media\//);

  const covered = await api.put(`/galleries/${galleryId}`, { cover_photo_id: second, name: 'Ceremony & vows' });
  assert.equal(covered.status, 200);
  assert.deepEqual([covered.body.data.cover_photo.id, covered.body.data.name], [second, 'Ceremony & vows']);
  await api.delete(`/photos/${second}`);
  assert.equal((await api.get(`/galleries/${galleryId}`)).body.data.cover_photo.id, first, 'a deleted cover gives way to the first photo');
  const videoCover = await api.put(`/galleries/${galleryId}`, { cover_photo_id: video.body.data.id });
  assert.equal(videoCover.status, 422);
  assert.ok(videoCover.body.details.cover_photo_id);

  const listed = (await api.get(`/collections/${collectionId}/galleries`)).body.data;
  assert.deepEqual(listed.map((g: { name: string }) => g.name), ['Ceremony & vows', 'Outtakes']);
  const expanded = (await api.get(`/collections/${collectionId}?expand=video_cover`)).body.data;
  assert.equal(expanded.video_cover.id, video.body.data.id);
  assert.equal(expanded.gallery_count, 2);
  assert.ok(!('video_cover' in (await api.get(`/collections/${collectionId}`)).body.data));

  const shown = (await api.get(`/collections/${collectionId}/before_show`)).body.data;
  assert.deepEqual(shown.galleries.map((g: { name: string }) => g.name), ['Ceremony & vows']);
});

test('photos list in album order, by kind, with offset paging', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  for (const name of ['a.jpg', 'b.png', 'c.mov', 'd.webp']) await api.post(`/galleries/${galleryId}/photos`, { filename: name, file_size: 10 });
  const all = await api.get(`/galleries/${galleryId}/photos`);
  assert.deepEqual(all.body.data.map((p: { filename: string }) => p.filename), ['a.jpg', 'b.png', 'c.mov', 'd.webp']);
  assert.deepEqual(all.body.meta, { total: 4, limit: 25, offset: 0 });
  const photos = await api.get(`/galleries/${galleryId}/photos?kind=photo&limit=2&offset=1`);
  assert.deepEqual(photos.body.data.map((p: { filename: string }) => p.filename), ['b.png', 'd.webp']);
  assert.equal(photos.body.meta.total, 3);
  const wrongType = await api.post(`/galleries/${galleryId}/photos`, { filename: 'notes.pdf', file_size: 10 });
  assert.equal(wrongType.status, 422);
  assert.ok(wrongType.body.details.filename);
  const wrongKind = await api.post(`/galleries/${galleryId}/photos`, { filename: 'a.jpg', file_size: 10, kind: 'video' });
  assert.deepEqual([wrongKind.status, Object.keys(wrongKind.body.details)], [422, ['kind']]);
  const tooLarge = await api.post(`/galleries/${galleryId}/photos`, { filename: 'a.jpg', file_size: 50 * 1024 * 1024 + 1 });
  assert.deepEqual([tooLarge.status, Object.keys(tooLarge.body.details)], [422, ['file_size']]);
});

test('stars: PUT stars, again changes nothing, DELETE takes it away', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const photo = (await api.post(`/galleries/${galleryId}/photos`, { filename: 'a.jpg', file_size: 10 })).body.data;
  const starred = await api.put(`/photos/${photo.id}/star`);
  assert.deepEqual([starred.status, starred.body.data.starred], [200, true]);
  assert.equal((await api.put(`/photos/${photo.id}/star`)).body.data.starred, true);
  const unstarred = await api.delete(`/photos/${photo.id}/star`);
  assert.deepEqual([unstarred.status, unstarred.body.message], [200, 'Photo unstarred.']);
  assert.equal((await api.get(`/photos/${photo.id}`)).body.data.starred, false);
});

test('collection clients: default access level, one per email ignoring case, linked to the studio client of that email', async () => {
  const { api } = await newStudio(server);
  const { collectionId } = await collectionWithGallery(api, { default_access_level: 'download' });
  const client = (await api.post('/clients', { first_name: 'Ada', email: 'Ada@Example.com' })).body.data;
  const added = await api.post(`/collections/${collectionId}/clients`, { email: 'ADA@example.com', name: 'Ada' });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  assert.deepEqual(
    { ...added.body.data, id: undefined, created_at: undefined },
    { id: undefined, email: 'ada@example.com', name: 'Ada', access_level: 'download', last_accessed: null, favorites_count: 0, client_id: client.id, created_at: undefined, link_url: null },
  );
  const again = await api.post(`/collections/${collectionId}/clients`, { email: 'ada@EXAMPLE.com' });
  assert.deepEqual([again.status, again.body.error], [409, 'collection_client_exists']);
  await api.post(`/collections/${collectionId}/clients`, { email: 'grace@example.com', access_level: 'full' });
  const listed = (await api.get(`/collections/${collectionId}/clients`)).body.data;
  assert.deepEqual(
    listed.map((c: { email: string; access_level: string; client_id: string | null }) => [c.email, c.access_level, c.client_id]),
    [['ada@example.com', 'download', client.id], ['grace@example.com', 'full', null]],
  );
  assert.equal((await api.get(`/collections/${collectionId}`)).body.data.client_count, 2);

  const theirs = await api.get(`/clients/${client.id}/cgCollections?page_size=10`);
  assert.equal(theirs.status, 200);
  assert.equal(theirs.body.meta.total, 1);
  assert.equal(theirs.body.data[0].collection.id, collectionId);
  assert.equal(theirs.body.data[0].access_level, 'download');
  assert.equal(theirs.body.data[0].galleries.length, 1);
  const withSlash = await api.get(`/clients/${client.id}/cgCollections/`);
  assert.equal(withSlash.body.meta.total, 1);
  const stranger = (await api.post('/clients', { first_name: 'Nobody', email: 'nobody@example.com' })).body.data;
  assert.deepEqual((await api.get(`/clients/${stranger.id}/cgCollections`)).body.meta.total, 0);
});

test('before_show: expiry, password (required, wrong, right); a visit by email is recorded and sets last_accessed', async () => {
  const { api } = await newStudio(server, { timezone: 'Pacific/Kiritimati' });
  const { collectionId } = await collectionWithGallery(api, { password: 'open sesame' });
  await api.post(`/collections/${collectionId}/clients`, { email: 'ada@example.com' });
  const check = async (query: string) => (await api.get(`/collections/${collectionId}/before_show${query}`)).body.data;

  assert.deepEqual([(await check('')).allowed, (await check('')).reason, (await check('')).galleries], [false, 'password_required', []]);
  assert.equal((await check('?password=guess')).reason, 'wrong_password');
  const allowed = await check(`?password=${encodeURIComponent('open sesame')}&email=Ada@Example.com`);
  assert.deepEqual([allowed.allowed, allowed.reason, allowed.galleries.length], [true, undefined, 1]);
  await check('?email=ada@example.com&password=guess');
  await check('?email=someone@example.com');

  const visitors = (await api.get(`/collections/${collectionId}/visitor_emails`)).body.data;
  assert.deepEqual(visitors.map((v: { email: string; visits: number }) => [v.email, v.visits]), [['someone@example.com', 1], ['ada@example.com', 2]]);
  assert.ok(visitors[1].first_visited_at < visitors[1].last_visited_at);
  const [ada] = (await api.get(`/collections/${collectionId}/clients`)).body.data;
  assert.equal(ada.last_accessed, visitors[1].last_visited_at);

  // The last day is open in the studio's zone (UTC+14 here); the day after is not.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
  await api.put(`/collections/${collectionId}`, { password: null, expiry_date: today });
  assert.equal((await check('')).allowed, true);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await api.put(`/collections/${collectionId}`, { expiry_date: yesterday });
  assert.deepEqual([(await check('')).allowed, (await check('')).reason], [false, 'expired']);
});

test('before_download_settings: not downloadable, a view-only client, the sizes allowed, the PIN', async () => {
  const { api } = await newStudio(server);
  const { collectionId } = await collectionWithGallery(api);
  await api.post(`/collections/${collectionId}/clients`, { email: 'viewer@example.com', access_level: 'view' });
  await api.post(`/collections/${collectionId}/clients`, { email: 'buyer@example.com', access_level: 'download' });
  const check = async (query = '') => (await api.get(`/collections/${collectionId}/before_download_settings${query}`)).body.data;
  assert.deepEqual(await check(), { download_allowed: true, sizes: ['original', 'web'], pin_required: false });
  assert.deepEqual(await check('?email=viewer@example.com'), { download_allowed: false, reason: 'access_level', sizes: [], pin_required: false });
  assert.equal((await check('?email=buyer@example.com')).download_allowed, true);
  await api.put(`/collections/${collectionId}`, { download_sizes: ['web'], download_pin_required: true });
  assert.deepEqual(await check(), { download_allowed: true, sizes: ['web'], pin_required: true });
  await api.put(`/collections/${collectionId}`, { downloadable: false });
  assert.deepEqual(await check(), { download_allowed: false, reason: 'not_downloadable', sizes: [], pin_required: true });
  await api.put(`/collections/${collectionId}`, { downloadable: true, password: 'pw' });
  assert.equal((await check()).reason, 'password_required');
  assert.equal((await check('?password=pw')).download_allowed, true);
});

test("another studio's collection, gallery and photo ids answer as missing ones, and its photo links do not open", async () => {
  const a = await newStudio(server);
  const b = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(b.api);
  const photoId = await addPhoto(b.api, galleryId, await makeImage({ width: 40, height: 30 }));
  for (const path of [`/collections/${collectionId}`, `/galleries/${galleryId}`, `/photos/${photoId}`, `/collections/${collectionId}/before_show?email=x@example.com`]) {
    const res = await a.api.get(path);
    assert.deepEqual([res.status, res.body.error], [404, 'not_found'], path);
  }
  assert.deepEqual((await b.api.get(`/collections/${collectionId}/visitor_emails`)).body.data, [], "A's probe recorded no visit in B's collection");
  const photo = await processed(b.api, photoId);
  const forged = photo.urls.web.replace(b.studio.id, a.studio.id);
  assert.equal((await fetch(forged)).status, 403, 'a link altered to name another studio fails its signature');
});

test('a burst larger than the pool: 30 photos, 30 favorites, 30 visits and 30 collection reads at once all succeed and all count', async () => {
  const small = await startTestServer({ DB_POOL_SIZE: '3' });
  const { api } = await newStudio(small);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const photos = await Promise.all(range(30).map((n) => api.post(`/galleries/${galleryId}/photos`, { filename: `IMG_${n}.jpg`, file_size: 1000 })));
  assert.deepEqual([...new Set(photos.map((res) => res.status))], [201]);
  const photoId = photos[0]!.body.data.id;
  const burst = await Promise.all([
    ...range(30).map((n) => api.post(`/collections/${collectionId}/favorites`, { photo_id: photoId, email: `fan${n}@example.com` })),
    ...range(30).map((n) => api.get(`/collections/${collectionId}/before_show?email=visitor${n % 10}@example.com`)),
    ...range(30).map(() => api.get(`/collections/${collectionId}`)),
  ]);
  assert.deepEqual([...new Set(burst.map((res) => res.status))].sort(), [200, 201]);
  assert.equal((await api.get(`/galleries/${galleryId}`)).body.data.photo_count, 30);
  assert.equal((await api.get(`/collections/${collectionId}/favorites?limit=1`)).body.meta.total, 30);
  const visitors = (await api.get(`/collections/${collectionId}/visitor_emails`)).body.data;
  assert.deepEqual([visitors.length, visitors.reduce((sum: number, v: { visits: number }) => sum + v.visits, 0)], [10, 30]);
});
