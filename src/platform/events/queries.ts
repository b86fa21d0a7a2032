import type pg from 'pg';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/pool.js';
import { liveEventCounters, liveEvents } from './tables.js';

/** Who sees an event: every staff member of its studio, and the client it concerns. */
export interface Audience {
  studioId: string;
  /** A client's own events only; null for staff, who see all of their studio's. */
  clientId: string | null;
}

/** An event as streams send it; `json` is serialised once, however many streams send it. */
export interface LiveEvent {
  studioId: string;
  id: number;
  clientId: string | null;
  /** Seen by its client only, not by staff. */
  clientOnly: boolean;
  type: string;
  json: string;
}

/** How long events are kept, hence how far back `Last-Event-ID` can resume (API.md §10). */
const RETENTION = sql`interval '24 hours'`;

type EventRow = {
  studioId: string;
  id: number;
  clientId: string | null;
  clientOnly: boolean;
  type: string;
  data: unknown;
};

const toLiveEvent = (row: EventRow): LiveEvent => ({
  studioId: row.studioId,
  id: Number(row.id),
  clientId: row.clientId,
  clientOnly: row.clientOnly,
  type: row.type,
  json: JSON.stringify(row.data),
});

/** The studio's last committed event id (0 before its first event). */
export async function lastEventId(db: Db, studioId: string): Promise<number> {
  const [row] = await db.select({ lastId: liveEventCounters.lastId }).from(liveEventCounters).where(eq(liveEventCounters.studioId, studioId));
  return row?.lastId ?? 0;
}

/** The audience's events after `afterId`, kept events only, oldest first. */
export async function replayPage(db: Db, audience: Audience, afterId: number, limit: number): Promise<LiveEvent[]> {
  const rows = await db
    .select({ studioId: liveEvents.studioId, id: liveEvents.id, clientId: liveEvents.clientId, clientOnly: liveEvents.clientOnly, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.studioId, audience.studioId),
        gt(liveEvents.id, afterId),
        audience.clientId === null ? eq(liveEvents.clientOnly, false) : eq(liveEvents.clientId, audience.clientId),
        sql`${liveEvents.createdAt} > now() - ${RETENTION}`,
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  return rows.map(toLiveEvent);
}

export interface StudioCursor {
  studioId: string;
  afterId: number;
}

/** Every studio's events after its cursor, in one statement, ordered by studio then id; on the listening connection. */
export async function eventsAfter(connection: pg.Client, cursors: StudioCursor[], limit: number): Promise<LiveEvent[]> {
  const { rows } = await drizzle({ client: connection }).execute<EventRow>(sql`
    SELECT e.studio_id AS "studioId", e.id, e.client_id AS "clientId", e.client_only AS "clientOnly", e.type, e.data
    FROM unnest(${sql.param(cursors.map((c) => c.studioId))}::text[], ${sql.param(cursors.map((c) => c.afterId))}::bigint[]) AS since (studio_id, after_id)
    JOIN ${liveEvents} e ON e.studio_id = since.studio_id AND e.id > since.after_id
    ORDER BY e.studio_id, e.id
    LIMIT ${limit}`);
  return rows.map(toLiveEvent);
}

/** Housekeeping: events past their retention. */
export async function deleteExpiredEvents(db: Db): Promise<void> {
  await db.delete(liveEvents).where(sql`${liveEvents.createdAt} < now() - ${RETENTION}`);
}
