/**
 * The invoice page in real headless Chromium at a phone's width (`npm run test:browser`): it renders
 * from this service alone, its stylesheet and script load under its Content-Security-Policy, and the
 * studio's name and the amount due are there to read without scrolling sideways.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer } from '../helpers.js';
import { assertAccessible, PHONE, phoneBrowser, screenshot } from './chromium.js';

const browser = await phoneBrowser();
const quiet = await phoneBrowser({ javaScriptEnabled: false });
const server = await startTestServer();
await browser.reachOnly(server.origin);
await quiet.reachOnly(server.origin);
const { page, requests, consoleErrors, isOwnHost } = browser;
const serverHost = new URL(server.origin).host;

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
  await assertAccessible(page, 'the invoice page');
  await screenshot(page, 'invoice-page');

  assert.deepEqual(requests.filter((url) => !isOwnHost(url)), [], `the page reached hosts other than ${serverHost}`);
  assert.ok(requests.some((url) => /\/assets\/page\.[0-9a-f]{12}\.css$/.test(url)), 'the stylesheet came from the service');
  assert.deepEqual(await browser.cspViolations(), [], 'CSP violations');
  assert.deepEqual(consoleErrors, [], 'console errors');
});

test('with JavaScript off the invoice page reads the same, without the print button, and links its PDF', async () => {
  const { api } = await newStudio(server);
  const client = (await api.post('/clients', { first_name: 'Ada', email: 'ada@example.test' })).body.data;
  const draft = (await api.post('/invoices', { client_id: client.id, due_date: '2031-01-31', line_items: [{ name: 'Prints', quantity: 2, amount: 4500 }] })).body.data;
  const invoice = (await api.post(`/invoices/${draft.id}/send`, {})).body.data;
  const { page: plain } = quiet;

  assert.equal((await plain.goto(invoice.public_url))?.status(), 200);
  assert.equal(await plain.locator('.amount-due').innerText(), '$90.00');
  assert.equal(await plain.getByRole('button', { name: 'Print this invoice' }).isVisible(), false, 'the print button needs the script');
  // Chromium shows a PDF inline in its viewer: the link's answer is fetched as the browser would ask it.
  const href = await plain.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await plain.request.get(href!);
  assert.equal(pdf.status(), 200);
  assert.equal(pdf.headers()['content-type'], 'application/pdf');
  assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');
});
