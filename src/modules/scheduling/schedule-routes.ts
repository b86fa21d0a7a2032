/** The routes of schedules: their weekly hours and the dates with hours of their own. */
import { Type } from 'typebox';
import { callerOf, type App } from '../../platform/http.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Message, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { ScheduleService } from './schedules.js';
import { config, tags } from './route-config.js';
import {
  DateOverrides, IntervalInput, IntervalParams, IntervalUpdate, OverrideCreate, OverrideDateParams, OverrideEntry, Schedule, ScheduleCreate, ScheduleInterval,
  ScheduleListQuery, ScheduleParams, ScheduleUpdate,
} from './schedule-schemas.js';

const scheduleId = (params: { schedule_id: string }) => pathId('sch', params.schedule_id, 'schedule');

const SCHEDULE_INVALID_ID = invalidIdLine('schedule_id', 'sch', 'schedule');
const SCHEDULE_NOT_FOUND = '`not_found`: the studio has no schedule with this identifier.';

export function scheduleRoutes(app: App, { schedules }: { schedules: ScheduleService }): void {
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
