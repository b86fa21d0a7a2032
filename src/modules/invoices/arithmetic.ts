import { percentOf } from '../../platform/money.js';

/**
 * Invoice arithmetic (API.md §6), in integer minor units: every percentage rounds half-up to the
 * minor unit, the coupon discount applies to the subtotal, and tax is charged on what the client pays.
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
  /** The part of the invoice's discount that falls on this line. */
  discountShare: number;
  taxAmount: number;
}

export interface InvoiceTotals {
  subtotal: number;
  discountAmount: number;
  taxAmount: number;
  amount: number;
}

export interface PricedInvoice {
  /** In the order of the lines given. */
  lines: PricedLine[];
  totals: InvoiceTotals;
}

export const lineTotalOf = (line: Pick<LineInput, 'amount' | 'quantity'>) => line.amount * line.quantity;

export const subtotalOf = (lines: readonly LineInput[]) => sum(lines.map(lineTotalOf));

/**
 * An invoice's lines and totals once its discount (at most the subtotal) is known. API.md §6 taxes what
 * the client pays: the discount is shared across all lines, taxable or not, in proportion to their line
 * totals, and a taxable line's tax is its rate of its line total less its share.
 */
export function priceInvoice(lines: readonly LineInput[], discountAmount: number): PricedInvoice {
  const lineTotals = lines.map(lineTotalOf);
  const shares = discountShares(discountAmount, lineTotals);
  const priced = lines.map((line, i) => ({
    lineTotal: lineTotals[i],
    discountShare: shares[i],
    taxAmount: line.taxable && line.taxRate !== null ? percentOf(lineTotals[i] - shares[i], line.taxRate) : 0,
  }));
  const subtotal = sum(lineTotals);
  const taxAmount = sum(priced.map((line) => line.taxAmount));
  return { lines: priced, totals: { subtotal, discountAmount, taxAmount, amount: subtotal - discountAmount + taxAmount } };
}

/**
 * The discount shared in proportion to the line totals by largest remainder (API.md §6): each line gets
 * its exact share rounded down, and the minor units left over go one each to the lines with the largest
 * remainders, the earlier line first on a tie, so that the shares add up to the discount exactly.
 * Discount × line total may pass 2^53: the products are BigInt.
 */
function discountShares(discountAmount: number, lineTotals: readonly number[]): number[] {
  const subtotal = sum(lineTotals);
  if (discountAmount < 0 || discountAmount > subtotal) {
    throw new RangeError(`A discount of ${discountAmount} does not fit a subtotal of ${subtotal}.`);
  }
  if (subtotal === 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((lineTotal) => BigInt(discountAmount) * BigInt(lineTotal));
  const shares = exact.map((product) => Number(product / BigInt(subtotal)));
  // Each remainder is below the subtotal: a safe integer again.
  const remainders = exact.map((product) => Number(product % BigInt(subtotal)));
  const byRemainder = lineTotals.map((_, i) => i).sort((a, b) => remainders[b] - remainders[a] || a - b);
  for (const i of byRemainder.slice(0, discountAmount - sum(shares))) shares[i] += 1;
  return shares;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

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
