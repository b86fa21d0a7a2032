import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  type AvailabilityInput,
  type BookingRules,
  type BusySpan,
  countByLocalDate,
  dayWindow,
  isOffered,
  monthWindow,
  type ScheduleRules,
  slotsIn,
  slotStartsIn,
  type TimeRange,
  type WallInterval,
  type WeeklyInterval,
} from './availability.js';

// Every assert.ok carries a message: without one, a failing assert.ok rebuilds it from the call site's
// source, which hangs under tsx instead of reporting the failure.
const instant = (iso: string) => Temporal.Instant.from(iso);
const range = (start: string, end: string): TimeRange => ({ start: instant(start), end: instant(end) });
/** Busy time as availability takes it, in epoch milliseconds (every range here falls on whole milliseconds). */
const spanOf = (range: TimeRange): BusySpan => ({ start: range.start.epochMilliseconds, end: range.end.epochMilliseconds });
const date = (iso: string) => Temporal.PlainDate.from(iso);
const wall = (startTime: string, endTime: string): WallInterval => ({ startTime, endTime });
const onDay = (dayOfWeek: number, startTime: string, endTime: string): WeeklyInterval => ({ dayOfWeek, startTime, endTime });
const everyDay = (startTime: string, endTime: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => onDay(day, startTime, endTime));

const booking = (rules: Partial<BookingRules> = {}): BookingRules => ({
  durationMinutes: 60,
  slotIntervalMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeDays: null,
  maximumNoticeDays: null,
  ...rules,
});

/** A slot start on the wall clock of `zone`, with its offset: "2026-03-08T01:30-05:00". */
const localStart = (slot: TimeRange, zone: string) => slot.start.toZonedDateTimeISO(zone).toString({ smallestUnit: 'minute', timeZoneName: 'never' });

interface Case {
  name: string;
  timeZone: string;
  weekly: WeeklyInterval[];
  overrides?: [string, WallInterval[]][];
  booking?: Partial<BookingRules>;
  busy?: TimeRange[];
  now?: string;
  /** Defaults to the day `day` in the schedule's zone. */
  window?: TimeRange;
  day?: string;
  /** Slot starts on the schedule's wall clock, with offsets. */
  starts: string[];
}

const caseInput = (c: Case): AvailabilityInput => ({
  schedule: { timeZone: c.timeZone, weekly: c.weekly, overrides: new Map(c.overrides ?? []) },
  booking: booking(c.booking),
  busy: (c.busy ?? []).map(spanOf),
  now: instant(c.now ?? '2026-01-01T00:00:00Z'),
});
const caseWindow = (c: Case) => c.window ?? dayWindow(date(c.day!), c.timeZone);

