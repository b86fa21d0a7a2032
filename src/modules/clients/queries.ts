import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../../platform/db/pool.js';
import { compiledSelect, unplannedCount, unplannedTextArray } from '../../platform/db/prepared.js';
import { clientCounts, clients } from './tables.js';
import type { ClientType } from './schemas.js';

// Every column but the folded search columns, which only the database needs.
const { searchText, phoneDigits, ...clientColumns } = getTableColumns(clients);

export type ClientRow = SelectResultFields<typeof clientColumns>;
export type ClientChanges = Partial<Omit<typeof clients.$inferInsert, 'studioId' | 'id' | 'createdAt'>>;

export const ALL_TYPES: ClientType[] = ['client', 'lead', 'other'];

// The types are kept out of planning (see `unplannedTextArray`): a plan that knows them looked cheaper
// than the generic one, so the search under three characters and the pages of some types were planned
// at every execution (0.4 to 0.5 ms to bind).
const ofStudio = eq(clients.studioId, sql.placeholder('studioId'));
const inStudio = and(ofStudio, sql`${clients.type} = ANY(${unplannedTextArray('types')})`);
const briefColumns = { id: clients.id, firstName: clients.firstName, lastName: clients.lastName, email: clients.email, avatarColor: clients.avatarColor };
const scoped = (studioId: string, id: string) => and(eq(clients.studioId, studioId), eq(clients.id, id));

/** Where in the list order a position stands: a client's creation time and id (the client need not exist). */
export interface ListPosition {
  createdAt: string;
  id: string;
}

/** Which rows a keyset page reads: those older or newer than a position, or the oldest of the list. */
export type KeysetSide = { kind: 'older' | 'newer'; at: ListPosition } | { kind: 'oldest' };

/** Where a page starts: at the newest, older or newer than a position, or at the oldest (read from that end). */
type ListSide = 'newest' | 'older' | 'newer' | 'oldest';
const READ_OLDEST_FIRST: Record<ListSide, boolean> = { newest: false, older: false, newer: true, oldest: true };

/**
 * Past this many skipped rows, reading ids first is cheaper: skipping an index entry costs less than
 * skipping a row. Measured with pgbench, one client, the statements as sent, 100 000 clients, 25 a page
 * (mean latency with the round trip, two runs each): rows directly 0.33, 0.43 and 0.50 ms at OFFSET 200,
 * 300 and 400; ids first (looked up as an array) 0.39, 0.45 and 0.46 ms.
 */
export const DIRECT_READ_MAX_OFFSET = 300;

/**
 * Whether a page reads its rows straight off the list index: when it skips few rows, and keeps every
 * type (a type left out is only checked on the row, so each left-out row would be read to be skipped).
 */
export function readsRowsDirectly(types: ClientType[], offset: number): boolean {
  return offset < DIRECT_READ_MAX_OFFSET && everyType(types);
}

