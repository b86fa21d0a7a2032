import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { choosePicker } from './slot-picker.js';

const STUDIO_ZONE = 'America/New_York';
const TODAY = () => Temporal.PlainDate.from('2027-06-15');

test('the month, day and zone asked for are taken as given, canonical', () => {
  assert.deepEqual(choosePicker({ month: '2027-08', date: '2027-08-09', timezone: 'europe/london' }, STUDIO_ZONE, TODAY), {
    month: '2027-08', zone: 'Europe/London', date: '2027-08-09', zoneChosen: true, notices: [],
  });
});

test('without a month the day\'s month is shown, and without either the current month in the studio\'s zone', () => {
  assert.equal(choosePicker({ date: '2027-09-01' }, STUDIO_ZONE, TODAY).month, '2027-09');
  assert.deepEqual(choosePicker({}, STUDIO_ZONE, TODAY), { month: '2027-06', zone: STUDIO_ZONE, date: null, zoneChosen: false, notices: [] });
});

test('a day outside the month shown is dropped; bad values fall back, each named in a notice', () => {
  assert.equal(choosePicker({ month: '2027-06', date: '2027-07-01' }, STUDIO_ZONE, TODAY).date, null);
  const bad = choosePicker({ month: '2027-13', date: '2027-02-30', timezone: '+05:00' }, STUDIO_ZONE, TODAY);
  assert.deepEqual([bad.month, bad.date, bad.zone, bad.zoneChosen], ['2027-06', null, STUDIO_ZONE, false]);
  assert.equal(bad.notices.length, 3);
});

test('no query, however odd, makes choosePicker throw or leave the years the service answers', () => {
  fc.assert(
    fc.property(fc.record({ month: fc.option(fc.string(), { nil: undefined }), date: fc.option(fc.string(), { nil: undefined }), timezone: fc.option(fc.string(), { nil: undefined }) }), (query) => {
      const choice = choosePicker(query, STUDIO_ZONE, TODAY);
      assert.match(choice.month, /^\d{4}-\d{2}$/);
      assert.ok(choice.date === null || choice.date.startsWith(choice.month));
    }),
  );
});
