/** Dates as the pages show them to a person: `January 31, 2031`, in the studio's time zone where it matters. */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** A calendar date (`YYYY-MM-DD`), which belongs to no time zone. */
export function formatDay(date: string): string {
  return dayFormat('UTC').format(new Date(`${date}T00:00:00Z`));
}

/** The day an instant (RFC 3339) falls on in `timeZone`. */
export function formatDayOf(timestamp: string, timeZone: string): string {
  return dayFormat(timeZone).format(new Date(timestamp));
}
