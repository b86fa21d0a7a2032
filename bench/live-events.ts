/**
 * Live events across instances: a stream of a studio's staff held on the service, and events committed
 * by a second instance on the same database and data directory: this process, writing through the
 * service's compiled `connect` and `publish` with the service's pool settings (but a longer wait for a
 * connection, see below), as a request's transaction on another instance would. The service hears of
 * each event only through PostgreSQL's NOTIFY, reads it and writes it to the stream. Measured: the
 * time from the publisher's commit to the event reaching the stream's reader, for events published one
 * at a time and 200 at once. An event lost, repeated or out of order fails the run.
 */
import http from 'node:http';
import { signUp } from './fixture.js';
import { median, percentile } from './report.js';
import { getJson } from './scale.js';
import type { Service } from './service.js';

const dist = (module: string) => new URL(`../dist/${module}`, import.meta.url).href;
const { loadConfig } = (await import(dist('config.js'))) as typeof import('../src/config.js');
const { connect } = (await import(dist('platform/db/pool.js'))) as typeof import('../src/platform/db/pool.js');
const { publish } = (await import(dist('platform/events/publish.js'))) as typeof import('../src/platform/events/publish.js');

const EVENTS = 200;
/** Not measured: the publisher's pool opens its connections, the service its first read of the studio. */
const WARM_UP_EVENTS = 20;
const EVENTS_PATH = '/api/v1/conversations/events';
/**
 * The events published at once queue for the publisher's 20 connections and commit one after another on
 * the studio's counter (publish.ts): on a loaded 2-core machine the last waited more than the default 3 s
 * for a connection. What is measured starts at each commit, so the wait before it only has to succeed.
 */
const PUBLISHER_ACQUIRE_TIMEOUT_MS = 60_000;
/** A wait for events that reaches this is a failure, not a slow figure. */
const DELIVERY_DEADLINE_MS = 30_000;

export interface LiveEventsBench {
  report: string;
  /** An event was lost, repeated or out of order, or the stream was refused. */
  failed: boolean;
}

interface Round {
  /** Milliseconds from each event's commit to its arrival, one at a time. */
  sequential: number[];
  /** The same, of EVENTS published at once. */
  burst: number[];
}

export async function benchmarkLiveEvents(service: Service, dataDir: string, databaseUrl: string, options: { pairs: number }): Promise<LiveEventsBench> {
  const token = await signUp(service.origin, { studio_name: 'Bench live events', email: 'bench-live-events@example.test' });
  const studioId = (await getJson(`${service.origin}/api/v1/auth/me`, { authorization: `Bearer ${token}` })).data.studio.id as string;
  const publisher = connect(databaseUrl, loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DB_ACQUIRE_TIMEOUT_MS: String(PUBLISHER_ACQUIRE_TIMEOUT_MS) }).database);
  const stream = await EventStream.open(`${service.origin}${EVENTS_PATH}`, token);
  try {
    /** Publishes event `n` in a transaction of its own; answers its id and when the commit was acknowledged. */
    const publishTimed = async (type: string, n: number) => {
      const id = await publisher.db.transaction((tx) => publish(tx, { studioId, clientId: null, type, data: { n } }));
      return { id, committedAt: performance.now() };
    };
    const published: number[] = [];
    for (let n = 0; n < WARM_UP_EVENTS; n++) {
      published.push((await publishTimed('bench.warm_up', n)).id);
      await stream.received(published.length);
    }
    const rounds: Round[] = [];
    for (let round = 1; round <= options.pairs; round++) {
      const sequential: number[] = [];
      for (let n = 0; n < EVENTS; n++) {
        const { id, committedAt } = await publishTimed('bench.one_at_a_time', n);
        published.push(id);
        await stream.received(published.length);
        sequential.push(stream.arrivalOf(id) - committedAt);
      }
      const atOnce = await Promise.all(Array.from({ length: EVENTS }, (_, n) => publishTimed('bench.at_once', n)));
      published.push(...atOnce.map(({ id }) => id));
      await stream.received(published.length);
      const burst = atOnce.map(({ id, committedAt }) => stream.arrivalOf(id) - committedAt);
      rounds.push({ sequential, burst });
      progress(`live events round ${round}/${options.pairs}: one at a time ${figures(sequential)}; ${EVENTS} at once ${figures(burst)}`);
    }
    const problem = stream.deliveryProblem(published);
    const lines = [
      `\nLive events across instances: a staff stream held on the service, events committed by a second instance on the same database; ` +
        `from each event's commit to its arrival on the stream; rounds: ${options.pairs}, after ${WARM_UP_EVENTS} events unmeasured`,
      roundLine(`${EVENTS} one at a time`, rounds.map((r) => r.sequential)),
      roundLine(`${EVENTS} at once`, rounds.map((r) => r.burst)),
      problem === null ? `every one of the ${published.length} events arrived once, in id order` : `ERROR: ${problem}`,
    ];
    return { report: lines.join('\n'), failed: problem !== null };
  } finally {
    stream.close();
    await publisher.close();
  }
}

