/**
 * `npm run soak`: two instances of the service on one PostgreSQL database, one Redis and one DATA_DIR,
 * a studio seeded with a little of everything, the most the pair can do (closed loop), then SOAK_MINUTES
 * of the mixed traffic at half that rate (open loop). Every error counts; latency per minute and each
 * instance's resident memory every 10 s go to bench/results/soak/ as CSV and PNG. Fails on any error,
 * or when an instance's memory still grows once warmed up. See docs/operating.md, "Soak test".
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { writeLineChartPng } from './plot.js';
import { rssMb, stopAll } from './processes.js';
import { percentile } from './report.js';
import { repoRoot, startService, type Service } from './service.js';
import { seedSoakStudio } from './soak-studio.js';
import { closedLoop, openLoop, Recorder, Traffic, CLOSED_LOOP_CALLERS, type MinuteRecord } from './soak-traffic.js';

const MINUTES = positiveNumber('SOAK_MINUTES', 10);
const PROBE_SECONDS = positiveNumber('SOAK_PROBE_SECONDS', 20);
/** The server the soak's own database is created on (and dropped from at the end). */
const SERVER_URL = process.env.SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.SOAK_REDIS_URL || 'redis://127.0.0.1:6379';
const RESULTS_DIR = path.join(repoRoot, 'bench', 'results', 'soak');
const MEMORY_SAMPLE_MS = 5_000;
/** The first fifth of the run is warm-up: caches, JIT and the heap settle. */
const WARM_UP_SHARE = 0.2;
/**
 * The lowest heap in use after warm-up may rise by at most this much per minute from the first half of
 * the rest of the run to the second: 8 MB from one 4-minute half to the other in the default run. The
 * heap in use is a saw-tooth: garbage piles up between collections and goes at each; its lowest samples
 * are what the live objects take after a collection, and they rise only when something keeps what it
 * should free. A leak of 1 KB per request, at the 50 requests a second of a soak on a shared 2-core
 * machine, adds 3 MB a minute; a smaller one needs a longer run.
 *
 * RSS gets no verdict: it climbs as the heap and malloc's arenas grow and drops by 100 MB or more when
 * they give memory back, minutes apart, so its peaks and its trend move with where those drops fall
 * (a 10-minute run with a level heap showed one instance's RSS peaks 54 MB apart).
 */
const MAX_GROWTH_MB_PER_MINUTE = 2;
/**
 * A shorter run ends while the heaps are still growing to their working size, and holds too few
 * collections: its floors say nothing of a leak, so it gets no verdict (and does not fail on memory).
 */
const VERDICT_MIN_MINUTES = 5;

interface MemorySample {
  seconds: number;
  instance: number;
  rssMb: number;
  heapUsedMb: number;
}

