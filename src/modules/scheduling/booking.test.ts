/** The booking page's JSON (API.md §11 "Booking"): the public face of a session type, its open slots, bookings and the manage link. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomAlphanumeric } from '../../platform/ids.js';
import { Api, newStudio, startTestServer } from '../../../test/helpers.js';

// Bookings of every test come from one address: the per-address budget is tried on a server of its own.
const server = await startTestServer({ BOOKING_RATE_LIMIT_PER_MINUTE: '100000' });
const ZONE = 'America/New_York';
const MONDAY_HOURS = [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }];

async function sessionType(api: Api, over: object = {}) {
  const res = await api.post('/session_types', { name: 'Portrait', duration: 60, session_type_schedule_intervals: MONDAY_HOURS, ...over });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

test('booking_url is given only while online booking is on and the type is published, and its slug never changes', async () => {
  const { api } = await newStudio(server, { timezone: ZONE });
  assert.equal((await sessionType(api, { status: 'published' })).booking_url, null, 'online booking is off by default');
  const draft = await sessionType(api, { online_booking: true });
  assert.equal(draft.online_booking, true);
  assert.equal(draft.booking_url, null, 'a draft has no booking page');
  const published = (await api.put(`/session_types/${draft.id}/update_status`, { status: 'published' })).body.data;
  assert.match(published.booking_url, new RegExp(`^${server.origin}/book/[A-Za-z0-9]{24}$`));
  const off = (await api.put(`/session_types/${draft.id}`, { online_booking: false })).body.data;
  assert.deepEqual([off.online_booking, off.booking_url], [false, null]);
  const on = (await api.put(`/session_types/${draft.id}`, { online_booking: true })).body.data;
  assert.equal(on.booking_url, published.booking_url, 'turned on again, the page keeps its address');
  assert.equal((await api.get(`/session_types/${draft.id}`)).body.data.booking_url, published.booking_url);
  const listed = (await api.get('/session_types')).body.data.find((type: { id: string }) => type.id === draft.id);
  assert.equal(listed.booking_url, published.booking_url);
});

/** The public side: what a visitor's browser sends, without a credential. */
const visitor = new Api(server.origin);
const slug = (bookingUrl: string) => bookingUrl.slice(bookingUrl.lastIndexOf('/') + 1);
const tokenOf = (manageUrl: string) => manageUrl.slice(manageUrl.lastIndexOf('/') + 1);
const someone = (over: object = {}) => ({ first_name: 'Ada', last_name: 'Lovelace', email: `ada-${randomAlphanumeric(8)}@example.test`, ...over });
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, start_time: '08:00', end_time: '20:00' }));

/** A studio with a published session type open to online booking, and the page's slug. */
async function bookablePage(over: object = {}) {
  const studio = await newStudio(server, { timezone: ZONE });
  const type = await sessionType(studio.api, { status: 'published', online_booking: true, ...over });
  return { ...studio, type, slug: slug(type.booking_url) };
}

const slotsOf = (pageSlug: string, month: string, timezone?: string) =>
  visitor.get(`/book/${pageSlug}/slots?month=${month}${timezone ? `&timezone=${encodeURIComponent(timezone)}` : ''}`);
const openStarts = async (pageSlug: string, month = '2027-06') =>
  (await slotsOf(pageSlug, month)).body.data.days.flatMap((day: { slots: { starts_at: string }[] }) => day.slots.map((slot) => slot.starts_at));

test('a page answers 404 while its booking_url is null, and again once the studio closes it', async () => {
  const { api, type, slug: pageSlug } = await bookablePage();
  assert.equal((await slotsOf(pageSlug, '2027-06')).status, 200);
  await api.put(`/session_types/${type.id}`, { online_booking: false });
  for (const res of [await slotsOf(pageSlug, '2027-06'), await visitor.post(`/book/${pageSlug}`, { ...someone(), starts_at: '2027-06-07T13:00:00Z' })]) {
    assert.equal(res.status, 404);
    assert.equal(res.body.error, 'not_found');
  }
  await api.put(`/session_types/${type.id}`, { online_booking: true });
  await api.put(`/session_types/${type.id}/update_status`, { status: 'draft' });
  assert.equal((await slotsOf(pageSlug, '2027-06')).status, 404);
  await api.put(`/session_types/${type.id}/update_status`, { status: 'published' });
  assert.equal((await slotsOf(pageSlug, '2027-06')).status, 200);
  assert.equal((await api.delete(`/session_types/${type.id}`)).status, 200);
  assert.equal((await slotsOf(pageSlug, '2027-06')).status, 404, 'a deleted type\'s page is closed');
  assert.equal((await slotsOf('NoSuchSlugAtAll000000000', '2027-06')).status, 404);
  assert.equal((await slotsOf('not a slug', '2027-06')).status, 404);
});

