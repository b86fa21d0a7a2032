/**
 * A job queue instance whose jobs never finish, to be killed mid-job by a test: it works the kinds in
 * JOB_KINDS (comma-separated) on DATABASE_URL, says `ready` once started and `running` as it takes each job.
 */
import { JobQueue } from '../../src/platform/jobs/queue.js';

const queue = new JobQueue({
  url: process.env.DATABASE_URL!,
  workers: 1,
  pollMs: 500,
  acquireTimeoutMs: 3_000,
  statementTimeoutMs: 10_000,
  onError: (error) => process.stderr.write(`hung worker: ${error instanceof Error ? error.message : JSON.stringify(error)}\n`),
});
for (const kind of process.env.JOB_KINDS!.split(',')) {
  queue.handle(kind, {
    run: () => {
      process.stdout.write('running\n');
      return new Promise<void>(() => {});
    },
    givenUp: async () => {},
  });
}
await queue.start();
process.stdout.write('ready\n');
