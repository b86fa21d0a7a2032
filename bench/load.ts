import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { cpuMicros } from './cpu.js';

/** Something to load: a URL and the headers each request carries. */
export interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** The process that answers, whose CPU time each load measures. */
  pid: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of the target's process over the run, divided by the requests completed in it. */
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
  const cpuBefore = cpuMicros(target.pid);
  // autocannon stops by itself after `seconds`; the margin only catches a hung run.
  const { stdout } = await run(process.execPath, args, { timeout: (seconds + 30) * 1000, maxBuffer: 16 * 1024 * 1024 });
  const cpuUsed = cpuMicros(target.pid) - cpuBefore;
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as AutocannonJson;
  return {
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
  const rate = Math.max(first.requestsPerSecond, 1);
  const rest = Math.min(Math.ceil(WARM_UP_REQUESTS / rate) - WARM_UP_FIRST_SECONDS, WARM_UP_MAX_SECONDS - WARM_UP_FIRST_SECONDS);
  return rest > 0 ? [first, await load(target, rest, connections)] : [first];
}
