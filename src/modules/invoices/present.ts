import { formatMoney } from '../../platform/money.js';
import type { ClientBrief as StudioClientBrief } from '../clients/service.js';
import type { PaymentRow } from './payment-queries.js';
import type { InvoiceRow, LineItemRow } from './queries.js';
import { MethodDetails, type ClientBrief, type Invoice, type LineItem, type Payment, type PaymentListItem } from './schemas.js';

/** `INV-0001`: four digits at least, more once a studio passes 9 999 invoices. */
export const invoiceNumber = (number: number) => `INV-${String(number).padStart(4, '0')}`;

/** Where an invoice's page is served, outside the API. */
export const INVOICE_PAGE_PATH = '/i/';
/** The page's PDF is at the page's address with this added. */
export const INVOICE_PDF_SUFFIX = '.pdf';

/** The invoice as the API shows it; `origin` is where its page's address starts (PUBLIC_URL or the request's). */
export function presentInvoice(row: InvoiceRow, origin: string): Invoice {
  const money = (amount: number) => formatMoney(amount, row.currency);
  const amountDue = row.amount - row.amountPaid;
  return {
    id: row.id,
    invoice_number: invoiceNumber(row.number),
    client_id: row.clientId,
    amount: row.amount,
    amount_formatted: money(row.amount),
    currency: row.currency,
    status: row.status,
    due_date: row.dueDate,
    subtotal: row.subtotal,
    subtotal_formatted: money(row.subtotal),
    discount_amount: row.discountAmount,
    discount_amount_formatted: money(row.discountAmount),
    tax_amount: row.taxAmount,
    tax_amount_formatted: money(row.taxAmount),
    amount_paid: row.amountPaid,
    amount_paid_formatted: money(row.amountPaid),
    amount_due: amountDue,
    amount_due_formatted: money(amountDue),
    coupon_code: row.couponCode,
    notes: row.notes,
    sent_at: row.sentAt,
    public_url: row.publicToken === null ? null : `${origin}${INVOICE_PAGE_PATH}${row.publicToken}`,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export function presentLineItem(row: LineItemRow, currency: string): LineItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    amount: row.amount,
    amount_formatted: formatMoney(row.amount, currency),
    line_total: row.lineTotal,
    line_total_formatted: formatMoney(row.lineTotal, currency),
    taxable: row.taxable,
    tax_rate: row.taxRate,
    tax_amount: row.taxAmount,
    tax_amount_formatted: formatMoney(row.taxAmount, currency),
  };
}

/** The client as invoices and payments show it: its id, name and email, without the clients area's avatar colour. */
export function presentClient({ id, first_name, last_name, email }: StudioClientBrief): ClientBrief {
  return { id, first_name, last_name, email };
}

/** The list view of a payment (spec: id … transaction fee, optional client). */
export function presentPaymentListItem(row: PaymentRow, client?: StudioClientBrief): PaymentListItem {
  return {
    id: row.id,
    invoice_id: row.invoiceId,
    amount: row.amount,
    amount_formatted: formatMoney(row.amount, row.currency),
    currency: row.currency,
    payment_date: row.paymentDate,
    payment_method: row.paymentMethod,
    status: row.status,
    transaction_fee: row.transactionFee,
    transaction_fee_formatted: formatMoney(row.transactionFee, row.currency),
    ...(client ? { client: presentClient(client) } : {}),
  };
}

/** The detail view: fees, net amount, refunds, method details and the dispute, if any. */
export function presentPayment(row: PaymentRow, client?: StudioClientBrief): Payment {
  const money = (amount: number) => formatMoney(amount, row.currency);
  const netAmount = row.amount - row.processorFee - row.transactionFee;
  return {
    ...presentPaymentListItem(row, client),
    processor_fee: row.processorFee,
    processor_fee_formatted: money(row.processorFee),
    net_amount: netAmount,
    net_amount_formatted: money(netAmount),
    refunded_amount: row.refundedAmount,
    refunded_amount_formatted: money(row.refundedAmount),
    payment_method_details: presentMethodDetails(row.methodDetails),
    dispute:
      row.disputedAt === null
        ? null
        : { status: row.disputeOutcome ?? 'needs_response', opened_at: row.disputedAt, resolved_at: row.disputeResolvedAt },
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

const METHOD_DETAIL_FIELDS = Object.keys(MethodDetails.properties);

/**
 * The stored details in the schema's order: jsonb hands an object's keys back shortest first, and the
 * invoice list's answers are written by `JSON.stringify`, which keeps the order it is given.
 */
function presentMethodDetails(stored: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!stored) return null;
  const details: Record<string, unknown> = {};
  for (const field of METHOD_DETAIL_FIELDS) if (field in stored) details[field] = stored[field];
  return details;
}
