import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type Api, newStudio, range, startTestServer, type TestStudio } from '../../../test/helpers.js';
import { DIRECT_READ_MAX_OFFSET } from './queries.js';

const server = await startTestServer();

type Page = { status: number; body: any };
const ids = (res: Page): string[] => res.body.data.map((c: { id: string }) => c.id);
/** A link of an answer, as a path the test's Api sends. */
const pathOf = (link: string) => link.slice(server.base.length);

/** A studio with `bulk` clients made by one statement (one creation time, ordered by id alone) and `single` made one by one. */
async function studioWith(bulk: number, single: number, type = 'client'): Promise<TestStudio> {
  const studio = await newStudio(server);
  const people = range(bulk).map((i) => ({ first_name: `Bulk ${i}`, type: type as 'client' }));
  if (bulk > 0) await server.services.clients.insertMany(studio.caller, people);
  for (const i of range(single)) assert.equal((await studio.api.post('/clients', { first_name: `One ${i}`, type })).status, 201);
  return studio;
}

/** Every page from `start` on, following `links[direction]` until it is null. */
async function walk(api: Api, start: string, direction: 'next' | 'prev', during?: (page: Page) => Promise<void>): Promise<Page[]> {
  const pages: Page[] = [];
  for (let path: string | null = start; path !== null; ) {
    const page = await api.get(path);
    assert.equal(page.status, 200, JSON.stringify(page.body));
    pages.push(page);
    await during?.(page);
    path = page.body.links[direction] === null ? null : pathOf(page.body.links[direction]);
  }
  return pages;
}

test('walking by cursor yields every client exactly once in list order, clients created meanwhile aside', async () => {
  const { api } = await studioWith(10, 13);
  const everyone = ids(await api.get('/clients?per_page=100'));
  const first = await api.get('/clients?per_page=5');
  const rest = await walk(api, `/clients?per_page=5&cursor=${first.body.cursors.next}`, 'next', async (page) => {
    if (page.body.meta.current_page === 2) await api.post('/clients', { first_name: 'Newcomer' });
  });
  const pages = [first, ...rest];
  assert.deepEqual(pages.flatMap(ids), everyone);
  assert.deepEqual(pages.map((p) => p.body.meta.current_page), [1, 2, 3, 4, 5]);
  const last = pages.at(-1)!.body;
  assert.deepEqual([last.meta.from, last.meta.to, last.meta.total, last.meta.last_page], [21, 23, 24, 5]);
  assert.equal(last.links.next, null);
  assert.equal(last.cursors.next, null);
  assert.match(rest[0].body.links.prev, /cursor=/, 'pages by cursor link by cursor');
  assert.equal(rest[0].body.links.first, `${server.base}/clients?per_page=5`);
});

test('the last page by cursor is the oldest clients, and prev walks back to the first page', async () => {
  const { api } = await studioWith(7, 5);
  const everyone = ids(await api.get('/clients?per_page=100'));
  const first = await api.get('/clients?per_page=5');
  assert.equal(pathOf(first.body.links.last), '/clients?per_page=5&page=3', 'pages by number keep their links');
  const pages = await walk(api, `/clients?per_page=5&cursor=${first.body.cursors.last}`, 'prev');
  assert.deepEqual(pages.map((p) => p.body.meta.current_page), [3, 2, 1]);
  assert.deepEqual(pages.map((p) => [p.body.meta.from, p.body.meta.to]), [[11, 12], [6, 10], [1, 5]]);
  assert.deepEqual(pages.reverse().flatMap(ids), everyone);
  assert.deepEqual(ids(pages[2]), ids(await api.get('/clients?per_page=5&page=3')), 'the same last page as by number');
  assert.equal(pages[0].body.links.prev, null);
});

test('a page by number gives the cursors of its neighbours', async () => {
  const { api } = await studioWith(0, 9);
  const second = await api.get('/clients?per_page=3&page=2');
  const byCursor = await api.get(`/clients?per_page=3&cursor=${second.body.cursors.next}`);
  assert.deepEqual(ids(byCursor), ids(await api.get('/clients?per_page=3&page=3')));
  assert.equal(byCursor.body.meta.current_page, 3);
  const back = await api.get(`/clients?per_page=3&cursor=${second.body.cursors.prev}`);
  assert.deepEqual(ids(back), ids(await api.get('/clients?per_page=3&page=1')));
  assert.equal(back.body.meta.current_page, 1);
  assert.equal(back.body.links.prev, null);
});

