/**
 * iCalendar text (RFC 5545) for a published calendar that calendar apps subscribe to. Written here
 * rather than with a library: the feed uses a handful of properties, and the rules that matter (CRLF
 * line ends, lines folded at 75 octets, escaped text, UTC times) fit in this file.
 */
import { Temporal } from 'temporal-polyfill';
import type { Studio } from '../../platform/access.js';
import type { SessionTypeRow } from './queries.js';
import type { SessionRow } from './session-queries.js';

export type EventStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface CalendarEvent {
  uid: string;
  /** Instants, RFC 3339. */
  start: string;
  end: string;
  /** When the event last changed: its DTSTAMP and LAST-MODIFIED. */
  updatedAt: string;
  summary: string;
  location: string | null;
  description: string | null;
  status: EventStatus;
}

const PRODUCT_ID = '-//Studio API//Calendar feed//EN';
/** Asks subscribing apps to look again every hour (RFC 7986; X-PUBLISHED-TTL for the apps that predate it). */
const REFRESH = 'PT1H';
const MAX_LINE_OCTETS = 75;

export function calendarText(name: string, events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    textProperty('NAME', name),
    textProperty('X-WR-CALNAME', name),
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** One event as a file of its own (`.ics`), for adding it to a calendar once rather than subscribing. */
export function eventFileText(event: CalendarEvent): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', ...eventLines(event), 'END:VCALENDAR'];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    textProperty('UID', event.uid),
    `DTSTAMP:${utcDateTime(event.updatedAt)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    textProperty('SUMMARY', event.summary),
    ...(event.location ? [textProperty('LOCATION', event.location)] : []),
    ...(event.description ? [textProperty('DESCRIPTION', event.description)] : []),
    `STATUS:${event.status}`,
    `LAST-MODIFIED:${utcDateTime(event.updatedAt)}`,
    'END:VEVENT',
  ];
}

/** `20270607T130000Z`: the UTC form of DATE-TIME, to the second. */
function utcDateTime(instant: string): string {
  return Temporal.Instant.from(instant).toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');
}

const textProperty = (name: string, value: string) => `${name}:${escapeText(value)}`;

/**
 * A TEXT value: backslash, semicolon and comma escaped, any line break as `\n`. Other control
 * characters may not appear in TEXT at all (tab aside): they are left out.
 */
function escapeText(value: string): string {
  return value
    .replace(/\r\n|[\r\n\\;,]/g, (found) => (found === '\\' || found === ';' || found === ',' ? `\\${found}` : '\\n'))
    .replace(/(?!\t)\p{Cc}/gu, '');
}

/** A line longer than 75 octets goes on over lines that begin with a space, never inside a UTF-8 character. */
function fold(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // A continuation line's leading space is one of its 75 octets.
    const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** A booking as one calendar event (the `.ics` of its pages and mails): its description holds the manage link, when there is one. */
export function bookingEventText(studio: Pick<Studio, 'name'>, session: SessionRow, type: Pick<SessionTypeRow, 'name'>, manageLink: string | null): string {
  return eventFileText({
    uid: session.id,
    start: session.startsAt,
    end: session.endsAt,
    updatedAt: session.updatedAt,
    summary: `${type.name}, ${studio.name}`,
    location: session.location,
    description: manageLink ? `To cancel or move it: ${manageLink}` : null,
    status: session.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  });
}
