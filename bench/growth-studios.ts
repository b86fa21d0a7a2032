/**
 * Growth in studios: one studio's everyday reads on an instance that holds it alone, against the same
 * studio (the same data) among a thousand others on a second instance, measured in turns; then
 * restarts of the crowded instance. Results go to bench/results/growth/ as CSV and PNG.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { cpuMicros, postgresCpuMicros } from './cpu.js';
import type { LoadResult, Target } from './load.js';
import { writeBarChartPng } from './plot.js';
import { median, ratioText, startupLine } from './report.js';
import { stopChild } from './processes.js';
import { failedAnswers, getJson, measurePairs, seedDemo } from './scale.js';
import { measureStartups, postmasterPid, repoRoot, startService, type Service } from './service.js';

/** What every studio holds, as `seed-demo --studios` options. */
const PER_STUDIO = ['--clients', '100', '--invoices', '100', '--sessions', '50', '--conversations', '1', '--bulk-collections', '1'];
const CONNECTIONS = 10;
const RATIO_TARGET = 0.9;
const STARTUPS = 3;
/** The zone `seed-demo --studios` gives its studios. */
const ZONE = 'America/New_York';
/** Open slots of the portrait type on a working day with a session or two: fewer is a short day. */
const FULL_DAY_SLOTS = 4;
const RESULTS_DIR = path.join(repoRoot, 'bench', 'results', 'growth');

export interface GrowthStudiosBench {
  report: string;
  /** Some answer was not a 200. */
  failed: boolean;
}

/** An instance and the credential of the studio measured on it. */
interface Instance {
  dataDir: string;
  service: Service;
  headers: Record<string, string>;
  seedSeconds: number;
}

/** A read of the studio, the same on both instances but for the ids in its path. */
interface Read {
  name: string;
  path: string;
}

export async function benchmarkGrowthStudios(dataDir: string, options: { studios: number; seconds: number; pairs: number }): Promise<GrowthStudiosBench> {
  const lone = await seededInstance(path.join(dataDir, 'growth-lone'), 1);
  const many = await seededInstance(path.join(dataDir, 'growth-many'), options.studios);
  const day = await busyDay(lone);
  const loneReads = await readsOf(lone, day);
  const manyReads = await readsOf(many, day);
  const lines = [
    `\nGrowth in studios: one studio alone, and the same studio among ${options.studios} (each: ${PER_STUDIO.join(' ')}), ${CONNECTIONS} connections`,
    `seeded: 1 studio in ${lone.seedSeconds.toFixed(1)} s; ${options.studios} studios in ${many.seedSeconds.toFixed(1)} s ` +
      `(${(options.studios / many.seedSeconds).toFixed(1)} studios/s); day availability on ${day}`,
  ];
  lines.push(...(await sameShapes(lone, loneReads, many, manyReads)));
  const rows: Row[] = [];
  let failed = false;
  for (const [i, read] of loneReads.entries()) {
    const runs = await measureInTurns(target(lone, read), target(many, manyReads[i]), options);
    failed ||= failedAnswers([...runs.lone, ...runs.many]);
    rows.push(rowOf(read.name, runs));
  }
  lines.push(...tableOf(rows, options.studios));
  await stopChild(lone.service.child);
  await stopChild(many.service.child);
  const startups = await measureStartups(many.dataDir, STARTUPS);
  lines.push(`${options.studios} studios: ${startupLine(startups)}`);
  await writeResults(rows, startups, options.studios);
  lines.push(`results: ${path.relative(repoRoot, RESULTS_DIR)}/studios.{csv,png}, start.csv`);
  return { report: lines.join('\n'), failed };
}

/** A fresh data directory (inside the run's, removed with it), its service, and `studios` seeded beside it. */
async function seededInstance(dataDir: string, studios: number): Promise<Instance> {
  // The embedded PostgreSQL runs as the `postgres` user when we are root: it must traverse the directory.
  mkdirSync(dataDir, { mode: 0o755 });
  const service = await startService(dataDir);
  process.stderr.write(`· seeding ${studios} studios\n`);
  const seeded = await seedDemo(dataDir, ['--studios', String(studios), ...PER_STUDIO]);
  return { dataDir, service, headers: { authorization: `Bearer ${seeded.token}` }, seedSeconds: seeded.seconds };
}

/**
 * A working day about three weeks ahead with a booked session of the portrait type's calendar and a
 * full day's open slots (not a holiday's short day).
 */
