/**
 * The background job queue, in PostgreSQL (`jobs`): any instance enqueues, any instance runs. A job is
 * claimed with `FOR UPDATE SKIP LOCKED` under a lease; a job whose instance died is claimed again when
 * its lease runs out, and a failing job is retried with a growing delay before it is given up.
 * (pg-boss and graphile-worker need Node 22; this is the part of them the service uses.)
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/pool.js';
import { jobs } from './tables.js';

/** A failure that no retry can mend (a file that is not an image): the job is given up at once. */
export class PermanentFailure extends Error {}

export interface JobHandler {
  run(payload: Record<string, unknown>): Promise<void>;
  /** Told when the job is given up (its last attempt failed), to record the failure where users see it. */
  givenUp(payload: Record<string, unknown>, reason: string): Promise<void>;
}

export interface JobQueueOptions {
  /** Jobs run at once by this instance; 0 runs none. */
  workers: number;
  pollMs: number;
  /** A running job's lease: past it, the job is taken to have died with its instance. */
  leaseMs?: number;
  onError: (error: unknown, context: string) => void;
}

type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

const DEFAULT_LEASE_MS = 5 * 60_000;
/** A retry waits attempts² × this: 5 s, 20 s, 45 s … */
const RETRY_STEP_SECONDS = 5;
const KEEP_FINISHED = '7 days';

export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopping = false;
  private readonly leaseMs: number;

  constructor(
    private db: Db,
    private options: JobQueueOptions,
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Jobs of kind ${kind} have a handler already`);
    this.handlers.set(kind, handler);
  }

  /** Queues a job, inside the caller's transaction when given one: it exists only if that work commits. */
  async enqueue(executor: Executor, kind: string, payload: Record<string, unknown>, maxAttempts = 3): Promise<void> {
    if (!this.handlers.has(kind)) throw new Error(`No handler for jobs of kind ${kind}`);
    await executor.insert(jobs).values({ kind, payload, maxAttempts });
  }

  /** Looks for work now rather than at the next poll (after a commit that queued a job). */
  wake(): void {
    if (this.started && !this.stopping) this.fill();
  }

  start(): void {
    if (this.options.workers === 0 || this.started) return;
    this.started = true;
    this.schedule();
  }

  /** Stops claiming; waits for the jobs under way to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /** Runs due jobs on this caller until none is left (the seeder, tests): whatever `workers` says. */
  async drain(): Promise<number> {
    let done = 0;
    while (await this.runOne()) done += 1;
    return done;
  }

  /** Finished jobs are kept a week for inspection, then removed (housekeeping). */
  async deleteFinished(): Promise<void> {
    await this.db.delete(jobs).where(sql`${jobs.state} IN ('done', 'failed') AND ${jobs.finishedAt} < now() - ${KEEP_FINISHED}::interval`);
  }

  private schedule(): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.fill();
      this.schedule();
    }, this.options.pollMs);
    this.timer.unref();
  }

  /** Starts workers up to the limit; each keeps claiming until nothing is due. */
  private fill(): void {
    while (this.running.size < this.options.workers) {
      const worker: Promise<void> = this.work()
        .catch((error) => this.options.onError(error, 'a job worker stopped on an error; the next poll starts another'))
        .finally(() => this.running.delete(worker));
      this.running.add(worker);
    }
  }

  private async work(): Promise<void> {
    while (!this.stopping && (await this.runOne()));
  }

  /** Claims one due job and runs it; false when none was due. */
  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      await this.finish(job, 'failed', `No handler for jobs of kind ${job.kind} on this instance.`);
      return true;
    }
    if (job.attempts > job.max_attempts) {
      await this.giveUp(job, handler, 'Its instance stopped while running it, too many times.');
      return true;
    }
    try {
      await handler.run(job.payload);
      await this.finish(job, 'done', null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentFailure || job.attempts >= job.max_attempts) await this.giveUp(job, handler, reason);
      else await this.retryLater(job, reason);
    }
    return true;
  }

  private async claim(): Promise<ClaimedJob | null> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return null;
    const { rows } = await this.db.execute<ClaimedJob>(sql`
      UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_until = now() + ${this.leaseMs} * interval '1 millisecond'
      WHERE id = (
        SELECT id FROM jobs
        WHERE state IN ('queued', 'running') AND run_at <= now()
          AND (state = 'queued' OR locked_until < now())
          AND kind IN ${kinds}
        ORDER BY run_at, id
        FOR UPDATE SKIP LOCKED
        LIMIT 1
      )
      RETURNING id, kind, payload, attempts, max_attempts`);
    return rows[0] ?? null;
  }

  private async giveUp(job: ClaimedJob, handler: JobHandler, reason: string): Promise<void> {
    try {
      await handler.givenUp(job.payload, reason);
    } finally {
      await this.finish(job, 'failed', reason);
    }
  }

  private async finish(job: ClaimedJob, state: 'done' | 'failed', reason: string | null): Promise<void> {
    await this.db.execute(sql`
      UPDATE jobs SET state = ${state}, last_error = ${reason}, locked_until = NULL, finished_at = now() WHERE id = ${job.id}`);
  }

  private async retryLater(job: ClaimedJob, reason: string): Promise<void> {
    const delaySeconds = job.attempts ** 2 * RETRY_STEP_SECONDS;
    await this.db.execute(sql`
      UPDATE jobs SET state = 'queued', last_error = ${reason}, locked_until = NULL,
        run_at = now() + ${delaySeconds} * interval '1 second'
      WHERE id = ${job.id}`);
  }
}
