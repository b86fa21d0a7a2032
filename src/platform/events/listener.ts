import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface ListenerEvents {
  /** A notification arrived on the channel. */
  notified(payload: string): void;
  /** LISTEN is in place (again): what was published while it was not must be read from the table. */
  listening(): void;
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;
/** A connection that died silently (a host gone, a dropped route) is found within this, not TCP's ~11 minutes. */
const PING_EVERY_MS = 30_000;
const CLOSE_WAIT_MS = 1_000;

/**
 * The instance's one connection that LISTENs on a channel. It is its own `pg.Client`, never a pool
 * connection: one held forever would shrink the pool, and its LISTEN would follow it to the next
 * borrower. It also reads the events its notifications announce: live delivery then never waits
 * behind requests for a pool connection. Its connect and statement times are the pool's. When it drops (a restart, a failover,
 * `pg_terminate_backend`) it is opened again after pauses that grow to 5 s, and `listening` tells
 * the owner, who reads from the table what was published in between.
 */
export class NotificationListener {
  private client: pg.Client | null = null;
  private listeningOn: pg.Client | null = null;
  private started = false;
  private closed = false;
  private failures = 0;
  private retryTimer?: NodeJS.Timeout;
  private pingTimer?: NodeJS.Timeout;

  constructor(
    private config: pg.ClientConfig,
    private channel: string,
    private events: ListenerEvents,
    private log: FastifyBaseLogger,
  ) {}

  /** The connection while it listens, for reading what the notifications announce; null meanwhile. */
  get connection(): pg.Client | null {
    return this.listeningOn;
  }

  /** Opens the connection the first time it is called. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const client = this.client;
    this.client = null;
    this.listeningOn = null;
    if (client) await withinMs(client.end(), CLOSE_WAIT_MS);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    this.client = client;
    client.on('notification', (message) => {
      if (this.client === client && message.payload) this.events.notified(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    this.listeningOn = client;
    this.failures = 0;
    this.pingTimer = setInterval(() => this.ping(client), PING_EVERY_MS).unref();
    this.events.listening();
  }

  private ping(client: pg.Client): void {
    client.query('SELECT 1').catch((error) => this.lost(client, error));
  }

  /** Forgets a connection that failed, once, and opens another unless closing. */
  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.listeningOn = null;
    clearInterval(this.pingTimer);
    client.end().catch(() => {});
    if (this.closed) return;
    this.failures += 1;
    const delay = retryDelay(this.failures);
    this.log.warn({ err: error, retryInMs: delay }, 'live events: the LISTEN connection was lost; reconnecting');
    this.retryTimer = setTimeout(() => void this.connect(), delay).unref();
  }
}

/** Exponential, with jitter so that many instances do not reconnect in step after a failover. */
function retryDelay(failures: number): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
  return Math.round(ceiling * (0.5 + Math.random() / 2));
}

async function withinMs(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => {}), timeout]);
  clearTimeout(timer);
}
