/**
 * The gallery pages of a sharing link as a browser meets them, without JavaScript: the link's address
 * answers a page to a browser and JSON to a program; the grid links each photo to its viewer, whose
 * images are served without counting as downloads; a favorite or a download asks the visitor's email
 * once and records it; a personal link knows its client; unknown links are the 404 page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import yauzl from 'yauzl';
import { newStudio, startTestServer, type Api } from '../../../../test/helpers.js';
import { addPhoto, collectionWithGallery, makeImage, processed } from '../../../../test/gallery/support.js';
import { TestMailServer } from '../../../../test/support/smtp.js';

const smtp = await TestMailServer.start();
const server = await startTestServer({ SMTP_URL: smtp.url });
const image = await makeImage({ width: 900, height: 600 });
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

async function sharedCollection(api: Api, photoCount: number, collection: Record<string, unknown> = {}) {
  const { collectionId, galleryId } = await collectionWithGallery(api, { downloadable: true, ...collection });
  const photos = [];
  for (let i = 1; i <= photoCount; i++) {
    const photo = await processed(api, await addPhoto(api, galleryId, image, `IMG_${String(i).padStart(4, '0')}.jpg`));
    assert.equal(photo.state, 'ready', photo.failure);
    photos.push(photo);
  }
  return { collectionId, galleryId, photos };
}

async function link(api: Api, collectionId: string, body: Record<string, unknown>): Promise<string> {
  const res = await api.post(`/collections/${collectionId}/photo_sharing_links`, body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data.url;
}

/** A browser's request, following no redirect: the test looks at each answer. */
const open = (url: string, init: RequestInit = {}) =>
  fetch(url.startsWith('/') ? `${server.origin}${url}` : url, { redirect: 'manual', ...init, headers: { ...BROWSER, ...init.headers } });

const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  body: new URLSearchParams(fields).toString(),
});

const hrefs = (page: string, pattern: RegExp) => [...page.matchAll(pattern)].map((match) => match[1]!);

test('a collection link answers a browser the gallery page, a program the JSON, and counts both visits', async () => {
  const { api } = await newStudio(server);
  assert.equal((await api.put('/studio', { name: 'Lumen & Co' })).status, 200);
  const { collectionId, photos } = await sharedCollection(api, 3, { name: 'Ada <and> Sam' });
  const url = await link(api, collectionId, { permissions: 'view' });

  const page = await open(url);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type')!, /^text\/html/);
  assert.match(page.headers.get('content-security-policy')!, /default-src 'none'/);
  const body = await page.text();
  assert.match(body, /Lumen &amp; Co/);
  assert.match(body, /<h1>Ada &lt;and&gt; Sam<\/h1>/);
  const token = new URL(url).pathname.split('/')[2]!;
  const viewers = hrefs(body, new RegExp(`<a href="(/s/${token}/photos/\\d{10})">`, 'g'));
  assert.deepEqual(viewers, photos.map((photo) => `/s/${token}/photos/${photo.id}`));
  // Every thumbnail has its size, loads lazily, and offers the web size to wide screens.
  const images = [...body.matchAll(/<img src="[^"]+thumbnail\.jpg" srcset="([^"]+)" sizes="[^"]+" width="(\d+)" height="(\d+)" loading="lazy"/g)];
  assert.equal(images.length, 3);
  assert.deepEqual([images[0]![2], images[0]![3]], ['400', '267']);
  assert.match(images[0]![1]!, /thumbnail\.jpg 400w, .*web\.jpg 2048w/);
  assert.doesNotMatch(body, /Download all/);

  const json = await fetch(url, { headers: { accept: 'application/json' } });
  assert.equal(json.status, 200);
  assert.equal((await json.json()).data.galleries[0].photos.length, 3);
  const listed = await api.get(`/collections/${collectionId}/photo_sharing_links`);
  assert.equal(listed.body.data[0].uses, 2);
});

test('the viewer goes from photo to photo, and its images are shown without counting downloads or uses', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photos } = await sharedCollection(api, 3);
  const url = await link(api, collectionId, { permissions: 'download' });
  const token = new URL(url).pathname.split('/')[2]!;

  const middle = await (await open(`/s/${token}/photos/${photos[1]!.id}`)).text();
  assert.match(middle, /Photo 2 of 3/);
  assert.deepEqual(hrefs(middle, /<a href="([^"]+)" rel="prev">/g), [`/s/${token}/photos/${photos[0]!.id}`]);
  assert.deepEqual(hrefs(middle, /<a href="([^"]+)" rel="next">/g), [`/s/${token}/photos/${photos[2]!.id}`]);
  const last = await (await open(`/s/${token}/photos/${photos[2]!.id}`)).text();
  assert.doesNotMatch(last, /rel="next"/);

  const web = await open(`/s/${token}/photos/${photos[1]!.id}/web.jpg`);
  assert.equal(web.status, 200);
  assert.equal(web.headers.get('content-type'), 'image/jpeg');
  assert.equal((await web.arrayBuffer()).byteLength > 1000, true);
  const thumbnail = await open(`/s/${token}/photos/${photos[1]!.id}/thumbnail.jpg`);
  assert.equal(thumbnail.status, 200);
  await thumbnail.arrayBuffer();

  const downloads = await api.get(`/collections/${collectionId}/photo_downloads`);
  assert.equal(downloads.body.data.length, 0);
  const listed = await api.get(`/collections/${collectionId}/photo_sharing_links`);
  assert.equal(listed.body.data[0].uses, 0);
});

