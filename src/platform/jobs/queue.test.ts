/**
 * The job queue on a real database: each job runs once however many instances poll, a failing job is
 * retried later and given up after its attempts, a job whose instance died is taken up again when its
 * lease runs out, and a job queued in a transaction exists only if that transaction commits.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { connect } from '../db/pool.js';
import { migrate } from '../db/migrate.js';
import { eventually, range, tempDir, testDatabase } from '../../../test/helpers.js';
import { JobQueue, PermanentFailure, type JobHandler } from './queue.js';

const config = loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent', DATABASE_URL: await testDatabase() });
const database = connect(config.databaseUrl!, config.database);
await migrate(config.databaseUrl!);
const { db } = database;
test.after(() => database.close());

let kinds = 0;
/** A kind of its own for each test: the tests share the table. */
function freshKind(): string {
  kinds += 1;
  return `test.kind${kinds}`;
}

function queue(options: { workers?: number; leaseMs?: number } = {}): JobQueue {
  return new JobQueue(db, { workers: options.workers ?? 0, pollMs: 50, leaseMs: options.leaseMs, onError: (error) => assert.fail(String(error)) });
}

async function jobsOf(kind: string) {
  const { rows } = await db.execute<{ state: string; attempts: number; last_error: string | null }>(
    sql`SELECT state, attempts, last_error FROM jobs WHERE kind = ${kind} ORDER BY id`,
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

test('40 jobs polled by three instances with two workers each run exactly once each', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const instances = range(3).map(() => queue({ workers: 2 }));
  for (const instance of instances) instance.handle(kind, recording(ran));
  for (const n of range(40)) await instances[0]!.enqueue(db, kind, { n });
  for (const instance of instances) instance.start();
  await eventually(async () => (await jobsOf(kind)).every((job) => job.state === 'done'), 'every job to be done');
  await Promise.all(instances.map((instance) => instance.stop()));
  assert.deepEqual([...ran].sort((a, b) => Number(a) - Number(b)), range(40));
});

test('a failing job is retried later, then given up after its attempts with the last reason', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const instance = queue();
  instance.handle(kind, recording(ran, () => new Error('the disk is full')));
  await instance.enqueue(db, kind, { n: 1 }, 2);
  assert.equal(await instance.drain(), 1);
  assert.deepEqual(await jobsOf(kind), [{ state: 'queued', attempts: 1, last_error: 'the disk is full' }]);
  assert.equal(await instance.drain(), 0, 'the retry waits for its delay');
  await db.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${kind}`);
  assert.equal(await instance.drain(), 1);
  assert.deepEqual(await jobsOf(kind), [{ state: 'failed', attempts: 2, last_error: 'the disk is full' }]);
  assert.deepEqual(ran, [1, 1, 'gave up 1: the disk is full']);
});

test('a permanent failure is given up at its first attempt', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const instance = queue();
  instance.handle(kind, recording(ran, () => new PermanentFailure('not an image')));
  await instance.enqueue(db, kind, { n: 7 });
  await instance.drain();
  assert.deepEqual(await jobsOf(kind), [{ state: 'failed', attempts: 1, last_error: 'not an image' }]);
  assert.deepEqual(ran, [7, 'gave up 7: not an image']);
});

test('a job whose instance died is run again once its lease runs out; past its attempts it is given up', async () => {
  const kind = freshKind();
  const ran: unknown[] = [];
  const instance = queue({ leaseMs: 60_000 });
  instance.handle(kind, recording(ran));
  await instance.enqueue(db, kind, { n: 3 }, 1);
  // An instance claimed it and died: running, its lease not yet out.
  await db.execute(sql`UPDATE jobs SET state = 'running', attempts = 1, locked_until = now() + interval '1 minute' WHERE kind = ${kind}`);
  assert.equal(await instance.drain(), 0, 'a live lease is left alone');
  await db.execute(sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE kind = ${kind}`);
  assert.equal(await instance.drain(), 1);
  assert.deepEqual(await jobsOf(kind), [{ state: 'failed', attempts: 2, last_error: 'Its instance stopped while running it, too many times.' }]);

  const retried = freshKind();
  instance.handle(retried, recording(ran));
  await instance.enqueue(db, retried, { n: 4 }, 3);
  await db.execute(sql`UPDATE jobs SET state = 'running', attempts = 1, locked_until = now() - interval '1 second' WHERE kind = ${retried}`);
  assert.equal(await instance.drain(), 1);
  assert.deepEqual(await jobsOf(retried), [{ state: 'done', attempts: 2, last_error: null }]);
  assert.deepEqual(ran, ['gave up 3: Its instance stopped while running it, too many times.', 4]);
});

test('a job queued in a transaction that rolls back never exists', async () => {
  const kind = freshKind();
  const instance = queue();
  instance.handle(kind, recording([]));
  await assert.rejects(
    db.transaction(async (tx) => {
      await instance.enqueue(tx, kind, { n: 1 });
      throw new Error('the work failed');
    }),
    /the work failed/,
  );
  assert.deepEqual(await jobsOf(kind), []);
});

test('finished jobs are kept a week, then removed', async () => {
  const kind = freshKind();
  const instance = queue();
  instance.handle(kind, recording([]));
  await instance.enqueue(db, kind, { n: 1 });
  await instance.enqueue(db, kind, { n: 2 });
  await instance.drain();
  await db.execute(sql`UPDATE jobs SET finished_at = now() - interval '8 days' WHERE kind = ${kind} AND payload->>'n' = '1'`);
  await instance.deleteFinished();
  assert.equal((await jobsOf(kind)).length, 1);
});