/** The median over the rounds of each round's p50, p99 and max, then each round's. */
function roundLine(name: string, rounds: number[][]): string {
  const p50 = rounds.map((round) => percentile(round, 50));
  const p99 = rounds.map((round) => percentile(round, 99));
  const max = rounds.map((round) => Math.max(...round));
  const each = rounds.map((_, i) => `${p50[i].toFixed(2)}/${p99[i].toFixed(2)}/${max[i].toFixed(2)}`).join(', ');
  return `${name.padEnd(20)} p50 ${ms(median(p50))}, p99 ${ms(median(p99))}, max ${ms(median(max))} (medians; p50/p99/max of each round: ${each} ms)`;
}

const figures = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))}`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const progress = (text: string) => process.stderr.write(`· ${text}\n`);

/**
 * The stream as a browser's EventSource reads the service's: `id:`, `event:` and `data:` lines, an event
 * per blank line, comments (heartbeats) and the retry hint skipped. Keeps each event's id and arrival.
 */
class EventStream {
  private readonly arrivals: { id: number; at: number }[] = [];
  private readonly arrivalById = new Map<number, number>();
  private pending = '';
  private ended = false;
  private onChange = () => {};

  private constructor(private readonly request: http.ClientRequest) {}

  static open(url: string, token: string): Promise<EventStream> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` }, agent: false }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${res.statusCode}`));
          request.destroy();
          return;
        }
        const stream = new EventStream(request);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => stream.receive(chunk, performance.now()));
        res.on('close', () => stream.end());
        resolve(stream);
      });
      request.on('error', reject);
    });
  }

  /** Resolves once `count` events have arrived; fails when the stream ends first or after DELIVERY_DEADLINE_MS. */
  received(count: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => settle(new Error(`${this.arrivals.length} of ${count} events arrived in ${DELIVERY_DEADLINE_MS} ms`)), DELIVERY_DEADLINE_MS);
      const settle = (error?: Error) => {
        clearTimeout(timer);
        this.onChange = () => {};
        if (error) reject(error);
        else resolve();
      };
      this.onChange = () => {
        if (this.arrivals.length >= count) settle();
        else if (this.ended) settle(new Error(`the stream ended after ${this.arrivals.length} of ${count} events`));
      };
      this.onChange();
    });
  }

  arrivalOf(id: number): number {
    const at = this.arrivalById.get(id);
    if (at === undefined) throw new Error(`event ${id} has not arrived`);
    return at;
  }

  /** Null when the events that arrived are exactly `published`, each once, in id order. */
  deliveryProblem(published: number[]): string | null {
    const expected = [...published].sort((a, b) => a - b);
    const arrived = this.arrivals.map(({ id }) => id);
    const first = expected.findIndex((id, i) => arrived[i] !== id);
    if (first === -1 && arrived.length === expected.length) return null;
    const at = first === -1 ? expected.length : first;
    return `${arrived.length} events arrived for ${expected.length} published; arrival ${at + 1} was id ${arrived[at] ?? '(none)'} where id ${expected[at] ?? '(none)'} was due`;
  }

  close(): void {
    this.request.destroy();
  }

  private receive(chunk: string, at: number): void {
    this.pending += chunk;
    const blocks = this.pending.split('\n\n');
    this.pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      const id = lines.find((line) => line.startsWith('id: '));
      if (id === undefined || !lines.some((line) => line.startsWith('data: '))) continue;
      const eventId = Number(id.slice('id: '.length));
      this.arrivals.push({ id: eventId, at });
      if (!this.arrivalById.has(eventId)) this.arrivalById.set(eventId, at);
    }
    this.onChange();
  }

  private end(): void {
    this.ended = true;
    this.onChange();
  }
}
