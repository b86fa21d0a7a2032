import { sql } from 'drizzle-orm';
import { pgTable, text, integer, boolean, json, primaryKey, foreignKey, index, check } from 'drizzle-orm/pg-core';
import { timestamp } from '../../platform/db/columns.js';
import { studios } from '../../platform/auth/tables.js';
import { EVENT_TYPES, type EventType, type EVERY_EVENT } from './event-types.js';

/** Where a studio wants its events POSTed, and which types it wants (`*`: all). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    url: text('url').notNull(),
    events: text('events').array().notNull().$type<(EventType | typeof EVERY_EVENT)[]>(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    // Kept as given, not digested: every delivery is signed with it.
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    index('webhook_endpoints_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Something that happened, recorded in the transaction that made it happen. `object` is `json`, not
 * `jsonb`: it keeps the resource's text as presented, key order included, so every attempt sends the same body.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    object: json('object').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.id] })],
);

/**
 * One event on its way to one endpoint. `scheduleVersion` names the job allowed to attempt it: each
 * job carries the version it was queued with, and scheduling again (the next retry, a manual retry)
 * moves the version on, so that a stale job finds nothing to do.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at'),
    scheduleVersion: integer('schedule_version').notNull().default(0),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'webhook_deliveries_endpoint_fk', columns: [t.studioId, t.endpointId], foreignColumns: [webhookEndpoints.studioId, webhookEndpoints.id] }).onDelete('cascade'),
    foreignKey({ name: 'webhook_deliveries_event_fk', columns: [t.studioId, t.eventId], foreignColumns: [webhookEvents.studioId, webhookEvents.id] }).onDelete('cascade'),
    index('webhook_deliveries_list_idx').on(t.studioId, t.endpointId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('webhook_deliveries_event_idx').on(t.studioId, t.eventId),
    check('webhook_deliveries_status', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
  ],
);
