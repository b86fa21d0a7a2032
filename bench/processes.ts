import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../src/platform/net.js';

export { freePort };

interface StopOptions {
  /** How long SIGTERM is given before SIGKILL. */
  graceMs: number;
  /** Runs after a SIGKILL: what the process would have cleaned up itself. */
  afterKill?: () => Promise<void>;
}

/** A child process of the benchmark, stopped by `stopAll` whatever happens to the run. */
export interface Child extends StopOptions {
  name: string;
  process: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** The end of its stderr, to explain a failure. */
  stderrTail(): string;
}

const STDERR_TAIL_CHARS = 4000;
const running: Child[] = [];

/**
 * Starts `node <args>` in `cwd` with stdout discarded (the service's JSON log lines) and stderr kept in
 * memory.
 */
export function startNode(name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv } & StopOptions): Child {
  const { cwd, env, ...stop } = options;
  const spawned = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const keep = (text: string) => (stderr = (stderr + text).slice(-STDERR_TAIL_CHARS));
  spawned.stderr!.setEncoding('utf8');
  spawned.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    spawned.once('exit', () => resolve());
    // Only a failed spawn emits 'error' without 'exit'.
    spawned.once('error', (error) => {
      keep(String(error));
      resolve();
    });
  });
  const child: Child = { name, process: spawned, exited, stderrTail: () => stderr, ...stop };
  running.push(child);
  return child;
}

/** SIGTERM, then SIGKILL (and `afterKill`) if it has not exited within its grace period. */
export async function stopChild(child: Child): Promise<void> {
  const index = running.indexOf(child);
  if (index >= 0) running.splice(index, 1);
  if (hasExited(child)) return;
  child.process.kill('SIGTERM');
  const graceful = await Promise.race([child.exited.then(() => true), sleep(child.graceMs, false, { ref: false })]);
  if (graceful) return;
  process.stderr.write(`${child.name} did not stop within ${child.graceMs} ms of SIGTERM; killing it\n`);
  child.process.kill('SIGKILL');
  await child.exited;
  await child.afterKill?.();
}

/** Stops every child still running, the latest started first (the service, started first, last). */
export async function stopAll(): Promise<void> {
  for (const child of [...running].reverse()) await stopChild(child);
}

function hasExited(child: Child): boolean {
  return child.process.exitCode !== null || child.process.signalCode !== null;
}


/**
 * Polls `url` until it answers 200. Fails when `child` exits first (showing its stderr) or after
 * `timeoutMs`. Answers the milliseconds from `since` to that first 200.
 */
export async function waitForOk(url: string, child: Child, options: { timeoutMs: number; intervalMs: number; since?: number }): Promise<number> {
  const since = options.since ?? performance.now();
  const deadline = since + options.timeoutMs;
  while (performance.now() < deadline) {
    if (hasExited(child)) throw new Error(`${child.name} exited before ${url} answered 200:\n${child.stderrTail()}`);
    if (await answersOk(url)) return performance.now() - since;
    await sleep(options.intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${options.timeoutMs} ms:\n${child.stderrTail()}`);
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** A process's resident memory, in MB, from /proc. */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Runs `work` while sampling the resident memory of process `pid` every `intervalMs`: its size before, and its peak growth. */
export async function watchingMemory<T>(pid: number, work: () => Promise<T>, intervalMs = 20): Promise<{ result: T; beforeMb: number; growthMb: number }> {
  const beforeMb = rssMb(pid);
  let peak = beforeMb;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), intervalMs);
  try {
    const result = await work();
    return { result, beforeMb, growthMb: peak - beforeMb };
  } finally {
    clearInterval(sampler);
  }
}
