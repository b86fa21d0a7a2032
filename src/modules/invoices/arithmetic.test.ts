import assert from 'node:assert/strict';
import { test } from 'node:test';
import { priceInvoice, type LineInput } from './arithmetic.js';

/** A line of `quantity` × `amount`, taxed at `taxRate` percent when one is given. */
const line = (amount: number, quantity = 1, taxRate: number | null = null): LineInput => ({ amount, quantity, taxable: taxRate !== null, taxRate });

interface Case {
  name: string;
  lines: LineInput[];
  discount: number;
  shares: number[];
  taxes: number[];
  /** subtotal − discount + taxes */
  amount: number;
}

// API.md §6: the discount is shared across all lines in proportion to their line totals (largest
// remainder, ties to the earlier line); a taxable line pays round-half-up((line total − share) × rate).
const cases: Case[] = [
  {
    name: 'no discount: each taxable line is taxed on its whole line total',
    // 2 × 100.00 at 8.25% = 16.50; 3 × 19.99 untaxed.
    lines: [line(10000, 2, 8.25), line(1999, 3)],
    discount: 0,
    shares: [0, 0],
    taxes: [1650, 0],
    amount: 25997 + 1650,
  },
  {
    name: 'a discount over one line is all its own',
    // (100.00 − 15.00) × 10% = 8.50.
    lines: [line(10000, 1, 10)],
    discount: 1500,
    shares: [1500],
    taxes: [850],
    amount: 10000 - 1500 + 850,
  },
  {
    name: 'over several lines, the unit left over by rounding down goes to the largest remainder',
    // 308 × 1050 / 2050 = 157.76, 308 × 999 / 2050 = 150.09, 308 × 1 / 2050 = 0.15: 307 rounded down, the
    // unit left goes to the first line (remainder .76). Taxes: 892 × 5% = 44.6 → 45; 849 × 7.5% = 63.675 → 64;
    // 1 × 49.99% = 0.4999 → 0.
    lines: [line(1050, 1, 5), line(333, 3, 7.5), line(1, 1, 49.99)],
    discount: 308,
    shares: [158, 150, 0],
    taxes: [45, 64, 0],
    amount: 2050 - 308 + 109,
  },
  {
    name: 'equal remainders: the units left over go to the earlier lines',
    // 200 × 100 / 300 = 66.67 each: 198 rounded down, two units left for the first two lines.
    // Taxes: 33 × 10% = 3.3 → 3; 33 → 3; 34 × 10% = 3.4 → 3.
    lines: [line(100, 1, 10), line(100, 1, 10), line(100, 1, 10)],
    discount: 200,
    shares: [67, 67, 66],
    taxes: [3, 3, 3],
    amount: 300 - 200 + 9,
  },
  {
    name: 'a tie decides the tax: the earlier, untaxed line takes the unit, the taxed one keeps its base',
    // 1 × 101 / 202 = 0.5 each: the first line takes it. 101 × 50% = 50.5 → 51 (100 × 50% would be 50).
    lines: [line(101), line(101, 1, 50)],
    discount: 1,
    shares: [1, 0],
    taxes: [0, 51],
    amount: 202 - 1 + 51,
  },
  {
    name: 'a discount equal to the subtotal leaves nothing to tax',
    lines: [line(5000, 1, 20), line(2500, 2, 10)],
    discount: 10000,
    shares: [5000, 5000],
    taxes: [0, 0],
    amount: 0,
  },
  {
    name: 'untaxed lines take their share of the discount too: only what is left of the taxed line is taxed',
    // 10% of 1050.00 = 105.00, shared 100.00 and 5.00; (1000.00 − 100.00) × 8.25% = 74.25.
    lines: [line(100000, 1, 8.25), line(2500, 2)],
    discount: 10500,
    shares: [10000, 500],
    taxes: [7425, 0],
    amount: 105000 - 10500 + 7425,
  },
  {
    name: 'a rate on an untaxable line, or a taxable line without a rate, charges no tax',
    // Shares 1000 × 6000 / 10000 = 600, × 3000 → 300, × 1000 → 100; (6000 − 600) × 20% = 1080.
    lines: [line(6000, 1, 20), { amount: 3000, quantity: 1, taxable: false, taxRate: 20 }, { amount: 1000, quantity: 1, taxable: true, taxRate: null }],
    discount: 1000,
    shares: [600, 300, 100],
    taxes: [1080, 0, 0],
    amount: 10000 - 1000 + 1080,
  },
  {
    name: 'zero-amount lines take no share and no tax',
    // All of the 5.00 falls on the 30.00 line: (3000 − 500) × 10% = 250.
    lines: [line(0, 1, 10), line(3000, 1, 10), line(0, 5)],
    discount: 500,
    shares: [0, 500, 0],
    taxes: [0, 250, 0],
    amount: 3000 - 500 + 250,
  },
  {
    name: 'an invoice of free lines only',
    lines: [line(0, 3, 20), line(0)],
    discount: 0,
    shares: [0, 0],
    taxes: [0, 0],
    amount: 0,
  },
  {
    name: 'shares stay exact where discount × line total passes 2^53',
    // 50 000 000 000 × 99 999 999 999 / 100 000 000 000 = 49 999 999 999.5 and 50 000 000 000 × 1 / … = 0.5:
    // a tie, the earlier line takes the unit. The taxed line keeps its 1: 1 × 50% = 0.5 → 1.
    lines: [line(99_999_999_999), line(1, 1, 50)],
    discount: 50_000_000_000,
    shares: [50_000_000_000, 0],
    taxes: [0, 1],
    amount: 100_000_000_000 - 50_000_000_000 + 1,
  },
];

for (const c of cases) {
  test(`priceInvoice: ${c.name}`, () => {
    const { lines, totals } = priceInvoice(c.lines, c.discount);
    assert.deepEqual(lines.map((l) => l.lineTotal), c.lines.map((l) => l.amount * l.quantity), 'line totals');
    assert.deepEqual(lines.map((l) => l.discountShare), c.shares, 'discount shares');
    assert.deepEqual(lines.map((l) => l.taxAmount), c.taxes, 'tax per line');
    const subtotal = c.lines.reduce((sum, l) => sum + l.amount * l.quantity, 0);
    const taxAmount = c.taxes.reduce((sum, tax) => sum + tax, 0);
    assert.deepEqual(totals, { subtotal, discountAmount: c.discount, taxAmount, amount: c.amount });
  });
}

test('priceInvoice: a discount below zero or above the subtotal is a programming error, not a negative tax', () => {
  assert.throws(() => priceInvoice([line(1000, 1, 10)], 1001), RangeError);
  assert.throws(() => priceInvoice([line(1000, 1, 10)], -1), RangeError);
  assert.throws(() => priceInvoice([line(0)], 1), RangeError);
});
