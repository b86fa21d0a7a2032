/**
 * `npm test`: prepares a PostgreSQL (embedded in a temporary directory, or TEST_DATABASE_URL), migrates
 * a template database once, runs every test file with node:test (each file clones the template into
 * its own database), then drops what it created. `tsx test/run.ts <folder>` runs the files under that
 * folder instead: `npm run test:browser` runs test/browser, which `npm test` leaves out (it needs Chromium).
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { migrate } from '../src/platform/db/migrate.js';
import { randomAlphanumeric } from '../src/platform/ids.js';

const runId = randomAlphanumeric(8).toLowerCase();
const template = `studio_tpl_${runId}`;
/** Suites with needs of their own, run only when their folder is named. */
const SEPARATE_SUITES = [path.join('test', 'browser')];

function testFiles(dir: string, skipped: string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skipped.includes(full)) return [];
    if (statSync(full).isDirectory()) return testFiles(full, skipped);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded = async () => {};
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
    // The embedded server runs as the postgres user when we are root: it must reach its directory.
    chmodSync(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres(tempDir, randomAlphanumeric(24), () => {});
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  try {
    await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${template}`));
    await migrate(withDatabase(adminUrl, template));
    // `npm test -- some.test.ts` runs just those files, a folder the files under it; other arguments go
    // to node's test runner.
    const given = process.argv.slice(2);
    const isFolder = (arg: string) => !arg.startsWith('-') && existsSync(arg) && statSync(arg).isDirectory();
    const isChosen = (arg: string) => arg.endsWith('.test.ts') || isFolder(arg);
    const named = given.filter(isChosen);
    const files = named.length > 0 ? named.flatMap((arg) => (isFolder(arg) ? testFiles(arg) : [arg])) : [...testFiles('src'), ...testFiles('test', SEPARATE_SUITES)].sort();
    if (files.length === 0) throw new Error(`No *.test.ts file under ${named.join(', ')}.`);
    const runnerArgs = given.filter((arg) => !isChosen(arg));
    const args = ['--import', 'tsx', '--test', '--test-concurrency=3', '--test-reporter=spec', ...runnerArgs, ...files];
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, args, {
        stdio: 'inherit',
        env: { ...process.env, STUDIO_TEST_ADMIN_URL: adminUrl, STUDIO_TEST_TEMPLATE: template, STUDIO_TEST_RUN: runId },
      });
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    return code;
  } finally {
    await dropLeftovers(adminUrl).catch((error) => console.error('could not drop test databases:', error));
    await stopEmbedded();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

/** Test files drop their own databases; this catches any a crashed file left behind. */
async function dropLeftovers(adminUrl: string): Promise<void> {
  await admin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `studio_t_${runId}_%`],
    );
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
