import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer, type Api } from '../../../test/helpers.js';

const server = await startTestServer();
const FUTURE = '2031-01-31';

async function draftFor(api: Api, client: { first_name: string; last_name: string }) {
  const made = await api.post('/clients', { ...client, email: `client-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(made.status, 201);
  const res = await api.post('/invoices', { client_id: made.body.data.id, due_date: FUTURE, line_items: [{ name: 'Portrait session', quantity: 1, amount: 125000 }] });
  assert.equal(res.status, 201);
  return res.body.data;
}

test('a draft has no page; sending gives it one, at an unguessable address on the service\'s origin', async () => {
  const { api } = await newStudio(server);
  const draft = await draftFor(api, { first_name: 'Ada', last_name: 'Lovelace' });
  assert.equal(draft.public_url, null);
  assert.equal((await api.get(`/invoices/${draft.id}`)).body.data.public_url, null);

  const sent = (await api.post(`/invoices/${draft.id}/send`, {})).body.data;
  assert.match(sent.public_url, new RegExp(`^${server.origin}/i/[A-Za-z0-9]{32}$`));
  assert.equal((await api.get(`/invoices/${draft.id}`)).body.data.public_url, sent.public_url);
  const listed = (await api.get('/invoices')).body.data.find((invoice: { id: string }) => invoice.id === draft.id);
  assert.equal(listed.public_url, sent.public_url);

  const other = await draftFor(api, { first_name: 'Grace', last_name: 'Hopper' });
  const otherSent = (await api.post(`/invoices/${other.id}/send`, {})).body.data;
  assert.notEqual(otherSent.public_url, sent.public_url, 'each invoice has its own page');
});

const HOSTILE = `<script>alert(1)</script>"'&`;

async function sentInvoice(api: Api, client = { first_name: 'Ada', last_name: 'Lovelace' }) {
  const draft = await draftFor(api, client);
  return (await api.post(`/invoices/${draft.id}/send`, {})).body.data;
}

async function open(url: string) {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  return { res, text: await res.text() };
}

function assertPageHeaders(res: Response) {
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(
    res.headers.get('content-security-policy'),
    "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
  assert.equal(res.headers.get('cache-control'), 'no-store');
}

test('the page shows the studio, the client, the total, the amount due and how to pay', async () => {
  const { api } = await newStudio(server);
  await api.put('/studio', { name: 'Northlight Portraits', payment_instructions: 'Bank transfer to Northlight LLC\nIBAN DE89 3704 0044 0532 0130 00' });
  const invoice = await sentInvoice(api);
  const { res, text } = await open(invoice.public_url);
  assert.equal(res.status, 200);
  assertPageHeaders(res);
  assert.match(text, /^<!doctype html>/);
  assert.match(text, /<header class="site-header"><p>Northlight Portraits<\/p><\/header>/);
  assert.match(text, /<h1>Invoice INV-0001 <span class="status status-sent">Awaiting payment<\/span><\/h1>/);
  assert.ok(text.includes('<dd>Ada Lovelace<br>'), 'the client\'s name');
  assert.ok(text.includes('<p class="amount-due">$1,250.00</p>'), 'the amount due, formatted');
  assert.match(text, /<th scope="row" colspan="3">Total<\/th><td class="number">\$1,250\.00<\/td>/);
  assert.ok(text.includes('<h2 id="how-to-pay">How to pay</h2>\n<p class="preformatted">Bank transfer to Northlight LLC\nIBAN DE89 3704 0044 0532 0130 00</p>'));
  assert.ok(text.includes('Due January 31, 2031'));
});

test('payments, discount and tax are on the page; once paid, it says so and asks for nothing', async () => {
  const { api } = await newStudio(server);
  await api.put('/studio', { payment_instructions: 'Pay by card at the studio.' });
  await api.post('/coupons', { code: 'TENOFF', discount_type: 'percentage', discount_value: 10 });
  const made = await api.post('/clients', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test' });
  const draft = await api.post('/invoices', {
    client_id: made.body.data.id, due_date: FUTURE, coupon_code: 'TENOFF',
    line_items: [{ name: 'Prints', description: 'A3 on matte paper', quantity: 2, amount: 5000, taxable: true, tax_rate: 10 }],
  });
  const sent = (await api.post(`/invoices/${draft.body.data.id}/send`, {})).body.data;
  assert.equal(sent.amount, 9900);
  const paid = await api.post(`/invoices/${sent.id}/payments`, { amount: 9900, payment_method: 'bank_transfer' });
  assert.equal(paid.status, 201);
  const { res, text } = await open(sent.public_url);
  assert.equal(res.status, 200);
  assert.ok(text.includes('<th scope="row">Prints<span class="item-description">A3 on matte paper</span></th>'));
  assert.match(text, /Discount \(TENOFF\)<\/th><td class="number">−\$10\.00</);
  assert.match(text, /Tax<\/th><td class="number">\$9\.00</);
  assert.match(text, /<td>Bank transfer<\/td>\n<td>Received<\/td>\n<td class="number">\$99\.00<\/td>/);
  assert.ok(text.includes('<p class="amount-due">$0.00</p>'));
  assert.ok(text.includes('Paid in full. Thank you!'));
  assert.match(text, /status-paid">Paid</);
  assert.ok(!text.includes('How to pay'), 'nothing left to pay: no instructions');
});

test('a hostile client or studio name is shown as text, never as markup', async () => {
  const { api } = await newStudio(server);
  await api.put('/studio', { name: HOSTILE, payment_instructions: HOSTILE });
  const invoice = await sentInvoice(api, { first_name: HOSTILE, last_name: HOSTILE });
  const { res, text } = await open(invoice.public_url);
  assert.equal(res.status, 200);
  assert.equal(text.match(/<script/g)?.length, 1, 'the page\'s own script tag alone');
  const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;';
  assert.ok(text.includes(`<dd>${escaped} ${escaped}<br>`), 'the client\'s name, escaped');
  assert.ok(text.includes(`<header class="site-header"><p>${escaped}</p></header>`), 'the studio\'s name, escaped');
  assert.ok(text.includes(`<p class="preformatted">${escaped}</p>`), 'the payment instructions, escaped');
});

test('an unknown, malformed or hostile token is the 404 page, never an error body or a 500', async () => {
  const { api } = await newStudio(server);
  const invoice = await sentInvoice(api);
  const token = invoice.public_url.split('/i/')[1];
  const tokens = [
    'A'.repeat(32), token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(), token.slice(1), `${token}x`, `${token}.pdf.html`,
    'x'.repeat(5000), '%00', '..%2F..%2Fetc%2Fpasswd', '%E2%98%83'.repeat(32), encodeURIComponent(HOSTILE), "1'%20OR%20'1'='1",
  ];
  for (const candidate of tokens) {
    const { res, text } = await open(`${server.origin}/i/${candidate}`);
    assert.equal(res.status, 404, candidate);
    assertPageHeaders(res);
    assert.match(text, /<h1>This link does not work<\/h1>/, candidate);
    assert.ok(!text.includes('<script>alert'), 'nothing of the token is echoed as markup');
  }
  const withQuery = await open(`${invoice.public_url}?utm_source=mail`);
  assert.equal(withQuery.res.status, 200, 'query parameters added by mail tools are let through');
});

test('past the per-address limit the page is a 429 page with Retry-After, not an API error body', async () => {
  const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '2' });
  const url = `${limited.origin}/i/${'A'.repeat(32)}`;
  for (let i = 0; i < 2; i++) assert.equal((await open(url)).res.status, 404);
  const { res, text } = await open(url);
  assert.equal(res.status, 429);
  assertPageHeaders(res);
  assert.ok(Number(res.headers.get('retry-after')) > 0);
  assert.match(text, /<h1>Too many requests<\/h1>/);
});

test('a failure behind the page answers a plain error page, without the error', async (t) => {
  t.mock.method(server.services.invoices, 'forPage', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  const { res, text } = await open(`${server.origin}/i/${'B'.repeat(32)}`);
  assert.equal(res.status, 500);
  assertPageHeaders(res);
  assert.match(text, /<h1>Something went wrong<\/h1>/);
  assert.ok(!text.includes('secret_table'), 'the error stays in the log');
});
