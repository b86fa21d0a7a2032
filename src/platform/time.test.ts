/** Timestamps as the API writes them, from the text PostgreSQL prints in a UTC session. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatTimestamp } from './time.js';

test('every timestamp is written with six fraction digits, whatever PostgreSQL printed of them', () => {
  assert.equal(formatTimestamp('2026-05-30 13:00:00+00'), '2026-05-30T13:00:00.000000Z');
  assert.equal(formatTimestamp('2026-05-30 13:00:00.5+00'), '2026-05-30T13:00:00.500000Z');
  assert.equal(formatTimestamp('2026-05-30 13:00:00.0405+00'), '2026-05-30T13:00:00.040500Z');
  assert.equal(formatTimestamp('1999-12-31 23:59:59.123456+00'), '1999-12-31T23:59:59.123456Z');
});
