import { Temporal } from 'temporal-polyfill';
import { ownedBy, requireAccess } from '../../access.js';
import type { Caller } from '../../platform/access.js';
import type { Db, Tx } from '../../platform/db/pool.js';
import { sqlStateOf } from '../../platform/db/pool.js';
import { digest } from '../../platform/auth/passwords.js';
import { conflict, invalidField, missing } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { NO_ROWS, paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import type { EventType, WebhookEvents } from '../webhooks/service.js';
import type { ClientService, Visitor } from '../clients/service.js';
import type { DocumentScope } from '../documents/sources.js';
import {
  countByLocalDate, dayWindow, isOffered, monthWindow, slotStartsIn, type AvailabilityInput, type TimeRange,
} from './availability.js';
import { availabilityQueries, type AvailabilityQueries, type WindowParams } from './availability-queries.js';
import { datesOf, slotsByLocalDate, wallSlots } from './month-slots.js';
import { sessionQueries, type SessionListFilter, type SessionQueries, type SessionRow } from './session-queries.js';
import { bookingRulesOf, type SessionTypeService } from './session-types.js';
import type { Session, SessionCreate, SessionListQuery, SessionUpdate } from './session-schemas.js';
import type { SessionStatus } from './tables.js';
import { instantOf, LAST_YEAR, parseDaySegment, parseMonthSegment, sqlInstant, type MonthInZone } from './zones.js';
import { lockCalendar, type SessionTypeRow } from './queries.js';
import { newManageToken } from './manage-token.js';
import type { SessionMail } from './session-mail.js';

/** The list's filters, `client_id` checked already. */
type SessionFilterQuery = Omit<SessionListQuery, 'page' | 'per_page'>;

/** What a booking from the booking page holds beside its visitor. */
export interface PageBooking {
  start: Temporal.Instant;
  notes: string | null;
  /** The manage link's secret, for the client's mail; the session keeps only its digest. */
  manageToken: string;
  origin: string;
}

/** A rule a change must pass, checked under the calendar lock with the session as it is then (a throw refuses the change). */
export type ChangeRule = (current: SessionRow, type: SessionTypeRow) => void;

/** How a change is made: the origin of links in its mail, its rule, and the manage link's secret when the client makes it there (and is mailed). */
export interface ChangeOptions {
  origin: string;
  rule?: ChangeRule;
  manageToken?: string;
}

/**
 * The dates whose overrides can matter to starts inside `window`: the schedule-local dates it spans
 * and one either side (a slot's day starts in the schedule's zone). Local dates lie within a day of
 * UTC's, so UTC's dates and two either side hold them whatever the zone: one query reads the schedule's
 * zone and its overrides at once. Overrides of a date no start falls on change nothing.
 */
function overrideDatesAround(window: TimeRange): { datesFrom: string; datesTo: string } {
  const utcDate = (instant: Temporal.Instant) => instant.toZonedDateTimeISO('UTC').toPlainDate();
  return { datesFrom: utcDate(window.start).subtract({ days: 2 }).toString(), datesTo: utcDate(window.end).add({ days: 2 }).toString() };
}

/** The statement's parameters for starts inside `window`. */
function windowParams(caller: Caller, window: TimeRange, exceptId?: string): WindowParams {
  return {
    studioId: caller.studio.id,
    ...overrideDatesAround(window),
    windowFrom: sqlInstant(window.start),
    windowTo: sqlInstant(window.end),
    exceptId: exceptId ?? null,
  };
}

const slotUnavailable = () => conflict('slot_unavailable', 'This time is not available for this session type: ask availability for the open slots.');
const holdsTime = (status: SessionStatus) => status === 'inquiry' || status === 'booked';

/**
 * Availability and booked sessions (API.md §5). One pure function (availability.ts) decides which
 * slots are open; the availability endpoints show its answer and a booking must be one of its slots,
 * checked under the studio's calendar lock, so that the two never disagree. The database's exclusion
 * constraint keeps two live sessions from overlapping even if that rule were ever bypassed.
 */
export class SessionService {
  private queries: SessionQueries;
  private availability: AvailabilityQueries;

  constructor(
    private db: Db,
    private clients: ClientService,
    private sessionTypes: SessionTypeService,
    private events: WebhookEvents,
    private mail: SessionMail,
  ) {
    this.queries = sessionQueries(db);
    this.availability = availabilityQueries(db);
  }

  async dayAvailability(caller: Caller, sessionTypeId: string, segment: string) {
    const { date, zone } = parseDaySegment(segment);
    const window = dayWindow(date, zone);
    const input = await this.typeAvailability(caller, sessionTypeId, window);
    // Written as the booking page writes a month's slots, without Temporal objects per slot: two
    // instants, two zone conversions and four formats per slot were a quarter of this request's CPU (bench).
    const slots = wallSlots(slotStartsIn(input, window), input.booking.durationMinutes, zone);
    return { date: date.toString(), timezone: zone, available: slots.length > 0, slots };
  }

  async monthAvailability(caller: Caller, sessionTypeId: string, segment: string) {
    const { month, zone } = parseMonthSegment(segment);
    const window = monthWindow(month, zone);
    const counts = countByLocalDate(slotStartsIn(await this.typeAvailability(caller, sessionTypeId, window), window), zone);
    const days = datesOf(month).map((date) => {
      const slotCount = counts.get(date) ?? 0;
      return { date, available: slotCount > 0, slot_count: slotCount };
    });
    return { month: month.toString(), timezone: zone, days };
  }

  /** The month view with each day's slots (the booking page): the same slots the month and day availability offer. */
  async monthSlots(caller: Caller, type: SessionTypeRow, { month, zone }: MonthInZone) {
    const window = monthWindow(month, zone);
    const starts = slotStartsIn(await this.typeAvailability(caller, type.id, window), window);
    const slotsOn = slotsByLocalDate(starts, type.duration, zone);
    const days = datesOf(month).map((date) => {
      const slots = slotsOn.get(date) ?? [];
      return { date, available: slots.length > 0, slot_count: slots.length, slots };
    });
    return { month: month.toString(), timezone: zone, days };
  }

  /** The studio's sessions; a client portal token's own (another client's filter matches nothing). */
  async list(caller: Caller, query: SessionFilterQuery, paging: PageRequest): Promise<ListPage<Session>> {
    const own = ownedBy(caller);
    if (own !== null && query.client_id !== undefined && query.client_id !== own) return paged(paging, NO_ROWS, () => []);
    const studioId = caller.studio.id;
    const filter = this.filterOf(caller, { ...query, client_id: own ?? query.client_id });
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.page(studioId, filter, limit, offset), total: () => this.queries.total(studioId, filter) },
      (rows) => this.presentMany(caller, rows),
    );
  }

  async get(caller: Caller, id: string): Promise<Session> {
    const row = await this.queries.byId(caller.studio.id, id);
    if (!row) throw missing('session', id);
    requireAccess(caller, 'session.read', row);
    return (await this.presentMany(caller, [row]))[0];
  }

  async inquiryCount(caller: Caller): Promise<{ count: number }> {
    return { count: await this.queries.inquiryCount(caller.studio.id) };
  }

  /**
   * Books an offered slot; 409 `slot_unavailable` otherwise, also when a concurrent booking took it first.
   * With `notify` a booked session is mailed as a booking from the page is (`session_booked`, with a manage link).
   */
  async create(caller: Caller, input: SessionCreate, origin: string): Promise<Session> {
    const start = Temporal.Instant.from(input.starts_at);
    const status = input.status ?? 'booked';
    const manageToken = input.notify && status === 'booked' ? newManageToken() : null;
    const row = await this.booking(async (tx) => {
      const type = await this.sessionTypes.referenced(caller, input.session_type_id, tx);
      await this.clients.referenced(caller, input.client_id, tx);
      await lockCalendar(tx, caller.studio.id);
      const session = await this.insertOffered(tx, caller, type, start, {
        clientId: input.client_id, status, notes: input.notes ?? null, manageTokenHash: manageToken && digest(manageToken),
      });
      await this.announce(tx, caller, null, session);
      await this.mail.scheduleReminder(tx, { studio: caller.studio, origin }, session, type);
      if (manageToken) await this.mail.booked(tx, { studio: caller.studio, origin, manageToken }, session, type);
      return session;
    });
    return (await this.presentMany(caller, [row]))[0];
  }

  /**
   * Books a slot for a visitor of the booking page, as `create` does, for the client with the visitor's
   * email or a new lead. The lead is made in the booking's transaction: a slot refused leaves none behind.
   * `stillBookable` checks the session type under the calendar lock, where a deletion cannot slip in.
   */
  async createForVisitor(caller: Caller, sessionTypeId: string, stillBookable: (type: SessionTypeRow) => void, visitor: Visitor, booking: PageBooking): Promise<SessionRow> {
    return this.booking(async (tx) => {
      await lockCalendar(tx, caller.studio.id);
      const type = await this.sessionTypes.find(caller, sessionTypeId, tx);
      stillBookable(type);
      const clientId = await this.clients.leadFor(caller, visitor, tx);
      const session = await this.insertOffered(tx, caller, type, booking.start, {
        clientId, status: 'booked', notes: booking.notes, manageTokenHash: digest(booking.manageToken),
      });
      await this.announce(tx, caller, null, session);
      const context = { studio: caller.studio, origin: booking.origin, manageToken: booking.manageToken };
      await this.mail.scheduleReminder(tx, context, session, type);
      await this.mail.booked(tx, context, session, type);
      return session;
    });
  }

  /**
   * Moves, cancels, completes or annotates a session. A session that will hold time at a start it did
   * not hold before (moved, or brought back from cancelled) must land on an offered slot, its own time aside.
   */
  async update(caller: Caller, id: string, input: SessionUpdate, origin: string): Promise<Session> {
    return (await this.presentMany(caller, [await this.changed(caller, id, input, { origin })]))[0];
  }

  /**
   * The change of `update`, answered as the row. A session that holds a new start gets its reminder
   * for it; a change made from the manage page (`manageToken`) is mailed to the client (`session_changed`).
   */
  async changed(caller: Caller, id: string, input: SessionUpdate, { origin, rule, manageToken }: ChangeOptions): Promise<SessionRow> {
    return this.booking(async (tx) => {
      await lockCalendar(tx, caller.studio.id);
      const current = await this.queries.byId(caller.studio.id, id, tx);
      if (!current) throw missing('session', id);
      const status = input.status ?? current.status;
      const held = instantOf(current.startsAt);
      const start = input.starts_at === undefined ? held : Temporal.Instant.from(input.starts_at);
      const moved = !start.equals(held);
      const type = await this.sessionTypes.find(caller, current.sessionTypeId, tx, { includeDeleted: true });
      rule?.(current, type);
      // A session that holds no time skips availability, which answers for no year past LAST_YEAR: without
      // this, a cancelled session moved to 9999-12-31 stored an end in the year 10000, no RFC 3339 timestamp.
      if (moved && start.toZonedDateTimeISO('UTC').year > LAST_YEAR) throw invalidField('starts_at', `A session starts in ${LAST_YEAR} at the latest.`);
      if (holdsTime(status) && (moved || !holdsTime(current.status))) await this.assertOffered(caller, type, start, tx, id);
      const session = await this.queries.update(tx, caller.studio.id, id, {
        status,
        ...(moved ? { startsAt: sqlInstant(start), endsAt: sqlInstant(start.add({ minutes: type.duration })) } : {}),
        ...(input.notes === undefined ? {} : { notes: input.notes }),
      });
      await this.announce(tx, caller, current, session);
      const context = { studio: caller.studio, origin, manageToken: manageToken ?? null };
      const changed = moved || status !== current.status;
      // A booked session at a start it did not have booked before: a reminder for it (the old one's job will find nothing to do).
      if (changed) await this.mail.scheduleReminder(tx, context, session, type);
      if (manageToken && changed) await this.mail.changed(tx, context, session, type);
      return session;
    });
  }

  /** A client's sessions as documents (documents/sources.ts). */
  documentSource(scope: DocumentScope) {
    return this.queries.documentSource(scope);
  }

  /** Inserts the session on `start` once availability offers it, under the calendar lock the caller holds. */
  private async insertOffered(
    tx: Tx, caller: Caller, type: SessionTypeRow, start: Temporal.Instant,
    session: { clientId: string; status: SessionStatus; notes: string | null; manageTokenHash: string | null },
  ): Promise<SessionRow> {
    await this.assertOffered(caller, type, start, tx);
    return this.queries.insert(tx, {
      studioId: caller.studio.id,
      id: newId('ses'),
      sessionTypeId: type.id,
      clientId: session.clientId,
      status: session.status,
      startsAt: sqlInstant(start),
      endsAt: sqlInstant(start.add({ minutes: type.duration })),
      location: type.location,
      notes: session.notes,
      manageTokenHash: session.manageTokenHash,
    });
  }

  /** What the availability function needs to judge starts inside `window`, for a live type named by id: 404 unless the studio has it. */
  private async typeAvailability(caller: Caller, sessionTypeId: string, window: TimeRange): Promise<AvailabilityInput> {
    const found = await this.availability.ofType({ ...windowParams(caller, window), sessionTypeId });
    if (!found) throw missing('session type', sessionTypeId);
    if (!found.read) throw missing('schedule', found.scheduleId);
    return { ...found.read, booking: found.booking, now: Temporal.Now.instant() };
  }

  /** The same inside a booking's transaction, for the type it holds, all but `exceptId`'s session busy. */
  private async availabilityInput(tx: Tx, caller: Caller, type: SessionTypeRow, window: TimeRange, exceptId?: string): Promise<AvailabilityInput> {
    const booking = bookingRulesOf(type);
    const read = await this.availability.input(tx, { ...windowParams(caller, window, exceptId), scheduleId: type.scheduleId, booking });
    if (!read) throw missing('schedule', type.scheduleId);
    return { ...read, booking, now: Temporal.Now.instant() };
  }

  private async assertOffered(caller: Caller, type: SessionTypeRow, start: Temporal.Instant, tx: Tx, exceptId?: string): Promise<void> {
    // Availability offers nothing outside the years it answers for (zones.ts).
    if (start.toZonedDateTimeISO('UTC').year > LAST_YEAR) throw slotUnavailable();
    const around = { start, end: start.add({ nanoseconds: 1 }) };
    if (!isOffered(await this.availabilityInput(tx, caller, type, around, exceptId), start)) throw slotUnavailable();
  }

  /** A booking transaction; the exclusion constraint's refusal is the same 409 as the rule's. */
  private async booking(work: (tx: Tx) => Promise<SessionRow>): Promise<SessionRow> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (sqlStateOf(error) === '23P01') throw slotUnavailable();
      throw error;
    }
  }

  /** Records what a change of a session (`before`, null when it is new) means to the studio's webhooks, if anything. */
  private async announce(tx: Tx, caller: Caller, before: SessionRow | null, after: SessionRow): Promise<void> {
    const type = sessionEventOf(before, after);
    if (type) await this.events.record(tx, caller.studio.id, type, (await this.presentMany(caller, [after], tx))[0]);
  }

  private filterOf(caller: Caller, query: SessionFilterQuery): SessionListFilter {
    const zone = caller.studio.timezone;
    const startOf = (date: string, days = 0) => sqlInstant(Temporal.PlainDate.from(date).add({ days }).toZonedDateTime({ timeZone: zone }).toInstant());
    return {
      status: query.status,
      clientId: query.client_id,
      from: query.from === undefined ? undefined : startOf(query.from),
      // `to` is inclusive: sessions starting before the next day begins.
      to: query.to === undefined ? undefined : startOf(query.to, 1),
    };
  }

  /** Sessions as the API answers them; pass `tx` inside a transaction. */
  private async presentMany(caller: Caller, rows: SessionRow[], tx?: Tx): Promise<Session[]> {
    const clientIds = rows.map((row) => row.clientId);
    const typeIds = rows.map((row) => row.sessionTypeId);
    // Inside a transaction the reads share its one connection: one after the other.
    const [clients, types] = tx
      ? [await this.clients.briefs(caller, clientIds, tx), await this.sessionTypes.briefs(caller, typeIds, tx)]
      : await Promise.all([this.clients.briefs(caller, clientIds), this.sessionTypes.briefs(caller, typeIds)]);
    return rows.map((row) => {
      const client = clients.get(row.clientId);
      return {
        id: row.id,
        session_type_id: row.sessionTypeId,
        client_id: row.clientId,
        status: row.status,
        starts_at: row.startsAt,
        ends_at: row.endsAt,
        location: row.location,
        notes: row.notes,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
        client: { id: row.clientId, first_name: client?.first_name ?? null, last_name: client?.last_name ?? null, email: client?.email ?? null },
        session_type: types.get(row.sessionTypeId)!,
      };
    });
  }
}

/**
 * The event a change of a session is, if any: cancelled; booked (new, confirmed from an inquiry, or
 * brought back from cancelled); or moved to another time.
 */
function sessionEventOf(before: SessionRow | null, after: SessionRow): EventType | null {
  if (after.status === 'cancelled') return before?.status === 'cancelled' ? null : 'session.cancelled';
  if (after.status === 'booked' && before?.status !== 'booked') return 'session.booked';
  if (before && before.startsAt !== after.startsAt) return 'session.rescheduled';
  return null;
}
