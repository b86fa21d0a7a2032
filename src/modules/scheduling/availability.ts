import { Temporal } from 'temporal-polyfill';

/** "HH:MM", 24h; endTime may be "24:00" (the midnight ending the day); startTime < endTime. */
export interface WallInterval {
  startTime: string;
  endTime: string;
}
/** 0 = Sunday … 6 = Saturday. */
export interface WeeklyInterval extends WallInterval {
  dayOfWeek: number;
}
export interface ScheduleRules {
  /** IANA zone of the schedule's wall clock. */
  timeZone: string;
  weekly: readonly WeeklyInterval[];
  /** Keyed "YYYY-MM-DD" on the schedule's wall clock; replaces that date's weekly intervals, an empty list is a day off. */
  overrides: ReadonlyMap<string, readonly WallInterval[]>;
}
export interface BookingRules {
  durationMinutes: number;
  slotIntervalMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeDays: number | null;
  maximumNoticeDays: number | null;
}
/** Half-open [start, end). */
export interface TimeRange {
  start: Temporal.Instant;
  end: Temporal.Instant;
}
export interface AvailabilityInput {
  schedule: ScheduleRules;
  booking: BookingRules;
  busy: readonly TimeRange[];
  now: Temporal.Instant;
}

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;
const NS_PER_MS = 1_000_000n;

/** Slots whose start lies in [window.start, window.end), ascending by start, no duplicates. */
export function slotsIn(input: AvailabilityInput, window: TimeRange): TimeRange[] {
  const { schedule, booking } = input;
  assertPositiveSteps(booking);
  const bounds = startBounds(input, window);
  if (bounds.from >= bounds.until) return [];
  const intervalsOn = intervalsByDate(schedule);
  const rules = slotRules(input, bounds);
  const starts: number[] = [];
  for (const date of scheduleDatesAround(bounds, schedule.timeZone)) {
    const intervals = intervalsOn(date);
    if (intervals.length === 0) continue;
    const clock = localClock(date, schedule.timeZone);
    for (const interval of intervals) starts.push(...offeredStarts(clock, interval, booking.slotIntervalMinutes, rules));
  }
  const durationMs = booking.durationMinutes * MS_PER_MINUTE;
  return uniqueAscending(starts).map((start) => ({
    start: Temporal.Instant.fromEpochMilliseconds(start),
    end: Temporal.Instant.fromEpochMilliseconds(start + durationMs),
  }));
}

/** True exactly when `start` is the start of a slot slotsIn would offer. */
export function isOffered(input: AvailabilityInput, start: Temporal.Instant): boolean {
  // Asking slotsIn itself, for a window holding only `start`, keeps the two from ever disagreeing.
  const window = { start, end: start.add({ nanoseconds: 1 }) };
  return slotsIn(input, window).some((slot) => slot.start.equals(start));
}

/** The busy ranges that can refuse a slot starting in `window` are exactly those overlapping this range. */
export function busyWindow(booking: BookingRules, window: TimeRange): TimeRange {
  return {
    start: window.start.subtract({ minutes: booking.bufferBeforeMinutes }),
    end: window.end.add({ minutes: booking.durationMinutes + booking.bufferAfterMinutes }),
  };
}

/**
 * Slot counts keyed by the calendar date, in `zone`, of each slot's start. A date is resolved once for
 * all the slots that start inside its [start, next date's start) (a month view's slots come by date):
 * the same dates, without a time zone conversion per slot.
 */
export function countByLocalDate(slots: readonly TimeRange[], zone: string): Map<string, number> {
  const counts = new Map<string, number>();
  let day: { date: string; from: number; until: number } | null = null;
  for (const slot of slots) {
    const at = slot.start.epochMilliseconds;
    if (day === null || at < day.from || at >= day.until) {
      const date = slot.start.toZonedDateTimeISO(zone).toPlainDate();
      // A date starts on a whole millisecond (zone offsets are whole seconds): against such bounds, a
      // start's millisecond (rounded down) compares as the start itself does.
      const { start, end } = dayWindow(date, zone);
      day = { date: date.toString(), from: start.epochMilliseconds, until: end.epochMilliseconds };
    }
    counts.set(day.date, (counts.get(day.date) ?? 0) + 1);
  }
  return counts;
}

/** [start of `date` in `zone`, start of the next date): a day need not start at 00:00 where midnight is skipped. */
export function dayWindow(date: Temporal.PlainDate, zone: string): TimeRange {
  return { start: startOfDate(date, zone), end: startOfDate(date.add({ days: 1 }), zone) };
}

/** [start of the month's first day in `zone`, start of the next month's first day). */
export function monthWindow(yearMonth: Temporal.PlainYearMonth, zone: string): TimeRange {
  const first = yearMonth.toPlainDate({ day: 1 });
  return { start: startOfDate(first, zone), end: startOfDate(first.add({ months: 1 }), zone) };
}

