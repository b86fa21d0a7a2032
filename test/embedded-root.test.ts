/**
 * Root in a private folder: as root the embedded PostgreSQL runs as the postgres user, who cannot enter
 * a folder of mode 0700 such as /root. Binaries it cannot reach are then copied beside the cluster; a
 * DATA_DIR it cannot reach gets its cluster in a folder of its own elsewhere, recorded in DATA_DIR. As
 * another user none of this applies, and these tests check that nothing is copied or moved.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tempDir } from './helpers.js';
import { DataDirUnreachableError, packagedBinaries, startEmbeddedPostgres, type Binaries, type EmbeddedOptions } from '../src/platform/db/embedded.js';
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
async function startAndQuery(dataDir: string, options?: EmbeddedOptions): Promise<string[]> {
  const logged: string[] = [];
  const embedded = await startEmbeddedPostgres(dataDir, password, (message) => logged.push(message), options);
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

/** The folder DATA_DIR records as its cluster's home, when the cluster had to move. */
const movedHome = (dataDir: string) => (existsSync(path.join(dataDir, 'postgres.home')) ? readFileSync(path.join(dataDir, 'postgres.home'), 'utf8').trim() : null);

test('a DATA_DIR inside a folder of mode 0700: as root its cluster lives elsewhere, found again at every start; used as is otherwise', async () => {
  const dataDir = path.join(privateFolder(), 'data');
  const moved = tempDir();
  if (!isRoot) {
    await startAndQuery(dataDir, { movedClusters: moved });
    assert.equal(movedHome(dataDir), null);
    assert.ok(existsSync(path.join(dataDir, 'pg', 'PG_VERSION')));
    return;
  }
  const first = await startAndQuery(dataDir, { movedClusters: moved });
  const home = movedHome(dataDir) ?? assert.fail('no home recorded in DATA_DIR');
  assert.ok(home.startsWith(`${moved}${path.sep}data-`), `recorded home ${home}`);
  assert.ok(existsSync(path.join(home, 'pg', 'PG_VERSION')), 'the cluster is in the recorded home');
  assert.ok(!existsSync(path.join(dataDir, 'pg')), 'nothing of the cluster in DATA_DIR');
  assert.ok(first.some((message) => message.includes(`lives in ${home}`)), first.join('\n'));

  const second = await startAndQuery(dataDir, { movedClusters: tempDir() });
  assert.equal(movedHome(dataDir), home, 'the second start found the same cluster');
  assert.ok(!second.some((message) => message.startsWith('initialising')), second.join('\n'));
});

test('as root, a DATA_DIR and a folder for moved clusters both out of reach: refused before PostgreSQL starts', { skip: !isRoot && 'only root runs PostgreSQL as another user' }, async () => {
  const folder = privateFolder();
  const dataDir = path.join(folder, 'data');
  const movedClusters = path.join(privateFolder(), 'clusters');
  await assert.rejects(startEmbeddedPostgres(dataDir, password, () => {}, { movedClusters }), (error: Error) => {
    assert.ok(error instanceof DataDirUnreachableError, String(error));
    assert.ok(error.message.includes(`neither ${realpathSync(folder)} (mode 0700)`), error.message);
    assert.ok(error.message.includes('set DATABASE_URL, or run as a non-root user.'), error.message);
    return true;
  });
  assert.deepEqual(readdirSync(dataDir), [], 'no cluster initialised, nothing recorded, the lock released');
});

test('the service and the command line on such a DATA_DIR: they serve and say where the cluster lives, and find the same one', async () => {
  const dataDir = path.join(privateFolder(), 'data');
  after(() => {
    const home = movedHome(dataDir);
    if (home) rmSync(home, { recursive: true, force: true });
  });
  const stderr = await runUntilBanner(dataDir);
  const home = movedHome(dataDir);
  assert.equal(home === null, !isRoot, `recorded home ${home}`);
  assert.match(stderr, new RegExp(`Database     embedded PostgreSQL in ${home ?? dataDir}/pg\n`));

  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'migrate'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  assert.equal(movedHome(dataDir), home, 'the command line used the same cluster');
  assert.equal(existsSync(path.join(dataDir, 'pg')), !isRoot);
});

/** Starts the service on DATA_DIR, stops it with SIGTERM once its banner is out, and answers what it wrote to stderr. */
async function runUntilBanner(dataDir: string): Promise<string> {
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
    // One SIGTERM, once the banner is whole: a second one would kill it before it stops its PostgreSQL.
    if (!bannerSeen && stderr.includes('seed-demo')) child.kill('SIGTERM');
  });
  assert.equal(await exited, 0, stderr);
  return stderr;
}

test('binaries the postgres user cannot reach: copied once beside the cluster as root, run in place otherwise', async () => {
  const binaries = await privateBinaries();
  const dataDir = tempDir();
  const first = await startAndQuery(dataDir, { packaged: binaries });
  const copies = copiesIn(dataDir);
  if (!isRoot) {
    await startAndQuery(dataDir, { packaged: binaries });
    assert.deepEqual(copies, []);
    assert.deepEqual(copiesIn(dataDir), []);
    return;
  }
  assert.equal(copies.length, 1, 'one copy of the binaries');
  assert.ok(first.some((message) => message.startsWith('copying the PostgreSQL binaries')), first.join('\n'));
  const copied = statSync(path.join(dataDir, copies[0]));

  const second = await startAndQuery(dataDir, { packaged: binaries });
  assert.ok(!second.some((message) => message.startsWith('copying')), second.join('\n'));
  assert.deepEqual(copiesIn(dataDir), copies);
  assert.equal(statSync(path.join(dataDir, copies[0])).ino, copied.ino, 'the second start reused the copy');
});
