/** Scheduling (API.md §5): what the matrices cannot derive about session types, schedules, availability and sessions. */
import { Temporal } from 'temporal-polyfill';
import { randomAlphanumeric } from '../../../src/platform/ids.js';
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes, RouteEntry } from '../../support/route-matrix.js';
import { created, unique, uniqueEmail } from '../records.js';

interface Identified {
  id: string;
}

export interface SchedulingRecords {
  client: Identified;
  /** A schedule of its own, on New York's wall clock: Mondays 09:00–17:00. */
  schedule: Identified;
  /** Books on `schedule` in hours of 60 minutes; read and updated by the matrices. */
  type: Identified;
  /** No sessions, and hours of its own: the first valid DELETE removes it; later ones meet a 404. */
  doomedType: Identified & { session_type_schedule: Identified };
  /** Changed by the matrices' PUTs. */
  interval: Identified;
  /** The first valid DELETE removes it; later ones meet a 404. */
  doomedInterval: Identified;
  /** A date of `schedule` with hours of its own, removed by the first valid DELETE. */
  overrideDate: string;
  /** Booked: read and annotated by the matrices. */
  session: Identified;
  inquiry: Identified;
}

export const ZONE = 'America/New_York';
export const MONDAY_HOURS = { day_of_week: 1, start_time: '09:00', end_time: '17:00' };

let slotsTaken = 0;

/**
 * A Monday hour no booking of this test run has used: 09:00 to 16:00 New York time, week after week from
 * June 2027, so that every valid booking the matrices send finds its slot free.
 */
export function nextSlot(): string {
  const n = slotsTaken++;
  const monday = Temporal.PlainDate.from('2027-06-07').add({ weeks: Math.floor(n / 8) });
  return monday.toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from({ hour: 9 + (n % 8) }) }).toInstant().toString();
}

/** A session type on the records' schedule: the hours of a schedule of its own are tried on POST /session_type_schedules. */
export const sessionTypeBody = (r: SchedulingRecords) => ({
  name: `Family portrait ${unique()}`, duration: 60, status: 'published', location: 'Studio, 12 Harbour St', description: 'An hour in the studio.',
  payment_amount_full: 25000, payment_amount_partial: 5000, currency: 'usd', collect_payment: true, minimum_notice_duration: 1,
  maximum_notice_duration: null, payment_methods: [{ name: 'Bank transfer', enabled: true, type: 'manual', instructions: 'IBAN GB33BUKB20201555555555' }],
  // No buffers: the matrices book neighbouring hours in any order.
  buffer_before: 0, buffer_after: 0, slot_interval: 30,
  intake_form_fields: [{ name: 'shoot_location', label: 'Where would you like the shoot?', type: 'text', required: true, options: null }],
  cancellation_policy: 'Free cancellation up to 48 hours before.', reschedule_policy: 'One free reschedule.',
  contract_template_id: `ct_${randomAlphanumeric(30)}`, questionnaire_template_id: `qt_${randomAlphanumeric(30)}`,
  taxes: [{ name: 'VAT', rate: 20 }], online_booking: true, session_type_schedule_id: r.schedule.id,
});
/** An update that leaves the session type's hours and length as its bookings need them. */
const sessionTypeUpdate = (r: SchedulingRecords) => {
  const { status: _status, ...fields } = sessionTypeBody(r);
  return { ...fields, name: 'Family portrait', slot_interval: null };
};
export const sessionBody = (r: SchedulingRecords) => ({
  session_type_id: r.type.id, client_id: r.client.id, starts_at: nextSlot(), status: 'booked', notes: 'Bring the family dog.',
});

async function records(_server: TestServer, studio: TestStudio): Promise<SchedulingRecords> {
  const { api } = studio;
  const client = await created(api, '/clients', { first_name: 'Booked', email: uniqueEmail('booked') });
  const schedule = await created(api, '/session_type_schedules', { name: 'Mondays', display_timezone: ZONE, intervals: [MONDAY_HOURS] });
  const type = await created(api, '/session_types', { name: 'Portrait', duration: 60, session_type_schedule_id: schedule.id });
  const interval = (hours: object) => created(api, `/session_type_schedules/${schedule.id}/session_type_schedule_intervals`, hours);
  const overrideDate = '2027-12-24';
  await created(api, `/session_type_schedules/${schedule.id}/interval_overrides`, { date: overrideDate, intervals: [{ start_time: '09:00', end_time: '12:00' }] });
  const base = { client, type } as SchedulingRecords;
  return {
    client, schedule, type, overrideDate,
    doomedType: await created(api, '/session_types', { name: 'Doomed', duration: 30, session_type_schedule_intervals: [MONDAY_HOURS] }),
    interval: await interval({ day_of_week: 3, start_time: '10:00', end_time: '12:00' }),
    doomedInterval: await interval({ day_of_week: 5, start_time: '10:00', end_time: '12:00' }),
    session: await created(api, '/sessions', sessionBody(base)),
    inquiry: await created(api, '/sessions', { ...sessionBody(base), status: 'inquiry' }),
  };
}

