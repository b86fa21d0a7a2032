/** The booking pages a browser gets (API.md §11 "Booking"): HTML forms that work without JavaScript, beside the unchanged JSON. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer } from '../../../test/helpers.js';

const server = await startTestServer({ BOOKING_RATE_LIMIT_PER_MINUTE: '100000' });
const ZONE = 'America/New_York';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const CSP = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const HOSTILE = `<script>alert(1)</script>"'&`;

async function bookablePage(over: object = {}) {
  const studio = await newStudio(server, { timezone: ZONE });
  const res = await studio.api.post('/session_types', {
    name: 'Portrait', duration: 60, status: 'published', online_booking: true,
    session_type_schedule_intervals: [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }], ...over,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const url: string = res.body.data.booking_url;
  return { ...studio, slug: url.slice(url.lastIndexOf('/') + 1) };
}

async function open(path: string) {
  const res = await fetch(server.origin + path, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
  return { res, text: await res.text() };
}

async function postForm(path: string, fields: Record<string, string>) {
  const res = await fetch(server.origin + path, {
    method: 'POST', redirect: 'manual',
    headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { res, text: await res.text() };
}

function assertPage(res: Response, status: number) {
  assert.equal(res.status, status);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(res.headers.get('content-security-policy'), CSP);
}

const visitor = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test' };
/** The first open time listed as a radio button on a page. */
const firstSlot = (text: string) => /name="starts_at" id="slot-0" value="([^"]+)"/.exec(text)?.[1];

test('the page shows the type, the studio, a month whose open days link to their times, and the booking form', async () => {
  const { api, slug } = await bookablePage({ description: 'An hour in the studio.', payment_amount_full: 12000 });
  await api.put('/studio', { name: 'Northlight Portraits' });
  const month = await open(`/book/${slug}?month=2027-06`);
  assertPage(month.res, 200);
  for (const text of ['Portrait', 'Northlight Portraits', '60 minutes', '$120.00', 'An hour in the studio.', ZONE, 'June 2027', 'name="viewport"']) {
    assert.ok(month.text.includes(text), `the page shows ${text}`);
  }
  assert.match(month.text, /href="\/book\/\w+\?month=2027-05&amp;timezone=America%2FNew_York"/, 'a link to the month before');
  assert.match(month.text, /<a class="open-day" href="\/book\/\w+\?month=2027-06&amp;date=2027-06-07&amp;timezone=America%2FNew_York"/);
  assert.ok(!month.text.includes('name="starts_at"'), 'no times before a day is picked');
  const closedDay = await open(`/book/${slug}?date=2027-06-08`);
  assert.ok(closedDay.text.includes('No open times on June 8, 2027: pick another day.'));
  assert.ok(!closedDay.text.includes('<form'), 'no form without a time to book');

  const day = await open(`/book/${slug}?month=2027-06&date=2027-06-07&timezone=Europe/London`);
  assertPage(day.res, 200);
  assert.ok(day.text.includes('<legend>Times on June 7, 2027 (Europe/London)</legend>'));
  assert.ok(day.text.includes('14:00–15:00'), 'times on the visitor\'s clock');
  for (const field of ['first_name', 'last_name', 'email', 'phone', 'message']) assert.match(day.text, new RegExp(`<label for="field-${field}">`));
  assert.match(day.text, /<form method="post" action="\/book\/\w+\?timezone=Europe%2FLondon"/);
});

test('a browser\'s booking answers the confirmation with both zones, the manage link and the .ics; the studio sees the session', async () => {
  const { api, slug } = await bookablePage({ intake_form_fields: [{ name: 'dog', label: 'Bringing a dog?', type: 'checkbox', required: false }] });
  const day = await open(`/book/${slug}?date=2027-06-07&timezone=Europe/London`);
  const start = firstSlot(day.text) as string;
  const booked = await postForm(`/book/${slug}?timezone=Europe/London`, { starts_at: start, ...visitor, 'intake[dog]': 'on' });
  assertPage(booked.res, 201);
  assert.ok(booked.text.includes('Monday, June 7, 2027 at 2:00 PM (Europe/London)'));
  assert.ok(booked.text.includes('Monday, June 7, 2027 at 9:00 AM (America/New_York)'));
  const manageUrl = new RegExp(`${server.origin}/book/manage/[A-Za-z0-9]{43}`).exec(booked.text)?.[0] as string;
  assert.ok(manageUrl, 'the manage link is shown');
  const token = manageUrl.slice(manageUrl.lastIndexOf('/') + 1);

  const ics = await fetch(`${server.origin}/book/manage/${token}/session.ics`);
  assert.equal(ics.status, 200);
  assert.equal(ics.headers.get('content-type'), 'text/calendar; charset=utf-8');
  const calendar = await ics.text();
  assert.match(calendar, /BEGIN:VEVENT\r\n/);
  assert.match(calendar, /DTSTART:20270607T130000Z\r\n/);
  assert.equal((await fetch(`${server.origin}/book/manage/${'x'.repeat(43)}/session.ics`)).status, 404);

  const [session] = (await api.get('/sessions')).body.data;
  assert.equal(session.starts_at, '2027-06-07T13:00:00.000000Z');
  assert.equal(session.notes, 'Bringing a dog? yes');

  const manage = await open(`/book/manage/${token}?date=2027-06-07`);
  assertPage(manage.res, 200);
  assert.ok(manage.text.includes('Cancel this session'));
  assert.ok(manage.text.includes('Move to this time'));
  const json = await fetch(manageUrl);
  assert.equal((await json.json()).data.status, 'booked', 'a program still gets JSON');

  const noTime = await postForm(`/book/manage/${token}/move`, {});
  assertPage(noTime.res, 422);
  assert.ok(noTime.text.includes('Pick one of the open times to move to.'));
  const moved = await postForm(`/book/manage/${token}/move`, { starts_at: '2027-06-07T14:00:00Z' });
  assert.equal(moved.res.status, 303);
  assert.equal(moved.res.headers.get('location'), `/book/manage/${token}`);
  const cancelled = await postForm(`/book/manage/${token}/cancel`, {});
  assert.equal(cancelled.res.status, 303);
  const afterwards = await open(`/book/manage/${token}`);
  assert.ok(afterwards.text.includes('Cancelled'));
  assert.ok(!afterwards.text.includes('Cancel this session'), 'a cancelled session offers no Cancel button');
  const again = await postForm(`/book/manage/${token}/cancel`, {});
  assertPage(again.res, 422);
  assert.ok(again.text.includes('only a booked session can be cancelled or moved'));
});

