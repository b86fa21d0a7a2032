import { sql } from 'drizzle-orm';
import { pgTable, text, integer, boolean, date, jsonb, primaryKey, index, uniqueIndex, foreignKey, check } from 'drizzle-orm/pg-core';
import { timestamp, bigintNumber, decimal } from '../../platform/db/columns.js';
import { studios } from '../../platform/auth/tables.js';
import { clients } from '../clients/tables.js';

/** The last invoice number each studio handed out: one row per studio, locked by each creation. */
export const invoiceCounters = pgTable('invoice_counters', {
  studioId: text('studio_id').primaryKey().references(() => studios.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Totals are computed once from the line items when the invoice is written (drafts only) and kept;
 * `amount_paid` follows the payments in the same transaction as every payment write.
 */
export const invoices = pgTable(
  'invoices',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    number: integer('number').notNull(),
    clientId: text('client_id').notNull(),
    currency: text('currency').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    subtotal: bigintNumber('subtotal').notNull(),
    discountAmount: bigintNumber('discount_amount').notNull(),
    taxAmount: bigintNumber('tax_amount').notNull(),
    amount: bigintNumber('amount').notNull(),
    amountPaid: bigintNumber('amount_paid').notNull().default(0),
    couponId: text('coupon_id'),
    couponCode: text('coupon_code'),
    sentAt: timestamp('sent_at'),
    /** The secret of the invoice's page (`/i/<token>`), given when it is sent: the client's link to it. */
    publicToken: text('public_token'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    // A client with invoices cannot be deleted (API.md §7): archive it instead.
    foreignKey({ name: 'invoices_client_fk', columns: [t.studioId, t.clientId], foreignColumns: [clients.studioId, clients.id] }).onDelete('restrict'),
    uniqueIndex('invoices_number_key').on(t.studioId, t.number),
    index('invoices_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The summaries' covering index of issued invoices, invoices_summary_idx, is in migration 0016:
    // drizzle-kit cannot express its INCLUDE columns.
    index('invoices_client_idx').on(t.studioId, t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('invoices_amounts_add_up', sql`${t.amount} = ${t.subtotal} - ${t.discountAmount} + ${t.taxAmount}`),
    check('invoices_paid_in_range', sql`${t.amountPaid} >= 0 AND ${t.amountPaid} <= ${t.amount}`),
    // The page's address names no studio: the token alone finds the invoice, so it leads the index. The
    // studio follows it only to keep every unique key on the distribution column (DESIGN.md); the
    // token's 190 random bits are what make it unique.
    uniqueIndex('invoices_public_token_key').on(t.publicToken, t.studioId).where(sql`${t.publicToken} IS NOT NULL`),
    check('invoices_sent_have_a_page', sql`(${t.sentAt} IS NULL) = (${t.publicToken} IS NULL)`),
  ],
);

export const invoiceLineItems = pgTable(
  'invoice_line_items',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    quantity: integer('quantity').notNull(),
    /** The unit price, as sent. */
    amount: bigintNumber('amount').notNull(),
    lineTotal: bigintNumber('line_total').notNull(),
    taxable: boolean('taxable').notNull(),
    taxRate: decimal('tax_rate', { precision: 5, scale: 2 }),
    taxAmount: bigintNumber('tax_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ columns: [t.studioId, t.invoiceId], foreignColumns: [invoices.studioId, invoices.id] }).onDelete('cascade'),
    index('invoice_line_items_invoice_idx').on(t.studioId, t.invoiceId, t.position),
  ],
);

export const paymentMethods = ['card', 'paypal', 'bank_transfer', 'gift_card'] as const;
export const paymentStatuses = ['completed', 'pending', 'failed', 'disputed', 'refunded', 'partially_refunded'] as const;

/**
 * A payment's status is a state that only its own transitions change (record, refund, dispute,
 * resolve). `client_id` is the invoice's, copied so that the payments list filters without a join.
 */
export const payments = pgTable(
  'payments',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    clientId: text('client_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigintNumber('amount').notNull(),
    refundedAmount: bigintNumber('refunded_amount').notNull().default(0),
    processorFee: bigintNumber('processor_fee').notNull(),
    transactionFee: bigintNumber('transaction_fee').notNull(),
    paymentDate: timestamp('payment_date').notNull().default(sql`now()`),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    methodDetails: jsonb('payment_method_details').$type<Record<string, unknown>>(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    giftCardId: text('gift_card_id'),
    disputedAt: timestamp('disputed_at'),
    disputeOutcome: text('dispute_outcome', { enum: ['won', 'lost'] }),
    disputeResolvedAt: timestamp('dispute_resolved_at'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ columns: [t.studioId, t.invoiceId], foreignColumns: [invoices.studioId, invoices.id] }).onDelete('cascade'),
    index('payments_list_idx').on(t.studioId, t.paymentDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_client_idx').on(t.studioId, t.clientId, t.paymentDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_invoice_idx').on(t.studioId, t.invoiceId),
    index('payments_disputed_idx').on(t.studioId, t.currency).where(sql`${t.status} = 'disputed'`),
    check('payments_refund_in_range', sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`),
  ],
);
