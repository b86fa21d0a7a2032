import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { newStudio, range, startTestServer, type Api, type TestStudio } from '../../test/helpers.js';
import { seedGallery, type GalleryCounts } from './gallery.js';
import { ALBUM_NAME, GalleryBulkLoader } from './gallery-bulk.js';

const server = await startTestServer();
const context = { services: server.services, db: server.database.db };

/** A studio with 8 clients (with emails) and its gallery seeded. */
async function seededStudio(counts: Partial<GalleryCounts>): Promise<TestStudio & { clientIds: Map<string, string> }> {
  const studio = await newStudio(server);
  const clientIds = new Map<string, string>();
  for (const i of range(8)) {
    const client = await studio.api.post('/clients', { first_name: `Client ${i}`, email: `client-${i}@example.test` });
    assert.equal(client.status, 201, JSON.stringify(client.body));
    clientIds.set(client.body.data.email, client.body.data.id);
  }
  await seedGallery(context, studio.caller, { collections: 0, bulkCollections: 0, bulkPhotos: 0, ...counts });
  // As seed-demo does after all its seeding: without statistics, the bulk rows' first reads may plan badly.
  await new GalleryBulkLoader(server.database.db).analyze();
  return { ...studio, clientIds };
}

async function get(api: Api, path: string): Promise<any> {
  const res = await api.get(path);
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Rows of a gallery table of the studio, counted in the database (downloads and links have no list yet). */
async function countOf(table: 'photo_downloads' | 'sharing_links' | 'favorites', studioId: string): Promise<number> {
  const result = await server.database.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE studio_id = ${studioId}`);
  return result.rows[0].count;
}

const demo = await seededStudio({ collections: 3 });
const collections = (await get(demo.api, '/collections?limit=100')).data as any[];
const galleries = new Map<string, any[]>();
for (const collection of collections) galleries.set(collection.id, (await get(demo.api, `/collections/${collection.id}/galleries`)).data);
const photos: any[] = [];
for (const gallery of [...galleries.values()].flat()) photos.push(...(await get(demo.api, `/galleries/${gallery.id}/photos?limit=100`)).data);

test('--collections 3: three collections with 1 to 3 galleries each, every photo processed', () => {
  assert.equal(collections.length, 3);
  assert.deepEqual(collections.map((c) => c.name).sort(), ['Lovelace & Byron wedding', 'Marín headshots', 'Okafor family, autumn']);
  for (const collection of collections) {
    const own = galleries.get(collection.id)!;
    assert.equal(collection.gallery_count, own.length);
    assert.ok(own.length >= 1 && own.length <= 3, `${collection.name}: ${own.length} galleries`);
    for (const gallery of own) assert.ok(gallery.photo_count >= 3 && gallery.photo_count <= 6, `${gallery.name}: ${gallery.photo_count} photos`);
    assert.ok(own.every((gallery) => gallery.cover_photo?.urls.thumbnail), 'every gallery has a cover with a thumbnail');
  }
  assert.equal(collections.find((c) => c.name === 'Lovelace & Byron wedding').password_protected, true);
  assert.equal(photos.length, [...galleries.values()].flat().reduce((sum, gallery) => sum + gallery.photo_count, 0));
  for (const photo of photos) {
    assert.equal(photo.state, 'ready', JSON.stringify(photo));
    assert.ok(photo.width > 0 && photo.height > 0 && photo.file_size > 0, JSON.stringify(photo));
    assert.equal(photo.content_type, 'image/jpeg');
  }
  assert.ok(photos.some((photo) => photo.taken_at !== null) && photos.some((photo) => photo.taken_at === null), 'some photos have a capture time, some not');
  assert.equal(photos.filter((photo) => photo.starred).length, 3, 'one starred photo per collection');
});

test('the visitors left favorites, downloads, visits; the first collection has a sharing link; clients see their collections', async () => {
  assert.ok((await countOf('favorites', demo.studio.id)) > 0);
  assert.ok((await countOf('photo_downloads', demo.studio.id)) > 0);
  assert.equal(await countOf('sharing_links', demo.studio.id), 2);
  const entries = (await Promise.all(collections.map(async (c) => (await get(demo.api, `/collections/${c.id}/clients`)).data))).flat();
  assert.ok(entries.some((entry: any) => entry.favorites_count > 0 && entry.last_accessed !== null));
  const ofClients = entries.filter((entry: any) => entry.client_id !== null);
  assert.ok(ofClients.length >= 3, 'each collection has at least one of the studio\'s clients');
  for (const entry of ofClients) {
    const listed = await get(demo.api, `/clients/${entry.client_id}/cgCollections/`);
    assert.ok(listed.data.length >= 1);
    assert.ok(listed.data.every((item: any) => item.galleries.length === item.collection.gallery_count), JSON.stringify(listed.data));
  }
  assert.equal(demo.clientIds.get(ofClients[0].email), ofClients[0].client_id);
});

test('the renditions are real: JPEGs at their sizes, turned upright as the originals\' EXIF orientation says', async () => {
  let turned = 0;
  for (const photo of photos) {
    const original = await sharp(Buffer.from(await (await fetch(photo.urls.original)).arrayBuffer())).metadata();
    if ((original.orientation ?? 1) >= 5) {
      turned++;
      assert.deepEqual([photo.width, photo.height], [original.height, original.width]);
    } else {
      assert.deepEqual([photo.width, photo.height], [original.width, original.height]);
    }
    const web = await fetch(photo.urls.web);
    assert.equal(web.headers.get('content-type'), 'image/jpeg');
    const webMeta = await sharp(Buffer.from(await web.arrayBuffer())).metadata();
    assert.equal(Math.max(webMeta.width!, webMeta.height!), Math.min(2048, Math.max(photo.width, photo.height)));
    assert.equal(webMeta.width! > webMeta.height!, photo.width > photo.height, `${photo.filename} is shown the way it was held`);
    const thumbnail = await sharp(Buffer.from(await (await fetch(photo.urls.thumbnail)).arrayBuffer())).metadata();
    assert.equal(Math.max(thumbnail.width!, thumbnail.height!), 400);
  }
  assert.ok(turned > 0, 'some originals are stored sideways with an orientation tag');
});

test('seeding again adds collections beside those there', async () => {
  await seedGallery(context, demo.caller, { collections: 1, bulkCollections: 0, bulkPhotos: 0 });
  const again = await get(demo.api, '/collections?limit=1');
  assert.equal(again.meta.total, 4);
  assert.equal(again.data[0].name, 'Harbor Street Bakery, brand shoot');
});

test('bulk rows: collections with galleries and clients, and an album whose deep pages read as the API answers them', async () => {
  const bulk = await seededStudio({ bulkCollections: 40, bulkPhotos: 1200 });
  const list = await get(bulk.api, '/collections?limit=100');
  assert.equal(list.meta.total, 41);
  const [album, ...others] = list.data;
  assert.equal(album.name, ALBUM_NAME);
  assert.ok(others.every((c: any) => c.gallery_count >= 1 && c.gallery_count <= 3 && c.client_count <= 3), JSON.stringify(others));
  const some = (await get(bulk.api, `/collections/${others[0].id}/galleries`)).data;
  for (const gallery of some) {
    const items = await get(bulk.api, `/galleries/${gallery.id}/photos?limit=100`);
    assert.equal(items.meta.total, gallery.photo_count + gallery.video_count);
    assert.ok(gallery.photo_count + gallery.video_count >= 10 && gallery.photo_count + gallery.video_count <= 120);
    assert.ok(items.data.every((item: any) => item.state === 'ready' && item.urls.original !== null));
  }
  const created = list.data.map((c: any) => c.created_at);
  assert.deepEqual(created, [...created].sort().reverse(), 'newest first');
  const [gallery] = (await get(bulk.api, `/collections/${album.id}/galleries`)).data;
  assert.equal(gallery.photo_count + gallery.video_count, 1200);
  assert.ok(gallery.video_count > 0 && gallery.video_count < 50, `${gallery.video_count} videos`);
  const deep = await get(bulk.api, `/galleries/${gallery.id}/photos?limit=100&offset=1100`);
  assert.equal(deep.meta.total, 1200);
  assert.deepEqual(deep.data.map((p: any) => p.filename.replace(/\.(jpg|mp4)$/, '')), range(100).map((i) => `FIN_${String(1101 + i).padStart(5, '0')}`));
  for (const item of deep.data) {
    assert.equal(item.state, 'ready');
    if (item.kind === 'photo') assert.ok(item.urls.web !== null && item.width * item.height === 24_000_000 && item.taken_at !== null, JSON.stringify(item));
    else assert.ok(item.urls.web === null && item.urls.original !== null && item.filename.endsWith('.mp4'), JSON.stringify(item));
  }
  const clientEntries = (await Promise.all(others.slice(0, 10).map(async (c: any) => (await get(bulk.api, `/collections/${c.id}/clients`)).data))).flat();
  const linked = clientEntries.find((entry: any) => entry.client_id !== null);
  assert.ok(linked, 'some collection clients are the studio\'s clients');
  assert.ok((await get(bulk.api, `/clients/${linked.client_id}/cgCollections/`)).data.length >= 1);
});
