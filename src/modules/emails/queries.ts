import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables.js';
import type { Db, Tx } from '../../platform/db/pool.js';
import { emails } from './tables.js';

export type EmailRow = typeof emails.$inferSelect;
export type NewEmail = typeof emails.$inferInsert;

const scoped = (studioId: string, id: string) => and(eq(emails.studioId, studioId), eq(emails.id, id));
const stillQueued = (studioId: string, id: string) => and(scoped(studioId, id), eq(emails.status, 'queued'));

export function emailQueries(db: Db) {
  return {
    /** Inserts the mail; false when a mail of the same occasion is recorded already. */
    insert: async (tx: Tx, row: NewEmail) =>
      (await tx.insert(emails).values(row).onConflictDoNothing().returning({ id: emails.id })).length > 0,

    /** The address the studio answers at: its first user's, the one who signed it up. */
    studioReplyTo: async (tx: Tx, studioId: string) =>
      (await tx.select({ email: users.email }).from(users).where(eq(users.studioId, studioId)).orderBy(asc(users.createdAt), asc(users.id)).limit(1))[0]?.email ?? null,

    /** Every user of the studio (its staff), oldest first. */
    staffAddresses: async (tx: Tx, studioId: string) =>
      (await tx.select({ email: users.email }).from(users).where(eq(users.studioId, studioId)).orderBy(asc(users.createdAt), asc(users.id))).map((row) => row.email),

    page: (studioId: string, limit: number, offset: number) =>
      db.select().from(emails).where(eq(emails.studioId, studioId)).orderBy(desc(emails.createdAt), desc(emails.id)).limit(limit).offset(offset),

    total: async (studioId: string) => (await db.select({ total: count() }).from(emails).where(eq(emails.studioId, studioId)))[0].total,

    /** Counts an attempt at a mail still waiting to go; undefined when it went or failed already. */
    beginAttempt: async (studioId: string, id: string) =>
      (await db.update(emails).set({ attempts: sql`${emails.attempts} + 1` }).where(stillQueued(studioId, id)).returning())[0],

    markSent: (studioId: string, id: string) =>
      db.update(emails).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(stillQueued(studioId, id)),

    recordError: (studioId: string, id: string, error: string) =>
      db.update(emails).set({ lastError: error }).where(stillQueued(studioId, id)),

    markFailed: (studioId: string, id: string, error: string) =>
      db.update(emails).set({ status: 'failed', lastError: error }).where(stillQueued(studioId, id)),
  };
}

export type EmailQueries = ReturnType<typeof emailQueries>;
