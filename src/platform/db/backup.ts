/**
 * Logical backups through the service's own connection. The embedded PostgreSQL package ships no
 * pg_dump, and an older pg_dump refuses a newer server, so the service writes its data itself: a gzip
 * stream of NDJSON, a header line and then one line per row (see docs/operating.md, Backups):
 *
 *   {"format":"studio-backup","version":1,"migrations":["<hash>",…],"created_at":"…"}
 *   {"table":"studios","row":{"id":"…","name":"…",…}}
 *
 * Rows are PostgreSQL's own JSON of each row (row_to_json), and are read back by PostgreSQL
 * (json_populate_recordset): values never pass through JavaScript numbers or dates, so bigints,
 * numerics and microsecond timestamps come back exactly. Generated columns are left out and
 * recomputed on restore. One thing JSON cannot tell apart: a jsonb value `null` comes back as SQL NULL
 * (the jsonb columns, payments.payment_method_details and live_events.data, hold objects or NULL).
 */
import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import { pipeline as pipeStreams, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';

const FORMAT = 'studio-backup';
const VERSION = 1;
/** Rows per FETCH of the backup's cursor: memory stays bounded whatever the size of a table. */
const FETCH_ROWS = 2_000;
/** Rows per INSERT of a restore. */
const INSERT_ROWS = 1_000;

/** A database URL, or a connected client (left connected) to work on. */
export type Connection = string | pg.Client;
/** Rows per table, in the order the tables are written and restored. */
export type RowCounts = Record<string, number>;

/** A backup that cannot be made, or a file that cannot be restored: the message says why. */
export class BackupError extends Error {}

interface Header {
  format: string;
  version: number;
  migrations: string[];
  created_at: string;
}

interface Table {
  name: string;
  /** Every column but generated ones, which PostgreSQL computes. */
  columns: string[];
  /** Tables this one references by foreign key (itself included, when it does). */
  parents: string[];
}

interface Line {
  number: number;
  text: string;
}

/**
 * Writes every row of every table of the `public` schema, as one consistent snapshot, to `output`
 * (the whole backup, with the stored files, is platform/backup/archive.ts).
 */
export function backupDatabase(connection: Connection, output: Writable): Promise<RowCounts> {
  return withClient(connection, (client) => writeBackup(client, output));
}

export interface RestoreOptions {
  /**
   * Runs inside the restore's transaction once every row is in, before COMMIT: work that must succeed
   * with the rows or not at all (the stored files of a backup). When it throws, the rows are rolled back.
   */
  beforeCommit?: () => Promise<void>;
}

/**
 * Replaces all data of the `public` schema with a backup's, in one transaction: a file of another
 * format, from a database at another migration, or any failure on the way leaves the data as it was.
 */
export async function restoreDatabase(connection: Connection, input: string | Readable, { beforeCommit }: RestoreOptions = {}): Promise<RowCounts> {
  const lines = linesOf(typeof input === 'string' ? createReadStream(input) : input);
  try {
    const header = await readHeader(lines);
    return await withClient(connection, (client) =>
      inTransaction(client, 'BEGIN', async () => {
        const counts = await replaceData(client, header, lines);
        await beforeCommit?.();
        return counts;
      }),
    );
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`the restore failed and was rolled back, the data is as it was: ${(error as Error).message}`, { cause: error });
  } finally {
    await lines.return(undefined);
  }
}

/**
 * A client of its own rather than the service's pool: backups and restores run for minutes, longer
 * than the pool's timeouts allow, and the pool refuses a transaction that is not its own.
 */
