import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamp } from '../db/columns.js';
import { studios } from '../auth/tables.js';

/**
 * Each studio's last event id. `publish` takes the next id by updating this row, whose lock it then
 * holds until its transaction ends: a studio's event ids are therefore handed out in commit order,
 * with no gaps, which makes "every event after id N" an exact cursor (see publish.ts).
 */
export const liveEventCounters = pgTable('live_event_counters', {
  studioId: text('studio_id').primaryKey().references(() => studios.id, { onDelete: 'cascade' }),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});

/**
 * What happened in a studio, for the live streams and their replay (`Last-Event-ID`); kept 24 hours.
 * `client_id` is the client the event concerns: that client's portal sees it too; null is staff only.
 * `client_only` events are that client's view of a change whose staff view is an event of its own
 * (a conversation's unread count differs per side).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull(),
    clientId: text('client_id'),
    clientOnly: boolean('client_only').notNull().default(false),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  // The primary key's index serves replay (studio_id, id > cursor); created_at serves the hourly sweep.
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    index('live_events_created_at_idx').on(t.createdAt),
    check('live_events_client_only_has_client', sql`NOT ${t.clientOnly} OR ${t.clientId} IS NOT NULL`),
  ],
);