async function main(): Promise<number> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const database = await createDatabase(`studio_soak_${runId}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-soak-'));
  const redisKeyPrefix = `studio-soak-${runId}:`;
  const cleanUp = once(async () => {
    await stopAll();
    await database.drop();
    await deleteRedisKeys(redisKeyPrefix);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const onSignal = (signal: NodeJS.Signals) => void cleanUp().finally(() => process.exit(128 + os.constants.signals[signal]));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await soak(dataDir, { DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: redisKeyPrefix });
  } finally {
    await cleanUp();
  }
}

async function soak(dataDir: string, shared: Record<string, string>): Promise<number> {
  const instances = await startInstances(dataDir, shared);
  progress(`seeding the studio through ${instances[0].origin}`);
  const studio = await seedSoakStudio(instances[0].origin);
  const traffic = new Traffic(instances.map((instance) => instance.origin), studio);
  try {
    progress(`closed loop for ${PROBE_SECONDS} s, ${CLOSED_LOOP_CALLERS} callers: the most the two instances do`);
    const probe = new Recorder(PROBE_SECONDS);
    const maxPerSecond = await closedLoop(traffic, probe, PROBE_SECONDS);
    const probeRequests = probe.minutes.reduce((sum, minute) => sum + minute.latenciesMs.length, 0);
    const rate = maxPerSecond / 2;
    progress(`max ${maxPerSecond.toFixed(1)} operations/s (${(probeRequests / PROBE_SECONDS).toFixed(0)} requests/s); ` +
      `now ${MINUTES} min at ${rate.toFixed(1)} operations/s`);
    const run = new Recorder(MINUTES * 60);
    const memory = await sampleMemory(instances, () => openLoop(traffic, run, rate, MINUTES * 60));
    await writeResults(run.minutes, memory);
    return summary({ probe, run, memory, maxPerSecond, probeRequests, rate });
  } finally {
    await traffic.close();
  }
}

/**
 * Two instances as operating.md asks of several: one DATABASE_URL, one REDIS_URL (rate limits count
 * across them), one SIGNING_KEY (a link one signs, the other accepts) and, with local file storage,
 * one DATA_DIR (a photo uploaded through one is served by the other). The first applies the migrations
 * alone before the second starts.
 */
async function startInstances(dataDir: string, shared: Record<string, string>): Promise<Service[]> {
  const settings = {
    ...shared,
    SIGNING_KEY: randomBytes(32).toString('base64url'),
    // Every booking and cancellation comes from the load generator's one IP: the page's limit per IP
    // (30 a minute by default) would refuse them within seconds. The API limit per credential is
    // raised by startService, for the same reason; both limiters still count every request in Redis.
    BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const instances: Service[] = [];
  for (let i = 1; i <= 2; i++) {
    const instance = await startService(dataDir, settings);
    progress(`instance ${i} ready in ${(instance.readyMs / 1000).toFixed(2)} s at ${instance.origin}, pid ${instance.child.process.pid}`);
    instances.push(instance);
  }
  return instances;
}

/** Runs `work` while reading each instance's RSS and heap every MEMORY_SAMPLE_MS, from its start to its end. */
async function sampleMemory(instances: Service[], work: () => Promise<void>): Promise<MemorySample[]> {
  const samples: MemorySample[] = [];
  const started = performance.now();
  const sample = async () => {
    const seconds = Math.round((performance.now() - started) / 1000);
    if (samples.at(-1)?.seconds === seconds) return;
    const heaps = await Promise.all(instances.map((instance) => heapUsedMb(instance.origin)));
    for (const [i, instance] of instances.entries()) {
      samples.push({ seconds, instance: i + 1, rssMb: rssMb(instance.child.process.pid!), heapUsedMb: heaps[i] });
    }
  };
  await sample();
  // A sample that fails (an instance not answering /metrics) ends the run once the work is done, with
  // its clean-up, rather than as an unhandled rejection in the middle of it.
  let failed: unknown;
  const timer = setInterval(() => sample().catch((error) => (failed ??= error)), MEMORY_SAMPLE_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  if (failed) throw failed;
  await sample();
  return samples;
}

/** The instance's JavaScript heap in use, from its /metrics (open to loopback callers). */
async function heapUsedMb(origin: string): Promise<number> {
  const metrics = await (await fetch(`${origin}/metrics`, { signal: AbortSignal.timeout(5_000) })).text();
  const match = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(metrics);
  if (!match) throw new Error(`${origin}/metrics has no nodejs_heap_size_used_bytes`);
  return Number(match[1]) / 2 ** 20;
}

async function writeResults(minutes: MinuteRecord[], memory: MemorySample[]): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const rows = minutes.map((minute, i) => ({ minute: i + 1, ...latencyFigures(minute.latenciesMs), errors: minute.errors }));
  writeCsv('latency.csv', ['minute,requests,errors,p50_ms,p99_ms', ...rows.map((r) => `${r.minute},${r.requests},${r.errors},${r.p50.toFixed(2)},${r.p99.toFixed(2)}`)]);
  writeCsv('memory.csv', ['seconds,instance,rss_mb,heap_used_mb',
    ...memory.map((s) => `${s.seconds},${s.instance},${s.rssMb.toFixed(1)},${s.heapUsedMb.toFixed(1)}`)]);
  await writeLineChartPng({
    title: 'Latency per minute, both instances',
    xLabel: 'minute',
    yLabel: 'latency (ms)',
    series: [
      { name: 'p50', points: rows.map((r) => [r.minute, r.p50]) },
      { name: 'p99', points: rows.map((r) => [r.minute, r.p99]) },
    ],
  }, path.join(RESULTS_DIR, 'latency.png'));
  await writeLineChartPng({
    title: 'Resident memory (RSS) and JavaScript heap in use, per instance',
    xLabel: 'seconds',
    yLabel: 'MB',
    series: instanceNumbers(memory).flatMap((instance) => {
      const samples = memory.filter((s) => s.instance === instance);
      return [
        { name: `instance ${instance} RSS`, points: samples.map((s): [number, number] => [s.seconds, s.rssMb]) },
        { name: `instance ${instance} heap`, points: samples.map((s): [number, number] => [s.seconds, s.heapUsedMb]) },
      ];
    }),
  }, path.join(RESULTS_DIR, 'memory.png'));
}

function writeCsv(name: string, lines: string[]): void {
  writeFileSync(path.join(RESULTS_DIR, name), `${lines.join('\n')}\n`);
}

interface Outcome {
  probe: Recorder;
  run: Recorder;
  memory: MemorySample[];
  maxPerSecond: number;
  probeRequests: number;
  rate: number;
}

/**
 * Prints the summary; answers the exit code: 1 on any error of the soak, or memory growth past the
 * threshold. Errors of the closed loop are printed, not failed on: it overloads the instances on
 * purpose, and what they answer then (503 with Retry-After) is what they should.
 */
function summary(outcome: Outcome): number {
  const { probe, run, memory } = outcome;
  const overall = latencyFigures(run.minutes.flatMap((minute) => minute.latenciesMs));
  const errors = errorCount(run);
  const probeErrors = errorCount(probe);
  const memoryVerdict = memoryLines(memory);
  const lines = [
    `\nSoak: 2 instances, ${MINUTES} min at ${outcome.rate.toFixed(1)} operations/s (half the ${outcome.maxPerSecond.toFixed(1)} of the closed loop, ` +
      `${(outcome.probeRequests / PROBE_SECONDS).toFixed(0)} requests/s); ${os.cpus().length} CPUs, Node.js ${process.version}`,
    `requests ${overall.requests} (${(overall.requests / (MINUTES * 60)).toFixed(1)}/s), errors ${errors}, ` +
      `p50 ${overall.p50.toFixed(1)} ms, p99 ${overall.p99.toFixed(1)} ms`,
    ...memoryVerdict.lines,
  ];
  if (probeErrors > 0) lines.push(`closed loop (overload): ${probeErrors} unexpected answers, the first:\n  ${probe.errorSamples.join('\n  ')}`);
  if (errors > 0) lines.push(`ERROR: ${errors} unexpected answers or failed requests in the soak, the first:\n  ${run.errorSamples.join('\n  ')}`);
  lines.push(`results: ${path.relative(repoRoot, RESULTS_DIR)}/{latency,memory}.{csv,png}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return errors > 0 || memoryVerdict.grew ? 1 : 0;
}

