import { percentOf } from '../../platform/money.js';

/**
 * Invoice arithmetic (API.md §6), in integer minor units: every percentage rounds half-up to the
 * minor unit, tax is computed per line, and the coupon discount applies to the subtotal.
 */
export interface LineInput {
  quantity: number;
  /** Unit price. */
  amount: number;
  taxable: boolean;
  taxRate: number | null;
}

export interface PricedLine {
  lineTotal: number;
  taxAmount: number;
}

export interface InvoiceTotals {
  subtotal: number;
  discountAmount: number;
  taxAmount: number;
  amount: number;
}

export function priceLine(line: LineInput): PricedLine {
  const lineTotal = line.amount * line.quantity;
  const taxAmount = line.taxable && line.taxRate !== null ? percentOf(lineTotal, line.taxRate) : 0;
  return { lineTotal, taxAmount };
}

export function subtotalOf(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotal, 0);
}

export function invoiceTotals(lines: PricedLine[], discountAmount: number): InvoiceTotals {
  const subtotal = subtotalOf(lines);
  const taxAmount = lines.reduce((sum, line) => sum + line.taxAmount, 0);
  return { subtotal, discountAmount, taxAmount, amount: subtotal - discountAmount + taxAmount };
}

/** What the payment processor keeps (API.md §6): card 2.9% + 30, PayPal 3.49% + 49, others nothing. */
const PROCESSOR_FEES = {
  card: { percent: 2.9, fixed: 30 },
  paypal: { percent: 3.49, fixed: 49 },
  bank_transfer: null,
  gift_card: null,
} as const;

export type PaymentMethod = keyof typeof PROCESSOR_FEES;

export interface PaymentFees {
  processorFee: number;
  transactionFee: number;
  netAmount: number;
}

/**
 * The fees of a payment. Together they never exceed the payment, so that a tiny card payment
 * nets zero rather than a negative amount.
 */
export function feesOf(method: PaymentMethod, amount: number, platformFeePercent: number): PaymentFees {
  const rule = PROCESSOR_FEES[method];
  const processorFee = Math.min(amount, rule ? percentOf(amount, rule.percent) + rule.fixed : 0);
  const transactionFee = Math.min(amount - processorFee, percentOf(amount, platformFeePercent));
  return { processorFee, transactionFee, netAmount: amount - processorFee - transactionFee };
}
