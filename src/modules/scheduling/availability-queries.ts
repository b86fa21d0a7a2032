import { and, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { Temporal } from 'temporal-polyfill';
import type { Db, Executor } from '../../platform/db/pool.js';
import { compiledSelect } from '../../platform/db/prepared.js';
import type { ScheduleRules, TimeRange, WallInterval } from './availability.js';
import { scheduleIntervals, scheduleOverrides, schedules, sessions } from './tables.js';

// The subqueries name the studio and schedule by parameter: Drizzle writes a column of a one-table
// select without its table's name, so `schedules.id` there would mean the subquery's own `id`.
const studioId = sql.placeholder('studioId');
const scheduleId = sql.placeholder('scheduleId');

/**
 * Everything availability reads, in one statement: the schedule's zone, its weekly hours, its
 * overrides of the dates asked for, and the studio's sessions holding time in the busy range. Five
 * queries in three rounds before: on one caller they were most of a month view's CPU (1.5 of its
 * 2.1 ms, profiled), where the slots themselves took 0.2 ms. Inside a booking the calendar lock is
 * held for one round trip instead of four.
 */
const inputColumns = {
  timeZone: schedules.displayTimezone,
  /** `[day_of_week, start_time, end_time]` per weekly interval. */
  weekly: sql<[number, string, string][]>`(SELECT coalesce(json_agg(json_build_array(i.day_of_week, i.start_time, i.end_time) ORDER BY i.day_of_week, i.start_time, i.id), '[]')
    FROM ${scheduleIntervals} i WHERE i.studio_id = ${studioId} AND i.schedule_id = ${scheduleId})`,
  /** `[date, start_time, end_time, unavailable]` per override row of the dates `datesFrom` … `datesTo`. */
  overrides: sql<[string, string | null, string | null, boolean][]>`(SELECT coalesce(json_agg(
      json_build_array(o.date, o.start_time, o.end_time, o.unavailable) ORDER BY o.date, o.start_time), '[]')
    FROM ${scheduleOverrides} o WHERE o.studio_id = ${studioId} AND o.schedule_id = ${scheduleId}
      AND o.date BETWEEN ${sql.placeholder('datesFrom')}::date AND ${sql.placeholder('datesTo')}::date)`,
  /**
   * `[starts_at, ends_at]` in epoch microseconds per session holding time across `busyFrom` … `busyTo`,
   * but `exceptId`'s (a session being moved does not stand in its own way). Microseconds since 1970
   * stay below 2^53 until the year 2255, past the years availability answers for: exact as JSON numbers.
   * The status is a literal, so that the plan keeps the exclusion constraint's partial index.
   */
  busy: sql<[number, number][]>`(SELECT coalesce(json_agg(json_build_array(
      (extract(epoch FROM b.starts_at) * 1000000)::int8, (extract(epoch FROM b.ends_at) * 1000000)::int8)), '[]')
    FROM ${sessions} b WHERE b.studio_id = ${studioId} AND b.status IN ('inquiry', 'booked')
      AND tstzrange(b.starts_at, b.ends_at) && tstzrange(${sql.placeholder('busyFrom')}::timestamptz, ${sql.placeholder('busyTo')}::timestamptz)
      AND b.id IS DISTINCT FROM ${sql.placeholder('exceptId')}::text)`,
};
type AvailabilityRow = SelectResultFields<typeof inputColumns>;

export interface AvailabilityParams {
  studioId: string;
  scheduleId: string;
  /** Schedule-local dates whose overrides are read, both included (`YYYY-MM-DD`). */
  datesFrom: string;
  datesTo: string;
  /** Instants as PostgreSQL reads them (sqlInstant). */
  busyFrom: string;
  busyTo: string;
  exceptId: string | null;
}

const ofSchedule = and(eq(schedules.studioId, studioId), eq(schedules.id, scheduleId));

/** What availability reads of the database, as its function takes it. */
export interface ScheduleAndBusy {
  schedule: ScheduleRules;
  busy: TimeRange[];
}

export function availabilityQueries(db: Db) {
  const input = compiledSelect(db, 'availability_input', inputColumns, (select) => select.from(schedules).where(ofSchedule));
  const inputIn = (tx: Executor) => tx.select(inputColumns).from(schedules).where(ofSchedule).prepare('availability_input');

  return {
    /** The schedule's rules and the busy times; undefined when the studio has no such schedule. Pass `tx` inside a transaction. */
    input: async (params: AvailabilityParams, tx?: Executor): Promise<ScheduleAndBusy | undefined> => {
      const [row] = tx ? await inputIn(tx).execute({ ...params }) : await input({ ...params });
      return row && { schedule: rulesOf(row), busy: row.busy.map(([start, end]) => ({ start: instantOfMicros(start), end: instantOfMicros(end) })) };
    },
  };
}

function rulesOf(row: AvailabilityRow): ScheduleRules {
  const overrides = new Map<string, WallInterval[]>();
  for (const [date, startTime, endTime, unavailable] of row.overrides) {
    const hours = overrides.get(date) ?? [];
    if (!unavailable && startTime !== null && endTime !== null) hours.push({ startTime, endTime });
    overrides.set(date, hours);
  }
  return {
    timeZone: row.timeZone,
    weekly: row.weekly.map(([dayOfWeek, startTime, endTime]) => ({ dayOfWeek, startTime, endTime })),
    overrides,
  };
}

const instantOfMicros = (micros: number) => Temporal.Instant.fromEpochNanoseconds(BigInt(micros) * 1_000n);

export type AvailabilityQueries = ReturnType<typeof availabilityQueries>;
