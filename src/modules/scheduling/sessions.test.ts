/** Availability through the API and bookings that never collide (API.md §5). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import { newStudio, range, startTestServer, type Api, type TestStudio } from '../../../test/helpers.js';
import { instancesOnOneDatabase } from '../../../test/support/live-events.js';

const server = await startTestServer();
const ZONE = 'America/New_York';
/** A Monday far enough ahead that no notice rule reaches it, and not a DST day. */
const MONDAY = '2027-06-07';
const MONDAY_UNPADDED = '2027-6-7';

async function studioIn(zone = ZONE): Promise<TestStudio> {
  return newStudio(server, { timezone: zone });
}

async function sessionType(api: Api, over: object = {}, hours = [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }]) {
  const res = await api.post('/session_types', { name: 'Portrait', duration: 60, session_type_schedule_intervals: hours, ...over });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

async function client(api: Api, name = 'Ada') {
  const res = await api.post('/clients', { first_name: name, email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(res.status, 201);
  return res.body.data;
}

const day = async (api: Api, typeId: string, segment: string) => api.get(`/session_types/${typeId}/check-day-avail/${segment}`);
const startsOf = (res: { body: any }) => res.body.data.slots.map((slot: { starts_at: string }) => slot.starts_at);
const book = (api: Api, body: object) => api.post('/sessions', body);

test('a day answers the slots of its hours in the zone asked for, with wall times and UTC instants', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api);
  const res = await day(api, type.id, `${MONDAY_UNPADDED}-America/New_York`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(res.body.data, {
    date: MONDAY,
    timezone: 'America/New_York',
    available: true,
    slots: [
      { start_time: '09:00', end_time: '10:00', starts_at: '2027-06-07T13:00:00.000000Z', ends_at: '2027-06-07T14:00:00.000000Z' },
      { start_time: '10:00', end_time: '11:00', starts_at: '2027-06-07T14:00:00.000000Z', ends_at: '2027-06-07T15:00:00.000000Z' },
      { start_time: '11:00', end_time: '12:00', starts_at: '2027-06-07T15:00:00.000000Z', ends_at: '2027-06-07T16:00:00.000000Z' },
    ],
  });
  // The same instants seen from London: wall times there, the same UTC instants.
  const london = await day(api, type.id, `${MONDAY}-Europe/London`);
  assert.deepEqual(london.body.data.slots.map((s: { start_time: string }) => s.start_time), ['14:00', '15:00', '16:00']);
  assert.deepEqual(startsOf(london), startsOf(res));
});

test("another studio's sessions never take a studio's slots", async () => {
  const [mine, theirs] = [await studioIn(), await studioIn()];
  const [myType, theirType] = [await sessionType(mine.api), await sessionType(theirs.api)];
  const booked = await book(theirs.api, { session_type_id: theirType.id, client_id: (await client(theirs.api)).id, starts_at: '2027-06-07T13:00:00Z' });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.deepEqual(startsOf(await day(theirs.api, theirType.id, `${MONDAY}-${ZONE}`)), ['2027-06-07T14:00:00.000000Z', '2027-06-07T15:00:00.000000Z']);
  assert.deepEqual(startsOf(await day(mine.api, myType.id, `${MONDAY}-${ZONE}`)),
    ['2027-06-07T13:00:00.000000Z', '2027-06-07T14:00:00.000000Z', '2027-06-07T15:00:00.000000Z']);
  const mineBooked = await book(mine.api, { session_type_id: myType.id, client_id: (await client(mine.api)).id, starts_at: '2027-06-07T13:00:00Z' });
  assert.equal(mineBooked.status, 201, 'the same hour is free in this studio');
});

test('the date and zone segment is read padded or not, with slashes, %2F, a trailing slash and multi-part zones', async () => {
  const { api } = await studioIn('America/Argentina/Buenos_Aires');
  const type = await sessionType(api);
  const forms = [
    `${MONDAY_UNPADDED}-America/Argentina/Buenos_Aires`,
    `${MONDAY}-America/Argentina/Buenos_Aires`,
    `2027-06-7-America%2FArgentina%2FBuenos_Aires`,
    `${MONDAY_UNPADDED}-America/Argentina/Buenos_Aires/`,
    `${MONDAY_UNPADDED}-america/argentina/buenos_aires`,
  ];
  for (const form of forms) {
    const res = await day(api, type.id, form);
    assert.equal(res.status, 200, `${form}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.data.date, MONDAY);
    assert.equal(res.body.data.timezone, 'America/Argentina/Buenos_Aires', `${form}: the zone is echoed in its canonical spelling`);
    assert.equal(res.body.data.slots.length, 3, form);
  }
  const month = await api.get(`/session_types/${type.id}/check-month-avail/2027-6-America/Argentina/Buenos_Aires`);
  assert.equal(month.status, 200);
  assert.equal(month.body.data.month, '2027-06');
  for (const bad of ['2027-2-30-Europe/London', '2027-13-1-Europe/London', '2027-6-7-Mars/Olympus', '2027-6-7', 'tomorrow-Europe/London', '2027-6-7-+05:00']) {
    const res = await day(api, type.id, bad);
    assert.equal(res.status, 400, `${bad}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error, 'invalid_request');
  }
  for (const bad of ['2027-0-Europe/London', '2027-13-Europe/London', '2027-6-Nowhere/Town']) {
    const res = await api.get(`/session_types/${type.id}/check-month-avail/${bad}`);
    assert.equal(res.status, 400, bad);
  }
});

test('a month lists every day with its slot count, counted in the zone asked for', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api, {}, [1, 3].map((weekday) => ({ day_of_week: weekday, start_time: '09:00', end_time: '12:00' })));
  const res = await api.get(`/session_types/${type.id}/check-month-avail/2027-6-America/New_York`);
  assert.equal(res.status, 200);
  const { days } = res.body.data;
  assert.equal(days.length, 30);
  assert.deepEqual(days.map((d: { date: string }) => d.date), range(30).map((i) => `2027-06-${String(i + 1).padStart(2, '0')}`));
  for (const d of days) {
    const weekday = Temporal.PlainDate.from(d.date).dayOfWeek;
    const expected = weekday === 1 || weekday === 3 ? 3 : 0;
    assert.deepEqual({ count: d.slot_count, available: d.available }, { count: expected, available: expected > 0 }, d.date);
  }
  // Seen from Auckland (16 hours ahead in June), a New York Monday morning is Tuesday.
  const auckland = await api.get(`/session_types/${type.id}/check-month-avail/2027-06-Pacific/Auckland`);
  const tuesday = auckland.body.data.days.find((d: { date: string }) => d.date === '2027-06-08');
  assert.equal(tuesday.slot_count, 3);
});