async function busyDay(instance: Instance): Promise<string> {
  const portrait = await portraitType(instance);
  let date = Temporal.Now.plainDateISO(ZONE).add({ days: 21 });
  for (let tries = 0; tries < 90; tries++, date = date.add({ days: 1 })) {
    const day = (await get(instance, `/api/v1/session_types/${portrait}/check-day-avail/${date}-${ZONE}`)).data as { slots: unknown[] };
    const booked = (await get(instance, `/api/v1/sessions?per_page=1&from=${date}&to=${date}&status=booked`)).meta.total as number;
    if (day.slots.length >= FULL_DAY_SLOTS && booked > 0) return date.toString();
  }
  throw new Error('no day with both a booked session and open slots in the next three months');
}

async function readsOf(instance: Instance, day: string): Promise<Read[]> {
  const collection = (await get(instance, '/api/v1/collections?limit=1&offset=0')).data[0] as { id: string };
  const gallery = (await get(instance, `/api/v1/collections/${collection.id}/galleries`)).data[0] as { id: string };
  return [
    { name: 'client list page 1', path: '/api/v1/clients' },
    { name: 'client search', path: '/api/v1/clients/search?q=smith' },
    { name: 'invoice summary', path: '/api/v1/invoices/invoice_summary' },
    { name: 'day availability', path: `/api/v1/session_types/${await portraitType(instance)}/check-day-avail/${day}-${ZONE}` },
    { name: 'collections page 1', path: '/api/v1/collections?limit=25&offset=0' },
    { name: 'gallery photos page', path: `/api/v1/galleries/${gallery.id}/photos?limit=100&offset=0` },
  ];
}

async function portraitType(instance: Instance): Promise<string> {
  const types = (await get(instance, '/api/v1/session_types?per_page=100')).data as { id: string; name: string }[];
  const portrait = types.find((type) => type.name === 'Portrait session');
  if (!portrait) throw new Error('the seeded studio has no "Portrait session"');
  return portrait.id;
}

/**
 * The two studios were seeded from the same seeds: each read must find as many items on both, or
 * the comparison is of different work. Answers a warning line per read that does not.
 */
async function sameShapes(lone: Instance, loneReads: Read[], many: Instance, manyReads: Read[]): Promise<string[]> {
  const warnings: string[] = [];
  for (const [i, read] of loneReads.entries()) {
    const [a, b] = [sizeOf(await get(lone, read.path)), sizeOf(await get(many, manyReads[i].path))];
    if (a !== b) warnings.push(`WARNING: ${read.name} finds ${a} alone and ${b} among the others`);
  }
  return warnings;
}

/** Items in an answer: a list's length, a day's slots, or the keys of a summary. */
function sizeOf(body: { data: unknown }): number {
  const data = body.data as unknown[] | { slots?: unknown[] };
  if (Array.isArray(data)) return data.length;
  return data.slots?.length ?? Object.keys(data).length;
}

/**
 * A read of `instance`, charged with the CPU time of the service and its PostgreSQL together:
 * throughput moves with whatever else the machine runs, CPU time per request much less, and it says
 * whether the crowded studio's reads do more work.
 */
function target(instance: Instance, read: Read): Target {
  const pid = instance.service.child.process.pid!;
  const postmaster = postmasterPid(instance.dataDir);
  if (postmaster === null) throw new Error(`no PostgreSQL runs on ${instance.dataDir}`);
  return {
    name: read.name,
    url: instance.service.origin + read.path,
    headers: instance.headers,
    pid,
    cpuMicros: () => cpuMicros(pid) + postgresCpuMicros(postmaster),
  };
}

/**
 * The lone studio's read and the crowded one's in pairs of slices taken in turns (`measurePairs`), as
 * every stage against a baseline is: whole runs one after the other drifted by ±20 % between pairs.
 */
async function measureInTurns(lone: Target, many: Target, options: { seconds: number; pairs: number }): Promise<{ lone: LoadResult[]; many: LoadResult[] }> {
  const runs = await measurePairs([lone, many], { ...options, connections: CONNECTIONS }, {
    warmedUp: (side, warmUpRuns) => {
      if (!failedAnswers(warmUpRuns)) return;
      throw new Error(`warm-up of ${side.name} (${side.url}) got answers other than 200: ${warmUpRuns.map((run) => JSON.stringify(run.statusCodes)).join(', ')}`);
    },
    measured: (pair, side, result) => {
      const where = side === lone ? 'alone' : 'among others';
      process.stderr.write(`· ${side.name} pair ${pair}/${options.pairs} ${where}: ${result.requestsPerSecond.toFixed(0)} req/s\n`);
    },
  });
  return { lone: runs[0].runs, many: runs[1].runs };
}