async function withClient<T>(connection: Connection, work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (typeof connection !== 'string') return work(connection);
  const client = new pg.Client({ connectionString: connection, keepAlive: true });
  // A lost connection emits 'error' besides failing the query in flight; unheard, the event would end
  // the process before the failed query reports it.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `begin`, the work, COMMIT (ROLLBACK when it throws). A backup of a large table takes longer than the
 * service's statement timeout, and sits idle in its transaction while a slow disk takes the output:
 * both timeouts are off for it. Lock waits stay bounded, so that a restore queued behind a long
 * transaction fails rather than hangs (the server's requests would queue behind it). UTC: timestamps
 * are written as `…+00:00`, whatever the database's default time zone.
 */
async function inTransaction<T>(client: pg.Client, begin: string, work: () => Promise<T>): Promise<T> {
  await client.query(begin);
  try {
    await client.query(`SELECT set_config('statement_timeout', '0', true), set_config('idle_in_transaction_session_timeout', '0', true),
      set_config('lock_timeout', '30s', true), set_config('TimeZone', 'UTC', true)`);
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // The connection may be what failed; the server rolls back a transaction whose connection is gone.
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

async function writeBackup(client: pg.Client, output: Writable): Promise<RowCounts> {
  return inTransaction(client, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async () => {
    const tables = dependencyOrder(await publicTables(client));
    await refuseSequences(client);
    const header: Header = { format: FORMAT, version: VERSION, migrations: await appliedMigrations(client), created_at: new Date().toISOString() };
    const counts: RowCounts = {};
    // One batch waits for the compressor while the next is fetched, not the stream's default sixteen.
    await pipeline(Readable.from(backupLines(client, header, tables, counts), { highWaterMark: 1 }), createGzip(), output);
    return counts;
  });
}

async function* backupLines(client: pg.Client, header: Header, tables: Table[], counts: RowCounts): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    counts[table.name] = 0;
    const prefix = `{"table":${JSON.stringify(table.name)},"row":`;
    const columns = table.columns.map(pg.escapeIdentifier).join(', ');
    const rows = `SELECT row_to_json(r)::text FROM (SELECT ${columns} FROM ${pg.escapeIdentifier(table.name)}) r`;
    for await (const batch of cursorBatches(client, rows)) {
      counts[table.name] += batch.length;
      yield batch.map((row) => `${prefix}${row}}\n`).join('');
    }
  }
}

/** A query's single text column, FETCH_ROWS rows at a time, through a server-side cursor. */
async function* cursorBatches(client: pg.Client, query: string): AsyncGenerator<string[]> {
  await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR ${query}`);
  for (;;) {
    const { rows } = await client.query<[string]>({ text: `FETCH ${FETCH_ROWS} FROM backup_rows`, rowMode: 'array' });
    if (rows.length > 0) yield rows.map(([row]) => row);
    if (rows.length < FETCH_ROWS) break;
  }
  await client.query('CLOSE backup_rows');
}

/** Every table of the schema `public`, from the catalog: a table added by a migration is backed up without a change here. */
async function publicTables(client: pg.Client): Promise<Map<string, Table>> {
  const { rows } = await client.query<Table>(`
    SELECT c.relname AS name,
      ARRAY(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum) AS columns,
      ARRAY(SELECT DISTINCT p.relname::text FROM pg_constraint k JOIN pg_class p ON p.oid = k.confrelid
            WHERE k.conrelid = c.oid AND k.contype = 'f' AND p.relnamespace = c.relnamespace) AS parents
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
    ORDER BY c.relname`);
  return new Map(rows.map((table) => [table.name, table]));
}

/**
 * Parents before children, so that every row's foreign keys find their rows; by name among tables
 * that do not depend on one another, so that every database of a release gets the same order.
 */
function dependencyOrder(tables: Map<string, Table>): Table[] {
  const ordered: Table[] = [];
  const placed = new Set<string>();
  let waiting = [...tables.values()];
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => table.parents.every((parent) => placed.has(parent)));
    if (ready.length === 0) {
      const names = waiting.map((table) => table.name).join(', ');
      throw new BackupError(`the foreign keys among the tables ${names} form a cycle: no order of their rows satisfies them`);
    }
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    waiting = waiting.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** The format carries rows, not a sequence's position: a restored sequence would hand out numbers already taken. */
async function refuseSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`,
  );
  if (rows.length > 0) {
    throw new BackupError(`the schema has sequences (${rows.map((r) => r.name).join(', ')}), whose positions this backup format does not carry`);
  }
}

/** Drizzle's record of the applied migrations (schema `drizzle`, not backed up): the database's version. */
async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id');
  return rows.map((row) => row.hash);
}

