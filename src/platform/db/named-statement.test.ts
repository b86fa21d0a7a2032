/**
 * named-statement.ts drives pg below its public API. pg is pinned to an exact version for that; these
 * tests make the upgrade that changes what it relies on fail by name, not as a hang or a TypeError
 * deep in a request.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import pg from 'pg';
import { tempDir, testDatabase } from '../../../test/helpers.js';
import { loadConfig } from '../../config.js';
import { startDeadline, underDeadline } from './deadline.js';
import { NamedStatement } from './named-statement.js';
import { connect } from './pool.js';

type Kind = 'function' | 'object' | 'number' | 'string';
type Expected = Record<string, Kind>;

/** What an Execution calls on the connection pg hands to `submit`. */
const CONNECTION: Expected = {
  parse: 'function',
  bind: 'function',
  describe: 'function',
  execute: 'function',
  sync: 'function',
  parsedStatements: 'object',
  submittedNamedStatements: 'object',
  'stream.cork': 'function',
  'stream.uncork': 'function',
};

/** pg's client calls the active query's handlers by these names, its own Query's as well as an Execution's. */
const QUERY_HANDLERS: Expected = {
  handleRowDescription: 'function',
  handleDataRow: 'function',
  handleCommandComplete: 'function',
  handleError: 'function',
  handleReadyForQuery: 'function',
};

/** The parameter conversion and the type parsers named-statement.ts takes from the module. */
const MODULE: Expected = {
  'utils.prepareValue': 'function',
  'types.getTypeParser': 'function',
  'types.builtins.TEXT': 'number',
  'types.builtins.TIMESTAMPTZ': 'number',
  'types.builtins.TIMESTAMP': 'number',
  'types.builtins.DATE': 'number',
  'types.builtins.INTERVAL': 'number',
};

/** What `learn` and `decode` read of the messages handed to the handlers. */
const ROW_DESCRIPTION: Expected = { 'fields.0.dataTypeID': 'number' };
const DATA_ROW: Expected = { 'fields.0': 'string' };

/** One line per member of `subject` that is missing or not of its expected kind, naming it. */
function missingMembers(owner: string, subject: unknown, expected: Expected): string[] {
  return Object.entries(expected).flatMap(([path, kind]) => {
    const value = path.split('.').reduce<unknown>((at, key) => (at == null ? undefined : (at as Record<string, unknown>)[key]), subject);
    if (value == null) return [`${owner} has no ${path}`];
    return typeof value === kind ? [] : [`${owner}'s ${path} is a ${typeof value}, not a ${kind}`];
  });
}

const database = connect(await testDatabase({ empty: true }), loadConfig({ DATA_DIR: tempDir() }).database);
after(() => database.close());

/** A connection of the service's pool, checked out as pg hands it to a submitted query. */
async function withPooledClient<T>(work: (client: pg.PoolClient, connection: unknown) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    return await work(client, (client as unknown as { connection?: unknown }).connection);
  } finally {
    client.release();
  }
}

/** The messages the client's connection hands on for a one-row, one-column select. */
async function messagesOf(client: pg.PoolClient, connection: unknown): Promise<{ rowDescription?: unknown; dataRow?: unknown }> {
  const emitter = connection as NodeJS.EventEmitter;
  const seen: { rowDescription?: unknown; dataRow?: unknown } = {};
  const onRowDescription = (message: unknown) => (seen.rowDescription = message);
  const onDataRow = (message: unknown) => (seen.dataRow = message);
  emitter.on('rowDescription', onRowDescription).on('dataRow', onDataRow);
  try {
    await client.query('SELECT 1::int4 AS one');
  } finally {
    emitter.off('rowDescription', onRowDescription).off('dataRow', onDataRow);
  }
  return seen;
}

test('pg still has every internal a named statement relies on', async () => {
  const missing = await withPooledClient(async (client, connection) => {
    const { rowDescription, dataRow } = await messagesOf(client, connection);
    return [
      ...missingMembers("pg's Client", { connection }, { connection: 'object' }),
      ...missingMembers("pg's Connection", connection, CONNECTION),
      ...missingMembers("pg's Query", pg.Query.prototype, QUERY_HANDLERS),
      ...missingMembers("pg's module", pg, MODULE),
      ...missingMembers("pg's RowDescription message", rowDescription, ROW_DESCRIPTION),
      ...missingMembers("pg's DataRow message", dataRow, DATA_ROW),
    ];
  });
  assert.deepEqual(missing, []);
});

test('a missing or changed internal is named in the failure', async () => {
  const connection = await withPooledClient(async (_client, found) => found);
  const changed = Object.create(connection as object, {
    parsedStatements: { value: undefined },
    sync: { value: 'not a function' },
    stream: { value: {} },
  });
  assert.deepEqual(missingMembers("pg's Connection", changed, CONNECTION), [
    "pg's Connection's sync is a string, not a function",
    "pg's Connection has no parsedStatements",
    "pg's Connection has no stream.cork",
    "pg's Connection has no stream.uncork",
  ]);
  assert.deepEqual(missingMembers("pg's RowDescription message", { fields: [] }, ROW_DESCRIPTION), [
    "pg's RowDescription message has no fields.0.dataTypeID",
  ]);
});

test("a statement run for a request gives up at what is left of the request's deadline", async () => {
  // A second is well inside the statement timeout: only the deadline can end the wait early.
  const sleep = new NamedStatement<{ slept: string }>('deadline_sleep', 'SELECT pg_sleep(1)::text AS slept', ['slept'], [(value) => value]);
  await assert.rejects(underDeadline(startDeadline(200), () => sleep.run(database.pool, [])), /Query read timeout/);
  assert.deepEqual(await sleep.run(database.pool, []), [{ slept: '' }], 'outside a request the statement runs to its end');
});

test('rows keep every column under its key, nulls as null and values through their parsers and decoders', async () => {
  const keys = ['id', 'quoted "key"', 'count', 'flag', 'missing', 'upper'];
  const select = new NamedStatement<Record<string, unknown>>(
    'row_builder_columns',
    `SELECT 'cl_1' AS id, 'a\\b' AS q, 42::int4 AS count, true AS flag, NULL::text AS missing, 'x' AS upper`,
    keys,
    [null, null, null, null, (value) => `decoded ${value}`, (value) => String(value).toUpperCase()],
  );
  const expected = { id: 'cl_1', 'quoted "key"': 'a\\b', count: 42, flag: true, missing: null, upper: 'X' };
  assert.deepEqual(await select.run(database.pool, []), [expected]);
  assert.deepEqual(await select.run(database.pool, []), [expected], 'the second execution, without a description, reads the same row');
});

test('a selection naming a field __proto__ is refused when the statement is first described', async () => {
  const select = new NamedStatement('row_builder_proto', 'SELECT 1 AS one', ['__proto__'], [null]);
  await assert.rejects(select.run(database.pool, []), /__proto__/);
});
