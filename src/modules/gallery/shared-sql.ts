/** SQL pieces the rooms' queries share. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** Builds the subqueries of the rooms' column lists, which exist before any database does. */
export const subquery = new QueryBuilder();

/**
 * A column of the outer query, named with its table. Drizzle writes the columns of a one-table select
 * bare (`"id"`), and inside a subquery over another table a bare name is that table's own column: the
 * count would compare the gallery's id with its own collection id.
 */
export const outer = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/** How many rows of `table` meet `condition`: a subquery for a column of the outer query, as an int. */
export const countOf = (table: PgTable, condition: SQL | undefined) =>
  sql<number>`${subquery.select({ count: sql`count(*)::int` }).from(table).where(condition)}`;

/** A table of records of a collection. */
export type CollectionTable = { studioId: PgColumn; collectionId: PgColumn };

export const ofCollection = (table: CollectionTable, studioId: string, collectionId: string) =>
  and(eq(table.studioId, studioId), eq(table.collectionId, collectionId));

/** Records newest first, the later id first among records of the same instant. */
export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }) => [desc(table.createdAt), desc(table.id)];

/** `bigint` sums as numbers: byte counts stay far below 2^53. */
export const asNumber = (value: string | number) => Number(value);