/** The lines of a gzip stream, numbered from 1; the file is closed when the reader stops early. */
async function* linesOf(input: Readable): AsyncGenerator<Line, void, undefined> {
  // pipeline hands a failure of the file (a missing one, say) on to the decompressed stream we read.
  const text = pipeStreams(input, createGunzip(), () => {});
  let number = 0;
  try {
    for await (const line of readline.createInterface({ input: text, crlfDelay: Number.POSITIVE_INFINITY })) {
      number += 1;
      yield { number, text: line };
    }
  } catch (error) {
    throw unreadable(error, number);
  } finally {
    text.destroy();
  }
}

function unreadable(error: unknown, linesRead: number): Error {
  const { code, syscall, message } = error as NodeJS.ErrnoException;
  if (code === 'Z_DATA_ERROR') return new BackupError('the file is not a studio backup: it is not gzip-compressed');
  if (code === 'Z_BUF_ERROR') return new BackupError(`the file ends after line ${linesRead}, before the end of its compressed data: it was cut short`);
  if (syscall !== undefined) return new BackupError(`cannot read the backup: ${message}`);
  return error as Error;
}

async function readHeader(lines: AsyncGenerator<Line, void, undefined>): Promise<Header> {
  const first = await lines.next();
  const header = first.done ? undefined : parsedOrUndefined(first.value.text);
  if (!isHeader(header)) throw new BackupError(`the file is not a studio backup: its first line is not a {"format":"${FORMAT}",…} header`);
  if (header.version !== VERSION) {
    throw new BackupError(`the backup is in version ${header.version} of the format, and this release reads version ${VERSION} only`);
  }
  return header;
}

