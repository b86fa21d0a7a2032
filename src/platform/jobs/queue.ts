/**
 * Background jobs on pg-boss, in its own schema (`pgboss`, installed by `migrate` under the lock of
 * the service's migrations). Any instance queues, any instance runs: a job is claimed with
 * `FOR UPDATE SKIP LOCKED`, so two instances never run it at once; a running job sends a heartbeat,
 * so a job whose instance died is taken up again within seconds; a failing job is retried with a
 * growing delay and then given up, and so is one that can never succeed (`PermanentFailure`) at once.
 *
 * A job queued to run now starts at once on whichever instance is free: queuing it sends a NOTIFY
 * in the same transaction, which PostgreSQL delivers when that transaction commits (never for one
 * that rolls back) to every instance's LISTEN connection, and that wakes the workers of its kind.
 * Polling is left to jobs that come due later (retries, reminders) and to the times the LISTEN
 * connection is down, so an idle instance asks the database for work seldom.
 *
 * A kind of job is a pg-boss queue of that name. What gives up is recorded by the kind's handler
 * (`givenUp`), run as the worker of the kind's dead-letter queue: whichever way a job ends for good
 * (its last attempt failed, its instance died on its last attempt, a permanent failure), pg-boss moves
 * it there in the same statement that fails it, so the failure reaches users exactly once.
 */
import { AsyncResource } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type JobWithMetadata, type Queue } from 'pg-boss';
import type { Executor } from '../db/pool.js';

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';
/** How the queue's own connections name themselves to PostgreSQL (`pg_stat_activity`). */
export const JOB_QUEUE_APPLICATION_NAME = 'studio-jobs';

/** A failure that no retry can mend (a file that is not an image): the job is given up at once. */
export class PermanentFailure extends Error {}

export interface JobHandler {
  run(payload: Record<string, unknown>): Promise<void>;
  /** Told when the job is given up (its last attempt failed), to record the failure where users see it. */
  givenUp(payload: Record<string, unknown>, reason: string): Promise<void>;
}

/** How a kind of job is retried. */
export interface RetryPolicy {
  /** Runs at most: the first and its retries. */
  attempts: number;
  /** The first retry waits about this long, each later one about twice the one before. */
  firstRetrySeconds: number;
  /** No retry waits longer than this; unbounded when absent. */
  maxRetrySeconds?: number;
}

export interface JobQueueOptions {
  /** The database; pg-boss opens a small pool of its own on it, so jobs never wait on requests' connections. */
  url: string;
  /** Jobs of each kind run at once by this instance; 0 runs none (another instance does the work). */
  workers: number;
  /** How often an idle worker looks for jobs that have come due (retries, delayed jobs); jobs queued for now start at once. */
  pollMs: number;
  /** Bounds on every wait of the queue's connections, as the service's own pool has them. */
  acquireTimeoutMs: number;
  statementTimeoutMs: number;
  onError: (error: unknown, context: string) => void;
}

const DEFAULT_RETRY: RetryPolicy = { attempts: 3, firstRetrySeconds: 5 };
/**
 * How long a running job may go without a heartbeat before it is taken to have died with its instance
 * and is run again (pg-boss's minimum); and how often each instance looks for such jobs.
 */
const HEARTBEAT_SECONDS = 10;
/** A job still running after this long is failed (and retried) whatever its heartbeat says. */
const EXPIRE_SECONDS = 15 * 60;
/** Finished jobs are kept a week for inspection; pg-boss's maintenance removes them after. */
const KEEP_FINISHED_SECONDS = 7 * 24 * 3600;
/** Connections of the queue's own pool: the workers' claims and heartbeats, and its supervision. */
const POOL_SIZE = 4;
/** Recording a failure is a single write: retried a few times, quickly. */
const GIVEN_UP_RETRY: RetryPolicy = { attempts: 5, firstRetrySeconds: 2 };
const STOP_TIMEOUT_MS = 30_000;
/**
 * How often pg-boss looks for finished parents of dependent jobs ("flows"), which nothing here queues:
 * once at start, then daily. At its default of every 5 s it was three of the statements an idle
 * instance sends (a claim, its queues, the search), about a sixth of them.
 */
