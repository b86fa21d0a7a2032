import { sql } from 'drizzle-orm';
import { pgTable, text, integer, primaryKey, uniqueIndex, index, foreignKey, check } from 'drizzle-orm/pg-core';
import { timestamp, bigintNumber, decimal } from '../../platform/db/columns.js';
import { studios } from '../../platform/auth/tables.js';

export const coupons = pgTable(
  'coupons',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed_amount'] }).notNull(),
    discountValue: decimal('discount_value', { precision: 14, scale: 2 }).notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    usageLimit: integer('usage_limit'),
    minimumOrderAmount: bigintNumber('minimum_order_amount'),
    expiresAt: timestamp('expires_at'),
    description: text('description'),
    disabledAt: timestamp('disabled_at'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    uniqueIndex('coupons_code_key').on(t.studioId, sql`lower(${t.code})`),
    index('coupons_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The database, not the code path, guarantees a coupon is never used past its limit.
    check('coupons_usage_within_limit', sql`${t.usageLimit} IS NULL OR ${t.usageCount} <= ${t.usageLimit}`),
  ],
);

/**
 * One row per redemption. The client's name and the invoice amount are recorded as they were when the
 * coupon was used, so the history stays readable whatever happens to those records later.
 */
export const couponActivity = pgTable(
  'coupon_activity',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    couponId: text('coupon_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    clientId: text('client_id').notNull(),
    currency: text('currency').notNull(),
    discountApplied: bigintNumber('discount_applied').notNull(),
    invoiceAmount: bigintNumber('invoice_amount').notNull(),
    clientFirstName: text('client_first_name'),
    clientLastName: text('client_last_name'),
    clientEmail: text('client_email'),
    usedAt: timestamp('used_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ columns: [t.studioId, t.couponId], foreignColumns: [coupons.studioId, coupons.id] }).onDelete('cascade'),
    index('coupon_activity_list_idx').on(t.studioId, t.couponId, t.usedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('coupon_activity_invoice_idx').on(t.studioId, t.invoiceId),
  ],
);
