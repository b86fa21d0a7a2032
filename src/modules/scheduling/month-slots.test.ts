import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { slotsByLocalDate, wallSlots } from './month-slots.js';

/** What the day view writes for a slot, through Temporal: the reference the fast path must match. */
function expectedSlot(start: number, durationMinutes: number, zone: string) {
  const instant = Temporal.Instant.fromEpochMilliseconds(start);
  const end = instant.add({ minutes: durationMinutes });
  const wall = (at: Temporal.Instant) => at.toZonedDateTimeISO(zone).toPlainTime().toString({ smallestUnit: 'minute' });
  const utc = (at: Temporal.Instant) => at.toString({ fractionalSecondDigits: 6 });
  return {
    date: instant.toZonedDateTimeISO(zone).toPlainDate().toString(),
    slot: { start_time: wall(instant), end_time: wall(end), starts_at: utc(instant), ends_at: utc(end) },
  };
}

function expectedByDate(starts: number[], durationMinutes: number, zone: string) {
  const byDate = new Map<string, ReturnType<typeof expectedSlot>['slot'][]>();
  for (const start of starts) {
    const { date, slot } = expectedSlot(start, durationMinutes, zone);
    byDate.set(date, [...(byDate.get(date) ?? []), slot]);
  }
  return byDate;
}

test('overlapping slots across the clocks going back keep their wall times, dates and instants', () => {
  // Every 15 minutes for an hour-long session, from 00:00 to 03:00 New York time on 2027-11-07 (01:xx happens twice).
  const from = Date.parse('2027-11-07T04:00:00Z');
  const starts = Array.from({ length: 17 }, (_, index) => from + index * 15 * 60_000);
  const slots = slotsByLocalDate(starts, 60, 'America/New_York');
  assert.deepEqual(slots, expectedByDate(starts, 60, 'America/New_York'));
  assert.deepEqual(slots.get('2027-11-07')!.map((slot) => slot.start_time).slice(4, 12), ['01:00', '01:15', '01:30', '01:45', '01:00', '01:15', '01:30', '01:45']);
  // The day view's list: the same slots, in the order of their starts.
  assert.deepEqual(wallSlots(starts, 60, 'America/New_York'), [...slots.values()].flat());
});

const MINUTE = 60_000;

/**
 * Ascending starts in one of `zones`: the first drawn from `first`, each next one a gap drawn from `gap`
 * (milliseconds) later, for sessions of 1 to 600 minutes: written as Temporal writes them, by date and in order.
 */
function assertWrittenAsTemporal(zones: string[], first: fc.Arbitrary<number>, gap: fc.Arbitrary<number>, numRuns: number) {
  fc.assert(
    fc.property(
      fc.constantFrom(...zones),
      first,
      fc.array(gap, { minLength: 1, maxLength: 40 }),
      fc.integer({ min: 1, max: 600 }),
      (zone, firstStart, gaps, durationMinutes) => {
        const starts: number[] = [];
        for (const next of gaps) starts.push((starts.at(-1) ?? firstStart) + next);
        assert.deepEqual(slotsByLocalDate(starts, durationMinutes, zone), expectedByDate(starts, durationMinutes, zone));
        assert.deepEqual(wallSlots(starts, durationMinutes, zone), starts.map((start) => expectedSlot(start, durationMinutes, zone).slot));
      },
    ),
    { numRuns },
  );
}

test('any ascending starts in any zone are written as Temporal writes them', () => {
  const zones = ['UTC', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns'];
  const minutes = (min: string, max: string) => fc.integer({ min: Date.parse(min) / MINUTE, max: Date.parse(max) / MINUTE }).map((minute) => minute * MINUTE);
  assertWrittenAsTemporal(zones, minutes('2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z'), fc.integer({ min: 1, max: 600 }).map((gap) => gap * MINUTE), 200);
});

test('starts of any year a month can be asked for, before 1970 and at any millisecond, are written as Temporal writes them', () => {
  // Local mean time zones (New York before 1883, Amsterdam before 1937) have offsets with seconds.
  const zones = ['UTC', 'America/New_York', 'Europe/Amsterdam', 'Asia/Kolkata', 'Pacific/Kiritimati'];
  const first = fc.integer({ min: Date.parse('1000-01-01T00:00:00Z'), max: Date.parse('9998-12-01T00:00:00Z') });
  assertWrittenAsTemporal(zones, first, fc.integer({ min: 1, max: 600 * MINUTE }), 300);
});
