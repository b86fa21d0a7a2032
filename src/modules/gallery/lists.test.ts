/**
 * The lists as a client pages through them: a gallery's photos and videos in the order they were
 * added whatever the page, of one kind or both, and the studio's collections newest first.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, range, startTestServer } from '../../../test/helpers.js';
import { collectionWithGallery } from '../../../test/gallery/support.js';

const server = await startTestServer();

test('a gallery\'s photos and videos, in the order they were added, page after page, of one kind or both', async () => {
  const { api } = await newStudio(server);
  const { galleryId } = await collectionWithGallery(api);
  const added: { id: string; kind: string }[] = [];
  // Videos between photos, and two in a row of each.
  for (const name of ['a.jpg', 'b.mp4', 'c.jpg', 'd.jpg', 'e.mov', 'f.mp4', 'g.png', 'h.jpg', 'i.mp4']) {
    const res = await api.post(`/galleries/${galleryId}/photos`, { filename: name, file_size: 1000 });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    added.push({ id: res.body.data.id, kind: res.body.data.kind });
  }
  const pages = async (query: string, limit: number) => {
    const ids: string[] = [];
    // One page past the end, which is empty.
    for (const offset of range(Math.ceil(added.length / limit) + 1).map((i) => i * limit)) {
      const page = await api.get(`/galleries/${galleryId}/photos?limit=${limit}&offset=${offset}${query}`);
      assert.equal(page.status, 200, JSON.stringify(page.body));
      assert.deepEqual(page.body.meta, { total: added.filter((item) => !query || query.endsWith(item.kind)).length, limit, offset });
      ids.push(...page.body.data.map((item: any) => item.id));
    }
    return ids;
  };
  for (const limit of [1, 2, 4, 100]) {
    assert.deepEqual(await pages('', limit), added.map((item) => item.id), `both kinds, ${limit} a page`);
    assert.deepEqual(await pages('&kind=photo', limit), added.filter((item) => item.kind === 'photo').map((item) => item.id), `photos, ${limit} a page`);
    assert.deepEqual(await pages('&kind=video', limit), added.filter((item) => item.kind === 'video').map((item) => item.id), `videos, ${limit} a page`);
  }
});

test('a gallery the studio does not have is 404, even one of another studio', async () => {
  const { api } = await newStudio(server);
  const other = await newStudio(server);
  const { galleryId } = await collectionWithGallery(other.api);
  for (const id of [galleryId, '123456789']) {
    const res = await api.get(`/galleries/${id}/photos?limit=10&offset=0`);
    assert.equal(res.status, 404, JSON.stringify(res.body));
    assert.equal(res.body.error, 'not_found');
  }
  assert.equal((await other.api.get(`/galleries/${galleryId}/photos`)).status, 200);
});

test('collections newest first, page after page, with their total, none of another studio', async () => {
  const { api } = await newStudio(server);
  const other = await newStudio(server);
  const { collectionId: theirs } = await collectionWithGallery(other.api);
  const made: string[] = [];
  for (const i of range(7)) made.unshift((await api.post('/collections', { name: `Collection ${i}` })).body.data.id);
  const seen: string[] = [];
  for (const offset of [0, 3, 6, 9]) {
    const page = await api.get(`/collections?limit=3&offset=${offset}`);
    assert.equal(page.status, 200);
    assert.deepEqual(page.body.meta, { total: 7, limit: 3, offset });
    seen.push(...page.body.data.map((c: any) => c.id));
  }
  assert.deepEqual(seen, made);
  const theirList = await other.api.get('/collections?limit=25&offset=0');
  assert.deepEqual(theirList.body.data.map((c: any) => [c.id, c.gallery_count]), [[theirs, 1]]);
  assert.deepEqual(theirList.body.meta, { total: 1, limit: 25, offset: 0 });
});
