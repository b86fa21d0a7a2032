import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Studio } from '../../platform/access.js';
import { studioColumns } from '../../platform/auth/queries.js';
import { studios } from '../../platform/auth/tables.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { compiledSelect, preparedPerShape, unplannedCount } from '../../platform/db/prepared.js';
import { documentSelect, type DocumentScope } from '../documents/sources.js';
import { calendarFeeds, sessions, sessionTypes, type SessionStatus } from './tables.js';

const sessionColumns = {
  id: sessions.id,
  sessionTypeId: sessions.sessionTypeId,
  clientId: sessions.clientId,
  status: sessions.status,
  startsAt: sessions.startsAt,
  endsAt: sessions.endsAt,
  location: sessions.location,
  notes: sessions.notes,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
};
export type SessionRow = SelectResultFields<typeof sessionColumns>;
export type SessionChanges = Partial<Pick<typeof sessions.$inferInsert, 'status' | 'startsAt' | 'endsAt' | 'notes'>>;

const scoped = (studioId: unknown, id: unknown) => and(eq(sessions.studioId, studioId as string), eq(sessions.id, id as string));

/** Which sessions a list shows: one prepared statement per combination of filters. */
export interface SessionListShape {
  status: boolean;
  client: boolean;
  from: boolean;
  to: boolean;
}
export interface SessionListFilter {
  status?: SessionStatus;
  clientId?: string;
  /** Instants bounding the starts, as timestamps: `from` inclusive, `to` exclusive. */
  from?: string;
  to?: string;
}

function listCondition(shape: SessionListShape): SQL {
  const conditions: SQL[] = [eq(sessions.studioId, sql.placeholder('studioId'))];
  if (shape.status) conditions.push(eq(sessions.status, sql.placeholder('status')));
  if (shape.client) conditions.push(eq(sessions.clientId, sql.placeholder('clientId')));
  if (shape.from) conditions.push(gte(sessions.startsAt, sql.placeholder('from')));
  if (shape.to) conditions.push(lt(sessions.startsAt, sql.placeholder('to')));
  return and(...conditions)!;
}

