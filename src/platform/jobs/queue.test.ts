/**
 * The job queue (pg-boss) on a real database: each job runs once however many instances poll, a job
 * queued by one instance starts on another without waiting for its poll, a failing job is retried
 * later and given up after its attempts, a permanent failure is given up at once, a job whose instance
 * was killed is run again within a minute (or given up, past its attempts), and a job queued in a
 * transaction exists only if that transaction commits.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { connect } from '../db/pool.js';
import { eventually, range, testDatabase } from '../../../test/helpers.js';
import { JOB_SCHEMA, JobQueue, PermanentFailure, type JobHandler, type RetryPolicy } from './queue.js';

const url = await testDatabase();
const { database: limits } = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
const database = connect(url, limits);
const { db } = database;
test.after(() => database.close());

let kinds = 0;
/** A kind of its own for each test: the tests share the queue's tables. */
function freshKind(): string {
  kinds += 1;
  return `test.kind${kinds}`;
}

/** Every queue a test made, stopped when it ends: before the database is dropped. */
let queues: JobQueue[] = [];
test.afterEach(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  queues = [];
});

function queue(workers: number, pollMs = 500): JobQueue {
  const made = new JobQueue({
    url, workers, pollMs, acquireTimeoutMs: limits.acquireTimeoutMs, statementTimeoutMs: limits.statementTimeoutMs,
    onError: (error, context) => assert.fail(`${context}: ${String(error)}`),
  });
  queues.push(made);
  return made;
}

/** The jobs of a kind as pg-boss keeps them, oldest first. */
async function jobsOf(kind: string) {
  const { rows } = await db.execute<{ state: string; retry_count: number }>(
    sql`SELECT state, retry_count FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE name = ${kind} ORDER BY created_on, id`,
  );
  return rows;
}

const recording = (ran: unknown[], fail: (payload: Record<string, unknown>) => Error | null = () => null): JobHandler => ({
  async run(payload) {
    ran.push(payload.n);
    const error = fail(payload);
    if (error) throw error;
  },
  async givenUp(payload, reason) {
    ran.push(`gave up ${payload.n}: ${reason}`);
  },
});

const QUICK_RETRY: RetryPolicy = { attempts: 2, firstRetrySeconds: 1 };

test('40 jobs worked by three instances with two workers each run exactly once each', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const instances = range(3).map(() => queue(2));
  for (const instance of instances) instance.handle(kind, recording(ran));
  for (const instance of instances) await instance.start();
  for (const n of range(40)) await instances[0]!.enqueue(db, kind, { n });
  await eventually(() => ran.length === 40, '40 jobs to run');
  await eventually(async () => (await jobsOf(kind)).every((job) => job.state === 'completed'), 'every job to be completed');
  assert.deepEqual([...ran].sort((a, b) => Number(a) - Number(b)), range(40));
});

test('a job queued by another instance starts when it commits, with no poll due for ten minutes', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const worker = queue(1, 600_000);
  worker.handle(kind, recording(ran));
  await worker.start();
  const producer = queue(0);
  producer.handle(kind, recording([]));
  await db.transaction((tx) => producer.enqueue(tx, kind, { n: 1 }));
  await eventually(() => ran.length === 1, 'the job to run');
  assert.deepEqual(ran, [1]);
});

test('a failing job is retried later, then given up after its attempts with the last reason', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const instance = queue(1);
  instance.handle(kind, recording(ran, () => new Error('the disk is full')), QUICK_RETRY);
  await instance.start();
  await instance.enqueue(db, kind, { n: 1 });
  await eventually(() => ran.length === 3, 'two attempts and the give-up');
  assert.deepEqual(ran, [1, 1, 'gave up 1: the disk is full']);
  assert.deepEqual((await jobsOf(kind)).map((job) => job.state), ['failed']);
});

test('a permanent failure is given up at its first attempt', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const instance = queue(1);
  instance.handle(kind, recording(ran, () => new PermanentFailure('not an image')));
  await instance.start();
  await instance.enqueue(db, kind, { n: 7 });
  await eventually(() => ran.length === 2, 'the attempt and the give-up');
  assert.deepEqual(ran, [7, 'gave up 7: not an image']);
  assert.deepEqual(await jobsOf(kind), [{ state: 'failed', retry_count: 0 }]);
});

test('jobs whose instance was killed run again within a minute, or are given up past their attempts', async (t) => {
  const retried = freshKind();
  const lastAttempt = freshKind();
  const ran: unknown[] = [];
  const handle = (instance: JobQueue) => {
    instance.handle(retried, recording(ran));
    instance.handle(lastAttempt, recording(ran), { attempts: 1, firstRetrySeconds: 1 });
    return instance;
  };
  const worker = spawn(process.execPath, ['--import', 'tsx', path.join('test', 'support', 'hung-worker.ts')], {
    env: { ...process.env, DATABASE_URL: url, JOB_KINDS: `${retried},${lastAttempt}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(worker, 'exit');
  t.after(() => worker.kill('SIGKILL'));
  let said = '';
  worker.stdout.on('data', (chunk) => (said += chunk));
  await eventually(() => said.includes('ready'), 'the doomed worker to start', 30_000);

  const producer = handle(queue(0));
  await producer.enqueue(db, retried, { n: 1 });
  await producer.enqueue(db, lastAttempt, { n: 2 });
  await eventually(() => said.split('running').length === 3, 'the doomed worker to take both jobs', 30_000);
  worker.kill('SIGKILL');
  await exited;

  await handle(queue(1)).start();
  await eventually(() => ran.length === 2, 'another instance to run one job again and give the other up', 60_000);
  assert.deepEqual(ran.sort(), [1, 'gave up 2: Its instance stopped while running it, too many times.']);
  // The run is recorded before pg-boss completes the job.
  await eventually(async () => (await jobsOf(retried))[0]?.state === 'completed', 'the job run again to be completed');
  assert.deepEqual(await jobsOf(retried), [{ state: 'completed', retry_count: 1 }]);
  assert.deepEqual((await jobsOf(lastAttempt)).map((job) => job.state), ['failed']);
});

test('a queue first started inside a transaction runs its jobs on the pool, outside that transaction', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const instance = queue(1);
  instance.handle(kind, {
    async run(payload) {
      await db.execute(sql`SELECT 1`);
      ran.push(payload.n);
    },
    async givenUp(payload, reason) {
      ran.push(`gave up ${payload.n}: ${reason}`);
    },
  });
  await db.transaction((tx) => instance.enqueue(tx, kind, { n: 1 }));
  // Another transaction open meanwhile keeps the pool's check of transactions' contexts switched on.
  await db.transaction(() => eventually(() => ran.length === 1, 'the job to run'));
  assert.deepEqual(ran, [1]);
});

test('a job queued in a transaction that rolls back never exists', async () => {
  const kind = freshKind();
  const instance = queue(0);
  instance.handle(kind, recording([]));
  await assert.rejects(
    db.transaction(async (tx) => {
      await instance.enqueue(tx, kind, { n: 1 });
      throw new Error('the work failed');
    }),
    /the work failed/,
  );
  await instance.enqueue(db, kind, { n: 2 });
  assert.deepEqual((await jobsOf(kind)).map((job) => job.state), ['created']);
});