// 2026-05-04 is a Monday; 2026-03-08, 03-29, 10-25 and 11-01 are Sundays.
const cases: Case[] = [
  {
    name: 'a plain weekday: slots step by the interval and fit entirely inside each of its two intervals',
    timeZone: 'America/New_York',
    weekly: [onDay(2, '09:00', '11:00'), onDay(2, '13:00', '14:45'), onDay(1, '09:00', '17:00')],
    day: '2026-05-05',
    starts: ['09:00', '09:30', '10:00', '13:00', '13:30'].map((time) => `2026-05-05T${time}-04:00`),
  },
  {
    name: 'dayOfWeek 0 is Sunday',
    timeZone: 'UTC',
    weekly: [onDay(0, '10:00', '11:00'), onDay(6, '12:00', '13:00'), onDay(1, '14:00', '15:00')],
    day: '2026-03-08',
    starts: ['2026-03-08T10:00+00:00'],
  },
  {
    name: 'New York spring forward: 02:00 and 02:30 do not exist and are skipped',
    timeZone: 'America/New_York',
    weekly: [onDay(0, '01:00', '04:00')],
    booking: { durationMinutes: 30 },
    day: '2026-03-08',
    // 06:00Z, 06:30Z, 07:00Z, 07:30Z: four half hours in the three wall-clock hours.
    starts: ['2026-03-08T01:00-05:00', '2026-03-08T01:30-05:00', '2026-03-08T03:00-04:00', '2026-03-08T03:30-04:00'],
  },
  {
    name: 'New York fall back: 01:00 and 01:30 happen twice, EDT then EST, all sorted by instant',
    timeZone: 'America/New_York',
    weekly: [onDay(0, '00:30', '02:30')],
    booking: { durationMinutes: 30 },
    day: '2026-11-01',
    starts: [
      '2026-11-01T00:30-04:00',
      '2026-11-01T01:00-04:00',
      '2026-11-01T01:30-04:00',
      '2026-11-01T01:00-05:00',
      '2026-11-01T01:30-05:00',
      '2026-11-01T02:00-05:00',
    ],
  },
  {
    name: 'New York spring forward, 45-minute steps: the skipped 02:30 does not reappear as 01:30 EST',
    timeZone: 'America/New_York',
    weekly: [onDay(0, '00:15', '04:00')],
    booking: { durationMinutes: 30, slotIntervalMinutes: 45 },
    day: '2026-03-08',
    starts: ['2026-03-08T00:15-05:00', '2026-03-08T01:00-05:00', '2026-03-08T01:45-05:00', '2026-03-08T03:15-04:00'],
  },
  {
    name: 'New York fall back: an interval inside the repeated hour runs from its first 01:00 to its second 01:30',
    timeZone: 'America/New_York',
    weekly: [onDay(0, '01:00', '01:30')],
    booking: { durationMinutes: 30 },
    day: '2026-11-01',
    // 05:00Z to 06:30Z; 01:30 EDT is a candidate as it is the end's wall time, yet it fits.
    starts: ['2026-11-01T01:00-04:00', '2026-11-01T01:30-04:00', '2026-11-01T01:00-05:00'],
  },
  {
    name: 'London spring forward: 01:00 and 01:30 do not exist',
    timeZone: 'Europe/London',
    weekly: [onDay(0, '00:00', '03:00')],
    booking: { durationMinutes: 30 },
    day: '2026-03-29',
    starts: ['2026-03-29T00:00+00:00', '2026-03-29T00:30+00:00', '2026-03-29T02:00+01:00', '2026-03-29T02:30+01:00'],
  },
  {
    name: 'London fall back: three wall-clock hours last four real hours, so four one-hour slots fit',
    timeZone: 'Europe/London',
    weekly: [onDay(0, '00:00', '03:00')],
    booking: { slotIntervalMinutes: 60 },
    day: '2026-10-25',
    starts: ['2026-10-25T00:00+01:00', '2026-10-25T01:00+01:00', '2026-10-25T01:00+00:00', '2026-10-25T02:00+00:00'],
  },
  {
    name: 'Santiago falls back at 24:00: an interval ending at 24:00 runs to the second 24:00, so the repeated 23:00 fits twice',
    timeZone: 'America/Santiago',
    weekly: [onDay(6, '22:00', '24:00')],
    booking: { slotIntervalMinutes: 60 },
    // The transition is at the end of the day asked for, so the window runs on into the repeated hour.
    window: range('2026-04-04T03:00:00Z', '2026-04-05T05:00:00Z'),
    starts: ['2026-04-04T22:00-03:00', '2026-04-04T23:00-03:00', '2026-04-04T23:00-04:00'],
  },
  {
    name: 'an Auckland schedule seen through a UTC day: Tuesday evening and Wednesday morning in Auckland',
    timeZone: 'Pacific/Auckland',
    weekly: [onDay(2, '08:00', '11:00'), onDay(2, '20:00', '23:00'), onDay(3, '09:00', '12:00'), onDay(3, '20:00', '21:00')],
    booking: { slotIntervalMinutes: 60 },
    // The UTC day 2026-05-05 is Auckland (+12:00) 05-05 12:00 to 05-06 12:00.
    window: dayWindow(date('2026-05-05'), 'UTC'),
    starts: [
      '2026-05-05T20:00+12:00',
      '2026-05-05T21:00+12:00',
      '2026-05-05T22:00+12:00',
      '2026-05-06T09:00+12:00',
      '2026-05-06T10:00+12:00',
      '2026-05-06T11:00+12:00',
    ],
  },
  {
    name: 'Kolkata (+05:30): the instants fall on the half hour',
    timeZone: 'Asia/Kolkata',
    weekly: [onDay(2, '09:00', '11:00')],
    booking: { slotIntervalMinutes: 60 },
    day: '2026-05-05',
    starts: ['2026-05-05T09:00+05:30', '2026-05-05T10:00+05:30'],
  },
  {
    name: 'an override on a DST day replaces the weekly hours',
    timeZone: 'America/New_York',
    weekly: [onDay(0, '01:00', '04:00')],
    overrides: [['2026-03-08', [wall('08:00', '10:00')]]],
    booking: { slotIntervalMinutes: 60 },
    day: '2026-03-08',
    starts: ['2026-03-08T08:00-04:00', '2026-03-08T09:00-04:00'],
  },
  {
    name: 'an override with no intervals is a day off',
    timeZone: 'America/New_York',
    weekly: everyDay('09:00', '17:00'),
    overrides: [['2026-05-05', []]],
    day: '2026-05-05',
    starts: [],
  },
  {
    name: 'an override adds hours on a weekday without weekly ones',
    timeZone: 'America/New_York',
    weekly: [onDay(1, '09:00', '17:00')],
    overrides: [['2026-05-09', [wall('10:00', '12:00')]]],
    booking: { slotIntervalMinutes: 60 },
    day: '2026-05-09',
    starts: ['2026-05-09T10:00-04:00', '2026-05-09T11:00-04:00'],
  },
  {
    name: 'minimum notice counts to the minute: 09:00 is 30 s short of a day ahead, 09:30 is not',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '11:00'),
    booking: { durationMinutes: 30, minimumNoticeDays: 1 },
    now: '2026-05-04T09:00:30Z',
    day: '2026-05-05',
    starts: ['09:30', '10:00', '10:30'].map((time) => `2026-05-05T${time}+00:00`),
  },
  {
    name: 'minimum notice: a start exactly a day ahead is offered',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '10:00'),
    booking: { durationMinutes: 30, minimumNoticeDays: 1 },
    now: '2026-05-04T09:00:00Z',
    day: '2026-05-05',
    starts: ['2026-05-05T09:00+00:00', '2026-05-05T09:30+00:00'],
  },
  {
    name: 'maximum notice: a start exactly two days ahead is offered',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '11:00'),
    booking: { durationMinutes: 30, maximumNoticeDays: 2 },
    now: '2026-05-04T09:00:00Z',
    day: '2026-05-06',
    starts: ['2026-05-06T08:00+00:00', '2026-05-06T08:30+00:00', '2026-05-06T09:00+00:00'],
  },
  {
    name: 'maximum notice: a start one minute past two days ahead is not',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '11:00'),
    booking: { durationMinutes: 30, maximumNoticeDays: 2 },
    now: '2026-05-04T08:59:00Z',
    day: '2026-05-06',
    starts: ['2026-05-06T08:00+00:00', '2026-05-06T08:30+00:00'],
  },
  {
    name: 'no notice: never before now, and a start at now itself is offered',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '11:00'),
    now: '2026-05-05T09:00:00Z',
    day: '2026-05-05',
    starts: ['2026-05-05T09:00+00:00', '2026-05-05T09:30+00:00', '2026-05-05T10:00+00:00'],
  },
  {
    name: 'busy, no buffers: a slot ending as the busy range starts, or starting as it ends, is fine',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '13:00'),
    busy: [range('2026-05-05T10:00:00Z', '2026-05-05T11:00:00Z')],
    day: '2026-05-05',
    starts: ['08:00', '08:30', '09:00', '11:00', '11:30', '12:00'].map((time) => `2026-05-05T${time}+00:00`),
  },
  {
    name: 'busy, buffer after 30: the slot ending at 10:00 now runs into the busy range, 08:30 just touches it',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '13:00'),
    booking: { bufferAfterMinutes: 30 },
    busy: [range('2026-05-05T10:00:00Z', '2026-05-05T11:00:00Z')],
    day: '2026-05-05',
    starts: ['08:00', '08:30', '11:00', '11:30', '12:00'].map((time) => `2026-05-05T${time}+00:00`),
  },
  {
    name: 'busy, buffer before 15: 11:00 is refused, 11:30 (buffer from 11:15) is fine',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '13:00'),
    booking: { bufferBeforeMinutes: 15 },
    busy: [range('2026-05-05T10:00:00Z', '2026-05-05T11:00:00Z')],
    day: '2026-05-05',
    starts: ['08:00', '08:30', '09:00', '11:30', '12:00'].map((time) => `2026-05-05T${time}+00:00`),
  },
  {
    name: 'busy, buffers 15 before and 30 after: 09:00 through 11:00 are refused',
    timeZone: 'UTC',
    weekly: everyDay('08:00', '13:00'),
    booking: { bufferBeforeMinutes: 15, bufferAfterMinutes: 30 },
    busy: [range('2026-05-05T10:00:00Z', '2026-05-05T11:00:00Z')],
    day: '2026-05-05',
    starts: ['08:00', '08:30', '11:30', '12:00'].map((time) => `2026-05-05T${time}+00:00`),
  },
  {
    name: 'a busy range ending a millisecond past 10:00 refuses the slot starting at 10:00',
    timeZone: 'UTC',
    weekly: everyDay('10:00', '12:00'),
    booking: { slotIntervalMinutes: 60 },
    busy: [range('2026-05-05T09:00:00Z', '2026-05-05T10:00:00.001Z')],
    day: '2026-05-05',
    starts: ['2026-05-05T11:00+00:00'],
  },
  {
    name: 'overlapping intervals offer each start once',
    timeZone: 'UTC',
    weekly: [onDay(2, '09:00', '11:00'), onDay(2, '10:00', '12:00')],
    booking: { slotIntervalMinutes: 60 },
    day: '2026-05-05',
    starts: ['2026-05-05T09:00+00:00', '2026-05-05T10:00+00:00', '2026-05-05T11:00+00:00'],
  },
  {
    name: 'endTime 24:00 is the midnight ending the day',
    timeZone: 'America/New_York',
    weekly: [onDay(2, '22:00', '24:00')],
    booking: { slotIntervalMinutes: 60 },
    window: range('2026-05-05T00:00:00Z', '2026-05-07T00:00:00Z'),
    starts: ['2026-05-05T22:00-04:00', '2026-05-05T23:00-04:00'],
  },
];

