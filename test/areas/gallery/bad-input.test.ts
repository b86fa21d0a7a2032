/**
 * The gallery under hostile input: the derived matrix (test/support/bad-input.ts) with its digit ids,
 * and the rules of API.md §8 it cannot derive: offset paging, the visitor checks' query, covers,
 * filenames and sizes, one entry per email, tracking records naming the right kind of item.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Case } from '../../support/answers.js';
import { badInputMatrix, badInputSuite, refusing } from '../../support/bad-input.js';
import { parameterCases } from '../../support/bad-input-queries.js';
import { accepted, pathOf, request, type Target } from '../../support/route-matrix.js';
import { unicodeStoredAsSent } from '../../support/stored-as-sent.js';
import { created, uniqueEmail } from '../records.js';
import { gallery, galleryUpdate } from './routes.js';

const suite = await badInputSuite(gallery);
badInputMatrix(suite);
const { records, owner } = suite;
/** The lists paged by `limit` and `offset` (API.md §8) rather than `page`. */
const offsetPaged = suite.targets.filter((target) => target.shape.query.some((field) => field.name === 'limit'));
const beforeShow = suite.target('GET /collections/:collection_id/before_show');
const beforeDownload = suite.target('GET /collections/:collection_id/before_download_settings');
const updateGallery = suite.target('PUT /galleries/:gallery_id');
const addPhoto = suite.target('POST /galleries/:gallery_id/photos');
const addClient = suite.target('POST /collections/:collection_id/clients');

/** The request with `body` instead of the route's valid one. */
const withBody = (target: Target, label: string, body: object, expect: Case['expect']): Case =>
  request(target, label, { body: JSON.stringify(body), expect });
/** The request on another record than the entry's (a path parameter replaced). */
const on = (target: Target, params: Record<string, string>, label: string, expect: Case['expect']): Case =>
  request(target, label, { path: pathOf(target, params), expect });

test('limit and offset out of range or not plain decimals are 400 naming them on every offset-paged list; the edges of the range are 200', async () => {
  assert.ok(offsetPaged.length >= 8, `${offsetPaged.length} offset-paged lists`);
  const limits = ['0', '101', '-1', 'abc', '2.5', '', '1e2', '%2025', '0x10', '25&limit=50', '%00', '99999999999999999999'];
  const offsets = ['-1', '1.5', 'abc', '', '10000001', '99999999999999999999', '1e3', '0&offset=1', '%00'];
  await suite.expectAll(offsetPaged.flatMap((target) => [
    ...parameterCases(target, 'limit', ['1', '100', '25'], limits),
    ...parameterCases(target, 'offset', ['0', '10000000', '1'], offsets),
  ]));
});

test("a visitor's email that is not one, or holds a control character, or a password over 128 characters, is 400 naming the parameter; none is recorded", async () => {
  const emails = [
    'not-an-email', '', 'ada%40', '%00', 'ada%00%40example.test', 'ada%40example.test%00', 'ada%07%40example.test', 'ada%1B%5B31m%40example.test',
    `${'a'.repeat(250)}%40example.test`, 'ada%40example.test&email=bob%40example.test',
  ];
  await suite.expectAll([beforeShow, beforeDownload].flatMap((target) => [
    ...parameterCases(target, 'email', ['ada%40example.test', 'Ada.Lovelace%2Bgallery%40Example.TEST'], emails),
    ...parameterCases(target, 'password', ['autumn-2026', ''], ['x'.repeat(129), 'a&password=b']),
  ]));
  const visitors = await owner.api.get(`/collections/${records.collection.id}/visitor_emails`);
  assert.deepEqual(visitors.body.data.map((v: { email: string }) => v.email).sort(), ['ada.lovelace+gallery@example.test', 'ada@example.test']);
});

