import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { currentDeadline, msLeft, type DatabaseDeadline, type DeadlineBound } from './deadline.js';

type Drizzle = NodePgDatabase<Record<string, never>>;

/**
 * The database as services see it. `transaction` is ours (see `connect`): its work gets a `Tx` bound
 * to one connection, and the pool refuses every query made from inside that work.
 */
export type Db = Omit<Drizzle, 'transaction'> & {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** The pool itself, for statements run without Drizzle's query layer (`compiledSelect`). */
  readonly $client: pg.Pool;
};
/** One connection inside BEGIN … COMMIT. It has no `transaction` of its own: transactions do not nest. */
export type Tx = Omit<Drizzle, 'transaction'> & { readonly [inTransaction]: true };
/** Either the database or a transaction: query functions accept both. */
export type Executor = Db | Tx;

declare const inTransaction: unique symbol;

/** Every wait on the database has a bound (README "Configuration"). */
export interface DatabaseLimits {
  poolSize: number;
  /** Waiting for a free connection (or for a new one to connect). */
  acquireTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer; the client gives up a little later. */
  statementTimeoutMs: number;
  /** PostgreSQL gives up waiting for a row or table lock. */
  lockTimeoutMs: number;
  /** PostgreSQL ends a session left idle inside a transaction. */
  idleInTransactionTimeoutMs: number;
  /** A request's whole wait on the database, from its arrival (deadline.ts); routes doing long work are exempt. */
  requestDeadlineMs: number;
}

/** Connections the pool keeps open however long it idles (pg-pool opens them as requests need them). */
const IDLE_CONNECTIONS_KEPT = 2;

/** How much longer than statement_timeout the client waits for a database that stopped answering. */
const CLIENT_GRACE_MS = 1_000;

/** A connection idle this long is closed (but for IDLE_CONNECTIONS_KEPT). */
const IDLE_TIMEOUT_MS = 30_000;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export class PoolUsedInsideTransaction extends Error {
  constructor() {
    super(
      'A query was sent to the pool from inside a transaction. Pass the transaction (tx) to it instead: ' +
        'a second connection per request deadlocks the pool under load, and misses what the transaction wrote.',
    );
  }
}

/** Marks the asynchronous context of a transaction's work. */
const transactionScope = new AsyncLocalStorage<true>();

export function connect(url: string, limits: DatabaseLimits): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // Two connections outlive the idle timeout: the first request after a quiet spell (a client
    // opening a gallery in the morning) took 49–76 ms waiting for a new session, 9–39 ms with these.
    min: Math.min(IDLE_CONNECTIONS_KEPT, limits.poolSize),
    // A peer that vanished without closing (a dead host, a dropped route) is found by keepalives.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // pg applies query_timeout to every query, on the client: a database that stopped answering
    // cannot hold a request (or a connection) longer than this.
    query_timeout: limits.statementTimeoutMs + CLIENT_GRACE_MS,
    // UTC sessions: timestamps come back as UTC text that formatTimestamp rearranges.
    options: [
      '-c TimeZone=UTC',
      `-c statement_timeout=${limits.statementTimeoutMs}`,
      `-c lock_timeout=${limits.lockTimeoutMs}`,
      `-c idle_in_transaction_session_timeout=${limits.idleInTransactionTimeoutMs}`,
    ].join(' '),
  });
  // A dropped idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => {});
  const readTimeoutCap = limits.statementTimeoutMs + CLIENT_GRACE_MS;
  const acquire = guardPool(pool, readTimeoutCap);
  const db = drizzle({ client: pool }) as unknown as Db;
  db.transaction = (work) => runTransaction(acquire, work, readTimeoutCap);
  const stopKeeping = keepTimerList(IDLE_TIMEOUT_MS);
  return {
    db,
    pool,
    close: () => {
      stopKeeping();
      return pool.end();
    },
  };
}

const nothing = () => {};

