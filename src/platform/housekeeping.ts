import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/pool.js';
import { idempotencyKeys } from './tables.js';
import type { AuthQueries } from './auth/queries.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly removal of what has expired (idle sessions, idempotency keys past 24 hours), so that
 * nothing grows without bound. Every instance may run it: the deletes are idempotent.
 */
export function startHousekeeping(db: Db, auth: AuthQueries, log: FastifyBaseLogger): () => void {
  const sweep = () =>
    sweepExpired(db, auth).catch((error) => log.warn({ err: error }, 'housekeeping failed; will retry in an hour'));
  const timer = setInterval(sweep, EVERY_MS).unref();
  return () => clearInterval(timer);
}

export async function sweepExpired(db: Db, auth: AuthQueries): Promise<void> {
  await auth.deleteIdleSessions();
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`);
}
