import { Temporal } from 'temporal-polyfill';
import { staffOf, type Caller } from '../../platform/access.js';
import { digest } from '../../platform/auth/passwords.js';
import type { Db } from '../../platform/db/pool.js';
import { missing } from '../../platform/errors.js';
import { newId, randomAlphanumeric } from '../../platform/ids.js';
import { paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import type { ClientBrief, ClientService } from '../clients/service.js';
import { calendarText, type CalendarEvent, type EventStatus } from './ics.js';
import { calendarFeedQueries, sessionQueries, type CalendarFeedQueries, type CalendarFeedRow, type SessionQueries, type SessionRow } from './session-queries.js';
import type { CalendarFeed, CalendarFeedCreate } from './calendar-schemas.js';
import type { SessionStatus } from './tables.js';
import { sqlInstant } from './zones.js';

/** Where feeds are served, outside the API: `/calendar/<secret>.ics`. */
export const CALENDAR_PATH = '/calendar/';
/** 43 of 62 characters: 256 bits, beyond guessing. */
const SECRET_LENGTH = 43;
const FEED_FILE = new RegExp(`^([A-Za-z0-9]{${SECRET_LENGTH}})\\.ics$`);
/** Recent sessions stay in the feed; older ones would only make every refresh longer. */
const HISTORY_DAYS = 90;

const EVENT_STATUS: Record<SessionStatus, EventStatus> = {
  inquiry: 'TENTATIVE',
  booked: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/** The secret of a feed's file name (`<secret>.ics`); undefined for any other name. */
export const secretOfFile = (file: string): string | undefined => FEED_FILE.exec(file)?.[1];

/**
 * Secret calendar addresses of a studio's sessions (API.md §10). The address is the credential: it is
 * shown once, and only its SHA-256 digest is stored, as for API tokens.
 */
export class CalendarFeedService {
  private feeds: CalendarFeedQueries;
  private sessions: SessionQueries;

  constructor(
    db: Db,
    private clients: ClientService,
  ) {
    this.feeds = calendarFeedQueries(db);
    this.sessions = sessionQueries(db);
  }

  /** A new feed; its address, on `origin`, is in this answer only. */
  async create(caller: Caller, input: CalendarFeedCreate, origin: string): Promise<CalendarFeed> {
    const secret = randomAlphanumeric(SECRET_LENGTH);
    const row = await this.feeds.insert({ studioId: caller.studio.id, id: newId('cf'), name: input.name ?? null, secretHash: digest(secret) });
    return present(row, `${origin}${CALENDAR_PATH}${secret}.ics`);
  }

  async list(caller: Caller, paging: PageRequest): Promise<ListPage<CalendarFeed>> {
    const studioId = caller.studio.id;
    return paged(
      paging,
      { rows: (limit, offset) => this.feeds.page(studioId, limit, offset), total: () => this.feeds.total(studioId) },
      (rows) => rows.map((row) => present(row, null)),
    );
  }

  /** A new address for the feed (the old one leaked, say); it stops working at once, and the new one is in this answer only. */
  async rotate(caller: Caller, id: string, origin: string): Promise<CalendarFeed> {
    const secret = randomAlphanumeric(SECRET_LENGTH);
    const row = await this.feeds.rotate(caller.studio.id, id, digest(secret));
    if (!row) throw missing('calendar feed', id);
    return present(row, `${origin}${CALENDAR_PATH}${secret}.ics`);
  }

  /** Deletes the feed: its address finds nothing from then on. */
  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.feeds.delete(caller.studio.id, id))) throw missing('calendar feed', id);
  }

  /** The iCalendar text of the feed with this secret; null when no feed has it (never made, or deleted). */
  async feed(secret: string): Promise<string | null> {
    const studio = await this.feeds.studioOfSecret(digest(secret));
    if (!studio) return null;
    const since = sqlInstant(Temporal.Now.instant().subtract({ hours: HISTORY_DAYS * 24 }));
    const sessions = await this.sessions.since(studio.id, since);
    const clients = await this.clients.briefs(staffOf(studio), sessions.map((session) => session.clientId));
    return calendarText(studio.name, sessions.map((session) => eventOf(session, clients.get(session.clientId))));
  }
}

function eventOf(session: SessionRow & { typeName: string }, client: ClientBrief | undefined): CalendarEvent {
  return {
    uid: session.id,
    start: session.startsAt,
    end: session.endsAt,
    updatedAt: session.updatedAt,
    summary: [session.typeName, client && nameOf(client)].filter(Boolean).join(' – '),
    location: session.location,
    description: session.notes,
    status: EVENT_STATUS[session.status],
  };
}

/** The client as a calendar shows them: their name, or their email when they have none. */
function nameOf(client: ClientBrief): string | null {
  return [client.first_name, client.last_name].filter(Boolean).join(' ') || client.email;
}

function present(row: CalendarFeedRow, url: string | null): CalendarFeed {
  return { id: row.id, name: row.name, url, created_at: row.createdAt };
}
