/**
 * Webhooks end to end: 1,000 clients created through the API, each a `client.created` event POSTed
 * by the service to a receiver in this process. Reports, per event, the time from its transaction
 * (the event's `created_at`, taken by PostgreSQL on this machine's clock) to its arrival at the
 * receiver, p50 and p99, and deliveries per second over the whole run. Every event must arrive once.
 */
import { createServer } from 'node:http';
import { signUp } from './fixture.js';
import { apiOf } from './photo-flow.js';
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
    return { report: lines.join('\n'), failed: problems.length > 0 };
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
}

const progress = (text: string) => process.stderr.write(`· ${text}\n`);
