import { Temporal } from 'temporal-polyfill';
import type { Caller } from '../../platform/access.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { givenChanges } from '../../platform/db/changes.js';
import { badRequest, invalid, invalidField, missing, type Details } from '../../platform/errors.js';
import { isId, newId } from '../../platform/ids.js';
import { paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import { isDate } from '../../platform/time.js';
import { scheduleQueries, type IntervalRow, type OverrideRow, type ScheduleChanges, type ScheduleQueries, type ScheduleRow } from './queries.js';
import type {
  IntervalInput, IntervalUpdate, OverrideCreate, OverrideEntry, Schedule, ScheduleCreate, ScheduleInterval, ScheduleUpdate,
} from './schedule-schemas.js';
import { canonicalZone } from './zones.js';

/**
 * Schedules (API.md §5): weekly hours on a wall clock and the dates whose hours differ. A session type
 * reads its bookable hours from one; several may share it.
 */
export class ScheduleService {
  private queries: ScheduleQueries;

  constructor(private db: Db) {
    this.queries = scheduleQueries(db);
  }

  async list(caller: Caller, paging: PageRequest): Promise<ListPage<Schedule>> {
    const studioId = caller.studio.id;
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.schedulePage(studioId, limit, offset), total: () => this.queries.scheduleTotal(studioId) },
      (rows) => this.presentMany(caller, rows),
    );
  }

  async get(caller: Caller, id: string): Promise<Schedule> {
    return (await this.presentMany(caller, [await this.find(caller, id)]))[0];
  }

  async create(caller: Caller, input: ScheduleCreate): Promise<Schedule> {
    const zone = input.display_timezone === undefined ? caller.studio.timezone : zoneField('display_timezone', input.display_timezone);
    const intervals = input.intervals ?? [];
    assertIntervals('intervals', intervals);
    const row = await this.db.transaction((tx) => this.insert(tx, caller, { name: input.name, zone, intervals }));
    return (await this.presentMany(caller, [row]))[0];
  }

  /** A new schedule with its weekly hours, inside the caller's transaction; `intervals` are checked already. */
  async insert(tx: Executor, caller: Caller, schedule: { name: string; zone: string; intervals: IntervalInput[] }): Promise<ScheduleRow> {
    const studioId = caller.studio.id;
    const row = await this.queries.insertSchedule(tx, { studioId, id: newId('sch'), name: schedule.name, displayTimezone: schedule.zone });
    await this.queries.insertIntervals(tx, schedule.intervals.map((interval) => intervalRow(studioId, row.id, interval)));
    return row;
  }

  async update(caller: Caller, id: string, input: ScheduleUpdate): Promise<Schedule> {
    const changes = givenChanges<ScheduleChanges>({
      name: input.name,
      displayTimezone: input.display_timezone === undefined ? undefined : zoneField('display_timezone', input.display_timezone),
    });
    const row = await this.queries.updateSchedule(caller.studio.id, id, changes);
    if (!row) throw missing('schedule', id);
    return (await this.presentMany(caller, [row]))[0];
  }

  async addInterval(caller: Caller, scheduleId: string, input: IntervalInput): Promise<ScheduleInterval> {
    assertIntervals(null, [input]);
    const studioId = caller.studio.id;
    return this.db.transaction(async (tx) => {
      await this.find(caller, scheduleId, tx);
      const [row] = await this.queries.insertIntervals(tx, [intervalRow(studioId, scheduleId, input)]);
      await this.queries.touchSchedule(tx, studioId, scheduleId);
      return presentInterval(row);
    });
  }

  async updateInterval(caller: Caller, scheduleId: string, intervalId: string, input: IntervalUpdate): Promise<ScheduleInterval> {
    const studioId = caller.studio.id;
    return this.db.transaction(async (tx) => {
      await this.find(caller, scheduleId, tx);
      const current = await this.queries.intervalById(tx, studioId, scheduleId, intervalId);
      if (!current) throw missing('schedule interval', intervalId);
      const next = {
        dayOfWeek: input.day_of_week ?? current.dayOfWeek,
        startTime: input.start_time ?? current.startTime,
        endTime: input.end_time ?? current.endTime,
      };
      assertIntervals(null, [{ start_time: next.startTime, end_time: next.endTime }]);
      const row = await this.queries.updateInterval(tx, studioId, intervalId, next);
      await this.queries.touchSchedule(tx, studioId, scheduleId);
      return presentInterval(row);
    });
  }

  async removeInterval(caller: Caller, scheduleId: string, intervalId: string): Promise<void> {
    const studioId = caller.studio.id;
    await this.db.transaction(async (tx) => {
      await this.find(caller, scheduleId, tx);
      if (!(await this.queries.deleteInterval(tx, studioId, scheduleId, intervalId))) throw missing('schedule interval', intervalId);
      await this.queries.touchSchedule(tx, studioId, scheduleId);
    });
  }

  /** Replaces a date's own hours; no hours make it a day off. Answers the date's entries. */
  async setOverrides(caller: Caller, scheduleId: string, input: OverrideCreate) {
    assertIntervals('intervals', input.intervals);
    const studioId = caller.studio.id;
    const rows = input.intervals.length === 0
      ? [{ studioId, id: newId('sa'), scheduleId, date: input.date, unavailable: true }]
      : input.intervals.map((interval) => ({ studioId, id: newId('sa'), scheduleId, date: input.date, startTime: interval.start_time, endTime: interval.end_time }));
    const stored = await this.db.transaction(async (tx) => {
      await this.find(caller, scheduleId, tx);
      const inserted = await this.queries.replaceOverrides(tx, studioId, scheduleId, input.date, rows);
      await this.queries.touchSchedule(tx, studioId, scheduleId);
      return inserted;
    });
    const entries = stored.sort(byStart).map(presentOverride);
    return { date: input.date, unavailable: input.intervals.length === 0, intervals: entries };
  }

  async removeOverrides(caller: Caller, scheduleId: string, date: string): Promise<void> {
    if (!isDate(date)) throw badRequest('invalid_request', `${date} is not a date (YYYY-MM-DD).`, { date: ['Must be a date, YYYY-MM-DD.'] });
    await this.db.transaction(async (tx) => {
      await this.find(caller, scheduleId, tx);
      if (!(await this.queries.deleteOverrides(tx, caller.studio.id, scheduleId, date))) throw missing('override', date, { by: 'date' });
      await this.queries.touchSchedule(tx, caller.studio.id, scheduleId);
    });
  }

  /** Today's and later overrides, by date; "today" is the schedule's own. */
  async upcomingOverrides(caller: Caller, scheduleId: string): Promise<Record<string, OverrideEntry[]>> {
    const schedule = await this.find(caller, scheduleId);
    const today = Temporal.Now.plainDateISO(schedule.displayTimezone).toString();
    const rows = await this.queries.overridesBetween(caller.studio.id, scheduleId, today, '9999-12-31');
    const byDate: Record<string, OverrideEntry[]> = {};
    for (const row of rows) {
      const entries = byDate[row.date] ?? [];
      entries.push(presentOverride(row));
      byDate[row.date] = entries;
    }
    return byDate;
  }

  async overrideList(caller: Caller, scheduleId: string, paging: PageRequest): Promise<ListPage<OverrideEntry>> {
    await this.find(caller, scheduleId);
    const studioId = caller.studio.id;
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.overridePage(studioId, scheduleId, limit, offset), total: () => this.queries.overrideTotal(studioId, scheduleId) },
      (rows) => rows.map(presentOverride),
    );
  }

  /** Schedules with their weekly hours, as the API shows them (alone or inside a session type). */
  async presentMany(caller: Caller, rows: ScheduleRow[], executor?: Executor): Promise<Schedule[]> {
    if (rows.length === 0) return [];
    const intervals = await this.queries.intervalsOfSchedules(caller.studio.id, [...new Set(rows.map((row) => row.id))], executor);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      schedule_type: row.scheduleType,
      display_timezone: row.displayTimezone,
      session_type_schedule_intervals: intervals.filter((interval) => interval.scheduleId === row.id).map(presentInterval),
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    }));
  }

  /** Schedules by id (for session types), with their hours. */
  async byIds(caller: Caller, ids: string[], executor?: Executor): Promise<Map<string, Schedule>> {
    const rows = ids.length === 0 ? [] : await this.queries.schedulesByIds(caller.studio.id, [...new Set(ids)], executor);
    return new Map((await this.presentMany(caller, rows, executor)).map((schedule) => [schedule.id, schedule]));
  }

  /** The schedule a body names in `session_type_schedule_id`: unknown is 422 on that field. */
  async referenced(caller: Caller, id: string, executor?: Executor): Promise<ScheduleRow> {
    const row = isId('sch', id) ? await this.queries.scheduleById(caller.studio.id, id, executor) : undefined;
    if (!row) throw invalidField('session_type_schedule_id', `The studio has no schedule with the identifier ${id}.`);
    return row;
  }

  private async find(caller: Caller, id: string, executor?: Executor): Promise<ScheduleRow> {
    const row = await this.queries.scheduleById(caller.studio.id, id, executor);
    if (!row) throw missing('schedule', id);
    return row;
  }
}