describe('slotsIn', () => {
  for (const c of cases) {
    it(c.name, () => {
      const input = caseInput(c);
      const slots = slotsIn(input, caseWindow(c));
      assert.deepEqual(
        slots.map((slot) => localStart(slot, c.timeZone)),
        c.starts,
      );
      for (const slot of slots) assert.ok(slot.end.equals(slot.start.add({ minutes: input.booking.durationMinutes })), `${slot.start} lasts the duration`);
    });
  }

  it('refuses a step or duration that is not positive', () => {
    const input = caseInput(cases[0]);
    assert.throws(() => slotsIn({ ...input, booking: booking({ slotIntervalMinutes: 0 }) }, caseWindow(cases[0])), RangeError);
    assert.throws(() => slotsIn({ ...input, booking: booking({ durationMinutes: 0 }) }, caseWindow(cases[0])), RangeError);
  });
});

describe('isOffered', () => {
  for (const c of cases) {
    it(`agrees with slotsIn: ${c.name}`, () => {
      const input = caseInput(c);
      const offered = new Set(slotsIn(input, caseWindow(c)).map((slot) => slot.start.toString()));
      for (const start of offered) {
        assert.equal(isOffered(input, instant(start)), true, start);
        for (const minutes of [-1, 1]) {
          const nearby = instant(start).add({ minutes });
          assert.equal(isOffered(input, nearby), offered.has(nearby.toString()), nearby.toString());
        }
      }
    });
  }
});