test('a password holding NUL, 128 characters or an emoji is only ever a wrong password of a protected collection, never a 500', async () => {
  const locked = await created(owner.api, '/collections', { name: 'Locked', password: 'autumn-2026' });
  // Not `autumn-2026%00`: scrypt's HMAC pads a short key with zeros, so trailing NULs are the password itself.
  const cases = ['%00', '%00autumn-2026', 'autumn%00-2026', 'x'.repeat(128), '%F0%9F%93%B8'].flatMap((password) => [beforeShow, beforeDownload].map((target) =>
    request(target, `password ${password.slice(0, 20)}`, { path: pathOf(target, { collection_id: locked.id }, `password=${password}`), expect: { status: 200 } })));
  for (const c of cases) {
    const res = await suite.expectOne(c);
    const { allowed, download_allowed: downloadAllowed, reason } = res.json.data;
    assert.deepEqual([allowed ?? downloadAllowed, reason], [false, 'wrong_password'], c.label);
  }
  const right = await owner.api.get(`/collections/${locked.id}/before_show?password=autumn-2026`);
  assert.deepEqual([right.status, right.body.data.allowed], [200, true], 'the right password opens it');
});

test('a cover that is not a photo of this gallery is 422 naming cover_photo_id: malformed, unknown, a video, another gallery\'s photo', async () => {
  const { id } = records.ready;
  const other = await created(owner.api, `/collections/${records.collection.id}/galleries`, { name: 'Reception' });
  const elsewhere = await created(owner.api, `/galleries/${other.id}/photos`, { filename: 'IMG_0100.jpg', file_size: 1000 });
  const video = await created(owner.api, `/galleries/${records.gallery.id}/photos`, { filename: 'vows.mp4', file_size: 1000 });
  const malformed = [
    '', id.slice(1), `${id}0`, ` ${id}`, `${id} `, `+${id.slice(1)}`, `-${id.slice(1)}`, `${id.slice(0, 9)}a`, '１２３４５６７８９０', `${id}\n`,
    records.gallery.id, records.collection.id, `ph_${id}`, 'cou_aB3aB3aB3aB3aB3aB3aB3aB3aB3aB3', '0'.repeat(10), '9'.repeat(10),
  ];
  await suite.expectAll([
    ...malformed.map((value) => suite.fieldCase(updateGallery, 'cover_photo_id', JSON.stringify(value), value)),
    suite.fieldCase(updateGallery, 'cover_photo_id', 'a video of the gallery', video.id),
    suite.fieldCase(updateGallery, 'cover_photo_id', "another gallery's photo", elsewhere.id),
    suite.fieldCase(updateGallery, 'cover_photo_id', 'a photo still awaiting its file', records.awaiting.id, accepted(updateGallery)),
  ]);
  // The cover is the chosen photo again after the last valid request.
  const res = await owner.api.put(`/galleries/${records.gallery.id}`, galleryUpdate(records));
  assert.equal(res.body.data.cover_photo.id, id);
});

test('a filename with a path, a control character, or no accepted extension, and a kind other than the file\'s, are 422 naming the field', async () => {
  const filenames = [
    'shots/IMG_0042.jpg', '..\\IMG_0042.jpg', 'IMG\u0007.jpg', 'IMG\u001b[31m.jpg', 'IMG_0042.gif', 'IMG_0042', '.jpg', 'IMG_0042.jpg.exe',
    'IMG_0042.', 'IMG_0042.jpg ', 'IMG_0042.mp4\n',
  ];
  const base = addPhoto.body!();
  await suite.expectAll([
    ...filenames.map((filename) => suite.fieldCase(addPhoto, 'filename', JSON.stringify(filename), filename)),
    ...['IMG_0042.JPG', 'scan.TIFF', 'IMG 0042 (1).jpeg', 'Zoë 写真.heic'].map((filename) => suite.fieldCase(addPhoto, 'filename', filename, filename, accepted(addPhoto))),
    withBody(addPhoto, 'a video named as a photo', { ...base, kind: 'video' }, refusing('kind')),
    withBody(addPhoto, 'a photo named as a video', { filename: 'vows.mov', file_size: 1000, kind: 'photo' }, refusing('kind')),
    withBody(addPhoto, 'a video', { filename: 'vows.mp4', file_size: 1000, kind: 'video' }, accepted(addPhoto)),
  ]);
});

