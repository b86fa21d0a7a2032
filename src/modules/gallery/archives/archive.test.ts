/**
 * "Download all": galleries and collections as ZIPs, read back with another library (yauzl) as a
 * client's unzip would: names, bytes, sizes, who is refused and why, what is recorded, and what
 * happens when the client leaves or a file cannot be read.
 */
import { after, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { buildApp } from '../../../app.js';
import type { ReadableObject } from '../../../platform/storage/index.js';
import { eventually, newStudio, startTestServer, type Api, type TestStudio } from '../../../../test/helpers.js';
import { addPhoto, collectionWithGallery, makeImage, processed, removeStoredFile } from '../../../../test/gallery/support.js';
import { originalKey } from '../photos/media.js';
import { photoDownloads, photos } from '../tables.js';

const server = await startTestServer();

interface Download {
  status: number;
  headers: Headers;
  body: Buffer;
}

async function download(api: Api, path: string, init: RequestInit = {}): Promise<Download> {
  const res = await fetch(api.base + path, { ...init, headers: api.headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** Every entry of a ZIP with its bytes, checked against the CRC-32 the archive gives for it. */
async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, strictFileNames: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) {
    assert.equal(entry.compressionMethod, 0, `${entry.fileName} is stored, not deflated`);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    assert.equal(crc32(data), entry.crc32, `${entry.fileName}: CRC-32`);
    assert.ok(!entries.has(entry.fileName), `${entry.fileName} is in the archive once`);
    entries.set(entry.fileName, data);
  }
  return entries;
}

/** A photo uploaded and processed: its id and bytes. */
async function readyPhoto(api: Api, galleryId: string, filename: string, bytes: Buffer) {
  const photo = await processed(api, await addPhoto(api, galleryId, bytes, filename));
  assert.equal(photo.state, 'ready', photo.failure);
  return { id: photo.id as string, bytes };
}

const image = (width: number, height = 600) => makeImage({ width, height });

async function downloadsOf(owner: TestStudio) {
  return server.database.db.select().from(photoDownloads).where(eq(photoDownloads.studioId, owner.studio.id));
}

async function refusal(api: Api, path: string, status: number, code: string) {
  const res = await api.get(path);
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.error, code);
  assert.equal(typeof res.body.message, 'string');
  assert.match(res.headers.get('content-type')!, /^application\/json/);
  assert.equal(res.headers.get('content-disposition'), null);
  return res.body;
}

test('a gallery as a ZIP: its ready files as uploaded, under <gallery>/<filename>, duplicates numbered, each download recorded', async () => {
  const owner = await newStudio(server);
  const { api } = owner;
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const first = await readyPhoto(api, galleryId, 'IMG_0001.jpg', await image(800));
  const second = await readyPhoto(api, galleryId, 'IMG_0002.jpg', await image(900));
  const twin = await readyPhoto(api, galleryId, 'IMG_0001.jpg', await image(1000));
  const video = await readyPhoto(api, galleryId, 'Toast.mp4', randomBytes(50_000));
  // Added, never uploaded: not in the archive.
  assert.equal((await api.post(`/galleries/${galleryId}/photos`, { filename: 'later.jpg', file_size: 1000 })).status, 201);

  const zip = await download(api, `/galleries/${galleryId}/download.zip?email=Ada@Example.com`);
  assert.equal(zip.status, 200, zip.body.toString());
  assert.equal(zip.headers.get('content-type'), 'application/zip');
  assert.match(zip.headers.get('content-disposition')!, /^attachment; filename="Ceremony.zip"/);
  const entries = await entriesOf(zip.body);
  assert.deepEqual([...entries.keys()], ['Ceremony/IMG_0001.jpg', 'Ceremony/IMG_0002.jpg', 'Ceremony/IMG_0001 (2).jpg', 'Ceremony/Toast.mp4']);
  assert.deepEqual(entries.get('Ceremony/IMG_0001.jpg'), first.bytes);
  assert.deepEqual(entries.get('Ceremony/IMG_0002.jpg'), second.bytes);
  assert.deepEqual(entries.get('Ceremony/IMG_0001 (2).jpg'), twin.bytes);
  assert.deepEqual(entries.get('Ceremony/Toast.mp4'), video.bytes);

  const recorded = await downloadsOf(owner);
  assert.deepEqual(
    recorded.map((row) => [row.photoId, row.collectionId, row.size, row.format, row.email]).sort(),
    [
      [first.id, collectionId, 'original', 'jpeg', 'ada@example.com'],
      [second.id, collectionId, 'original', 'jpeg', 'ada@example.com'],
      [twin.id, collectionId, 'original', 'jpeg', 'ada@example.com'],
      [video.id, collectionId, 'original', 'mp4', 'ada@example.com'],
    ].sort(),
  );
});

test('the web size: each photo as a JPEG of at most 2048 px named .jpg, videos left out', async () => {
  const owner = await newStudio(server);
  const { api } = owner;
  const { galleryId } = await collectionWithGallery(api);
  await readyPhoto(api, galleryId, 'Portrait.png', await makeImage({ width: 2000, height: 3000, format: 'png' }));
  await readyPhoto(api, galleryId, 'Small.jpg', await image(640, 480));
  await readyPhoto(api, galleryId, 'Toast.mov', randomBytes(20_000));

  const zip = await download(api, `/galleries/${galleryId}/download.zip?size=web`);
  assert.equal(zip.status, 200, zip.body.toString());
  const entries = await entriesOf(zip.body);
  assert.deepEqual([...entries.keys()], ['Ceremony/Portrait.jpg', 'Ceremony/Small.jpg']);
  const portrait = await sharp(entries.get('Ceremony/Portrait.jpg')).metadata();
  assert.deepEqual([portrait.format, portrait.width, portrait.height], ['jpeg', 1365, 2048]);
  const small = await sharp(entries.get('Ceremony/Small.jpg')).metadata();
  assert.deepEqual([small.format, small.width, small.height], ['jpeg', 640, 480]);
  const recorded = await downloadsOf(owner);
  assert.deepEqual(recorded.map((row) => [row.size, row.format, row.email]), [['web', 'jpeg', null], ['web', 'jpeg', null]]);
});

test('a collection as a ZIP spans its galleries, private ones included, a folder each, with unique and safe names', async () => {
  const { api } = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api, { name: 'Lovelace / Byron wedding' });
  // Empty: it takes no folder name, so the next "Reception" is not "Reception (2)".
  await api.post(`/collections/${collectionId}/galleries`, { name: 'Reception' });
  const reception = (await api.post(`/collections/${collectionId}/galleries`, { name: 'Reception', private: true })).body.data.id;
  const twin = (await api.post(`/collections/${collectionId}/galleries`, { name: 'ceremony' })).body.data.id;
  const odd = (await api.post(`/collections/${collectionId}/galleries`, { name: '../..' })).body.data.id;
  const a = await readyPhoto(api, galleryId, 'a.jpg', await image(300));
  const b = await readyPhoto(api, reception, 'b.jpg', await image(310));
  const c = await readyPhoto(api, twin, 'a.jpg', await image(320));
  const d = await readyPhoto(api, odd, '..jpg', await image(330));

  const zip = await download(api, `/collections/${collectionId}/download.zip`);
  assert.equal(zip.status, 200, zip.body.toString());
  assert.match(zip.headers.get('content-disposition')!, /^attachment; filename="Lovelace _ Byron wedding.zip"/);
  const entries = await entriesOf(zip.body);
  assert.deepEqual([...entries.keys()], ['Ceremony/a.jpg', 'Reception/b.jpg', 'ceremony (2)/a.jpg', '_/jpg']);
  assert.deepEqual([...entries.values()], [a.bytes, b.bytes, c.bytes, d.bytes]);
});