describe('windows', () => {
  it('dayWindow starts at 01:00 where midnight does not exist (Santiago, 2026-09-06)', () => {
    const window = dayWindow(date('2026-09-06'), 'America/Santiago');
    assert.equal(window.start.toZonedDateTimeISO('America/Santiago').toString(), '2026-09-06T01:00:00-03:00[America/Santiago]');
    assert.equal(window.end.toZonedDateTimeISO('America/Santiago').toString(), '2026-09-07T00:00:00-03:00[America/Santiago]');
  });

  it('monthWindow runs from the first local midnight of the month to the next month’s', () => {
    assert.deepEqual(monthWindow(Temporal.PlainYearMonth.from('2026-03'), 'America/New_York'), range('2026-03-01T05:00:00Z', '2026-04-01T04:00:00Z'));
  });

  it('countByLocalDate keys by the start’s date in the zone asked for', () => {
    const auckland = cases.find((c) => c.timeZone === 'Pacific/Auckland')!;
    const starts = slotStartsIn(caseInput(auckland), caseWindow(auckland));
    assert.deepEqual(countByLocalDate(starts, 'UTC'), new Map([['2026-05-05', 6]]));
    assert.deepEqual(
      countByLocalDate(starts, 'Pacific/Auckland'),
      new Map([
        ['2026-05-05', 3],
        ['2026-05-06', 3],
      ]),
    );
  });
});

