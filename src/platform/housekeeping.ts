import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/pool.js';
import { idempotencyKeys } from './tables.js';
import { deleteExpiredEvents } from './events/queries.js';

const EVERY_MS = 60 * 60 * 1000;

/** What housekeeping asks of the sign-in side: to forget sessions idle past their lifetime. */
export interface SessionSweeper {
  deleteIdleSessions(): Promise<unknown>;
}

/** An area's own removal of the records it no longer keeps. */
export type Sweep = () => Promise<unknown>;

/**
 * Hourly removal of what has expired (idle sessions, idempotency keys and live events past 24
 * hours, and what the areas' `sweeps` remove), so that nothing grows without bound; pg-boss forgets
 * finished jobs itself. Every instance may run it: the deletes are idempotent.
 */
export function startHousekeeping(db: Db, auth: SessionSweeper, log: FastifyBaseLogger, sweeps: readonly Sweep[] = []): () => void {
  const sweep = () =>
    sweepExpired(db, auth, sweeps).catch((error) => log.warn({ err: error }, 'housekeeping failed; will retry in an hour'));
  const timer = setInterval(sweep, EVERY_MS).unref();
  return () => clearInterval(timer);
}

export async function sweepExpired(db: Db, auth: SessionSweeper, sweeps: readonly Sweep[] = []): Promise<void> {
  await auth.deleteIdleSessions();
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`);
  await deleteExpiredEvents(db);
  for (const sweep of sweeps) await sweep();
}