test('a gallery set download: false is left out, and its own ZIP refused, unless the visitor is a full collection client', async () => {
  const owner = await newStudio(server);
  const { api } = owner;
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const held = (await api.post(`/collections/${collectionId}/galleries`, { name: 'Proofs', download: false })).body.data.id;
  await readyPhoto(api, galleryId, 'open.jpg', await image(300));
  await readyPhoto(api, held, 'held.jpg', await image(300));
  await api.post(`/collections/${collectionId}/clients`, { email: 'full@example.com', access_level: 'full' });
  await api.post(`/collections/${collectionId}/clients`, { email: 'some@example.com', access_level: 'download' });

  for (const email of ['', '?email=some@example.com', '?email=nobody@example.com']) {
    const zip = await download(api, `/collections/${collectionId}/download.zip${email}`);
    assert.deepEqual([...(await entriesOf(zip.body)).keys()], ['Ceremony/open.jpg'], email);
    await refusal(api, `/galleries/${held}/download.zip${email}`, 403, 'gallery_not_downloadable');
  }
  const full = await download(api, `/collections/${collectionId}/download.zip?email=FULL@example.com`);
  assert.deepEqual([...(await entriesOf(full.body)).keys()], ['Ceremony/open.jpg', 'Proofs/held.jpg']);
  const own = await download(api, `/galleries/${held}/download.zip?email=full@example.com`);
  assert.deepEqual([...(await entriesOf(own.body)).keys()], ['Proofs/held.jpg']);
});