function isHeader(value: unknown): value is Header {
  const header = value as Partial<Header> | undefined;
  return header?.format === FORMAT && typeof header.version === 'number' && Array.isArray(header.migrations);
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function replaceData(client: pg.Client, header: Header, lines: AsyncIterable<Line>): Promise<RowCounts> {
  refuseOtherMigrations(header.migrations, await appliedMigrations(client));
  const tables = await publicTables(client);
  const loader = new TableLoader(client, tables);
  await truncate(client, [...tables.keys()]);
  const derived = await derivingTriggers(client);
  await setTriggers(client, derived, 'DISABLE');
  for await (const line of lines) await loader.add(line);
  const counts = await loader.finish();
  await setTriggers(client, derived, 'ENABLE');
  return counts;
}

interface Trigger {
  table: string;
  name: string;
}

/**
 * The plain triggers of the `public` tables: those that keep one table from another (the per-studio
 * client counts). A backup holds both tables as they were, so these must not count the restored rows a
 * second time; constraint triggers, which check rather than derive, stay on.
 */
async function derivingTriggers(client: pg.Client): Promise<Trigger[]> {
  const { rows } = await client.query<Trigger>(`
    SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal AND t.tgconstraint = 0
    ORDER BY c.relname, t.tgname`);
  return rows;
}

/** Inside the restore's transaction, under its exclusive locks: no other session ever sees them off. */
async function setTriggers(client: pg.Client, triggers: Trigger[], change: 'DISABLE' | 'ENABLE'): Promise<void> {
  for (const { table, name } of triggers) {
    await client.query(`ALTER TABLE ${pg.escapeIdentifier(table)} ${change} TRIGGER ${pg.escapeIdentifier(name)}`);
  }
}

/** Rows only fit the tables of the same migrations: another release may have renamed, split or added columns. */
function refuseOtherMigrations(backup: string[], database: string[]): void {
  if (backup.length === database.length && backup.every((hash, i) => hash === database[i])) return;
  const newer = (a: string[], b: string[]) => a.length > b.length && b.every((hash, i) => hash === a[i]);
  const which = newer(database, backup)
    ? 'the database is newer than the backup'
    : newer(backup, database)
      ? 'the backup is newer than the database'
      : 'their migrations differ';
  throw new BackupError(
    `the backup was made at another database version (${backup.length} migrations applied, this database ${database.length}: ${which}). ` +
      'Restore it into a database at the same version, i.e. with the same release of the service that made it.',
  );
}

/**
 * Empties every table in one statement: all of them at once, so that no foreign key among them stands
 * in the way. Without CASCADE: a table outside `public` that references them (none does) stops the
 * restore rather than being emptied without being restored. TRUNCATE takes each table's ACCESS
 * EXCLUSIVE lock, held to COMMIT: a running server's requests wait, and never see half the data.
 */
async function truncate(client: pg.Client, tables: string[]): Promise<void> {
  await client.query(`TRUNCATE ${tables.map(pg.escapeIdentifier).join(', ')}`);
}

/**
 * Inserts the rows of a backup, INSERT_ROWS at a time per table. A backup has its tables in the
 * dependency order of its database, which is this one's (same migrations), so the loader follows that
 * order and refuses a file that goes back in it. The lines go to PostgreSQL as they are, and
 * PostgreSQL reads their rows: JSON.parse here only learns the table.
 */
class TableLoader {
  /** Every table, in dependency order: the restore's row counts, zeros included. */
  private readonly counts: RowCounts;
  private readonly rank: Map<string, number>;
  private table: Table | undefined;
  private batch: string[] = [];

  constructor(
    private readonly client: pg.Client,
    private readonly tables: Map<string, Table>,
  ) {
    const order = dependencyOrder(tables);
    this.counts = Object.fromEntries(order.map((table) => [table.name, 0]));
    this.rank = new Map(order.map((table, i) => [table.name, i]));
  }

  async add(line: Line): Promise<void> {
    const table = this.tableOf(line);
    if (table !== this.table) {
      this.refuseOutOfOrder(table);
      await this.flush();
      this.table = table;
    }
    this.batch.push(line.text);
    if (this.batch.length === INSERT_ROWS) await this.flush();
  }

  async finish(): Promise<RowCounts> {
    await this.flush();
    return this.counts;
  }

  private tableOf({ number, text }: Line): Table {
    const line = parsedOrUndefined(text) as { table?: unknown; row?: unknown } | undefined;
    if (typeof line?.table !== 'string' || typeof line.row !== 'object' || line.row === null || Array.isArray(line.row)) {
      throw new BackupError(`line ${number} of the backup is not a {"table":…,"row":{…}} line`);
    }
    const table = this.tables.get(line.table);
    if (!table) throw new BackupError(`line ${number} of the backup has a row of the table "${line.table}", which this database does not have`);
    return table;
  }

  /** A clear message, rather than a foreign key violation, for a file whose tables come in another order. */
  private refuseOutOfOrder(table: Table): void {
    if (this.table && this.rank.get(table.name)! < this.rank.get(this.table.name)!) {
      throw new BackupError(
        `the backup has rows of "${table.name}" after rows of "${this.table.name}": ` +
          'its tables are not in the order of their foreign keys (referenced tables first)',
      );
    }
  }

  private async flush(): Promise<void> {
    if (!this.table || this.batch.length === 0) return;
    const name = pg.escapeIdentifier(this.table.name);
    const columns = this.table.columns.map(pg.escapeIdentifier).join(', ');
    await this.client.query(
      `INSERT INTO ${name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${name},
        (SELECT json_agg(line -> 'row') FROM json_array_elements($1::json) AS line))`,
      [`[${this.batch.join(',')}]`],
    );
    this.counts[this.table.name] += this.batch.length;
    this.batch = [];
  }
}
