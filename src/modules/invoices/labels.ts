/**
 * The words and figures the invoice's page and its PDF both show, said once so that the two never
 * tell the client different things.
 */
import type { Invoice, Payment } from './schemas.js';

export const STATUS_LABELS: Record<Invoice['status'], string> = { draft: 'Draft', sent: 'Awaiting payment', overdue: 'Overdue', paid: 'Paid' };
export const METHOD_LABELS: Record<Payment['payment_method'], string> = { card: 'Card', paypal: 'PayPal', bank_transfer: 'Bank transfer', gift_card: 'Gift card' };
export const PAYMENT_STATUS_LABELS: Record<Payment['status'], string> = {
  completed: 'Received',
  pending: 'Pending',
  failed: 'Failed',
  disputed: 'Disputed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

export function clientName(invoice: Invoice): string {
  return [invoice.client?.first_name, invoice.client?.last_name].filter(Boolean).join(' ');
}

export interface TotalLine {
  label: string;
  amount: string;
  /** The total and the amount due stand out. */
  emphasis: boolean;
}

/** Subtotal to amount due, each line shown only when it changes something. */
export function totalLines(invoice: Invoice): TotalLine[] {
  const line = (label: string, amount: string, emphasis = false): TotalLine => ({ label, amount, emphasis });
  const discount = invoice.coupon_code ? `Discount (${invoice.coupon_code})` : 'Discount';
  return [
    line('Subtotal', invoice.subtotal_formatted),
    ...(invoice.discount_amount > 0 ? [line(discount, `−${invoice.discount_amount_formatted}`)] : []),
    ...(invoice.tax_amount > 0 ? [line('Tax', invoice.tax_amount_formatted)] : []),
    line('Total', invoice.amount_formatted, true),
    ...(invoice.amount_paid > 0 ? [line('Paid', `−${invoice.amount_paid_formatted}`)] : []),
    line('Amount due', invoice.amount_due_formatted, true),
  ];
}