test('refusals come as JSON before any byte: not downloadable, password, expiry, a view client, a size not offered', async () => {
  const owner = await newStudio(server);
  const { api } = owner;
  const closed = await collectionWithGallery(api, { downloadable: false });
  const body = await refusal(api, `/collections/${closed.collectionId}/download.zip`, 403, 'not_downloadable');
  assert.equal(body.message, 'The collection is not downloadable.');
  await refusal(api, `/galleries/${closed.galleryId}/download.zip`, 403, 'not_downloadable');

  const locked = await collectionWithGallery(api, { password: 'autumn-2026' });
  await readyPhoto(api, locked.galleryId, 'a.jpg', await image(300));
  await refusal(api, `/collections/${locked.collectionId}/download.zip`, 403, 'password_required');
  await refusal(api, `/galleries/${locked.galleryId}/download.zip?password=spring`, 403, 'wrong_password');
  const opened = await download(api, `/collections/${locked.collectionId}/download.zip?password=autumn-2026`);
  assert.equal(opened.status, 200);
  assert.deepEqual([...(await entriesOf(opened.body)).keys()], ['Ceremony/a.jpg']);

  const expired = await collectionWithGallery(api, { expiry_date: '2020-01-31' });
  await refusal(api, `/collections/${expired.collectionId}/download.zip`, 403, 'expired');

  const viewed = await collectionWithGallery(api);
  await api.post(`/collections/${viewed.collectionId}/clients`, { email: 'look@example.com', access_level: 'view' });
  await refusal(api, `/collections/${viewed.collectionId}/download.zip?email=look@example.com`, 403, 'access_level');
  await refusal(api, `/galleries/${viewed.galleryId}/download.zip?email=Look@example.com`, 403, 'access_level');

  assert.equal((await api.put(`/collections/${viewed.collectionId}`, { download_sizes: ['original'] })).status, 200);
  await refusal(api, `/collections/${viewed.collectionId}/download.zip?size=web`, 403, 'size_not_allowed');
  await refusal(api, `/galleries/${viewed.galleryId}/download.zip?size=web`, 403, 'size_not_allowed');
  assert.equal((await download(api, `/galleries/${viewed.galleryId}/download.zip?size=original`)).status, 200);
  await refusal(api, `/galleries/${viewed.galleryId}/download.zip?size=thumbnail`, 400, 'invalid_request');

  assert.deepEqual((await downloadsOf(owner)).length, 1, 'a refusal records nothing: only the one ZIP let through did');
});

test("another studio's collection or gallery is 404, a malformed identifier 400", async () => {
  const { api } = await newStudio(server);
  const other = await newStudio(server);
  const { collectionId, galleryId } = await collectionWithGallery(api);
  await refusal(other.api, `/collections/${collectionId}/download.zip`, 404, 'not_found');
  await refusal(other.api, `/galleries/${galleryId}/download.zip`, 404, 'not_found');
  await refusal(api, '/collections/123/download.zip', 400, 'invalid_id');
  await refusal(api, '/galleries/12345678/download.zip', 400, 'invalid_id');
});

test('an empty gallery, and a collection without galleries, are valid empty ZIPs', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const bare = (await api.post('/collections', { name: 'Bare' })).body.data.id;
  for (const path of [`/galleries/${galleryId}/download.zip`, `/collections/${bare}/download.zip`]) {
    const zip = await download(api, path);
    assert.equal(zip.status, 200);
    assert.equal((await entriesOf(zip.body)).size, 0);
  }
});

