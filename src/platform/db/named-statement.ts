import pg from 'pg';
import { msLeft, type DatabaseDeadline, type DeadlineBound } from './deadline.js';

/** Turns a column's value, as decoded from its text form, into the value a row holds; null keeps it as it is. */
export type Decode = ((value: unknown) => unknown) | null;
/** A column's text to the row's value; null where the text is the value (text columns: most of them). */
type ReadField = ((text: string) => unknown) | null;

/** A column of a result as PostgreSQL describes it; only its type is read. */
interface DescribedField {
  dataTypeID: number;
}

/**
 * The messages of PostgreSQL's extended query protocol, as pg's connection sends them. None of this is
 * pg's public API: pg is pinned to an exact version in package.json so that no install or update moves
 * it silently, and named-statement.test.ts checks every member used here (and in `Execution`) on a real
 * connection, naming whichever an upgrade removed. A member used here must be added there.
 */
interface ProtocolConnection {
  stream: { cork?(): void; uncork?(): void };
  /** Statements this connection has prepared, and those sent but not yet confirmed: name -> SQL. */
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { name: string; text: string }): void;
  bind(message: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

/**
 * A select run as a named prepared statement on the pool, its rows decoded straight into objects.
 *
 * pg's own query object asks PostgreSQL to describe the result at every execution, parses that
 * description and rebuilds its row parsers from it, and copies the query's configuration first: about
 * 18 µs of CPU per one-row read (profiled), most of what pg spends on it. The columns of a statement
 * do not change while it is prepared (PostgreSQL refuses to run it if they would), so this one reads
 * the description of its first execution, keeps each column's parser, and executes without one from
 * then on.
 */
export class NamedStatement<Row> {
  /** The fields of a data row to the row; built from the first description. */
  private build: RowBuilder<Row> | null = null;

  /** `keys` and `decoders`: the row's properties and their decoders, in the order of the SELECT list. */
  constructor(
    readonly name: string,
    readonly text: string,
    private readonly keys: string[],
    private readonly decoders: Decode[],
  ) {}

  /** The rows for these parameters, in the protocol's text form (`toParameter`), on a connection of the pool. */
  run(pool: pg.Pool, parameters: unknown[]): Promise<Row[]> {
    // pg-pool answers a submitted query through a promise, whatever @types/pg says of submittables.
    return pool.query(new Execution(this, parameters) as never) as unknown as Promise<Row[]>;
  }

  /** False until an execution has read the description; until then each execution asks for one. */
  isDescribed(): boolean {
    return this.build !== null;
  }

  /** Builds, from the described columns' types, the row of every later execution. */
  learn(fields: DescribedField[]): void {
    if (fields.length !== this.keys.length) {
      throw new Error(`Statement ${this.name} returns ${fields.length} columns, ${this.keys.length} expected`);
    }
    this.build = rowBuilder(this.keys, fields.map((field, i) => reader(textParser(field.dataTypeID), this.decoders[i])));
  }

  decode(fields: (string | null)[]): Row {
    if (!this.build) throw new Error(`Statement ${this.name} sent rows before describing them`);
    return this.build(fields);
  }
}

type RowBuilder<Row> = (fields: (string | null)[]) => Row;

/**
 * A function that makes a row as one object literal of the statement's keys. Setting the keys one by
 * one in a loop made every store megamorphic (one site for every statement's shape): 3.6 % of the
 * service's CPU on the client list (perf), and 3.8 µs against 0.2 µs for five rows of five statements'
 * shapes. The keys are our selections' property names, never input; each is written as a JSON string.
 */
function rowBuilder<Row>(keys: string[], readers: ReadField[]): RowBuilder<Row> {
  if (keys.includes('__proto__')) throw new Error('A selection cannot name a field __proto__');
  const values = readers.map((read, i) => (read === null ? `fields[${i}]` : `fields[${i}] === null ? null : readers[${i}](fields[${i}])`));
  const literal = `{ ${keys.map((key, i) => `${JSON.stringify(key)}: ${values[i]}`).join(', ')} }`;
  const builderOf = new Function('readers', `return (fields) => (${literal});`) as (readers: ReadField[]) => RowBuilder<Row>;
  return builderOf(readers);
}

/**
 * One execution of a statement, in the form pg accepts in place of its own query object (a
 * "submittable", as pg-cursor is): `submit` writes the messages, and pg's client hands over each
 * message of the answer. `callback` is set by pg (it wraps it to bound the wait with query_timeout)
 * and called once: with the rows at ReadyForQuery, or with the error. This leans on pg's internals
 * (the handler names, the connection's record of prepared statements, the messages' fields): see
 * `ProtocolConnection` for why pg is pinned. prepared.test.ts and test/resilience.test.ts exercise
 * them end to end.
 */
class Execution<Row> implements DeadlineBound {
  readonly name: string;
  readonly text: string;
  /** Set by pg when the execution is queued; it starts unset because pg keeps a callback already there. */
  callback?: (error: Error | null, rows?: Row[]) => void;
  private readonly rows: Row[] = [];
  /** A row that could not be decoded: reported once PostgreSQL has finished answering. */
  private failure: Error | null = null;
  /** The request's deadline, when the pool gives one (pool.ts); otherwise pg's own query_timeout applies. */
  private deadline: DatabaseDeadline | null = null;
  private deadlineCap = 0;

  constructor(
    private readonly statement: NamedStatement<Row>,
    private readonly values: unknown[],
  ) {
    this.name = statement.name;
    this.text = statement.text;
  }

  limitTo(deadline: DatabaseDeadline, cap: number): void {
    this.deadline = deadline;
    this.deadlineCap = cap;
  }

  /** Read by pg when a connection takes the execution: what is left of the deadline then. */
  get query_timeout(): number | undefined {
    return this.deadline ? msLeft(this.deadline, this.deadlineCap) : undefined;
  }

  submit(connection: ProtocolConnection): null {
    // The messages leave in one write (as pg's own query does it).
    connection.stream.cork?.();
    try {
      if (connection.parsedStatements[this.name] === undefined && connection.submittedNamedStatements[this.name] === undefined) {
        connection.parse({ name: this.name, text: this.text });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      if (!this.statement.isDescribed()) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: DescribedField[] }): void {
    this.attempt(() => this.statement.learn(message.fields));
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.failure) return;
    this.attempt(() => this.rows.push(this.statement.decode(message.fields)));
  }

  handleCommandComplete(): void {}

  handleError(error: Error): void {
    this.callback?.(error);
  }

  handleReadyForQuery(): void {
    if (this.failure) this.callback?.(this.failure);
    else this.callback?.(null, this.rows);
  }

  private attempt(work: () => unknown): void {
    try {
      work();
    } catch (error) {
      this.failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
}

/** A parameter in the text form the protocol carries: pg's own conversion (dates, arrays, JSON), untyped in @types/pg. */
export const toParameter = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

const RAW_TIME_TYPE_IDS = new Set([
  pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL,
  1115, 1182, 1185, 1187, 1231, // their arrays, and numeric[]
]);
/** What pg answers for a type it has no parser of (text, varchar, …): the text itself, through a call. */
const PASS_THROUGH = pg.types.getTypeParser(pg.types.builtins.TEXT, 'text');

/**
 * The driver's parser for a type, except for the types Drizzle reads as text (as its own queries do);
 * null where the text is the value. Most columns are text: two calls a value for nothing were a few
 * µs of a list page (profiled).
 */
function textParser(typeId: number): ReadField {
  if (RAW_TIME_TYPE_IDS.has(typeId)) return null;
  const parse = pg.types.getTypeParser(typeId, 'text') as (text: string) => unknown;
  return parse === PASS_THROUGH ? null : parse;
}

/** The column's parser and then its decoder, leaving out either that keeps the value as it is. */
function reader(parse: ReadField, decode: Decode): ReadField {
  if (parse === null) return decode;
  if (decode === null) return parse;
  return (text) => decode(parse(text));
}
