/** Money as the API writes it: each currency with its own number of minor digits, however often it is asked. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatMoney } from './money.js';

test('amounts are written with the minor digits of their own currency, whichever was formatted before', () => {
  // Interleaved: a format kept for one currency must never be used for another.
  assert.equal(formatMoney(125000, 'usd'), '$1,250.00');
  assert.equal(formatMoney(500, 'jpy'), '¥500');
  assert.equal(formatMoney(-4550, 'eur'), '-€45.50');
  assert.equal(formatMoney(500, 'jpy'), '¥500');
  assert.equal(formatMoney(7, 'usd'), '$0.07');
});
