/**
 * The outbox: mail recorded with its cause, sent by the job queue to a real SMTP server, retried
 * through an outage, failed after its last retry, recorded as `skipped` without SMTP, listed by
 * GET /emails to its own studio only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, newStudio, startTestServer, type Api, type TestServer, type TestStudio } from '../../../test/helpers.js';
import { REFUSAL, TestMailServer } from '../../../test/support/smtp.js';
import { mailBody } from '../../platform/pages/mail-body.js';

const smtp = await TestMailServer.start();
const refusing = await TestMailServer.start({ refuse: true });
/** Retries a second apart: the hour of retries in a few seconds. */
const FAST_RETRIES = { MAIL_RETRY_FIRST_SECONDS: '1', MAIL_RETRY_MAX_SECONDS: '1', JOB_POLL_MS: '500' };
const server = await startTestServer({ SMTP_URL: smtp.url, ...FAST_RETRIES });

async function queueMail(on: TestServer, { studio }: TestStudio, to: string, subject = 'Hello from the studio') {
  const { emails, db } = on.services;
  await db.transaction((tx) =>
    emails.queue(tx, { studio, origin: on.origin }, {
      kind: 'invoice_sent',
      to,
      subject,
      body: mailBody({ studioName: studio.name, greeting: 'Hello Ada,', paragraphs: ['A <b>bold</b> claim & more.'], links: [{ label: 'Open', url: `${on.origin}/healthz` }] }),
      attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: 'attached text' }],
      relatedId: 'in_x',
    }));
}

async function mailTo(api: Api, to: string) {
  const list = await api.get('/emails?per_page=100');
  assert.equal(list.status, 200);
  return list.body.data.find((mail: { to: string }) => mail.to === to);
}

test('a queued mail reaches the SMTP server with its headers, both parts and its attachment, and is listed as sent', async () => {
  const owner = await newStudio(server);
  await queueMail(server, owner, 'ada@example.test', 'Your invoice');
  const [mail] = await smtp.to('ada@example.test');
  assert.equal(mail.subject, 'Your invoice');
  const from = Array.isArray(mail.from) ? mail.from[0] : mail.from;
  assert.deepEqual(from?.value, [{ name: owner.studio.name, address: 'no-reply@127.0.0.1' }]);
  assert.equal((mail.replyTo as { text: string }).text, owner.email);
  assert.match(mail.text ?? '', /A <b>bold<\/b> claim & more\./);
  assert.match(String(mail.html), /A &lt;b&gt;bold&lt;\/b&gt; claim &amp; more\./, 'text is escaped in the HTML part');
  assert.equal(mail.attachments.length, 1);
  assert.equal(mail.attachments[0].filename, 'note.txt');
  assert.equal(mail.attachments[0].content.toString(), 'attached text');

  await eventually(async () => (await mailTo(owner.api, 'ada@example.test'))?.status === 'sent', 'the mail listed as sent');
  const listed = await mailTo(owner.api, 'ada@example.test');
  assert.equal(listed.attempts, 1);
  assert.equal(listed.last_error, null);
  assert.equal(listed.kind, 'invoice_sent');
  assert.equal(listed.related_id, 'in_x');
  assert.match(listed.id, /^em_[A-Za-z0-9]{30}$/);
  assert.match(listed.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  assert.match(listed.sent_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
});

test('while the SMTP server is down the mail waits, counting attempts with the reason; it goes out when the server is back', async () => {
  const owner = await newStudio(server);
  await smtp.stop();
  try {
    await queueMail(server, owner, 'outage@example.test');
    await eventually(async () => (await mailTo(owner.api, 'outage@example.test'))?.attempts >= 2, 'two attempts', 30_000);
    const waiting = await mailTo(owner.api, 'outage@example.test');
    assert.equal(waiting.status, 'queued');
    assert.match(waiting.last_error, /ECONNREFUSED/);
    assert.equal(waiting.sent_at, null);
  } finally {
    await smtp.listen();
  }
  await smtp.to('outage@example.test');
  await eventually(async () => (await mailTo(owner.api, 'outage@example.test'))?.status === 'sent', 'the mail sent after the outage', 30_000);
  const sent = await mailTo(owner.api, 'outage@example.test');
  assert.ok(sent.attempts >= 2 && sent.attempts <= 6, `attempts ${sent.attempts}`);
  assert.equal(sent.last_error, null);
});

test('a server that refuses the mail: 6 attempts, then failed with the server\'s answer', async () => {
  const refused = await startTestServer({ SMTP_URL: refusing.url, ...FAST_RETRIES });
  const owner = await newStudio(refused);
  await queueMail(refused, owner, 'refused@example.test');
  await eventually(async () => (await mailTo(owner.api, 'refused@example.test'))?.status === 'failed', 'the mail failed', 60_000);
  const failed = await mailTo(owner.api, 'refused@example.test');
  assert.equal(failed.attempts, 6);
  assert.match(failed.last_error, new RegExp(`^550 .*${REFUSAL}`));
  assert.equal(failed.sent_at, null);
});

test('without SMTP_URL a mail is recorded as skipped, never lost silently', async () => {
  const unconfigured = await startTestServer();
  const owner = await newStudio(unconfigured);
  await queueMail(unconfigured, owner, 'nobody@example.test');
  const listed = await mailTo(owner.api, 'nobody@example.test');
  assert.equal(listed.status, 'skipped');
  assert.equal(listed.attempts, 0);
});

test('GET /emails: a studio sees only its own mail, newest first, paged; bad paging is 400', async () => {
  const first = await newStudio(server);
  const second = await newStudio(server);
  await queueMail(server, first, 'one@example.test', 'First');
  await queueMail(server, first, 'two@example.test', 'Second');
  const page = await first.api.get('/emails?per_page=1');
  assert.equal(page.status, 200);
  assert.deepEqual(page.body.data.map((mail: { subject: string }) => mail.subject), ['Second']);
  assert.equal(page.body.meta.total, 2);
  assert.match(page.body.links.next, /page=2/);
  const other = await second.api.get('/emails');
  assert.deepEqual(other.body.data, []);
  for (const query of ['per_page=0', 'per_page=101', 'page=0', 'page=abc', 'color=red']) {
    const bad = await first.api.get(`/emails?${query}`);
    assert.equal(bad.status, 400, query);
    assert.equal(typeof bad.body.error, 'string', query);
  }
});