test('the clocks going forward skip local times; going back repeats them as distinct instants', async () => {
  const { api } = await studioIn();
  const spring = await sessionType(api, { duration: 30 }, [{ day_of_week: 0, start_time: '01:00', end_time: '04:00' }]);
  const forward = await day(api, spring.id, '2027-3-14-America/New_York');
  assert.deepEqual(forward.body.data.slots.map((s: { start_time: string }) => s.start_time), ['01:00', '01:30', '03:00', '03:30']);
  assert.deepEqual(startsOf(forward), ['2027-03-14T06:00:00.000000Z', '2027-03-14T06:30:00.000000Z', '2027-03-14T07:00:00.000000Z', '2027-03-14T07:30:00.000000Z']);
  const back = await day(api, spring.id, '2027-11-7-America/New_York');
  assert.deepEqual(back.body.data.slots.map((s: { start_time: string }) => s.start_time), ['01:00', '01:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
  assert.equal(new Set(startsOf(back)).size, 8, 'each repeated wall time is its own instant');
  assert.equal(startsOf(back)[2], '2027-11-07T06:00:00.000000Z', 'the second 01:00 is in standard time');
});

test('a booking answers the session with its client and session type, and its slot is no longer offered', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api, { location: 'Studio 2' });
  const ada = await client(api);
  const res = await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T10:00:00-04:00', notes: 'Bring the dog' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const session = res.body.data;
  assert.match(session.id, /^ses_[A-Za-z0-9]{30}$/);
  assert.deepEqual(
    { ...session, id: undefined, created_at: undefined, updated_at: undefined },
    {
      id: undefined, created_at: undefined, updated_at: undefined,
      session_type_id: type.id, client_id: ada.id, status: 'booked',
      starts_at: '2027-06-07T14:00:00.000000Z', ends_at: '2027-06-07T15:00:00.000000Z',
      location: 'Studio 2', notes: 'Bring the dog',
      client: { id: ada.id, first_name: 'Ada', last_name: null, email: ada.email },
      session_type: { id: type.id, name: 'Portrait', duration: 60 },
    },
  );
  assert.deepEqual((await api.get(`/sessions/${session.id}`)).body.data, session);
  assert.deepEqual(startsOf(await day(api, type.id, `${MONDAY}-America/New_York`)), ['2027-06-07T13:00:00.000000Z', '2027-06-07T15:00:00.000000Z']);
  const again = await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T14:00:00Z' });
  assert.equal(again.status, 409);
  assert.equal(again.body.error, 'slot_unavailable');
});

