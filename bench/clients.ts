/**
 * The client CRM at scale: a studio of BENCH_CLIENTS clients (seed-demo, beside the running service),
 * then list pages, search and the CSV export, each against the same SQL run by a minimal server.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { CONNECTIONS, load, type Target } from './load.js';
import { freePort, startNode, waitForOk } from './processes.js';
import { median, type TargetRuns } from './report.js';
import { repoRoot, type Service } from './service.js';

const run = promisify(execFile);
const LIST_AND_SEARCH_TARGET = 0.85;
const SEARCH_P99_TARGET_MS = 20;
const CSV_ROWS_PER_SECOND_TARGET = 50_000;
const CSV_RSS_GROWTH_TARGET_MB = 50;

export interface ClientsBench {
  count: number;
  seedSeconds: number;
  report: string;
}

export async function benchmarkClients(service: Service, dataDir: string, databaseUrl: string, options: { count: number; seconds: number; pairs: number }): Promise<ClientsBench> {
  const seeded = await seed(dataDir, options.count);
  const api = { authorization: `Bearer ${seeded.token}` };
  const studioId = (await getJson(`${service.origin}/api/v1/auth/me`, api)).data.studio.id as string;
  // The page the issue names (2000 of 4000 at 100 000 clients), or the middle of a smaller studio.
  const deepPage = Math.min(2000, Math.ceil(options.count / 50));
  const rare = (await getJson(`${service.origin}/api/v1/clients?page=${deepPage}`, api)).data[0].email as string;
  const baseline = await startBaseline(databaseUrl, studioId);

  const cases = [
    { name: 'list page 1', ours: '/api/v1/clients?page=1', theirs: '/clients?page=1' },
    { name: `list page ${deepPage}`, ours: `/api/v1/clients?page=${deepPage}`, theirs: `/clients?page=${deepPage}` },
    { name: 'search "smith"', ours: '/api/v1/clients/search?q=smith', theirs: '/search?q=smith' },
    { name: 'search rare', ours: `/api/v1/clients/search?q=${encodeURIComponent(rare)}`, theirs: `/search?q=${encodeURIComponent(rare)}` },
  ];
  const lines = [`\nClients: ${options.count} in one studio (seeded in ${seeded.seconds.toFixed(1)} s, ${Math.round(options.count / seeded.seconds)} rows/s)`];
  lines.push(`${'endpoint'.padEnd(18)}${'ours req/s'.padStart(12)}${'p99 ms'.padStart(8)}${'base req/s'.padStart(12)}${'p99 ms'.padStart(8)}${'ratio'.padStart(8)}`);
  for (const c of cases) {
    const ours: Target = { name: 'ours', url: service.origin + c.ours, headers: api };
    const theirs: Target = { name: 'baseline', url: baseline + c.theirs, headers: {} };
    await load(ours, 2);
    await load(theirs, 2);
    const runs: TargetRuns[] = [{ name: 'ours', runs: [] }, { name: 'baseline', runs: [] }];
    for (let pair = 0; pair < options.pairs; pair++) {
      runs[0].runs.push(await load(ours, options.seconds));
      runs[1].runs.push(await load(theirs, options.seconds));
    }
    lines.push(caseLine(c.name, runs));
  }
  lines.push(`targets: ratio ≥ ${LIST_AND_SEARCH_TARGET} at ${CONNECTIONS} connections (p99 there is mostly queueing)`);
  for (const c of cases.filter((c) => c.name.startsWith('search'))) {
    lines.push(await latencyLine(c.name, { name: 'ours', url: service.origin + c.ours, headers: api }, options.seconds));
  }
  lines.push(await csvLine(service, api, options.count));
  return { count: options.count, seedSeconds: seeded.seconds, report: lines.join('\n') };
}

function caseLine(name: string, [ours, theirs]: TargetRuns[]): string {
  const ratio = median(ours.runs.map((r, i) => r.requestsPerSecond / theirs.runs[i].requestsPerSecond));
  const m = (t: TargetRuns, f: (r: TargetRuns['runs'][0]) => number) => median(t.runs.map(f));
  const failed = ours.runs.some((r) => r.non2xx > 0 || r.errors > 0) ? '   ERROR: non-2xx answers' : '';
  return `${name.padEnd(18)}${m(ours, (r) => r.requestsPerSecond).toFixed(0).padStart(12)}${m(ours, (r) => r.p99Ms).toFixed(0).padStart(8)}` +
    `${m(theirs, (r) => r.requestsPerSecond).toFixed(0).padStart(12)}${m(theirs, (r) => r.p99Ms).toFixed(0).padStart(8)}${ratio.toFixed(2).padStart(8)}` +
    `   ${ratio >= LIST_AND_SEARCH_TARGET ? 'PASS' : 'BELOW'}${failed}`;
}

/** Latency of one caller at a time: what a person typing in a search box waits. */
async function latencyLine(name: string, target: Target, seconds: number): Promise<string> {
  const result = await load(target, seconds, 1);
  const verdict = result.p99Ms <= SEARCH_P99_TARGET_MS ? 'PASS' : 'BELOW';
  return `${name}, one caller at a time: p99 ${result.p99Ms} ms (${result.requestsPerSecond.toFixed(0)} req/s); target ≤ ${SEARCH_P99_TARGET_MS} ms   ${verdict}`;
}

/** Three full exports: rows per second, and the service's resident memory growth while exporting. */
async function csvLine(service: Service, headers: Record<string, string>, count: number): Promise<string> {
  const pid = service.child.process.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const seconds: number[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await fetch(`${service.origin}/api/v1/clients/download_csv`, { headers });
      const rows = (await response.text()).split('\r\n').length - 2;
      if (rows !== count) throw new Error(`the CSV export had ${rows} rows, expected ${count}`);
      seconds.push((performance.now() - started) / 1000);
    }
  } finally {
    clearInterval(sampler);
  }
  const rate = count / median(seconds);
  const growth = peak - before;
  return `CSV export of ${count}: ${Math.round(rate)} rows/s (median of 3; target ≥ ${CSV_ROWS_PER_SECOND_TARGET}) ` +
    `${rate >= CSV_ROWS_PER_SECOND_TARGET ? 'PASS' : 'BELOW'}; service RSS ${before.toFixed(0)} MB, peak growth ${growth.toFixed(1)} MB ` +
    `(target < ${CSV_RSS_GROWTH_TARGET_MB}) ${growth < CSV_RSS_GROWTH_TARGET_MB ? 'PASS' : 'BELOW'}`;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

async function seed(dataDir: string, count: number): Promise<{ token: string; seconds: number }> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['dist/cli.js', 'seed-demo', '--clients', String(count)], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 600_000,
  });
  const token = /API token: (\S+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`seed-demo printed no token:\n${stdout}`);
  return { token, seconds: (performance.now() - started) / 1000 };
}

async function startBaseline(databaseUrl: string, studioId: string): Promise<string> {
  const port = await freePort();
  const child = startNode('pg-clients', ['--import', 'tsx', 'bench/pg-clients.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, STUDIO_ID: studioId, PORT: String(port) },
    graceMs: 5_000,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(`${origin}/clients?page=1`, child, { timeoutMs: 20_000, intervalMs: 50 });
  return origin;
}

async function getJson(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: any };
}
