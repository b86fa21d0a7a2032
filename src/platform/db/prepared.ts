import { Column, is, noopDecoder, Param, Placeholder, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgSelectBuilder } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './pool.js';
import { NamedStatement, toParameter, type Decode } from './named-statement.js';

/**
 * Statements prepared on first use, one set per shape of a query (a list's combination of filters),
 * named after the shape. A single statement with optional conditions (`$2 IS NULL OR …`) would settle on
 * a generic plan that cannot pick the index fitting the filter.
 */
export function preparedPerShape<Shape, Statements>(
  nameOf: (shape: Shape) => string,
  prepare: (shape: Shape, name: string) => Statements,
): (shape: Shape) => Statements {
  const prepared = new Map<string, Statements>();
  return (shape) => {
    const name = nameOf(shape);
    let statements = prepared.get(name);
    if (!statements) {
      statements = prepare(shape, name);
      prepared.set(name, statements);
    }
    return statements;
  };
}

/**
 * A LIMIT or OFFSET placeholder that PostgreSQL does not read when it plans a prepared statement. With a
 * plain `$n` a custom plan knows `LIMIT 25 OFFSET 0` while the generic plan assumes a tenth of the rows
 * for each, so the custom plan always looks cheaper and PostgreSQL plans the statement again at every
 * execution (`pg_prepared_statements.custom_plans`, measured on a collection page). Behind a subselect
 * neither plan knows the value, both cost the same, and the statement keeps its generic plan: the same
 * index scan, 0.09 ms of planning saved per execution (checked up to 100 000 rows in one studio).
 */
export function unplannedCount(name: string): Placeholder {
  // Drizzle's limit() and offset() are typed for a number or a placeholder, and write any SQL given.
  return sql`(SELECT ${sql.placeholder(name)}::bigint)` as unknown as Placeholder;
}

/**
 * A text array placeholder, for `= ANY(…)`, that PostgreSQL does not read when it plans a prepared
 * statement. The custom plan for one id costs an eighth of the generic plan (which assumes ten), so
 * a list page whose records share one client had the briefs of its clients planned again at every
 * execution (0.14 ms to bind instead of 0.05, among 1 000 studios). Behind a subselect both plans
 * cost the same: the same index scan, planned once.
 */
export function unplannedTextArray(name: string): SQL {
  // The outer cast makes the subselect a scalar: `ANY((SELECT …))` alone would read it as a set of rows.
  return sql`((SELECT ${sql.placeholder(name)}::text[])::text[])`;
}

/** A selection that can be compiled: each field a column or an SQL expression, nothing nested. */
export type FlatSelection = Record<string, PgColumn | SQL | SQL.Aliased>;

type Values = Record<string, unknown>;

/**
 * A select run as a named prepared statement on the pool (`NamedStatement`), its rows decoded by a
 * mapping built once. Drizzle writes the SQL and owns the column decoders. Its own
 * `prepare().execute()` also opens tracing spans, goes through three asynchronous layers and walks the
 * selection generically for every value: 2–10 µs more a one-row read (measured), which the hottest
 * reads do without. Runs outside transactions only: the pool refuses a query made from inside one.
 */
export function compiledSelect<Fields extends FlatSelection>(
  db: Db,
  name: string,
  fields: Fields,
  build: (select: PgSelectBuilder<Fields>) => { toSQL(): { sql: string; params: unknown[] } },
): (values: Values) => Promise<SelectResultFields<Fields>[]> {
  const { sql: text, params } = build(db.select(fields)).toSQL();
  const bind = params.map(binder);
  const statement = new NamedStatement<SelectResultFields<Fields>>(name, text, Object.keys(fields), Object.values(fields).map(decoderOf));
  const pool = db.$client;
  return (values) => {
    // A missing placeholder or a refused pool is a rejection for the caller, as any query failure is.
    try {
      return statement.run(pool, parametersOf(bind, values));
    } catch (error) {
      return Promise.reject(error);
    }
  };
}

/** The values of a statement's parameters, in order, from its placeholders' `values`: as `compiledSelect` sends them. */
export function boundParameters(params: unknown[], values: Values): unknown[] {
  return parametersOf(params.map(binder), values);
}

/**
 * The parameters of one execution in the protocol's text form, in one array: mapping the values and
 * then their text forms made two arrays and a closure a query.
 */
function parametersOf(binders: Binder[], values: Values): unknown[] {
  const parameters: unknown[] = [];
  for (const bind of binders) parameters.push(bind(values));
  return parameters;
}

/** A parameter's text form (`toParameter`) for an execution's values. */
type Binder = (values: Values) => unknown;

/**
 * How a parameter of the statement gets its text form: from a placeholder's value (through its
 * column's encoder), or once for a constant.
 */
function binder(param: unknown): Binder {
  const value = (name: string, values: Values) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return values[name];
  };
  if (is(param, Placeholder)) return (values) => toParameter(value(param.name, values));
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder, value: placeholder } = param;
    return (values) => toParameter(encoder.mapToDriverValue(value(placeholder.name, values)));
  }
  const constant = toParameter(param);
  return () => constant;
}

/** The field's decoder; null where Drizzle's keeps the value as it is (a text column, a plain expression). */
function decoderOf(field: PgColumn | SQL | SQL.Aliased): Decode {
  if (is(field, Column)) return field.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : (value) => field.mapFromDriverValue(value);
  // An SQL expression's decoder (`.mapWith()`, Number for count()) is not in Drizzle's public types:
  // its absence stops the start, rather than leaving values undecoded.
  const { decoder } = (is(field, SQL) ? field : field.sql) as unknown as { decoder?: { mapFromDriverValue?: (value: unknown) => unknown } };
  if (typeof decoder?.mapFromDriverValue !== 'function') throw new Error('compiledSelect: an SQL field has no decoder');
  if (decoder === noopDecoder) return null;
  return (value) => decoder.mapFromDriverValue!(value);
}
