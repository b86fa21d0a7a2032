import { sql } from 'drizzle-orm';
import type { Tx } from '../db/pool.js';
import { liveEventCounters, liveEvents } from './tables.js';

/** The one PostgreSQL channel every instance listens on (NOTIFY is scoped to the database). */
export const LIVE_EVENTS_CHANNEL = 'live_events';

export interface LiveEventInput {
  studioId: string;
  /** The client the event concerns, whose portal sees it too; null for events only staff see. */
  clientId: string | null;
  /** The client's view of a change whose staff view is published apart: staff do not see it. */
  clientOnly?: boolean;
  /** `noun.verb`, e.g. `message.created`: the SSE `event:` field. */
  type: string;
  /** The event's JSON body: the SSE `data:` field. An object: a JSON `null` would not survive a backup (backup.ts). */
  data: object;
}

const EVENT_TYPE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

/**
 * Records an event in the writer's transaction and notifies every instance when (and only if) that
 * transaction commits. Answers the event's id.
 *
 * Ordering: the id is the studio's counter plus one, taken by updating its `live_event_counters` row.
 * That row stays locked until the transaction ends, so a second publisher of the same studio waits
 * for the first to commit or roll back: a studio's ids become visible in commit order, without gaps.
 * A global identity would be taken at insert but seen at commit, so a reader at "id > N" could skip
 * an event whose transaction drew a lower id and committed later; with ids in commit order
 * `Last-Event-ID`, the instances' catch-up and their per-studio cursors are all exact, with no
 * look-back window to re-read and no duplicates to filter. The price is that one studio's publishing
 * transactions commit one at a time: call `publish` last in the transaction, after the writes it
 * reports, so that the lock is held only for the commit (and a lock taken after it cannot deadlock
 * with another publisher). A waiting publisher gives up after DB_LOCK_TIMEOUT_MS (503).
 *
 * The notification carries only the studio and the id (well under NOTIFY's 8000 bytes whatever the
 * data): each instance with a subscriber of that studio reads the rows once per batch of
 * notifications (bus.ts), so live and replayed events are the same stored rows, sent the same way,
 * and an instance with no subscriber of the studio reads nothing.
 */
export async function publish(tx: Tx, event: LiveEventInput): Promise<number> {
  if (!EVENT_TYPE.test(event.type)) throw new Error(`Live event type ${JSON.stringify(event.type)} is not of the form noun.verb`);
  const data = JSON.stringify(event.data);
  if (data === undefined) throw new Error(`Live event ${event.type} has no JSON data`);
  const { rows } = await tx.execute<{ id: string }>(sql`
    WITH counter AS (
      INSERT INTO ${liveEventCounters} AS c (studio_id, last_id) VALUES (${event.studioId}, 1)
      ON CONFLICT (studio_id) DO UPDATE SET last_id = c.last_id + 1
      RETURNING c.last_id
    ), event AS (
      INSERT INTO ${liveEvents} (studio_id, id, client_id, client_only, type, data)
      SELECT ${event.studioId}, last_id, ${event.clientId}, ${event.clientOnly ?? false}, ${event.type}, ${data}::jsonb FROM counter
      RETURNING id
    )
    SELECT id, pg_notify(${LIVE_EVENTS_CHANNEL}, ${event.studioId} || ' ' || id) FROM event`);
  return Number(rows[0].id);
}
