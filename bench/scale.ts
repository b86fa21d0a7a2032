/**
 * What the scale stages (clients, invoices, conversations) share: seeding the demo studio beside the
 * running service, a minimal baseline server, pairs of loads against it, and the lines that report them.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpuMicros, cpuMsPerSecondOver, machineBusyMicros } from './cpu.js';
import { alternating, CONNECTIONS, load, loadInTurns, slicesOf, warmUpInTurns, type LoadResult, type Target } from './load.js';
import { freePort, startNode, stopChild, waitForOk } from './processes.js';
import { median, medianRun, ratioText, READ_CPU_RATIO_TARGET, type TargetRuns } from './report.js';
import { repoRoot, type Service } from './service.js';

const run = promisify(execFile);
const NAME_WIDTH = 28;
/** How long the machine is watched without load before a stage's cases. */
const QUIET_SECONDS = 5;

/** `seed-demo` with `args` on the service's data directory: the demo studio's token and the seconds it took. */
export async function seedDemo(dataDir: string, args: string[]): Promise<{ token: string; seconds: number }> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['dist/cli.js', 'seed-demo', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 600_000,
  });
  const token = /API token: (\S+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`seed-demo printed no token:\n${stdout}`);
  return { token, seconds: (performance.now() - started) / 1000 };
}