test('the first favorite asks the email once; the favorite and the visitor reach the studio', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photos } = await sharedCollection(api, 2);
  const url = await link(api, collectionId, { permissions: 'view' });
  const token = new URL(url).pathname.split('/')[2]!;
  const photoId = photos[0]!.id;

  const viewer = await (await open(`/s/${token}/photos/${photoId}`)).text();
  const ask = hrefs(viewer, /<a class="button" href="([^"]+)">♡ Add to favorites<\/a>/g);
  assert.deepEqual(ask, [`/s/${token}/visitor?next=favorite:${photoId}`]);
  const formPage = await open(ask[0]!);
  assert.equal(formPage.status, 200);
  assert.match(await formPage.text(), /name="email" type="email"/);

  const refused = await open(`/s/${token}/visitor`, form({ email: 'not an email', next: `favorite:${photoId}` }));
  assert.equal(refused.status, 422);
  assert.match(await refused.text(), /aria-invalid="true"/);

  const given = await open(`/s/${token}/visitor`, form({ email: 'Ada@Example.com', next: `favorite:${photoId}` }));
  assert.equal(given.status, 303);
  assert.equal(given.headers.get('location'), `/s/${token}/photos/${photoId}`);
  const cookie = given.headers.get('set-cookie')!;
  assert.match(cookie, new RegExp(`^gallery_visitor=Ada%40Example\\.com; Path=/s/${token}; Max-Age=\\d+; HttpOnly; SameSite=Lax`));
  const visitorCookie = cookie.split(';')[0]!;

  const favorites = await api.get(`/collections/${collectionId}/favorites`);
  assert.deepEqual(favorites.body.data.map((favorite: { photo_id: string; email: string }) => [favorite.photo_id, favorite.email]), [[photoId, 'ada@example.com']]);
  const visitors = await api.get(`/collections/${collectionId}/visitor_emails`);
  assert.deepEqual(visitors.body.data.map((visitor: { email: string }) => visitor.email), ['ada@example.com']);

  // Known now: the viewer offers to remove it, and the second photo's button posts at once.
  const again = await (await open(`/s/${token}/photos/${photoId}`, { headers: { cookie: visitorCookie } })).text();
  assert.match(again, /♥ Remove from favorites/);
  const second = await open(`/s/${token}/photos/${photos[1]!.id}/favorite`, form({ favorite: 'true' }, visitorCookie));
  assert.equal(second.status, 303);
  const removed = await open(`/s/${token}/photos/${photoId}/favorite`, form({ favorite: 'false' }, visitorCookie));
  assert.equal(removed.status, 303);
  const after = await api.get(`/collections/${collectionId}/favorites`);
  assert.deepEqual(after.body.data.map((favorite: { photo_id: string }) => favorite.photo_id), [photos[1]!.id]);
});

test('a download link offers each photo and all of them, recorded under the visitor\'s email', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photos } = await sharedCollection(api, 2, { name: 'Wedding' });
  const url = await link(api, collectionId, { permissions: 'download' });
  const token = new URL(url).pathname.split('/')[2]!;

  const anonymous = await open(`/s/${token}/photos/${photos[0]!.id}/download`);
  assert.equal(anonymous.status, 303);
  assert.equal(anonymous.headers.get('location'), `/s/${token}/visitor?next=download:${photos[0]!.id}`);
  const given = await open(`/s/${token}/visitor`, form({ email: 'sam@example.com', next: `download:${photos[0]!.id}` }));
  assert.equal(given.headers.get('location'), `/s/${token}/photos/${photos[0]!.id}?downloading=1`);
  const cookie = given.headers.get('set-cookie')!.split(';')[0]!;
  const offered = await (await open(given.headers.get('location')!, { headers: { cookie } })).text();
  assert.match(offered, new RegExp(`href="/s/${token}/photos/${photos[0]!.id}/download" download="IMG_0001.jpg" data-download-now data-start`));

  const file = await open(`/s/${token}/photos/${photos[0]!.id}/download`, { headers: { cookie } });
  assert.equal(file.status, 200);
  assert.match(file.headers.get('content-disposition')!, /^attachment; filename="IMG_0001.jpg"/);
  assert.deepEqual(Buffer.from(await file.arrayBuffer()), image);

  const zip = await open(`/s/${token}/download.zip`, { headers: { cookie } });
  assert.equal(zip.status, 200);
  assert.equal(zip.headers.get('content-type'), 'application/zip');
  const zipBytes = Buffer.from(await zip.arrayBuffer());
  assert.equal(zip.headers.get('content-length'), String(zipBytes.length), 'the browser can show progress');
  const names = await zipEntries(zipBytes);
  assert.deepEqual(names.sort(), ['Ceremony/IMG_0001.jpg', 'Ceremony/IMG_0002.jpg']);

  const downloads = await api.get(`/collections/${collectionId}/photo_downloads`);
  assert.equal(downloads.body.data.length, 3);
  assert.ok(downloads.body.data.every((download: { email: string }) => download.email === 'sam@example.com'));
  const page = await (await open(url, { headers: { cookie } })).text();
  assert.match(page, new RegExp(`<a class="button" href="/s/${token}/download.zip">Download all</a>`));
});

