import { and, desc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../db/pool.js';
import { apiTokens, authSessions, studios, users } from './tables.js';

export const studioColumns = { id: studios.id, name: studios.name, currency: studios.currency, timezone: studios.timezone };
/** The studio with its settings, as its staff see it: what credentials carry, and what only its own answers need. */
export const studioProfileColumns = { ...studioColumns, paymentInstructions: studios.paymentInstructions };

export type StudioProfileRow = SelectResultFields<typeof studioProfileColumns>;

/** Session idle lifetime (API.md §1). */
export const SESSION_IDLE_DAYS = 14;

export function authQueries(db: Db) {
  const tokenBySecret = db
    .select({
      id: apiTokens.id,
      role: apiTokens.role,
      userId: apiTokens.userId,
      clientId: apiTokens.clientId,
      studio: studioColumns,
    })
    .from(apiTokens)
    .innerJoin(studios, eq(studios.id, apiTokens.studioId))
    .where(eq(apiTokens.secretHash, sql.placeholder('hash')))
    .prepare('auth_token_by_secret');

  const sessionBySecret = db
    .select({ userId: authSessions.userId, csrfToken: authSessions.csrfToken, studio: studioColumns })
    .from(authSessions)
    .innerJoin(studios, eq(studios.id, authSessions.studioId))
    .where(
      and(
        eq(authSessions.secretHash, sql.placeholder('hash')),
        sql`${authSessions.lastSeenAt} > now() - make_interval(days => ${SESSION_IDLE_DAYS})`,
      ),
    )
    .prepare('auth_session_by_secret');

  return {
    tokenBySecret: async (hash: string) => (await tokenBySecret.execute({ hash }))[0],
    anyStudio: async () => (await db.select({ id: studios.id }).from(studios).limit(1)).length > 0,
    sessionBySecret: async (hash: string) => (await sessionBySecret.execute({ hash }))[0],

    touchToken: (studioId: string, id: string) =>
      db.update(apiTokens).set({ lastUsedAt: sql`now()` }).where(and(eq(apiTokens.studioId, studioId), eq(apiTokens.id, id))),
    touchSession: (hash: string) =>
      db.update(authSessions).set({ lastSeenAt: sql`now()` }).where(eq(authSessions.secretHash, hash)),

    insertStudio: (tx: Executor, row: typeof studios.$inferInsert) => tx.insert(studios).values(row).returning(studioProfileColumns),
    insertUser: (tx: Executor, row: typeof users.$inferInsert) => tx.insert(users).values(row).returning(),
    userByEmail: async (email: string) =>
      (await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0],
    user: async (studioId: string, id: string) =>
      (await db.select().from(users).where(and(eq(users.studioId, studioId), eq(users.id, id))))[0],
    studio: async (id: string) => (await db.select(studioProfileColumns).from(studios).where(eq(studios.id, id)))[0],
    updateStudio: async (id: string, changes: Partial<Pick<typeof studios.$inferInsert, 'name' | 'paymentInstructions'>>) =>
      (await db.update(studios).set(changes).where(eq(studios.id, id)).returning(studioProfileColumns))[0],

    insertSession: (tx: Executor, row: typeof authSessions.$inferInsert) => tx.insert(authSessions).values(row),
    deleteSession: (hash: string) => db.delete(authSessions).where(eq(authSessions.secretHash, hash)),
    deleteIdleSessions: () =>
      db.delete(authSessions).where(sql`${authSessions.lastSeenAt} <= now() - make_interval(days => ${SESSION_IDLE_DAYS})`),

    insertToken: async (row: typeof apiTokens.$inferInsert) => (await db.insert(apiTokens).values(row).returning())[0],
    listTokens: (studioId: string, role: 'photographer' | 'client') =>
      db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.studioId, studioId), eq(apiTokens.role, role)))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)),
    deleteToken: async (studioId: string, id: string) =>
      (
        await db
          .delete(apiTokens)
          .where(and(eq(apiTokens.studioId, studioId), eq(apiTokens.id, id)))
          .returning({ secretHash: apiTokens.secretHash })
      )[0],
  };
}

export type AuthQueries = ReturnType<typeof authQueries>;
