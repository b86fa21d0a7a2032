/** The open slots of a month grouped by local date, as the booking page shows them. */
import { ZoneOffsets } from './availability.js';

const MS_PER_MINUTE = 60_000;

/** A slot as the API shows it: wall-clock times `HH:MM` in the zone asked for, instants in UTC with microseconds. */
export interface WallSlot {
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
}

/**
 * The slots starting at `starts` (epoch milliseconds, ascending, as slotStartsIn gives them), keyed by
 * the calendar date of their start in `zone` as countByLocalDate keys them, with their wall times
 * there: a month of slots without Temporal objects per slot. Ends get their own offsets, since slots
 * may overlap and a zone's offsets are looked up moving forward.
 */
export function slotsByLocalDate(starts: readonly number[], durationMinutes: number, zone: string): Map<string, WallSlot[]> {
  const startOffsets = new ZoneOffsets(zone);
  const endOffsets = new ZoneOffsets(zone);
  const durationMs = durationMinutes * MS_PER_MINUTE;
  const byDate = new Map<string, WallSlot[]>();
  for (const start of starts) {
    const end = start + durationMs;
    const startWall = isoTimestamp(start + startOffsets.offsetAt(start));
    const slot = {
      start_time: startWall.slice(11, 16),
      end_time: isoTimestamp(end + endOffsets.offsetAt(end)).slice(11, 16),
      starts_at: microsecondTimestamp(start),
      ends_at: microsecondTimestamp(end),
    };
    const date = startWall.slice(0, 10);
    const slots = byDate.get(date);
    if (slots) slots.push(slot);
    else byDate.set(date, [slot]);
  }
  return byDate;
}

/** `YYYY-MM-DDTHH:MM:SS.sssZ` of epoch milliseconds: four-digit years, the only ones a window can hold. */
const isoTimestamp = (epochMs: number) => new Date(epochMs).toISOString();
/** As the API writes instants: six fractional digits; slot starts are whole milliseconds. */
const microsecondTimestamp = (epochMs: number) => `${isoTimestamp(epochMs).slice(0, 23)}000Z`;
