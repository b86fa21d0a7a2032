import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { studioColumns } from '../../platform/auth/queries.js';
import { studios } from '../../platform/auth/tables.js';
import type { Studio } from '../../platform/access.js';
import type { Db, Executor, Tx } from '../../platform/db/pool.js';
import { compiledSelect, unplannedTextArray } from '../../platform/db/prepared.js';
import { scheduleIntervals, scheduleOverrides, schedules, sessions, sessionTypes } from './tables.js';

const scheduleColumns = {
  id: schedules.id,
  name: schedules.name,
  scheduleType: schedules.scheduleType,
  displayTimezone: schedules.displayTimezone,
  createdAt: schedules.createdAt,
  updatedAt: schedules.updatedAt,
};
export type ScheduleRow = SelectResultFields<typeof scheduleColumns>;
export type ScheduleChanges = Partial<Pick<typeof schedules.$inferInsert, 'name' | 'displayTimezone'>>;

const intervalColumns = {
  id: scheduleIntervals.id,
  scheduleId: scheduleIntervals.scheduleId,
  dayOfWeek: scheduleIntervals.dayOfWeek,
  startTime: scheduleIntervals.startTime,
  endTime: scheduleIntervals.endTime,
};
export type IntervalRow = SelectResultFields<typeof intervalColumns>;

const overrideColumns = {
  id: scheduleOverrides.id,
  date: scheduleOverrides.date,
  startTime: scheduleOverrides.startTime,
  endTime: scheduleOverrides.endTime,
  unavailable: scheduleOverrides.unavailable,
};
export type OverrideRow = SelectResultFields<typeof overrideColumns>;

const { studioId: _studio, deletedAt: _deleted, ...sessionTypeColumns } = getTableColumns(sessionTypes);
export type SessionTypeRow = SelectResultFields<typeof sessionTypeColumns>;
export type SessionTypeChanges = Partial<Omit<typeof sessionTypes.$inferInsert, 'studioId' | 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>>;

/** A session type's studio, beside the type's own columns in one flat selection; every column of `studioColumns`, renamed. */
const typeStudioColumns = {
  typeStudioId: studios.id,
  typeStudioName: studios.name,
  typeStudioCurrency: studios.currency,
  typeStudioTimezone: studios.timezone,
} satisfies Record<`typeStudio${Capitalize<keyof typeof studioColumns>}`, unknown>;

const sessionTypeBriefColumns = { id: sessionTypes.id, name: sessionTypes.name, duration: sessionTypes.duration };

const scheduleScoped = (studioId: unknown, id: unknown) => and(eq(schedules.studioId, studioId as string), eq(schedules.id, id as string));
const liveSessionType = (studioId: unknown, id: unknown) =>
  and(eq(sessionTypes.studioId, studioId as string), eq(sessionTypes.id, id as string), isNull(sessionTypes.deletedAt));
const intervalOrder = [asc(scheduleIntervals.dayOfWeek), asc(scheduleIntervals.startTime), asc(scheduleIntervals.id)];

/**
 * Changes to a studio's calendar take turns: a booking reads the calendar before it writes, and its
 * buffers reach beyond what the exclusion constraint compares. Waits at most DB_LOCK_TIMEOUT_MS.
 */
