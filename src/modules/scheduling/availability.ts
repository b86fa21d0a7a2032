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
/**
 * Time a session holds, half-open, in epoch milliseconds: its start rounded down and its end rounded
 * up, which keeps the overlap test exact against slots (whole milliseconds) and never frees time.
 */
export interface BusySpan {
  start: number;
  end: number;
}
export interface AvailabilityInput {
  schedule: ScheduleRules;
  booking: BookingRules;
  busy: readonly BusySpan[];
  now: Temporal.Instant;
}

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;
const NS_PER_MS = 1_000_000n;

/** Slots whose start lies in [window.start, window.end), ascending by start, no duplicates. */
export function slotsIn(input: AvailabilityInput, window: TimeRange): TimeRange[] {
  const durationMs = input.booking.durationMinutes * MS_PER_MINUTE;
  return slotStartsIn(input, window).map((start) => ({
    start: Temporal.Instant.fromEpochMilliseconds(start),
    end: Temporal.Instant.fromEpochMilliseconds(start + durationMs),
  }));
}

/**
 * The starts (epoch milliseconds) of slotsIn's slots: what a month view counts, without two Temporal
 * objects per slot (making them was a fifth of a month view's CPU, and most of its garbage).
 */
export function slotStartsIn(input: AvailabilityInput, window: TimeRange): number[] {
  const { schedule, booking } = input;
  assertPositiveSteps(booking);
  const bounds = startBounds(input, window);
  if (bounds.from >= bounds.until) return [];
  const intervalsOn = intervalsByDate(schedule);
  const rules = slotRules(input, bounds);
  const offsets = new ZoneOffsets(schedule.timeZone);
  const starts: number[] = [];
  for (const day of scheduleDaysAround(bounds, offsets)) {
    const intervals = intervalsOn(day);
    if (intervals.length === 0) continue;
    const clock = localClock(day, offsets);
    for (const interval of intervals) starts.push(...offeredStarts(clock, interval, booking.slotIntervalMinutes, rules));
  }
  return uniqueAscending(starts);
}

/** True exactly when `start` is the start of a slot slotsIn would offer. */
export function isOffered(input: AvailabilityInput, start: Temporal.Instant): boolean {
  // Asking slotsIn itself, for a window holding only `start`, keeps the two from ever disagreeing.
  const window = { start, end: start.add({ nanoseconds: 1 }) };
  return slotsIn(input, window).some((slot) => slot.start.equals(start));
}

/**
 * Slot counts keyed by the calendar date, in `zone`, of each start (epoch milliseconds, ascending, as
 * slotStartsIn gives them): a start's date is that of its wall time, the start plus the zone's offset
 * then, and the offset is looked up once per transition, not per slot.
 */