// Property-based: random schedules around the 2026 DST transitions of zones with unusual rules.

const SEED = 20261123;
const ZONES = ['America/New_York', 'Europe/London', 'Pacific/Auckland', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/Sao_Paulo', 'UTC'];
const MINUTES_PER_DAY = 24 * 60;

const time = (minute: number) => (minute === MINUTES_PER_DAY ? '24:00' : Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 }).toString().slice(0, 5));

/** An interval on the 15-minute grid, "24:00" included. */
const wallIntervalArb = fc
  .tuple(fc.integer({ min: 0, max: 96 }), fc.integer({ min: 0, max: 96 }))
  .filter(([a, b]) => a !== b)
  .map(([a, b]): WallInterval => wall(time(Math.min(a, b) * 15), time(Math.max(a, b) * 15)));

const weeklyArb = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.array(wallIntervalArb, { minLength: 1, maxLength: 4 })), {
    minLength: 3,
    maxLength: 7,
    selector: ([dayOfWeek]) => dayOfWeek,
  })
  .map((days) => days.flatMap(([dayOfWeek, intervals]) => intervals.map((interval) => ({ dayOfWeek, ...interval }))));

const bookingArb = fc.record({
  durationMinutes: fc.integer({ min: 15, max: 180 }),
  slotIntervalMinutes: fc.integer({ min: 5, max: 120 }),
  bufferBeforeMinutes: fc.integer({ min: 0, max: 60 }),
  bufferAfterMinutes: fc.integer({ min: 0, max: 60 }),
  minimumNoticeDays: fc.option(fc.integer({ min: 0, max: 2 })),
  maximumNoticeDays: fc.option(fc.integer({ min: 2, max: 30 })),
});

/** The local dates on which `zone` changes its offset during 2026. */
function transitionDates(zone: string): Temporal.PlainDate[] {
  const dates: Temporal.PlainDate[] = [];
  let transition = Temporal.ZonedDateTime.from({ year: 2026, month: 1, day: 1, timeZone: zone }).getTimeZoneTransition('next');
  for (; transition !== null && transition.year === 2026; transition = transition.getTimeZoneTransition('next')) dates.push(transition.toPlainDate());
  return dates;
}
const ANY_TRANSITION_DATES = ZONES.flatMap(transitionDates);

/** A date within a day of one of the zone's own transitions (of any zone's, for a zone without DST). */
const dayNearTransitionArb = (zone: string) => {
  const dates = transitionDates(zone);
  return fc
    .tuple(fc.constantFrom(...(dates.length > 0 ? dates : ANY_TRANSITION_DATES)), fc.constantFrom(-1, 0, 0, 1))
    .map(([transition, days]) => transition.add({ days }));
};

