import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/pool.js';
import { idempotencyKeys } from './tables.js';
import { deleteExpiredEvents } from './events/queries.js';

const EVERY_MS = 60 * 60 * 1000;
/** Leftovers on disk are few and cheap to look for; swept often, they do not pile up between restarts. */
const FILE_SWEEP_EVERY_MS = 5 * 60 * 1000;

/** What housekeeping asks of the sign-in side: to forget sessions idle past their lifetime. */
export interface SessionSweeper {
  deleteIdleSessions(): Promise<unknown>;
}

/** An area's own removal of what it no longer keeps. */
export type Sweep = () => Promise<unknown>;

export interface HousekeepingSweeps {
  /** The areas' own removals of records, hourly. */
  records?: readonly Sweep[];
  /** Removals of files left on disk (uploads cut off by a crash), every `fileSweepEveryMs`. */
  files?: readonly Sweep[];
  /** Five minutes unless given (tests shorten it). */
  fileSweepEveryMs?: number;
}

/**
 * Hourly removal of what has expired (idle sessions, idempotency keys and live events past 24
 * hours, and the areas' `records` sweeps), so that nothing grows without bound; pg-boss forgets
 * finished jobs itself. The `files` sweeps run more often. Every instance may run it: the deletes are
 * idempotent, and a file sweep leaves alone what another instance may still be writing.
 */
export function startHousekeeping(db: Db, auth: SessionSweeper, log: FastifyBaseLogger, sweeps: HousekeepingSweeps = {}): () => void {
  const { records = [], files = [], fileSweepEveryMs = FILE_SWEEP_EVERY_MS } = sweeps;
  const sweepRecords = () =>
    sweepExpired(db, auth, records).catch((error) => log.warn({ err: error }, 'housekeeping failed; will retry in an hour'));
  const sweepFiles = async () => {
    for (const sweep of files) await sweep();
  };
  const timers = [
    setInterval(sweepRecords, EVERY_MS).unref(),
    setInterval(() => sweepFiles().catch((error) => log.warn({ err: error }, 'sweeping files failed; will retry')), fileSweepEveryMs).unref(),
  ];
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

export async function sweepExpired(db: Db, auth: SessionSweeper, sweeps: readonly Sweep[] = []): Promise<void> {
  await auth.deleteIdleSessions();
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`);
  await deleteExpiredEvents(db);
  for (const sweep of sweeps) await sweep();
}
