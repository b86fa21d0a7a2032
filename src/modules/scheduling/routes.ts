import { Type } from 'typebox';
import { callerOf, type App } from '../../platform/http.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Message, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { Services } from '../../areas.js';
import {
  ContractParams, DateOverrides, DayAvailability, DayAvailabilityParams, IntervalInput, IntervalParams, IntervalUpdate, MonthAvailability,
  MonthAvailabilityParams, OverrideCreate, OverrideDateParams, OverrideEntry, QuestionnaireParams, Schedule, ScheduleCreate, ScheduleInterval,
  ScheduleListQuery, ScheduleParams, ScheduleUpdate, Session, SessionCreate, SessionListQuery, SessionParams, SessionType, SessionTypeCreate,
  SessionTypeListQuery, SessionTypeParams, SessionTypeUpdate, SessionUpdate, StatusUpdate, TaxesUpdate,
} from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const tags = ['scheduling'];

/** Path segments after these may hold a time zone name with its slashes (`…/check-day-avail/2026-8-7-Europe/London`). */
export const ZONE_SEGMENT_MARKERS = ['/check-day-avail/', '/check-month-avail/'] as const;

const sessionTypeId = (params: { session_type_id: string }) => pathId('set', params.session_type_id, 'session type');
const scheduleId = (params: { schedule_id: string }) => pathId('sch', params.schedule_id, 'schedule');
const sessionId = (params: { session_id: string }) => pathId('ses', params.session_id, 'session');

const TYPE_INVALID_ID = invalidIdLine('session_type_id', 'set', 'session type');
const TYPE_NOT_FOUND = '`not_found`: the studio has no session type with this identifier.';
const SCHEDULE_INVALID_ID = invalidIdLine('schedule_id', 'sch', 'schedule');
const SCHEDULE_NOT_FOUND = '`not_found`: the studio has no schedule with this identifier.';
const SESSION_INVALID_ID = invalidIdLine('session_id', 'ses', 'session');
const SESSION_NOT_FOUND = '`not_found`: the studio has no session with this identifier.';
const SLOT_UNAVAILABLE = '`slot_unavailable`: the start is not an open slot of the session type (outside its hours or notice, or taken, buffers included).';
const BAD_SEGMENT = '`invalid_request`: the date or month is not a calendar one, or the time zone is unknown.';

export function schedulingRoutes(app: App, services: Services): void {
  sessionTypeRoutes(app, services);
  availabilityRoutes(app, services);
  scheduleRoutes(app, services);
  sessionRoutes(app, services);
}