const errorCount = (recorder: Recorder) => recorder.minutes.reduce((sum, minute) => sum + minute.errors, 0);

/** Each instance's RSS and heap at the end of warm-up and at the end, the growth of its heap's floor after warm-up, and the verdict. */
function memoryLines(memory: MemorySample[]): { lines: string[]; grew: boolean } {
  const lines: string[] = [];
  let grew = false;
  for (const instance of instanceNumbers(memory)) {
    const samples = memory.filter((s) => s.instance === instance);
    const warmedUp = samples.filter((s) => s.seconds >= MINUTES * 60 * WARM_UP_SHARE);
    const [first, last] = [warmedUp[0], samples.at(-1)!];
    const floor = floorGrowth(warmedUp);
    grew ||= floor.mbPerMinute >= MAX_GROWTH_MB_PER_MINUTE;
    lines.push(`instance ${instance}: RSS ${first.rssMb.toFixed(1)} MB at the end of warm-up, ${last.rssMb.toFixed(1)} MB at the end ` +
      `(${Math.max(...warmedUp.map((s) => s.rssMb)).toFixed(1)} MB at most); heap in use ${first.heapUsedMb.toFixed(1)} → ${last.heapUsedMb.toFixed(1)} MB, ` +
      `its lowest ${floor.firstMb.toFixed(1)} MB in the first half after warm-up, ${floor.secondMb.toFixed(1)} MB in the second: ` +
      `${floor.mbPerMinute.toFixed(2)} MB/min (threshold < ${MAX_GROWTH_MB_PER_MINUTE})`);
  }
  if (MINUTES < VERDICT_MIN_MINUTES) {
    lines.push(`memory: no verdict, the run is shorter than ${VERDICT_MIN_MINUTES} min`);
    return { lines, grew: false };
  }
  lines.push(grew ? 'memory GROWS after warm-up' : 'memory flat after warm-up');
  return { lines, grew };
}

function latencyFigures(latenciesMs: number[]) {
  if (latenciesMs.length === 0) return { requests: 0, p50: 0, p99: 0 };
  return { requests: latenciesMs.length, p50: percentile(latenciesMs, 50), p99: percentile(latenciesMs, 99) };
}

/** The lowest heap in use of each half of `samples` (in time), and how fast it rose from one to the other. */
function floorGrowth(samples: MemorySample[]): { firstMb: number; secondMb: number; mbPerMinute: number } {
  if (samples.length < 2) return { firstMb: samples[0].heapUsedMb, secondMb: samples[0].heapUsedMb, mbPerMinute: 0 };
  const start = samples[0].seconds;
  const halfSeconds = (samples.at(-1)!.seconds - start) / 2;
  const floor = (half: MemorySample[]) => Math.min(...half.map((s) => s.heapUsedMb));
  const firstMb = floor(samples.filter((s) => s.seconds < start + halfSeconds));
  const secondMb = floor(samples.filter((s) => s.seconds >= start + halfSeconds));
  return { firstMb, secondMb, mbPerMinute: halfSeconds === 0 ? 0 : (secondMb - firstMb) / (halfSeconds / 60) };
}

const instanceNumbers = (memory: MemorySample[]) => [...new Set(memory.map((s) => s.instance))];

/** A fresh database on SERVER_URL's server, for this run alone. */
async function createDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  // FORCE: a connection the instances left behind must not keep the database.
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The rate-limit counters of this run, which would otherwise wait for their windows to expire. */
async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= work());
}

// Progress goes to stderr: stdout holds only the summary.
const progress = (text: string) => process.stderr.write(`· ${text}\n`);

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`soak failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
