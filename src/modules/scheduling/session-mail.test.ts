/**
 * Mail about sessions (API.md §11): a booking mails the client (time in the studio's zone, `.ics`,
 * manage link) and the studio's users; a change from the manage page mails the client; a reminder
 * goes out once before the start, whatever the instances and restarts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import type { ParsedMail } from 'mailparser';
import { randomAlphanumeric } from '../../platform/ids.js';
import { Api, eventually, newStudio, startTestServer, testDatabase, type TestServer } from '../../../test/helpers.js';
import { TestMailServer } from '../../../test/support/smtp.js';
import { REMINDER_JOB } from './session-mail.js';

const smtp = await TestMailServer.start();
const mailEnv = { SMTP_URL: smtp.url, JOB_POLL_MS: '500', BOOKING_RATE_LIMIT_PER_MINUTE: '100000' };
const database = await testDatabase();
const server = await startTestServer({ ...mailEnv, DATABASE_URL: database });
const visitor = new Api(server.origin);
const ZONE = 'America/New_York';
const MONDAY_HOURS = [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }];
/** Monday, June 7, 2027, 9:00 in New York. */
const FIRST_SLOT = '2027-06-07T13:00:00.000000Z';

async function bookablePage(on: TestServer = server, over: object = {}) {
  const studio = await newStudio(on, { timezone: ZONE });
  const type = await studio.api.post('/session_types', {
    name: 'Portrait', duration: 60, status: 'published', online_booking: true, location: 'Pier 4', session_type_schedule_intervals: MONDAY_HOURS, ...over,
  });
  assert.equal(type.status, 201, JSON.stringify(type.body));
  return { ...studio, type: type.body.data, slug: type.body.data.booking_url.split('/').pop() as string };
}

const someone = () => ({ first_name: 'Ada', last_name: 'Lovelace', email: `ada-${randomAlphanumeric(8).toLowerCase()}@example.test` });
const hrefsOf = (mail: ParsedMail) => [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));

function eventOf(mail: ParsedMail): VEvent {
  const file = mail.attachments.find((attachment) => attachment.filename === 'session.ics');
  assert.ok(file, 'the .ics is attached');
  assert.match(file.contentType, /^text\/calendar/);
  const events = Object.values(ical.sync.parseICS(file.content.toString())).filter((item) => item?.type === 'VEVENT') as VEvent[];
  assert.equal(events.length, 1);
  return events[0];
}

async function bookAtPage(slug: string, starts_at = FIRST_SLOT) {
  const guest = someone();
  const res = await visitor.post(`/book/${slug}`, { ...guest, starts_at });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { guest, manageUrl: res.body.data.manage_url as string };
}

test('a booking at the page mails the client the time in the studio\'s zone, the .ics and the manage link, and mails the studio', async () => {
  const { slug, email: owner, studio, api } = await bookablePage();
  const { guest, manageUrl } = await bookAtPage(slug);

  const [mail] = await smtp.to(guest.email);
  assert.equal(mail.subject, `Booked: Portrait with ${studio.name}`);
  assert.equal((mail.from as { text: string }).text, `"${studio.name}" <no-reply@127.0.0.1>`);
  assert.equal((mail.replyTo as { text: string }).text, owner);
  for (const part of [mail.text ?? '', String(mail.html)]) {
    assert.ok(part.includes('Monday, June 7, 2027 at 9:00 AM'), `the time on the studio's clock:\n${part}`);
    assert.ok(part.includes(ZONE), 'the zone named');
    assert.ok(part.includes(manageUrl), 'the manage link');
  }
  const event = eventOf(mail);
  assert.equal(event.start.toISOString(), '2027-06-07T13:00:00.000Z');
  assert.equal(event.end?.toISOString(), '2027-06-07T14:00:00.000Z');
  assert.equal(event.location, 'Pier 4');
  assert.deepEqual(hrefsOf(mail), [manageUrl]);
  for (const link of hrefsOf(mail)) assert.equal((await fetch(link)).status, 200, link);

  const [staff] = await smtp.to(owner);
  assert.match(staff.subject ?? '', /^New booking: Portrait, Monday, June 7, 2027 at 9:00 AM$/);
  assert.ok((staff.text ?? '').includes(guest.email));

  await eventually(async () => (await api.get('/emails')).body.data.every((mail: { status: string }) => mail.status === 'sent'), 'both listed as sent');
  const listed = (await api.get('/emails')).body.data;
  assert.deepEqual(listed.map((mail: { kind: string; to: string }) => [mail.kind, mail.to]).sort(), [['session_booked', guest.email], ['session_booked', owner]].sort());
});

