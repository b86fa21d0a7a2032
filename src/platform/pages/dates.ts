/**
 * Dates and times as the pages show them to a person: `January 31, 2031`, `Monday, June 7, 2027 at
 * 9:00 AM`, on the wall clock of the zone that matters. A formatter is made once per style and zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  month: { month: 'long', year: 'numeric' },
  day: { dateStyle: 'long' },
  time: { dateStyle: 'full', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatIn(style: keyof typeof STYLES, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

const dayFormat = (timeZone: string) => formatIn('day', timeZone);

/** A calendar month (`YYYY-MM`): `June 2027`. */
export function formatMonth(month: string): string {
  return formatIn('month', 'UTC').format(new Date(`${month}-01T00:00:00Z`));
}

/** A calendar date (`YYYY-MM-DD`), which belongs to no time zone. */
export function formatDay(date: string): string {
  return dayFormat('UTC').format(new Date(`${date}T00:00:00Z`));
}

/** The day an instant (RFC 3339) falls on in `timeZone`. */
export function formatDayOf(timestamp: string, timeZone: string): string {
  return dayFormat(timeZone).format(new Date(timestamp));
}

/** The day and time of an instant (RFC 3339) on the wall clock of `timeZone`. */
export function formatTimeOf(timestamp: string, timeZone: string): string {
  return formatIn('time', timeZone).format(new Date(timestamp));
}