/** One read's medians on each side, and the medians of the per-pair ratios crowded/alone. */
interface Row {
  read: string;
  lone: SideMedians;
  many: SideMedians;
  /** Of req/s: the target's. */
  ratio: number;
  /** Of CPU time per request, the service's and PostgreSQL's. */
  cpuRatio: number;
}

interface SideMedians {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMicrosPerRequest: number;
}

function rowOf(read: string, runs: { lone: LoadResult[]; many: LoadResult[] }): Row {
  const medians = (side: LoadResult[]): SideMedians => ({
    requestsPerSecond: median(side.map((r) => r.requestsPerSecond)),
    p50Ms: median(side.map((r) => r.p50Ms)),
    p99Ms: median(side.map((r) => r.p99Ms)),
    cpuMicrosPerRequest: median(side.map((r) => r.cpuMicrosPerRequest)),
  });
  const ratio = median(runs.many.map((r, i) => r.requestsPerSecond / runs.lone[i].requestsPerSecond));
  const cpuRatio = median(runs.many.map((r, i) => r.cpuMicrosPerRequest / runs.lone[i].cpuMicrosPerRequest));
  return { read, lone: medians(runs.lone), many: medians(runs.many), ratio, cpuRatio };
}

function tableOf(rows: Row[], studios: number): string[] {
  const side = (s: SideMedians) =>
    `${s.requestsPerSecond.toFixed(0).padStart(9)}${s.p50Ms.toFixed(0).padStart(6)}${s.p99Ms.toFixed(0).padStart(6)}${s.cpuMicrosPerRequest.toFixed(0).padStart(8)}`;
  return [
    `${''.padEnd(22)}${'alone'.padStart(29)}${`among ${studios}`.padStart(29)}`,
    `${'read'.padEnd(22)}${'   req/s   p50   p99  CPU µs'.repeat(2)}${'ratio'.padStart(8)}${''.padEnd(8)}${'CPU ratio'.padStart(10)}`,
    ...rows.map((row) =>
      `${row.read.padEnd(22)}${side(row.lone)}${side(row.many)}${ratioText(row.ratio, RATIO_TARGET).padStart(8)}   ${(row.ratio >= RATIO_TARGET ? 'PASS' : 'BELOW').padEnd(5)}` +
        `${row.cpuRatio.toFixed(2).padStart(10)}`),
    `target: ratio (among ${studios} / alone, req/s, median of the per-pair ratios) ≥ ${RATIO_TARGET}; p50 and p99 in ms; ` +
      'CPU µs per request of the service and its PostgreSQL together, and its ratio among/alone (no target: the steadier check)',
  ];
}

/** The CSVs, and the chart drawn from the rows written to the CSV. */
async function writeResults(rows: Row[], startups: number[], studios: number): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const header = 'read,alone_rps,alone_p50_ms,alone_p99_ms,alone_cpu_us,among_rps,among_p50_ms,among_p99_ms,among_cpu_us,ratio,cpu_ratio';
  const side = (s: SideMedians) => [s.requestsPerSecond.toFixed(0), s.p50Ms, s.p99Ms, s.cpuMicrosPerRequest.toFixed(0)];
  const line = (r: Row) => [r.read, ...side(r.lone), ...side(r.many), r.ratio.toFixed(3), r.cpuRatio.toFixed(3)].join(',');
  writeFileSync(path.join(RESULTS_DIR, 'studios.csv'), `${[header, ...rows.map(line)].join('\n')}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'start.csv'), `${['run,ms', ...startups.map((ms, i) => `${i + 1},${ms.toFixed(0)}`)].join('\n')}\n`);
  await writeBarChartPng({
    title: `One studio's reads: alone on an instance, and among ${studios} studios (${CONNECTIONS} connections)`,
    yLabel: 'requests per second (median)',
    categories: rows.map((r) => r.read),
    series: [
      { name: 'alone', values: rows.map((r) => r.lone.requestsPerSecond) },
      { name: `among ${studios} studios`, values: rows.map((r) => r.many.requestsPerSecond) },
    ],
  }, path.join(RESULTS_DIR, 'studios.png'));
}

const get = (instance: Instance, route: string) => getJson(instance.service.origin + route, instance.headers);