test('a booking made with the page\'s HTML form is mailed the same way', async () => {
  const { slug } = await bookablePage();
  const guest = someone();
  const res = await fetch(`${server.origin}/book/${slug}`, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...guest, starts_at: FIRST_SLOT }).toString(),
  });
  assert.equal(res.status, 201);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  const [mail] = await smtp.to(guest.email);
  assert.equal(eventOf(mail).start.toISOString(), '2027-06-07T13:00:00.000Z');
  assert.equal((await fetch(hrefsOf(mail)[0])).status, 200);
});

test('moving and cancelling from the manage page mail the client session_changed, with the new time', async () => {
  const { slug, api } = await bookablePage();
  const { guest, manageUrl } = await bookAtPage(slug);
  const token = manageUrl.split('/').pop();
  const moved = await visitor.post(`/book/manage/${token}/move`, { starts_at: '2027-06-07T14:00:00Z' });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  const [, movedMail] = await smtp.to(guest.email, 2);
  assert.match(movedMail.subject ?? '', /^Changed: Portrait/);
  assert.ok((movedMail.text ?? '').includes('Monday, June 7, 2027 at 10:00 AM'));
  assert.equal(eventOf(movedMail).start.toISOString(), '2027-06-07T14:00:00.000Z');

  assert.equal((await visitor.post(`/book/manage/${token}/cancel`)).status, 200);
  const [, , cancelledMail] = await smtp.to(guest.email, 3);
  assert.match(cancelledMail.subject ?? '', /^Cancelled: Portrait/);
  assert.equal(eventOf(cancelledMail).status, 'CANCELLED');
  const kinds = (await api.get('/emails')).body.data.filter((mail: { to: string }) => mail.to === guest.email).map((mail: { kind: string }) => mail.kind);
  assert.deepEqual(kinds, ['session_changed', 'session_changed', 'session_booked']);
});

test('POST /sessions mails the booking only with notify: true; its manage link works', async () => {
  const { api, type, email: owner } = await bookablePage();
  const client = (await api.post('/clients', { first_name: 'Grace', last_name: 'Hopper', email: `grace-${randomAlphanumeric(6).toLowerCase()}@example.test` })).body.data;
  const quiet = await api.post('/sessions', { session_type_id: type.id, client_id: client.id, starts_at: FIRST_SLOT });
  assert.equal(quiet.status, 201, JSON.stringify(quiet.body));
  assert.deepEqual((await api.get('/emails')).body.data, []);

  const told = await api.post('/sessions', { session_type_id: type.id, client_id: client.id, starts_at: '2027-06-14T13:00:00Z', notify: true });
  assert.equal(told.status, 201, JSON.stringify(told.body));
  const [mail] = await smtp.to(client.email);
  assert.equal(eventOf(mail).start.toISOString(), '2027-06-14T13:00:00.000Z');
  const [link] = hrefsOf(mail);
  assert.match(link, new RegExp(`^${server.origin}/book/manage/[A-Za-z0-9]{43}$`));
  assert.equal((await fetch(link)).status, 200);
  await smtp.to(owner);
  assert.equal((await api.post('/sessions', { session_type_id: type.id, client_id: client.id, starts_at: FIRST_SLOT, notify: 'yes' })).status, 422);
});

