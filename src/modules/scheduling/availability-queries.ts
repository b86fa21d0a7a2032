import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../../platform/db/pool.js';
import { compiledSelect } from '../../platform/db/prepared.js';
import type { BookingRules, BusySpan, ScheduleRules, WallInterval } from './availability.js';
import { bookingRulesOf } from './session-types.js';
import { scheduleIntervals, scheduleOverrides, schedules, sessions, sessionTypes } from './tables.js';

// The subqueries name the studio by parameter: Drizzle writes a column of a one-table select without
// its table's name, so `schedules.studio_id` there would mean the subquery's own `studio_id`.
const studioId = sql.placeholder('studioId');

/** What the input's subqueries take from the statement around them: the schedule and the type's buffers. */
interface InputSources {
  scheduleId: SQL;
  /** Minutes a slot keeps free before its start. */
  reachBefore: SQL;
  /** Minutes from a slot's start to the end of the time it keeps free: the duration and the buffer after. */
  reachAfter: SQL;
}

/**
 * Everything availability reads beside the booking rules, as statement fields: the schedule's zone,
 * its weekly hours, its overrides of the dates asked for, and the studio's sessions holding time near
 * the window. Five queries in three rounds before: on one caller they were most of a month view's
 * CPU (1.5 of its 2.1 ms, profiled), where the slots themselves took 0.2 ms.
 */
function inputColumns({ scheduleId, reachBefore, reachAfter }: InputSources) {
  return {
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
     * `[start, end]` in epoch milliseconds, the start rounded down and the end up, per session holding
     * time that can refuse a start in `windowFrom` … `windowTo`: one overlapping the window widened by
     * the type's reach either side (the one place that range is defined). `exceptId`'s is left out (a
     * session being moved does not stand in its own way). The status is a literal, so that the plan
     * keeps the exclusion constraint's partial index. Numbers rather than timestamps: a month holds
     * hundreds, and parsing each into an instant was a tenth of a month view's CPU.
     */
    busy: sql<[number, number][]>`(SELECT coalesce(json_agg(json_build_array(
        floor(extract(epoch FROM b.starts_at) * 1000)::int8, ceil(extract(epoch FROM b.ends_at) * 1000)::int8)), '[]')
      FROM ${sessions} b WHERE b.studio_id = ${studioId} AND b.status IN ('inquiry', 'booked')
        AND tstzrange(b.starts_at, b.ends_at) && tstzrange(
          ${sql.placeholder('windowFrom')}::timestamptz - make_interval(mins => ${reachBefore}),
          ${sql.placeholder('windowTo')}::timestamptz + make_interval(mins => ${reachAfter}))
        AND b.id IS DISTINCT FROM ${sql.placeholder('exceptId')}::text)`,
  };
}

/** In a transaction the type is in hand: its schedule and reach are parameters. */
const knownTypeColumns = inputColumns({
  scheduleId: sql`${sql.placeholder('scheduleId')}::text`,
  reachBefore: sql`${sql.placeholder('reachBefore')}::int`,
  reachAfter: sql`${sql.placeholder('reachAfter')}::int`,
});

/**
 * A view names the type by id: its booking rules come in the same statement (one round trip instead
 * of two), the schedule joined so that a missing one still answers the type.
 */
const namedTypeColumns = {
  duration: sessionTypes.duration,
  slotInterval: sessionTypes.slotInterval,
  bufferBefore: sessionTypes.bufferBefore,
  bufferAfter: sessionTypes.bufferAfter,
  minimumNoticeDuration: sessionTypes.minimumNoticeDuration,
  maximumNoticeDuration: sessionTypes.maximumNoticeDuration,
  scheduleId: sessionTypes.scheduleId,
  ...inputColumns({
    scheduleId: sql`${sessionTypes.scheduleId}`,
    reachBefore: sql`${sessionTypes.bufferBefore}`,
    reachAfter: sql`${sessionTypes.duration} + ${sessionTypes.bufferAfter}`,
  }),
};
type InputRow = SelectResultFields<ReturnType<typeof inputColumns>>;

/** The instants a window covers, as PostgreSQL reads them (sqlInstant), and the dates whose overrides are read. */
export type WindowParams = {
  studioId: string;
  /** Schedule-local dates whose overrides are read, both included (`YYYY-MM-DD`). */
  datesFrom: string;
  datesTo: string;
  windowFrom: string;
  windowTo: string;
  exceptId: string | null;
};

/** What availability reads of the database, as its function takes it. */
export interface ScheduleAndBusy {
  schedule: ScheduleRules;
  busy: BusySpan[];
}

/** A type's availability read by its id; `read` is null when the studio no longer has the type's schedule. */
export interface TypeAvailability {
  booking: BookingRules;
  scheduleId: string;
  read: ScheduleAndBusy | null;
}

const ofSchedule = and(eq(schedules.studioId, studioId), eq(schedules.id, sql.placeholder('scheduleId')));

export function availabilityQueries(db: Db) {
  const inputIn = (tx: Executor) => tx.select(knownTypeColumns).from(schedules).where(ofSchedule).prepare('availability_input');
  const ofNamedType = compiledSelect(db, 'session_type_availability', namedTypeColumns, (select) =>
    select
      .from(sessionTypes)
      .leftJoin(schedules, and(eq(schedules.studioId, sessionTypes.studioId), eq(schedules.id, sessionTypes.scheduleId)))
      .where(and(eq(sessionTypes.studioId, studioId), eq(sessionTypes.id, sql.placeholder('sessionTypeId')), isNull(sessionTypes.deletedAt))));

  return {
    /** Inside a booking's transaction, for the type it holds; undefined when the studio has no such schedule. */
    input: async (tx: Executor, params: WindowParams & { scheduleId: string; booking: BookingRules }): Promise<ScheduleAndBusy | undefined> => {
      const { booking, ...window } = params;
      const reach = { reachBefore: booking.bufferBeforeMinutes, reachAfter: booking.durationMinutes + booking.bufferAfterMinutes };
      const [row] = await inputIn(tx).execute({ ...window, ...reach });
      return row && scheduleAndBusy(row);
    },

    /** For a live session type named by id; undefined when the studio has none. */
    ofType: async (params: WindowParams & { sessionTypeId: string }): Promise<TypeAvailability | undefined> => {
      const [row] = await ofNamedType(params);
      if (!row) return undefined;
      return { booking: bookingRulesOf(row), scheduleId: row.scheduleId, read: row.timeZone === null ? null : scheduleAndBusy({ ...row, timeZone: row.timeZone }) };
    },
  };
}

function scheduleAndBusy(row: InputRow): ScheduleAndBusy {
  return { schedule: rulesOf(row), busy: row.busy.map(([start, end]) => ({ start, end })) };
}

function rulesOf(row: InputRow): ScheduleRules {
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

export type AvailabilityQueries = ReturnType<typeof availabilityQueries>;