function startOfDate(date: Temporal.PlainDate, zone: string): Temporal.Instant {
  return date.toZonedDateTime({ timeZone: zone }).toInstant();
}

/** A zero step would loop forever and a zero duration would offer empty slots. */
function assertPositiveSteps(booking: BookingRules): void {
  if (!(booking.durationMinutes > 0 && booking.slotIntervalMinutes > 0)) {
    throw new RangeError('durationMinutes and slotIntervalMinutes must be positive');
  }
}

/** Epoch milliseconds a slot start may take: [from, until). */
interface StartBounds {
  from: number;
  until: number;
}

/**
 * The window intersected with the notice limits, on the millisecond grid every candidate start lies on
 * (zone offsets are whole seconds), rounded so the comparisons stay exact for sub-millisecond inputs.
 */
function startBounds({ booking, now }: AvailabilityInput, window: TimeRange): StartBounds {
  // Never before now, whatever the minimum notice says.
  const earliest = now.add({ minutes: Math.max(0, booking.minimumNoticeDays ?? 0) * MINUTES_PER_DAY });
  const from = Math.max(ceilMs(window.start), ceilMs(earliest));
  if (booking.maximumNoticeDays === null) return { from, until: ceilMs(window.end) };
  const latest = now.add({ minutes: booking.maximumNoticeDays * MINUTES_PER_DAY });
  // The latest start is allowed, so the exclusive bound is one millisecond past it.
  return { from, until: Math.min(ceilMs(window.end), floorMs(latest) + 1) };
}

function floorMs(instant: Temporal.Instant): number {
  return instant.epochMilliseconds;
}

function ceilMs(instant: Temporal.Instant): number {
  const floor = instant.epochMilliseconds;
  return BigInt(floor) * NS_PER_MS === instant.epochNanoseconds ? floor : floor + 1;
}

/** A date's override if it has one, else the weekly intervals of its weekday. */
function intervalsByDate(schedule: ScheduleRules): (date: Temporal.PlainDate) => readonly WallInterval[] {
  const weeklyByDay: WallInterval[][] = [[], [], [], [], [], [], []];
  for (const interval of schedule.weekly) weeklyByDay[interval.dayOfWeek].push(interval);
  // Temporal numbers Monday 1 … Sunday 7; the schedule numbers Sunday 0 … Saturday 6.
  return (date) => schedule.overrides.get(date.toString()) ?? weeklyByDay[date.dayOfWeek % 7];
}

/** Epoch-millisecond interval bounds, as resolved by intervalInstants. */
interface Span {
  start: number;
  end: number;
}

/** The tests a start (epoch ms) of an interval covering `span` must pass. */
interface SlotRules {
  /** Whether any start of the interval can lie within the bounds: if not, its candidates need no conversion. */
  mayOfferIn(span: Span): boolean;
  /** Within the bounds, fits the interval, and its buffered slot is clear of busy ranges. */
  offers(start: number, span: Span): boolean;
}

function slotRules({ booking, busy }: AvailabilityInput, bounds: StartBounds): SlotRules {
  const durationMs = booking.durationMinutes * MS_PER_MINUTE;
  const beforeMs = booking.bufferBeforeMinutes * MS_PER_MINUTE;
  const afterMs = booking.bufferAfterMinutes * MS_PER_MINUTE;
  const conflictsWithBusy = busyConflictTest(busy);
  return {
    mayOfferIn: (span) => span.start < bounds.until && span.end - durationMs >= bounds.from,
    offers(start, span) {
      const end = start + durationMs;
      if (start < bounds.from || start >= bounds.until) return false;
      if (start < span.start || end > span.end) return false;
      return !conflictsWithBusy(start - beforeMs, end + afterMs);
    },
  };
}

function offeredStarts(clock: LocalClock, interval: WallInterval, stepMinutes: number, rules: SlotRules): number[] {
  const span = intervalInstants(clock, interval);
  if (!rules.mayOfferIn(span)) return [];
  return [...candidateStarts(clock, interval, stepMinutes)].filter((start) => rules.offers(start, span));
}

/**
 * The schedule's local dates from the day before the first possible start to the day after the last.
 * A date's candidates all fall on that date, so the extra day on each side is only a cheap safety margin.
 */
function* scheduleDatesAround(bounds: StartBounds, zone: string): Generator<Temporal.PlainDate> {
  const first = localDateAt(bounds.from, zone).subtract({ days: 1 });
  const last = localDateAt(bounds.until - 1, zone).add({ days: 1 });
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) yield date;
}

function localDateAt(epochMs: number, zone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).toPlainDate();
}