test('only offered starts can be booked: off the step, outside the hours, in the past or inside the notice', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api, { minimum_notice_duration: 2 });
  const ada = await client(api);
  const now = Temporal.Now.instant();
  const tomorrowNoon = now.toZonedDateTimeISO(ZONE).add({ days: 1 }).with({ hour: 10, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
  for (const startsAt of ['2027-06-07T13:30:00Z', '2027-06-07T12:00:00Z', '2027-06-07T16:00:00Z', '2027-06-08T13:00:00Z', '2027-06-07T13:00:00.000001Z', '2020-06-01T13:00:00Z', tomorrowNoon.toInstant().toString()]) {
    const res = await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: startsAt });
    assert.equal(res.status, 409, `${startsAt}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error, 'slot_unavailable');
  }
  assert.equal((await api.get('/sessions')).body.meta.total, 0, 'nothing was booked');
});

test('buffers keep time free around a session, of any session type of the studio', async () => {
  const { api } = await studioIn();
  const hours = [{ day_of_week: 1, start_time: '08:00', end_time: '14:00' }];
  const buffered = await sessionType(api, { buffer_before: 30, buffer_after: 30, slot_interval: 30 }, hours);
  const other = await sessionType(api, { slot_interval: 30 }, hours);
  const ada = await client(api);
  await book(api, { session_type_id: other.id, client_id: ada.id, starts_at: '2027-06-07T11:00:00-04:00' });
  // Busy 11:00–12:00: a buffered hour needs 30 minutes free on each side of it.
  const slots = (await day(api, buffered.id, `${MONDAY}-America/New_York`)).body.data.slots.map((s: { start_time: string }) => s.start_time);
  assert.deepEqual(slots, ['08:00', '08:30', '09:00', '09:30', '12:30', '13:00']);
  const unbuffered = (await day(api, other.id, `${MONDAY}-America/New_York`)).body.data.slots.map((s: { start_time: string }) => s.start_time);
  assert.deepEqual(unbuffered, ['08:00', '08:30', '09:00', '09:30', '10:00', '12:00', '12:30', '13:00']);
  const tooClose = await book(api, { session_type_id: buffered.id, client_id: ada.id, starts_at: '2027-06-07T12:00:00-04:00' });
  assert.equal(tooClose.status, 409, 'the other session type\'s session blocks the buffer');
});

test('buffers reach sessions on the dates either side of the day asked for', async () => {
  const { api } = await studioIn();
  const buffered = await sessionType(api, { buffer_before: 60, buffer_after: 60, slot_interval: 60 }, [
    { day_of_week: 1, start_time: '00:00', end_time: '03:00' },
    { day_of_week: 1, start_time: '21:00', end_time: '24:00' },
  ]);
  const other = await sessionType(api, {}, [
    { day_of_week: 0, start_time: '23:00', end_time: '24:00' },
    { day_of_week: 2, start_time: '00:00', end_time: '01:00' },
  ]);
  const ada = await client(api);
  for (const startsAt of ['2027-06-06T23:00:00-04:00', '2027-06-08T00:00:00-04:00']) {
    assert.equal((await book(api, { session_type_id: other.id, client_id: ada.id, starts_at: startsAt })).status, 201, startsAt);
  }
  // Sunday 23:00–24:00 takes Monday's 00:00 (its hour before), Tuesday 00:00–01:00 takes Monday's 23:00 (its hour after).
  const slots = (await day(api, buffered.id, `${MONDAY}-America/New_York`)).body.data.slots.map((s: { start_time: string }) => s.start_time);
  assert.deepEqual(slots, ['01:00', '02:00', '21:00', '22:00']);
  const month = await api.get(`/session_types/${buffered.id}/check-month-avail/2027-6-America/New_York`);
  assert.equal(month.body.data.days.find((d: { date: string }) => d.date === MONDAY).slot_count, 4);
});

test('8 parallel bookings of one slot give one session and seven 409s, also across two instances', async () => {
  const [first, second] = await instancesOnOneDatabase(2);
  const owner = await newStudio(first, { timezone: ZONE });
  const type = await sessionType(owner.api);
  const clients = await Promise.all(range(8).map((i) => client(owner.api, `Client${i}`)));
  const apis = [owner.api, owner.api.with({}), new (owner.api.constructor as typeof Api)(second.base, owner.api.headers)];
  const answers = await Promise.all(clients.map((c, i) =>
    book(apis[i % apis.length], { session_type_id: type.id, client_id: c.id, starts_at: '2027-06-07T13:00:00Z' })));
  assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409, 409, 409, 409]);
  for (const refused of answers.filter((a) => a.status === 409)) assert.equal(refused.body.error, 'slot_unavailable');
  assert.equal((await owner.api.get('/sessions')).body.meta.total, 1);
});

test('30 parallel bookings of different slots, more than the pool has connections, all succeed without overlap', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api, { duration: 10 }, [{ day_of_week: 1, start_time: '08:00', end_time: '13:00' }]);
  const ada = await client(api);
  const starts = range(30).map((i) => Temporal.Instant.from('2027-06-07T12:00:00Z').add({ minutes: 10 * i }).toString());
  const answers = await Promise.all(starts.map((startsAt) => book(api, { session_type_id: type.id, client_id: ada.id, starts_at: startsAt })));
  assert.deepEqual(answers.map((a) => a.status), starts.map(() => 201));
  assert.equal((await day(api, type.id, `${MONDAY}-America/New_York`)).body.data.available, false);
});

test('moving a session obeys the same rule; cancelling frees its slot; booking it again needs the slot', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api);
  const ada = await client(api);
  const nine = (await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T13:00:00Z' })).body.data;
  const ten = (await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T14:00:00Z' })).body.data;
  const onto = await api.put(`/sessions/${nine.id}`, { starts_at: '2027-06-07T14:00:00Z' });
  assert.equal(onto.status, 409, 'onto a taken slot');
  assert.equal(onto.body.error, 'slot_unavailable');
  const moved = await api.put(`/sessions/${nine.id}`, { starts_at: '2027-06-07T11:00:00-04:00' });
  assert.equal(moved.status, 200);
  assert.deepEqual([moved.body.data.starts_at, moved.body.data.ends_at], ['2027-06-07T15:00:00.000000Z', '2027-06-07T16:00:00.000000Z']);
  const staying = await api.put(`/sessions/${ten.id}`, { starts_at: '2027-06-07T14:00:00Z', notes: 'same time' });
  assert.equal(staying.status, 200, 'a session keeps its own time');
  const cancelled = await api.put(`/sessions/${ten.id}`, { status: 'cancelled' });
  assert.equal(cancelled.body.data.status, 'cancelled');
  assert.ok(startsOf(await day(api, type.id, `${MONDAY}-America/New_York`)).includes('2027-06-07T14:00:00.000000Z'), 'the cancelled slot is open');
  const taker = (await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T14:00:00Z' })).body.data;
  const revived = await api.put(`/sessions/${ten.id}`, { status: 'booked' });
  assert.equal(revived.status, 409, 'its slot was taken meanwhile');
  await api.put(`/sessions/${taker.id}`, { status: 'cancelled' });
  assert.equal((await api.put(`/sessions/${ten.id}`, { status: 'booked' })).status, 200);
  assert.equal((await api.put(`/sessions/${ten.id}`, { status: 'completed' })).body.data.status, 'completed');
});

test('the list filters by status, client and local dates, orders by start, and counts inquiries', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api, {}, [1, 2, 3].map((weekday) => ({ day_of_week: weekday, start_time: '09:00', end_time: '12:00' })));
  const [ada, bob] = [await client(api, 'Ada'), await client(api, 'Bob')];
  const made = [
    await book(api, { session_type_id: type.id, client_id: bob.id, starts_at: '2027-06-09T13:00:00Z', status: 'inquiry' }),
    await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T15:00:00Z' }),
    await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-08T13:00:00Z', status: 'inquiry' }),
  ].map((res) => res.body.data);
  const ids = (res: { body: any }) => res.body.data.map((s: { id: string }) => s.id);
  const all = await api.get('/sessions');
  assert.deepEqual(ids(all), [made[1].id, made[2].id, made[0].id], 'by start time');
  assert.deepEqual(all.body.meta, { current_page: 1, from: 1, last_page: 1, per_page: 25, to: 3, total: 3 });
  assert.deepEqual(ids(await api.get('/sessions?status=inquiry')), [made[2].id, made[0].id]);
  assert.deepEqual(ids(await api.get(`/sessions?client_id=${ada.id}`)), [made[1].id, made[2].id]);
  assert.deepEqual(ids(await api.get('/sessions?from=2027-06-08&to=2027-06-08')), [made[2].id], 'both dates included, in the studio zone');
  assert.deepEqual(ids(await api.get('/sessions?from=2027-06-08')), [made[2].id, made[0].id]);
  const paged = await api.get('/sessions?per_page=2&page=2');
  assert.deepEqual(ids(paged), [made[0].id]);
  assert.equal(paged.body.meta.last_page, 2);
  assert.deepEqual((await api.get('/sessions/inquiry/count')).body, { data: { count: 2 } });
  assert.equal((await api.get('/sessions?client_id=cl_nope')).status, 400);
  assert.equal((await api.get('/sessions?status=bogus')).status, 400);
});

test("a studio's list shows only its sessions, each with its client's and session type's brief, and links its pages", async () => {
  const [mine, theirs] = [await studioIn(), await studioIn()];
  const booked = async (api: Api, start: string, name: string) => {
    const type = await sessionType(api, { name: `${name} portrait`, duration: 60 });
    const person = await client(api, name);
    const res = await api.post('/sessions', { session_type_id: type.id, client_id: person.id, starts_at: start });
    assert.equal(res.status, 201);
    return { session: res.body.data, type, person };
  };
  const ours = [await booked(mine.api, `${MONDAY}T13:00:00Z`, 'Ada'), await booked(mine.api, `${MONDAY}T15:00:00Z`, 'Bob')];
  await booked(theirs.api, `${MONDAY}T14:00:00Z`, 'Eve');

  const first = await mine.api.get('/sessions?per_page=1');
  assert.deepEqual(first.body.meta, { current_page: 1, from: 1, last_page: 2, per_page: 1, to: 1, total: 2 }, "the other studio's session is not counted");
  assert.equal(first.body.links.next, `${server.base}/sessions?per_page=1&page=2`);
  assert.equal(first.body.links.prev, null);
  const second = await mine.api.get('/sessions?per_page=1&page=2');
  assert.equal(second.body.links.next, null);
  assert.deepEqual([...first.body.data, ...second.body.data].map((s: any) => [s.id, s.client, s.session_type]), ours.map(({ session, type, person }) => [
    session.id,
    { id: person.id, first_name: person.first_name, last_name: person.last_name, email: person.email },
    { id: type.id, name: type.name, duration: 60 },
  ]));
  const theirList = await theirs.api.get('/sessions');
  assert.deepEqual(theirList.body.data.map((s: any) => s.client.first_name), ['Eve']);
});

test('a client with sessions cannot be deleted, and its documents list its sessions with its invoices', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api);
  const ada = await client(api);
  const session = (await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T13:00:00Z' })).body.data;
  const invoice = await api.post('/invoices', { client_id: ada.id, due_date: '2027-07-01', line_items: [{ name: 'Prints', amount: 5000, quantity: 1 }] });
  assert.equal(invoice.status, 201, JSON.stringify(invoice.body));
  const removal = await api.delete(`/clients/${ada.id}`);
  assert.equal(removal.status, 409);
  const documents = await api.get(`/clients/${ada.id}/documents`);
  assert.equal(documents.body.meta.total, 2);
  const listed = documents.body.data.find((d: { type: string }) => d.type === 'session');
  assert.deepEqual(listed, { id: session.id, type: 'session', title: 'Portrait', status: 'booked', date: MONDAY, created_at: session.created_at });
  assert.equal(documents.body.data[0].id, invoice.body.data.id, 'newest first');
});

test('a session type with sessions to come cannot be deleted; once they are cancelled it can, and they keep naming it', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api);
  const ada = await client(api);
  const session = (await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T13:00:00Z' })).body.data;
  const refused = await api.delete(`/session_types/${type.id}`);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error, 'session_type_has_sessions');
  await api.put(`/sessions/${session.id}`, { status: 'cancelled' });
  assert.equal((await api.delete(`/session_types/${type.id}`)).status, 200);
  assert.equal((await api.get(`/session_types/${type.id}`)).status, 404);
  assert.equal((await api.get('/session_types')).body.meta.total, 0);
  assert.deepEqual((await api.get(`/sessions/${session.id}`)).body.data.session_type, { id: type.id, name: 'Portrait', duration: 60 });
  const deletedType = await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T14:00:00Z' });
  assert.equal(deletedType.status, 422);
  assert.deepEqual(Object.keys(deletedType.body.details), ['session_type_id']);
});

test('a booking naming a session type or client the studio does not have is 422 on that field', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api);
  const ada = await client(api);
  const other = await studioIn();
  const theirClient = await client(other.api);
  const cases: [object, string][] = [
    [{ session_type_id: type.id, client_id: theirClient.id }, 'client_id'],
    [{ session_type_id: 'set_nope', client_id: ada.id }, 'session_type_id'],
    [{ session_type_id: type.id, client_id: 'cl_x' }, 'client_id'],
  ];
  for (const [body, field] of cases) {
    const res = await book(api, { ...body, starts_at: '2027-06-07T13:00:00Z' });
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body.details), [field]);
  }
});

test('dates at the edges of the four-digit years are answered, never a 500', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api, {}, [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ day_of_week: weekday, start_time: '00:00', end_time: '24:00' })));
  const ada = await client(api);
  assert.equal((await api.get('/sessions?from=1000-01-01&to=9999-12-31')).status, 200);
  assert.equal((await day(api, type.id, '9999-12-31-UTC')).status, 400);
  assert.equal((await api.get(`/session_types/${type.id}/check-month-avail/9999-12-Pacific/Kiritimati`)).status, 400);
  const lastDay = await day(api, type.id, '9998-12-31-Pacific/Kiritimati');
  assert.equal(lastDay.status, 200);
  assert.equal(lastDay.body.data.slots.length, 24);
  assert.equal((await api.get(`/session_types/${type.id}/check-month-avail/1000-1-America/New_York`)).status, 200);
  const farthest = await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '9999-12-31T22:00:00Z' });
  assert.deepEqual([farthest.status, farthest.body.error], [409, 'slot_unavailable']);
});

test('a session that holds no time cannot be moved past the last year either: its end would leave the four digits', async () => {
  const { api } = await studioIn();
  const type = await sessionType(api);
  const ada = await client(api);
  const session = (await book(api, { session_type_id: type.id, client_id: ada.id, starts_at: '2027-06-07T13:00:00Z' })).body.data;
  assert.equal((await api.put(`/sessions/${session.id}`, { status: 'cancelled' })).status, 200);
  const moved = await api.put(`/sessions/${session.id}`, { starts_at: '9999-12-31T23:59:59Z' });
  assert.deepEqual([moved.status, Object.keys(moved.body.details ?? {})], [422, ['starts_at']]);
  const kept = await api.get(`/sessions/${session.id}`);
  assert.deepEqual([kept.body.data.starts_at, kept.body.data.ends_at], ['2027-06-07T13:00:00.000000Z', '2027-06-07T14:00:00.000000Z']);
});