export function countByLocalDate(starts: readonly number[], zone: string): Map<string, number> {
  const offsets = new ZoneOffsets(zone);
  const counts = new Map<string, number>();
  let day = Number.NaN;
  let date = '';
  for (const at of starts) {
    const startDay = offsets.localDayAt(at);
    if (startDay !== day) [day, date] = [startDay, isoDate(startDay)];
    counts.set(date, (counts.get(date) ?? 0) + 1);
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

/** A local date's (epoch day's) override if it has one, else the weekly intervals of its weekday. */
function intervalsByDate(schedule: ScheduleRules): (day: number) => readonly WallInterval[] {
  const weeklyByDay: WallInterval[][] = [[], [], [], [], [], [], []];
  for (const interval of schedule.weekly) weeklyByDay[interval.dayOfWeek].push(interval);
  return (day) => schedule.overrides.get(isoDate(day)) ?? weeklyByDay[weekdayOf(day)];
}

const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;
/** 1970-01-01, epoch day 0, was a Thursday: 4 where Sunday is 0, as schedules number weekdays. */
const EPOCH_WEEKDAY = 4;

const weekdayOf = (day: number) => (((day + EPOCH_WEEKDAY) % 7) + 7) % 7;

/**
 * `YYYY-MM-DD` of an epoch day, as Temporal writes dates of years 0 to 9999 (a window's local dates lie
 * within them), by Hinnant's days-to-civil arithmetic: `Date#toISOString` took about a microsecond a day, half
 * of the booking page's month of slots (profiled).
 */
export function isoDate(day: number): string {
  const shifted = day + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

function plainDateOf(day: number): Temporal.PlainDate {
  const date = new Date(day * MS_PER_DAY);
  return Temporal.PlainDate.from({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/**
 * A zone's offsets as time moves forward: the offset found at one instant holds until the zone's next
 * transition, so a month is one or two conversions instead of several per date and per slot.
 */
export class ZoneOffsets {
  private span = { from: Number.POSITIVE_INFINITY, until: Number.NEGATIVE_INFINITY, offsetMs: 0 };

  constructor(readonly zone: string) {}

  /** The offset that holds through all of [from, until), or null when a transition falls inside. */
  constantOver(from: number, until: number): number | null {
    if (from < this.span.from || from >= this.span.until) this.span = this.spanFrom(from);
    return until <= this.span.until ? this.span.offsetMs : null;
  }

  /**
   * The offset that holds from `margin` before the wall time `wallFrom` to `margin` after `wallUntil`
   * (both read with that offset), or null when a transition falls inside. Reading a wall time as an
   * instant needs the offset: the one in force near the range's start (found from the last one looked
   * up), which must then hold over the whole range.
   */
  constantAround(wallFrom: number, wallUntil: number, margin: number): number | null {
    const offsetMs = this.offsetAt(wallFrom - this.span.offsetMs - margin);
    return this.constantOver(wallFrom - offsetMs - margin, wallUntil - offsetMs + margin) === offsetMs ? offsetMs : null;
  }

  /** The zone's offset from UTC at the instant, in milliseconds. */
  offsetAt(epochMs: number): number {
    return this.constantOver(epochMs, epochMs + 1)!;
  }

  /** The epoch day of the wall-clock date at the instant. */
  localDayAt(epochMs: number): number {
    return Math.floor((epochMs + this.offsetAt(epochMs)) / MS_PER_DAY);
  }

  private spanFrom(from: number) {
    const zoned = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(this.zone);
    const next = zoned.getTimeZoneTransition('next');
    return { from, until: next === null ? Number.POSITIVE_INFINITY : next.epochMilliseconds, offsetMs: zoned.offsetNanoseconds / Number(NS_PER_MS) };
  }
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
 * The schedule's local dates (epoch days) from the day before the first possible start to the day after
 * the last. A date's candidates all fall on that date, so the extra day on each side is only a cheap
 * safety margin.
 */
function* scheduleDaysAround(bounds: StartBounds, offsets: ZoneOffsets): Generator<number> {
  const first = offsets.localDayAt(bounds.from) - 1;
  const last = offsets.localDayAt(bounds.until - 1) + 1;
  for (let day = first; day <= last; day++) yield day;
}

/** The schedule's wall clock on one local date, minutes 0…1440 of it resolved to epoch milliseconds. */
interface LocalClock {
  resolve(minute: number, disambiguation: 'compatible' | 'later'): number;
  /** Every instant the clock shows `minute`: none in a DST gap, two in an overlap. */
  instantsAt(minute: number): number[];
}

/**
 * Most dates see no offset change: there every wall time has exactly one instant, and the gap and
 * overlap checks (the bulk of the cost of a month view) can be skipped. With one offset all day, the
 * wall time `minute` is that many minutes after the date's 00:00, whatever the disambiguation: plain
 * arithmetic gives the same instant as a time zone conversion, at a fraction of its cost. The offset
 * must hold from well before the date to well after it: a transition within a day or so can repeat
 * the date's 00:00 or 24:00 (Alaska's 1867 change repeated a whole day), which the full path handles.
 */
function localClock(day: number, offsets: ZoneOffsets): LocalClock {
  const wallMidnight = day * MS_PER_DAY;
  const offsetMs = offsets.constantAround(wallMidnight, wallMidnight + MS_PER_DAY, TRANSITION_MARGIN_MS);
  if (offsetMs === null) return zonedClock(plainDateOf(day), offsets.zone);
  const atMinute = (minute: number) => wallMidnight - offsetMs + minute * MS_PER_MINUTE;
  return { resolve: atMinute, instantsAt: (minute) => [atMinute(minute)] };
}

/**
 * How far from a date's instants a transition must be for the date to take plain arithmetic: a
 * transition moves the wall clock by less than a day (an hour or two today; the largest on record,
 * a whole day), so one further away cannot repeat or skip the date's 00:00 or 24:00.
 */
const TRANSITION_MARGIN_MS = MS_PER_DAY;

/** A date's wall clock through time zone conversions, exact across gaps and overlaps. */
function zonedClock(date: Temporal.PlainDate, zone: string): LocalClock {
  const { year, month, day } = date;
  const nextMidnight = date.add({ days: 1 }).toPlainDateTime();
  const wall = (minute: number) =>
    minute >= MINUTES_PER_DAY ? nextMidnight : new Temporal.PlainDateTime(year, month, day, Math.floor(minute / 60), minute % 60);
  const resolve = (minute: number, disambiguation: 'compatible' | 'earlier' | 'later') =>
    wall(minute).toZonedDateTime(zone, { disambiguation }).epochMilliseconds;
  return { resolve, instantsAt: (minute: number) => possibleInstants(wall(minute), zone) };
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
 * Whether [from, until) (epoch ms) overlaps a busy span. Spans sorted by start once, with the running
 * maximum of their ends: the spans starting before `until` are a prefix, and one of them reaches past
 * `from` exactly when the prefix's largest end does.
 */
function busyConflictTest(busy: readonly BusySpan[]): (from: number, until: number) => boolean {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
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