test('file_size above PHOTO_MAX_BYTES, or below 1 byte, is 422 naming file_size; the maximum itself is accepted', async () => {
  const max = suite.server.config.gallery.photoMaxBytes;
  await suite.expectAll([
    ...[max + 1, 0, -1, 5 * 1024 ** 4].map((size) => suite.fieldCase(addPhoto, 'file_size', String(size), size)),
    suite.fieldCase(addPhoto, 'file_size', 'the maximum', max, accepted(addPhoto)),
    ...[0, 100_001].flatMap((size) => ['width', 'height'].map((field) => suite.fieldCase(addPhoto, field, String(size), size))),
  ]);
});

test('tags and message languages are checked item by item, naming the item', async () => {
  const updateCollection = suite.target('PUT /collections/:collection_id');
  await suite.expectAll([
    ...['', 'x'.repeat(65), 'a\u0000b'].map((tag) => withBody(addPhoto, `tag ${JSON.stringify(tag.slice(0, 10))}`, { ...addPhoto.body!(), tags: ['ok', tag] }, refusing('tags.1'))),
    withBody(addPhoto, '51 tags', { ...addPhoto.body!(), tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, refusing('tags')),
    withBody(addPhoto, 'a tag that is a number', { ...addPhoto.body!(), tags: [1] }, refusing('tags.0')),
    ...['EN', 'en_GB', 'english', 'en-gb', ''].map((language) =>
      withBody(updateCollection, `language ${JSON.stringify(language)}`, { message_languages: [language] }, refusing('message_languages.0'))),
    withBody(updateCollection, 'a language twice', { message_languages: ['en', 'en'] }, refusing('message_languages')),
    withBody(updateCollection, 'no download size', { download_sizes: [] }, refusing('download_sizes')),
    withBody(updateCollection, 'a download size twice', { download_sizes: ['web', 'web'] }, refusing('download_sizes')),
    withBody(updateCollection, 'a reminder 0 days before', { expiry_reminders: [{ days_before: 0, enabled: true }] }, refusing('expiry_reminders.0.days_before')),
    withBody(updateCollection, 'eleven reminders', { expiry_reminders: Array.from({ length: 11 }, (_, i) => ({ days_before: i + 1, enabled: true })) }, refusing('expiry_reminders')),
    withBody(updateCollection, 'a watermark opacity of 101', { watermark: { opacity: 101 } }, refusing('watermark.opacity')),
  ]);
});

test('an email given access twice to a collection, in any case, is 409 collection_client_exists naming email', async () => {
  const email = uniqueEmail('twice');
  await suite.expectAll([withBody(addClient, 'first', { email }, accepted(addClient))]);
  await suite.expectAll([email, email.toUpperCase()].map((again) =>
    withBody(addClient, `again as ${again}`, { email: again, access_level: 'full' }, { status: 409, error: 'collection_client_exists', field: 'email' })));
});

test('reporting an upload that did not happen is 409 upload_missing; asking a ticket for an uploaded file is 409 already_uploaded', async () => {
  await suite.expectAll([
    on(suite.target('POST /photos/:photo_id/uploaded'), { photo_id: records.awaiting.id }, 'before the upload', { status: 409, error: 'upload_missing' }),
    on(suite.target('POST /photos/:photo_id/upload_ticket'), { photo_id: records.ready.id }, 'once uploaded', { status: 409, error: 'already_uploaded' }),
  ]);
});

test('names are stored as sent, accents, CJK, emoji and RTL marks included', async () => {
  await unicodeStoredAsSent(suite, [
    [suite.target('POST /collections'), 'name', (d) => d.name],
    [suite.target('POST /collections'), 'description', (d) => d.description],
    [suite.target('POST /collections/:collection_id/galleries'), 'name', (d) => d.name],
    [updateGallery, 'description', (d) => d.description],
    [addClient, 'name', (d) => d.name],
  ]);
});

const photoDownload = suite.target('POST /collections/:collection_id/photo_downloads');
const videoDownload = suite.target('POST /collections/:collection_id/gallery_video_downloads');
const share = suite.target('POST /collections/:collection_id/photo_sharing_links');
const favorite = suite.target('POST /collections/:collection_id/favorites');
const unfavorite = suite.target('DELETE /collections/:collection_id/favorites/:photo_id');

test('a tracking record naming an item of another kind, of another collection, or no item at all is 422 naming the field', async () => {
  const { ready, video, awaiting } = records;
  const elsewhere = await created(owner.api, '/collections', { name: 'Elsewhere' });
  const otherGallery = await created(owner.api, `/collections/${elsewhere.id}/galleries`, { name: 'Elsewhere' });
  const foreignPhoto = await created(owner.api, `/galleries/${otherGallery.id}/photos`, { filename: 'IMG_0200.jpg', file_size: 1000 });
  const notItems = ['', ready.id.slice(1), `${ready.id}0`, ` ${ready.id}`, '０'.repeat(10), records.gallery.id, records.collection.id, '0'.repeat(10), foreignPhoto.id];
  await suite.expectAll([
    ...[...notItems, video.id].map((value) => suite.fieldCase(photoDownload, 'photo_id', JSON.stringify(value), value)),
    ...[...notItems, ready.id].map((value) => suite.fieldCase(videoDownload, 'video_id', JSON.stringify(value), value)),
    ...[...notItems, video.id].map((value) => suite.fieldCase(share, 'photo_id', JSON.stringify(value), value)),
    ...notItems.map((value) => suite.fieldCase(favorite, 'photo_id', JSON.stringify(value), value)),
    // A photo not uploaded yet is still a photo of the collection; a video is an item too.
    suite.fieldCase(photoDownload, 'photo_id', 'a photo awaiting its file', awaiting.id, accepted(photoDownload)),
    suite.fieldCase(favorite, 'photo_id', 'a video', video.id, accepted(favorite)),
    ...['', 'jp eg', 'jpeg!', '.jpg', 'x'.repeat(17)].map((value) => suite.fieldCase(photoDownload, 'format', JSON.stringify(value), value)),
    ...[-1, 1e15 + 1].map((value) => suite.fieldCase(videoDownload, 'bytes', String(value), value)),
  ]);
});

test('favoriting again answers 200 with the favorite it has; taking a favorite away needs its email, and a second time is 404', async () => {
  const email = uniqueEmail('twice');
  const body = { photo_id: records.ready.id, email };
  const first = await suite.expectOne(withBody(favorite, 'first', body, { status: 201 }));
  const again = await suite.expectOne(withBody(favorite, 'again, the email in capitals', { ...body, email: email.toUpperCase() }, { status: 200 }));
  assert.equal(again.json.data.id, first.json.data.id);
  const path = (query: string) => `${pathOf(unfavorite, {}, '').split('?')[0]}${query}`;
  await suite.expectAll([
    request(unfavorite, 'no email', { path: path(''), expect: { status: 400, error: 'invalid_request', field: 'email' } }),
    ...['not-an-email', '', '%00', `${encodeURIComponent(email)}%00`, email.replace('@', '%07%40')].map((value) =>
      request(unfavorite, `email=${value}`, { path: path(`?email=${value}`), expect: { status: 400, error: 'invalid_request', field: 'email' } })),
    request(unfavorite, 'an email without this favorite', { path: path(`?email=${encodeURIComponent(uniqueEmail('never'))}`), expect: { status: 404, error: 'not_found' } }),
  ]);
  await suite.expectAll([request(unfavorite, 'the favorite', { path: path(`?email=${encodeURIComponent(email.toUpperCase())}`), expect: { status: 200 } })]);
  await suite.expectAll([request(unfavorite, 'the favorite again', { path: path(`?email=${encodeURIComponent(email)}`), expect: { status: 404, error: 'not_found' } })]);
});

test('a sharing link of the whole collection is made without photo_id; revoking a link twice is 200 both times, another collection\'s link is 404', async () => {
  const whole = await suite.expectOne(withBody(share, 'no photo_id', { permissions: 'view' }, { status: 201 }));
  assert.equal(whole.json.data.photo_id, null);
  const revoke = suite.target('DELETE /collections/:collection_id/photo_sharing_links/:link_id');
  await suite.expectAll([on(revoke, { link_id: whole.json.data.id }, 'once', { status: 200 })]);
  await suite.expectAll([on(revoke, { link_id: whole.json.data.id }, 'twice', { status: 200 })]);
  await suite.expectAll([on(revoke, { collection_id: records.edited.id, link_id: records.link.id }, "another collection's link", { status: 404, error: 'not_found' })]);
});
