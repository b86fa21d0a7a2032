/**
 * The client CRM at scale: a studio of BENCH_CLIENTS clients (seed-demo, beside the running service),
 * then list pages, search and the CSV export, each against the same SQL run by a minimal server.
 */
import { watchingMemory } from './processes.js';
import { median, READ_RATIO_TARGET } from './report.js';
import { getJson, measureCases, seedDemo, startBaseline } from './scale.js';
import type { Service } from './service.js';

const SEARCH_P99_TARGET_MS = 20;
const CSV_ROWS_PER_SECOND_TARGET = 50_000;
const CSV_RSS_GROWTH_TARGET_MB = 50;

export interface ClientsBench {
  count: number;
  seedSeconds: number;
  report: string;
  /** Some answer was not a 200. */
  failed: boolean;
}

export async function benchmarkClients(service: Service, dataDir: string, databaseUrl: string, options: { count: number; seconds: number; pairs: number }): Promise<ClientsBench> {
  const seeded = await seedDemo(dataDir, ['--clients', String(options.count)]);
  const api = { authorization: `Bearer ${seeded.token}` };
  const studioId = (await getJson(`${service.origin}/api/v1/auth/me`, api)).data.studio.id as string;
  // The page the issue names (2000 of 4000 at 100 000 clients), or the middle of a smaller studio.
  const deepPage = Math.min(2000, Math.ceil(options.count / 50));
  const rare = (await getJson(`${service.origin}/api/v1/clients?page=${deepPage}`, api)).data[0].email as string;
  const baseline = await startBaseline('pg-clients', 'bench/pg-clients.ts', { DATABASE_URL: databaseUrl, STUDIO_ID: studioId }, '/clients?page=1');

  const cases = [
    { name: 'list page 1', ours: '/api/v1/clients?page=1', theirs: '/clients?page=1' },
    { name: `list page ${deepPage}`, ours: `/api/v1/clients?page=${deepPage}`, theirs: `/clients?page=${deepPage}` },
    { name: 'search "smith"', ours: '/api/v1/clients/search?q=smith', theirs: '/search?q=smith' },
    { name: 'search rare', ours: `/api/v1/clients/search?q=${encodeURIComponent(rare)}`, theirs: `/search?q=${encodeURIComponent(rare)}` },
  ];
  const lines = [`\nClients: ${options.count} in one studio (seeded in ${seeded.seconds.toFixed(1)} s, ${Math.round(options.count / seeded.seconds)} rows/s)`];
  // Search is timed alone too: what a person typing in a search box waits.
  const measured = await measureCases(service, api, baseline, cases, options, {
    ratio: READ_RATIO_TARGET,
    timed: (c) => c.name.startsWith('search'),
    p99Ms: SEARCH_P99_TARGET_MS,
  });
  await baseline.stop();
  lines.push(...measured.lines);
  const failed = measured.failed;
  lines.push(await csvLine(service, api, options.count));
  return { count: options.count, seedSeconds: seeded.seconds, report: lines.join('\n'), failed };
}

/**
 * Full exports: rows per second, and the service's resident memory growth while exporting. A first
 * export runs alone: it grows V8's heap to the size its allocation rate asks for (the young generation
 * to its largest, 128 MB here, and the old one to a few times its live size between mark-compacts),
 * as any busy minute does, and as the list and search cases before it may or may not have done.
 * The three exports after it are timed and judged: memory they add is memory an export keeps.
 */
async function csvLine(service: Service, headers: Record<string, string>, count: number): Promise<string> {
  const exportOnce = async () => {
    const started = performance.now();
    const response = await fetch(`${service.origin}/api/v1/clients/download_csv`, { headers });
    const rows = (await response.text()).split('\r\n').length - 2;
    if (rows !== count) throw new Error(`the CSV export had ${rows} rows, expected ${count}`);
    return (performance.now() - started) / 1000;
  };
  const pid = service.child.process.pid!;
  const first = await watchingMemory(pid, exportOnce);
  const { result: seconds, beforeMb, growthMb } = await watchingMemory(pid, async () => {
    const seconds: number[] = [];
    for (let i = 0; i < 3; i++) seconds.push(await exportOnce());
    return seconds;
  });
  const rate = count / median(seconds);
  return `CSV export of ${count}: ${Math.round(rate)} rows/s (median of 3; target ≥ ${CSV_ROWS_PER_SECOND_TARGET}) ` +
    `${rate >= CSV_ROWS_PER_SECOND_TARGET ? 'PASS' : 'BELOW'}; service RSS ${first.beforeMb.toFixed(0)} MB, grown ${first.growthMb.toFixed(1)} MB by a first ` +
    `export, then ${beforeMb.toFixed(0)} MB and peak growth ${growthMb.toFixed(1)} MB over three ` +
    `(target < ${CSV_RSS_GROWTH_TARGET_MB}) ${growthMb < CSV_RSS_GROWTH_TARGET_MB ? 'PASS' : 'BELOW'}`;
}
