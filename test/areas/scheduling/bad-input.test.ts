/** Scheduling under hostile input: the derived matrix (test/support/bad-input.ts) and the rules of hours, zones and bookings API.md §5 fixes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import type { Case } from '../../support/answers.js';
import { badInputMatrix, badInputSuite, refusing } from '../../support/bad-input.js';
import { accepted, pathOf, request, type Target } from '../../support/route-matrix.js';
import { nextSlot, scheduling, ZONE } from './routes.js';

const suite = await badInputSuite(scheduling);
badInputMatrix(suite);
const { records } = suite;
const createType = suite.target('POST /session_types');
const updateType = suite.target('PUT /session_types/:session_type_id');
const createSchedule = suite.target('POST /session_type_schedules');
const updateSchedule = suite.target('PUT /session_type_schedules/:schedule_id');
const addInterval = suite.target('POST /session_type_schedules/:schedule_id/session_type_schedule_intervals');
const updateInterval = suite.target('PUT /session_type_schedules/:schedule_id/session_type_schedule_intervals/:interval_id');
const setOverride = suite.target('POST /session_type_schedules/:schedule_id/interval_overrides');
const removeOverride = suite.target('DELETE /session_type_schedules/:schedule_id/interval_overrides/:date');
const book = suite.target('POST /sessions');
const day = suite.target('GET /session_types/:session_type_id/check-day-avail/:date_timezone');
const month = suite.target('GET /session_types/:session_type_id/check-month-avail/:month_timezone');

/** The request with `body` instead of the route's valid one. */
const withBody = (target: Target, label: string, body: object, expect: Case['expect']): Case =>
  request(target, label, { body: JSON.stringify(body), expect });
/** The request with a path parameter replaced (already encoded). */
const withParam = (target: Target, name: string, value: string, expect: Case['expect']): Case =>
  request(target, `${name} ${value}`, { path: pathOf(target, { [name]: value }), expect });
const badParam = (name: string) => ({ status: 400, error: 'invalid_request', field: name });

test('hours whose end is not after their start are 422 naming the end, wherever hours are given', async () => {
  const hours = (start_time: string, end_time: string) => ({ day_of_week: 1, start_time, end_time });
  const { session_type_schedule_id: _shared, ...ownSchedule } = createType.body!();
  await suite.expectAll([
    withBody(addInterval, 'equal times', hours('10:00', '10:00'), refusing('end_time')),
    withBody(addInterval, 'end before start', hours('12:00', '09:00'), refusing('end_time')),
    // The stored interval runs 10:00–12:00: a new start after its end is refused on the end it would have.
    withBody(updateInterval, 'a start after the kept end', { start_time: '13:00' }, refusing('end_time')),
    withBody(updateInterval, 'an end before the kept start', { end_time: '09:00' }, refusing('end_time')),
    withBody(createSchedule, 'the second of two', { name: 'Odd', intervals: [hours('09:00', '10:00'), hours('11:00', '10:30')] }, refusing('intervals.1.end_time')),
    withBody(setOverride, 'an override', { date: '2027-12-30', intervals: [{ start_time: '15:00', end_time: '14:00' }] }, refusing('intervals.0.end_time')),
    withBody(createType, 'a session type\'s own hours', { ...ownSchedule, session_type_schedule_intervals: [hours('17:00', '09:00')] },
      refusing('session_type_schedule_intervals.0.end_time')),
  ]);
});

test('24:00 ends a day; 25:00, 24:01, 9:00 and 24:00 as a start are refused', async () => {
  await suite.expectAll([
    suite.fieldCase(addInterval, 'end_time', '24:00', '24:00', accepted(addInterval)),
    withBody(setOverride, 'an override ending at 24:00', { date: '2027-12-29', intervals: [{ start_time: '20:00', end_time: '24:00' }] }, accepted(setOverride)),
    ...['25:00', '24:01', '9:00', '09:60', '0900', '09:00:00'].map((value) => suite.fieldCase(addInterval, 'end_time', value, value)),
    ...['24:00', '9:00', '-1:00'].map((value) => suite.fieldCase(addInterval, 'start_time', value, value)),
  ]);
});

test('an unknown time zone is 422 naming display_timezone; a known one in any case is stored in its canonical spelling', async () => {
  const unknown = ['Mars/Olympus_Mons', 'Europe/Londres', '+05:00', 'New York'];
  await suite.expectAll([createSchedule, updateSchedule].flatMap((target) =>
    unknown.map((value) => suite.fieldCase(target, 'display_timezone', JSON.stringify(value), value))));
  const res = await suite.owner.api.post('/session_type_schedules', { name: 'Lisbon', display_timezone: 'europe/lisbon' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.data.display_timezone, 'Europe/Lisbon');
});

test('collect_payment takes true, false, 1 and 0 as booleans; "yes", 2 and "1" are 422', async () => {
  for (const [value, stored] of [[true, true], [false, false], [1, true], [0, false]] as const) {
    const res = await suite.owner.api.put(`/session_types/${records.type.id}`, { collect_payment: value });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.collect_payment, stored, `collect_payment ${value}`);
  }
  await suite.expectAll([createType, updateType].flatMap((target) =>
    (['yes', 2, '1', -1] as const).map((value) => suite.fieldCase(target, 'collect_payment', JSON.stringify(value), value))));
});

