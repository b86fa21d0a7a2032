/**
 * Time zone names, the date-and-zone path segments of the availability endpoints
 * (`2026-8-7-Europe/London`, API.md §5), and instants as the database reads and writes them.
 */
import { Temporal } from 'temporal-polyfill';
import { badRequest } from '../../platform/errors.js';

/** The canonical spelling of an IANA zone name (`europe/london` → `Europe/London`); null when there is no such zone. */
export function canonicalZone(name: string): string | null {
  // Offsets (`+05:00`) are valid Temporal zones but not places: a schedule's wall clock needs a place.
  if (!/^[A-Za-z]/.test(name)) return null;
  try {
    return Temporal.Now.zonedDateTimeISO(name).timeZoneId;
  } catch {
    return null;
  }
}

export interface DayInZone {
  date: Temporal.PlainDate;
  zone: string;
}
export interface MonthInZone {
  month: Temporal.PlainYearMonth;
  zone: string;
}

/**
 * Years availability answers for: the instants it reads and writes, widened by a week of buffers,
 * stay within the four-digit years timestamps are written with.
 */
const FIRST_YEAR = 1000;
export const LAST_YEAR = 9998;

const DAY_SEGMENT = /^(\d{4})-(\d{1,2})-(\d{1,2})-(.+)$/;
const MONTH_SEGMENT = /^(\d{4})-(\d{1,2})-(.+)$/;

/** `<year>-<month>-<day>-<zone>`, padded or not; a bad date or an unknown zone is 400. */
export function parseDaySegment(segment: string): DayInZone {
  const match = DAY_SEGMENT.exec(segment);
  if (!match) throw badSegment('date_timezone', `${segment} is not <year>-<month>-<day>-<time zone>, e.g. 2026-8-7-Europe/London.`);
  const [, year, month, day, zoneName] = match;
  const date = plainDate(Number(year), Number(month), Number(day));
  if (!date) throw badSegment('date_timezone', `${year}-${month}-${day} is not a calendar date from ${FIRST_YEAR} to ${LAST_YEAR}.`);
  return { date, zone: zoneOf(zoneName, 'date_timezone') };
}

/** `<year>-<month>-<zone>`, padded or not; a bad month or an unknown zone is 400. */
export function parseMonthSegment(segment: string): MonthInZone {
  const match = MONTH_SEGMENT.exec(segment);
  if (!match) throw badSegment('month_timezone', `${segment} is not <year>-<month>-<time zone>, e.g. 2026-8-Europe/London.`);
  const [, year, month, zoneName] = match;
  return monthInZone(year, month, zoneName, { month: 'month_timezone', zone: 'month_timezone' });
}

const MONTH_QUERY = /^(\d{4})-(\d{2})$/;

/** A month `YYYY-MM` and a zone name given apart (query parameters `month` and `timezone`); bad ones are 400 naming them. */
export function parseMonthQuery(month: string, zoneName: string): MonthInZone {
  const match = MONTH_QUERY.exec(month);
  if (!match) throw badSegment('month', `${month} is not a month written YYYY-MM, e.g. 2026-08.`);
  return monthInZone(match[1], match[2], zoneName, { month: 'month', zone: 'timezone' });
}

function monthInZone(year: string, month: string, zoneName: string, parameters: { month: string; zone: string }): MonthInZone {
  if (!yearAnswered(Number(year)) || Number(month) < 1 || Number(month) > 12) {
    throw badSegment(parameters.month, `${year}-${month} is not a month from ${FIRST_YEAR} to ${LAST_YEAR}.`);
  }
  return { month: Temporal.PlainYearMonth.from({ year: Number(year), month: Number(month) }), zone: zoneOf(zoneName, parameters.zone) };
}

const yearAnswered = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

const STORED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The instant of a timestamp as the database columns read it (`2026-11-23T10:15:30.123400Z`), exactly,
 * microseconds included. A month's busy times are hundreds of them: Temporal's general parser took a
 * large share of a month view, plain arithmetic does not. Any other form goes to the parser.
 */
export function instantOf(timestamp: string): Temporal.Instant {
  if (!STORED_TIMESTAMP.test(timestamp)) return Temporal.Instant.from(timestamp);
  const wholeSecondMs = Date.parse(`${timestamp.slice(0, 19)}Z`);
  return Temporal.Instant.fromEpochNanoseconds(BigInt(wholeSecondMs) * 1_000_000n + BigInt(timestamp.slice(20, 26)) * 1_000n);
}

/**
 * An instant as PostgreSQL reads it. Temporal writes years past 9999 as `+010000`, which PostgreSQL
 * refuses; a list filter's day after 9999-12-31 is such a year.
 */
export function sqlInstant(instant: Temporal.Instant): string {
  const text = instant.toString();
  return text.startsWith('+') ? text.slice(1).replace(/^0+/, '') : text;
}

function plainDate(year: number, month: number, day: number): Temporal.PlainDate | null {
  if (!yearAnswered(year)) return null;
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

function zoneOf(name: string, parameter: string): string {
  const zone = canonicalZone(name);
  if (!zone) throw badSegment(parameter, `${name} is not a time zone name (IANA, such as Europe/London).`);
  return zone;
}

const badSegment = (parameter: string, message: string) => badRequest('invalid_request', message, { [parameter]: [message] });