function sessionTypeRoutes(app: App, { sessionTypes }: Services): void {
  app.get('/session_types', {
    schema: {
      tags,
      operationId: 'listSessionTypes',
      summary: 'List session types',
      description: `The studio's session types with their whole configuration and schedule, newest first, a page at a time. ${STAFF_ONLY}`,
      querystring: SessionTypeListQuery,
      response: { 200: Paginated(SessionType, 'A page of session types.', 'The session types on this page, newest first.'), ...errorResponses(config, 'GET') },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await sessionTypes.list(callerOf(req), { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/session_types', {
    schema: {
      tags,
      operationId: 'createSessionType',
      summary: 'Create a session type',
      description:
        'Creates a session type, as `draft` unless `status` is given. It gets a schedule of its own in the studio\'s time zone, with the ' +
        'weekly hours of `session_type_schedule_intervals` (none when left out), unless `session_type_schedule_id` shares an existing ' +
        `schedule. \`currency\` defaults to the studio's. ${IDEMPOTENT} ${STAFF_ONLY}`,
      body: SessionTypeCreate,
      response: {
        201: Data(SessionType, 'The session type was created.'),
        ...errorResponses(config, 'POST', {
          400: ['`invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).'],
          422: [`${INVALID_BODY} Also an unknown \`session_type_schedule_id\`, a maximum notice below the minimum, or a deposit above the full price.`],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await sessionTypes.create(callerOf(req), req.body) }));

  app.get('/session_types/:session_type_id', {
    schema: {
      tags,
      operationId: 'getSessionType',
      summary: 'Get a session type',
      description: `One session type with its whole configuration and schedule. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      response: { 200: Data(SessionType, 'The session type.'), ...errorResponses(config, 'GET', { 400: [TYPE_INVALID_ID], 404: [TYPE_NOT_FOUND] }) },
    },
    config,
  }, async (req) => ({ data: await sessionTypes.get(callerOf(req), sessionTypeId(req.params)) }));

  app.put('/session_types/:session_type_id', {
    schema: {
      tags,
      operationId: 'updateSessionType',
      summary: 'Update a session type',
      description:
        'Changes the fields given and keeps the others (a partial update). Sessions already booked keep their times and location. ' +
        `\`session_type_schedule_id\` moves the session type onto another existing schedule. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      body: SessionTypeUpdate,
      response: {
        200: Data(SessionType, 'The session type after the change.'),
        ...errorResponses(config, 'PUT', {
          400: [TYPE_INVALID_ID, '`invalid_currency`: `currency` is not one the service supports.'],
          404: [TYPE_NOT_FOUND],
          422: [`${INVALID_BODY} Also an unknown \`session_type_schedule_id\`, a maximum notice below the minimum, or a deposit above the full price.`],
        }),
      },
    },
    config,
  }, async (req) => ({ data: await sessionTypes.update(callerOf(req), sessionTypeId(req.params), req.body) }));

  app.delete('/session_types/:session_type_id', {
    schema: {
      tags,
      operationId: 'deleteSessionType',
      summary: 'Delete a session type',
      description:
        'Deletes the session type: it leaves the lists and cannot be booked. Sessions booked with it keep it as their `session_type`. ' +
        `Refused while it has inquiries or booked sessions still to come. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      response: {
        200: Message('The session type was deleted.'),
        ...errorResponses(config, 'DELETE', {
          400: [TYPE_INVALID_ID],
          404: [TYPE_NOT_FOUND],
          409: ['`session_type_has_sessions`: the session type has inquiries or booked sessions still to come.'],
        }),
      },
    },
    config,
  }, async (req) => {
    await sessionTypes.remove(callerOf(req), sessionTypeId(req.params));
    return { message: 'Session type deleted.' };
  });

  app.put('/session_types/:session_type_id/update_status', {
    schema: {
      tags,
      operationId: 'updateSessionTypeStatus',
      summary: 'Publish a session type or set it back to draft',
      description: `Sets \`status\` to \`published\` or \`draft\`. Availability and the studio's bookings work in both. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      body: StatusUpdate,
      response: {
        200: Data(SessionType, 'The session type with its new status.'),
        ...errorResponses(config, 'PUT', { 400: [TYPE_INVALID_ID], 404: [TYPE_NOT_FOUND], 422: [INVALID_BODY] }),
      },
    },
    config,
  }, async (req) => ({ data: await sessionTypes.setStatus(callerOf(req), sessionTypeId(req.params), req.body.status) }));

  app.put('/session_types/:session_type_id/templates/contract/:contract_id', {
    schema: {
      tags,
      operationId: 'setSessionTypeContract',
      summary: 'Associate a contract template',
      description: `Sets the contract template (\`ct_\`) clients sign for this session type; templates are managed outside this API. No body. ${STAFF_ONLY}`,
      params: ContractParams,
      response: {
        200: Data(SessionType, 'The session type with its contract template.'),
        ...errorResponses(config, 'PUT', { 400: [TYPE_INVALID_ID, invalidIdLine('contract_id', 'ct', 'contract template')], 404: [TYPE_NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({
    data: await sessionTypes.setTemplate(callerOf(req), sessionTypeId(req.params), {
      contractTemplateId: pathId('ct', req.params.contract_id, 'contract template'),
    }),
  }));

  app.put('/session_types/:session_type_id/templates/questionnaire/:questionnaire_id', {
    schema: {
      tags,
      operationId: 'setSessionTypeQuestionnaire',
      summary: 'Associate a questionnaire template',
      description: `Sets the questionnaire template (\`qt_\`) clients fill in for this session type; templates are managed outside this API. No body. ${STAFF_ONLY}`,
      params: QuestionnaireParams,
      response: {
        200: Data(SessionType, 'The session type with its questionnaire template.'),
        ...errorResponses(config, 'PUT', { 400: [TYPE_INVALID_ID, invalidIdLine('questionnaire_id', 'qt', 'questionnaire template')], 404: [TYPE_NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({
    data: await sessionTypes.setTemplate(callerOf(req), sessionTypeId(req.params), {
      questionnaireTemplateId: pathId('qt', req.params.questionnaire_id, 'questionnaire template'),
    }),
  }));

  app.post('/session_types/:session_type_id/taxes', {
    schema: {
      tags,
      operationId: 'setSessionTypeTaxes',
      summary: 'Set the taxes of a session type',
      description: `Replaces the session type's taxes with \`taxes\`; an empty list removes them. Answers 200: it changes the session type, it creates nothing. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      body: TaxesUpdate,
      response: {
        200: Data(SessionType, 'The session type with its new taxes.'),
        ...errorResponses(config, 'POST', { 400: [TYPE_INVALID_ID], 404: [TYPE_NOT_FOUND], 422: [`${INVALID_BODY} For example a rate above 100 or with more than two decimals.`] }),
      },
    },
    config,
  }, async (req) => ({ data: await sessionTypes.setTaxes(callerOf(req), sessionTypeId(req.params), req.body.taxes) }));
}

function availabilityRoutes(app: App, { sessions }: Services): void {
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
        200: Data(DayAvailability, 'The day\'s slots.'),
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

function scheduleRoutes(app: App, { schedules }: Services): void {
  const scheduleErrors = { 400: [SCHEDULE_INVALID_ID], 404: [SCHEDULE_NOT_FOUND] };
  const intervalErrors = {
    400: [SCHEDULE_INVALID_ID, invalidIdLine('interval_id', 'sa', 'schedule interval')],
    404: [SCHEDULE_NOT_FOUND, '`not_found`: the schedule has no interval with this identifier.'],
  };

  app.get('/session_type_schedules', {
    schema: {
      tags,
      operationId: 'listSchedules',
      summary: 'List schedules',
      description: `The studio's schedules with their weekly hours, newest first, a page at a time. ${STAFF_ONLY}`,
      querystring: ScheduleListQuery,
      response: { 200: Paginated(Schedule, 'A page of schedules.', 'The schedules on this page, newest first.'), ...errorResponses(config, 'GET') },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await schedules.list(callerOf(req), { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/session_type_schedules', {
    schema: {
      tags,
      operationId: 'createSchedule',
      summary: 'Create a schedule',
      description: `A schedule with its weekly hours, read on the wall clock of \`display_timezone\` (the studio's when left out). ${IDEMPOTENT} ${STAFF_ONLY}`,
      body: ScheduleCreate,
      response: {
        201: Data(Schedule, 'The schedule was created.'),
        ...errorResponses(config, 'POST', { 422: [`${INVALID_BODY} Also an unknown time zone, or hours that end before they start.`] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await schedules.create(callerOf(req), req.body) }));

  app.get('/session_type_schedules/:schedule_id', {
    schema: {
      tags,
      operationId: 'getSchedule',
      summary: 'Get a schedule',
      description: `One schedule with its weekly hours. ${STAFF_ONLY}`,
      params: ScheduleParams,
      response: { 200: Data(Schedule, 'The schedule.'), ...errorResponses(config, 'GET', scheduleErrors) },
    },
    config,
  }, async (req) => ({ data: await schedules.get(callerOf(req), scheduleId(req.params)) }));

  app.put('/session_type_schedules/:schedule_id', {
    schema: {
      tags,
      operationId: 'updateSchedule',
      summary: 'Rename a schedule or change its time zone',
      description: `Changes \`name\` or \`display_timezone\`; the hours keep their wall-clock times. ${STAFF_ONLY}`,
      params: ScheduleParams,
      body: ScheduleUpdate,
      response: {
        200: Data(Schedule, 'The schedule after the change.'),
        ...errorResponses(config, 'PUT', { ...scheduleErrors, 422: [`${INVALID_BODY} Also an unknown time zone.`] }),
      },
    },
    config,
  }, async (req) => ({ data: await schedules.update(callerOf(req), scheduleId(req.params), req.body) }));

  app.post('/session_type_schedules/:schedule_id/session_type_schedule_intervals', {
    schema: {
      tags,
      operationId: 'addScheduleInterval',
      summary: 'Add weekly hours',
      description: `Adds one weekday's hours to the schedule. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: ScheduleParams,
      body: IntervalInput,
      response: {
        201: Data(ScheduleInterval, 'The hours were added.'),
        ...errorResponses(config, 'POST', { ...scheduleErrors, 422: [`${INVALID_BODY} Also hours that end before they start.`] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await schedules.addInterval(callerOf(req), scheduleId(req.params), req.body) }));

  app.put('/session_type_schedules/:schedule_id/session_type_schedule_intervals/:interval_id', {
    schema: {
      tags,
      operationId: 'updateScheduleInterval',
      summary: 'Change weekly hours',
      description: `Changes the fields given of one interval; the start stays before the end. ${STAFF_ONLY}`,
      params: IntervalParams,
      body: IntervalUpdate,
      response: {
        200: Data(ScheduleInterval, 'The interval after the change.'),
        ...errorResponses(config, 'PUT', { ...intervalErrors, 422: [`${INVALID_BODY} Also hours that would end before they start.`] }),
      },
    },
    config,
  }, async (req) => ({
    data: await schedules.updateInterval(callerOf(req), scheduleId(req.params), pathId('sa', req.params.interval_id, 'schedule interval'), req.body),
  }));

  app.delete('/session_type_schedules/:schedule_id/session_type_schedule_intervals/:interval_id', {
    schema: {
      tags,
      operationId: 'deleteScheduleInterval',
      summary: 'Remove weekly hours',
      description: `Removes one interval from the schedule. ${STAFF_ONLY}`,
      params: IntervalParams,
      response: { 200: Message('The hours were removed.'), ...errorResponses(config, 'DELETE', intervalErrors) },
    },
    config,
  }, async (req) => {
    await schedules.removeInterval(callerOf(req), scheduleId(req.params), pathId('sa', req.params.interval_id, 'schedule interval'));
    return { message: 'Schedule interval deleted.' };
  });

  app.post('/session_type_schedules/:schedule_id/interval_overrides', {
    schema: {
      tags,
      operationId: 'setDateOverride',
      summary: 'Set a date\'s own hours',
      description:
        'Replaces one date\'s weekly hours with `intervals`; an empty list makes the date a day off. Sending the same date again ' +
        `replaces what it had. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: ScheduleParams,
      body: OverrideCreate,
      response: {
        201: Data(DateOverrides, 'The date\'s hours were set.'),
        ...errorResponses(config, 'POST', { ...scheduleErrors, 422: [`${INVALID_BODY} Also hours that end before they start.`] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await schedules.setOverrides(callerOf(req), scheduleId(req.params), req.body) }));

  app.delete('/session_type_schedules/:schedule_id/interval_overrides/:date', {
    schema: {
      tags,
      operationId: 'deleteDateOverride',
      summary: 'Remove a date\'s own hours',
      description: `The date goes back to its weekly hours. ${STAFF_ONLY}`,
      params: OverrideDateParams,
      response: {
        200: Message('The date\'s own hours were removed.'),
        ...errorResponses(config, 'DELETE', {
          400: [SCHEDULE_INVALID_ID, '`invalid_request`: `date` is not a date (`YYYY-MM-DD`).'],
          404: [SCHEDULE_NOT_FOUND, '`not_found`: the date has no hours of its own.'],
        }),
      },
    },
    config,
  }, async (req) => {
    await schedules.removeOverrides(callerOf(req), scheduleId(req.params), req.params.date);
    return { message: 'Date override deleted.' };
  });

  app.get('/session_type_schedules/:schedule_id/interval_overrides', {
    schema: {
      tags,
      operationId: 'listUpcomingOverrides',
      summary: 'Upcoming dates with their own hours',
      description: `Today's and later overrides (today on the schedule's wall clock), grouped by date: \`{"2026-12-24": [...]}\`. ${STAFF_ONLY}`,
      params: ScheduleParams,
      response: {
        200: Data(
          Type.Record(Type.String({ format: 'date' }), Type.Array(OverrideEntry), {
            description: 'Each date with its entries, by start time.',
            examples: [{ '2026-12-24': [{ id: 'sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2U', date: '2026-12-24', start_time: '09:00', end_time: '12:00' }] }],
          }),
          'The upcoming overrides by date.',
        ),
        ...errorResponses(config, 'GET', scheduleErrors),
      },
    },
    config,
  }, async (req) => ({ data: await schedules.upcomingOverrides(callerOf(req), scheduleId(req.params)) }));

  app.get('/session_type_schedules/:schedule_id/interval_overrides_list', {
    schema: {
      tags,
      operationId: 'listAllOverrides',
      summary: 'All dates with their own hours',
      description: `Every override of the schedule, past ones too, by date then start time, a page at a time. ${STAFF_ONLY}`,
      params: ScheduleParams,
      querystring: ScheduleListQuery,
      response: {
        200: Paginated(OverrideEntry, 'A page of overrides.', 'The overrides on this page, by date then start time.'),
        ...errorResponses(config, 'GET', scheduleErrors),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await schedules.overrideList(callerOf(req), scheduleId(req.params), { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });
}

function sessionRoutes(app: App, { sessions }: Services): void {
  app.get('/sessions', {
    schema: {
      tags,
      operationId: 'listSessions',
      summary: 'List sessions',
      description:
        'The studio\'s sessions with their client and session type, by start time, a page at a time. `from` and `to` are dates in the ' +
        `studio's time zone, both included. ${STAFF_ONLY}`,
      querystring: SessionListQuery,
      response: {
        200: Paginated(Session, 'A page of sessions.', 'The sessions on this page, by start time.'),
        ...errorResponses(config, 'GET', { 400: [invalidIdLine('client_id', 'cl', 'client')] }),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page, client_id, ...filter } = req.query;
    const query = { ...filter, client_id: client_id === undefined ? undefined : pathId('cl', client_id, 'client') };
    const { data, meta } = await sessions.list(callerOf(req), query, { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.get('/sessions/inquiry/count', {
    schema: {
      tags,
      operationId: 'countSessionInquiries',
      summary: 'Count inquiries',
      description: `How many sessions are inquiries waiting for an answer. ${STAFF_ONLY}`,
      response: {
        200: Data(Type.Object({ count: Type.Integer({ description: 'Sessions whose status is `inquiry`.', examples: [3] }) }, { description: 'The count.' }), 'The count.'),
        ...errorResponses(config, 'GET'),
      },
    },
    config,
  }, async (req) => ({ data: await sessions.inquiryCount(callerOf(req)) }));

  app.post('/sessions', {
    schema: {
      tags,
      operationId: 'createSession',
      summary: 'Book a session',
      description:
        'Books a client onto an open slot of a session type: `starts_at` must be one of the slots availability offers. Parallel ' +
        'bookings of one slot give one session; the others answer 409. The location is copied from the session type. ' +
        `${IDEMPOTENT} ${STAFF_ONLY}`,
      body: SessionCreate,
      response: {
        201: Data(Session, 'The session was booked.'),
        ...errorResponses(config, 'POST', {
          409: [SLOT_UNAVAILABLE],
          422: [`${INVALID_BODY} Also a \`session_type_id\` or \`client_id\` the studio does not have.`],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await sessions.create(callerOf(req), req.body) }));

  app.get('/sessions/:session_id', {
    schema: {
      tags,
      operationId: 'getSession',
      summary: 'Get a session',
      description: `One session with its client and session type. ${STAFF_ONLY}`,
      params: SessionParams,
      response: { 200: Data(Session, 'The session.'), ...errorResponses(config, 'GET', { 400: [SESSION_INVALID_ID], 404: [SESSION_NOT_FOUND] }) },
    },
    config,
  }, async (req) => ({ data: await sessions.get(callerOf(req), sessionId(req.params)) }));

  app.put('/sessions/:session_id', {
    schema: {
      tags,
      operationId: 'updateSession',
      summary: 'Move, cancel or complete a session',
      description:
        'Changes the fields given. A new `starts_at` must be an open slot (the session\'s own time aside); `cancelled` frees the slot, ' +
        `and booking a cancelled session again needs its slot to be open. ${STAFF_ONLY}`,
      params: SessionParams,
      body: SessionUpdate,
      response: {
        200: Data(Session, 'The session after the change.'),
        ...errorResponses(config, 'PUT', { 400: [SESSION_INVALID_ID], 404: [SESSION_NOT_FOUND], 409: [SLOT_UNAVAILABLE], 422: [INVALID_BODY] }),
      },
    },
    config,
  }, async (req) => ({ data: await sessions.update(callerOf(req), sessionId(req.params), req.body) }));
}
