import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/pool.js';
import { EVERY_EVENT } from './event-types.js';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from './tables.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointChanges = Partial<Pick<typeof webhookEndpoints.$inferInsert, 'url' | 'events' | 'description' | 'enabled'>>;
/** What a finished attempt leaves on its delivery. */
export type AttemptOutcome = Pick<DeliveryRow, 'status' | 'responseStatus' | 'lastError' | 'nextAttemptAt'>;

const endpointOf = (studioId: string, id: string) => and(eq(webhookEndpoints.studioId, studioId), eq(webhookEndpoints.id, id));
const deliveryOf = (studioId: string, endpointId: string, id: string) =>
  and(eq(webhookDeliveries.studioId, studioId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id));

/** Everything an attempt needs: the delivery, where it goes, what it carries. */
const attemptColumns = {
  delivery: webhookDeliveries,
  url: webhookEndpoints.url,
  secret: webhookEndpoints.secret,
  enabled: webhookEndpoints.enabled,
  event: { id: webhookEvents.id, type: webhookEvents.type, object: webhookEvents.object, createdAt: webhookEvents.createdAt },
};

export function webhookQueries(db: Db) {
  return {
    insertEndpoint: async (row: typeof webhookEndpoints.$inferInsert) => (await db.insert(webhookEndpoints).values(row).returning())[0],

    endpoint: async (studioId: string, id: string) => (await db.select().from(webhookEndpoints).where(endpointOf(studioId, id))).at(0),

    endpointPage: (studioId: string, limit: number, offset: number) =>
      db.select().from(webhookEndpoints).where(eq(webhookEndpoints.studioId, studioId))
        .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)).limit(limit).offset(offset),

    endpointTotal: async (studioId: string) =>
      (await db.select({ total: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.studioId, studioId)))[0].total,

    updateEndpoint: async (studioId: string, id: string, changes: EndpointChanges) =>
      (await db.update(webhookEndpoints).set({ ...changes, updatedAt: sql`now()` }).where(endpointOf(studioId, id)).returning()).at(0),

    deleteEndpoint: async (studioId: string, id: string) =>
      (await db.delete(webhookEndpoints).where(endpointOf(studioId, id)).returning({ id: webhookEndpoints.id })).length > 0,

    deliveryPage: (studioId: string, endpointId: string, limit: number, offset: number) =>
      db.select().from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.studioId, studioId), eq(webhookDeliveries.endpointId, endpointId)))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit).offset(offset),

    deliveryTotal: async (studioId: string, endpointId: string) =>
      (await db.select({ total: count() }).from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.studioId, studioId), eq(webhookDeliveries.endpointId, endpointId))))[0].total,

    /** The studio's enabled endpoints that want events of this type. */
    subscribers: (tx: Executor, studioId: string, type: string) =>
      tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(and(
        eq(webhookEndpoints.studioId, studioId),
        eq(webhookEndpoints.enabled, true),
        sql`(${type} = ANY(${webhookEndpoints.events}) OR ${EVERY_EVENT} = ANY(${webhookEndpoints.events}))`,
      )),

    insertEvent: (tx: Executor, row: typeof webhookEvents.$inferInsert) => tx.insert(webhookEvents).values(row),

    /** New deliveries, each due now. */
    insertDeliveries: (tx: Executor, rows: (typeof webhookDeliveries.$inferInsert)[]) =>
      tx.insert(webhookDeliveries).values(rows.map((row) => ({ ...row, nextAttemptAt: sql`now()` }))).returning({ id: webhookDeliveries.id, scheduleVersion: webhookDeliveries.scheduleVersion }),

    /** Puts the delivery back in the queue now, whatever its status; stale jobs of it find nothing to do. */
    requeue: async (tx: Executor, studioId: string, endpointId: string, id: string) =>
      (await tx.update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, scheduleVersion: sql`${webhookDeliveries.scheduleVersion} + 1`, updatedAt: sql`now()` })
        .where(deliveryOf(studioId, endpointId, id))
        .returning()).at(0),

    /** The delivery a job of this version may attempt: still pending, and not rescheduled since. */
    due: async (studioId: string, id: string, version: number) =>
      (await db.select(attemptColumns).from(webhookDeliveries)
        .innerJoin(webhookEndpoints, and(eq(webhookEndpoints.studioId, webhookDeliveries.studioId), eq(webhookEndpoints.id, webhookDeliveries.endpointId)))
        .innerJoin(webhookEvents, and(eq(webhookEvents.studioId, webhookDeliveries.studioId), eq(webhookEvents.id, webhookDeliveries.eventId)))
        .where(and(
          eq(webhookDeliveries.studioId, studioId),
          eq(webhookDeliveries.id, id),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.scheduleVersion, version),
        ))).at(0),

    /**
     * Records an attempt made by the job of `version`, and moves the version on when another is to
     * follow. Nothing changes (undefined) when a manual retry rescheduled the delivery meanwhile.
     */
    recordAttempt: async (tx: Executor, studioId: string, id: string, version: number, outcome: AttemptOutcome) =>
      (await tx.update(webhookDeliveries)
        .set({
          ...outcome,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          scheduleVersion: outcome.status === 'pending' ? version + 1 : version,
          updatedAt: sql`now()`,
        })
        .where(and(eq(webhookDeliveries.studioId, studioId), eq(webhookDeliveries.id, id), eq(webhookDeliveries.scheduleVersion, version)))
        .returning({ scheduleVersion: webhookDeliveries.scheduleVersion })).at(0),

    /** Events older than `days` whose deliveries are all over, with those deliveries; answers how many. */
    deleteSettledEvents: async (days: number) =>
      (await db.delete(webhookEvents).where(and(
        sql`${webhookEvents.createdAt} < now() - make_interval(days => ${days})`,
        sql`NOT EXISTS (SELECT 1 FROM ${webhookDeliveries} WHERE ${webhookDeliveries.studioId} = ${webhookEvents.studioId}
          AND ${webhookDeliveries.eventId} = ${webhookEvents.id} AND ${webhookDeliveries.status} = 'pending')`,
      )).returning({ id: webhookEvents.id })).length,

    /** A job that could not run at all (the database failing it again and again) leaves the delivery failed. */
    failPending: (studioId: string, id: string, version: number, reason: string) =>
      db.update(webhookDeliveries)
        .set({ status: 'failed', lastError: reason, nextAttemptAt: null, updatedAt: sql`now()` })
        .where(and(
          eq(webhookDeliveries.studioId, studioId), eq(webhookDeliveries.id, id),
          eq(webhookDeliveries.scheduleVersion, version), eq(webhookDeliveries.status, 'pending'),
        )),
  };
}

export type WebhookQueries = ReturnType<typeof webhookQueries>;
export type DueDelivery = NonNullable<Awaited<ReturnType<WebhookQueries['due']>>>;
