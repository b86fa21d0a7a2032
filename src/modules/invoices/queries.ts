import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../../platform/db/pool.js';
import { compiledSelect, unplannedTextArray } from '../../platform/db/prepared.js';
import { studioProfileColumns } from '../../platform/auth/queries.js';
import { studios } from '../../platform/auth/tables.js';
import { invoiceCounters, invoiceLineItems, invoices } from './tables.js';
import type { InvoiceStatus, PaymentType } from './schemas.js';
import { documentSelect, type DocumentScope } from '../documents/sources.js';

/** Payments cover the amount. */
const covered = sql`${invoices.amountPaid} >= ${invoices.amount}`;

/** The due date is before today on the studio's wall clock; `today` is evaluated once per statement. */
const pastDue = (timeZone: unknown) => sql`${invoices.dueDate} < (SELECT (now() AT TIME ZONE ${timeZone})::date)`;

/**
 * An invoice's status, derived in this one place and used by list, filter, detail and every summary
 * (API.md §6): draft until sent; paid once payments cover the amount; overdue when the due date is
 * before today on the studio's wall clock; else sent.
 */
export const invoiceStatus = (timeZone: unknown) => sql<InvoiceStatus>`CASE
  WHEN ${invoices.sentAt} IS NULL THEN 'draft'
  WHEN ${covered} THEN 'paid'
  WHEN ${pastDue(timeZone)} THEN 'overdue'
  ELSE 'sent' END`;

/** An issued invoice is overdue: `invoiceStatus` would say `overdue` of it. */
export const overdueIssued = (timeZone: unknown) => sql`(NOT (${covered}) AND ${pastDue(timeZone)})`;

/**
 * Which issued invoices (`sent_at` set) a payment type keeps: the cases of `invoiceStatus` for a sent
 * invoice, as plain conditions. A statement written for one type reads them per row for a fraction of
 * the CASE's cost, which the summaries pay over every invoice of a studio. `all` keeps every one.
 */
export const issuedOfPaymentType: Record<PaymentType, (timeZone: unknown) => SQL | undefined> = {
  all: () => undefined,
  paid: () => covered,
  unpaid: () => sql`NOT (${covered})`,
  overdue: overdueIssued,
};

/**
 * `payment_type`: paid, unpaid (sent or overdue), overdue, or all (API.md §6); and `issued`, every
 * invoice but drafts, which is what `all` means to a client portal token.
 */
export function paymentTypeMatches(paymentType: unknown, timeZone: unknown): SQL {
  const status = invoiceStatus(timeZone);
  return sql`CASE ${paymentType}::text
    WHEN 'all' THEN true
    WHEN 'issued' THEN ${status} <> 'draft'
    WHEN 'unpaid' THEN ${status} IN ('sent', 'overdue')
    ELSE ${status} = ${paymentType}::text END`;
}

const invoiceColumns = (timeZone: unknown) => ({
  id: invoices.id,
  number: invoices.number,
  clientId: invoices.clientId,
  currency: invoices.currency,
  status: invoiceStatus(timeZone),
  dueDate: invoices.dueDate,
  notes: invoices.notes,
  subtotal: invoices.subtotal,
  discountAmount: invoices.discountAmount,
  taxAmount: invoices.taxAmount,
  amount: invoices.amount,
  amountPaid: invoices.amountPaid,
  couponCode: invoices.couponCode,
  sentAt: invoices.sentAt,
  publicToken: invoices.publicToken,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
});

export type InvoiceRow = SelectResultFields<ReturnType<typeof invoiceColumns>>;

export type LineItemRow = typeof invoiceLineItems.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceChanges = Partial<Omit<NewInvoice, 'studioId' | 'id' | 'number' | 'createdAt'>>;

/**
 * The rows an invoice list or count reads: a studio, maybe one client, a creation range, maybe a currency,
 * a payment type, maybe a status (the one `invoiceStatus` expression). An absent filter is a null parameter,
 * except the client: a list of one client's invoices is a statement of its own, because PostgreSQL, once it
 * caches a generic plan for a statement (after five runs), could no longer read a `$1 IS NULL OR client_id = $1`
 * condition from the client index and would filter every invoice of the studio instead.
 */
