/** Money as the API writes it: what Intl.NumberFormat writes for en-US, each currency with its own minor digits. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CURRENCIES, formatMoney, MAX_MONEY } from './money.js';

test('amounts are written with the minor digits of their own currency, whichever was formatted before', () => {
  // Interleaved: a format kept for one currency must never be used for another.
  assert.equal(formatMoney(125000, 'usd'), '$1,250.00');
  assert.equal(formatMoney(500, 'jpy'), '¥500');
  assert.equal(formatMoney(-4550, 'eur'), '-€45.50');
  assert.equal(formatMoney(500, 'jpy'), '¥500');
  assert.equal(formatMoney(7, 'usd'), '$0.07');
  assert.equal(formatMoney(-123456789, 'chf'), '-CHF\u00a01,234,567.89');
});

test('every supported currency is written exactly as Intl.NumberFormat writes it, at every size and sign', () => {
  const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 1001, 12345, 99999, 100000, 1234567, 10000000, MAX_MONEY, -1, -100, -1000, -987654321, -MAX_MONEY];
  for (let digits = 1; digits <= 11; digits++) amounts.push(Number('7'.repeat(digits)), -Number('4'.repeat(digits)));
  for (const currency of CURRENCIES) {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    const minorPerMajor = 10 ** (intl.resolvedOptions().maximumFractionDigits ?? 2);
    for (const amount of amounts) assert.equal(formatMoney(amount, currency), intl.format(amount / minorPerMajor), `${amount} ${currency}`);
  }
});
