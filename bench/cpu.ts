import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The unit of the CPU times in /proc/<pid>/stat: clock ticks per second, 100 on nearly every Linux. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The CPU time process `pid` has used so far, user and system, all its threads: in µs. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after it,
  // where the state (field 3) comes first and utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[14 - 3]) + Number(fields[15 - 3]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}