test('a maximum notice below the minimum is 422 naming maximum_notice_duration, also against the minimum already stored', async () => {
  await suite.expectAll([
    withBody(createType, 'maximum below minimum', { ...createType.body!(), minimum_notice_duration: 5, maximum_notice_duration: 2 }, refusing('maximum_notice_duration')),
    withBody(updateType, 'maximum below minimum', { minimum_notice_duration: 5, maximum_notice_duration: 2 }, refusing('maximum_notice_duration')),
  ]);
  const path = `/session_types/${records.type.id}`;
  assert.equal((await suite.owner.api.put(path, { minimum_notice_duration: 2, maximum_notice_duration: null })).status, 200);
  const refused = await suite.owner.api.put(path, { maximum_notice_duration: 1 });
  assert.equal(refused.status, 422, JSON.stringify(refused.body));
  assert.deepEqual(Object.keys(refused.body.details), ['maximum_notice_duration']);
});

test('a booking\'s starts_at needs a time and an offset: without either it is 422 naming starts_at; a free slot in another offset is booked', async () => {
  const slot = nextSlot();
  // The same instant on New York's wall clock, with its offset: 09:00-04:00 or so.
  const wall = Temporal.Instant.from(slot).toZonedDateTimeISO(ZONE).toString({ timeZoneName: 'never' });
  await suite.expectAll([
    ...[wall.slice(0, 19), wall.slice(0, 10), wall.slice(0, 16), slot.slice(0, 10)].map((value) => suite.fieldCase(book, 'starts_at', JSON.stringify(value), value)),
    suite.fieldCase(book, 'starts_at', `${wall} (an offset)`, wall, accepted(book)),
  ]);
});

test('a start that is no offered slot is 409 slot_unavailable: outside the hours, off the step, or taken', async () => {
  const taken = (await suite.owner.api.get(`/sessions/${records.session.id}`)).body.data.starts_at;
  await suite.expectAll(['2027-06-07T12:00:00Z', '2027-06-08T14:00:00Z', '2027-06-14T13:30:00Z', taken].map((starts_at) =>
    withBody(book, starts_at, { ...book.body!(), starts_at }, { status: 409, error: 'slot_unavailable' })));
});

test('an override date that is not a calendar date is 422 in the body and 400 invalid_request in the path', async () => {
  const bad = ['2027-02-30', '2027-12-24T00:00:00Z', '24-12-2027', 'christmas'];
  await suite.expectAll([
    ...bad.map((value) => suite.fieldCase(setOverride, 'date', JSON.stringify(value), value)),
    ...[...bad, '2027-12-1', '20271224'].map((value) => withParam(removeOverride, 'date', encodeURIComponent(value), badParam('date'))),
    // A calendar date without hours of its own: nothing to remove.
    withParam(removeOverride, 'date', '2030-01-01', { status: 404, error: 'not_found' }),
  ]);
});

test('availability paths: a date, month or zone that is not one is 400 invalid_request naming the segment', async () => {
  const days = ['2027-2-30-America%2FNew_York', '2027-13-1-UTC', '0999-1-1-UTC', '2027-6-7-Mars%2FOlympus', '2027-6-7', '2027-6-7-%2B05:00', `2027-6-7-${'A'.repeat(5000)}`, 'tomorrow'];
  const months = ['2027-13-America%2FNew_York', '2027-0-UTC', '2027-6-Nowhere', '2027-6', '0999-1-UTC', 'june'];
  await suite.expectAll([
    ...days.map((value) => withParam(day, 'date_timezone', value, badParam('date_timezone'))),
    ...months.map((value) => withParam(month, 'month_timezone', value, badParam('month_timezone'))),
  ]);
});

test('availability paths take the zone with its slashes as they are, padded or not, in any case', async () => {
  const type = records.type.id;
  for (const [segment, date, zone] of [
    ['2027-6-7-America/New_York', '2027-06-07', 'America/New_York'],
    ['2027-06-07-america/new_york', '2027-06-07', 'America/New_York'],
    ['2027-6-7-America/Argentina/Buenos_Aires', '2027-06-07', 'America/Argentina/Buenos_Aires'],
  ]) {
    const res = await suite.owner.api.get(`/session_types/${type}/check-day-avail/${segment}`);
    assert.equal(res.status, 200, `${segment}: ${JSON.stringify(res.body)}`);
    assert.deepEqual([res.body.data.date, res.body.data.timezone], [date, zone]);
  }
  const res = await suite.owner.api.get(`/session_types/${type}/check-month-avail/2027-6-Europe/London`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual([res.body.data.month, res.body.data.timezone, res.body.data.days.length], ['2027-06', 'Europe/London', 30]);
});