export async function lockCalendar(tx: Tx, studioId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`calendar:${studioId}`}, 0))`);
}

export function scheduleQueries(db: Db) {
  // The availability path reads these on every request: prepared once.
  const sessionTypeById = compiledSelect(db, 'session_type_by_id', sessionTypeColumns, (select) =>
    select.from(sessionTypes).where(liveSessionType(sql.placeholder('studioId'), sql.placeholder('id'))));
  const scheduleById = db.select(scheduleColumns).from(schedules)
    .where(scheduleScoped(sql.placeholder('studioId'), sql.placeholder('id'))).prepare('schedule_by_id');
  // Every list of sessions names its page's session types: one statement, the ids as one array.
  const sessionTypeBriefs = compiledSelect(db, 'session_type_briefs', sessionTypeBriefColumns, (select) => select.from(sessionTypes)
    .where(and(eq(sessionTypes.studioId, sql.placeholder('studioId')), sql`${sessionTypes.id} = ANY(${unplannedTextArray('ids')})`)));
  const overridesBetween = db.select(overrideColumns).from(scheduleOverrides)
    .where(and(
      eq(scheduleOverrides.studioId, sql.placeholder('studioId')),
      eq(scheduleOverrides.scheduleId, sql.placeholder('scheduleId')),
      gte(scheduleOverrides.date, sql.placeholder('from')),
      lte(scheduleOverrides.date, sql.placeholder('to')),
    ))
    .orderBy(asc(scheduleOverrides.date), asc(scheduleOverrides.startTime))
    .prepare('schedule_overrides_between');

  // The booking page's address names only the slug: the type's studio comes with the lookup. Every
  // view of the page reads it, so it runs as a compiled statement (pg's own query object described its
  // 32 columns again at each execution: about 60 µs a view, profiled); its selection is flat.
  const sessionTypeBySlug = compiledSelect(db, 'session_type_by_booking_slug', { ...sessionTypeColumns, ...typeStudioColumns }, (select) =>
    select.from(sessionTypes).innerJoin(studios, eq(studios.id, sessionTypes.studioId))
      .where(and(eq(sessionTypes.bookingSlug, sql.placeholder('slug')), isNull(sessionTypes.deletedAt))));

  return {
    /** The live session type whose booking page has this slug, with its studio. */
    sessionTypeBySlug: async (slug: string): Promise<{ studio: Studio; type: SessionTypeRow } | undefined> => {
      const [row] = await sessionTypeBySlug({ slug });
      if (!row) return undefined;
      const { typeStudioId, typeStudioName, typeStudioCurrency, typeStudioTimezone, ...type } = row;
      return { studio: { id: typeStudioId, name: typeStudioName, currency: typeStudioCurrency, timezone: typeStudioTimezone }, type };
    },

    /** A session type the studio has; a deleted one only with `includeDeleted` (the sessions booked with it). */
    sessionTypeById: async (studioId: string, id: string, executor?: Executor, includeDeleted = false): Promise<SessionTypeRow | undefined> => {
      if (!executor && !includeDeleted) return (await sessionTypeById({ studioId, id })).at(0);
      const found = includeDeleted ? and(eq(sessionTypes.studioId, studioId), eq(sessionTypes.id, id)) : liveSessionType(studioId, id);
      return (await (executor ?? db).select(sessionTypeColumns).from(sessionTypes).where(found)).at(0);
    },

    /** A session type even after its deletion: sessions booked with it still name it. */
    sessionTypesIncludingDeleted: (studioId: string, ids: string[], executor?: Executor) =>
      executor
        ? executor.select(sessionTypeBriefColumns).from(sessionTypes).where(and(eq(sessionTypes.studioId, studioId), inArray(sessionTypes.id, ids)))
        : sessionTypeBriefs({ studioId, ids }),

    sessionTypePage: (studioId: string, limit: number, offset: number) =>
      db.select(sessionTypeColumns).from(sessionTypes).where(and(eq(sessionTypes.studioId, studioId), isNull(sessionTypes.deletedAt)))
        .orderBy(desc(sessionTypes.createdAt), desc(sessionTypes.id)).limit(limit).offset(offset),

    sessionTypeTotal: async (studioId: string) =>
      (await db.select({ total: count() }).from(sessionTypes).where(and(eq(sessionTypes.studioId, studioId), isNull(sessionTypes.deletedAt))))[0].total,

    insertSessionType: async (executor: Executor, row: typeof sessionTypes.$inferInsert) =>
      (await executor.insert(sessionTypes).values(row).returning(sessionTypeColumns))[0],

    /** A `bookingSlug` only fills a missing one: a booking page's address never changes once given out. */
    updateSessionType: async (studioId: string, id: string, { bookingSlug, ...changes }: SessionTypeChanges) =>
      (await db.update(sessionTypes).set({
        ...changes,
        ...(bookingSlug === undefined ? {} : { bookingSlug: sql`COALESCE(${sessionTypes.bookingSlug}, ${bookingSlug})` }),
        updatedAt: sql`now()`,
      }).where(liveSessionType(studioId, id)).returning(sessionTypeColumns)).at(0),

    /** Marks the session type deleted unless it has live sessions still to come; answers what happened. */
    deleteSessionType: async (tx: Tx, studioId: string, id: string): Promise<'deleted' | 'missing' | 'has_future_sessions'> => {
      const [row] = await tx.execute<{ outcome: 'deleted' | 'missing' | 'has_future_sessions' }>(sql`
        WITH target AS (
          SELECT id, EXISTS (
            SELECT 1 FROM ${sessions} WHERE ${sessions.studioId} = ${studioId} AND ${sessions.sessionTypeId} = ${id}
              AND ${sessions.status} IN ('inquiry', 'booked') AND ${sessions.endsAt} > now()
          ) AS busy
          FROM ${sessionTypes} WHERE ${liveSessionType(studioId, id)}
        ), deleted AS (
          UPDATE ${sessionTypes} SET deleted_at = now() WHERE ${liveSessionType(studioId, id)} AND NOT (SELECT busy FROM target)
          RETURNING 1
        )
        SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM target) THEN 'missing'
                    WHEN EXISTS (SELECT 1 FROM deleted) THEN 'deleted'
                    ELSE 'has_future_sessions' END AS outcome`).then((result) => result.rows);
      return row.outcome;
    },

    scheduleById: async (studioId: string, id: string, executor?: Executor): Promise<ScheduleRow | undefined> =>
      executor
        ? (await executor.select(scheduleColumns).from(schedules).where(scheduleScoped(studioId, id))).at(0)
        : (await scheduleById.execute({ studioId, id })).at(0),

    schedulesByIds: (studioId: string, ids: string[], executor: Executor = db) =>
      executor.select(scheduleColumns).from(schedules).where(and(eq(schedules.studioId, studioId), inArray(schedules.id, ids))),

    schedulePage: (studioId: string, limit: number, offset: number) =>
      db.select(scheduleColumns).from(schedules).where(eq(schedules.studioId, studioId))
        .orderBy(desc(schedules.createdAt), desc(schedules.id)).limit(limit).offset(offset),

    scheduleTotal: async (studioId: string) => (await db.select({ total: count() }).from(schedules).where(eq(schedules.studioId, studioId)))[0].total,

    insertSchedule: async (executor: Executor, row: typeof schedules.$inferInsert) =>
      (await executor.insert(schedules).values(row).returning(scheduleColumns))[0],

    updateSchedule: async (studioId: string, id: string, changes: ScheduleChanges) =>
      (await db.update(schedules).set({ ...changes, updatedAt: sql`now()` }).where(scheduleScoped(studioId, id)).returning(scheduleColumns)).at(0),

    intervalsOfSchedules: (studioId: string, scheduleIds: string[], executor: Executor = db) =>
      executor.select(intervalColumns).from(scheduleIntervals)
        .where(and(eq(scheduleIntervals.studioId, studioId), inArray(scheduleIntervals.scheduleId, scheduleIds))).orderBy(...intervalOrder),

    insertIntervals: (executor: Executor, rows: (typeof scheduleIntervals.$inferInsert)[]) =>
      rows.length === 0 ? Promise.resolve([]) : executor.insert(scheduleIntervals).values(rows).returning(intervalColumns),

    intervalById: async (executor: Executor, studioId: string, scheduleId: string, id: string) =>
      (await executor.select(intervalColumns).from(scheduleIntervals).where(and(
        eq(scheduleIntervals.studioId, studioId), eq(scheduleIntervals.scheduleId, scheduleId), eq(scheduleIntervals.id, id),
      ))).at(0),

    updateInterval: async (executor: Executor, studioId: string, id: string, changes: Pick<IntervalRow, 'dayOfWeek' | 'startTime' | 'endTime'>) =>
      (await executor.update(scheduleIntervals).set(changes)
        .where(and(eq(scheduleIntervals.studioId, studioId), eq(scheduleIntervals.id, id))).returning(intervalColumns))[0],

    deleteInterval: async (executor: Executor, studioId: string, scheduleId: string, id: string) =>
      (await executor.delete(scheduleIntervals).where(and(
        eq(scheduleIntervals.studioId, studioId), eq(scheduleIntervals.scheduleId, scheduleId), eq(scheduleIntervals.id, id),
      )).returning({ id: scheduleIntervals.id })).length > 0,

    /** The overrides of dates `from` … `to` (inclusive, `YYYY-MM-DD`), by date and start. */
    overridesBetween: (studioId: string, scheduleId: string, from: string, to: string) => overridesBetween.execute({ studioId, scheduleId, from, to }),

    overridePage: (studioId: string, scheduleId: string, limit: number, offset: number) =>
      db.select(overrideColumns).from(scheduleOverrides)
        .where(and(eq(scheduleOverrides.studioId, studioId), eq(scheduleOverrides.scheduleId, scheduleId)))
        .orderBy(asc(scheduleOverrides.date), asc(scheduleOverrides.startTime), asc(scheduleOverrides.id)).limit(limit).offset(offset),

    overrideTotal: async (studioId: string, scheduleId: string) =>
      (await db.select({ total: count() }).from(scheduleOverrides)
        .where(and(eq(scheduleOverrides.studioId, studioId), eq(scheduleOverrides.scheduleId, scheduleId))))[0].total,

    /** Replaces a date's overrides with `rows`. */
    replaceOverrides: async (executor: Executor, studioId: string, scheduleId: string, date: string, rows: (typeof scheduleOverrides.$inferInsert)[]) => {
      await executor.delete(scheduleOverrides).where(and(
        eq(scheduleOverrides.studioId, studioId), eq(scheduleOverrides.scheduleId, scheduleId), eq(scheduleOverrides.date, date),
      ));
      return executor.insert(scheduleOverrides).values(rows).returning(overrideColumns);
    },

    deleteOverrides: async (executor: Executor, studioId: string, scheduleId: string, date: string) =>
      (await executor.delete(scheduleOverrides).where(and(
        eq(scheduleOverrides.studioId, studioId), eq(scheduleOverrides.scheduleId, scheduleId), eq(scheduleOverrides.date, date),
      )).returning({ id: scheduleOverrides.id })).length > 0,

    /** Marks the schedule changed, as its hours change. */
    touchSchedule: (executor: Executor, studioId: string, id: string) =>
      executor.update(schedules).set({ updatedAt: sql`now()` }).where(scheduleScoped(studioId, id)),
  };
}

export type ScheduleQueries = ReturnType<typeof scheduleQueries>;