/** A zone a body names: an unknown one is 422 on its field; the canonical spelling is kept. */
export function zoneField(field: string, name: string): string {
  const zone = canonicalZone(name);
  if (!zone) throw invalidField(field, `${name} is not a time zone name (IANA, such as America/New_York).`);
  return zone;
}

/** Each interval ends after it starts; `field` is the list's name in `details` (null: a single interval's own fields). */
export function assertIntervals(field: string | null, intervals: Pick<IntervalInput, 'start_time' | 'end_time'>[]): void {
  const details: Details = {};
  intervals.forEach((interval, index) => {
    if (interval.start_time >= interval.end_time) {
      details[field === null ? 'end_time' : `${field}.${index}.end_time`] = ['The end time must be later than the start time.'];
    }
  });
  if (Object.keys(details).length > 0) throw invalid(details);
}

function intervalRow(studioId: string, scheduleId: string, interval: IntervalInput) {
  return { studioId, id: newId('sa'), scheduleId, dayOfWeek: interval.day_of_week, startTime: interval.start_time, endTime: interval.end_time };
}

const byStart = (a: OverrideRow, b: OverrideRow) => (a.startTime ?? '').localeCompare(b.startTime ?? '');

function presentInterval(row: IntervalRow): ScheduleInterval {
  return { id: row.id, day_of_week: row.dayOfWeek, start_time: row.startTime, end_time: row.endTime };
}

function presentOverride(row: OverrideRow): OverrideEntry {
  if (row.unavailable) return { date: row.date, unavailable: true };
  return { id: row.id, date: row.date, start_time: row.startTime ?? undefined, end_time: row.endTime ?? undefined };
}
