/**
 * The soak's load: the operations of the mix sent over keep-alive connections to the instances in
 * turn, either closed loop (a fixed number of callers, each starting its next operation when the last
 * ends: the most the instances can do) or open loop (operations started at a fixed rate whatever the
 * answers, as independent visitors arrive). Every request's latency and every unexpected answer is
 * recorded per minute.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { MIX, type Call, type Send, type SoakStudio } from './soak-studio.js';

/**
 * Enough to keep both instances' CPUs busy (each operation waits on the database part of its time);
 * more only queue inside the instances, and bookings, which take their studio's calendar one at a
 * time, then wait past the lock timeout and answer 503.
 */
export const CLOSED_LOOP_CALLERS = 16;
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Operations still waiting for an answer past which the open loop stops starting new ones and counts
 * each it skips as an error: the instances no longer keep up with the rate.
 */
const MAX_IN_FLIGHT = 500;
const TICK_MS = 10;
const ERROR_SAMPLES = 10;

export interface MinuteRecord {
  latenciesMs: number[];
  errors: number;
}

/** What a run recorded, minute by minute from its start. */
export class Recorder {
  readonly minutes: MinuteRecord[] = [];
  /** The first few unexpected answers, to explain them. */
  readonly errorSamples: string[] = [];
  private readonly started = performance.now();

  /** Answers that come after the run's `seconds`, to its last requests, count in its last minute. */
  constructor(private readonly seconds: number) {}

  latency(ms: number): void {
    this.minute().latenciesMs.push(ms);
  }

  error(description: string): void {
    this.minute().errors++;
    if (this.errorSamples.length < ERROR_SAMPLES) this.errorSamples.push(description);
  }

  private minute(): MinuteRecord {
    const elapsedMs = Math.min(performance.now() - this.started, this.seconds * 1000 - 1);
    const index = Math.floor(elapsedMs / 60_000);
    while (this.minutes.length <= index) this.minutes.push({ latenciesMs: [], errors: 0 });
    return this.minutes[index];
  }
}

/** Where the operations go, and which operation comes next: one counter for the whole soak. */
export class Traffic {
  private readonly agent = new Agent({ keepAliveTimeout: 30_000, connections: 256 });
  private next = 0;

  constructor(
    private readonly origins: string[],
    private readonly studio: SoakStudio,
  ) {}

  /**
   * The next operation of the mix, on the next instance. Each operation is told how many times it
   * ran before, so that what it creates is unique and the slots it books come in turn.
   */
  async runNext(recorder: Recorder): Promise<void> {
    const n = this.next++;
    const send = this.sender(this.origins[n % this.origins.length], recorder);
    await MIX[n % MIX.length](send, this.studio, Math.floor(n / MIX.length));
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private sender(origin: string, recorder: Recorder): Send {
    return async (call) => {
      const started = performance.now();
      try {
        const answer = await request(origin + call.path, { ...this.options(call), dispatcher: this.agent });
        const text = await answer.body.text();
        recorder.latency(performance.now() - started);
        if (!call.expect.includes(answer.statusCode)) {
          recorder.error(`${call.method} ${call.path} on ${origin}: ${answer.statusCode} ${text.slice(0, 300)}`);
          return null;
        }
        return { body: call.html || text === '' ? text : JSON.parse(text) };
      } catch (error) {
        recorder.error(`${call.method} ${call.path} on ${origin}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    };
  }

  private options(call: Call) {
    const headers: Record<string, string> = { accept: call.html ? 'text/html' : 'application/json' };
    if (!call.visitor) headers.authorization = `Bearer ${this.studio.token}`;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    return { method: call.method, headers, body, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS };
  }
}

/** CLOSED_LOOP_CALLERS callers for `seconds`: answers the operations completed per second. */
export async function closedLoop(traffic: Traffic, recorder: Recorder, seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let completed = 0;
  const caller = async () => {
    while (performance.now() < deadline) {
      await traffic.runNext(recorder);
      completed++;
    }
  };
  await Promise.all(Array.from({ length: CLOSED_LOOP_CALLERS }, caller));
  return completed / seconds;
}

/**
 * Starts `perSecond` operations a second for `seconds`, on schedule whether or not earlier ones have
 * been answered (a caller waiting for the last answer would hide a slow-down by slowing down itself).
 */
export async function openLoop(traffic: Traffic, recorder: Recorder, perSecond: number, seconds: number): Promise<void> {
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let launched = 0;
  for (let elapsed = 0; elapsed < seconds * 1000; elapsed = performance.now() - started) {
    const due = Math.floor((elapsed / 1000) * perSecond);
    for (; launched < due; launched++) {
      if (inFlight.size >= MAX_IN_FLIGHT) {
        recorder.error(`operation skipped: ${MAX_IN_FLIGHT} still waiting for an answer`);
        continue;
      }
      const operation = traffic.runNext(recorder).finally(() => inFlight.delete(operation));
      inFlight.add(operation);
    }
    await sleep(TICK_MS);
  }
  await Promise.all(inFlight);
}
