import type { LoadResult } from './load.js';

/** Results of one target, one entry per pair. */
export interface TargetRuns {
  name: string;
  runs: LoadResult[];
}

/** Throughput ours/baseline of the hot GET we aim for; a baseline without one is printed for scale only. */
export const RATIO_TARGETS: Record<string, number> = { 'pg-plain': 0.95, 'pg-prepared': 1.0 };
/** CPU per request ours/baseline we aim for: what the service does around the query (auth, validation, log) may cost 15 % more. */
export const CPU_RATIO_TARGETS: Record<string, number> = { 'pg-prepared': 1.15 };
/** Every read stage against its baseline (the same SQL, prepared): throughput at least this share of it... */
export const READ_RATIO_TARGET = 0.9;
/** ...and CPU per request at most this multiple of it. */
export const READ_CPU_RATIO_TARGET = 1.15;
export const STARTUP_TARGET_MS = 2000;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value below which `p` percent of the values lie (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Each pair's req/s, p99 and CPU µs per request of each target, then the median of each over the pairs. */
export function throughputTable(targets: TargetRuns[]): string {
  const groups = [...range(targets[0].runs.length).map((i) => `pair ${i + 1}`), 'median'];
  const header = ['target'.padEnd(12), ...groups.map((group) => group.padStart(32))].join('');
  const units = [''.padEnd(12), ...groups.map(() => `${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'CPU µs/req'.padStart(12)}`)].join('');
  const rows = targets.map(({ name, runs }) => [name.padEnd(12), ...[...runs, medianRun(runs)].map(runColumns)].join(''));
  return [header, units, ...rows].join('\n');
}

type Measures = Pick<LoadResult, 'requestsPerSecond' | 'p99Ms' | 'cpuMicrosPerRequest'>;

const runColumns = (r: Measures) =>
  `${r.requestsPerSecond.toFixed(0).padStart(10)}${r.p99Ms.toFixed(1).padStart(10)}${r.cpuMicrosPerRequest.toFixed(0).padStart(12)}`;

/** The median of each measure over the runs. */
export function medianRun(runs: LoadResult[]): Measures {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    cpuMicrosPerRequest: median(runs.map((r) => r.cpuMicrosPerRequest)),
  };
}

/** ours/baseline req/s within each pair, then the median. */
export function ratioTable(ours: TargetRuns, baselines: TargetRuns[]): string {
  const lines = baselines.map((baseline) => ratioLine(ours, baseline, (r) => r.requestsPerSecond, atLeast(RATIO_TARGETS[baseline.name])));
  return ['ours / baseline req/s, median of the per-pair ratios', ...lines].join('\n');
}

/** ours/baseline CPU µs per request within each pair, then the median. */
export function cpuRatioTable(ours: TargetRuns, baselines: TargetRuns[]): string {
  const lines = baselines.map((baseline) => ratioLine(ours, baseline, (r) => r.cpuMicrosPerRequest, atMost(CPU_RATIO_TARGETS[baseline.name])));
  return ['ours / baseline CPU per request, median of the per-pair ratios', ...lines].join('\n');
}

/**
 * One measure ours/baseline within each pair (measured one after the other, so slow drift of the
 * machine hits both), then the median, and its target's verdict on it.
 */
function ratioLine(ours: TargetRuns, baseline: TargetRuns, measure: (run: LoadResult) => number, target: RatioTarget): string {
  const ratios = ours.runs.map((run, i) => measure(run) / measure(baseline.runs[i]));
  const ratio = median(ratios);
  return `  vs ${baseline.name.padEnd(12)} ${ratioText(ratio, target.value)}   (pairs: ${ratios.map((r) => r.toFixed(2)).join(' ')})${target.verdict(ratio)}`;
}

/**
 * A ratio as printed beside its verdict, which judges it unrounded: two decimals, or as many more as
 * it takes not to round it onto its target (0.895 printed as "0.90 BELOW" read as a contradiction).
 */
export function ratioText(ratio: number, target: number | undefined): string {
  let digits = 2;
  while (target !== undefined && ratio !== target && digits < 6 && ratio.toFixed(digits) === target.toFixed(digits)) digits++;
  return ratio.toFixed(digits);
}

/** A ratio's target, if it has one, and the words of its verdict. */
interface RatioTarget {
  value: number | undefined;
  verdict: (ratio: number) => string;
}

// No target: the baseline is printed for scale only.
const atLeast = (target: number | undefined): RatioTarget => ({
  value: target,
  verdict: (ratio) => (target === undefined ? '' : `   target ≥ ${target.toFixed(2)}   ${ratio >= target ? 'PASS' : 'BELOW'}`),
});
const atMost = (target: number | undefined): RatioTarget => ({
  value: target,
  verdict: (ratio) => (target === undefined ? '' : `   target ≤ ${target.toFixed(2)}   ${ratio <= target ? 'PASS' : 'ABOVE'}`),
});

export function startupLine(readyMs: number[]): string {
  const typical = median(readyMs);
  const each = readyMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ');
  const verdict = typical <= STARTUP_TARGET_MS ? 'PASS' : 'BELOW';
  return `start-up on an existing DATA_DIR (spawn → first 200 of /readyz): ${each}; median ${(typical / 1000).toFixed(2)} s   target ≤ ${STARTUP_TARGET_MS / 1000} s   ${verdict}`;
}

/** What an idle service costs, from `measureIdleCpu`. */
export function idleLine(msPerSecond: number): string {
  return `idle service (no request, job workers polling): ${msPerSecond.toFixed(1)} ms of CPU a second`;
}

/** Every answer that is not a 200, and every connection error, per target and run. */
export function unexpectedAnswers(targets: TargetRuns[]): string[] {
  return targets.flatMap(({ name, runs }) =>
    runs.flatMap((run, i) => {
      const others = Object.entries(run.statusCodes).filter(([code]) => code !== '200');
      if (others.length === 0 && run.errors === 0 && run.non2xx === 0) return [];
      const codes = others.map(([code, count]) => `${count} × ${code}`).join(', ');
      return [`${name}, pair ${i + 1}: ${run.non2xx} non-2xx (${codes || 'none other than 200'}), ${run.errors} errors/timeouts`];
    }),
  );
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
