/** Open slots grouped by local date, as the API writes them: a day's availability, the booking page's month. */
import type { Temporal } from 'temporal-polyfill';
import { isoDate, ZoneOffsets } from './availability.js';

const MS_PER_MINUTE = 60_000;

/** A slot as the API shows it: wall-clock times `HH:MM` in the zone asked for, instants in UTC with microseconds. */
export interface WallSlot {
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
}

/**
 * The slots starting at `starts` (epoch milliseconds, ascending, as slotStartsIn gives them), in that
 * order, with their wall times in `zone`: a day's slots without Temporal objects per slot.
 */
export function wallSlots(starts: readonly number[], durationMinutes: number, zone: string): WallSlot[] {
  const slots: WallSlot[] = [];
  writeSlots(starts, durationMinutes, zone, (_date, slot) => slots.push(slot));
  return slots;
}

/**
 * The slots of `wallSlots`, keyed by the calendar date of their start in `zone` as countByLocalDate
 * keys them: a month of slots.
 */
export function slotsByLocalDate(starts: readonly number[], durationMinutes: number, zone: string): Map<string, WallSlot[]> {
  const byDate = new Map<string, WallSlot[]>();
  writeSlots(starts, durationMinutes, zone, (date, slot) => {
    const slots = byDate.get(date);
    if (slots) slots.push(slot);
    else byDate.set(date, [slot]);
  });
  return byDate;
}

/**
 * Writes each slot and the date of its start in `zone`, in the order of `starts`. Ends get their own
 * offsets, since slots may overlap and a zone's offsets are looked up moving forward.
 */
function writeSlots(starts: readonly number[], durationMinutes: number, zone: string, each: (date: string, slot: WallSlot) => void): void {
  const startOffsets = new ZoneOffsets(zone);
  const endOffsets = new ZoneOffsets(zone);
  const [startWall, startUtc, endUtc] = [new IsoWriter(), new IsoWriter(), new IsoWriter()];
  const durationMs = durationMinutes * MS_PER_MINUTE;
  for (const start of starts) {
    const end = start + durationMs;
    const wallStart = start + startOffsets.offsetAt(start);
    each(startWall.dateText(wallStart), {
      start_time: clockText(wallStart),
      end_time: clockText(end + endOffsets.offsetAt(end)),
      starts_at: startUtc.microsecondTimestamp(start),
      ends_at: endUtc.microsecondTimestamp(end),
    });
  }
}

/**
 * Every date of the month, `YYYY-MM-DD`: what `month.toPlainDate({ day }).toString()` writes for the
 * years parseMonthSegment accepts (four digits), without a date object per day.
 */
export function datesOf(month: Temporal.PlainYearMonth): string[] {
  const prefix = month.toString();
  return Array.from({ length: month.daysInMonth }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`);
}

const MS_PER_DAY = 86_400_000;
const pad = (value: number, digits: number) => String(value).padStart(digits, '0');
/** `HH:MM` of each minute of a day: a month writes a few hundred clock times, always from this table. */
const CLOCK_TEXTS = Array.from({ length: 24 * 60 }, (_, minute) => `${pad(Math.floor(minute / 60), 2)}:${pad(minute % 60, 2)}`);

/** `HH:MM` of the time of day of epoch milliseconds (of a wall clock, when the offset is added first). */
function clockText(epochMs: number): string {
  return CLOCK_TEXTS[Math.floor((epochMs - Math.floor(epochMs / MS_PER_DAY) * MS_PER_DAY) / MS_PER_MINUTE)];
}

/**
 * Writes epoch milliseconds as ISO 8601 in UTC, formatting each day's date once: a month of slots
 * falls on about 30 days, and a Date's calendar arithmetic per slot was most of the month's cost.
 * Four-digit years only, the only ones a month's window can hold.
 */
class IsoWriter {
  private day = Number.NaN;
  private date = '';
  private timestampPrefix = '';

  /** `YYYY-MM-DD`. */
  dateText(epochMs: number): string {
    const day = Math.floor(epochMs / MS_PER_DAY);
    if (day !== this.day) {
      this.day = day;
      this.date = isoDate(day);
      this.timestampPrefix = `${this.date}T`;
    }
    return this.date;
  }

  /** As the API writes instants: `YYYY-MM-DDTHH:MM:SS.ffffffZ`, six fractional digits (slot starts are whole milliseconds). */
  microsecondTimestamp(epochMs: number): string {
    this.dateText(epochMs);
    const ofMinute = epochMs - Math.floor(epochMs / MS_PER_MINUTE) * MS_PER_MINUTE;
    const seconds = ofMinute === 0 ? ':00.000000Z' : `:${pad(Math.floor(ofMinute / 1000), 2)}.${pad(ofMinute % 1000, 3)}000Z`;
    return this.timestampPrefix + clockText(epochMs) + seconds;
  }
}