/** The schedule's wall clock on one local date, minutes 0…1440 of it resolved to epoch milliseconds. */
interface LocalClock {
  resolve(minute: number, disambiguation: 'compatible' | 'later'): number;
  /** Every instant the clock shows `minute`: none in a DST gap, two in an overlap. */
  instantsAt(minute: number): number[];
}

function localClock(date: Temporal.PlainDate, zone: string): LocalClock {
  const { year, month, day } = date;
  const nextMidnight = date.add({ days: 1 }).toPlainDateTime();
  const wall = (minute: number) =>
    minute >= MINUTES_PER_DAY ? nextMidnight : new Temporal.PlainDateTime(year, month, day, Math.floor(minute / 60), minute % 60);
  const resolve = (minute: number, disambiguation: 'compatible' | 'earlier' | 'later') =>
    wall(minute).toZonedDateTime(zone, { disambiguation }).epochMilliseconds;
  // Most dates see no offset change: there every wall time has exactly one instant, and the gap and
  // overlap checks (the bulk of the cost of a month view) can be skipped. With one offset all day, the
  // wall time `minute` is that many minutes after the date's 00:00, whatever the disambiguation: plain
  // arithmetic gives the same instant as a time zone conversion, at a fraction of its cost.
  const midnight = resolve(0, 'earlier');
  if (offsetIsConstant(midnight, resolve(MINUTES_PER_DAY, 'later'), zone)) {
    const atMinute = (minute: number) => midnight + minute * MS_PER_MINUTE;
    return { resolve: atMinute, instantsAt: (minute) => [atMinute(minute)] };
  }
  return { resolve, instantsAt: (minute: number) => possibleInstants(wall(minute), zone) };
}

/**
 * No transition in (from, to]: the offset at `from` holds through `to`, so every wall time between them maps to
 * exactly one instant. Taking `from` as the earliest instant of the date's 00:00 and `to` as the latest of
 * its 24:00 makes this hold for the whole date, including a gap or overlap at either midnight.
 */
function offsetIsConstant(from: number, to: number, zone: string): boolean {
  const next = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone).getTimeZoneTransition('next');
  return next === null || next.epochMilliseconds > to;
}

function possibleInstants(wall: Temporal.PlainDateTime, zone: string): number[] {
  const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  // In a gap, 'earlier' lands on another wall-clock time: the time does not exist that day.
  if (!earlier.toPlainDateTime().equals(wall)) return [];
  const later = wall.toZonedDateTime(zone, { disambiguation: 'later' });
  return later.epochMilliseconds === earlier.epochMilliseconds ? [earlier.epochMilliseconds] : [earlier.epochMilliseconds, later.epochMilliseconds];
}

/**
 * The instants an interval covers. Its start takes 'compatible' (the earlier instant of a repeated time,
 * so a candidate in the first pass through an overlap fits) and its end takes 'later' (the second pass);
 * a start or end inside a DST gap thereby both resolve as 'compatible' does: to the instant the clock
 * would show that time had it not jumped, i.e. after the jump by the gap's length.
 */
function intervalInstants(clock: LocalClock, interval: WallInterval): Span {
  return { start: clock.resolve(minuteOfDay(interval.startTime), 'compatible'), end: clock.resolve(minuteOfDay(interval.endTime), 'later') };
}

/** Wall-clock steps from the interval's start up to its end (the instant check decides which fit). */
function* candidateStarts(clock: LocalClock, interval: WallInterval, stepMinutes: number): Generator<number> {
  const last = minuteOfDay(interval.endTime);
  for (let minute = minuteOfDay(interval.startTime); minute <= last; minute += stepMinutes) yield* clock.instantsAt(minute);
}

function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether [from, until) (epoch ms) overlaps a busy range. Ranges sorted by start once, with the running
 * maximum of their ends: the ranges starting before `until` are a prefix, and one of them reaches past
 * `from` exactly when the prefix's largest end does. Busy bounds are rounded outwards to the millisecond,
 * which keeps the half-open test exact since `from` and `until` are whole milliseconds.
 */
function busyConflictTest(busy: readonly TimeRange[]): (from: number, until: number) => boolean {
  const sorted = busy.map((range) => ({ start: floorMs(range.start), end: ceilMs(range.end) })).sort((a, b) => a.start - b.start);
  const starts = sorted.map((range) => range.start);
  const maxEndSoFar: number[] = [];
  for (const range of sorted) maxEndSoFar.push(Math.max(range.end, maxEndSoFar.at(-1) ?? -Infinity));
  return (from, until) => {
    const startingBefore = countBelow(starts, until);
    return startingBefore > 0 && maxEndSoFar[startingBefore - 1] > from;
  };
}

/** How many of the ascending `values` are < `limit`. */
function countBelow(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

function uniqueAscending(values: number[]): number[] {
  values.sort((a, b) => a - b);
  return values.filter((value, index) => index === 0 || value !== values[index - 1]);
}