test('HEAD answers the checks and the headers, the ZIP\'s length included, without reading or recording anything', async (t) => {
  const owner = await newStudio(server);
  const { api } = owner;
  const { galleryId } = await collectionWithGallery(api);
  await readyPhoto(api, galleryId, 'a.jpg', await image(300));
  const opened = watchReads(t, server.services.storage);
  const head = await fetch(`${api.base}/galleries/${galleryId}/download.zip`, { method: 'HEAD', headers: api.headers });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get('content-type'), 'application/zip');
  assert.match(head.headers.get('content-disposition')!, /^attachment; filename="Ceremony.zip"/);
  assert.deepEqual([opened.length, await downloadsOf(owner)], [0, []]);
  const zip = await download(api, `/galleries/${galleryId}/download.zip`);
  assert.equal(head.headers.get('content-length'), String(zip.body.length));
});

test('Content-Length is the exact length of the ZIP, so that browsers show progress', async () => {
  const owner = await newStudio(server);
  const { api } = owner;
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const reception = (await api.post(`/collections/${collectionId}/galleries`, { name: 'Réception' })).body.data.id;
  await readyPhoto(api, galleryId, 'IMG_0001.jpg', await image(800));
  await readyPhoto(api, galleryId, 'IMG_0001.jpg', await image(900));
  await readyPhoto(api, reception, 'Tänze.mp4', randomBytes(70_000));
  const lost = await readyPhoto(api, reception, 'lost.jpg', await image(310));
  removeStoredFile(server.config.dataDir, originalKey(owner.studio.id, lost.id));

  for (const path of [`/collections/${collectionId}/download.zip`, `/galleries/${galleryId}/download.zip?size=web`, `/galleries/${galleryId}/download.zip`]) {
    const zip = await download(api, path);
    assert.equal(zip.status, 200, zip.body.toString());
    assert.equal(zip.headers.get('content-length'), String(zip.body.length), path);
    assert.ok((await entriesOf(zip.body)).size > 0, path);
  }
  const empty = await download(api, `/collections/${(await api.post('/collections', { name: 'Bare' })).body.data.id}/download.zip`);
  assert.equal(empty.headers.get('content-length'), String(empty.body.length));
  assert.equal((await entriesOf(empty.body)).size, 0);
});

/** Storage reads watched (and, with `fail`, changed) on `storage` until the test ends. */
function watchReads(t: TestContext, storage: { read(key: string): Promise<ReadableObject | null> }, fail?: (index: number, object: ReadableObject) => Promise<ReadableObject | null>) {
  const original = storage.read;
  const opened: Readable[] = [];
  storage.read = async (key: string) => {
    const object = await original.call(storage, key);
    if (!object) return object;
    opened.push(object.stream);
    return fail ? fail(opened.length - 1, object) : object;
  };
  t.after(() => {
    storage.read = original;
  });
  return opened;
}

test('a client that leaves mid-download stops the reading: the open file is closed, only what was sent is recorded', async (t) => {
  const owner = await newStudio(server);
  const { api } = owner;
  const { galleryId } = await collectionWithGallery(api);
  // Videos of random bytes: big enough that the archive cannot sit in the sockets' buffers.
  for (let i = 1; i <= 8; i++) await readyPhoto(api, galleryId, `clip-${i}.mp4`, randomBytes(4 * 1024 * 1024));
  const opened = watchReads(t, server.services.storage);

  await new Promise<void>((resolve, reject) => {
    const req = request(`${api.base}/galleries/${galleryId}/download.zip`, { headers: api.headers }, (res) => {
      assert.equal(res.statusCode, 200);
      let received = 0;
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 1024 * 1024) {
          req.destroy();
          resolve();
        }
      });
    });
    req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
    req.end();
  });
  await eventually(() => opened.length > 0 && opened.every((stream) => stream.destroyed), 'every file opened to be closed');
  assert.ok(opened.length < 8, `${opened.length} of 8 files were opened`);
  await nextTurn();
  const recorded = await downloadsOf(owner);
  assert.equal(recorded.length, opened.length, 'one download recorded per file put in');
});

