import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgSelectBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/pool.js';
import { compiledSelect } from '../../platform/db/prepared.js';
import { issuedOfPaymentType, overdueIssued } from './queries.js';
import type { PaymentType } from './schemas.js';
import { invoices, payments } from './tables.js';

/** A sum of minor units over the rows `filter` keeps; 0 when it keeps none. */
const money = (value: SQL, filter: SQL = sql`true`) =>
  sql<number>`coalesce(sum(${value}) FILTER (WHERE ${filter}), 0)::bigint`.mapWith(Number);

/** What the studio and client summaries add up over the issued invoices (drafts are ignored, API.md §9) of one currency. */
const issuedTotals = (timeZone: unknown) => {
  const overdue = overdueIssued(timeZone);
  return {
    totalInvoices: sql<number>`count(*)::int`,
    totalAmount: money(sql`${invoices.amount}`),
    paidAmount: money(sql`${invoices.amountPaid}`),
    overdueCount: sql<number>`(count(*) FILTER (WHERE ${overdue}))::int`,
    overdueAmount: money(sql`${invoices.amount} - ${invoices.amountPaid}`, overdue),
  };
};

type TotalsColumns = ReturnType<typeof issuedTotals>;
export type Totals = SelectResultFields<TotalsColumns>;

/**
 * A studio's totals of one currency over a range of creation times, of the invoices of one payment type:
 * a statement per type, whose condition is plain SQL rather than a parameter the plan must test on every
 * row. Once prepared it soon runs a generic plan, which cannot see the range: `invoices_summary_idx`
 * holds the issued invoices with every column the statement reads, so that plan is an index-only scan
 * (summary-plan.test.ts checks it).
 */
const studioSummaryFrom = (paymentType: PaymentType) => (select: PgSelectBuilder<TotalsColumns>) =>
  select.from(invoices).where(
    and(
      eq(invoices.studioId, sql.placeholder('studioId')),
      eq(invoices.currency, sql.placeholder('currency')),
      sql`${invoices.createdAt} >= ${sql.placeholder('from')}::timestamptz`,
      sql`${invoices.createdAt} < ${sql.placeholder('until')}::timestamptz`,
      isNotNull(invoices.sentAt),
      issuedOfPaymentType[paymentType](sql.placeholder('timeZone')),
    ),
  );

/** The studio summary's statement for one payment type, as the service prepares it. */
export const studioSummarySelect = (db: Db, paymentType: PaymentType) =>
  studioSummaryFrom(paymentType)(db.select(issuedTotals(sql.placeholder('timeZone'))));

export function summaryQueries(db: Db) {
  // The dashboard asks for it on every visit: compiled statements (compiledSelect), which skip pg's
  // description of the result and Drizzle's generic mapping at each execution.
  const studioSummary = (type: PaymentType) =>
    compiledSelect(db, `invoice_summary_${type}`, issuedTotals(sql.placeholder('timeZone')), studioSummaryFrom(type));
  const studioSummaries: Record<PaymentType, ReturnType<typeof studioSummary>> = {
    all: studioSummary('all'),
    paid: studioSummary('paid'),
    unpaid: studioSummary('unpaid'),
    overdue: studioSummary('overdue'),
  };

  const clientTotals = db
    .select(issuedTotals(sql.placeholder('timeZone')))
    .from(invoices)
    .where(
      and(
        eq(invoices.studioId, sql.placeholder('studioId')),
        eq(invoices.clientId, sql.placeholder('clientId')),
        eq(invoices.currency, sql.placeholder('currency')),
        isNotNull(invoices.sentAt),
      ),
    )
    .prepare('invoice_client_totals');

  return {
    studio: async ({ paymentType, ...params }: { studioId: string; timeZone: string; currency: string; from: string; until: string; paymentType: PaymentType }) =>
      (await studioSummaries[paymentType](params))[0],

    client: async (params: { studioId: string; timeZone: string; clientId: string; currency: string }) =>
      (await clientTotals.execute(params))[0],

    clientCurrencies: (studioId: string, clientId: string) =>
      db
        .select({ currency: invoices.currency, totalInvoices: sql<number>`count(*)::int`, totalAmount: money(sql`${invoices.amount}`) })
        .from(invoices)
        .where(and(eq(invoices.studioId, studioId), eq(invoices.clientId, clientId), isNotNull(invoices.sentAt)))
        .groupBy(invoices.currency)
        .orderBy(asc(invoices.currency)),

    /** Disputed payments still waiting for a response (resolving one moves it out of `disputed`). */
    disputed: async (studioId: string, currency: string) =>
      (
        await db
          .select({ count: sql<number>`count(*)::int`, totalAmount: money(sql`${payments.amount}`) })
          .from(payments)
          .where(and(eq(payments.studioId, studioId), eq(payments.currency, currency), eq(payments.status, 'disputed')))
      )[0],
  };
}

export type SummaryQueries = ReturnType<typeof summaryQueries>;
