import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../../platform/db/pool.js';
import { compiledSelect } from '../../platform/db/prepared.js';
import { clientCounts, clients } from './tables.js';
import type { ClientType } from './schemas.js';

// Every column but the folded search columns, which only the database needs.
const { searchText, phoneDigits, ...clientColumns } = getTableColumns(clients);

export type ClientRow = SelectResultFields<typeof clientColumns>;
export type ClientChanges = Partial<Omit<typeof clients.$inferInsert, 'studioId' | 'id' | 'createdAt'>>;

export const ALL_TYPES: ClientType[] = ['client', 'lead', 'other'];

const inStudio = and(
  eq(clients.studioId, sql.placeholder('studioId')),
  sql`${clients.type} = ANY(${sql.placeholder('types')}::text[])`,
);
const briefColumns = { id: clients.id, firstName: clients.firstName, lastName: clients.lastName, email: clients.email, avatarColor: clients.avatarColor };
const scoped = (studioId: string, id: string) => and(eq(clients.studioId, studioId), eq(clients.id, id));

/** Where in the list order a position stands: a client's creation time and id (the client need not exist). */
export interface ListPosition {
  createdAt: string;
  id: string;
}

/** Which rows a keyset page reads: those older or newer than a position, or the oldest of the list. */
export type KeysetSide = { kind: 'older' | 'newer'; at: ListPosition } | { kind: 'oldest' };

export interface SearchTerms {
  /** The query as typed, for the exact email match. */
  raw: string;
  /** LIKE-escaped query; folded (lower case, no accents) in SQL. */
  like: string;
  /** Digits of a phone-like query, or null. */
  digits: string | null;
}

