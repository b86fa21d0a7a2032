import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import { clients } from './tables.js';
import type { ClientType } from './schemas.js';

export type ClientRow = typeof clients.$inferSelect;
export type ClientChanges = Partial<Omit<typeof clients.$inferInsert, 'studioId' | 'id' | 'createdAt'>>;

/**
 * The text search runs on: names, email and company, lower-cased and without accents. The same
 * expression backs the trigram index (migrations/0001), so it must not change without it.
 */
const searchText = sql`studio_search_text(${clients.firstName}, ${clients.lastName}, ${clients.email}, ${clients.company})`;
const phoneDigits = sql`studio_digits(${clients.phone})`;

const ofTypes = (types: ClientType[] | null) => (types ? inArray(clients.type, types) : undefined);
const scoped = (studioId: string, id: string) => and(eq(clients.studioId, studioId), eq(clients.id, id));

export interface SearchTerms {
  /** The query as typed, for the exact email match. */
  raw: string;
  /** LIKE-escaped query; folded (lower case, no accents) in SQL. */
  like: string;
  /** LIKE-escaped digits of a phone-like query, or null. */
  digits: string | null;
}

export function clientQueries(db: Db) {
  const byId = db
    .select()
    .from(clients)
    .where(and(eq(clients.studioId, sql.placeholder('studioId')), eq(clients.id, sql.placeholder('id'))))
    .prepare('client_by_id');

  function searchMatch(studioId: string, types: ClientType[] | null, terms: SearchTerms): SQL | undefined {
    const text = sql`${searchText} LIKE '%' || studio_fold(${terms.like}) || '%'`;
    const phone = terms.digits ? sql`${phoneDigits} LIKE '%' || ${terms.digits} || '%'` : undefined;
    return and(eq(clients.studioId, studioId), ofTypes(types), phone ? or(text, phone) : text);
  }

  return {
    byId: async (studioId: string, id: string) => (await byId.execute({ studioId, id }))[0] as ClientRow | undefined,

    page: (studioId: string, types: ClientType[] | null, limit: number, offset: number) =>
      db
        .select()
        .from(clients)
        .where(and(eq(clients.studioId, studioId), ofTypes(types)))
        .orderBy(desc(clients.createdAt), desc(clients.id))
        .limit(limit)
        .offset(offset),

    total: async (studioId: string, types: ClientType[] | null) =>
      db.$count(clients, and(eq(clients.studioId, studioId), ofTypes(types))),

    /** Best matches first: the exact email, then a word starting with the query, then the rest. */
    search: (studioId: string, types: ClientType[] | null, terms: SearchTerms, limit: number, offset: number) => {
      const prefix = sql`(${searchText} LIKE studio_fold(${terms.like}) || '%' OR ${searchText} LIKE '% ' || studio_fold(${terms.like}) || '%'
        ${terms.digits ? sql`OR ${phoneDigits} LIKE ${terms.digits} || '%'` : sql``})`;
      const rank = sql`CASE WHEN lower(${clients.email}) = lower(${terms.raw}) THEN 0 WHEN ${prefix} THEN 1 ELSE 2 END`;
      return db
        .select()
        .from(clients)
        .where(searchMatch(studioId, types, terms))
        .orderBy(rank, desc(clients.createdAt), desc(clients.id))
        .limit(limit)
        .offset(offset);
    },

    searchTotal: (studioId: string, types: ClientType[] | null, terms: SearchTerms) =>
      db.$count(clients, searchMatch(studioId, types, terms)),

    /** One batch of the export, walking the list order by keyset: constant memory at any size. */
    exportBatch: (studioId: string, types: ClientType[] | null, after: { createdAt: string; id: string } | null, limit: number) =>
      db
        .select()
        .from(clients)
        .where(
          and(
            eq(clients.studioId, studioId),
            ofTypes(types),
            after
              ? or(lt(clients.createdAt, after.createdAt), and(eq(clients.createdAt, after.createdAt), lt(clients.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(desc(clients.createdAt), desc(clients.id))
        .limit(limit),

    insert: async (row: typeof clients.$inferInsert) => (await db.insert(clients).values(row).returning())[0],

    insertMany: (rows: (typeof clients.$inferInsert)[]) => db.insert(clients).values(rows),

    update: async (studioId: string, id: string, changes: ClientChanges) =>
      (await db.update(clients).set({ ...changes, updatedAt: sql`now()` }).where(scoped(studioId, id)).returning())[0] as
        | ClientRow
        | undefined,

    delete: async (studioId: string, id: string) =>
      (await db.delete(clients).where(scoped(studioId, id)).returning({ id: clients.id }))[0],
  };
}

export type ClientQueries = ReturnType<typeof clientQueries>;