const FLOW_CHECK_SECONDS = 24 * 3600;

const givenUpQueue = (kind: string) => `${kind}.given-up`;

interface Registered {
  handler: JobHandler;
  retry: RetryPolicy;
  parallel: number;
}

export class JobQueue {
  private kinds = new Map<string, Registered>();
  private started: Promise<PgBoss> | null = null;
  /**
   * The queue may first be started by an `enqueue` inside a transaction's work. Its workers and timers
   * must not carry that asynchronous context for good: the pool refuses every query made in it.
   * Bound here, at construction, the start runs in the context that built the queue.
   */
  private readonly bootInOwnContext = AsyncResource.bind(() => this.boot());

  constructor(private options: JobQueueOptions) {}

  /**
   * Registers the handler of a kind. `parallel` multiplies the kind's workers: a kind that mostly
   * waits on the network (a webhook receiver may take 10 s to answer) runs that many jobs per worker
   * at once, so that one slow job does not hold up the others.
   */
  handle(kind: string, handler: JobHandler, retry: RetryPolicy = DEFAULT_RETRY, parallel = 1): void {
    if (this.started) throw new Error(`Jobs of kind ${kind} are handled too late: the queue has started`);
    if (this.kinds.has(kind)) throw new Error(`Jobs of kind ${kind} have a handler already`);
    this.kinds.set(kind, { handler, retry, parallel });
  }

  /**
   * Connects, makes sure every kind's queue exists with its settings, and starts this instance's
   * workers (none when `workers` is 0: the instance still queues). Idempotent; after a failed start
   * (the database out of reach) the next call tries again.
   */
  start(): Promise<PgBoss> {
    this.started ??= this.bootInOwnContext().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  /**
   * Queues a job, inside the caller's transaction when given one: it exists only if that work commits.
   * With `startAfter` (a Date, or RFC 3339 text) no worker takes it before that instant: a reminder due
   * later, a retry on a schedule of the kind's own.
   */
  async enqueue(executor: Executor, kind: string, payload: Record<string, unknown>, { startAfter }: { startAfter?: Date | string } = {}): Promise<void> {
    if (!this.kinds.has(kind)) throw new Error(`No handler for jobs of kind ${kind}`);
    const boss = await this.start();
    await boss.send(kind, payload, { db: fromDrizzle(executor, sql), ...(startAfter ? { startAfter } : {}) });
  }

  /** Stops claiming; waits (at most 30 s) for the jobs under way to finish, then closes the connections. */
  async stop(): Promise<void> {
    if (!this.started) return;
    const boss = await this.started.catch(() => null);
    await boss?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  }

  private async boot(): Promise<PgBoss> {
    const { options } = this;
    const boss = new PgBoss({
      connectionString: options.url,
      schema: JOB_SCHEMA,
      max: POOL_SIZE,
      connectionTimeoutMillis: options.acquireTimeoutMs,
      options: `-c statement_timeout=${options.statementTimeoutMs}`,
      application_name: JOB_QUEUE_APPLICATION_NAME,
      // The schema is installed by `migrate`; a mismatch stops the start rather than migrating here.
      migrate: false,
      schedule: false,
      superviseIntervalSeconds: HEARTBEAT_SECONDS,
      monitorIntervalSeconds: HEARTBEAT_SECONDS,
      flowIntervalSeconds: FLOW_CHECK_SECONDS,
      // pg-boss's registry of instances, which nothing here reads, samples the event loop every 20 ms
      // for its heartbeat: 50 wake-ups a second of an idle instance, a few ms of CPU each second.
      registerInstance: false,
      // A job queued for now wakes the workers of its kind on every instance (see above), over a
      // connection of its own, kept open.
      useListenNotify: true,
    });
    boss.on('error', (error) => options.onError(error, 'the job queue'));
    // Such as LISTEN refused (a pooler in transaction mode): jobs then wait for the next poll.
    boss.on('warning', ({ message }) => options.onError(new Error(message), 'the job queue'));
    try {
      await boss.start();
      for (const [kind, registered] of this.kinds) await this.createQueues(boss, kind, registered.retry);
      if (options.workers > 0) await this.startWorkers(boss);
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => {});
      throw error;
    }
    return boss;
  }

