/**
 * Photos are real files: metadata, the upload ticket, the upload, processing by the job queue, and the
 * renditions served at their signed links: sizes, orientation, capture time and colour profile read
 * back from the bytes.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { newStudio, startTestServer, tempDir } from '../../../../test/helpers.js';
import { addPhoto, collectionWithGallery, makeImage, processed } from '../../../../test/gallery/support.js';
import { assertServesRanges, patternedBytes } from '../../../../test/storage/support.js';
import { MediaLinks } from './media.js';

const server = await startTestServer();

test('a landscape photo: 2048 px web and 400 px thumbnail, JPEG, its size and capture time read from the file', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const bytes = await makeImage({ width: 3000, height: 2000, takenAt: '2026:05:01 10:30:00', offset: '+02:00' });
  const photoId = await addPhoto(api, galleryId, bytes, 'IMG_0042.jpg', { tags: ['ceremony', 'rings'] });
  const photo = await processed(api, photoId);
  assert.equal(photo.state, 'ready', photo.failure);
  assert.equal(photo.collection_id, collectionId);
  assert.deepEqual([photo.width, photo.height], [3000, 2000]);
  assert.equal(photo.taken_at, '2026-05-01T08:30:00.000000Z');
  assert.deepEqual(photo.tags, ['ceremony', 'rings']);

  const web = await fetch(photo.urls.web);
  assert.equal(web.status, 200);
  assert.equal(web.headers.get('content-type'), 'image/jpeg');
  const webMeta = await sharp(Buffer.from(await web.arrayBuffer())).metadata();
  assert.deepEqual([webMeta.format, webMeta.width, webMeta.height], ['jpeg', 2048, 1365]);
  const thumbnail = await sharp(Buffer.from(await (await fetch(photo.urls.thumbnail)).arrayBuffer())).metadata();
  // Made from the web rendition: its short edge may round one pixel away from the original's ratio (266.7).
  assert.equal(thumbnail.width, 400);
  assert.ok(Math.abs(thumbnail.height! - (2000 * 400) / 3000) < 1, `thumbnail height ${thumbnail.height}`);
  const original = await fetch(photo.urls.original);
  assert.deepEqual(Buffer.from(await original.arrayBuffer()), bytes);
  assert.match(original.headers.get('content-disposition')!, /^attachment; filename="IMG_0042.jpg"/);
});

test('EXIF orientation is applied: a portrait shot stored sideways comes out upright, with its displayed size', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  // Stored 1200 × 800 with its left half red; orientation 6 means "turn 90° clockwise to display".
  const photoId = await addPhoto(api, galleryId, await makeImage({ width: 1200, height: 800, orientation: 6 }));
  const photo = await processed(api, photoId);
  assert.equal(photo.state, 'ready', photo.failure);
  assert.deepEqual([photo.width, photo.height], [800, 1200]);
  const web = await sharp(Buffer.from(await (await fetch(photo.urls.web)).arrayBuffer()));
  const { width, height, orientation } = await web.metadata();
  // Smaller than the web size: not enlarged, only turned; no orientation tag is left to turn it twice.
  assert.deepEqual([width, height, orientation], [800, 1200, undefined]);
  // Turned clockwise, the stored left half (red) is now the top.
  const { data } = await web.clone().extract({ left: 400, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  assert.ok(data[0]! > 150 && data[2]! < 100, `top is red, got rgb(${[...data].join(',')})`);
  const bottom = await web.clone().extract({ left: 400, top: 1100, width: 1, height: 1 }).raw().toBuffer();
  assert.ok(bottom[2]! > 150 && bottom[0]! < 100, `bottom is blue, got rgb(${[...bottom].join(',')})`);
});

test('the colour profile is kept in the renditions', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const bytes = await sharp(await makeImage({ width: 600, height: 400 })).withIccProfile('p3').jpeg().toBuffer();
  const photo = await processed(api, await addPhoto(api, galleryId, bytes));
  const given = await sharp(bytes).metadata();
  for (const size of ['web', 'thumbnail'] as const) {
    const rendition = await sharp(Buffer.from(await (await fetch(photo.urls[size])).arrayBuffer())).metadata();
    assert.ok(rendition.icc, `the ${size} rendition carries an ICC profile`);
    assert.deepEqual(rendition.icc, given.icc, `the ${size} rendition carries the original's profile`);
  }
});

test('a file that is not an image fails, saying why, without retrying it three times', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const photo = await processed(api, await addPhoto(api, galleryId, Buffer.from('not a picture at all')));
  assert.equal(photo.state, 'failed');
  assert.match(photo.failure, /not an image/);
  assert.deepEqual(photo.urls.thumbnail, null);
  assert.notEqual(photo.urls.original, null);
});

test('before upload: no urls, and reporting the upload before it happened is 409 upload_missing', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const created = await api.post(`/galleries/${galleryId}/photos`, { filename: 'a.png', file_size: 1000 });
  assert.equal(created.status, 201);
  assert.match(created.body.data.id, /^[1-9][0-9]{9}$/);
  assert.deepEqual(created.body.data.urls, { thumbnail: null, web: null, original: null });
  assert.equal(created.body.data.content_type, 'image/png');
  assert.equal(created.body.data.state, 'awaiting_upload');
  assert.equal(created.body.upload.fields['Content-Type'], 'image/png');
  const early = await api.post(`/photos/${created.body.data.id}/uploaded`);
  assert.equal(early.status, 409);
  assert.equal(early.body.error, 'upload_missing');
});

test('fetching the web size or the original records a download; the thumbnail does not; a link expires and cannot be altered', async () => {
  const { api, studio } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const photo = await processed(api, await addPhoto(api, galleryId, await makeImage({ width: 500, height: 300, format: 'png' }), 'shot.png'));
  for (const size of ['thumbnail', 'web', 'original', 'original'] as const) assert.equal((await fetch(photo.urls[size])).status, 200, size);
  const { rows } = await server.database.db.execute<{ size: string; format: string; email: string | null }>(
    sql`SELECT size, format, email FROM photo_downloads WHERE studio_id = ${studio.id} AND photo_id = ${photo.id} ORDER BY created_at, size`,
  );
  assert.deepEqual(rows.map((row) => ({ ...row })), [
    { size: 'web', format: 'jpeg', email: null },
    { size: 'original', format: 'png', email: null },
    { size: 'original', format: 'png', email: null },
  ]);
  const web = await fetch(photo.urls.web);
  assert.match(web.headers.get('content-disposition')!, /^inline; filename="shot.jpg"/);

  const anHourAgo = new MediaLinks(server.config.secrets.signingKey, 60, () => new Date(Date.now() - 3_600_000));
  const expired = await fetch(anHourAgo.url(server.origin, studio.id, photo.id, 'web'));
  assert.deepEqual([expired.status, (await expired.json()).error], [403, 'link_expired']);
  const altered = await fetch(photo.urls.thumbnail.replace('/thumbnail?', '/original?'));
  assert.deepEqual([altered.status, (await altered.json()).error], [403, 'invalid_signature']);
  await api.delete(`/photos/${photo.id}`);
  const gone = await fetch(photo.urls.web);
  assert.deepEqual([gone.status, (await gone.json()).error], [404, 'not_found']);
});

async function downloadsRecorded(studioId: string, photoId: string): Promise<number> {
  const { rows } = await server.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM photo_downloads WHERE studio_id = ${studioId} AND photo_id = ${photoId}`,
  );
  return rows[0].n;
}

test('photo links answer HEAD and single byte ranges, so that a video plays in Safari', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const bytes = patternedBytes(300_000, 3);
  const video = await processed(api, await addPhoto(api, galleryId, Buffer.from(bytes), 'clip.mp4'));
  assert.equal(video.state, 'ready', video.failure);
  await assertServesRanges(video.urls.original, bytes);
  const outside = await fetch(video.urls.original, { headers: { range: 'bytes=300000-' } });
  assert.equal(((await outside.json()) as { error: string }).error, 'range_not_satisfiable');

  const photo = await processed(api, await addPhoto(api, galleryId, await makeImage({ width: 600, height: 400 }), 'shot.jpg'));
  await assertServesRanges(photo.urls.web, new Uint8Array(await (await fetch(photo.urls.web)).arrayBuffer()));
  const thumbnail = await fetch(photo.urls.thumbnail, { method: 'HEAD' });
  assert.deepEqual([thumbnail.status, thumbnail.headers.get('content-type'), thumbnail.headers.get('content-disposition')], [200, 'image/jpeg', null]);
  const altered = await fetch(photo.urls.web.replace('/web?', '/original?'), { method: 'HEAD' });
  assert.equal(altered.status, 403, 'HEAD checks the signature as GET does');
  await api.delete(`/photos/${photo.id}`);
  assert.equal((await fetch(photo.urls.web, { method: 'HEAD' })).status, 404, 'a deleted photo');
});

test('a download is counted once it starts: not for HEAD, a player\'s probe of the first bytes, or a later range', async () => {
  const { api, studio } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const video = await processed(api, await addPhoto(api, galleryId, Buffer.from(patternedBytes(100_000, 5)), 'clip.mp4'));
  const link = video.urls.original;
  const fetched = async (init: RequestInit) => (await fetch(link, init)).arrayBuffer();
  await fetched({ method: 'HEAD' });
  await fetched({ headers: { range: 'bytes=0-1' } });
  assert.equal(await downloadsRecorded(studio.id, video.id), 0, 'HEAD and the probe record nothing');
  await fetched({ headers: { range: 'bytes=0-' } });
  assert.equal(await downloadsRecorded(studio.id, video.id), 1, 'the player fetching from the first byte: one download');
  for (const range of ['bytes=40000-', 'bytes=70000-79999', 'bytes=-100']) await fetched({ headers: { range } });
  assert.equal(await downloadsRecorded(studio.id, video.id), 1, 'seeking records nothing more');
  await fetched({});
  assert.equal(await downloadsRecorded(studio.id, video.id), 2, 'a whole GET is a download');
});

test('in S3 mode the same flow holds: the upload goes to the bucket, the renditions are written there and served, ranges too', async () => {
  const bucket = 'studio-gallery';
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir(), configureBuckets: [{ name: bucket }] });
  const { port } = await s3rver.run();
  after(() => s3rver.close());
  const s3Server = await startTestServer({
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  const { api } = await newStudio(s3Server);
  const { galleryId } = await collectionWithGallery(api);
  const bytes = await makeImage({ width: 2600, height: 1300 });
  const photoId = await addPhoto(api, galleryId, bytes, 'wide.jpg');
  const photo = await processed(api, photoId);
  assert.equal(photo.state, 'ready', photo.failure);
  assert.ok(photo.urls.web.startsWith(s3Server.origin), 'file links are the service\'s own, in S3 mode too');
  const web = await sharp(Buffer.from(await (await fetch(photo.urls.web)).arrayBuffer())).metadata();
  assert.deepEqual([web.width, web.height], [2048, 1024]);
  assert.deepEqual(Buffer.from(await (await fetch(photo.urls.original)).arrayBuffer()), bytes);
  // The range goes to the bucket as it was asked, and the bucket answers the part.
  await assertServesRanges(photo.urls.original, new Uint8Array(bytes), { s3rver: true });
  const outside = await fetch(photo.urls.original, { headers: { range: `bytes=${bytes.length}-` } });
  assert.equal(((await outside.json()) as { error: string }).error, 'range_not_satisfiable');
});
