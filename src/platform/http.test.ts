/** The URL rewrite that lets a time zone's slashes stand in one path segment. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { joinSlashedSegments } from './http.js';

const MARKERS = ['/check-day-avail/', '/check-month-avail/'];
const join = (url: string) => joinSlashedSegments(url, MARKERS);

test('the path segment after a marker keeps its slashes as %2F, and the query string is untouched', () => {
  assert.equal(join('/api/v1/s/check-day-avail/2026-12-07/Europe/London'), '/api/v1/s/check-day-avail/2026-12-07%2FEurope%2FLondon');
  assert.equal(
    join('/api/v1/s/check-month-avail/America/Argentina/Salta?month=2026-12&at=a/b'),
    '/api/v1/s/check-month-avail/America%2FArgentina%2FSalta?month=2026-12&at=a/b',
  );
  assert.equal(join('/x/check-day-avail/Europe/London/'), '/x/check-day-avail/Europe%2FLondon/');
  assert.equal(join('/x/check-day-avail/'), '/x/check-day-avail/');
});

test('a URL whose path holds no marker passes as it is, even when its query string holds one', () => {
  for (const url of ['/api/v1/coupons/c_1', '/api/v1/a/b?next=/check-day-avail/Europe/London', '/check-day-avail', '/']) {
    assert.equal(join(url), url);
  }
});

test('the first marker the path holds decides, in the order the markers are given', () => {
  assert.equal(join('/check-month-avail/a/check-day-avail/b/c'), '/check-month-avail/a/check-day-avail/b%2Fc');
});