const everyType = (types: ClientType[]) => ALL_TYPES.every((type) => types.includes(type));

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
    .where(and(ofStudio, eq(clients.id, sql.placeholder('id')))));

  // A page is read one of two ways, by the same predicate in the same order. Its rows straight off the
  // list index: a descent, then the page's rows, which lie on a few heap pages (the list order is the
  // order clients are added in). Or its ids first from the covering index alone, then its rows by primary
  // key: 25 more descents, but an OFFSET, or a type the page leaves out, then skips index entries, not rows.
  const position = sql`(${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::text)`;
  // A row comparison, not `a < x OR (a = x AND b < y)`: only the former is an index condition.
  const beyond: Record<ListSide, SQL | undefined> = {
    newest: undefined,
    older: sql`(${clients.createdAt}, ${clients.id}) < ${position}`,
    newer: sql`(${clients.createdAt}, ${clients.id}) > ${position}`,
    oldest: undefined,
  };
  // A list of every type has no type to check: its statements leave the condition out, a check less on
  // each entry a deep page skips (page 2 000 of 100 000 clients: 5.9 ms instead of 12.9 in the database).
  const where = (side: ListSide, typed: boolean) => and(typed ? inStudio : ofStudio, beyond[side]);
  const order = (side: ListSide) => {
    const sort = READ_OLDEST_FIRST[side] ? asc : desc;
    return [sort(clients.createdAt), sort(clients.id)];
  };
  // LIMIT and OFFSET are kept out of planning: every statement keeps one generic plan. The ids are an
  // array (`= ANY(ARRAY(…))`), not `IN (…)`: as a join, a generic plan that does not know the LIMIT
  // expects a tenth of the studio's rows and hashes a sequential scan (55 ms instead of 14 on page
  // 2 000 of 100 000 clients); an array is looked up by primary key.
  const direct = (typed: boolean) => (side: ListSide) => compiledSelect(db, `client_rows_${typed ? 'typed_' : ''}${side}`, clientColumns, (select) => select
    .from(clients).where(where(side, typed)).orderBy(...order(side)).limit(unplannedCount('limit')).offset(unplannedCount('offset')));
  const idsFirst = (typed: boolean) => (side: ListSide) => {
    const ids = db.select({ id: clients.id }).from(clients).where(where(side, typed)).orderBy(...order(side))
      .limit(unplannedCount('limit')).offset(unplannedCount('offset'));
    return compiledSelect(db, `client_page_${typed ? 'typed_' : ''}${side}`, clientColumns, (select) => select
      .from(clients).where(and(ofStudio, sql`${clients.id} = ANY(ARRAY${ids})`)).orderBy(desc(clients.createdAt), desc(clients.id)));
  };
  const bySide = <Read>(read: (side: ListSide) => Read) => ({ newest: read('newest'), older: read('older'), newer: read('newer'), oldest: read('oldest') });
  /** Every way of reading a page: directly or ids first, of every type or of some, from each side. */
  const readers = {
    direct: { everyType: bySide(direct(false)), someTypes: bySide(direct(true)) },
    idsFirst: { everyType: bySide(idsFirst(false)), someTypes: bySide(idsFirst(true)) },
  };
  const typesOf = (types: ClientType[]) => (everyType(types) ? 'everyType' : 'someTypes');
  type PageValues = { studioId: string; types: ClientType[]; limit: number; offset: number } & Partial<ListPosition>;
  /** Rows of a list page, newest first, read the cheaper way for where it is. */
  const pageRows = async (side: ListSide, values: PageValues) => {
    if (!readsRowsDirectly(values.types, values.offset)) return readers.idsFirst[typesOf(values.types)][side](values);
    // Read directly only with every type (readsRowsDirectly), so by the statements without a type condition.
    const rows = await readers.direct.everyType[side](values);
    return READ_OLDEST_FIRST[side] ? rows.reverse() : rows;
  };

  // Kept by triggers (migration 0014): at most three rows, however many clients. The studio's every type
  // is read and the asked ones summed here: with `type = ANY($2)` the generic plan cannot tell how many
  // rows the types select and looks dearer than a plan for the values, so PostgreSQL planned the read
  // again at every execution (among 1 000 studios: 0.16 ms to bind it instead of 0.06).
  const counts = compiledSelect(db, 'client_counts', { type: clientCounts.type, count: clientCounts.count }, (select) => select
    .from(clientCounts)
    .where(eq(clientCounts.studioId, sql.placeholder('studioId'))));

  // Every list page that shows its records' clients (invoices, conversations, sessions) asks for these:
  // run outside Drizzle's query layer, whose tracing and row mapping cost more than the read (profiled).
  const briefs = compiledSelect(db, 'client_briefs', briefColumns, (select) => select
    .from(clients)
    .where(and(ofStudio, sql`${clients.id} = ANY(${unplannedTextArray('ids')})`)));

  // The email as other areas hold it: lower-cased (clients_email_key is on the lower-cased email too).
  const loweredEmail = sql<string>`lower(${clients.email})`;
  const oldestByEmail = db
    .selectDistinctOn([loweredEmail], { email: loweredEmail, id: clients.id })
    .from(clients)
    .where(and(ofStudio, sql`${loweredEmail} = ANY(${sql.placeholder('emails')}::text[])`))
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
  // Every match is ranked, counted and sorted as its id, creation time and rank alone; only the page's
  // rows are then read whole, and carry the total beside the client's columns. Counting and sorting the
  // matches with every column was most of a common term's cost: 2 880 matches of "smith" among 100 000
  // clients, 17 to 25 ms a search before, 12 to 13 ms after (pgbench, one client). Every match is read
  // for the total, whatever the page: LIMIT and OFFSET are kept out of planning.
  const search = (match: SQL, name: string, phonePrefix = false) => {
    const page = db
      .select({ id: clients.id, createdAt: clients.createdAt, rank: rank(phonePrefix).as('rank'), total: sql<number>`count(*) OVER ()`.as('total') })
      .from(clients)
      .where(and(inStudio, match))
      .orderBy(sql`"rank"`, desc(clients.createdAt), desc(clients.id))
      .limit(unplannedCount('limit'))
      .offset(unplannedCount('offset'))
      .as('page');
    return compiledSelect(db, name, { ...clientColumns, total: sql<number>`${page.total}`.mapWith(Number) }, (select) => select
      .from(page)
      .innerJoin(clients, and(ofStudio, eq(clients.id, page.id)))
      .orderBy(page.rank, desc(page.createdAt), desc(page.id)));
  };
  const searchByText = search(contains(searchText), 'client_search');
  const searchByTextOrPhone = search(
    or(contains(searchText), sql`${phoneDigits} LIKE '%' || ${sql.placeholder('digits')} || '%'`)!,
    'client_search_phone',
    true,
  );
  // Under three characters there is no trigram to look up: the index would return every row of the
  // studio for a recheck, slower than a scan. The `|| ''` keeps the (generic) plan off the index.
  const searchShort = search(contains(sql`(${searchText} || '')`), 'client_search_short');

  return {
    byId: async (studioId: string, id: string) => (await byId({ studioId, id })).at(0),

    page: (studioId: string, types: ClientType[], limit: number, offset: number) =>
      pageRows('newest', { studioId, types, limit, offset }),

    /**
     * Up to `limit` rows next to a position in list order (newest first): the older ones after it, or the
     * newer ones before it; the oldest of all without a position. Answered newest first, like every page.
     */
    pageBeside: (studioId: string, types: ClientType[], side: KeysetSide, limit: number) => {
      const params = { studioId, types, limit, offset: 0 };
      return side.kind === 'oldest' ? pageRows('oldest', params) : pageRows(side.kind, { ...params, createdAt: side.at.createdAt, id: side.at.id });
    },

    total: async (studioId: string, types: ClientType[]) => {
      let total = 0;
      for (const { type, count } of await counts({ studioId })) if (types.includes(type)) total += count;
      return total;
    },

    /** Best matches first: the exact email, then a word starting with the query, then the rest. */
    search: async (studioId: string, types: ClientType[], terms: SearchTerms, limit: number, offset: number) => {
      const params = { studioId, types, raw: terms.raw, like: terms.like, digits: terms.digits, limit, offset };
      const statement = terms.digits ? searchByTextOrPhone : terms.raw.length < 3 ? searchShort : searchByText;
      const rows = await statement(params);
      return { rows, total: rows[0]?.total ?? null };
    },

    /**
     * One batch of the export, walking the list order by keyset: constant memory at any size. Its rows
     * are read directly whatever the types: the export reads every row of the list anyway.
     */
    exportBatch: (studioId: string, types: ClientType[], after: ListPosition | null, limit: number) =>
      after
        ? readers.direct[typesOf(types)].older({ studioId, types, createdAt: after.createdAt, id: after.id, limit, offset: 0 })
        : readers.direct[typesOf(types)].newest({ studioId, types, limit, offset: 0 }),

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
