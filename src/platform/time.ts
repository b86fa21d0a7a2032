/**
 * Timestamps travel as `YYYY-MM-DDTHH:MM:SS.ffffffZ` (the spec's format). PostgreSQL, in a UTC session,
 * prints `YYYY-MM-DD HH:MM:SS[.f{1,6}]+00`; this only rearranges that text, keeping microseconds.
 */
export function formatTimestamp(pgText: string): string {
  const dot = pgText.indexOf('.', 19);
  const zone = pgText.indexOf('+', 19);
  const end = zone === -1 ? pgText.length : zone;
  const fraction = dot === -1 ? '' : pgText.slice(dot + 1, end);
  return `${pgText.slice(0, 10)}T${pgText.slice(11, 19)}.${fraction.padEnd(6, '0')}Z`;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([Zz]|([+-])(\d{2}):(\d{2}))$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An RFC 3339 timestamp with an offset (at most ±15:59, what PostgreSQL accepts), at most microsecond
 * precision, whose UTC instant falls in years 1000..9999 (what the API's format can write back).
 */
export function isTimestamp(value: string): boolean {
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6])];
  if (!isCalendarDate(m[1], m[2], m[3]) || hour > 23 || minute > 59 || second > 59) return false;
  const offsetMinutes = m[9] === undefined ? 0 : (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11]));
  if (Number(m[10] ?? 0) > 15 || Number(m[11] ?? 0) > 59) return false;
  const utc = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hour, minute - offsetMinutes, second));
  return utc.getUTCFullYear() >= 1000 && utc.getUTCFullYear() <= 9999;
}

/** A `YYYY-MM-DD` calendar date in years 1000..9999. */
export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  return m !== null && isCalendarDate(m[1], m[2], m[3]);
}

function isCalendarDate(y: string, m: string, d: string): boolean {
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