/** Busy spans within a few days of `day`, at minute precision. */
const busyArb = (day: Temporal.PlainDate) =>
  fc.array(
    fc.tuple(fc.integer({ min: -2 * MINUTES_PER_DAY, max: 3 * MINUTES_PER_DAY }), fc.integer({ min: 15, max: 240 })).map(([offset, length]) => {
      const start = day.toZonedDateTime({ timeZone: 'UTC' }).toInstant().add({ minutes: offset });
      return spanOf({ start, end: start.add({ minutes: length }) });
    }),
    { maxLength: 12 },
  );

interface Scenario {
  input: AvailabilityInput;
  window: TimeRange;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .constantFrom(...ZONES)
  .chain((timeZone) =>
    fc.record({
      timeZone: fc.constant(timeZone),
      // Half the time the day is asked for in the schedule's own zone, so its DST day is seen whole.
      viewZone: fc.oneof(fc.constant(timeZone), fc.constantFrom(...ZONES)),
      weekly: weeklyArb,
      overrides: fc.array(fc.tuple(fc.integer({ min: -1, max: 1 }), fc.array(wallIntervalArb, { maxLength: 2 })), { maxLength: 2 }),
      booking: bookingArb,
      day: dayNearTransitionArb(timeZone),
      nowBeforeDay: fc.integer({ min: -MINUTES_PER_DAY / 2, max: 3 * MINUTES_PER_DAY }),
    }),
  )
  .chain((s) => busyArb(s.day).map((busy) => ({ ...s, busy })))
  .map(({ timeZone, viewZone, weekly, overrides, booking, day, nowBeforeDay, busy }) => {
    const window = dayWindow(day, viewZone);
    const schedule: ScheduleRules = {
      timeZone,
      weekly,
      overrides: new Map(overrides.map(([days, intervals]) => [day.add({ days }).toString(), intervals])),
    };
    return { input: { schedule, booking, busy, now: window.start.subtract({ minutes: nowBeforeDay }) }, window };
  });

const overlaps = (a: BusySpan, b: BusySpan) => a.start < b.end && b.start < a.end;
const withBuffers = (slot: TimeRange, rules: BookingRules): BusySpan => spanOf({
  start: slot.start.subtract({ minutes: rules.bufferBeforeMinutes }),
  end: slot.end.add({ minutes: rules.bufferAfterMinutes }),
});

/**
 * Whether some interval of the schedule, on the date of the slot's start or the date before (an interval
 * ending at 24:00 reaches the next date's midnight), has the slot's start on its step grid and holds the slot.
 */
function fitsAnInterval({ schedule, booking }: AvailabilityInput, slot: TimeRange): boolean {
  const local = slot.start.toZonedDateTimeISO(schedule.timeZone).toPlainDateTime();
  return [local.toPlainDate(), local.toPlainDate().subtract({ days: 1 })].some((day) => {
    const minute = local.since(day.toPlainDateTime(), { largestUnit: 'minutes' }).minutes;
    const intervals = schedule.overrides.get(day.toString()) ?? schedule.weekly.filter((interval) => interval.dayOfWeek === day.dayOfWeek % 7);
    return intervals.some((interval) => {
      const [start, end] = [interval.startTime, interval.endTime].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
      if (minute < start || minute > end || (minute - start) % booking.slotIntervalMinutes !== 0) return false;
      const startInstant = day.toPlainDateTime().add({ minutes: start }).toZonedDateTime(schedule.timeZone, { disambiguation: 'compatible' }).toInstant();
      const endInstant = day.toPlainDateTime().add({ minutes: end }).toZonedDateTime(schedule.timeZone, { disambiguation: 'later' }).toInstant();
      return Temporal.Instant.compare(startInstant, slot.start) <= 0 && Temporal.Instant.compare(slot.end, endInstant) <= 0;
    });
  });
}

function assertWithinNotice({ booking, now }: AvailabilityInput, slot: TimeRange): void {
  const earliest = now.add({ hours: 24 * (booking.minimumNoticeDays ?? 0) });
  assert.ok(Temporal.Instant.compare(slot.start, now) >= 0 && Temporal.Instant.compare(slot.start, earliest) >= 0, 'too soon');
  if (booking.maximumNoticeDays !== null) {
    assert.ok(Temporal.Instant.compare(slot.start, now.add({ hours: 24 * booking.maximumNoticeDays })) <= 0, 'too far ahead');
  }
}

describe('slotsIn properties', () => {
  it('every offered slot is in the window, fits an interval, respects notice and clears every busy range', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input, window }) => {
        const slots = slotsIn(input, window);
        for (const [index, slot] of slots.entries()) {
          if (index > 0) assert.ok(Temporal.Instant.compare(slots[index - 1].start, slot.start) < 0, 'ascending, no duplicates');
          assert.ok(Temporal.Instant.compare(window.start, slot.start) <= 0 && Temporal.Instant.compare(slot.start, window.end) < 0, 'in window');
          assert.ok(slot.end.equals(slot.start.add({ minutes: input.booking.durationMinutes })), 'lasts the duration');
          assert.ok(fitsAnInterval(input, slot), `fits an interval: ${slot.start}`);
          assertWithinNotice(input, slot);
          assert.ok(!input.busy.some((busy) => overlaps(withBuffers(slot, input.booking), busy)), 'clears busy ranges');
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('isOffered holds for offered starts and for a minute either side only if that is offered too', () => {
    // Each isOffered call computes up to three local days, so a sample of the offered starts keeps this quick.
    const picksArb = fc.array(fc.nat(), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(scenarioArb, picksArb, ({ input, window }, picks) => {
        const starts = slotsIn(input, window).map((slot) => slot.start.toString());
        const offered = new Set(starts);
        for (const start of starts.length === 0 ? [] : picks.map((pick) => starts[pick % starts.length])) {
          assert.ok(isOffered(input, instant(start)), `${start} is offered`);
          for (const nearby of [instant(start).subtract({ minutes: 1 }), instant(start).add({ minutes: 1 })]) {
            if (Temporal.Instant.compare(window.start, nearby) <= 0 && Temporal.Instant.compare(nearby, window.end) < 0) {
              assert.equal(isOffered(input, nearby), offered.has(nearby.toString()));
            }
          }
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('a booked slot is no longer offered, and booked slots never overlap', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(fc.nat(), { maxLength: 6 }), ({ input, window }, picks) => {
        const booked: TimeRange[] = [];
        let current = input;
        for (const pick of picks) {
          const slots = slotsIn(current, window);
          if (slots.length === 0) break;
          const slot = slots[pick % slots.length];
          booked.push(slot);
          current = { ...current, busy: [...current.busy, spanOf(slot)] };
          assert.ok(!isOffered(current, slot.start), `booked ${slot.start} is no longer offered`);
          assert.ok(!slotsIn(current, window).some((s) => s.start.equals(slot.start)), `booked ${slot.start} is not in slotsIn`);
        }
        for (const [i, a] of booked.entries()) for (const b of booked.slice(i + 1)) assert.ok(!overlaps(spanOf(a), spanOf(b)), `booked ${a.start} and ${b.start} overlap`);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('a month window offers exactly the day windows’ slots, one day after another, and slotStartsIn their starts', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...ZONES), (scenario, viewZone) => {
        // The month holding the scenario's day near a transition, with its busy ranges and notice.
        const month = scenario.window.start.toZonedDateTimeISO(viewZone).toPlainDate().toPlainYearMonth();
        const monthSlots = slotsIn(scenario.input, monthWindow(month, viewZone));
        assert.deepEqual(slotStartsIn(scenario.input, monthWindow(month, viewZone)), monthSlots.map((slot) => slot.start.epochMilliseconds));
        const daySlots: TimeRange[] = [];
        for (let day = month.toPlainDate({ day: 1 }); day.month === month.month; day = day.add({ days: 1 })) {
          daySlots.push(...slotsIn(scenario.input, dayWindow(day, viewZone)));
        }
        assert.deepEqual(
          monthSlots.map((slot) => slot.start.toString()),
          daySlots.map((slot) => slot.start.toString()),
        );
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
