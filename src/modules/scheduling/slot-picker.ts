/**
 * The part the booking page and the manage page share: which month, day and time zone the visitor
 * asked for (read from the address without ever failing: a bad value becomes a sentence on the page),
 * a month of days whose open ones are links, and a day's open slots as radio buttons.
 */
import { Temporal } from 'temporal-polyfill';
import { formatDay, formatMonth } from '../../platform/pages/dates.js';
import { html, type Html } from '../../platform/pages/html.js';
import { safeUrl } from '../../platform/pages/url.js';
import { canonicalZone, parseMonthQuery } from './zones.js';

export interface PickerQuery {
  month?: string;
  date?: string;
  timezone?: string;
}

export interface PickerChoice {
  month: string;
  zone: string;
  date: string | null;
  /** Whether the visitor named the zone: without it the page's script may put the browser's own on the links. */
  zoneChosen: boolean;
  /** What could not be read from the address, said plainly. */
  notices: string[];
}

interface Slot {
  start_time: string;
  end_time: string;
  starts_at: string;
}
export interface MonthOfSlots {
  month: string;
  timezone: string;
  days: { date: string; available: boolean; slot_count: number; slots: Slot[] }[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The month and day to show, in the visitor's zone or else the studio's; never throws. */
export function choosePicker(query: PickerQuery, studioZone: string, today = (zone: string) => Temporal.Now.plainDateISO(zone)): PickerChoice {
  const notices: string[] = [];
  const named = query.timezone ? canonicalZone(query.timezone) : null;
  if (query.timezone && !named) notices.push(`"${query.timezone}" is not a time zone we know: times are shown in the studio's zone, ${studioZone}.`);
  const zone = named ?? studioZone;
  const date = query.date ? dateOrNull(query.date) : null;
  if (query.date && !date) notices.push(`"${query.date}" is not a day written YYYY-MM-DD: pick a day below.`);
  let month = query.month ? monthOrNull(query.month, zone) : null;
  if (query.month && !month) notices.push(`"${query.month}" is not a month written YYYY-MM: here is this month.`);
  month ??= date?.slice(0, 7) ?? today(zone).toPlainYearMonth().toString();
  return { month, zone, date: date?.startsWith(month) ? date : null, zoneChosen: named !== null, notices };
}

function monthOrNull(text: string, zone: string): string | null {
  try {
    return parseMonthQuery(text, zone).month.toString();
  } catch {
    return null;
  }
}

function dateOrNull(text: string): string | null {
  if (!DATE.test(text) || !monthOrNull(text.slice(0, 7), 'UTC')) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

/** Marks a link or form whose `timezone` the page's script may replace with the browser's, unless the visitor chose one. */
export const localZoneMark = (choice: PickerChoice): Html | null => (choice.zoneChosen ? null : html` data-local-time-zone`);

/** The page's address for a month (and day) in a zone. */
export function pickerUrl(basePath: string, month: string, zone: string, date?: string) {
  const query = new URLSearchParams({ month, ...(date ? { date } : {}), timezone: zone });
  return safeUrl(`${basePath}?${query}`);
}

/** The day in `zone` that an instant falls on, or null for text that is no instant. */
export function dayOf(instant: string, zone: string): string | null {
  try {
    return Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDate().toString();
  } catch {
    return null;
  }
}

/** A month as a calendar table: open days link to their slots; months before and after are links too. */
export function monthCalendar(basePath: string, slots: MonthOfSlots, choice: PickerChoice): Html {
  const month = Temporal.PlainYearMonth.from(slots.month);
  const around = [month.subtract({ months: 1 }).toString(), month.add({ months: 1 }).toString()].map((text) => monthOrNull(text, slots.timezone));
  const localZone = localZoneMark(choice);
  const monthLink = (target: string | null, label: string) =>
    target ? html`<a href="${pickerUrl(basePath, target, slots.timezone)}"${localZone}>${label}</a>` : null;
  const leading = Temporal.PlainDate.from(`${slots.month}-01`).dayOfWeek - 1;
  const cells: Html[] = Array.from({ length: leading }, () => html`<td></td>`);
  for (const day of slots.days) {
    const number = Number(day.date.slice(8));
    const label = `${formatDay(day.date)}: ${day.slot_count} open ${day.slot_count === 1 ? 'time' : 'times'}`;
    const current = day.date === choice.date ? html` aria-current="date"` : null;
    cells.push(day.available
      ? html`<td><a class="open-day" href="${pickerUrl(basePath, slots.month, slots.timezone, day.date)}" aria-label="${label}"${current}${localZone}>${number}</a></td>`
      : html`<td><span class="closed-day">${number}</span></td>`);
  }
  const rows: Html[] = [];
  for (let start = 0; start < cells.length; start += 7) rows.push(html`<tr>${cells.slice(start, start + 7)}</tr>`);
  return html`<section aria-labelledby="month-title">
<h2 id="month-title">${formatMonth(slots.month)}</h2>
<p class="month-nav">${monthLink(around[0], '← Previous month')} ${monthLink(around[1], 'Next month →')}</p>
<table class="month">
<thead><tr>${WEEKDAYS.map((day) => html`<th scope="col">${day}</th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table>
${slots.days.some((day) => day.available) ? null : html`<p>No open times this month.</p>`}
</section>`;
}

/** The open slots of the chosen day as radio buttons, the one `selected` ticked. */
export function daySlots(slots: MonthOfSlots, date: string, selected: string | undefined): Html {
  const day = slots.days.find((candidate) => candidate.date === date);
  const open = day?.slots ?? [];
  if (open.length === 0) return html`<p>No open times on ${formatDay(date)}: pick another day.</p>`;
  return html`<fieldset class="slots">
<legend>Times on ${formatDay(date)} (${slots.timezone})</legend>
${open.map((slot, index) => html`<div class="slot"><input type="radio" name="starts_at" id="slot-${index}" value="${slot.starts_at}" required${slot.starts_at === selected ? html` checked` : null}><label for="slot-${index}">${slot.start_time}–${slot.end_time}</label></div>`)}
</fieldset>`;
}