export function sessionQueries(db: Db) {
  const byId = db.select(sessionColumns).from(sessions).where(scoped(sql.placeholder('studioId'), sql.placeholder('id'))).prepare('session_by_id');
  const inquiries = db.select({ count: sql<number>`count(*)::int` }).from(sessions)
    .where(and(eq(sessions.studioId, sql.placeholder('studioId')), sql`${sessions.status} = 'inquiry'`)).prepare('session_inquiry_count');

  // A list page runs outside Drizzle's query layer (`compiledSelect`): its tracing and generic row
  // mapping cost about a tenth of the request's CPU (profiled).
  const listOf = preparedPerShape(
    (shape: SessionListShape) => (Object.keys(shape) as (keyof SessionListShape)[]).filter((k) => shape[k]).join('_') || 'all',
    (shape, name) => ({
      page: compiledSelect(db, `session_page_${name}`, sessionColumns, (select) =>
        select.from(sessions).where(listCondition(shape)).orderBy(asc(sessions.startsAt), asc(sessions.id))
          .limit(unplannedCount('limit')).offset(unplannedCount('offset'))),
      total: compiledSelect(db, `session_count_${name}`, { total: count() }, (select) => select.from(sessions).where(listCondition(shape))),
    }),
  );
  const shapeOf = (filter: SessionListFilter): SessionListShape =>
    ({ status: filter.status !== undefined, client: filter.clientId !== undefined, from: filter.from !== undefined, to: filter.to !== undefined });
  const listParams = (studioId: string, filter: SessionListFilter) => ({
    studioId, status: filter.status, clientId: filter.clientId, from: filter.from, to: filter.to,
  });

  // The session's studio comes with the lookup: the manage page answers in its scope.
  const byManageToken = db.select({ studio: studioColumns, session: sessionColumns }).from(sessions)
    .innerJoin(studios, eq(studios.id, sessions.studioId))
    .where(eq(sessions.manageTokenHash, sql.placeholder('tokenHash'))).prepare('session_by_manage_token');

  return {
    /** The session whose manage page has this token's digest, with its studio. */
    byManageToken: async (tokenHash: string) => (await byManageToken.execute({ tokenHash })).at(0),

    byId: async (studioId: string, id: string, executor?: Executor) =>
      executor ? (await executor.select(sessionColumns).from(sessions).where(scoped(studioId, id))).at(0) : (await byId.execute({ studioId, id })).at(0),

    page: (studioId: string, filter: SessionListFilter, limit: number, offset: number) =>
      listOf(shapeOf(filter)).page({ ...listParams(studioId, filter), limit, offset }),

    total: async (studioId: string, filter: SessionListFilter) => (await listOf(shapeOf(filter)).total(listParams(studioId, filter)))[0].total,

    inquiryCount: async (studioId: string) => (await inquiries.execute({ studioId }))[0].count,

    insert: async (executor: Executor, row: typeof sessions.$inferInsert) => (await executor.insert(sessions).values(row).returning(sessionColumns))[0],

    update: async (executor: Executor, studioId: string, id: string, changes: SessionChanges) =>
      (await executor.update(sessions).set({ ...changes, updatedAt: sql`now()` }).where(scoped(studioId, id)).returning(sessionColumns))[0],

    /** Every session starting at or after `since`, in time order, for the calendar feed. */
    since: (studioId: string, since: string) =>
      db.select({ ...sessionColumns, typeName: sessionTypes.name }).from(sessions)
        .innerJoin(sessionTypes, and(eq(sessionTypes.studioId, sessions.studioId), eq(sessionTypes.id, sessions.sessionTypeId)))
        .where(and(eq(sessions.studioId, studioId), gte(sessions.startsAt, since)))
        .orderBy(asc(sessions.startsAt), asc(sessions.id)),

    /** A client's sessions as documents (documents/sources.ts): titled by their session type, dated by their local start day. */
    documentSource: (scope: DocumentScope) =>
      documentSelect(
        {
          id: sessions.id,
          type: sql`'session'`,
          title: sessionTypes.name,
          status: sessions.status,
          amount: sql`NULL`,
          currency: sql`NULL`,
          date: sql`to_char(${sessions.startsAt} AT TIME ZONE ${scope.timeZone}, 'YYYY-MM-DD')`,
          created_at: sessions.createdAt,
        },
        sql`FROM ${sessions} JOIN ${sessionTypes} ON ${sessionTypes.studioId} = ${sessions.studioId} AND ${sessionTypes.id} = ${sessions.sessionTypeId}
          WHERE ${sessions.studioId} = ${scope.studioId} AND ${sessions.clientId} = ${scope.clientId}`,
      ),
  };
}

export type SessionQueries = ReturnType<typeof sessionQueries>;

const feedColumns = { id: calendarFeeds.id, name: calendarFeeds.name, createdAt: calendarFeeds.createdAt };
export type CalendarFeedRow = SelectResultFields<typeof feedColumns>;

export function calendarFeedQueries(db: Db) {
  // The feed's studio comes with the lookup: the feed is titled by its name and read in its scope.
  const bySecret = db.select({ studio: studioColumns }).from(calendarFeeds)
    .innerJoin(studios, eq(studios.id, calendarFeeds.studioId))
    .where(eq(calendarFeeds.secretHash, sql.placeholder('secretHash'))).prepare('calendar_feed_by_secret');
  return {
    insert: async (row: typeof calendarFeeds.$inferInsert) => (await db.insert(calendarFeeds).values(row).returning(feedColumns))[0],
    page: (studioId: string, limit: number, offset: number) =>
      db.select(feedColumns).from(calendarFeeds).where(eq(calendarFeeds.studioId, studioId))
        .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id)).limit(limit).offset(offset),
    total: async (studioId: string) => (await db.select({ total: count() }).from(calendarFeeds).where(eq(calendarFeeds.studioId, studioId)))[0].total,
    delete: async (studioId: string, id: string) =>
      (await db.delete(calendarFeeds).where(and(eq(calendarFeeds.studioId, studioId), eq(calendarFeeds.id, id))).returning({ id: calendarFeeds.id })).length > 0,
    /** Gives the feed a new secret: the old address finds nothing from then on. */
    rotate: async (studioId: string, id: string, secretHash: string) =>
      (await db.update(calendarFeeds).set({ secretHash }).where(and(eq(calendarFeeds.studioId, studioId), eq(calendarFeeds.id, id))).returning(feedColumns)).at(0),
    studioOfSecret: async (secretHash: string): Promise<Studio | undefined> => (await bySecret.execute({ secretHash })).at(0)?.studio,
  };
}

export type CalendarFeedQueries = ReturnType<typeof calendarFeedQueries>;
