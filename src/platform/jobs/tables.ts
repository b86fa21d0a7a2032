import { sql } from 'drizzle-orm';
import { pgTable, text, integer, uuid, jsonb, index, check } from 'drizzle-orm/pg-core';
import { timestamp } from '../db/columns.js';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Work done in the background by whichever instance claims it first (`FOR UPDATE SKIP LOCKED`). A
 * running job holds a lease (`locked_until`): a job whose instance died is claimed again once its
 * lease runs out, so nothing is lost on a restart.
 */
export const jobs = pgTable(
  'jobs',
  {
    // Random, not a sequence: the backup format carries rows, not sequence positions.
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at').notNull().default(sql`now()`),
    lockedUntil: timestamp('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at'),
  },
  (t) => [
    // The claim's scan: jobs due, and running jobs whose lease ran out.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} IN ('queued', 'running')`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} IN ('done', 'failed')`),
    check('jobs_state_known', sql`${t.state} IN ('queued', 'running', 'done', 'failed')`),
  ],
);