const listed = (scope: ListScope) =>
  and(
    eq(invoices.studioId, sql.placeholder('studioId')),
    scope === 'client' ? eq(invoices.clientId, sql.placeholder('clientId')) : undefined,
    sql`${invoices.createdAt} >= ${sql.placeholder('from')}::timestamptz`,
    sql`${invoices.createdAt} < ${sql.placeholder('until')}::timestamptz`,
    sql`(${sql.placeholder('currency')}::text IS NULL OR ${invoices.currency} = ${sql.placeholder('currency')}::text)`,
    paymentTypeMatches(sql.placeholder('paymentType'), sql.placeholder('timeZone')),
    sql`(${sql.placeholder('status')}::text IS NULL OR ${invoiceStatus(sql.placeholder('timeZone'))} = ${sql.placeholder('status')}::text)`,
  );

/** Whose invoices a list reads: the whole studio's, or one client's. */
type ListScope = 'studio' | 'client';

export type ListParams = {
  studioId: string;
  timeZone: string;
  clientId: string | null;
  from: string;
  until: string;
  currency: string | null;
  paymentType: PaymentType | 'issued';
  status: InvoiceStatus | null;
};

const scoped = (studioId: string, id: string) => and(eq(invoices.studioId, studioId), eq(invoices.id, id));

/**
 * Moves the studio's invoice counter `count` numbers on and answers the last of them. The counter row
 * stays locked until the transaction ends, so numbers are handed out one block at a time, and a
 * rolled-back transaction gives its numbers back: no duplicates, no gaps. Bulk seeding takes blocks.
 */
