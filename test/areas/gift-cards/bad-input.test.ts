/** Gift cards under hostile input: the derived matrix (test/support/bad-input.ts) and the rules API.md §4 fixes. */
import { test } from 'node:test';
import { badInputMatrix, badInputSuite } from '../../support/bad-input.js';
import { edgeTimestampsReadable, unicodeStoredAsSent } from '../../support/stored-as-sent.js';
import { giftCards } from './routes.js';

const suite = await badInputSuite(giftCards);
badInputMatrix(suite);
const create = suite.target('POST /gift_cards');

test("a purchaser's name is stored as sent; codes in other scripts are refused", async () => {
  await unicodeStoredAsSent(suite, [[create, 'purchased_by.last_name', (d) => d.purchased_by.last_name]]);
  await suite.expectAll([suite.fieldCase(create, 'code', 'with full-width digits', 'ＧＩＦＴ１２３')]);
});

test('an unsupported currency is 400 invalid_currency; an unknown purchaser field is 422 naming it', async () => {
  await suite.expectAll([
    suite.fieldCase(create, 'currency', '"xyz"', 'xyz', { status: 400, error: 'invalid_currency', field: 'currency' }),
    suite.fieldCase(create, 'purchased_by', 'with an unknown nested field', { first_name: 'Grace', nickname: 'Amazing' }, {
      status: 422, error: 'validation_error', field: 'purchased_by.nickname',
    }),
  ]);
});

test('a gift card expiry whose UTC instant leaves years 1000–9999 is refused or stored readable, and never breaks later reads', () =>
  edgeTimestampsReadable(suite, create, 'expires_at', '/gift_cards'));