test('every way of reading a page gives the same list, before and past the offset where ids are read first', async () => {
  const size = DIRECT_READ_MAX_OFFSET + 63;
  const { api } = await studioWith(size - 3, 3);
  const byNumber = async (types: string) => {
    const pages: Page[] = [];
    for (let page = 1; page <= Math.ceil(size / 100); page++) pages.push(await api.get(`/clients?per_page=100&page=${page}${types}`));
    return pages;
  };
  // Every type: rows read directly up to the offset, ids first past it. One type: ids first on every page.
  const everyType = await byNumber('');
  const oneType = await byNumber('&types=client');
  assert.equal(new Set(everyType.flatMap(ids)).size, size);
  assert.deepEqual(everyType.flatMap(ids), oneType.flatMap(ids));
  const first = everyType[0];
  const byCursor = [first, ...(await walk(api, `/clients?per_page=100&cursor=${first.body.cursors.next}`, 'next'))];
  assert.deepEqual(byCursor.flatMap(ids), everyType.flatMap(ids));
  const backOneType = await walk(api, `/clients?per_page=100&types=client&cursor=${oneType[0].body.cursors.last}`, 'prev');
  assert.deepEqual(backOneType.reverse().flatMap(ids), everyType.flatMap(ids));
  assert.deepEqual(ids(await api.get(`/clients?per_page=100&cursor=${first.body.cursors.last}`)), ids(everyType.at(-1)!));
});

test('cursors keep the types filter, and a cursor of other types or page size is refused', async () => {
  const studio = await studioWith(4, 3, 'lead');
  for (const i of range(5)) await studio.api.post('/clients', { first_name: `Client ${i}`, type: 'client' });
  const leads = ids(await studio.api.get('/clients?types=lead&per_page=100'));
  const first = await studio.api.get('/clients?types=lead&per_page=2');
  const pages = [first, ...(await walk(studio.api, `/clients?types=lead&per_page=2&cursor=${first.body.cursors.next}`, 'next'))];
  assert.deepEqual(pages.flatMap(ids), leads);
  const clientsOnly = await studio.api.get(`/clients?types=client&per_page=2&cursor=${first.body.cursors.next}`);
  assert.equal(clientsOnly.status, 400);
  assert.ok(clientsOnly.body.details.cursor);
  assert.equal((await studio.api.get(`/clients?types=lead&per_page=3&cursor=${first.body.cursors.next}`)).status, 400);
  assert.equal((await studio.api.get(`/clients?types=lead,client&per_page=2&cursor=${first.body.cursors.next}`)).status, 400);
});

test('a bad, tampered or foreign cursor, or one with page, answers 400 on cursor', async () => {
  const { api } = await studioWith(0, 4);
  const other = await studioWith(0, 4);
  const good = (await api.get('/clients?per_page=2')).body.cursors.next as string;
  const fields = JSON.parse(Buffer.from(good, 'base64url').toString());
  const forged = (change: (f: unknown[]) => void) => {
    const copy = structuredClone(fields);
    change(copy);
    return Buffer.from(JSON.stringify(copy)).toString('base64url');
  };
  const bad = [
    'not a cursor!', 'abc', 'x'.repeat(1001), Buffer.from('{}').toString('base64url'),
    forged((f) => { f[6] = '2026-02-31T10:00:00.000000Z'; }),
    forged((f) => { f[6] = "0'; DROP TABLE clients; --"; }),
    forged((f) => { f[7] = 'cl_../../etc'; }),
    forged((f) => { f[4] = 0; }),
    forged((f) => { f[5] = 'z'; }),
    forged((f) => { f[0] = 2; }),
  ];
  for (const cursor of bad) {
    const res = await api.get(`/clients?per_page=2&cursor=${encodeURIComponent(cursor)}`);
    assert.equal(res.status, 400, cursor);
    assert.equal(res.body.error, 'invalid_request');
    assert.ok(res.body.details.cursor, cursor);
  }
  const both = await api.get(`/clients?per_page=2&page=2&cursor=${good}`);
  assert.equal(both.status, 400);
  assert.ok(both.body.details.cursor);
  const foreign = await other.api.get(`/clients?per_page=2&cursor=${good}`);
  assert.equal(foreign.status, 400, 'another studio\'s cursor reads nothing of either studio');
  assert.ok(foreign.body.details.cursor);
});

test('a cursor at a deleted client still reads the page after its position', async () => {
  const { api } = await studioWith(0, 6);
  const first = await api.get('/clients?per_page=3');
  const expected = ids(await api.get('/clients?per_page=3&page=2'));
  assert.equal((await api.delete(`/clients/${ids(first).at(-1)}`)).status, 200);
  const next = await api.get(`/clients?per_page=3&cursor=${first.body.cursors.next}`);
  assert.equal(next.status, 200);
  assert.deepEqual(ids(next), expected);
  assert.equal(next.body.meta.total, 5);
});

test('an empty list answers one empty page by cursor too', async () => {
  const { api } = await studioWith(0, 0);
  const first = await api.get('/clients');
  assert.equal(first.body.cursors.next, null);
  const last = await api.get(`/clients?cursor=${first.body.cursors.last}`);
  assert.equal(last.status, 200);
  assert.deepEqual(last.body.data, []);
  assert.deepEqual([last.body.meta.current_page, last.body.meta.last_page, last.body.meta.total], [1, 1, 0]);
  assert.deepEqual([last.body.links.prev, last.body.links.next], [null, null]);
});
