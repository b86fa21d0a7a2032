/**
 * The /docs page in real headless Chromium (`npm run test:browser`; `npm test` leaves this folder out):
 * it renders from this service alone, with no request to any other host, lists every tag of the
 * OpenAPI document, and its "try it" client calls the API with a token typed into the page.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { newStudio, startTestServer } from '../helpers.js';

const CHROMIUM = '/usr/bin/chromium';
/** As root on a machine with no way out: no sandbox, no GPU, and none of Chromium's own background traffic. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!existsSync(CHROMIUM)) {
  // Never a skip: the file fails, saying why in one sentence.
  console.error(`The browser tests need Chromium at ${CHROMIUM}, which is missing: install it with \`apt-get install chromium\` (Debian) and run \`npm run test:browser\` again.`);
  process.exit(1);
}

// Chromium first: hooks run in the order they are registered, and the browser must let go of its
// keep-alive connections before the server closes (or the server waits for them to time out).
const profile = mkdtempSync(path.join(os.tmpdir(), 'studio-chromium-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
after(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
context.setDefaultTimeout(15_000);

const server = await startTestServer();
const studio = await newStudio(server);
const serverHost = new URL(server.origin).host;

/** Every request the page made, in order, whatever its host. */
const requests: { method: string; url: string; authorization?: string }[] = [];
// Requests to another host are recorded and refused at once rather than left to time out.
await context.route('**/*', (route) => {
  const request = route.request();
  requests.push({ method: request.method(), url: request.url(), authorization: request.headers().authorization });
  return isOwnHost(request.url()) ? route.continue() : route.abort('blockedbyclient');
});
const page = context.pages()[0] ?? (await context.newPage());
page.on('websocket', (socket) => requests.push({ method: 'WEBSOCKET', url: socket.url() }));

function isOwnHost(url: string): boolean {
  const { protocol, host } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || host === serverHost;
}

function assertNothingLeftTheServer(): void {
  const elsewhere = requests.filter((request) => !isOwnHost(request.url)).map((request) => `${request.method} ${request.url}`);
  assert.deepEqual(elsewhere, [], `the docs page reached hosts other than ${serverHost}`);
}

test('the docs page renders from the service alone and lists every tag of the OpenAPI document', async () => {
  await page.goto(`${server.origin}/docs`, { waitUntil: 'networkidle' });
  const document = (await (await fetch(`${server.origin}/api/v1/openapi.json`)).json()) as {
    tags?: { name: string }[];
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const tags = new Set([...(document.tags ?? []).map((tag) => tag.name), ...Object.values(document.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? []))]);
  assert.ok(tags.size > 0, 'the OpenAPI document has tags');
  // The sidebar shows each tag as a group that opens or closes.
  const groups = page.getByRole('button', { name: /^(Open|Close) Group - / });
  // The page builds its whole reference from the document in the browser: seconds of CPU on a busy machine.
  await groups.first().waitFor({ timeout: 60_000 });
  const listed = new Set((await groups.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''))).map((label) => label.replace(/^(Open|Close) Group - /, '').trim()));
  assert.deepEqual([...tags].filter((tag) => !listed.has(tag)), [], `tags missing from the page (it lists ${[...listed].join(', ')})`);
  assert.ok(requests.some((request) => request.url === `${server.origin}/docs/js/scalar.js`), 'the page script comes from the service');
  assertNothingLeftTheServer();
});

test('"List coupons" tried from the page with the token typed into its auth field answers 200 and shows the coupons', async () => {
  const coupon = await studio.api.post('/coupons', { code: 'BROWSER10', discount_type: 'percentage', discount_value: 10 });
  assert.equal(coupon.status, 201);
  await page.getByLabel('Bearer Token').fill(studio.token);
  await page.getByRole('button', { name: 'Open Group - coupons' }).click();
  await page.getByRole('link', { name: /List coupons/ }).first().click();
  await page.getByRole('button', { name: 'Test Request (get /api/v1/coupons)' }).click();
  await page.getByRole('button', { name: 'Send get request to' }).click();

  const response = page.getByRole('region', { name: 'Response' });
  const status = response.getByRole('link', { name: /^\d{3}\b/ });
  await status.waitFor();
  assert.match((await status.innerText()).trim(), /^200\b/);
  const body = JSON.parse(await response.locator('.cm-content').innerText());
  assert.deepEqual(
    body.data.map((shown: { id: string; code: string }) => [shown.id, shown.code]),
    [[coupon.body.data.id, 'BROWSER10']],
  );
  assert.equal(body.meta.total, 1);

  const sent = requests.filter((request) => new URL(request.url).pathname === '/api/v1/coupons');
  assert.equal(sent.length, 1, 'one call to /api/v1/coupons');
  assert.equal(sent[0].authorization, `Bearer ${studio.token}`);
  assertNothingLeftTheServer();
});