test('a month of slots shows the session type and matches the studio\'s month and day availability, in any zone', async () => {
  const { api, type, slug: pageSlug, studio } = await bookablePage({
    duration: 30, description: 'Half an hour.', payment_amount_full: 12000, location: 'Pier 4',
    // Sunday nights, across New York's clocks going back on 2027-11-07.
    session_type_schedule_intervals: [{ day_of_week: 0, start_time: '00:00', end_time: '03:00' }, ...MONDAY_HOURS],
  });
  for (const [month, zone] of [['2027-06', 'Europe/London'], ['2027-11', ZONE], ['2027-11', 'Pacific/Auckland']]) {
    const page = await slotsOf(pageSlug, month, zone);
    assert.equal(page.status, 200, JSON.stringify(page.body));
    const { studio: face, session_type: shown, days, ...rest } = page.body.data;
    assert.deepEqual(face, { name: studio.name, timezone: ZONE });
    assert.deepEqual([shown.name, shown.duration, shown.description, shown.price, shown.currency, shown.location], ['Portrait', 30, 'Half an hour.', 12000, type.currency, 'Pier 4']);
    assert.deepEqual(rest, { month, timezone: zone });
    const staffMonth = (await api.get(`/session_types/${type.id}/check-month-avail/${month}-${zone}`)).body.data.days;
    assert.deepEqual(days.map(({ slots: _slots, ...day }: { slots: unknown }) => day), staffMonth, `${month} in ${zone}`);
    for (const day of days.filter((d: { available: boolean }) => d.available)) {
      const staffDay = (await api.get(`/session_types/${type.id}/check-day-avail/${day.date}-${zone}`)).body.data;
      assert.deepEqual(day.slots, staffDay.slots, `${day.date} in ${zone}`);
    }
  }
  const studioZone = await slotsOf(pageSlug, '2027-06');
  assert.equal(studioZone.body.data.timezone, ZONE, 'without timezone, the studio\'s');
});

