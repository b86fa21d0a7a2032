/**
 * `npm run bench`: our GET /api/v1/coupons/{id} against three baselines in the same run, the client CRM,
 * the invoices, the conversations, live events across instances, scheduling and the gallery at scale,
 * one studio alone against the same among many, then the start-up time. See bench/README.md.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFixture, embeddedDatabaseUrl, type Fixture } from './fixture.js';
import { CONNECTIONS, type LoadResult, type Target } from './load.js';
import { stopAll } from './processes.js';
import { cpuRatioTable, idleLine, ratioTable, startupLine, throughputTable, unexpectedAnswers, type TargetRuns } from './report.js';
import { measureIdleCpu, measureStartups, startService, type Service } from './service.js';
import { measurePairs, startBaseline, type Baseline } from './scale.js';
import { benchmarkClients } from './clients.js';
import { benchmarkInvoices } from './invoices.js';
import { benchmarkConversations } from './conversations.js';
import { benchmarkLiveEvents } from './live-events.js';
import { benchmarkScheduling } from './scheduling.js';
import { benchmarkGallery } from './gallery.js';
import { benchmarkGalleryZip } from './gallery-zip.js';
import { benchmarkPages } from './pages.js';
import { benchmarkWebhooks } from './webhooks.js';
import { benchmarkEmail } from './email.js';
import { benchmarkGrowthStudios } from './growth-studios.js';
import { benchmarkGrowthDepth } from './growth-depth.js';

const SECONDS = positiveInteger('BENCH_SECONDS', 10);
const PAIRS = positiveInteger('BENCH_PAIRS', 3);
const CLIENTS = positiveInteger('BENCH_CLIENTS', 100_000);
const INVOICES = positiveInteger('BENCH_INVOICES', 100_000);
const CONVERSATIONS = positiveInteger('BENCH_CONVERSATIONS', 20_000);
/** Spread over the demo's year (6 months back and 6 ahead): a little less than its default of about 930. */
const SESSIONS = positiveInteger('BENCH_SESSIONS', 800);
const COLLECTIONS = positiveInteger('BENCH_COLLECTIONS', 500);
const GALLERY_PHOTOS = positiveInteger('BENCH_GALLERY_PHOTOS', 5000);
const PAGE_PHOTOS = positiveInteger('BENCH_PAGE_PHOTOS', 2000);
const MAILS = positiveInteger('BENCH_MAILS', 1000);
const STUDIOS = positiveInteger('BENCH_STUDIOS', 1000);
const DEPTH_CLIENTS = positiveIntegers('BENCH_DEPTH_CLIENTS', [10_000, 100_000, 1_000_000]);
const STAGES = [
  'coupons', 'clients', 'invoices', 'conversations', 'live-events', 'scheduling', 'gallery', 'gallery-zip', 'pages', 'webhooks', 'email',
  'growth-studios', 'growth-depth', 'startup',
] as const;
type Stage = (typeof STAGES)[number];
const ONLY = chosenStages('BENCH_ONLY');
const STARTUPS = 3;

