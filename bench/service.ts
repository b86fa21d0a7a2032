import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../src/platform/node-flags.js';
import { cpuMicros, cpuMsPerSecondOver } from './cpu.js';
import { freePort, startNode, stopChild, waitForOk, type Child } from './processes.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Service {
  child: Child;
  origin: string;
  /** Wall time from spawn to the first 200 of /readyz. */
  readyMs: number;
}

// The first start runs initdb and the migrations: allow for a slow disk.
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 20;
// The service gives up draining after 30 s on its own; past that it is stuck.
const STOP_GRACE_MS = 40_000;

/**
 * Variables that would point the service somewhere else than its embedded PostgreSQL or change what
 * is measured; an exported DATABASE_URL in the developer's shell must not leak into the benchmark.
 */
const SERVICE_VARIABLES = [
  'DATABASE_URL', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'PUBLIC_URL', 'STUDIO_SIGNUP', 'TRUST_PROXY', 'DB_POOL_SIZE', 'SIGNING_KEY', 'HOST',
];

/**
 * `node dist/main.js`, with the flags production passes, on `dataDir` with the production log level, its
 * log lines discarded; `settings` are a stage's own (a second instance's DATABASE_URL, SMTP_URL).
 */
export async function startService(dataDir: string, settings: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  // NODE_COMPILE_CACHE as production sets it (docs/operating.md, systemd): compiled code kept between starts.
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', NODE_COMPILE_CACHE: path.join(dataDir, 'node-compile-cache'),
  };
  for (const name of SERVICE_VARIABLES) delete env[name];
  Object.assign(env, settings);
  // The default limit (600 per minute per credential) would answer 429 within the first second of
  // load. The limiter still counts every request: its cost stays in the measurement.
  env.RATE_LIMIT_PER_MINUTE = '1000000';
  // The webhooks stage's receiver listens on loopback, which the service refuses by default.
  env.WEBHOOK_ALLOW_PRIVATE = 'true';
  const since = performance.now();
  // On SIGTERM the service drains, closes its pool and stops its PostgreSQL. Should it have to be
  // killed, the PostgreSQL it started (in a session of its own) is stopped here instead.
  const child = startNode('service', [...NODE_FLAGS, 'dist/main.js'], {
    cwd: repoRoot,
    env,
    graceMs: STOP_GRACE_MS,
    afterKill: () => stopOrphanPostgres(dataDir),
  });
  const origin = `http://127.0.0.1:${port}`;
  const readyMs = await waitForOk(`${origin}/readyz`, child, { timeoutMs: READY_TIMEOUT_MS, intervalMs: READY_POLL_MS, since });
  return { child, origin, readyMs };
}

/** `count` restarts on an existing data directory, each start measured (spawn to ready) and then stopped. */
export async function measureStartups(dataDir: string, count: number): Promise<number[]> {
  const readyMs: number[] = [];
  for (let i = 0; i < count; i++) {
    const service = await startService(dataDir);
    readyMs.push(service.readyMs);
    process.stderr.write(`· start-up ${i + 1}/${count}: ${(service.readyMs / 1000).toFixed(2)} s\n`);
    await stopChild(service.child);
  }
  return readyMs;
}

/** Left alone after its start, the service still wakes for timers and job polling: what that costs. */
const IDLE_SETTLE_MS = 10_000;
const IDLE_MEASURE_MS = 30_000;

/**
 * The CPU an idle service uses, in ms a second: started on `dataDir`, left `IDLE_SETTLE_MS` to finish
 * its start, then measured over `IDLE_MEASURE_MS` without a request. Every stage's CPU per request
 * carries it, the slow ones most: at 100 requests a second, 1 ms a second is 10 µs a request.
 */
export async function measureIdleCpu(dataDir: string): Promise<number> {
  const service = await startService(dataDir);
  try {
    await sleep(IDLE_SETTLE_MS);
    const pid = service.child.process.pid!;
    const [msPerSecond] = await cpuMsPerSecondOver(IDLE_MEASURE_MS, () => cpuMicros(pid));
    return msPerSecond;
  } finally {
    await stopChild(service.child);
  }
}

async function stopOrphanPostgres(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (pid === null || !signal(pid, 'SIGINT')) return; // SIGINT is PostgreSQL's fast shutdown.
  for (let waited = 0; waited < STOP_GRACE_MS && signal(pid, 0); waited += 100) await sleep(100);
}

/** The PID of the PostgreSQL server running on `dataDir`, or null when none is. */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Sends `signalName` (0: only probe); false when there is no such process. */
function signal(pid: number, signalName: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, signalName);
    return true;
  } catch {
    return false;
  }
}
