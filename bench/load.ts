import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { cpuMicros } from './cpu.js';
import { median } from './report.js';

/** Something to load: a URL and the headers each request carries. */
export interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** The process that answers, whose CPU time each load measures... */
  pid: number;
  /**
   * ...or, when given, the CPU time in µs so far of every process that answers (the service and its
   * database, say): a load charges its requests with what this grows by.
   */
  cpuMicros?: () => number;
}

export interface LoadResult {
  /** Requests completed, and the seconds they were sent for. */
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of the target's process (or `cpuMicros`) over the run, divided by the requests completed in it. */
  cpuMicrosPerRequest: number;
  /** Answers by status code. */
  statusCodes: Record<string, number>;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** The subset of autocannon's JSON result that we read. */
interface AutocannonJson {
  /** `total`: the requests completed. */
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export const CONNECTIONS = 50;

/**
 * V8 optimizes a function once it has run often enough, on a thread of its own whose CPU time the runs
 * count: a side measured before its compiling is done is charged for it. Counted with --trace-opt on
 * the payments of a client, 50 connections, after 10 000 requests: the service compiled 281 functions
 * in the next 10 s, 90 in the 10 s after, then 2; its baseline, with less code, 136, 63, then none.
 * The invoice summary's CPU per request fell from 447 µs in its first 10 s to about 220 µs after a
 * minute. Each side warms up for this many requests...
 */
const WARM_UP_REQUESTS = 60_000;
/** ...or this long, whichever comes first: a case answering 150 requests a second would take minutes. */
const WARM_UP_MAX_SECONDS = 30;
/** The first part of a warm-up, which gives the rate the rest is sized by. */
const WARM_UP_FIRST_SECONDS = 2;

const autocannonCli = createRequire(import.meta.url).resolve('autocannon');
const run = promisify(execFile);

/**
 * Loads `target` for `seconds` with autocannon in a process of its own, so that the load generator
 * does not share an event loop with what it measures.
 */
export async function load(target: Target, seconds: number, connections = CONNECTIONS): Promise<LoadResult> {
  const headers = Object.entries(target.headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [autocannonCli, '-c', String(connections), '-d', String(seconds), '-j', ...headers, target.url];
  // The target idles while autocannon starts and exits: the CPU time between is that of the load.
  const cpuOfTarget = target.cpuMicros ?? (() => cpuMicros(target.pid));
  const cpuBefore = cpuOfTarget();
  // autocannon stops by itself after `seconds`; the margin only catches a hung run.
  const { stdout } = await run(process.execPath, args, { timeout: (seconds + 30) * 1000, maxBuffer: 16 * 1024 * 1024 });
  const cpuUsed = cpuOfTarget() - cpuBefore;
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as AutocannonJson;
  return {
    requests: result.requests.total,
    seconds,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest: cpuUsed / result.requests.total,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Loads `target` until WARM_UP_REQUESTS at the rate first seen, up to WARM_UP_MAX_SECONDS: its runs. */
export async function warmUp(target: Target, connections = CONNECTIONS): Promise<LoadResult[]> {
  const first = await load(target, WARM_UP_FIRST_SECONDS, connections);
  const rest = warmUpRestSeconds(first.requestsPerSecond);
  return rest > 0 ? [first, await load(target, rest, connections)] : [first];
}

/**
 * Warms up `targets` to be measured against each other: a first run of each gives its rate, then the
 * rest of the warm-up, sized by the slowest, is taken in turns (`loadInTurns`), as the pairs are.
 * Warmed up one after the other, the first target (ours, in every stage) idled through the others'
 * warm-up, up to 30 s, right before its first pair, and paid for it there: the service against
 * `pg-invoices` (summary usd last_year, fresh processes) had a first pair's CPU ratio of 1.26 to 2.26
 * in six runs, its later pairs 1.05 to 1.53 (bench/README.md). Each target's runs: its first, then its
 * share of the turns.
 */
export async function warmUpInTurns(targets: Target[], connections = CONNECTIONS): Promise<LoadResult[][]> {
  const firsts: LoadResult[] = [];
  for (const target of targets) firsts.push(await load(target, WARM_UP_FIRST_SECONDS, connections));
  const rate = Math.min(...firsts.map((run) => run.requestsPerSecond));
  const rest = warmUpRestSeconds(rate);
  if (rest <= 0) return firsts.map((first) => [first]);
  const turns = await loadInTurns(targets, rest, slicesOf(rest, rate, connections), connections);
  return firsts.map((first, i) => [first, turns[i]]);
}

/** The warm-up after its first run, for a target answering `rate` requests a second. */
function warmUpRestSeconds(rate: number): number {
  return Math.min(Math.ceil(WARM_UP_REQUESTS / Math.max(rate, 1)) - WARM_UP_FIRST_SECONDS, WARM_UP_MAX_SECONDS - WARM_UP_FIRST_SECONDS);
}

/**
 * The machine's speed drifts over seconds, not only minutes: a pair is taken in slices, the sides in
 * turns (bench/README.md gives the measurement that showed it). A slice holds at least this many
 * requests per connection, so that the requests cut off at its end (one per connection) stay a small
 * share of it...
 */
const SLICE_REQUESTS_PER_CONNECTION = 20;
/** ...and lasts at least this long (an autocannon run also opens its connections). */
const MIN_SLICE_SECONDS = 2;

/** How many slices `seconds` of load are cut into for targets answering `rate` requests a second. */
export function slicesOf(seconds: number, rate: number, connections = CONNECTIONS): number {
  const sliceSeconds = Math.max(MIN_SLICE_SECONDS, Math.ceil((SLICE_REQUESTS_PER_CONNECTION * connections) / Math.max(rate, 1)));
  return Math.max(1, Math.floor(seconds / sliceSeconds));
}

/**
 * One pair: each of `targets` loaded for `seconds` in all, in `slices` slices taken in turns, the
 * order reversed every other turn (A B, B A, A B…): a drift of the machine within the pair falls on
 * every target alike. Each target's result adds up its slices; its p50 and p99 are the medians of
 * the slices' (autocannon gives no histogram to merge).
 */
export async function loadInTurns(targets: Target[], seconds: number, slices: number, connections = CONNECTIONS): Promise<LoadResult[]> {
  const sliceSeconds = Math.max(1, Math.floor(seconds / slices));
  const runs: LoadResult[][] = targets.map(() => []);
  for (let turn = 0; turn < slices; turn++) {
    for (const i of alternating([...targets.keys()], turn)) runs[i].push(await load(targets[i], sliceSeconds, connections));
  }
  return runs.map(combined);
}

/** `items` in their order in even turns (the first is 0) and reversed in odd ones. */
export const alternating = <T>(items: T[], turn: number): T[] => (turn % 2 === 0 ? items : [...items].reverse());

function combined(slices: LoadResult[]): LoadResult {
  const requests = sum(slices.map((s) => s.requests));
  const seconds = sum(slices.map((s) => s.seconds));
  const statusCodes: Record<string, number> = {};
  for (const slice of slices) for (const [code, count] of Object.entries(slice.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    requests,
    seconds,
    requestsPerSecond: requests / seconds,
    p50Ms: median(slices.map((s) => s.p50Ms)),
    p99Ms: median(slices.map((s) => s.p99Ms)),
    cpuMicrosPerRequest: sum(slices.map((s) => s.cpuMicrosPerRequest * s.requests)) / Math.max(requests, 1),
    statusCodes,
    non2xx: sum(slices.map((s) => s.non2xx)),
    errors: sum(slices.map((s) => s.errors)),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
