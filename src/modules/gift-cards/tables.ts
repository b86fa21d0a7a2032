import { sql } from 'drizzle-orm';
import { pgTable, text, primaryKey, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { timestamp, bigintNumber } from '../../platform/db/columns.js';
import { studios } from '../../platform/auth/tables.js';

export const giftCards = pgTable(
  'gift_cards',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    amount: bigintNumber('amount').notNull(),
    balance: bigintNumber('balance').notNull(),
    expiresAt: timestamp('expires_at'),
    purchaserFirstName: text('purchaser_first_name'),
    purchaserLastName: text('purchaser_last_name'),
    purchaserEmail: text('purchaser_email'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    uniqueIndex('gift_cards_code_key').on(t.studioId, sql`lower(${t.code})`),
    index('gift_cards_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('gift_cards_balance_in_range', sql`${t.balance} >= 0 AND ${t.balance} <= ${t.amount}`),
  ],
);
