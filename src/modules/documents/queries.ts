import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import { formatTimestamp } from '../../platform/time.js';
import type { DocumentColumns, DocumentScope, DocumentSource, DocumentType } from './sources.js';

/** A column of the union of the sources, which the statement names `documents`. */
const column = <T>(name: keyof DocumentColumns) => sql<T>`${sql.identifier('documents')}.${sql.identifier(name)}`;

/** `bigint` minor units as numbers (bounded far below 2^53). Drizzle decodes values only: NULL stays null. */
const minorUnits = (value: string): number | null => Number(value);

export function documentQueries(db: Db, sources: DocumentSource[]) {
  const scope: DocumentScope = {
    studioId: sql.placeholder('studioId'),
    clientId: sql.placeholder('clientId'),
    timeZone: sql.placeholder('timeZone'),
  };
  const union = (alias: string) =>
    sql`(${sql.join(
      sources.map((source) => sql`(${source(scope)})`),
      sql` UNION ALL `,
    )}) AS ${sql.identifier(alias)}`;
  // One statement: the union, newest first, one page, and the total. The total is a sub-select, not
  // `count(*) OVER ()`: a window must read every document before the first row, where the sub-select
  // counts from the index alone and the page reads only its rows in the index's order (10x faster
  // for a client with 7 000 invoices). The timestamp is formatted after the query: formatted in SQL,
  // the order would sort its text (DESIGN.md, gotchas).
  const page = db
    .select({
      id: column<string>('id'),
      type: column<DocumentType>('type'),
      title: column<string>('title'),
      status: column<string>('status'),
      amount: column<string | null>('amount').mapWith(minorUnits),
      currency: column<string | null>('currency'),
      date: column<string>('date'),
      createdAt: column<string>('created_at').mapWith(formatTimestamp),
      /** How many documents the client has in all, carried by every row of the page. */
      total: sql<number>`(SELECT count(*)::int FROM ${union('counted')})`,
    })
    .from(union('documents'))
    .orderBy(desc(column('created_at')), desc(column('id')))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('client_documents');

  return {
    /** One page of a client's documents, and their total (null when the page is past the end). */
    page: async (params: { studioId: string; clientId: string; timeZone: string }, limit: number, offset: number) => {
      const rows = await page.execute({ ...params, limit, offset });
      return { rows, total: rows[0]?.total ?? null };
    },
  };
}

export type DocumentQueries = ReturnType<typeof documentQueries>;
export type DocumentRow = Awaited<ReturnType<DocumentQueries['page']>>['rows'][number];
