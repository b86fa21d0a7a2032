import { and, count, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../../platform/db/pool.js';
import { unplannedCount } from '../../platform/db/prepared.js';
import { giftCards } from './tables.js';

/** A gift card's status, derived in this one place (API.md §3): redeemed, then expired, else active. */
const giftCardStatus = sql<'active' | 'redeemed' | 'expired'>`CASE
  WHEN ${giftCards.balance} = 0 THEN 'redeemed'
  WHEN ${giftCards.expiresAt} <= now() THEN 'expired'
  ELSE 'active' END`;

const columns = {
  id: giftCards.id,
  code: giftCards.code,
  currency: giftCards.currency,
  amount: giftCards.amount,
  balance: giftCards.balance,
  status: giftCardStatus,
  expiresAt: giftCards.expiresAt,
  purchaserFirstName: giftCards.purchaserFirstName,
  purchaserLastName: giftCards.purchaserLastName,
  purchaserEmail: giftCards.purchaserEmail,
  createdAt: giftCards.createdAt,
};

export type GiftCardRow = SelectResultFields<typeof columns>;

const filtered = sql`(${sql.placeholder('status')} = 'all' OR ${giftCardStatus} = ${sql.placeholder('status')})`;

export function giftCardQueries(db: Db) {
  const byId = db
    .select(columns)
    .from(giftCards)
    .where(and(eq(giftCards.studioId, sql.placeholder('studioId')), eq(giftCards.id, sql.placeholder('id'))))
    .prepare('gift_card_by_id');

  const page = db
    .select(columns)
    .from(giftCards)
    .where(and(eq(giftCards.studioId, sql.placeholder('studioId')), filtered))
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(unplannedCount('limit'))
    .offset(unplannedCount('offset'))
    .prepare('gift_card_page');

  const total = db
    .select({ total: count() })
    .from(giftCards)
    .where(and(eq(giftCards.studioId, sql.placeholder('studioId')), filtered))
    .prepare('gift_card_count');

  return {
    byId: async (studioId: string, id: string) => (await byId.execute({ studioId, id })).at(0),
    page: (studioId: string, status: string, limit: number, offset: number) =>
      page.execute({ studioId, status, limit, offset }),
    total: async (studioId: string, status: string) => (await total.execute({ studioId, status }))[0].total,
    insert: async (row: typeof giftCards.$inferInsert) =>
      (await db.insert(giftCards).values(row).returning(columns))[0],

    byCode: async (tx: Executor, studioId: string, code: string) =>
      (
        await tx
          .select(columns)
          .from(giftCards)
          .where(and(eq(giftCards.studioId, studioId), sql`lower(${giftCards.code}) = lower(${code})`))
      ).at(0),

    /**
     * Takes `amount` off an unexpired card in `currency`, or nothing. The condition is evaluated on
     * the row as it is once locked, so concurrent payments can never take the balance below zero.
     */
    debit: async (tx: Executor, studioId: string, id: string, currency: string, amount: number) =>
      (
        await tx
          .update(giftCards)
          .set({ balance: sql`${giftCards.balance} - ${amount}`, updatedAt: sql`now()` })
          .where(
            and(
              eq(giftCards.studioId, studioId),
              eq(giftCards.id, id),
              eq(giftCards.currency, currency),
              gte(giftCards.balance, amount),
              or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`)),
            ),
          )
          .returning({ balance: giftCards.balance })
      )[0],

    /** Gives a refunded amount back to the card, never above what it was issued for. */
    credit: (tx: Executor, studioId: string, id: string, amount: number) =>
      tx
        .update(giftCards)
        .set({ balance: sql`least(${giftCards.amount}, ${giftCards.balance} + ${amount})`, updatedAt: sql`now()` })
        .where(and(eq(giftCards.studioId, studioId), eq(giftCards.id, id))),
  };
}
