import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The unit of the CPU times in /proc/<pid>/stat: clock ticks per second, 100 on nearly every Linux. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * The CPU time every CPU of the machine has spent busy so far (user, nice, system, interrupts, steal), in
 * µs: the first line of /proc/stat.
 */
export function machineBusyMicros(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1_000_000) / TICKS_PER_SECOND;
}

/** Waits `ms` and gives what each of `clocks` (CPU time so far, in µs) grew by meanwhile, in ms a second. */
export async function cpuMsPerSecondOver(ms: number, ...clocks: (() => number)[]): Promise<number[]> {
  const before = clocks.map((clock) => clock());
  await sleep(ms);
  return clocks.map((clock, i) => (clock() - before[i]) / ms);
}

/** The CPU time process `pid` has used so far, user and system, all its threads: in µs. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after it,
  // where the state (field 3) comes first and utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[14 - 3]) + Number(fields[15 - 3]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

/**
 * The CPU time a PostgreSQL server has used so far, in µs: its postmaster's and that of every process
 * it started and still runs (the backends of pooled connections, background workers). A backend that
 * has ended takes its time with it: measure over a span in which the pool keeps its connections.
 */
export function postgresCpuMicros(postmasterPid: number): number {
  let micros = cpuMicros(postmasterPid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (parentOf(pid) === postmasterPid) micros += cpuMicrosIfRunning(pid);
  }
  return micros;
}

/** The parent of `pid` (field 4 of its stat), or null when it has ended meanwhile. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[4 - 3]);
  } catch {
    return null;
  }
}

function cpuMicrosIfRunning(pid: number): number {
  try {
    return cpuMicros(pid);
  } catch {
    return 0;
  }
}
