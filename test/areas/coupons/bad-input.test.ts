/** Coupons under hostile input: the derived matrix (test/support/bad-input.ts) and the coupon rules API.md §3 fixes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { badInputMatrix, badInputSuite } from '../../support/bad-input.js';
import { edgeTimestampsReadable, unicodeStoredAsSent } from '../../support/stored-as-sent.js';
import { coupons } from './routes.js';

const suite = await badInputSuite(coupons);
badInputMatrix(suite);
const create = suite.target('POST /coupons');
const update = suite.target('PUT /coupons/:coupon_id');

test('coupon text is stored as sent; codes are letters, digits, _ and -, other scripts are refused', async () => {
  await unicodeStoredAsSent(suite, [[create, 'description', (d) => d.description], [update, 'description', (d) => d.description]]);
  await suite.expectAll([
    suite.fieldCase(create, 'code', 'in Cyrillic', 'СКИДКА'),
    suite.fieldCase(create, 'code', 'with an emoji', 'SALE📸'),
  ]);
});

test('bad discount types are 422 naming discount_type', async () => {
  await suite.expectAll(['bogus', '', 'PERCENTAGE', 'percent', 'fixed'].map((v) => suite.fieldCase(create, 'discount_type', JSON.stringify(v), v)));
});

test('a percentage discount that would round to 0.00 or lose decimals is 422, not stored rounded', async () => {
  // API.md §3: a percentage is > 0 and ≤ 100 with at most two decimals.
  await suite.expectAll([
    suite.fieldCase(create, 'discount_value', '0.000000001 (rounds to 0.00)', 0.000000001),
    suite.fieldCase(create, 'discount_value', '0.004', 0.004),
    suite.fieldCase(create, 'discount_value', '99.9999999999 (rounds to 100.00)', 99.9999999999),
    suite.fieldCase(create, 'discount_value', '1e-300', 1e-300),
    suite.fieldCase(update, 'discount_value', '0.000000001 (rounds to 0.00)', 0.000000001),
  ]);
  const stored = (await suite.owner.api.get(`/coupons/${suite.records.kept.id}`)).body.data;
  assert.ok(stored.discount_value > 0, `the coupon's discount stays above 0, got ${stored.discount_value}`);
});

test('paths below a coupon that no route has are 404 in the standard shape', async () => {
  const auth = { authorization: `Bearer ${suite.owner.token}` };
  await suite.expectAll(['/coupons/x/y/z', `/coupons/${suite.records.kept.id}/activity/x`].map((path) => ({
    label: 'unknown route', method: 'GET', path, area: 'standard', headers: auth, expect: { status: 404, error: 'not_found' },
  })));
});

test('a coupon expiry whose UTC instant leaves years 1000–9999 is refused or stored readable, and never breaks later reads', () =>
  edgeTimestampsReadable(suite, create, 'expires_at', '/coupons'));