test('reminder_hours: 24 by default, settable and nullable; out of range is 422', async () => {
  const { api, type } = await bookablePage();
  assert.equal(type.reminder_hours, 24);
  assert.equal((await api.put(`/session_types/${type.id}`, { reminder_hours: 2 })).body.data.reminder_hours, 2);
  assert.equal((await api.put(`/session_types/${type.id}`, { reminder_hours: null })).body.data.reminder_hours, null);
  for (const bad of [0, -1, 721, 1.5, '24']) assert.equal((await api.put(`/session_types/${type.id}`, { reminder_hours: bad })).status, 422, String(bad));
});

/** Brings the session's reminder jobs forward to now, as if the hours before its start had passed: the next poll finds them. */
async function fastForwardReminders(on: TestServer, sessionId: string) {
  await on.database.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${REMINDER_JOB} AND data->>'sessionId' = ${sessionId} AND state = 'created'`);
}

const reminders = (mails: ParsedMail[]) => mails.filter((mail) => mail.subject?.startsWith('Reminder:'));

test('a reminder goes out once, with two instances on one database, a job run again and a restart', async () => {
  const second = await startTestServer({ ...mailEnv, DATABASE_URL: database });
  const { slug, api } = await bookablePage();
  const { guest } = await bookAtPage(slug);
  const [session] = (await api.get('/sessions')).body.data;
  await smtp.to(guest.email);

  await fastForwardReminders(second, session.id);
  await eventually(() => reminders(smtp.for(guest.email)).length === 1, 'the reminder', 30_000);
  const [reminder] = reminders(smtp.for(guest.email));
  assert.ok((reminder.text ?? '').includes('Monday, June 7, 2027 at 9:00 AM'));

  // The job run again (its instance died after recording the mail), by each instance, then by one started after a restart.
  const studioId = (await server.database.db.execute(sql`SELECT studio_id FROM sessions WHERE id = ${session.id}`)).rows[0].studio_id as string;
  const again = { studioId, sessionId: session.id, startsAt: session.starts_at, origin: server.origin };
  await Promise.all([server, second].map((on) => on.database.db.transaction((tx) => on.services.jobs.enqueue(tx, REMINDER_JOB, again))));
  const restarted = await startTestServer({ ...mailEnv, DATABASE_URL: database });
  await restarted.database.db.transaction((tx) => restarted.services.jobs.enqueue(tx, REMINDER_JOB, again));
  await eventually(async () => {
    const { rows } = await server.database.db.execute(sql`SELECT count(*)::int AS left FROM pgboss.job WHERE name = ${REMINDER_JOB} AND data->>'sessionId' = ${session.id} AND state IN ('created', 'retry', 'active')`);
    return rows[0].left === 0;
  }, 'every run of the reminder job finished', 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  assert.equal(reminders(smtp.for(guest.email)).length, 1, 'one reminder received');
  const recorded = (await api.get('/emails')).body.data.filter((mail: { kind: string }) => mail.kind === 'session_reminder');
  assert.equal(recorded.length, 1, 'one reminder recorded');
  assert.equal(recorded[0].related_id, session.id);
});

test('a session moved before its reminder is reminded of its new time only; a cancelled one not at all', async () => {
  const { slug, api } = await bookablePage();
  const { guest } = await bookAtPage(slug);
  const [session] = (await api.get('/sessions')).body.data;
  assert.equal((await api.put(`/sessions/${session.id}`, { starts_at: '2027-06-07T15:00:00Z' })).status, 200);
  await fastForwardReminders(server, session.id);
  await eventually(() => reminders(smtp.for(guest.email)).length === 1, 'the reminder', 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const sent = reminders(smtp.for(guest.email));
  assert.equal(sent.length, 1);
  assert.ok((sent[0].text ?? '').includes('Monday, June 7, 2027 at 11:00 AM'), sent[0].text);

  const other = await bookAtPage(slug, '2027-06-14T13:00:00Z');
  const booked = (await api.get('/sessions?per_page=100')).body.data.find((row: { starts_at: string }) => row.starts_at === '2027-06-14T13:00:00.000000Z');
  assert.equal((await api.put(`/sessions/${booked.id}`, { status: 'cancelled' })).status, 200);
  await fastForwardReminders(server, booked.id);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  assert.deepEqual(reminders(smtp.for(other.guest.email)), []);
});
