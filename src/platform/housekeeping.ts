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

/** What housekeeping asks of the job queue: to forget jobs finished long ago. */
export interface JobSweeper {
  deleteFinished(): Promise<unknown>;
}

/**
 * Hourly removal of what has expired (idle sessions, idempotency keys and live events past 24
 * hours, jobs finished a week ago), so that nothing grows without bound. Every instance may run it: the deletes are idempotent.
 */
export function startHousekeeping(db: Db, auth: SessionSweeper, jobs: JobSweeper, log: FastifyBaseLogger): () => void {
  const sweep = () =>
    sweepExpired(db, auth, jobs).catch((error) => log.warn({ err: error }, 'housekeeping failed; will retry in an hour'));
  const timer = setInterval(sweep, EVERY_MS).unref();
  return () => clearInterval(timer);
}

export async function sweepExpired(db: Db, auth: SessionSweeper, jobs: JobSweeper): Promise<void> {
  await auth.deleteIdleSessions();
  await jobs.deleteFinished();
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`);
  await deleteExpiredEvents(db);
}