test('a photo deleted while the ZIP is being made is still in it (its length was sent), and the ZIP stays whole', async (t) => {
  const owner = await newStudio(server);
  const { api } = owner;
  const { galleryId } = await collectionWithGallery(api);
  const first = await readyPhoto(api, galleryId, 'a.jpg', await image(300));
  const gone = await readyPhoto(api, galleryId, 'b.jpg', await image(310));
  const last = await readyPhoto(api, galleryId, 'c.jpg', await image(320));
  // Deleted once the archive has listed the photos and opened the first file.
  watchReads(t, server.services.storage, async (index, object) => {
    if (index === 0) assert.equal((await api.delete(`/photos/${gone.id}`)).status, 200);
    return object;
  });
  const zip = await download(api, `/galleries/${galleryId}/download.zip`);
  assert.equal(zip.headers.get('content-length'), String(zip.body.length));
  const entries = await entriesOf(zip.body);
  assert.deepEqual([...entries.keys()], ['Ceremony/a.jpg', 'Ceremony/b.jpg', 'Ceremony/c.jpg']);
  assert.deepEqual(entries.get('Ceremony/b.jpg'), gone.bytes);
  assert.deepEqual((await downloadsOf(owner)).map((row) => row.photoId).sort(), [first.id, last.id].sort(), 'no download of a deleted photo');
});