test('a booking makes a lead and a booked session the studio sees; the same email books again as the same client', async () => {
  const { api, type, slug: pageSlug } = await bookablePage({
    intake_form_fields: [
      { name: 'shoot_location', label: 'Where would you like the shoot?', type: 'text', required: true },
      { name: 'backdrop', label: 'Backdrop', type: 'select', required: false, options: ['White', 'Grey'] },
      { name: 'dog', label: 'Bringing a dog', type: 'checkbox', required: false },
    ],
  });
  const [first, second] = await openStarts(pageSlug);
  const email = `grace-${randomAlphanumeric(6)}@example.test`;
  const res = await visitor.post(`/book/${pageSlug}`, {
    starts_at: first, first_name: 'Grace', last_name: 'Hopper', email, phone: '+1 212 555 0142', message: 'Two kids.',
    intake: { shoot_location: 'Beach', backdrop: 'Grey', dog: true },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.data.starts_at, first);
  assert.equal(res.body.data.ends_at, new Date(Date.parse(first) + 3_600_000).toISOString().replace('Z', '000Z'));
  assert.match(res.body.data.manage_url, new RegExp(`^${server.origin}/book/manage/[A-Za-z0-9]{43}$`));
  const sessions = (await api.get('/sessions')).body.data;
  assert.equal(sessions.length, 1);
  assert.deepEqual([sessions[0].status, sessions[0].starts_at, sessions[0].session_type_id], ['booked', first, type.id]);
  assert.equal(sessions[0].notes, 'Two kids.\nWhere would you like the shoot? Beach\nBackdrop: Grey\nBringing a dog: yes');
  const client = (await api.get(`/clients/${sessions[0].client_id}`)).body.data;
  assert.deepEqual([client.first_name, client.last_name, client.email, client.phone, client.type], ['Grace', 'Hopper', email, '+1 212 555 0142', 'lead']);
  const again = await visitor.post(`/book/${pageSlug}`, { starts_at: second, first_name: 'G', last_name: 'H', email: email.toUpperCase(), intake: { shoot_location: 'Park' } });
  assert.equal(again.status, 201, JSON.stringify(again.body));
  const both = (await api.get('/sessions')).body.data;
  assert.deepEqual(both.map((s: { client_id: string }) => s.client_id), [client.id, client.id], 'the same client, whatever the case of the email');
  assert.equal((await api.get(`/clients/${client.id}`)).body.data.first_name, 'Grace', 'a visitor does not change a client\'s details');
  assert.ok(!(await openStarts(pageSlug)).includes(first), 'a booked slot is no longer offered');
});

test('an existing client of the studio books as themselves, and keeps their type', async () => {
  const { api, slug: pageSlug } = await bookablePage();
  const email = `known-${randomAlphanumeric(6)}@example.test`;
  const known = (await api.post('/clients', { first_name: 'Known', email, type: 'client' })).body.data;
  const [start] = await openStarts(pageSlug);
  assert.equal((await visitor.post(`/book/${pageSlug}`, { ...someone({ email }), starts_at: start })).status, 201);
  const [session] = (await api.get('/sessions')).body.data;
  assert.equal(session.client_id, known.id);
  assert.equal((await api.get(`/clients/${known.id}`)).body.data.type, 'client');
});

test('a form-encoded booking works as JSON does, intake answers included', async () => {
  const { api, slug: pageSlug } = await bookablePage({
    intake_form_fields: [{ name: 'dog', label: 'Bringing a dog?', type: 'checkbox', required: true }],
  });
  const [start] = await openStarts(pageSlug);
  const form = new URLSearchParams({ starts_at: start, first_name: 'Ada', last_name: 'Lovelace', email: 'form@example.test', phone: '', 'intake[dog]': 'on' });
  const res = await visitor.post(`/book/${pageSlug}`, form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const [session] = (await api.get('/sessions')).body.data;
  assert.equal(session.notes, 'Bringing a dog? yes');
  assert.equal((await api.get(`/clients/${session.client_id}`)).body.data.phone, null, 'an empty phone field is no phone');
  const unticked = new URLSearchParams({ starts_at: start, first_name: 'Ada', last_name: 'L', email: 'form2@example.test' });
  const refused = await visitor.post(`/book/${pageSlug}`, unticked.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  assert.equal(refused.status, 422);
  assert.deepEqual(Object.keys(refused.body.details), ['intake.dog']);
});

test('two bookings of one slot at once give one session and one 409 slot_unavailable', async () => {
  const { api, slug: pageSlug } = await bookablePage();
  const [start] = await openStarts(pageSlug);
  const results = await Promise.all([someone(), someone()].map((who) => visitor.post(`/book/${pageSlug}`, { ...who, starts_at: start })));
  assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
  assert.equal(results.find((r) => r.status === 409)!.body.error, 'slot_unavailable');
  assert.equal((await api.get('/sessions')).body.data.length, 1);
  assert.equal((await api.get('/clients?types=lead')).body.data.length, 1, 'the refused visitor left no lead behind');
});

test('bad input is 400 or 422 in the standard error shape, naming the field, never a 500', async () => {
  const { slug: pageSlug } = await bookablePage({
    intake_form_fields: [
      { name: 'shoot_location', label: 'Where?', type: 'text', required: true },
      { name: 'backdrop', label: 'Backdrop', type: 'select', required: false, options: ['White', 'Grey'] },
    ],
  });
  const [start] = await openStarts(pageSlug);
  const valid = { ...someone(), starts_at: start, intake: { shoot_location: 'Beach' } };
  const refusals: [object | string, number, string, string[]][] = [
    [{ ...valid, email: 'not an email' }, 422, 'validation_error', ['email']],
    [{ ...valid, first_name: '' }, 422, 'validation_error', ['first_name']],
    [{ ...valid, starts_at: 'tomorrow' }, 422, 'validation_error', ['starts_at']],
    [{ ...valid, extra: 1 }, 422, 'validation_error', ['extra']],
    [{ ...valid, intake: {} }, 422, 'validation_error', ['intake.shoot_location']],
    [{ ...valid, intake: { shoot_location: 'Beach', backdrop: 'Pink', pets: 'dog' } }, 422, 'validation_error', ['intake.pets', 'intake.backdrop']],
    [{ ...valid, intake: { shoot_location: true } }, 422, 'validation_error', ['intake.shoot_location']],
    [{ ...valid, first_name: 'Nul\u0000' }, 422, 'validation_error', ['first_name']],
    ['{"first_name":', 400, 'invalid_json', []],
  ];
  for (const [body, status, code, fields] of refusals) {
    const res = await visitor.post(`/book/${pageSlug}`, body);
    assert.equal(res.status, status, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error, code);
    assert.equal(typeof res.body.message, 'string');
    for (const field of fields) assert.ok(field in res.body.details, `${field} in ${JSON.stringify(res.body.details)}`);
  }
  const notOffered = await visitor.post(`/book/${pageSlug}`, { ...valid, starts_at: '2027-06-07T13:17:00Z' });
  assert.deepEqual([notOffered.status, notOffered.body.error], [409, 'slot_unavailable']);
  const nul = await visitor.post(`/book/${pageSlug}`, 'first_name=a%00b', { 'content-type': 'application/x-www-form-urlencoded' });
  assert.deepEqual([nul.status, Object.keys(nul.body.details)], [422, ['first_name']]);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  for (const body of ['__proto__[polluted]=1', 'constructor[prototype][x]=1', 'intake[a][b]=1', 'intake=plain', '%%%', '']) {
    const res = await visitor.post(`/book/${pageSlug}`, body, form);
    assert.equal(res.status, 422, `${body}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error, 'validation_error');
  }
  assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no form field reaches a prototype');
  const text = await visitor.post(`/book/${pageSlug}`, 'hello', { 'content-type': 'text/plain' });
  assert.equal(text.status, 415);
  for (const [month, timezone, field] of [['2027-13', undefined, 'month'], ['June', undefined, 'month'], ['2027-06', 'Mars/Olympus', 'timezone'], ['0999-01', undefined, 'month']]) {
    const res = await slotsOf(pageSlug, month!, timezone);
    assert.equal(res.status, 400, `${month} ${timezone}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error, 'invalid_request');
    assert.ok(field! in res.body.details, JSON.stringify(res.body.details));
  }
  assert.equal((await visitor.get(`/book/${pageSlug}/slots`)).status, 400, 'month is required');
});

/** A booking made at the page, and its manage token. */
async function booked(over: object = {}) {
  const page = await bookablePage(over);
  const [start, other] = await openStarts(page.slug);
  const res = await visitor.post(`/book/${page.slug}`, { ...someone(), starts_at: start });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { ...page, start, other, token: tokenOf(res.body.data.manage_url) };
}

test('the manage link shows the booking, cancels it and frees its slot; a wrong token is 404', async () => {
  const { api, slug: pageSlug, start, token, studio, type } = await booked({ cancellation_policy: 'Free up to a day before.' });
  const shown = await visitor.get(`/book/manage/${token}`);
  assert.equal(shown.status, 200, JSON.stringify(shown.body));
  assert.deepEqual(shown.body.data, {
    status: 'booked', starts_at: start, ends_at: shown.body.data.ends_at, location: null,
    studio: { name: studio.name, timezone: ZONE },
    session_type: { name: 'Portrait', duration: 60, cancellation_policy: 'Free up to a day before.', reschedule_policy: null },
    can_cancel: true, can_move: true, change_deadline: start, booking_url: type.booking_url,
  });
  const cancelled = await visitor.post(`/book/manage/${token}/cancel`);
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.deepEqual([cancelled.body.data.status, cancelled.body.data.can_cancel, cancelled.body.data.can_move], ['cancelled', false, false]);
  assert.equal((await api.get('/sessions')).body.data[0].status, 'cancelled');
  assert.ok((await openStarts(pageSlug)).includes(start), 'the slot is open again');
  const again = await visitor.post(`/book/manage/${token}/cancel`);
  assert.deepEqual([again.status, again.body.error], [422, 'session_not_booked']);
  const wrong = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
  for (const res of [await visitor.get(`/book/manage/${wrong}`), await visitor.post(`/book/manage/${wrong}/cancel`), await visitor.get('/book/manage/short'),
    await visitor.post(`/book/manage/${wrong}/move`, { starts_at: start })]) {
    assert.deepEqual([res.status, res.body.error], [404, 'not_found']);
  }
});

test('the manage link moves the booking to another open slot; a taken one is 409', async () => {
  const { api, slug: pageSlug, start, other, token } = await booked();
  const moved = await visitor.post(`/book/manage/${token}/move`, { starts_at: other });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  assert.equal(moved.body.data.starts_at, other);
  assert.equal((await api.get('/sessions')).body.data[0].starts_at, other);
  const starts = await openStarts(pageSlug);
  assert.ok(starts.includes(start) && !starts.includes(other), 'the old slot is free, the new one held');
  assert.equal((await visitor.post(`/book/${pageSlug}`, { ...someone(), starts_at: start })).status, 201);
  const taken = await visitor.post(`/book/manage/${token}/move`, { starts_at: start });
  assert.deepEqual([taken.status, taken.body.error], [409, 'slot_unavailable']);
  const form = await visitor.post(`/book/manage/${token}/move`, `starts_at=${encodeURIComponent(starts[2])}`, { 'content-type': 'application/x-www-form-urlencoded' });
  assert.equal(form.status, 200, JSON.stringify(form.body));
  const bad = await visitor.post(`/book/manage/${token}/move`, { starts_at: 'soon' });
  assert.deepEqual([bad.status, Object.keys(bad.body.details)], [422, ['starts_at']]);
});

test('past the type\'s minimum notice before the start, the visitor may neither cancel nor move', async () => {
  const { api, type, other, token } = await booked();
  // The studio now asks ten years' notice: every booking is past its change deadline.
  await api.put(`/session_types/${type.id}`, { minimum_notice_duration: 3650 });
  const shown = (await visitor.get(`/book/manage/${token}`)).body.data;
  assert.deepEqual([shown.can_cancel, shown.can_move], [false, false]);
  for (const res of [await visitor.post(`/book/manage/${token}/cancel`), await visitor.post(`/book/manage/${token}/move`, { starts_at: other })]) {
    assert.deepEqual([res.status, res.body.error], [422, 'notice_passed']);
  }
  assert.equal((await api.get('/sessions')).body.data[0].status, 'booked', 'nothing changed');
});

test('20 parallel bookings of different slots, with fewer connections than bookings, all answer 201', async () => {
  const small = await startTestServer({ DB_POOL_SIZE: '5', BOOKING_RATE_LIMIT_PER_MINUTE: '100000' });
  const { api } = await newStudio(small, { timezone: ZONE });
  const type = (await api.post('/session_types', {
    name: 'Mini', duration: 30, status: 'published', online_booking: true, session_type_schedule_intervals: EVERY_DAY,
  })).body.data;
  const smallVisitor = new Api(small.origin);
  const pageSlug = slug(type.booking_url);
  const days = (await smallVisitor.get(`/book/${pageSlug}/slots?month=2027-06`)).body.data.days;
  const starts = days.flatMap((day: { slots: { starts_at: string }[] }) => day.slots.map((slot) => slot.starts_at)).slice(0, 20);
  const results = await Promise.all(starts.map((start: string) => smallVisitor.post(`/book/${pageSlug}`, { ...someone(), starts_at: start })));
  assert.deepEqual(results.map((r) => r.status), starts.map(() => 201));
  assert.equal((await api.get('/sessions?per_page=50')).body.meta.total, 20);
});

test('past its per-address budget a visitor gets 429 with Retry-After', async () => {
  const limited = await startTestServer();
  const { api } = await newStudio(limited, { timezone: ZONE });
  const type = (await api.post('/session_types', { name: 'Mini', duration: 30, status: 'published', online_booking: true })).body.data;
  const limitedVisitor = new Api(limited.origin);
  // Refused bookings count too: the budget is of attempts, 30 a minute by default.
  const attempts = await Promise.all(Array.from({ length: 30 }, () => limitedVisitor.post(`/book/${slug(type.booking_url)}`, { first_name: '' })));
  assert.deepEqual(new Set(attempts.map((r) => r.status)), new Set([422]));
  const over = await limitedVisitor.post(`/book/${slug(type.booking_url)}`, { first_name: '' });
  assert.deepEqual([over.status, over.body.error], [429, 'rate_limited']);
  assert.ok(Number(over.headers.get('retry-after')) > 0);
  assert.equal(over.headers.get('x-ratelimit-limit'), '30');
  assert.equal((await limitedVisitor.get(`/book/${slug(type.booking_url)}/slots?month=2027-06`)).status, 200, 'reading slots is not a booking');
});
