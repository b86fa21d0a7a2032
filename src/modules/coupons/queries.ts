import { and, count, desc, eq, isNull, lt, or, gt, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../../platform/db/pool.js';
import { compiledSelect } from '../../platform/db/prepared.js';
import { couponActivity, coupons } from './tables.js';

/**
 * A coupon's status, derived in this one place and used by list, filter, detail and redemption
 * (API.md §3: disabled, then expired, then exhausted, else active).
 */
const couponStatus = sql<'active' | 'disabled' | 'expired' | 'exhausted'>`CASE
  WHEN ${coupons.disabledAt} IS NOT NULL THEN 'disabled'
  WHEN ${coupons.expiresAt} <= now() THEN 'expired'
  WHEN ${coupons.usageCount} >= ${coupons.usageLimit} THEN 'exhausted'
  ELSE 'active' END`;

const detailColumns = {
  id: coupons.id,
  code: coupons.code,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  status: couponStatus,
  usageCount: coupons.usageCount,
  usageLimit: coupons.usageLimit,
  minimumOrderAmount: coupons.minimumOrderAmount,
  expiresAt: coupons.expiresAt,
  description: coupons.description,
  disabledAt: coupons.disabledAt,
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
};

export type CouponRow = SelectResultFields<typeof detailColumns>;

export type CouponActivityRow = typeof couponActivity.$inferSelect;
export type CouponChanges = Partial<Pick<typeof coupons.$inferInsert,
  'discountValue' | 'usageLimit' | 'expiresAt' | 'minimumOrderAmount' | 'description' | 'disabledAt'>>;

const scoped = (studioId: unknown, id: unknown) => and(eq(coupons.studioId, studioId as string), eq(coupons.id, id as string));
const filtered = sql`(${sql.placeholder('filter')} = 'all' OR ${couponStatus} = ${sql.placeholder('filter')})`;

export function couponQueries(db: Db) {
  // Hot paths run as named prepared statements: a query rebuilt per request halves throughput.
  const byId = compiledSelect(db, 'coupon_by_id', detailColumns, (select) =>
    select.from(coupons).where(scoped(sql.placeholder('studioId'), sql.placeholder('id'))));

  const page = compiledSelect(db, 'coupon_page', detailColumns, (select) =>
    select
      .from(coupons)
      .where(and(eq(coupons.studioId, sql.placeholder('studioId')), filtered))
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')));

  const total = compiledSelect(db, 'coupon_count', { total: count() }, (select) =>
    select.from(coupons).where(and(eq(coupons.studioId, sql.placeholder('studioId')), filtered)));

  return {
    byId: async (studioId: string, id: string) => (await byId({ studioId, id })).at(0),

    page: (studioId: string, filter: string, limit: number, offset: number) => page({ studioId, filter, limit, offset }),

    total: async (studioId: string, filter: string) => (await total({ studioId, filter }))[0].total,

    insert: async (row: typeof coupons.$inferInsert) =>
      (await db.insert(coupons).values(row).returning(detailColumns))[0],

    update: async (studioId: string, id: string, changes: CouponChanges) =>
      (
        await db
          .update(coupons)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(scoped(studioId, id))
          .returning(detailColumns)
      ).at(0),

    /** Disabling twice keeps the first disabled_at. */
    disable: async (studioId: string, id: string) =>
      (
        await db
          .update(coupons)
          .set({ disabledAt: sql`coalesce(${coupons.disabledAt}, now())`, updatedAt: sql`now()` })
          .where(scoped(studioId, id))
          .returning(detailColumns)
      ).at(0),

    delete: async (studioId: string, id: string) =>
      (await db.delete(coupons).where(scoped(studioId, id)).returning({ id: coupons.id }))[0],

    byCode: async (tx: Executor, studioId: string, code: string) =>
      (
        await tx
          .select(detailColumns)
          .from(coupons)
          .where(and(eq(coupons.studioId, studioId), sql`lower(${coupons.code}) = lower(${code})`))
      ).at(0),

    /**
     * Takes one use of an active coupon, or nothing. The condition is evaluated on the row as it is
     * when the lock is held, so concurrent redemptions can never pass the usage limit.
     */
    takeUse: async (tx: Executor, studioId: string, id: string) =>
      (
        await tx
          .update(coupons)
          .set({ usageCount: sql`${coupons.usageCount} + 1`, updatedAt: sql`now()` })
          .where(
            and(
              scoped(studioId, id),
              isNull(coupons.disabledAt),
              or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
              or(isNull(coupons.usageLimit), lt(coupons.usageCount, coupons.usageLimit)),
            ),
          )
          .returning({ usageCount: coupons.usageCount })
      )[0],

    /** Removes the invoice's redemption and gives its use back; undoes redeem. */
    release: async (tx: Executor, studioId: string, invoiceId: string) => {
      const [entry] = await tx
        .delete(couponActivity)
        .where(and(eq(couponActivity.studioId, studioId), eq(couponActivity.invoiceId, invoiceId)))
        .returning({ couponId: couponActivity.couponId });
      if (!entry) return;
      await tx
        .update(coupons)
        .set({ usageCount: sql`${coupons.usageCount} - 1`, updatedAt: sql`now()` })
        .where(and(scoped(studioId, entry.couponId), gt(coupons.usageCount, 0)));
    },

    insertActivity: async (tx: Executor, row: typeof couponActivity.$inferInsert) =>
      (await tx.insert(couponActivity).values(row).returning())[0],

    activityPage: (studioId: string, couponId: string, limit: number, offset: number) =>
      db
        .select()
        .from(couponActivity)
        .where(and(eq(couponActivity.studioId, studioId), eq(couponActivity.couponId, couponId)))
        .orderBy(desc(couponActivity.usedAt), desc(couponActivity.id))
        .limit(limit)
        .offset(offset),

    activityTotals: async (studioId: string, couponId: string, currency: string) =>
      (
        await db
          .select({
            uses: sql<number>`count(*)::int`,
            discount: sql<number>`coalesce(sum(${couponActivity.discountApplied}) FILTER (WHERE ${couponActivity.currency} = ${currency}), 0)::bigint`.mapWith(Number),
          })
          .from(couponActivity)
          .where(and(eq(couponActivity.studioId, studioId), eq(couponActivity.couponId, couponId)))
      )[0],
  };
}

export type CouponQueries = ReturnType<typeof couponQueries>;
