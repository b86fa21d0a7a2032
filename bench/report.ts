import type { LoadResult } from './load.js';

/** Results of one target, one entry per pair. */
export interface TargetRuns {
  name: string;
  runs: LoadResult[];
}

/** Throughput ours/baseline we aim for; a baseline without one is printed for scale only. */
export const RATIO_TARGETS: Record<string, number> = { 'pg-plain': 0.95, 'pg-prepared': 0.85 };
export const STARTUP_TARGET_MS = 2000;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function throughputTable(targets: TargetRuns[]): string {
  const pairs = targets[0].runs.length;
  const header = ['target'.padEnd(12), ...range(pairs).map((i) => `pair ${i + 1}`.padStart(20))].join('');
  const units = [''.padEnd(12), ...range(pairs).map(() => `${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}`)].join('');
  const rows = targets.map(({ name, runs }) =>
    [name.padEnd(12), ...runs.map((r) => `${r.requestsPerSecond.toFixed(0).padStart(10)}${r.p99Ms.toFixed(1).padStart(10)}`)].join(''),
  );
  return [header, units, ...rows].join('\n');
}

/** ours/baseline req/s within each pair (measured one after the other, so slow drift of the machine hits both), then the median. */
export function ratioTable(ours: TargetRuns, baselines: TargetRuns[]): string {
  const lines = baselines.map((baseline) => {
    const ratios = ours.runs.map((run, i) => run.requestsPerSecond / baseline.runs[i].requestsPerSecond);
    const ratio = median(ratios);
    const target = RATIO_TARGETS[baseline.name];
    const verdict = target === undefined ? '' : `   target ≥ ${target.toFixed(2)}   ${ratio >= target ? 'PASS' : 'BELOW'}`;
    return `  vs ${baseline.name.padEnd(12)} ${ratio.toFixed(2)}   (pairs: ${ratios.map((r) => r.toFixed(2)).join(' ')})${verdict}`;
  });
  return ['ours / baseline req/s, median of the per-pair ratios', ...lines].join('\n');
}

export function startupLine(readyMs: number[]): string {
  const typical = median(readyMs);
  const each = readyMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ');
  const verdict = typical <= STARTUP_TARGET_MS ? 'PASS' : 'BELOW';
  return `start-up on an existing DATA_DIR (spawn → first 200 of /readyz): ${each}; median ${(typical / 1000).toFixed(2)} s   target ≤ ${STARTUP_TARGET_MS / 1000} s   ${verdict}`;
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
