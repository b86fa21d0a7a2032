/** A client's documents under hostile input: the derived matrix (test/support/bad-input.ts) and what API.md §7 fixes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { badInputMatrix, badInputSuite } from '../../support/bad-input.js';
import { parameterCases } from '../../support/bad-input-queries.js';
import { pathOf, request } from '../../support/route-matrix.js';
import { documents } from './routes.js';

const suite = await badInputSuite(documents);
badInputMatrix(suite);
const list = suite.target('GET /clients/:client_id/documents');

test('documents come 25 a page and take no page size (API.md §7); only gift_card_activities expands', async () => {
  await suite.expectOne(request(list, 'per_page=5', { path: pathOf(list, {}, 'per_page=5'), expect: { status: 400, error: 'invalid_request', field: 'per_page' } }));
  const res = await suite.expectOne(request(list, 'page=1', { path: pathOf(list, {}, 'page=1'), expect: { status: 200 } }));
  assert.equal(res.json.meta.per_page, 25, `documents page 1: ${res.text.slice(0, 200)}`);
  await suite.expectAll(parameterCases(list, 'expand', ['gift_card_activities'], ['gift_cards', 'all', 'GIFT_CARD_ACTIVITIES']));
});

test('paths below documents that no route has are 404 in the standard shape', async () => {
  await suite.expectAll([{
    label: 'unknown route', method: 'GET', path: `/clients/${suite.records.billed.id}/documents/${suite.records.invoice.id}`, area: 'standard',
    headers: list.auth, expect: { status: 404, error: 'not_found' },
  }]);
});
