import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/pool.js';
import { compiledSelect } from '../../platform/db/prepared.js';
import { invoices, payments } from './tables.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentChanges = Partial<Pick<NewPayment, 'status' | 'refundedAmount' | 'disputeOutcome'>> & {
  disputedAt?: SQL | null;
  disputeResolvedAt?: SQL | null;
};

/** The transaction's time, for the moments a transition records. */
export const transactionTime = sql`now()`;

/** Payments whose money the studio holds: amount less refunds. Pending and failed ones hold none. */
const HOLDING = ['completed', 'partially_refunded', 'disputed', 'refunded'] as const;

/**
 * The payments a list or count reads. A list of one client's payments is a statement of its own, as for
 * invoices (queries.ts `listed`): a cached generic plan cannot read `$1 IS NULL OR client_id = $1` from
 * the client index.
 */
const listed = (scope: 'studio' | 'client') =>
  and(
    eq(payments.studioId, sql.placeholder('studioId')),
    scope === 'client' ? eq(payments.clientId, sql.placeholder('clientId')) : undefined,
    sql`${payments.paymentDate} >= ${sql.placeholder('from')}::timestamptz`,
    sql`${payments.paymentDate} < ${sql.placeholder('until')}::timestamptz`,
  );

export type PaymentListParams = {
  studioId: string;
  clientId: string | null;
  from: string;
  until: string;
};

const scoped = (studioId: string, invoiceId: string, id: string) =>
  and(eq(payments.studioId, studioId), eq(payments.invoiceId, invoiceId), eq(payments.id, id));

export function paymentQueries(db: Db) {
  // A list page runs outside Drizzle's query layer (`compiledSelect`), as the invoices' do (queries.ts).
  const listOf = (scope: 'studio' | 'client') => ({
    page: compiledSelect(db, scope === 'client' ? 'payment_page_of_client' : 'payment_page', getTableColumns(payments), (select) =>
      select.from(payments).where(listed(scope)).orderBy(desc(payments.paymentDate), desc(payments.id))
        .limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))),
    total: compiledSelect(db, scope === 'client' ? 'payment_count_of_client' : 'payment_count', { total: count() }, (select) =>
      select.from(payments).where(listed(scope))),
  });
  const lists = { studio: listOf('studio'), client: listOf('client') };
  const listFor = (params: PaymentListParams) => lists[params.clientId === null ? 'studio' : 'client'];

  const byId = db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.studioId, sql.placeholder('studioId')),
        eq(payments.invoiceId, sql.placeholder('invoiceId')),
        eq(payments.id, sql.placeholder('id')),
      ),
    )
    .prepare('payment_by_id');

  return {
    page: (params: PaymentListParams, limit: number, offset: number): Promise<PaymentRow[]> => listFor(params).page({ ...params, limit, offset }),

    total: async (params: PaymentListParams) => (await listFor(params).total(params))[0].total,

    byId: async (studioId: string, invoiceId: string, id: string) => (await byId.execute({ studioId, invoiceId, id }))[0],

    ofInvoices: (studioId: string, invoiceIds: string[]) =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.studioId, studioId), inArray(payments.invoiceId, invoiceIds)))
        .orderBy(desc(payments.paymentDate), desc(payments.id)),

    lockForUpdate: async (tx: Executor, studioId: string, invoiceId: string, id: string) =>
      (await tx.select().from(payments).where(scoped(studioId, invoiceId, id)).for('update'))[0],

    insert: async (tx: Executor, row: NewPayment) => (await tx.insert(payments).values(row).returning())[0],

    update: async (tx: Executor, studioId: string, invoiceId: string, id: string, changes: PaymentChanges) =>
      (await tx.update(payments).set({ ...changes, updatedAt: sql`now()` }).where(scoped(studioId, invoiceId, id)).returning())[0],

    /**
     * Recomputes the invoice's `amount_paid` from its payments: the one place it is derived, run in
     * the same transaction as every payment write.
     */
    settle: (tx: Executor, studioId: string, invoiceId: string) =>
      tx
        .update(invoices)
        .set({
          amountPaid: sql`(SELECT coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0) FROM ${payments}
            WHERE ${payments.studioId} = ${studioId} AND ${payments.invoiceId} = ${invoiceId}
              AND ${payments.status} IN (${sql.join(HOLDING.map((s) => sql`${s}`), sql`, `)}))`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(invoices.studioId, studioId), eq(invoices.id, invoiceId))),

    /** Gift card payments of a client's invoices, newest first, for their documents. */
    giftCardUsesOfClient: (studioId: string, clientId: string) =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.studioId, studioId), eq(payments.clientId, clientId), eq(payments.paymentMethod, 'gift_card')))
        .orderBy(desc(payments.paymentDate), desc(payments.id)),
  };
}

export type PaymentQueries = ReturnType<typeof paymentQueries>;