/** A baseline server: where it answers, its process, and how to stop it. */
export interface Baseline {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * A baseline server script in a process of its own, ready when `readyPath` answers 200. Its stage stops
 * it once done with it: left running, it kept its memory, its pool and its timers through every later
 * stage, four of them idle at once by the gallery's.
 */
export async function startBaseline(name: string, script: string, env: Record<string, string>, readyPath: string): Promise<Baseline> {
  const port = await freePort();
  const child = startNode(name, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    graceMs: 5_000,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(origin + readyPath, child, { timeoutMs: 20_000, intervalMs: 50 });
  return { origin, pid: child.process.pid!, stop: () => stopChild(child) };
}

/** What a caller may watch of `measurePairs`: each target's warm-up runs, and each pair's result of a target. */
export interface PairWatch {
  warmedUp?: (target: Target, runs: LoadResult[]) => void;
  measured?: (pair: number, target: Target, result: LoadResult) => void;
}

/**
 * A warm-up of the targets in turns (`warmUpInTurns`), then `pairs` times all of them in turns, each
 * pair cut into slices (`loadInTurns`), with `connections` (50 unless given: fewer where one answer
 * takes long enough that 50 queued would outlast the run and spill into the next). The order
 * alternates from one pair to the next (ours first, then the baseline first): whatever drifts over a
 * case (the machine's other load, the database's caches) then falls on all sides alike instead of
 * always on the one that runs first.
 * Each target's runs, in the order of `targets`.
 */
export async function measurePairs(
  targets: Target[],
  options: { seconds: number; pairs: number; connections?: number },
  watch: PairWatch = {},
): Promise<TargetRuns[]> {
  const { connections = CONNECTIONS } = options;
  const warmUps = await warmUpInTurns(targets, connections);
  for (const [i, runs] of warmUps.entries()) watch.warmedUp?.(targets[i], runs);
  const rates = warmUps.map((runs) => runs.at(-1)!.requestsPerSecond);
  const slices = slicesOf(options.seconds, Math.min(...rates), connections);
  const results: TargetRuns[] = targets.map(({ name }) => ({ name, runs: [] }));
  for (let pair = 0; pair < options.pairs; pair++) {
    const order = alternating([...targets.keys()], pair);
    const runs = await loadInTurns(order.map((i) => targets[i]), options.seconds, slices, connections);
    for (const [turn, i] of order.entries()) {
      results[i].runs.push(runs[turn]);
      watch.measured?.(pair + 1, targets[i], runs[turn]);
    }
  }
  return results;
}

/** An endpoint of ours and the baseline's route that runs the same SQL. */
export interface ScaleCase {
  name: string;
  ours: string;
  theirs: string;
}

/**
 * Each case in pairs against the baseline (ratio target `ratio`), then those `timed` one caller at a
 * time against a p99 target: the report's lines, and whether any answer was not a success.
 */
export async function measureCases(
  service: Service,
  headers: Record<string, string>,
  baseline: Baseline,
  cases: ScaleCase[],
  options: { seconds: number; pairs: number },
  targets: { ratio: number; timed: (c: ScaleCase) => boolean; p99Ms: number },
): Promise<{ lines: string[]; failed: boolean }> {
  const lines = [await quietLine(service), caseHeader()];
  let failed = false;
  const ours = (c: ScaleCase): Target => ({ name: 'ours', url: service.origin + c.ours, headers, pid: service.child.process.pid! });
  for (const c of cases) {
    const runs = await measurePairs([ours(c), { name: 'baseline', url: baseline.origin + c.theirs, headers: {}, pid: baseline.pid }], options);
    failed ||= failedAnswers(runs.flatMap((t) => t.runs));
    lines.push(caseLine(c.name, runs, targets.ratio, READ_CPU_RATIO_TARGET));
  }
  lines.push(`targets: ratio ≥ ${targets.ratio}, CPU ratio ≤ ${READ_CPU_RATIO_TARGET} at ${CONNECTIONS} connections (p99 there is mostly queueing)`);
  for (const c of cases.filter(targets.timed)) {
    const result = await load(ours(c), options.seconds, 1);
    failed ||= failedAnswers([result]);
    lines.push(latencyLine(c.name, result, targets.p99Ms));
  }
  return { lines, failed };
}

/**
 * What the machine does while nothing is sent, just before a stage's cases: the service's own work
 * (job workers, timers) and everything else's (PostgreSQL vacuuming what the stage just seeded, a
 * checkpoint). Both weigh on the figures that follow, the service's CPU per request most.
 */
async function quietLine(service: Service): Promise<string> {
  const pid = service.child.process.pid!;
  const [serviceMs, machineMs] = await cpuMsPerSecondOver(QUIET_SECONDS * 1000, () => cpuMicros(pid), machineBusyMicros);
  return `without load for ${QUIET_SECONDS} s before the cases: the service used ${serviceMs.toFixed(0)} ms of CPU a second, ` +
    `the rest of the machine ${(machineMs - serviceMs).toFixed(0)} ms a second`;
}

export const caseHeader = () =>
  `${'endpoint'.padEnd(NAME_WIDTH)}${'ours req/s'.padStart(12)}${'p99 ms'.padStart(8)}${'CPU µs'.padStart(8)}` +
  `${'base req/s'.padStart(12)}${'p99 ms'.padStart(8)}${'CPU µs'.padStart(8)}${'ratio'.padStart(8)}${''.padEnd(8)}${'CPU ratio'.padStart(9)}`;

/**
 * Medians of each side (req/s, p99, CPU µs per request) and of the per-pair ratios of req/s, with the
 * verdict against `target`, and of CPU per request, with the verdict against `cpuTarget` when there is one.
 */
export function caseLine(name: string, [ours, theirs]: TargetRuns[], target: number, cpuTarget?: number): string {
  const ratio = median(ours.runs.map((r, i) => r.requestsPerSecond / theirs.runs[i].requestsPerSecond));
  const cpuRatio = median(ours.runs.map((r, i) => r.cpuMicrosPerRequest / theirs.runs[i].cpuMicrosPerRequest));
  const failed = failedAnswers([...ours.runs, ...theirs.runs]) ? '   ERROR: answers other than 200' : '';
  return `${name.padEnd(NAME_WIDTH)}${sideColumns(ours)}${sideColumns(theirs)}${ratioText(ratio, target).padStart(8)}` +
    `   ${(ratio >= target ? 'PASS' : 'BELOW').padEnd(5)}${ratioText(cpuRatio, cpuTarget).padStart(9)}${cpuVerdict(cpuRatio, cpuTarget)}${failed}`;
}

const cpuVerdict = (cpuRatio: number, target: number | undefined) =>
  target === undefined ? '' : `   ${cpuRatio <= target ? 'PASS' : 'ABOVE'}`;

function sideColumns(side: TargetRuns): string {
  const { requestsPerSecond, p99Ms, cpuMicrosPerRequest } = medianRun(side.runs);
  return `${requestsPerSecond.toFixed(0).padStart(12)}${p99Ms.toFixed(0).padStart(8)}${cpuMicrosPerRequest.toFixed(0).padStart(8)}`;
}

/** Latency of one caller at a time (`load(target, seconds, 1)`): what a person waits, without queueing behind others. */
export function latencyLine(name: string, result: LoadResult, targetMs: number): string {
  const verdict = result.p99Ms <= targetMs ? 'PASS' : 'BELOW';
  const failed = failedAnswers([result]) ? '   ERROR: answers other than 200' : '';
  return `${name}, one caller at a time: p99 ${result.p99Ms} ms (${result.requestsPerSecond.toFixed(0)} req/s, ` +
    `CPU ${result.cpuMicrosPerRequest.toFixed(0)} µs/req); target ≤ ${targetMs} ms   ${verdict}${failed}`;
}

/** Some answer was not a 200, or a connection failed: numbers made of errors mean nothing. */
export const failedAnswers = (results: LoadResult[]) => results.some((r) => r.non2xx > 0 || r.errors > 0);

export async function getJson(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: any; meta?: any; cursors?: any };
}

/**
 * Ours and the baseline must answer the same header lines, and the same data and meta, links included,
 * or the ratio compares different work. Answers that hold the time (a link's expiry is in whole
 * seconds, a slot's notice) may differ when asked a second apart: they are asked for again, three
 * times at most.
 */
export async function sameAnswer(ours: string, theirs: string, api: Record<string, string>, lines: string[], name: string): Promise<boolean> {
  const [ourHeaders, theirHeaders] = await Promise.all([headerNamesOf(ours, api), headerNamesOf(theirs, {})]);
  if (ourHeaders !== theirHeaders) {
    lines.push(`ERROR: ${name}: the baseline answers other headers than ours:\n  ours     ${ourHeaders}\n  baseline ${theirHeaders}`);
    return false;
  }
  for (let attempt = 1; ; attempt++) {
    const [a, b] = await Promise.all([getJson(ours, api), getJson(theirs, {})]);
    if (JSON.stringify(a.data) === JSON.stringify(b.data) && JSON.stringify(a.meta) === JSON.stringify(b.meta)) return true;
    if (attempt === 3) {
      lines.push(`ERROR: ${name}: the baseline answers other data than ours:\n  ours     ${JSON.stringify(a).slice(0, 600)}\n  baseline ${JSON.stringify(b).slice(0, 600)}`);
      return false;
    }
  }
}

/** Header lines Node.js writes on every answer of a kept-alive connection, whoever serves it. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The names of the header lines an answer carries beside Node.js's own, sorted: the bytes both sides must write. */
async function headerNamesOf(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return [...response.headers.keys()].filter((name) => !NODE_HEADERS.has(name)).sort().join(', ');
}
