/**
 * Webhooks end to end: 1,000 clients created through the API, each a `client.created` event POSTed
 * by the service to a receiver in this process. Reports, per event, the time from its transaction
 * (the event's `created_at`, taken by PostgreSQL on this machine's clock) to its arrival at the
 * receiver, p50 and p99, and deliveries per second over the whole run. Every event must arrive once.
 * Then a receiver that takes 5 s to answer each delivery: a hot GET of the API loaded while deliveries
 * wait on it, against the same GET loaded before any was under way.
 */
import { createServer } from 'node:http';
import { signUp } from './fixture.js';
import { load, type LoadResult } from './load.js';
import { apiOf, type Api } from './photo-flow.js';
import { percentile } from './report.js';
import type { Service } from './service.js';

const EVENTS = 1000;
/** Requests in flight at once: a studio's busy afternoon, not a load test of client creation. */
const CREATING_AT_ONCE = 8;
const DELIVERY_TIMEOUT_MS = 120_000;

export interface WebhookBench {
  report: string;
  failed: boolean;
}

export async function benchmarkWebhooks(service: Service): Promise<WebhookBench> {
  const token = await signUp(service.origin, { studio_name: 'Bench webhooks', email: 'bench-webhooks@example.test' });
  const api = apiOf(service.origin, token);
  const arrivals = new Map<string, number>();
  const latencies: number[] = [];
  let duplicates = 0;
  let allArrived = () => {};
  const done = new Promise<void>((resolve) => (allArrived = resolve));
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const arrivedAt = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; created_at: string };
      res.writeHead(204).end();
      if (arrivals.has(event.id)) duplicates++;
      else {
        arrivals.set(event.id, arrivedAt);
        latencies.push(arrivedAt - Date.parse(event.created_at));
      }
      if (arrivals.size === EVENTS) allArrived();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as { port: number };
  try {
    await api('POST', '/webhook_endpoints', { url: `http://127.0.0.1:${port}/hooks`, events: ['client.created'] });
    progress(`creating ${EVENTS} clients, ${CREATING_AT_ONCE} at a time`);
    const started = Date.now();
    let next = 0;
    await Promise.all(Array.from({ length: CREATING_AT_ONCE }, async () => {
      while (next < EVENTS) await api('POST', '/clients', { first_name: 'Bench', email: `bench-${++next}@example.test` });
    }));
    const timedOut = await Promise.race([done.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), DELIVERY_TIMEOUT_MS).unref())]);
    const seconds = (Math.max(...arrivals.values()) - started) / 1000;
    const problems = [
      ...(timedOut ? [`${EVENTS - arrivals.size} of ${EVENTS} events had not arrived after ${DELIVERY_TIMEOUT_MS / 1000} s`] : []),
      ...(duplicates > 0 ? [`${duplicates} events arrived more than once`] : []),
    ];
    const lines = [
      `\nWebhooks: ${EVENTS} client.created events to a local receiver (${CREATING_AT_ONCE} clients created at a time, one endpoint)`,
      `transaction → delivery: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms; ` +
        `${(arrivals.size / seconds).toFixed(0)} deliveries/s (${arrivals.size} in ${seconds.toFixed(1)} s from the first request)`,
    ];
    if (problems.length > 0) lines.push(`ERROR: ${problems.join('; ')}`);
    const slow = await slowReceiverLines(service, api, token);
    return { report: [...lines, ...slow.lines].join('\n'), failed: problems.length > 0 || slow.failed };
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
}

/** How long the slow receiver takes to answer each delivery. */
const SLOW_ANSWER_MS = 5_000;
/** Events queued for the slow receiver: enough to keep every delivery worker waiting through the run. */
const SLOW_EVENTS = 100;
const HOT_GET_SECONDS = 5;

/**
 * A hot GET (a coupon by id) loaded with no delivery under way, then while deliveries wait on a
 * receiver that answers after 5 s: the API's own answers must not wait on them.
 */
async function slowReceiverLines(service: Service, api: Api, token: string): Promise<{ lines: string[]; failed: boolean }> {
  const coupon = (await api('POST', '/coupons', { code: 'SLOWHOOK', discount_type: 'percentage', discount_value: 10 })).data;
  const target = { name: 'hot GET', url: `${service.origin}/api/v1/coupons/${coupon.id}`, headers: { authorization: `Bearer ${token}` }, pid: service.child.process.pid! };
  await load(target, 2);
  const quiet = await load(target, HOT_GET_SECONDS);
  const slow = createServer((req, res) => {
    req.resume();
    setTimeout(() => res.writeHead(204).end(), SLOW_ANSWER_MS).unref();
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = slow.address() as { port: number };
    await api('POST', '/webhook_endpoints', { url: `http://127.0.0.1:${port}/slow`, events: ['client.created'] });
    for (let i = 1; i <= SLOW_EVENTS; i++) await api('POST', '/clients', { first_name: 'Slow', email: `slow-${i}@example.test` });
    const busy = await load(target, HOT_GET_SECONDS);
    const failed = [quiet, busy].some((result) => result.non2xx > 0 || result.errors > 0);
    return {
      failed,
      lines: [
        `\nA receiver answering after ${SLOW_ANSWER_MS / 1000} s, ${SLOW_EVENTS} events queued for it: GET /api/v1/coupons/{id} meanwhile`,
        `  without deliveries: ${side(quiet)}`,
        `  while they wait:    ${side(busy)}   (req/s ratio ${(busy.requestsPerSecond / quiet.requestsPerSecond).toFixed(2)})` +
          `${failed ? '   ERROR: answers other than 200' : ''}`,
      ],
    };
  } finally {
    slow.closeAllConnections();
    slow.close();
  }
}

const side = (result: LoadResult) => `${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms`;

const progress = (text: string) => process.stderr.write(`· ${text}\n`);
