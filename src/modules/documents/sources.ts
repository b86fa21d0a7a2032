/**
 * The contract between a client's documents (API.md §7) and the areas whose records are documents.
 * Each such area (invoices, booked sessions) gives, through its service, one SELECT of a
 * client's records in the columns below, built with `documentSelect`; the documents list joins the
 * sources with UNION ALL, then orders, pages and counts them in that one statement.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export type DocumentType = 'invoice' | 'session';

/** What a source is filtered by: values, or the placeholders of the documents' prepared statement. */
export interface DocumentScope {
  studioId: unknown;
  clientId: unknown;
  /** The studio's time zone, for states that depend on today's date (an invoice's `overdue`). */
  timeZone: unknown;
}

/** One source: the SELECT of one kind of a client's documents. */
export type DocumentSource = (scope: DocumentScope) => SQL;

/** A column or an SQL expression that gives a `T`. */
type Expression<T> = SQL<T> | (AnyColumn & { _: { data: T } });

/** What every source selects. Amounts are formatted from `amount` and `currency` after the query. */
export interface DocumentColumns {
  id: Expression<string>;
  type: Expression<DocumentType>;
  title: Expression<string>;
  status: Expression<string>;
  /** Minor units; null for a document that has no amount. */
  amount: Expression<number | null>;
  currency: Expression<string | null>;
  /** The date the API shows, as text: an invoice's due date. */
  date: Expression<string>;
  /** The `timestamptz` the list is ordered by. */
  created_at: Expression<string>;
}

/**
 * Each column's SQL type in the union, in select order. The casts make every source give the same
 * types, so that a source whose column is a literal or NULL (a session has no amount) still lines up.
 * `created_at` keeps the columns' own precision: a cast that changed it would hide the column from
 * the planner, which could then no longer read the list order from an index.
 */
const UNION_TYPES: Record<keyof DocumentColumns, string> = {
  id: 'text',
  type: 'text',
  title: 'text',
  status: 'text',
  amount: 'bigint',
  currency: 'text',
  date: 'text',
  created_at: 'timestamp(6) with time zone',
};

/** `SELECT <the documents' columns> <from>`, where `from` is the source's FROM and WHERE. */
export function documentSelect(columns: DocumentColumns, from: SQL): SQL {
  const selected = (Object.keys(UNION_TYPES) as (keyof DocumentColumns)[]).map(
    (name) => sql`(${columns[name]})::${sql.raw(UNION_TYPES[name])} AS ${sql.identifier(name)}`,
  );
  return sql`SELECT ${sql.join(selected, sql`, `)} ${from}`;
}
