/**
 * A webhook receiver as an integrator writes one, in the test process: it verifies each request's
 * `Studio-Signature` with the scheme docs/webhooks.md gives (and refuses a bad one with 400), keeps
 * what arrived, and answers what the test tells it to.
 */
import { after } from 'node:test';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; created_at: string; data: { object: any } };
  /** Whether the signature matched the receiver's secret. */
  verified: boolean;
}

/** How the receiver answers a request it verified: a status, or a promise of one (held open). */
export type Answer = (received: Received, index: number) => number | Promise<number>;

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** The secret it verifies with; set it to the endpoint's once created. */
  secret: string;
  answer: Answer;
  ofType(type: string): Received[];
  close(): Promise<void>;
}

/** The check docs/webhooks.md shows: HMAC-SHA256 of "<t>.<raw body>", compared in constant time, within 5 minutes. */
export function verifySignature(header: string, rawBody: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startReceiver({ port = 0, answer = () => 200 }: { port?: number; answer?: Answer } = {}): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    port: 0,
    received: [],
    secret: '',
    answer,
    ofType: (type) => receiver.received.filter((r) => r.event.type === type),
    close: () => close(server),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = verifySignature(String(req.headers['studio-signature'] ?? ''), body, receiver.secret);
      const received: Received = { headers: req.headers, body, event: JSON.parse(body), verified };
      receiver.received.push(received);
      const status = verified ? await receiver.answer(received, receiver.received.length - 1) : 400;
      if (!res.destroyed) res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.port = (server.address() as { port: number }).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  after(() => close(server));
  return receiver;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
