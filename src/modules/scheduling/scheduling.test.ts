/** Session types and schedules (API.md §5, §9): every field, its defaults, and the rules between fields. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import { newStudio, startTestServer, type Api } from '../../../test/helpers.js';

const server = await startTestServer();
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const everyField = {
  name: 'Family portrait',
  duration: 90,
  reminder_hours: 48,
  location: 'Studio, 12 Harbour St',
  description: 'Up to six people.',
  payment_amount_full: 25000,
  payment_amount_partial: 5000,
  currency: 'gbp',
  collect_payment: 1,
  minimum_notice_duration: 2,
  maximum_notice_duration: 120,
  payment_methods: [
    { name: 'Card', enabled: true, type: 'service-payments' },
    { name: 'Bank transfer', enabled: false, type: 'manual', instructions: 'IBAN GB33BUKB20201555555555' },
  ],
  buffer_before: 15,
  buffer_after: 30,
  online_booking: true,
  slot_interval: 30,
  intake_form_fields: [
    { name: 'people', label: 'How many people?', type: 'text', required: true },
    { name: 'backdrop', label: 'Backdrop', type: 'select', required: false, options: ['White', 'Grey'] },
  ],
  cancellation_policy: 'Free up to 48 hours before.',
  reschedule_policy: 'One free reschedule.',
  contract_template_id: 'ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5',
  questionnaire_template_id: 'qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2',
  taxes: [{ name: 'VAT', rate: 20 }],
  session_type_schedule_intervals: [
    { day_of_week: 2, start_time: '13:00', end_time: '24:00' },
    { day_of_week: 1, start_time: '09:00', end_time: '12:00' },
  ],
};

async function created(api: Api, path: string, body: object) {
  const res = await api.post(path, body);
  assert.equal(res.status, 201, `${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

test('a session type keeps every field it is created with, as a draft with a schedule of its own', async () => {
  const { api } = await newStudio(server, { timezone: 'Europe/London' });
  const type = await created(api, '/session_types', everyField);
  const { session_type_schedule: schedule, ...fields } = type;
  assert.match(type.id, /^set_[A-Za-z0-9]{30}$/);
  assert.match(type.created_at, TIMESTAMP);
  const { session_type_schedule_intervals: _hours, ...sent } = everyField;
  assert.deepEqual(fields, {
    ...sent,
    id: type.id,
    status: 'draft',
    // A draft has no booking page yet.
    booking_url: null,
    collect_payment: true,
    payment_methods: [
      { name: 'Card', enabled: true, type: 'service-payments', instructions: null },
      { name: 'Bank transfer', enabled: false, type: 'manual', instructions: 'IBAN GB33BUKB20201555555555' },
    ],
    intake_form_fields: [
      { name: 'people', label: 'How many people?', type: 'text', required: true, options: null },
      { name: 'backdrop', label: 'Backdrop', type: 'select', required: false, options: ['White', 'Grey'] },
    ],
    created_at: type.created_at,
    updated_at: type.updated_at,
  });
  assert.match(schedule.id, /^sch_[A-Za-z0-9]{30}$/);
  assert.equal(schedule.name, 'Family portrait');
  assert.equal(schedule.schedule_type, 'custom');
  assert.equal(schedule.display_timezone, 'Europe/London', 'the studio\'s time zone');
  assert.deepEqual(schedule.session_type_schedule_intervals.map(({ id: _id, ...interval }: { id: string }) => interval), [
    { day_of_week: 1, start_time: '09:00', end_time: '12:00' },
    { day_of_week: 2, start_time: '13:00', end_time: '24:00' },
  ], 'by weekday, then start');
  assert.deepEqual((await api.get(`/session_types/${type.id}`)).body.data, type);
});

test('a session type created with name and duration only has the documented defaults', async () => {
  const { api, studio } = await newStudio(server, { currency: 'eur' });
  const type = await created(api, '/session_types', { name: 'Mini', duration: 20 });
  assert.deepEqual(
    [type.status, type.currency, type.collect_payment, type.slot_interval, type.buffer_before, type.buffer_after, type.online_booking, type.booking_url, type.reminder_hours],
    ['draft', 'eur', false, 20, 0, 0, false, null, 24],
  );
  for (const field of ['location', 'description', 'payment_amount_full', 'payment_amount_partial', 'minimum_notice_duration', 'maximum_notice_duration',
    'cancellation_policy', 'reschedule_policy', 'contract_template_id', 'questionnaire_template_id']) {
    assert.equal(type[field], null, field);
  }
  for (const field of ['payment_methods', 'intake_form_fields', 'taxes']) assert.deepEqual(type[field], [], field);
  assert.deepEqual(type.session_type_schedule.session_type_schedule_intervals, [], 'no hours unless given');
  assert.equal(type.session_type_schedule.display_timezone, studio.timezone);
  const published = await created(api, '/session_types', { name: 'Live', duration: 30, status: 'published', collect_payment: false });
  assert.equal(published.status, 'published');
});

test('slot_interval follows the duration until it is set', async () => {
  const { api } = await newStudio(server);
  const type = await created(api, '/session_types', { name: 'Mini', duration: 20 });
  assert.equal((await api.put(`/session_types/${type.id}`, { duration: 45 })).body.data.slot_interval, 45);
  assert.equal((await api.put(`/session_types/${type.id}`, { slot_interval: 15 })).body.data.slot_interval, 15);
  assert.equal((await api.put(`/session_types/${type.id}`, { duration: 60 })).body.data.slot_interval, 15);
  assert.equal((await api.put(`/session_types/${type.id}`, { slot_interval: null })).body.data.slot_interval, 60);
});

test('PUT changes only the fields given; status, templates and taxes have their own actions', async () => {
  const { api } = await newStudio(server);
  const type = await created(api, '/session_types', everyField);
  const updated = (await api.put(`/session_types/${type.id}`, { name: 'Renamed', location: null, collect_payment: 0 })).body.data;
  assert.deepEqual({ ...updated, updated_at: null }, { ...type, name: 'Renamed', location: null, collect_payment: false, updated_at: null });
  assert.ok(updated.updated_at > type.updated_at);

  const published = await api.put(`/session_types/${type.id}/update_status`, { status: 'published' });
  assert.equal(published.status, 200);
  assert.equal(published.body.data.status, 'published');
  assert.equal((await api.put(`/session_types/${type.id}/update_status`, { status: 'archived' })).status, 422);

  const contract = 'ct_000000000000000000000000000001';
  assert.equal((await api.put(`/session_types/${type.id}/templates/contract/${contract}`)).body.data.contract_template_id, contract);
  const questionnaire = 'qt_000000000000000000000000000001';
  assert.equal((await api.put(`/session_types/${type.id}/templates/questionnaire/${questionnaire}`)).body.data.questionnaire_template_id, questionnaire);
  const badTemplate = await api.put(`/session_types/${type.id}/templates/contract/qt_000000000000000000000000000001`);
  assert.deepEqual([badTemplate.status, badTemplate.body.error], [400, 'invalid_id']);

  const taxes = await api.post(`/session_types/${type.id}/taxes`, { taxes: [{ name: 'State', rate: 6.25 }, { name: 'City', rate: 1 }] });
  assert.equal(taxes.status, 200, 'an action on an existing resource answers 200');
  assert.deepEqual(taxes.body.data.taxes, [{ name: 'State', rate: 6.25 }, { name: 'City', rate: 1 }]);
  assert.deepEqual((await api.post(`/session_types/${type.id}/taxes`, { taxes: [] })).body.data.taxes, []);
  const oddRate = await api.post(`/session_types/${type.id}/taxes`, { taxes: [{ name: 'X', rate: 6.255 }] });
  assert.deepEqual([oddRate.status, Object.keys(oddRate.body.details)], [422, ['taxes.0.rate']]);
});

test('rules between fields are 422 naming the field at fault', async () => {
  const { api } = await newStudio(server);
  const cases: [object, string][] = [
    [{ minimum_notice_duration: 10, maximum_notice_duration: 5 }, 'maximum_notice_duration'],
    [{ payment_amount_full: 1000, payment_amount_partial: 2000 }, 'payment_amount_partial'],
    [{ intake_form_fields: [{ name: 'pick', label: 'Pick', type: 'select', required: true }] }, 'intake_form_fields.0.options'],
    [{ session_type_schedule_intervals: [{ day_of_week: 1, start_time: '12:00', end_time: '09:00' }] }, 'session_type_schedule_intervals.0.end_time'],
    [{ session_type_schedule_id: 'sch_000000000000000000000000000001' }, 'session_type_schedule_id'],
    [{ contract_template_id: 'ct_short' }, 'contract_template_id'],
    [{ duration: 0 }, 'duration'],
    [{ collect_payment: 2 }, 'collect_payment'],
  ];
  for (const [fields, field] of cases) {
    const res = await api.post('/session_types', { name: 'X', duration: 60, ...fields });
    assert.equal(res.status, 422, `${field}: ${JSON.stringify(res.body)}`);
    assert.ok(Object.keys(res.body.details).includes(field), `${field}: ${JSON.stringify(res.body.details)}`);
  }
  const type = await created(api, '/session_types', { name: 'X', duration: 60, minimum_notice_duration: 3 });
  const below = await api.put(`/session_types/${type.id}`, { maximum_notice_duration: 2 });
  assert.equal(below.status, 422, 'checked against the stored minimum too');
  const currency = await api.post('/session_types', { name: 'X', duration: 60, currency: 'xyz' });
  assert.deepEqual([currency.status, currency.body.error], [400, 'invalid_currency']);
});

test('session types can share a schedule, and moving one onto another schedule changes its hours', async () => {
  const { api } = await newStudio(server, { timezone: 'America/New_York' });
  const shared = await created(api, '/session_type_schedules', {
    name: 'Weekdays', display_timezone: 'europe/paris', intervals: [{ day_of_week: 5, start_time: '10:00', end_time: '11:00' }],
  });
  assert.equal(shared.display_timezone, 'Europe/Paris', 'kept in its canonical spelling');
  const a = await created(api, '/session_types', { name: 'A', duration: 60, session_type_schedule_id: shared.id });
  const b = await created(api, '/session_types', { name: 'B', duration: 60 });
  assert.deepEqual(a.session_type_schedule, shared);
  const moved = (await api.put(`/session_types/${b.id}`, { session_type_schedule_id: shared.id })).body.data;
  assert.equal(moved.session_type_schedule.id, shared.id);
  const both = await api.post('/session_types', { name: 'C', duration: 60, session_type_schedule_id: shared.id, session_type_schedule_intervals: [] });
  assert.equal(both.status, 422);
  const schedules = (await api.get('/session_type_schedules')).body;
  assert.deepEqual(schedules.data.map((s: { id: string }) => s.id), [b.session_type_schedule.id, shared.id], 'newest first');
  assert.equal(schedules.meta.total, 2);
});

test('weekly hours are added, changed and removed one interval at a time', async () => {
  const { api } = await newStudio(server);
  const schedule = await created(api, '/session_type_schedules', { name: 'Hours' });
  assert.deepEqual(schedule.session_type_schedule_intervals, []);
  const base = `/session_type_schedules/${schedule.id}/session_type_schedule_intervals`;
  const interval = await created(api, base, { day_of_week: 3, start_time: '09:00', end_time: '17:00' });
  assert.match(interval.id, /^sa_[A-Za-z0-9]{30}$/);
  assert.deepEqual(interval, { id: interval.id, day_of_week: 3, start_time: '09:00', end_time: '17:00' });
  const changed = await api.put(`${base}/${interval.id}`, { end_time: '12:00' });
  assert.deepEqual(changed.body.data, { ...interval, end_time: '12:00' });
  const inverted = await api.put(`${base}/${interval.id}`, { start_time: '13:00' });
  assert.deepEqual([inverted.status, Object.keys(inverted.body.details)], [422, ['end_time']], 'the stored end is before the new start');
  assert.deepEqual((await api.get(`/session_type_schedules/${schedule.id}`)).body.data.session_type_schedule_intervals, [changed.body.data]);
  assert.equal((await api.delete(`${base}/${interval.id}`)).status, 200);
  assert.equal((await api.delete(`${base}/${interval.id}`)).status, 404);
  assert.deepEqual((await api.get(`/session_type_schedules/${schedule.id}`)).body.data.session_type_schedule_intervals, []);
  for (const bad of [{ day_of_week: 7, start_time: '09:00', end_time: '10:00' }, { day_of_week: 1, start_time: '9:00', end_time: '10:00' }, { day_of_week: 1, start_time: '09:00', end_time: '24:01' }]) {
    assert.equal((await api.post(base, bad)).status, 422, JSON.stringify(bad));
  }
});

test('date overrides replace a date\'s hours, list upcoming ones by date and all of them paged, and can be removed', async () => {
  const { api } = await newStudio(server, { timezone: 'Pacific/Auckland' });
  const schedule = await created(api, '/session_type_schedules', { name: 'Hours', intervals: [{ day_of_week: 4, start_time: '09:00', end_time: '17:00' }] });
  const base = `/session_type_schedules/${schedule.id}/interval_overrides`;
  const christmasEve = await created(api, base, { date: '2031-12-24', intervals: [{ start_time: '13:00', end_time: '15:00' }, { start_time: '09:00', end_time: '11:00' }] });
  assert.equal(christmasEve.date, '2031-12-24');
  assert.equal(christmasEve.unavailable, false);
  assert.deepEqual(christmasEve.intervals.map(({ id: _id, ...entry }: { id: string }) => entry), [
    { date: '2031-12-24', start_time: '09:00', end_time: '11:00' },
    { date: '2031-12-24', start_time: '13:00', end_time: '15:00' },
  ]);
  const christmas = await created(api, base, { date: '2031-12-25', intervals: [] });
  assert.deepEqual(christmas, { date: '2031-12-25', unavailable: true, intervals: [{ date: '2031-12-25', unavailable: true }] });
  const past = await created(api, base, { date: '2020-01-01', intervals: [] });
  assert.equal(past.unavailable, true);
  // Today on the schedule's wall clock counts as upcoming.
  const today = Temporal.Now.plainDateISO('Pacific/Auckland').toString();
  await created(api, base, { date: today, intervals: [{ start_time: '10:00', end_time: '11:00' }] });

  const upcoming = (await api.get(base)).body.data;
  assert.deepEqual(Object.keys(upcoming), [today, '2031-12-24', '2031-12-25']);
  assert.deepEqual(upcoming['2031-12-24'], christmasEve.intervals);
  const all = await api.get(`/session_type_schedules/${schedule.id}/interval_overrides_list?per_page=2`);
  assert.deepEqual(all.body.data.map((entry: { date: string }) => entry.date), ['2020-01-01', today]);
  assert.equal(all.body.meta.total, 5);

  const replaced = await created(api, base, { date: '2031-12-24', intervals: [] });
  assert.equal(replaced.unavailable, true, 'sending a date again replaces its hours');
  assert.equal((await api.get(`/session_type_schedules/${schedule.id}/interval_overrides_list`)).body.meta.total, 4);
  assert.equal((await api.delete(`${base}/2031-12-24`)).status, 200);
  assert.equal((await api.delete(`${base}/2031-12-24`)).status, 404);
  const badDate = await api.delete(`${base}/2031-13-01`);
  assert.deepEqual([badDate.status, badDate.body.error], [400, 'invalid_request']);
  const inverted = await api.post(base, { date: '2031-12-26', intervals: [{ start_time: '15:00', end_time: '09:00' }] });
  assert.deepEqual([inverted.status, Object.keys(inverted.body.details)], [422, ['intervals.0.end_time']]);
});

test('an override decides availability on its date: hours of its own, or none', async () => {
  const { api } = await newStudio(server, { timezone: 'Europe/London' });
  const type = await created(api, '/session_types', {
    name: 'Portrait', duration: 60, session_type_schedule_intervals: [{ day_of_week: 1, start_time: '09:00', end_time: '11:00' }],
  });
  const base = `/session_type_schedules/${type.session_type_schedule.id}/interval_overrides`;
  const slots = async (date: string) =>
    (await api.get(`/session_types/${type.id}/check-day-avail/${date}-Europe/London`)).body.data.slots.map((s: { start_time: string }) => s.start_time);
  assert.deepEqual(await slots('2027-6-7'), ['09:00', '10:00']);
  await created(api, base, { date: '2027-06-07', intervals: [{ start_time: '14:00', end_time: '16:00' }] });
  assert.deepEqual(await slots('2027-6-7'), ['14:00', '15:00']);
  await created(api, base, { date: '2027-06-08', intervals: [{ start_time: '10:00', end_time: '11:00' }] });
  assert.deepEqual(await slots('2027-6-8'), ['10:00'], 'a Tuesday without weekly hours gets the override\'s');
  await created(api, base, { date: '2027-06-14', intervals: [] });
  assert.deepEqual(await slots('2027-6-14'), [], 'a day off');
  // The clocks go back in London on 2027-10-31; an override on that day is read on its wall clock.
  await created(api, base, { date: '2027-10-31', intervals: [{ start_time: '00:30', end_time: '02:30' }] });
  const fallBack = (await api.get(`/session_types/${type.id}/check-day-avail/2027-10-31-Europe/London`)).body.data.slots;
  assert.deepEqual(fallBack.map((s: { starts_at: string }) => s.starts_at), [
    '2027-10-30T23:30:00.000000Z', '2027-10-31T00:30:00.000000Z', '2027-10-31T01:30:00.000000Z',
  ], 'three hours of wall clock hold three one-hour slots');
});

test('a month seen from another zone counts the overrides of schedule dates outside it, as far from UTC as zones go', async () => {
  // Kiritimati is 14 hours ahead of UTC, Pago Pago 11 behind: 25 hours apart, the schedule's dates
  // around a month seen from the other reach two days past the month's own dates in UTC.
  const cases = [
    // 2027-05-30 23:00 in Pago Pago is 2027-06-01 00:00 in Kiritimati: the first minute of its June.
    { schedule: 'Pacific/Pago_Pago', seenFrom: 'Pacific/Kiritimati', override: '2027-05-30', hours: { start_time: '23:00', end_time: '24:00' }, day: '2027-06-01' },
    // 2027-07-02 00:00 in Kiritimati is 2027-06-30 23:00 in Pago Pago: the last hour of its June.
    { schedule: 'Pacific/Kiritimati', seenFrom: 'Pacific/Pago_Pago', override: '2027-07-02', hours: { start_time: '00:00', end_time: '01:00' }, day: '2027-06-30' },
  ];
  for (const { schedule, seenFrom, override, hours, day } of cases) {
    const { api } = await newStudio(server, { timezone: schedule });
    const type = await created(api, '/session_types', { name: 'Portrait', duration: 60, session_type_schedule_intervals: [] });
    await created(api, `/session_type_schedules/${type.session_type_schedule.id}/interval_overrides`, { date: override, intervals: [hours] });
    const res = await api.get(`/session_types/${type.id}/check-month-avail/2027-6-${seenFrom}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const open = res.body.data.days.filter((d: { slot_count: number }) => d.slot_count > 0).map((d: { date: string; slot_count: number }) => [d.date, d.slot_count]);
    assert.deepEqual(open, [[day, 1]], `${schedule} seen from ${seenFrom}`);
  }
});

test('an unknown time zone is 422 on display_timezone; a schedule can be renamed and moved to another zone', async () => {
  const { api } = await newStudio(server);
  for (const zone of ['Mars/Olympus', '+05:00', '']) {
    const res = await api.post('/session_type_schedules', { name: 'X', display_timezone: zone });
    assert.equal(res.status, 422, zone);
    assert.deepEqual(Object.keys(res.body.details), ['display_timezone']);
  }
  const schedule = await created(api, '/session_type_schedules', { name: 'X', display_timezone: 'UTC' });
  const updated = (await api.put(`/session_type_schedules/${schedule.id}`, { name: 'Y', display_timezone: 'Asia/Kolkata' })).body.data;
  assert.deepEqual([updated.name, updated.display_timezone], ['Y', 'Asia/Kolkata']);
});