/**
 * pg-pool sets a timer of `idleTimeoutMillis` on each connection it takes back, and clears it when a
 * waiting query takes that connection. Node keeps one list of timers per duration, made for the first
 * and dropped with the last: while queries wait for connections, each release made that list again and
 * each hand-over dropped it, a slow keyed store and a property delete in Node's table of lists every
 * time (`perf`, the unread count at 50 connections: 0.8 % of the service's CPU). A timer of the same
 * duration that repeats, doing nothing, keeps the list; it wakes the process once a period.
 */
function keepTimerList(ms: number): () => void {
  const keeper = setInterval(nothing, ms).unref();
  return () => clearInterval(keeper);
}

/** The URL the pool connects to, for work that needs connections of its own (the job queue, backups). */
export function databaseUrl(db: Db): string {
  return db.$client.options.connectionString!;
}

/**
 * Makes the pool refuse queries and connections asked for inside a transaction, and give each query
 * of a request only what is left of its deadline; answers the real `connect`.
 */
function guardPool(pool: pg.Pool, readTimeoutCap: number): () => Promise<pg.PoolClient> {
  const query = pool.query.bind(pool);
  const acquire = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.query = ((...args: Parameters<typeof query>) => {
    if (transactionScope.getStore()) throw new PoolUsedInsideTransaction();
    const deadline = currentDeadline();
    if (deadline) args[0] = withinDeadline(args[0], deadline, readTimeoutCap) as never;
    return query(...args);
  }) as typeof pool.query;
  pool.connect = ((...args: []) => {
    if (transactionScope.getStore()) throw new PoolUsedInsideTransaction();
    return acquire(...args);
  }) as typeof pool.connect;
  return acquire;
}

type QueryConfig = string | { text?: string } | DeadlineBound;

/**
 * The query with pg's `query_timeout` set to what is left of the deadline. pg reads it when it hands
 * the query to a connection, after the wait for one, so a getter gives the time left at that moment.
 * A submittable (NamedStatement's execution) is made for this one run and takes the deadline itself;
 * any other query is copied into a `DeadlineQuery`.
 */
function withinDeadline(config: QueryConfig, deadline: DatabaseDeadline, cap: number): object {
  if (isSubmittable(config)) {
    config.limitTo(deadline, cap);
    return config;
  }
  return new DeadlineQuery(typeof config === 'string' ? { text: config } : config, deadline, cap);
}

const deadlineOf = Symbol('deadline');
const capOf = Symbol('cap');

/**
 * A query's configuration as Drizzle gave it, its `query_timeout` read from the deadline. The getter
 * is the class's, shared by every copy. Defined on each copy instead (`Object.defineProperty` with a
 * closure of its own), it gave every copy a shape of its own, the second and later ones as dictionaries
 * (checked with V8's %HaveSameMap and %HasFastProperties), and pg's clone of each a new shape too: the
 * driver's code met a shape it had never seen at every query under a deadline. pg clones the
 * configuration with its prototype, so the clone reads the same getter.
 */
class DeadlineQuery {
  private readonly [deadlineOf]: DatabaseDeadline;
  private readonly [capOf]: number;

  constructor(config: object, deadline: DatabaseDeadline, cap: number) {
    this[deadlineOf] = deadline;
    this[capOf] = cap;
    Object.assign(this, config);
  }

  get query_timeout(): number {
    return msLeft(this[deadlineOf], this[capOf]);
  }
}

const isSubmittable = (config: QueryConfig): config is DeadlineBound => typeof config === 'object' && 'submit' in config;

/** For the length of a transaction, its connection gives each query what is left of the request's deadline. */
function limitToDeadline(client: pg.PoolClient, deadline: DatabaseDeadline, cap: number): void {
  const query = client.query;
  client.query = ((config: QueryConfig, ...rest: unknown[]) => (query as (...args: unknown[]) => unknown).call(client, withinDeadline(config, deadline, cap), ...rest)) as typeof client.query;
}

/** The connection's own `query` again, before it goes back to the pool. */
function unlimited(client: pg.PoolClient): void {
  delete (client as { query?: unknown }).query;
}