  private async createQueues(boss: PgBoss, kind: string, retry: RetryPolicy): Promise<void> {
    const givenUp = givenUpQueue(kind);
    await this.upsertQueue(boss, givenUp, settings(GIVEN_UP_RETRY));
    await this.upsertQueue(boss, kind, { ...settings(retry), deadLetter: givenUp });
  }

  /** Creates the queue (a no-op when it exists), then brings its settings to these (a restart after an upgrade). */
  private async upsertQueue(boss: PgBoss, name: string, queue: Omit<Queue, 'name'>): Promise<void> {
    await boss.createQueue(name, queue);
    await boss.updateQueue(name, queue);
  }

  /**
   * Each of a kind's workers is a `work()` of its own, so that each can wake itself by its id after
   * each job: a worker that found work looks for more at once rather than after a poll interval (a
   * backlog of 200 photos drained one per interval otherwise). A worker that finds nothing waits for
   * a NOTIFY or the interval, whichever comes first; the interval is the same whether LISTEN is up or
   * not, so that a job come due is found within it either way.
   */
  private async startWorkers(boss: PgBoss): Promise<void> {
    const intervalSeconds = Math.max(0.5, this.options.pollMs / 1000);
    const polling = { pollingIntervalSeconds: intervalSeconds, notifyPollingIntervalSeconds: intervalSeconds, includeMetadata: true } as const;
    const perJob = { ...polling, perJobResults: true } as const;
    for (const [kind, { handler, parallel }] of this.kinds) {
      for (let i = 0; i < this.options.workers * parallel; i++) {
        let id: string | undefined;
        id = await boss.work<Record<string, unknown>, unknown, typeof perJob>(kind, perJob, async ([job]) => {
          const result = { id: job!.id, ...(await outcome(handler, job!)) };
          if (id) boss.notifyWorker(id);
          return [result];
        });
      }
      await boss.work<Record<string, unknown>, unknown, typeof polling>(givenUpQueue(kind), polling, async ([job]) => {
        await handler.givenUp(job!.data, reasonOf(job!));
      });
    }
  }
}

/** What every queue has: its retries, and the heartbeat, expiry, keeping and NOTIFY of every job. */
function settings(retry: RetryPolicy): Omit<Queue, 'name'> {
  return {
    heartbeatSeconds: HEARTBEAT_SECONDS,
    notify: true,
    retryLimit: retry.attempts - 1,
    retryDelay: retry.firstRetrySeconds,
    retryBackoff: true,
    ...(retry.maxRetrySeconds === undefined ? {} : { retryDelayMax: retry.maxRetrySeconds }),
    expireInSeconds: EXPIRE_SECONDS,
    deleteAfterSeconds: KEEP_FINISHED_SECONDS,
  };
}

/**
 * Runs the job: done, or failed for good (a permanent failure goes straight to the dead-letter queue,
 * with its reason). Any other error is thrown, for pg-boss to retry the job or, past its attempts,
 * dead-letter it.
 */
async function outcome(handler: JobHandler, job: JobWithMetadata<Record<string, unknown>>) {
  try {
    await handler.run(job.data);
    return { status: 'completed' as const };
  } catch (error) {
    if (error instanceof PermanentFailure) return { status: 'deadletter' as const, output: { message: error.message } };
    throw error;
  }
}

/** pg-boss's own reasons for failing a job, as users are told them. */
const EXPIRY_REASONS: Record<string, string> = {
  'job heartbeat timeout': 'Its instance stopped while running it, too many times.',
  'job timed out': `It ran longer than ${EXPIRE_SECONDS / 60} minutes, too many times.`,
};

/**
 * Why the job was given up: its last error, as pg-boss recorded it on the failed job (an error's
 * `message`, or pg-boss's own `{value: {message}}` when it failed a job that stopped answering).
 */
function reasonOf(job: JobWithMetadata<Record<string, unknown>>): string {
  const output = job.sourceOutput as { message?: unknown; value?: { message?: unknown } } | null;
  const message = output?.message ?? output?.value?.message;
  if (typeof message !== 'string') return 'The job failed for a reason it did not record.';
  return EXPIRY_REASONS[message] ?? message;
}