export async function reserveNumbers(tx: Executor, studioId: string, count: number): Promise<number> {
  const [{ last }] = await tx
    .insert(invoiceCounters)
    .values({ studioId, lastNumber: count })
    .onConflictDoUpdate({ target: invoiceCounters.studioId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + ${count}` } })
    .returning({ last: invoiceCounters.lastNumber });
  return last;
}

export function invoiceQueries(db: Db) {
  const byId = db
    .select(invoiceColumns(sql.placeholder('timeZone')))
    .from(invoices)
    .where(and(eq(invoices.studioId, sql.placeholder('studioId')), eq(invoices.id, sql.placeholder('id'))))
    .prepare('invoice_by_id');

  // A list page runs outside Drizzle's query layer (`compiledSelect`): pg described the page's 17
  // columns and rebuilt their parsers at every execution, and Drizzle mapped each row generically,
  // ~30 µs a page (profiled).
  const listOf = (scope: ListScope) => ({
    page: compiledSelect(db, scope === 'client' ? 'invoice_page_of_client' : 'invoice_page', invoiceColumns(sql.placeholder('timeZone')), (select) =>
      select.from(invoices).where(listed(scope)).orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))),
    total: compiledSelect(db, scope === 'client' ? 'invoice_count_of_client' : 'invoice_count', { total: count() }, (select) =>
      select.from(invoices).where(listed(scope))),
  });
  const lists = { studio: listOf('studio'), client: listOf('client') };
  const listFor = (params: ListParams) => lists[params.clientId === null ? 'studio' : 'client'];

  // The ids stay out of planning (`unplannedTextArray`): as a plain parameter, a page's ids were planned
  // again at every execution (pg_prepared_statements: no generic plan after eight), for the same index scan.
  const lineItems = db
    .select()
    .from(invoiceLineItems)
    .where(and(eq(invoiceLineItems.studioId, sql.placeholder('studioId')), sql`${invoiceLineItems.invoiceId} = ANY(${unplannedTextArray('ids')})`))
    .orderBy(asc(invoiceLineItems.invoiceId), asc(invoiceLineItems.position))
    .prepare('invoice_line_items');

  // The page's one lookup: the token alone names the invoice, and its studio comes along (name, time
  // zone for the status, payment instructions).
  const byPublicToken = db
    .select({
      invoice: invoiceColumns(studios.timezone),
      studio: studioProfileColumns,
    })
    .from(invoices)
    .innerJoin(studios, eq(studios.id, invoices.studioId))
    .where(eq(invoices.publicToken, sql.placeholder('token')))
    .prepare('invoice_by_public_token');

  return {
    byId: async (studioId: string, timeZone: string, id: string) =>
      (await byId.execute({ studioId, timeZone, id })).at(0),

    byPublicToken: async (token: string) => (await byPublicToken.execute({ token })).at(0),

    page: (params: ListParams, limit: number, offset: number) => listFor(params).page({ ...params, limit, offset }),

    total: async (params: ListParams) => (await listFor(params).total(params))[0].total,

    lineItems: (studioId: string, ids: string[]) => lineItems.execute({ studioId, ids }),

    /** One invoice's line items in order, read through `executor` (a transaction that locked the invoice). */
    lineItemsOf: (executor: Executor, studioId: string, invoiceId: string): Promise<LineItemRow[]> =>
      executor
        .select()
        .from(invoiceLineItems)
        .where(and(eq(invoiceLineItems.studioId, studioId), eq(invoiceLineItems.invoiceId, invoiceId)))
        .orderBy(asc(invoiceLineItems.position)),

    /** The invoice, locked until the transaction ends: writes to one invoice take turns. */
    lockForUpdate: async (tx: Executor, studioId: string, timeZone: string, id: string) =>
      (await tx.select(invoiceColumns(timeZone)).from(invoices).where(scoped(studioId, id)).for('update')).at(0),

    /** The studio's next invoice number (see `reserveNumbers`). */
    nextNumber: (tx: Executor, studioId: string) => reserveNumbers(tx, studioId, 1),

    insert: (tx: Executor, row: NewInvoice) => tx.insert(invoices).values(row),

    update: (tx: Executor, studioId: string, id: string, changes: InvoiceChanges) =>
      tx.update(invoices).set({ ...changes, updatedAt: sql`now()` }).where(scoped(studioId, id)),

    replaceLineItems: async (tx: Executor, studioId: string, invoiceId: string, rows: (typeof invoiceLineItems.$inferInsert)[]) => {
      await tx.delete(invoiceLineItems).where(and(eq(invoiceLineItems.studioId, studioId), eq(invoiceLineItems.invoiceId, invoiceId)));
      await tx.insert(invoiceLineItems).values(rows);
    },

    delete: (tx: Executor, studioId: string, id: string) => tx.delete(invoices).where(scoped(studioId, id)),

    /** Marks a draft sent and gives it its page's token; nothing when it is not a draft (or not there). */
    send: (tx: Executor, studioId: string, id: string, publicToken: string) =>
      tx
        .update(invoices)
        .set({ sentAt: sql`now()`, publicToken, updatedAt: sql`now()` })
        .where(and(scoped(studioId, id), isNull(invoices.sentAt))),

    /**
     * A client's invoices as the documents area lists them (API.md §7), with the status derived as
     * everywhere. The title's number is written as `invoiceNumber` (present.ts) writes it: four digits
     * at least.
     */
    documentSource: (scope: DocumentScope) =>
      documentSelect(
        {
          id: invoices.id,
          type: sql<'invoice'>`'invoice'`,
          title: sql<string>`'Invoice INV-' || lpad(${invoices.number}::text, greatest(4, length(${invoices.number}::text)), '0')`,
          status: invoiceStatus(scope.timeZone),
          amount: invoices.amount,
          currency: invoices.currency,
          date: sql<string>`${invoices.dueDate}::text`,
          created_at: invoices.createdAt,
        },
        sql`FROM ${invoices} WHERE ${invoices.studioId} = ${scope.studioId} AND ${invoices.clientId} = ${scope.clientId}`,
      ),
  };
}

export type InvoiceQueries = ReturnType<typeof invoiceQueries>;