/** The application with its log lines captured, listening on a port of its own. */
async function loggedServer() {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (text: string) => lines.push(...text.split('\n').filter(Boolean).map((line) => JSON.parse(line))) };
  const { app, services } = await buildApp({ config: server.config, database: server.database, logger: pino({ level: 'info' }, stream) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  after(() => app.close());
  const { port } = app.server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}/api/v1`, services, lines };
}

/** The object's first bytes, then a read error, as a disk or a bucket failing mid-file would. */
function breakingAfter(bytes: number, object: ReadableObject): ReadableObject {
  const broken = new PassThrough();
  let passed = 0;
  object.stream.on('data', (chunk: Buffer) => {
    if (passed >= bytes) return;
    passed += chunk.length;
    broken.write(chunk);
    if (passed >= bytes) {
      object.stream.destroy();
      broken.destroy(new Error('EIO: i/o error, read'));
    }
  });
  return { ...object, stream: broken };
}

test('a file that fails mid-ZIP cuts the transfer off (no valid-looking ZIP) and is logged; one failing first is a 500', async (t) => {
  const { base, services, lines } = await loggedServer();
  const owner = await newStudio(server);
  const api = owner.api;
  const { galleryId } = await collectionWithGallery(api);
  await readyPhoto(api, galleryId, 'a.jpg', await image(1200));
  await readyPhoto(api, galleryId, 'b.jpg', await image(1300));
  const headers = { authorization: `Bearer ${owner.token}` };

  // The second file breaks after its first kilobyte, once the first file has gone out whole.
  const opened = watchReads(t, services.storage, async (index, object) => (index === 1 ? breakingAfter(1000, object) : object));
  const res = await fetch(`${base}/galleries/${galleryId}/download.zip`, { headers });
  assert.equal(res.status, 200);
  await assert.rejects(res.arrayBuffer(), 'the body is cut off, not ended');
  await eventually(() => lines.some((line) => line.msg === 'ZIP download cut off: a file could not be read'), 'the failure to be logged');
  const logged = lines.find((line) => line.msg === 'ZIP download cut off: a file could not be read')!;
  assert.equal(logged.level, 50);
  assert.match(JSON.stringify(logged.err), /EIO/);
  await eventually(() => opened.every((stream) => stream.destroyed), 'every file opened to be closed');

  // Storage fails before any byte left: the answer is the JSON 500 of any server fault, not a file.
  services.storage.read = async () => {
    throw new Error('storage unreachable');
  };
  const first = await fetch(`${base}/galleries/${galleryId}/download.zip`, { headers });
  assert.equal(first.status, 500);
  assert.equal(first.headers.get('content-disposition'), null);
  assert.match(first.headers.get('content-type')!, /^application\/json/);
  assert.equal(((await first.json()) as { error: string }).error, 'internal_error');
});

test('a file replaced by one of another size once the ZIP\'s length was sent cuts the transfer off: the length is never a lie', async (t) => {
  const owner = await newStudio(server);
  const { api } = owner;
  const { galleryId } = await collectionWithGallery(api);
  await readyPhoto(api, galleryId, 'a.jpg', await image(1200));
  await readyPhoto(api, galleryId, 'b.jpg', await image(1300));
  // The second file as if re-uploaded, longer, between the listing and its turn.
  const opened = watchReads(t, server.services.storage, async (index, object) => {
    if (index === 0) return object;
    const longer = new PassThrough();
    object.stream.pipe(longer, { end: false });
    object.stream.on('end', () => longer.end(Buffer.from('more bytes')));
    longer.on('close', () => object.stream.destroy());
    return { ...object, size: object.size + 10, stream: longer };
  });
  const res = await fetch(`${api.base}/galleries/${galleryId}/download.zip`, { headers: api.headers });
  assert.equal(res.status, 200);
  const announced = Number(res.headers.get('content-length'));
  await assert.rejects(res.arrayBuffer(), 'the body is cut off, short of the length sent');
  await eventually(() => opened.length === 2 && opened.every((stream) => stream.destroyed), 'every file opened to be closed');
  assert.ok(announced > 0);
  assert.equal((await downloadsOf(owner)).length, 1, 'the changed file is not recorded as downloaded');
});

test('a ready photo whose file storage lost is left out of the ZIP and logged, never a 500; its own link is 404', async () => {
  const { base, lines } = await loggedServer();
  const owner = await newStudio(server);
  const { api } = owner;
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const first = await readyPhoto(api, galleryId, 'a.jpg', await image(300));
  const lost = await readyPhoto(api, galleryId, 'b.jpg', await image(310));
  const last = await readyPhoto(api, galleryId, 'c.jpg', await image(320));
  removeStoredFile(server.config.dataDir, originalKey(owner.studio.id, lost.id));

  const res = await fetch(`${base}/collections/${collectionId}/download.zip`, { headers: { authorization: `Bearer ${owner.token}` } });
  assert.equal(res.status, 200);
  const entries = await entriesOf(Buffer.from(await res.arrayBuffer()));
  assert.deepEqual([...entries.keys()], ['Ceremony/a.jpg', 'Ceremony/c.jpg']);
  assert.deepEqual(entries.get('Ceremony/a.jpg'), first.bytes);
  assert.deepEqual(entries.get('Ceremony/c.jpg'), last.bytes);
  const message = 'photo left out of a ZIP: storage has no file for it';
  await eventually(() => lines.some((line) => line.msg === message), 'the missing file to be logged');
  const logged = lines.find((line) => line.msg === message)!;
  assert.deepEqual([logged.level, logged.photo, logged.key], [40, lost.id, originalKey(owner.studio.id, lost.id)]);
  assert.deepEqual((await downloadsOf(owner)).map((row) => row.photoId).sort(), [first.id, last.id].sort(), 'nothing recorded for the missing file');

  const urls = (await api.get(`/photos/${lost.id}`)).body.data.urls;
  const original = await fetch(urls.original);
  assert.deepEqual([original.status, ((await original.json()) as { error: string }).error], [404, 'not_found']);
  assert.equal((await fetch(urls.web)).status, 200, 'its renditions are still stored');
});

test('photo downloads are scoped by studio: a ZIP records in its own studio only', async () => {
  const owner = await newStudio(server);
  const other = await newStudio(server);
  const { galleryId } = await collectionWithGallery(owner.api);
  await readyPhoto(owner.api, galleryId, 'a.jpg', await image(300));
  await download(owner.api, `/galleries/${galleryId}/download.zip`);
  assert.equal((await downloadsOf(owner)).length, 1);
  assert.equal((await downloadsOf(other)).length, 0);
});

test('a large gallery is read in batches: 450 ready files all come out, in the order they were added', async () => {
  const { api, caller } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  // Rows made straight in the database (450 uploads would take minutes), their files written to storage.
  const { db } = server.database;
  const studioId = caller.studio.id;
  const gallery = (await api.get(`/galleries/${galleryId}`)).body.data;
  const rows = Array.from({ length: 450 }, (_, i) => {
    const id = String(1_000_000_000 + i);
    return {
      studioId, id, galleryId, collectionId: gallery.collection_id, kind: 'photo' as const, filename: `IMG_${String(i).padStart(4, '0')}.jpg`,
      fileSize: 3, contentType: 'image/jpeg', state: 'ready' as const, originalKey: originalKey(studioId, id),
      // The same instant for all: the identifier breaks the tie, as the keyset must.
      createdAt: '2026-01-01T00:00:00.000000Z',
    };
  });
  await db.insert(photos).values(rows);
  for (const row of rows) await server.services.storage.write(row.originalKey, Buffer.from(row.id.slice(-3)), 'image/jpeg');
  const zip = await download(api, `/galleries/${galleryId}/download.zip`);
  const entries = await entriesOf(zip.body);
  assert.deepEqual([...entries.keys()], rows.map((row) => `Ceremony/${row.filename}`));
  assert.deepEqual([...entries.values()].map(String), rows.map((row) => row.id.slice(-3)));
});
