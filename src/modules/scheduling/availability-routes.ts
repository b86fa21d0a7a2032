/** The open slots of a session type, by day and by month, in a time zone the path names. */
import { callerOf, type App } from '../../platform/http.js';
import { builtToShape } from '../../platform/serialization.js';
import { Data, errorResponses, STAFF_ONLY } from '../../platform/schemas.js';
import type { SessionService } from './sessions.js';
import { DayAvailability, DayAvailabilityParams, MonthAvailability, MonthAvailabilityParams } from './availability-schemas.js';
import { config, tags } from './route-config.js';
import { sessionTypeId, TYPE_INVALID_ID, TYPE_NOT_FOUND } from './session-type-routes.js';

/** Path segments after these may hold a time zone name with its slashes (`…/check-day-avail/2026-8-7-Europe/London`). */
export const ZONE_SEGMENT_MARKERS = ['/check-day-avail/', '/check-month-avail/'] as const;

const BAD_SEGMENT = '`invalid_request`: the date or month is not a calendar one, or the time zone is unknown.';

export function availabilityRoutes(app: App, { sessions }: { sessions: SessionService }): void {
  const rules =
    'Slots start every `slot_interval` minutes from the start of each interval of the schedule (or of the date\'s override) and fit ' +
    'inside it; they start at least `minimum_notice_duration` and at most `maximum_notice_duration` days (of 24 hours) from now; and ' +
    'a slot is left out when, widened by `buffer_before` and `buffer_after`, it overlaps an inquiry or booked session of the studio ' +
    '(of any session type: one calendar per studio). Local times the clocks skip are left out; times they repeat give two slots.';

  app.get('/session_types/:session_type_id/check-day-avail/:date_timezone', {
    schema: {
      tags,
      operationId: 'checkDayAvailability',
      summary: 'Open slots of a day',
      description: `The slots of the session type starting on one calendar day of the zone asked for. ${rules} ${STAFF_ONLY}`,
      params: DayAvailabilityParams,
      response: {
        200: builtToShape(Data(DayAvailability, 'The day\'s slots.')),
        ...errorResponses(config, 'GET', { 400: [TYPE_INVALID_ID, BAD_SEGMENT], 404: [TYPE_NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await sessions.dayAvailability(callerOf(req), sessionTypeId(req.params), req.params.date_timezone) }));

  app.get('/session_types/:session_type_id/check-month-avail/:month_timezone', {
    schema: {
      tags,
      operationId: 'checkMonthAvailability',
      summary: 'Open slots per day of a month',
      description: `How many slots of the session type start on each calendar day of a month in the zone asked for. ${rules} ${STAFF_ONLY}`,
      params: MonthAvailabilityParams,
      response: {
        200: Data(MonthAvailability, 'The month\'s days.'),
        ...errorResponses(config, 'GET', { 400: [TYPE_INVALID_ID, BAD_SEGMENT], 404: [TYPE_NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await sessions.monthAvailability(callerOf(req), sessionTypeId(req.params), req.params.month_timezone) }));
}