async function main(): Promise<number> {
  const dataDir = makeDataDir();
  const cleanUp = once(async () => {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const onSignal = (signal: NodeJS.Signals) => void cleanUp().finally(() => process.exit(128 + os.constants.signals[signal]));
  // `on`, not `once`: tsx relays a Ctrl+C a second time, and a signal without a listener left would
  // end the process before the clean-up is done.
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await benchmark(dataDir);
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function benchmark(dataDir: string): Promise<number> {
  const service = await startService(dataDir);
  progress(`service ready in ${seconds(service.readyMs)} (first start: initdb and migrations)`);
  say(`${CONNECTIONS} connections, ${SECONDS} s per run, pairs: ${PAIRS}; ${os.cpus().length} CPUs, Node.js ${process.version}; stages: ${[...ONLY].join(', ')}`);
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  const scale = { seconds: SECONDS, pairs: PAIRS };
  let failed = false;
  if (ONLY.has('coupons')) failed = await benchmarkCoupon(service, databaseUrl);
  if (ONLY.has('clients')) {
    progress(`seeding ${CLIENTS} clients`);
    const clients = await benchmarkClients(service, dataDir, databaseUrl, { ...scale, count: CLIENTS });
    say(clients.report);
    failed ||= clients.failed;
  }
  if (ONLY.has('invoices')) {
    progress(`seeding ${INVOICES} invoices`);
    const invoices = await benchmarkInvoices(service, dataDir, databaseUrl, { ...scale, count: INVOICES });
    say(invoices.report);
    failed ||= invoices.failed;
  }
  if (ONLY.has('conversations')) {
    progress(`seeding ${CONVERSATIONS} conversations`);
    const conversations = await benchmarkConversations(service, dataDir, databaseUrl, { ...scale, count: CONVERSATIONS });
    say(conversations.report);
    failed ||= conversations.failed;
  }
  if (ONLY.has('live-events')) {
    const liveEvents = await benchmarkLiveEvents(service, dataDir, databaseUrl, { pairs: PAIRS });
    say(liveEvents.report);
    failed ||= liveEvents.failed;
  }
  if (ONLY.has('scheduling')) {
    progress(`seeding ${SESSIONS} sessions`);
    const scheduling = await benchmarkScheduling(service, dataDir, databaseUrl, { ...scale, count: SESSIONS });
    say(scheduling.report);
    failed ||= scheduling.failed;
  }
  if (ONLY.has('gallery')) {
    progress(`renditions, then seeding ${COLLECTIONS} collections and a gallery of ${GALLERY_PHOTOS} photos`);
    const gallery = await benchmarkGallery(service, dataDir, databaseUrl, { ...scale, collections: COLLECTIONS, photos: GALLERY_PHOTOS });
    say(gallery.report);
    failed ||= gallery.failed;
  }
  if (ONLY.has('gallery-zip')) {
    const galleryZip = await benchmarkGalleryZip(service);
    say(galleryZip.report);
    failed ||= galleryZip.failed;
  }
  if (ONLY.has('pages')) {
    progress(`seeding a gallery of ${PAGE_PHOTOS} photos for its page`);
    const pages = await benchmarkPages(service, dataDir, databaseUrl, { ...scale, photos: PAGE_PHOTOS });
    say(pages.report);
    failed ||= pages.failed;
  }
  if (ONLY.has('webhooks')) {
    const webhooks = await benchmarkWebhooks(service);
    say(webhooks.report);
    failed ||= webhooks.failed;
  }
  if (ONLY.has('email')) {
    const email = await benchmarkEmail(databaseUrl, MAILS);
    say(email.report);
    failed ||= email.failed;
  }
  if (ONLY.has('growth-studios')) {
    const growth = await benchmarkGrowthStudios(dataDir, { ...scale, studios: STUDIOS });
    say(growth.report);
    failed ||= growth.failed;
  }
  if (ONLY.has('growth-depth')) {
    progress(`growing one studio to ${DEPTH_CLIENTS.join(', ')} clients, the list measured at each`);
    const depth = await benchmarkGrowthDepth(dataDir, { sizes: DEPTH_CLIENTS, seconds: SECONDS });
    say(depth.report);
    failed ||= depth.failed;
  }
  // Start-up is measured alone: the baselines and the first service stop before.
  await stopAll();
  if (ONLY.has('startup')) {
    say(`\n${startupLine(await measureStartups(dataDir, STARTUPS))}`);
    say(idleLine(await measureIdleCpu(dataDir)));
  }
  return failed ? 1 : 0;
}

/** GET /api/v1/coupons/{id} against the three baselines; true when some answer was not a 200. */
async function benchmarkCoupon(service: Service, databaseUrl: string): Promise<boolean> {
  const fixture = await createFixture(service.origin);
  const baselines = await startBaselines(fixture, databaseUrl);
  const targets = [oursTarget(service, fixture), ...baselines.map(({ target }) => target)];
  const results = await measureThroughput(targets);
  for (const { baseline } of baselines) await baseline.stop();
  say('\nGET /api/v1/coupons/{id}\n');
  say(throughputTable(results));
  say(`\n${ratioTable(results[0], results.slice(1))}\n`);
  // hello runs no query: beside ours, its CPU per request is for scale only, a ratio to it means nothing.
  say(`${cpuRatioTable(results[0], results.filter(({ name }) => name.startsWith('pg-')))}\n`);
  const problems = unexpectedAnswers(results);
  say(problems.length === 0 ? 'every answer was 200' : `ERROR: answers other than 200:\n  ${problems.join('\n  ')}`);
  return problems.length > 0;
}

function oursTarget(service: Service, fixture: Fixture): Target {
  return {
    name: 'ours',
    url: `${service.origin}/api/v1/coupons/${fixture.couponId}`,
    headers: { authorization: `Bearer ${fixture.token}` },
    pid: service.child.process.pid!,
  };
}

/** Each baseline in a process of its own, as the service is, and the target of its route. */
async function startBaselines(fixture: Fixture, databaseUrl: string): Promise<{ baseline: Baseline; target: Target }[]> {
  const database = { DATABASE_URL: databaseUrl, STUDIO_ID: fixture.studioId };
  const baselines = [
    { name: 'hello', script: 'bench/hello.ts', route: '/', env: {} },
    { name: 'pg-plain', script: 'bench/pg-coupon.ts', route: `/coupons/${fixture.couponId}`, env: { ...database, STATEMENT: 'plain' } },
    { name: 'pg-prepared', script: 'bench/pg-coupon.ts', route: `/coupons/${fixture.couponId}`, env: { ...database, STATEMENT: 'prepared' } },
  ];
  const started: { baseline: Baseline; target: Target }[] = [];
  for (const { name, script, route, env } of baselines) {
    const baseline = await startBaseline(name, script, env, route);
    started.push({ baseline, target: { name, url: baseline.origin + route, headers: {}, pid: baseline.pid } });
  }
  return started;
}

/**
 * A warm-up per target (`assertAllOk`), then pairs: ours and each baseline in turns, PAIRS times, in
 * the reverse order every other pair (`measurePairs`).
 */
function measureThroughput(targets: Target[]): Promise<TargetRuns[]> {
  return measurePairs(targets, { seconds: SECONDS, pairs: PAIRS }, {
    warmedUp: (target, runs) => {
      progress(`warmed up ${target.name}`);
      for (const run of runs) assertAllOk(target, run);
    },
    measured: (pair, target, result) =>
      progress(`pair ${pair}/${PAIRS} ${target.name.padEnd(12)} ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms, CPU ${result.cpuMicrosPerRequest.toFixed(0)} µs/req`),
  });
}

/** A warm-up that fails means the set-up is broken: stop before spending minutes on it. */
function assertAllOk(target: Target, result: LoadResult): void {
  const problems = unexpectedAnswers([{ name: target.name, runs: [result] }]);
  if (problems.length > 0) throw new Error(`warm-up of ${target.name} got answers other than 200: ${problems.join('; ')}`);
}

/** The embedded PostgreSQL runs as the `postgres` user when we are root: it must traverse the directory. */
function makeDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  chmodSync(dir, 0o755);
  return dir;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** `10000,100000`: a comma-separated list of positive integers. */
function positiveIntegers(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 1)) throw new Error(`${name} must be positive integers separated by commas, got "${raw}"`);
  return values;
}

/** BENCH_ONLY=invoices,startup runs those stages only; unset, every stage runs. */
function chosenStages(name: string): Set<Stage> {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return new Set(STAGES);
  const chosen = raw.split(',').map((stage) => stage.trim());
  const unknown = chosen.filter((stage) => !(STAGES as readonly string[]).includes(stage));
  if (unknown.length > 0) throw new Error(`${name} names unknown stages (${unknown.join(', ')}); the stages are ${STAGES.join(', ')}`);
  return new Set(chosen as Stage[]);
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= work());
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const say = (text: string) => process.stdout.write(`${text}\n`);
// Progress goes to stderr: stdout holds only the report.
const progress = (text: string) => process.stderr.write(`· ${text}\n`);

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