const transactionsOf = new WeakMap<pg.PoolClient, Tx>();

let openTransactions = 0;

/**
 * Runs a transaction's work in the scope the pool checks. Tracking an asynchronous context costs
 * every promise of the process some work (10% of a cached GET's throughput, measured), so the scope
 * is switched off whenever no transaction is open: reads that run alone pay nothing.
 */
async function inTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  openTransactions += 1;
  try {
    return await transactionScope.run(true, work);
  } finally {
    openTransactions -= 1;
    if (openTransactions === 0) transactionScope.disable();
  }
}

/**
 * BEGIN, the work, COMMIT (ROLLBACK when it throws) on one connection. A connection that failed or
 * timed out is destroyed, never handed back to the pool: it may still be waiting on the database.
 */
async function runTransaction<T>(acquire: () => Promise<pg.PoolClient>, work: (tx: Tx) => Promise<T>, readTimeoutCap: number): Promise<T> {
  if (transactionScope.getStore()) throw new PoolUsedInsideTransaction();
  const deadline = currentDeadline();
  const client = await acquire();
  if (deadline) limitToDeadline(client, deadline, readTimeoutCap);
  let broken: Error | undefined;
  // A connection lost while checked out emits 'error' besides failing its query; unheard, the event
  // would end the process. The failed query is what we act on.
  client.on('error', ignoreConnectionError);
  try {
    await client.query('BEGIN');
    const result = await inTransactionScope(() => work(bound(client)));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    broken = isConnectionLost(error) ? (error as Error) : await rollback(client);
    throw error;
  } finally {
    client.off('error', ignoreConnectionError);
    if (deadline) unlimited(client);
    client.release(broken);
  }
}

const ignoreConnectionError = () => {};

function bound(client: pg.PoolClient): Tx {
  let tx = transactionsOf.get(client);
  if (!tx) {
    tx = drizzle({ client }) as unknown as Tx;
    transactionsOf.set(client, tx);
  }
  return tx;
}

async function rollback(client: pg.PoolClient): Promise<Error | undefined> {
  try {
    await client.query('ROLLBACK');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** SQLSTATEs that say the database cannot serve us right now; the request may succeed if retried. */
const UNAVAILABLE_STATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

const LOST_CONNECTION = /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/** The connection itself failed or timed out on the client: nothing more can be sent on it. */
function isConnectionLost(error: unknown): boolean {
  return causes(error).some((e) => LOST_CONNECTION.test(e.message ?? '') || NETWORK_CODES.has(e.code ?? '') || e.code?.startsWith('08') === true);
}

/**
 * True when an error means the database is unreachable, too slow or too busy, rather than that the
 * request was wrong: the API answers 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionLost(error) || causes(error).some((e) => UNAVAILABLE_STATES.has(e.code ?? ''));
}

interface ErrorLike {
  message?: string;
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The error and the errors it wraps (Drizzle wraps the driver's error in `cause`). */
function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e = error; typeof e === 'object' && e !== null && chain.length < 5; e = (e as ErrorLike).cause) chain.push(e as ErrorLike);
  return chain;
}

/** True when a PostgreSQL error is a unique violation of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = pgError(error);
  return e?.code === '23505' && e.constraint === constraint;
}

/** True when a PostgreSQL error is a violation of the named CHECK constraint. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const e = pgError(error);
  return e?.code === '23514' && e.constraint === constraint;
}

/** True when a PostgreSQL error is a foreign key violation of the named constraint (ON DELETE RESTRICT raises 23001). */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const e = pgError(error);
  return (e?.code === '23503' || e?.code === '23001') && e.constraint === constraint;
}

/** The SQLSTATE of a PostgreSQL error, whether thrown by the driver or wrapped by Drizzle. */
export function sqlStateOf(error: unknown): string | undefined {
  return pgError(error)?.code;
}

function pgError(error: unknown): ErrorLike | undefined {
  return causes(error).find((e) => e.code !== undefined);
}