const ofType = (r: SchedulingRecords) => ({ session_type_id: r.type.id });
const ofSchedule = (r: SchedulingRecords) => ({ schedule_id: r.schedule.id });
const ofInterval = (interval: 'interval' | 'doomedInterval') => (r: SchedulingRecords) => ({ schedule_id: r.schedule.id, interval_id: r[interval].id });
const intervalBody = () => ({ day_of_week: 1, start_time: '17:00', end_time: '24:00' });
// A schedule named in a body: another studio's, or an unknown one, is 422 naming the field (API.md §9).
const scheduleReference: RouteEntry<SchedulingRecords>['references'] = { session_type_schedule_id: { error: 'validation_error' } };

export const scheduling: AreaRoutes<SchedulingRecords> = {
  name: 'scheduling',
  studio: { timezone: ZONE },
  records,
  routes: {
    'GET /session_types': {},
    'POST /session_types': { body: sessionTypeBody, references: scheduleReference },
    'GET /session_types/:session_type_id': { params: ofType },
    'PUT /session_types/:session_type_id': { params: ofType, body: sessionTypeUpdate, bodyOptional: true, references: scheduleReference },
    'DELETE /session_types/:session_type_id': { params: (r) => ({ session_type_id: r.doomedType.id }) },
    'PUT /session_types/:session_type_id/update_status': { params: ofType, body: () => ({ status: 'published' }) },
    // Templates live outside the service: any well-formed ct_ or qt_ id is accepted, none is missing or another studio's.
    'PUT /session_types/:session_type_id/templates/contract/:contract_id': {
      params: (r) => ({ session_type_id: r.type.id, contract_id: `ct_${randomAlphanumeric(30)}` }), unowned: ['contract_id'],
    },
    'PUT /session_types/:session_type_id/templates/questionnaire/:questionnaire_id': {
      params: (r) => ({ session_type_id: r.type.id, questionnaire_id: `qt_${randomAlphanumeric(30)}` }), unowned: ['questionnaire_id'],
    },
    // Setting taxes changes the session type and creates nothing: 200.
    'POST /session_types/:session_type_id/taxes': { params: ofType, body: () => ({ taxes: [{ name: 'VAT', rate: 20 }] }), accepted: { status: 200 } },
    // The zone's slash as %2F: the matrices match a path one segment per parameter (raw slashes: bad-input.test.ts).
    'GET /session_types/:session_type_id/check-day-avail/:date_timezone': { params: (r) => ({ ...ofType(r), date_timezone: '2027-6-7-America%2FNew_York' }) },
    'GET /session_types/:session_type_id/check-month-avail/:month_timezone': { params: (r) => ({ ...ofType(r), month_timezone: '2027-6-America%2FNew_York' }) },
    'GET /session_type_schedules': {},
    'POST /session_type_schedules': { body: () => ({ name: 'Weekday portraits', display_timezone: ZONE, intervals: [MONDAY_HOURS] }) },
    'GET /session_type_schedules/:schedule_id': { params: ofSchedule },
    'PUT /session_type_schedules/:schedule_id': { params: ofSchedule, body: () => ({ name: 'Mondays', display_timezone: ZONE }), bodyOptional: true },
    'POST /session_type_schedules/:schedule_id/session_type_schedule_intervals': { params: ofSchedule, body: intervalBody },
    'PUT /session_type_schedules/:schedule_id/session_type_schedule_intervals/:interval_id': {
      params: ofInterval('interval'), body: () => ({ day_of_week: 3, start_time: '10:00', end_time: '12:00' }), bodyOptional: true,
    },
    'DELETE /session_type_schedules/:schedule_id/session_type_schedule_intervals/:interval_id': { params: ofInterval('doomedInterval') },
    'POST /session_type_schedules/:schedule_id/interval_overrides': {
      params: ofSchedule, body: () => ({ date: '2027-12-31', intervals: [{ start_time: '09:00', end_time: '12:00' }] }),
    },
    'DELETE /session_type_schedules/:schedule_id/interval_overrides/:date': { params: (r) => ({ ...ofSchedule(r), date: r.overrideDate }) },
    'GET /session_type_schedules/:schedule_id/interval_overrides': { params: ofSchedule },
    'GET /session_type_schedules/:schedule_id/interval_overrides_list': { params: ofSchedule },
    // On the list client_id is a filter: an unknown one simply matches nothing.
    'GET /sessions': { query: (r) => ({ client_id: r.client.id }), missing: { client_id: 'filter' } },
    'GET /sessions/inquiry/count': {},
    'POST /sessions': {
      body: sessionBody,
      // API.md §9: a session type or client the studio does not have is 422 naming it, whichever studio has it.
      references: { session_type_id: { error: 'validation_error' }, client_id: { error: 'validation_error' } },
    },
    // The portal token is another client's: its sessions are refused (API.md §11).
    'GET /sessions/:session_id': { params: (r) => ({ session_id: r.session.id }), portal: { status: 403, error: 'access_denied' } },
    'PUT /sessions/:session_id': { params: (r) => ({ session_id: r.session.id }), body: () => ({ status: 'booked', notes: 'Bring the dog.' }), bodyOptional: true },
  },
};
