/**
 * The routes that answer whoever holds a secret in their URL (a gallery link's token, a calendar
 * feed's address, a signed file link, an invoice or booking page) count the look-ups that find nothing
 * per address: past FAILED_LOOKUP_LIMIT_PER_MINUTE an address is refused with 429 on all of them, on
 * its right guesses too, while other addresses are served and the API is not concerned.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer } from './helpers.js';
import { collectionWithGallery } from './gallery/support.js';

const LIMIT = 9;
// Behind a trusted proxy the forwarded address is the caller's: one test process plays several visitors.
const server = await startTestServer({ TRUST_PROXY: 'true', FAILED_LOOKUP_LIMIT_PER_MINUTE: String(LIMIT) });
const owner = await newStudio(server);
const { collectionId } = await collectionWithGallery(owner.api, { downloadable: true });
const shared = await owner.api.post(`/collections/${collectionId}/photo_sharing_links`, { permissions: 'view' });
assert.equal(shared.status, 201, JSON.stringify(shared.body));
const sharedLink: string = shared.body.data.url;

const visitor = (address: string) => (path: string, headers: Record<string, string> = {}) =>
  fetch(path.startsWith('http') ? path : `${server.origin}${path}`, { headers: { 'x-forwarded-for': address, ...headers }, redirect: 'manual' });

/** One miss on each kind of route behind a secret. */
const MISSES = [
  '/s/nosuchtoken0000000000',
  '/calendar/nosuchsecret000000000000000000.ics',
  `/media/${owner.studio.id}/1234567890/thumbnail?expires=4102444800&signature=forged`,
  '/files/attachments/nothing.txt?expires=4102444800&filename=a.txt&signature=forged',
  '/i/nosuchinvoicetoken00000000',
  '/book/no-such-page',
  '/book/manage/nosuchmanagetoken0000000000',
  '/book/manage/nosuchmanagetoken0000000000/session.ics',
  '/s/nosuchtoken0000000001/download.zip',
];

test('an address past its failed look-ups is refused on every route behind a secret, its right guesses included', async () => {
  const guesser = visitor('198.51.100.7');
  for (const path of MISSES) {
    const miss = await guesser(path);
    assert.ok([403, 404].includes(miss.status), `${path} answered ${miss.status}`);
  }
  assert.equal(MISSES.length, LIMIT);

  const found = await guesser(sharedLink, { accept: 'application/json' });
  assert.equal(found.status, 429, 'a right guess past the limit is refused like a wrong one');
  assert.equal((await found.json()).error, 'rate_limited');
  assert.ok(Number(found.headers.get('retry-after')) >= 1);
  const page = await guesser('/s/nosuchtoken0000000002', { accept: 'text/html' });
  assert.equal(page.status, 429);
  assert.match(page.headers.get('content-type')!, /^text\/html/, 'a browser is told in a page');
  for (const path of MISSES) assert.equal((await guesser(path)).status, 429, path);

  const api = await fetch(`${server.base}/coupons`, { headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': '198.51.100.7' } });
  assert.equal(api.status, 200, 'the API answers the address as before: its limit is per credential');
});

test('other addresses are served while one is refused, and found links never count', async () => {
  const guesser = visitor('198.51.100.8');
  for (let i = 0; i < LIMIT; i++) assert.equal((await guesser(`/s/nosuchtoken${String(i).padStart(10, '0')}`)).status, 404);
  assert.equal((await guesser(sharedLink, { accept: 'application/json' })).status, 429);

  const neighbour = visitor('198.51.100.9');
  assert.equal((await neighbour(sharedLink, { accept: 'application/json' })).status, 200);
  assert.equal((await neighbour('/s/nosuchtoken0000000000')).status, 404, 'a first miss is a plain 404');

  const regular = visitor('198.51.100.10');
  for (let i = 0; i < 3 * LIMIT; i++) assert.equal((await regular(sharedLink, { accept: 'application/json' })).status, 200);
});