test('a time taken meanwhile answers the page again with the other times (409)', async () => {
  const { slug } = await bookablePage();
  const start = firstSlot((await open(`/book/${slug}?date=2027-06-07`)).text) as string;
  assert.equal((await postForm(`/book/${slug}`, { starts_at: start, ...visitor })).res.status, 201);
  const taken = await postForm(`/book/${slug}`, { starts_at: start, ...visitor, email: 'grace@example.test' });
  assertPage(taken.res, 409);
  assert.ok(taken.text.includes('That time was just taken.'));
  assert.ok(taken.text.includes('10:00–11:00'), 'the other times are offered');
  assert.ok(!taken.text.includes(`value="${start}"`), 'the taken time is not');
  assert.ok(taken.text.includes('value="grace@example.test"'), 'the visitor\'s details are kept');
});

test('a refused form comes back with the values kept and the reasons beside the fields (422), hostile text escaped', async () => {
  const { api, slug } = await bookablePage({ intake_form_fields: [{ name: 'where', label: 'Where?', type: 'text', required: true }] });
  await api.put('/studio', { name: HOSTILE });
  const start = firstSlot((await open(`/book/${slug}?date=2027-06-07`)).text) as string;
  const refused = await postForm(`/book/${slug}`, { starts_at: start, first_name: HOSTILE, last_name: 'L', email: 'not an email' });
  assertPage(refused.res, 422);
  assert.ok(!refused.text.includes('<script>alert'), 'nothing the visitor or the studio typed becomes markup');
  assert.ok(refused.text.includes('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;"'), 'the first name is kept, escaped');
  assert.match(refused.text, /<input id="field-email"[^>]*aria-invalid="true" aria-describedby="field-email-error">\n<p class="field-error" id="field-email-error">/);
  assert.match(refused.text, new RegExp(`value="${start}" required checked`), 'the chosen time stays ticked');

  const unanswered = await postForm(`/book/${slug}`, { starts_at: start, ...visitor });
  assertPage(unanswered.res, 422);
  assert.match(unanswered.text, /<p class="field-error" id="field-intake-where-error">This question must be answered.<\/p>/);
});

test('bad months, days, zones and slugs answer a page or the 404 page, never a 500; JSON clients keep JSON', async () => {
  const { slug } = await bookablePage();
  for (const query of ['month=2027-13', 'month=abc', 'month=0999-01', 'date=2027-02-30', 'date=x', 'timezone=Not/AZone', 'timezone=%2B05:00', 'month=2027-06&date=2027-07-01', 'utm_source=mail']) {
    const { res, text } = await open(`/book/${slug}?${query}`);
    assertPage(res, 200);
    assert.ok(text.includes('Portrait'), query);
  }
  assert.ok((await open(`/book/${slug}?month=abc`)).text.includes('is not a month written YYYY-MM'));
  for (const path of ['/book/NoSuchSlug000', '/book/not%20a%20slug', `/book/${slug}?month=${'9'.repeat(200)}`, `/book/manage/${'x'.repeat(43)}`, '/book/manage/short']) {
    const { res, text } = await open(path);
    assertPage(res, 404);
    assert.ok(text.includes('This link does not work'), path);
  }
  const junk = await postForm(`/book/${slug}?timezone=nowhere`, { starts_at: 'soon', first_name: '', last_name: '', email: '' });
  assertPage(junk.res, 422);
  const json = await fetch(`${server.origin}/book/${slug}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  assert.equal(json.status, 422);
  assert.equal((await json.json()).error, 'validation_error');
});
