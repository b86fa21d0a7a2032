import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer, type Api } from '../../../test/helpers.js';
import { readPdf } from '../../../test/support/pdf.js';

const server = await startTestServer();

async function sentInvoice(api: Api, client: { first_name: string; last_name: string }) {
  const made = await api.post('/clients', { ...client, email: `client-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(made.status, 201);
  const draft = await api.post('/invoices', {
    client_id: made.body.data.id, due_date: '2031-01-31',
    line_items: [{ name: 'Portrait session', description: 'Two hours in the studio', quantity: 1, amount: 125000 }, { name: 'Prints', quantity: 3, amount: 2500 }],
  });
  assert.equal(draft.status, 201);
  return (await api.post(`/invoices/${draft.body.data.id}/send`, {})).body.data;
}

async function download(url: string) {
  const res = await fetch(url);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

test('the PDF is the page\'s invoice on A4, with the headers that keep its link private', async () => {
  const { api } = await newStudio(server);
  await api.put('/studio', { name: 'Northlight Portraits', payment_instructions: 'Bank transfer to Northlight LLC' });
  const invoice = await sentInvoice(api, { first_name: 'Ada', last_name: 'Lovelace' });
  const paid = await api.post(`/invoices/${invoice.id}/payments`, { amount: 50000, payment_method: 'bank_transfer' });
  assert.equal(paid.status, 201);

  const { res, body } = await download(`${invoice.public_url}.pdf`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  assert.equal(res.headers.get('content-disposition'), 'inline; filename="invoice-INV-0001.pdf"');
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(body.subarray(0, 5).toString(), '%PDF-');

  const pdf = readPdf(body);
  assert.match(pdf.dictionaries, /\/MediaBox \[0 0 595\.28 841\.89\]/, 'A4');
  for (const expected of [
    'Northlight Portraits', 'Invoice INV-0001', 'Ada Lovelace', 'Portrait session', 'Two hours in the studio', '$1,325.00',
    'Amount due', '$825.00', 'Bank transfer', 'Received', '$500.00', 'January 31, 2031', 'Bank transfer to Northlight LLC',
  ]) assert.ok(pdf.text.includes(expected), `the PDF says ${expected}:\n${pdf.text}`);
});

test('a client named in Latin, Greek and Cyrillic letters prints in the embedded font', async () => {
  const { api } = await newStudio(server);
  const invoice = await sentInvoice(api, { first_name: 'Zoë Ångström Łukasz', last_name: 'Δημήτρης Юлия' });
  const { res, body } = await download(`${invoice.public_url}.pdf`);
  assert.equal(res.status, 200);
  const pdf = readPdf(body);
  assert.ok(pdf.text.includes('Zoë Ångström Łukasz Δημήτρης Юлия'), pdf.text);
  assert.match(pdf.dictionaries, /\/FontFile2 \d+ 0 R/, 'the font travels with the document');
  assert.doesNotMatch(pdf.dictionaries, /\/BaseFont \/Helvetica/, 'no standard font, which has no Greek or Cyrillic');
});

test('the page links to its PDF, and the page\'s address still answers the page', async () => {
  const { api } = await newStudio(server);
  const invoice = await sentInvoice(api, { first_name: 'Grace', last_name: 'Hopper' });
  const page = await fetch(invoice.public_url);
  assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.ok((await page.text()).includes(`<a href="${invoice.public_url}.pdf">Download PDF</a>`));
});

test('an unknown or malformed token is the 404 page, never a PDF or a 500', async () => {
  const { api } = await newStudio(server);
  const invoice = await sentInvoice(api, { first_name: 'Ada', last_name: 'Lovelace' });
  const token = invoice.public_url.split('/i/')[1];
  for (const candidate of ['A'.repeat(32), token.slice(1), `${token}x`, '', `${token}.pdf`, 'x'.repeat(5000), '%00', '%E2%98%83'.repeat(32), '..%2F..%2Fetc']) {
    const res = await fetch(`${server.origin}/i/${candidate}.pdf`);
    assert.equal(res.status, 404, candidate);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(await res.text(), /<h1>This link does not work<\/h1>/, candidate);
  }
});

test('a failure behind the PDF answers the plain error page, without the error', async (t) => {
  t.mock.method(server.services.invoices, 'forPage', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  const res = await fetch(`${server.origin}/i/${'B'.repeat(32)}.pdf`);
  assert.equal(res.status, 500);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  const text = await res.text();
  assert.match(text, /<h1>Something went wrong<\/h1>/);
  assert.ok(!text.includes('secret_table'));
});
