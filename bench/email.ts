/**
 * Mail throughput: `BENCH_MAILS` invoices (1 000 by default) sent with their mail (`invoice_sent`: text,
 * HTML and the PDF drawn at sending) through a second service process on the same database, whose
 * SMTP_URL is a real SMTP server in this process (`smtp-server`). Measured from the first send to the
 * last mail received: mails per second, with JOB_WORKERS mail workers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { signUp } from './fixture.js';
import { apiOf } from './photo-flow.js';
import { stopChild } from './processes.js';
import { startService } from './service.js';

const SENDS_AT_ONCE = 10;
const MAIL_WORKERS = 4;
const DEADLINE_MS = 10 * 60_000;

export async function benchmarkEmail(databaseUrl: string, count: number): Promise<{ report: string; failed: boolean }> {
  let received = 0;
  let bytes = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => {
        received++;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-bench-mail-'));
  const service = await startService(dataDir, { DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, JOB_WORKERS: String(MAIL_WORKERS), JOB_POLL_MS: '500' });
  try {
    const api = apiOf(service.origin, await signUp(service.origin, { studio_name: 'Bench mail', email: 'bench-mail@example.test' }));
    const client = (await api('POST', '/clients', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test' })).data.id as string;
    progress(`making ${count} draft invoices`);
    const drafts: string[] = [];
    await inParallel(count, async () => {
      const draft = await api('POST', '/invoices', { client_id: client, due_date: '2031-01-31', line_items: [{ name: 'Portrait session', quantity: 1, amount: 125000 }] });
      drafts.push(draft.data.id as string);
    });
    progress(`sending ${count} invoices with their mail`);
    const started = performance.now();
    let next = 0;
    await inParallel(count, async () => {
      await api('POST', `/invoices/${drafts[next++]}/send`, {});
    });
    const sentIn = (performance.now() - started) / 1000;
    while (received < count && performance.now() - started < DEADLINE_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    const allIn = (performance.now() - started) / 1000;
    const failed = received < count;
    const line = failed
      ? `ERROR: ${received} of ${count} mails arrived within ${DEADLINE_MS / 60_000} minutes`
      : `${(count / allIn).toFixed(1)} mails/s: ${count} invoice mails with their PDF (${(bytes / count / 1000).toFixed(0)} kB each) received ` +
        `${allIn.toFixed(1)} s after the first send (the ${count} sends answered in ${sentIn.toFixed(1)} s); ${MAIL_WORKERS} mail workers`;
    return { report: `\nEmail (invoice_sent through an in-process SMTP server)\n  ${line}`, failed };
  } finally {
    await stopChild(service.child);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `work` run `count` times, SENDS_AT_ONCE at a time. */
async function inParallel(count: number, work: () => Promise<void>): Promise<void> {
  let started = 0;
  await Promise.all(Array.from({ length: SENDS_AT_ONCE }, async () => {
    while (started < count) {
      started++;
      await work();
    }
  }));
}

const progress = (text: string) => process.stderr.write(`· ${text}\n`);
