/**
 * Depth as a studio grows: one studio, on an instance of its own (the demo studio of the main one
 * already holds the clients stage's 100 000), seeded up to each size of BENCH_DEPTH_CLIENTS (10 000,
 * 100 000 and 1 000 000 unless given), and at each size the client list's first page, page 100 and the last
 * page, by `page` number and by `cursor`. Writes bench/results/growth/depth.csv, and depth.png and
 * depth-flat.png from it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load, type LoadResult } from './load.js';
import { COLOURS, writeLineChartPng } from './plot.js';
import { failedAnswers, getJson, seedDemo } from './scale.js';
import { stopChild } from './processes.js';
import { repoRoot, startService, type Service } from './service.js';

const RESULTS_DIR = path.join(repoRoot, 'bench/results/growth');
/**
 * Fewer callers than the other stages' 50: a deep page by number at a million clients takes long
 * enough that 50 queued on two cores would outlast the request deadline (503s instead of latencies).
 */
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const DEEP_PAGE = 100;
const LAST_BY_PAGE = 'last page by page';

export interface DepthBench {
  report: string;
  /** Some answer was not a 200. */
  failed: boolean;
}

interface DepthRow {
  clients: number;
  name: string;
  result: LoadResult;
}

export async function benchmarkGrowthDepth(dataDir: string, options: { sizes: number[]; seconds: number }): Promise<DepthBench> {
  // Below this there is no page 100 (of 25) to measure.
  const smallest = DEEP_PAGE * 25;
  if (options.sizes.some((size) => size < smallest)) throw new Error(`BENCH_DEPTH_CLIENTS must be ${smallest} or more each, got ${options.sizes.join(', ')}`);
  const depthDir = path.join(dataDir, 'growth-depth');
  // The embedded PostgreSQL runs as the `postgres` user when we are root: it must traverse the directory.
  mkdirSync(depthDir, { mode: 0o755 });
  const service = await startService(depthDir);
  try {
    return await measureDepth(service, depthDir, options);
  } finally {
    await stopChild(service.child);
  }
}

async function measureDepth(service: Service, dataDir: string, options: { sizes: number[]; seconds: number }): Promise<DepthBench> {
  const rows: DepthRow[] = [];
  const lines = ['\nGrowth, depth: the client list of one studio as it grows', `${CONNECTIONS} connections, ${options.seconds} s per case`];
  const headers = await demoStudio(dataDir);
  for (const size of [...options.sizes].sort((a, b) => a - b)) {
    const grown = await growTo(service, dataDir, headers, size);
    lines.push(`${grown.clients} clients (seeded ${grown.added} in ${grown.seconds.toFixed(1)} s)`);
    for (const [name, url] of await casesAt(service, headers)) {
      await load({ name, url, headers, pid: service.child.process.pid! }, WARM_UP_SECONDS, CONNECTIONS);
      const result = await load({ name, url, headers, pid: service.child.process.pid! }, options.seconds, CONNECTIONS);
      rows.push({ clients: grown.clients, name, result });
      lines.push(caseLine(name, result));
    }
  }
  await writeResults(rows);
  lines.push(`written: ${path.relative(repoRoot, path.join(RESULTS_DIR, 'depth.csv'))} and depth.png`);
  return { report: lines.join('\n'), failed: failedAnswers(rows.map((row) => row.result)) };
}

/** The token of the stage's demo studio, made without photos (whose renditions would run during the loads). */
async function demoStudio(dataDir: string): Promise<Record<string, string>> {
  const { token } = await seedDemo(dataDir, ['--clients', '0', '--collections', '0']);
  return { authorization: `Bearer ${token}` };
}

/** The demo studio brought up to `size` clients through seed-demo (bulk inserts, as `--clients` does); never shrunk. */
async function growTo(service: Service, dataDir: string, headers: Record<string, string>, size: number) {
  const added = Math.max(0, size - (await totalOf(service, headers)));
  const seconds = added > 0 ? (await seedDemo(dataDir, ['--clients', String(added)])).seconds : 0;
  return { clients: await totalOf(service, headers), added, seconds };
}

const totalOf = async (service: Service, headers: Record<string, string>) =>
  (await getJson(`${service.origin}/api/v1/clients?per_page=1`, headers)).meta.total as number;

/** Each case's URL: the cursors come from the answers a caller would have (page 99's `next`, any page's `last`). */
async function casesAt(service: Service, headers: Record<string, string>): Promise<[string, string][]> {
  const list = `${service.origin}/api/v1/clients`;
  const before = await getJson(`${list}?page=${DEEP_PAGE - 1}`, headers);
  const { last_page: lastPage } = before.meta;
  const { cursors } = before;
  return [
    ['page 1', `${list}?page=1`],
    [`page ${DEEP_PAGE} by page`, `${list}?page=${DEEP_PAGE}`],
    [`page ${DEEP_PAGE} by cursor`, `${list}?cursor=${cursors.next}`],
    [LAST_BY_PAGE, `${list}?page=${lastPage}`],
    ['last page by cursor', `${list}?cursor=${cursors.last}`],
  ];
}

function caseLine(name: string, result: LoadResult): string {
  const failed = failedAnswers([result]) ? `   ERROR: answers other than 200 ${JSON.stringify(result.statusCodes)}` : '';
  return `  ${name.padEnd(22)}${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(result.p50Ms).padStart(5)} ms   p99 ${String(result.p99Ms).padStart(5)} ms${failed}`;
}

async function writeResults(rows: DepthRow[]): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const csv = ['clients,case,requests_per_second,p50_ms,p99_ms', ...rows.map((r) =>
    `${r.clients},${r.name},${r.result.requestsPerSecond.toFixed(1)},${r.result.p50Ms},${r.result.p99Ms}`)];
  writeFileSync(path.join(RESULTS_DIR, 'depth.csv'), `${csv.join('\n')}\n`);
  await plotDepth(path.join(RESULTS_DIR, 'depth.csv'));
}

/**
 * The charts of a depth CSV, beside it: every case (depth.png), and every case but the last page by
 * number (depth-flat.png), whose growth otherwise squeezes the others into the bottom line.
 */
export async function plotDepth(csvFile: string): Promise<void> {
  const rows = readFileSync(csvFile, 'utf8').trim().split('\n').slice(1).map((line) => {
    const [clients, name, , p50] = line.split(',');
    return { clients: Number(clients), name, p50: Number(p50) };
  });
  const names = [...new Set(rows.map((r) => r.name))];
  // Each case keeps its colour in both charts.
  const chart = (shown: string[], title: string) => ({
    title,
    xLabel: 'clients in the studio',
    yLabel: 'p50 latency (ms)',
    series: shown.map((name) => ({
      name,
      colour: COLOURS[names.indexOf(name) % COLOURS.length],
      points: rows.filter((r) => r.name === name).map((r): [number, number] => [r.clients, r.p50]),
    })),
  });
  const dir = path.dirname(csvFile);
  await writeLineChartPng(chart(names, `Client list pages as one studio grows: p50, ${CONNECTIONS} connections`), path.join(dir, 'depth.png'));
  await writeLineChartPng(
    chart(names.filter((name) => name !== LAST_BY_PAGE), `The same without "${LAST_BY_PAGE}": p50, ${CONNECTIONS} connections`),
    path.join(dir, 'depth-flat.png'),
  );
}
