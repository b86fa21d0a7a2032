/**
 * The invoice page in real headless Chromium at a phone's width (`npm run test:browser`): it renders
 * from this service alone, its stylesheet and script load under its Content-Security-Policy, and the
 * studio's name and the amount due are there to read without scrolling sideways.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type ConsoleMessage } from 'playwright-core';
import { newStudio, startTestServer } from '../helpers.js';

const CHROMIUM = '/usr/bin/chromium';
/** As root on a machine with no way out: no sandbox, no GPU, and none of Chromium's own background traffic. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PHONE = { width: 360, height: 740 };

if (!existsSync(CHROMIUM)) {
  // Never a skip: the file fails, saying why in one sentence.
  console.error(`The browser tests need Chromium at ${CHROMIUM}, which is missing: install it with \`apt-get install chromium\` (Debian) and run \`npm run test:browser\` again.`);
  process.exit(1);
}

// Chromium first: hooks run in the order they are registered, and the browser must let go of its
// keep-alive connections before the server closes (or the server waits for them to time out).
const profile = mkdtempSync(path.join(os.tmpdir(), 'studio-chromium-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: PHONE });
after(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
context.setDefaultTimeout(15_000);

const server = await startTestServer();
const serverHost = new URL(server.origin).host;

const requests: string[] = [];
await context.route('**/*', (route) => {
  const url = route.request().url();
  requests.push(url);
  return isOwnHost(url) ? route.continue() : route.abort('blockedbyclient');
});
// The page's own script cannot report what its policy refused; this one, added by the browser's driver, can.
await context.addInitScript(() => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
});
const page = context.pages()[0] ?? (await context.newPage());
const consoleErrors: string[] = [];
page.on('console', (message: ConsoleMessage) => {
  if (message.type() === 'error') consoleErrors.push(message.text());
});
page.on('pageerror', (error) => consoleErrors.push(error.message));

function isOwnHost(url: string): boolean {
  const { protocol, host } = new URL(url);
  return protocol === 'data:' || host === serverHost;
}

test('at 360 px the invoice page shows the studio and the amount due, from this service alone, with nothing refused', async () => {
  const { api } = await newStudio(server);
  await api.put('/studio', { name: 'Northlight Portraits', payment_instructions: 'Bank transfer to Northlight LLC\nIBAN DE89 3704 0044 0532 0130 00' });
  const client = (await api.post('/clients', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test' })).body.data;
  const draft = (await api.post('/invoices', {
    client_id: client.id, due_date: '2031-01-31',
    line_items: [{ name: 'Family portrait session with a long name that must wrap on a phone', quantity: 1, amount: 125000, taxable: true, tax_rate: 8.25 }],
  })).body.data;
  const invoice = (await api.post(`/invoices/${draft.id}/send`, {})).body.data;
  await api.post(`/invoices/${invoice.id}/payments`, { amount: 25000, payment_method: 'card' });

  const answer = await page.goto(invoice.public_url, { waitUntil: 'networkidle' });
  assert.equal(answer?.status(), 200);
  const studioName = page.getByRole('banner').getByText('Northlight Portraits');
  assert.ok(await studioName.isVisible(), 'the studio\'s name is in the header');
  const amountDue = page.locator('.amount-due');
  assert.ok(await amountDue.isVisible(), 'the amount due is shown');
  assert.equal(await amountDue.innerText(), '$1,103.13');
  assert.ok(await page.getByRole('heading', { name: 'How to pay' }).isVisible());
  assert.ok(await page.getByRole('button', { name: 'Print this invoice' }).isVisible(), 'the page\'s script ran');

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `the page is ${width} px wide: nothing scrolls sideways`);

  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content', 'the first Tab reaches the skip link');

  assert.deepEqual(requests.filter((url) => !isOwnHost(url)), [], `the page reached hosts other than ${serverHost}`);
  assert.ok(requests.some((url) => /\/assets\/page\.[0-9a-f]{12}\.css$/.test(url)), 'the stylesheet came from the service');
  assert.deepEqual(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), [], 'CSP violations');
  assert.deepEqual(consoleErrors, [], 'console errors');
});