export function clientQueries(db: Db) {
  // The reads of a client, its list pages, its search and the export run outside Drizzle's query layer
  // (`compiledSelect`): Drizzle's prepared statements have pg describe the result at every execution
  // and map each row generically.
  const byId = compiledSelect(db, 'client_by_id', clientColumns, (select) => select
    .from(clients)
    .where(and(eq(clients.studioId, sql.placeholder('studioId')), eq(clients.id, sql.placeholder('id')))));

  // A page's ids are read from the covering list index alone, then its rows: deep pages by OFFSET skip
  // index entries only; keyset pages (after or before a position, or the oldest) skip nothing.
  const rowsOf = (ids: SQLWrapper, name: string) => compiledSelect(db, name, clientColumns, (select) => select
    .from(clients)
    .where(and(eq(clients.studioId, sql.placeholder('studioId')), sql`${clients.id} IN ${ids}`))
    .orderBy(desc(clients.createdAt), desc(clients.id)));
  const idsIn = (order: 'newest' | 'oldest', after?: SQL) => {
    const sort = order === 'newest' ? desc : asc;
    return db
      .select({ id: clients.id })
      .from(clients)
      .where(and(inStudio, after))
      .orderBy(sort(clients.createdAt), sort(clients.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  };
  // A row comparison, not `a < x OR (a = x AND b < y)`: only the former is an index condition.
  const position = sql`(${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::text)`;
  const page = rowsOf(idsIn('newest'), 'client_page');
  const pageOlder = rowsOf(idsIn('newest', sql`(${clients.createdAt}, ${clients.id}) < ${position}`), 'client_page_older');
  const pageNewer = rowsOf(idsIn('oldest', sql`(${clients.createdAt}, ${clients.id}) > ${position}`), 'client_page_newer');
  const pageOldest = rowsOf(idsIn('oldest'), 'client_page_oldest');

  // Kept by triggers (migration 0014): a read of at most three rows, however many clients.
  const total = compiledSelect(db, 'client_count', { total: sql<number>`coalesce(sum(${clientCounts.count}), 0)::int` }, (select) => select
    .from(clientCounts)
    .where(and(eq(clientCounts.studioId, sql.placeholder('studioId')), sql`${clientCounts.type} = ANY(${sql.placeholder('types')}::text[])`)));

  // Every list page that shows its records' clients (invoices, conversations, sessions) asks for these:
  // run outside Drizzle's query layer, whose tracing and row mapping cost more than the read (profiled).
  const briefs = compiledSelect(db, 'client_briefs', briefColumns, (select) => select
    .from(clients)
    .where(and(eq(clients.studioId, sql.placeholder('studioId')), sql`${clients.id} = ANY(${sql.placeholder('ids')}::text[])`)));

  // The email as other areas hold it: lower-cased (clients_email_key is on the lower-cased email too).
  const loweredEmail = sql<string>`lower(${clients.email})`;
  const oldestByEmail = db
    .selectDistinctOn([loweredEmail], { email: loweredEmail, id: clients.id })
    .from(clients)
    .where(and(eq(clients.studioId, sql.placeholder('studioId')), sql`${loweredEmail} = ANY(${sql.placeholder('emails')}::text[])`))
    .orderBy(loweredEmail, asc(clients.createdAt), asc(clients.id))
    .prepare('client_oldest_by_email');

  // A sub-select folds the query once per execution. Written as a plain call, a generic plan (the
  // one prepared statements settle on) folds it again for every candidate row: twice as slow.
  const folded = sql`(SELECT studio_fold(${sql.placeholder('like')}))`;
  const contains = (column: SQL | typeof searchText) => sql`${column} LIKE '%' || ${folded} || '%'`;
  const prefix = sql`(${searchText} LIKE ${folded} || '%' OR ${searchText} LIKE '% ' || ${folded} || '%')`;
  const rank = (phonePrefix: boolean) => sql`CASE
    WHEN lower(${clients.email}) = lower(${sql.placeholder('raw')}) THEN 0
    WHEN ${prefix} ${phonePrefix ? sql`OR ${phoneDigits} LIKE ${sql.placeholder('digits')} || '%'` : sql``} THEN 1
    ELSE 2 END`;
  // One pass computes rank, order and the total, which each row carries beside the client's columns.
  const search = (match: SQL, name: string, phonePrefix = false) =>
    compiledSelect(db, name, { ...clientColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) }, (select) => select
      .from(clients)
      .where(and(inStudio, match))
      .orderBy(rank(phonePrefix), desc(clients.createdAt), desc(clients.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')));
  const searchByText = search(contains(searchText), 'client_search');
  const searchByTextOrPhone = search(
    or(contains(searchText), sql`${phoneDigits} LIKE '%' || ${sql.placeholder('digits')} || '%'`)!,
    'client_search_phone',
    true,
  );
  // Under three characters there is no trigram to look up: the index would return every row of the
  // studio for a recheck, slower than a scan. The `|| ''` keeps the (generic) plan off the index.
  const searchShort = search(contains(sql`(${searchText} || '')`), 'client_search_short');

  const exportBatch = (after: SQL | undefined, name: string) =>
    compiledSelect(db, name, clientColumns, (select) => select
      .from(clients)
      .where(and(inStudio, after))
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(sql.placeholder('limit')));
  const exportFirst = exportBatch(undefined, 'client_export_first');
  const exportAfter = exportBatch(sql`(${clients.createdAt}, ${clients.id}) < ${position}`, 'client_export_after');

  return {
    byId: async (studioId: string, id: string) => (await byId({ studioId, id })).at(0),

    page: (studioId: string, types: ClientType[], limit: number, offset: number) =>
      page({ studioId, types, limit, offset }),

    /**
     * Up to `limit` rows next to a position in list order (newest first): the older ones after it, or the
     * newer ones before it; the oldest of all without a position. Answered newest first, like every page.
     */
    pageBeside: (studioId: string, types: ClientType[], side: KeysetSide, limit: number) => {
      const params = { studioId, types, limit, offset: 0 };
      if (side.kind === 'oldest') return pageOldest(params);
      const statement = side.kind === 'older' ? pageOlder : pageNewer;
      return statement({ ...params, createdAt: side.at.createdAt, id: side.at.id });
    },

    total: async (studioId: string, types: ClientType[]) => (await total({ studioId, types }))[0].total,

    /** Best matches first: the exact email, then a word starting with the query, then the rest. */
    search: async (studioId: string, types: ClientType[], terms: SearchTerms, limit: number, offset: number) => {
      const params = { studioId, types, raw: terms.raw, like: terms.like, digits: terms.digits, limit, offset };
      const statement = terms.digits ? searchByTextOrPhone : terms.raw.length < 3 ? searchShort : searchByText;
      const rows = await statement(params);
      return { rows, total: rows[0]?.total ?? null };
    },

    /** One batch of the export, walking the list order by keyset: constant memory at any size. */
    exportBatch: (studioId: string, types: ClientType[], after: ListPosition | null, limit: number) =>
      after
        ? exportAfter({ studioId, types, createdAt: after.createdAt, id: after.id, limit })
        : exportFirst({ studioId, types, limit }),

    insert: async (executor: Executor, row: typeof clients.$inferInsert) => (await executor.insert(clients).values(row).returning(clientColumns))[0],

    insertMany: (rows: (typeof clients.$inferInsert)[]) => db.insert(clients).values(rows),

    /** Fresh statistics and visibility map after a bulk load, so plans and index-only scans are right. */
    analyze: () => db.execute(sql`VACUUM (ANALYZE) clients`),

    update: async (studioId: string, id: string, changes: ClientChanges) =>
      (await db.update(clients).set({ ...changes, updatedAt: sql`now()` }).where(scoped(studioId, id)).returning(clientColumns)).at(0),

    delete: async (studioId: string, id: string) =>
      (await db.delete(clients).where(scoped(studioId, id)).returning({ id: clients.id }))[0],

    /** The oldest client with each of the (lower-cased) emails; emails no client has are left out. */
    oldestByEmail: (studioId: string, emails: string[]) => oldestByEmail.execute({ studioId, emails }),

    /**
     * The id of the studio's client with the row's email, inserting the row when none has it (answered
     * as `inserted`). The insert comes first, so that two callers with one new email cannot both miss it:
     * the second waits for the first's insert on the unique index, then finds its row.
     */
    idOfEmailOrInserted: async (executor: Executor, row: typeof clients.$inferInsert & { email: string }): Promise<{ id: string; inserted: ClientRow | null }> => {
      const [inserted] = await executor.insert(clients).values(row).onConflictDoNothing().returning(clientColumns);
      if (inserted) return { id: inserted.id, inserted };
      const [found] = await executor.select({ id: clients.id }).from(clients)
        .where(and(eq(clients.studioId, row.studioId), eq(loweredEmail, row.email.toLowerCase())))
        .orderBy(asc(clients.createdAt), asc(clients.id)).limit(1);
      return { id: found.id, inserted: null };
    },

    /** Inside a transaction (`executor`), built for the call; otherwise the prepared statement of list pages. */
    briefs: (studioId: string, ids: string[], executor?: Executor) =>
      executor
        ? executor.select(briefColumns).from(clients).where(and(eq(clients.studioId, studioId), inArray(clients.id, ids)))
        : briefs({ studioId, ids }),
  };
}

export type ClientQueries = ReturnType<typeof clientQueries>;
