/**
 * A collection's sharing link in real headless Chromium (`npm run test:browser`), as a client opens it
 * on a phone: the grid's thumbnails load, the viewer goes from photo to photo by key, a favorite asks
 * the email once and reaches the studio's favorites list, one photo and the ZIP download. Then the same
 * with JavaScript off, by plain links and forms.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { newStudio, startTestServer, type Api } from '../helpers.js';
import { addPhoto, collectionWithGallery, makeImage, processed } from '../gallery/support.js';
import { assertAccessible, PHONE, phoneBrowser, screenshot } from './chromium.js';

const browser = await phoneBrowser();
const quiet = await phoneBrowser({ javaScriptEnabled: false });
const server = await startTestServer();
await browser.reachOnly(server.origin);
await quiet.reachOnly(server.origin);
const { page } = browser;

async function sharedCollection(api: Api) {
  await api.put('/studio', { name: 'Northlight Portraits' });
  const { collectionId, galleryId } = await collectionWithGallery(api, { name: 'Ada & Sam, the wedding', downloadable: true });
  const photoIds: string[] = [];
  for (const [i, size] of [[1, { width: 1200, height: 800 }], [2, { width: 800, height: 1200 }], [3, { width: 1000, height: 1000 }]] as const) {
    const photo = await processed(api, await addPhoto(api, galleryId, await makeImage(size), `IMG_000${i}.jpg`));
    assert.equal(photo.state, 'ready', photo.failure);
    photoIds.push(photo.id);
  }
  const url = (await api.post(`/collections/${collectionId}/photo_sharing_links`, { permissions: 'download' })).body.data.url;
  return { collectionId, photoIds, url };
}

test('at 360 px a client views the grid, walks the viewer by key, favorites a photo and downloads one and all', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photoIds, url } = await sharedCollection(api);

  assert.equal((await page.goto(url, { waitUntil: 'networkidle' }))?.status(), 200);
  assert.ok(await page.getByRole('banner').getByText('Northlight Portraits').isVisible(), 'the studio\'s name is in the header');
  assert.ok(await page.getByRole('heading', { name: 'Ada & Sam, the wedding' }).isVisible());
  const loaded = await page.locator('.photo-grid img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0));
  assert.deepEqual(loaded, [true, true, true], 'every thumbnail loaded');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `the page is ${width} px wide: nothing scrolls sideways`);
  await assertAccessible(page, 'the gallery page');
  await screenshot(page, 'gallery-page');

  await page.getByRole('link', { name: 'IMG_0001.jpg' }).click();
  await page.waitForURL(new RegExp(`/photos/${photoIds[0]}$`));
  assert.ok(await page.getByText('Photo 1 of 3').isVisible());
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(new RegExp(`/photos/${photoIds[1]}$`));
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL(new RegExp(`/photos/${photoIds[0]}$`));
  await assertAccessible(page, 'the viewer');
  await screenshot(page, 'gallery-viewer');

  await page.getByRole('link', { name: '♡ Add to favorites' }).click();
  await page.getByLabel('Email').fill('ada@example.test');
  await assertAccessible(page, 'the email form');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/photos/${photoIds[0]}$`));
  assert.ok(await page.getByRole('button', { name: '♥ Remove from favorites' }).isVisible());
  const favorites = (await api.get(`/collections/${collectionId}/favorites`)).body.data;
  assert.deepEqual(favorites.map((favorite: { photo_id: string; email: string }) => [favorite.photo_id, favorite.email]), [[photoIds[0], 'ada@example.test']]);

  const [photo] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download', exact: true }).click()]);
  assert.equal(photo.suggestedFilename(), 'IMG_0001.jpg');
  assert.equal(readFileSync((await photo.path())!).subarray(0, 2).toString('hex'), 'ffd8', 'a JPEG');

  await page.goto(url);
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all' }).click()]);
  assert.equal(zip.suggestedFilename(), 'Ada & Sam, the wedding.zip');
  assert.equal(readFileSync((await zip.path())!).subarray(0, 4).toString('hex'), '504b0304', 'a ZIP');
  const downloads = (await api.get(`/collections/${collectionId}/photo_downloads`)).body.data;
  assert.equal(downloads.length, 4, 'one photo, then the three in the ZIP');
  assert.deepEqual([...browser.consoleErrors], []);
  assert.deepEqual(await browser.cspViolations(), []);
  assert.deepEqual(browser.requests.filter((request) => !browser.isOwnHost(request)), []);
});

test('with JavaScript off, the grid, the viewer, a favorite and a download work by links and forms alone', async () => {
  const { api } = await newStudio(server);
  const { collectionId, photoIds, url } = await sharedCollection(api);
  const { page: plain } = quiet;

  await plain.goto(url);
  await plain.getByRole('link', { name: 'IMG_0002.jpg' }).click();
  await plain.getByRole('link', { name: 'Next →' }).click();
  await plain.waitForURL(new RegExp(`/photos/${photoIds[2]}$`));
  await plain.getByRole('link', { name: '♡ Add to favorites' }).click();
  await plain.getByLabel('Email').fill('sam@example.test');
  await plain.getByRole('button', { name: 'Continue' }).click();
  assert.ok(await plain.getByRole('button', { name: '♥ Remove from favorites' }).isVisible());
  const favorites = (await api.get(`/collections/${collectionId}/favorites`)).body.data;
  assert.deepEqual(favorites.map((favorite: { photo_id: string }) => favorite.photo_id), [photoIds[2]]);

  const [photo] = await Promise.all([plain.waitForEvent('download'), plain.getByRole('link', { name: 'Download', exact: true }).click()]);
  assert.equal(photo.suggestedFilename(), 'IMG_0003.jpg');
  await photo.path();
});

test('an unknown link is the 404 page, which passes axe too', async () => {
  const answer = await page.goto(`${server.origin}/s/${'Z'.repeat(43)}`);
  assert.equal(answer?.status(), 404);
  assert.ok(await page.getByRole('heading', { name: 'This link does not work' }).isVisible());
  await assertAccessible(page, 'the 404 page');
  await screenshot(page, 'not-found-page');
});
