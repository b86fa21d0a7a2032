/** `invoice_sent` (API.md §11): sending an invoice mails its client the amount due, the due date, the page link and the PDF. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, newStudio, startTestServer, type Api } from '../../../test/helpers.js';
import { TestMailServer } from '../../../test/support/smtp.js';

const smtp = await TestMailServer.start();
const server = await startTestServer({ SMTP_URL: smtp.url, JOB_POLL_MS: '500' });

async function draftFor(api: Api, email: string | null) {
  const client = await api.post('/clients', { first_name: 'Ada', last_name: 'Lovelace', ...(email ? { email } : {}) });
  assert.equal(client.status, 201, JSON.stringify(client.body));
  const draft = await api.post('/invoices', { client_id: client.body.data.id, due_date: '2031-01-31', line_items: [{ name: 'Portrait session', quantity: 1, amount: 125000 }] });
  assert.equal(draft.status, 201);
  return draft.body.data.id as string;
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));

test('sending an invoice mails the client what is due, by when, the page link and the PDF', async () => {
  const { api, email: ownerEmail, studio } = await newStudio(server);
  const id = await draftFor(api, 'ada.invoice@example.test');
  const sent = await api.post(`/invoices/${id}/send`);
  assert.equal(sent.status, 200);

  const [mail] = await smtp.to('ada.invoice@example.test');
  assert.equal(mail.subject, `Invoice INV-0001 from ${studio.name}`);
  assert.equal((mail.from as { text: string }).text, `"${studio.name}" <no-reply@127.0.0.1>`);
  assert.equal((mail.replyTo as { text: string }).text, ownerEmail);
  for (const part of [mail.text ?? '', String(mail.html)]) {
    assert.ok(part.includes('$1,250.00'), 'the amount due');
    assert.ok(part.includes('January 31, 2031'), 'the due date');
    assert.ok(part.includes(sent.body.data.public_url), 'the page link');
  }
  const links = hrefsOf(String(mail.html));
  assert.deepEqual(links, [sent.body.data.public_url]);
  for (const link of links) assert.equal((await fetch(link)).status, 200, link);

  assert.equal(mail.attachments.length, 1);
  const [pdf] = mail.attachments;
  assert.equal(pdf.filename, 'invoice-INV-0001.pdf');
  assert.equal(pdf.contentType, 'application/pdf');
  assert.equal(pdf.content.subarray(0, 5).toString(), '%PDF-');

  await eventually(async () => (await api.get('/emails')).body.data[0]?.status === 'sent', 'the mail listed as sent');
  const [listed] = (await api.get('/emails')).body.data;
  assert.deepEqual(
    { kind: listed.kind, to: listed.to, related_id: listed.related_id, attempts: listed.attempts },
    { kind: 'invoice_sent', to: 'ada.invoice@example.test', related_id: id, attempts: 1 },
  );
});

test('notify: false sends the invoice without a mail; a client without an email gets none either', async () => {
  const { api } = await newStudio(server);
  const quiet = await api.post(`/invoices/${await draftFor(api, 'quiet@example.test')}/send`, { notify: false });
  assert.equal(quiet.status, 200);
  assert.equal(quiet.body.data.status, 'sent');
  const noAddress = await api.post(`/invoices/${await draftFor(api, null)}/send`, {});
  assert.equal(noAddress.status, 200);
  assert.deepEqual((await api.get('/emails')).body.data, []);
});

test('a send body other than {notify: boolean} is 422 in the invoices shape, and the invoice stays a draft', async () => {
  const { api } = await newStudio(server);
  const id = await draftFor(api, 'strict@example.test');
  for (const body of [{ notify: 'no' }, { notify: null }, { notfy: false }]) {
    const res = await api.post(`/invoices/${id}/send`, body);
    assert.equal(res.status, 422, JSON.stringify(body));
    assert.equal(res.body.error.code, 'validation_error');
  }
  assert.equal((await api.get(`/invoices/${id}`)).body.data.status, 'draft');
  assert.deepEqual((await api.get('/emails')).body.data, []);
});
