/**
 * Root in a private folder: as root the embedded PostgreSQL runs as the postgres user, who cannot enter
 * a folder of mode 0700 such as /root. Its binaries are then copied into DATA_DIR; a DATA_DIR it cannot
 * reach stops the start with one sentence. As another user none of this applies, and these tests check
 * that nothing is copied or refused.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tempDir } from './helpers.js';
import { DataDirUnreachableError, packagedBinaries, startEmbeddedPostgres, type Binaries } from '../src/platform/db/embedded.js';
import { randomAlphanumeric } from '../src/platform/ids.js';

const isRoot = process.getuid?.() === 0;
const password = randomAlphanumeric(24);

/** A folder of mode 0700, like root's home; removed when the file ends. */
function privateFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-private-'));
  chmodSync(dir, 0o700);
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The package's binaries copied into a private folder, where the postgres user cannot reach them. */
async function privateBinaries(): Promise<Binaries> {
  const packaged = await packagedBinaries();
  const copy = path.join(privateFolder(), 'native');
  cpSync(path.dirname(path.dirname(packaged.pg_ctl)), copy, { recursive: true, verbatimSymlinks: true });
  return { pg_ctl: path.join(copy, 'bin', 'pg_ctl'), initdb: path.join(copy, 'bin', 'initdb') };
}

const copiesIn = (dataDir: string) => readdirSync(dataDir).filter((name) => name.startsWith('postgres-'));

/** Starts the embedded PostgreSQL, asks it `SELECT 1`, stops it, and answers what it logged. */
async function startAndQuery(dataDir: string, binaries?: Binaries): Promise<string[]> {
  const logged: string[] = [];
  const embedded = await startEmbeddedPostgres(dataDir, password, (message) => logged.push(message), binaries);
  try {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    try {
      assert.deepEqual((await client.query('SELECT 1 AS one')).rows, [{ one: 1 }]);
    } finally {
      await client.end();
    }
  } finally {
    await embedded.stop();
  }
  return logged;
}

test('a DATA_DIR inside a folder of mode 0700: refused before PostgreSQL starts as root, used as is otherwise', async () => {
  const folder = privateFolder();
  const dataDir = path.join(folder, 'data');
  if (!isRoot) {
    await startAndQuery(dataDir);
    assert.deepEqual(copiesIn(dataDir), []);
    return;
  }
  await assert.rejects(startEmbeddedPostgres(dataDir, password, () => {}), (error: Error) => {
    assert.ok(error instanceof DataDirUnreachableError, String(error));
    assert.ok(error.message.includes(`cannot enter ${realpathSync(folder)} (mode 0700)`), error.message);
    assert.ok(error.message.includes('set DATA_DIR to a folder outside'), error.message);
    assert.ok(error.message.includes('set DATABASE_URL, or run as a non-root user.'), error.message);
    return true;
  });
  assert.deepEqual(readdirSync(dataDir), [], 'no cluster initialised, no copy made, the lock released');
});

test('the service on such a DATA_DIR: as root it exits with 1 and one line on stderr, otherwise it serves', async () => {
  const dataDir = path.join(privateFolder(), 'data');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  after(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    const bannerSeen = stderr.includes('Studio API');
    stderr += chunk;
    // Started (not root): one SIGTERM, as a second one would kill it before it stops its PostgreSQL.
    if (!bannerSeen && stderr.includes('Studio API')) child.kill('SIGTERM');
  });
  const code = await exited;
  if (!isRoot) {
    assert.equal(code, 0, stderr);
    return;
  }
  assert.equal(code, 1, stderr);
  const lines = stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0], /^studio: The embedded PostgreSQL runs as the system user postgres because PostgreSQL refuses to run as root/);
});

test('binaries the postgres user cannot reach: copied once into DATA_DIR as root, run in place otherwise', async () => {
  const binaries = await privateBinaries();
  const dataDir = tempDir();
  const first = await startAndQuery(dataDir, binaries);
  const copies = copiesIn(dataDir);
  if (!isRoot) {
    await startAndQuery(dataDir, binaries);
    assert.deepEqual(copies, []);
    assert.deepEqual(copiesIn(dataDir), []);
    return;
  }
  assert.equal(copies.length, 1, 'one copy of the binaries');
  assert.ok(first.some((message) => message.startsWith('copying the PostgreSQL binaries')), first.join('\n'));
  const copied = statSync(path.join(dataDir, copies[0]));

  const second = await startAndQuery(dataDir, binaries);
  assert.ok(!second.some((message) => message.startsWith('copying')), second.join('\n'));
  assert.deepEqual(copiesIn(dataDir), copies);
  assert.equal(statSync(path.join(dataDir, copies[0])).ino, copied.ino, 'the second start reused the copy');
});