test('a view link offers no download, and refuses one asked directly', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photos } = await sharedCollection(api, 1);
  const token = new URL(await link(api, collectionId, { permissions: 'view' })).pathname.split('/')[2]!;
  const cookie = 'gallery_visitor=sam%40example.com';
  const viewer = await (await open(`/s/${token}/photos/${photos[0]!.id}`, { headers: { cookie } })).text();
  assert.doesNotMatch(viewer, />Download</);
  const refused = await open(`/s/${token}/photos/${photos[0]!.id}/download`, { headers: { cookie } });
  assert.equal(refused.status, 403);
  assert.match(await refused.text(), /<html/);
  assert.equal((await open(`/s/${token}/download.zip`, { headers: { cookie } })).status, 403);
});

test('a personal link is mailed to its client, and knows them: favorites and downloads go under their email without asking', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photos } = await sharedCollection(api, 1);
  const invited = await api.post(`/collections/${collectionId}/clients`, { email: 'Client@Example.com', access_level: 'download', notify: true });
  assert.equal(invited.status, 201, JSON.stringify(invited.body));
  assert.match(invited.body.data.link_url, new RegExp(`^${server.origin}/s/[A-Za-z0-9]{43}$`));
  const plain = await api.post(`/collections/${collectionId}/clients`, { email: 'other@example.com' });
  assert.equal(plain.body.data.link_url, null);
  const links = await api.get(`/collections/${collectionId}/photo_sharing_links`);
  assert.deepEqual(links.body.data.map((link: { client_email: string | null; permissions: string }) => [link.client_email, link.permissions]), [['client@example.com', 'download']]);

  const [mail] = await smtp.to('client@example.com');
  assert.match(mail!.subject ?? '', /shared "Lovelace wedding" with you$/);
  assert.ok(mail!.text?.includes(invited.body.data.link_url), 'the text part holds the personal link');
  assert.ok(String(mail!.html).includes(`href="${invited.body.data.link_url}"`), 'the HTML part links it');
  assert.equal(smtp.for('other@example.com').length, 0, 'no mail without notify');

  const token = new URL(invited.body.data.link_url).pathname.split('/')[2]!;
  const page = await (await open(invited.body.data.link_url)).text();
  assert.match(page, /Download all<\/a>/);
  const favorite = await open(`/s/${token}/photos/${photos[0]!.id}/favorite`, form({ favorite: 'true' }));
  assert.equal(favorite.status, 303);
  assert.equal(favorite.headers.get('location'), `/s/${token}/photos/${photos[0]!.id}`);
  const file = await open(`/s/${token}/photos/${photos[0]!.id}/download`);
  assert.equal(file.status, 200);
  await file.arrayBuffer();

  const favorites = await api.get(`/collections/${collectionId}/favorites`);
  assert.deepEqual(favorites.body.data.map((entry: { email: string }) => entry.email), ['client@example.com']);
  const downloads = await api.get(`/collections/${collectionId}/photo_downloads`);
  assert.deepEqual(downloads.body.data.map((entry: { email: string }) => entry.email), ['client@example.com']);
  const clients = await api.get(`/collections/${collectionId}/clients`);
  const entry = clients.body.data.find((client: { email: string }) => client.email === 'client@example.com');
  assert.match(entry.last_accessed, /\.\d{6}Z$/);
});

test('unknown, malformed and revoked links, and photos the link does not show, are the 404 page', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photos } = await sharedCollection(api, 1);
  const other = await sharedCollection(api, 1);
  const url = await link(api, collectionId, { permissions: 'view' });
  const token = new URL(url).pathname.split('/')[2]!;
  const unknownToken = 'A'.repeat(43);
  for (const path of [
    `/s/${unknownToken}`, '/s/short', `/s/${unknownToken}/photos/${photos[0]!.id}`, `/s/${token}/photos/${other.photos[0]!.id}`,
    `/s/${token}/photos/12/web.jpg`, `/s/${token}/photos/${photos[0]!.id}/original.jpg`, `/s/${token}/visitor?next=nothing`,
  ]) {
    const res = await open(path);
    assert.equal(res.status, 404, path);
    const body = await res.text();
    assert.match(body, /This link does not work/, path);
  }
  const links = await api.get(`/collections/${collectionId}/photo_sharing_links`);
  await api.delete(`/collections/${collectionId}/photo_sharing_links/${links.body.data[0].id}`);
  assert.equal((await open(url)).status, 404);
  assert.equal((await open(`/s/${token}/photos/${photos[0]!.id}/thumbnail.jpg`)).status, 404);
});

function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
