import { Temporal } from 'temporal-polyfill';
import { staffOf, type Studio } from '../../platform/access.js';
import { digest } from '../../platform/auth/passwords.js';
import type { Db } from '../../platform/db/pool.js';
import { ApiError, invalid, notFound, type Details } from '../../platform/errors.js';
import type { Visitor } from '../clients/service.js';
import type { BookingConfirmation, BookingRequest, ManagedBooking } from './booking-schemas.js';
import { scheduleQueries, type ScheduleQueries, type SessionTypeRow } from './queries.js';
import { sessionQueries, type SessionQueries, type SessionRow } from './session-queries.js';
import { bookingUrlOf, isBookableOnline, type SessionTypeService } from './session-types.js';
import type { SessionService } from './sessions.js';
import { bookingEventText } from './ics.js';
import { isManageToken, manageUrl, newManageToken } from './manage-token.js';
import type { IntakeFormField } from './tables.js';
import { instantOf, parseMonthQuery } from './zones.js';

const SLUG = /^[A-Za-z0-9]{1,64}$/;
const HOURS_PER_DAY = 24;
/** What a form's ticked checkbox sends, and what JSON may say for it. */
const TICKED = new Set<unknown>([true, 'on', 'true', '1']);

const pageClosed = () => notFound('not_found', 'No booking page has this address, or the studio has closed it.');
const unknownManageLink = () => notFound('not_found', 'No booking has this manage link.');

/**
 * The JSON behind a session type's booking page (API.md §11): its month of open slots, bookings by
 * visitors, and the manage link of each booking. The slug or the token finds the studio first; every
 * read and write after that is the studio's, through the same services as the staff's.
 */
export class BookingPageService {
  private types: ScheduleQueries;
  private sessionRows: SessionQueries;

  constructor(
    db: Db,
    private sessionTypes: SessionTypeService,
    private sessions: SessionService,
  ) {
    this.types = scheduleQueries(db);
    this.sessionRows = sessionQueries(db);
  }

  /** The session type's public face and a month of its open slots in `timezone` (the studio's by default). */
  async month(slug: string, query: { month: string; timezone?: string }) {
    const { studio, type } = await this.bookable(slug);
    return this.monthOf(studio, type, query.month, query.timezone ?? studio.timezone);
  }

  /**
   * The month a page shows, chosen from the studio's time zone (the page's fallback) with one lookup
   * of the slug: `choose` reads the page's address knowing the zone.
   */
  async chosenMonth<Choice extends { month: string; zone: string }>(slug: string, choose: (studioZone: string) => Choice) {
    const { studio, type } = await this.bookable(slug);
    const choice = choose(studio.timezone);
    return { choice, month: await this.monthOf(studio, type, choice.month, choice.zone) };
  }

  /**
   * Books the slot for the visitor; the confirmation holds the manage link, whose secret is kept only as
   * a digest (`token`, for the page that shows the booking at once).
   */
  async book(slug: string, request: BookingRequest, origin: string): Promise<{ confirmation: BookingConfirmation; token: string }> {
    const { studio, type } = await this.bookable(slug);
    const answers = intakeAnswers(type.intakeFormFields, request.intake ?? {});
    const token = newManageToken();
    const row = await this.sessions.createForVisitor(staffOf(studio), type.id, assertBookable, visitorOf(request), {
      start: Temporal.Instant.from(request.starts_at),
      notes: notesOf(request.message, answers),
      manageToken: token,
      origin,
    });
    return { confirmation: { starts_at: row.startsAt, ends_at: row.endsAt, manage_url: manageUrl(origin, token) }, token };
  }

  async managed(token: string, origin: string): Promise<ManagedBooking> {
    const { studio, session } = await this.byManageToken(token);
    return this.present(studio, session, origin);
  }

  /** Cancels the session, within the type's notice: its slot is free again. */
  async cancel(token: string, origin: string): Promise<ManagedBooking> {
    const { studio, session } = await this.byManageToken(token);
    const row = await this.sessions.changed(staffOf(studio), session.id, { status: 'cancelled' }, { origin, rule: assertChangeable, manageToken: token });
    return this.present(studio, row, origin);
  }

  /** Moves the session to another open slot, within the type's notice. */
  async move(token: string, startsAt: string, origin: string): Promise<ManagedBooking> {
    const { studio, session } = await this.byManageToken(token);
    const row = await this.sessions.changed(staffOf(studio), session.id, { starts_at: startsAt }, { origin, rule: assertChangeable, manageToken: token });
    return this.present(studio, row, origin);
  }

  /** The booking as one calendar event, for the visitor's own calendar; its description holds the manage link. */
  async calendarFile(token: string, origin: string): Promise<string> {
    const { studio, session } = await this.byManageToken(token);
    const type = await this.sessionTypes.find(staffOf(studio), session.sessionTypeId, undefined, { includeDeleted: true });
    return bookingEventText(studio, session, type, manageUrl(origin, token));
  }

  private async monthOf(studio: Studio, type: SessionTypeRow, month: string, zone: string) {
    const slots = await this.sessions.monthSlots(staffOf(studio), type, parseMonthQuery(month, zone));
    return { studio: studioFace(studio), session_type: typeFace(type), ...slots };
  }

  private async bookable(slug: string): Promise<{ studio: Studio; type: SessionTypeRow }> {
    const found = SLUG.test(slug) ? await this.types.sessionTypeBySlug(slug) : undefined;
    if (!found || !isBookableOnline(found.type)) throw pageClosed();
    return found;
  }

  private async byManageToken(token: string): Promise<{ studio: Studio; session: SessionRow }> {
    const found = isManageToken(token) ? await this.sessionRows.byManageToken(digest(token)) : undefined;
    if (!found) throw unknownManageLink();
    return found;
  }

  private async present(studio: Studio, session: SessionRow, origin: string): Promise<ManagedBooking> {
    const type = await this.sessionTypes.find(staffOf(studio), session.sessionTypeId, undefined, { includeDeleted: true });
    const changeable = changeRefusal(session, type, Temporal.Now.instant()) === null;
    return {
      status: session.status,
      starts_at: session.startsAt,
      ends_at: session.endsAt,
      location: session.location,
      studio: studioFace(studio),
      session_type: { name: type.name, duration: type.duration, cancellation_policy: type.cancellationPolicy, reschedule_policy: type.reschedulePolicy },
      can_cancel: changeable,
      can_move: changeable,
      change_deadline: changeDeadline(session, type).toString({ fractionalSecondDigits: 6 }),
      booking_url: bookingUrlOf(type, origin),
    };
  }
}

/** Checked again under the calendar lock: the studio may have closed the page or deleted the type meanwhile. */
function assertBookable(type: SessionTypeRow): void {
  if (!isBookableOnline(type)) throw pageClosed();
}

/**
 * A visitor changes a booking no later than the notice a booking of its type needs (its minimum
 * notice, in days of 24 hours): the studio relies on that notice either way.
 */
function changeDeadline(session: SessionRow, type: SessionTypeRow): Temporal.Instant {
  return instantOf(session.startsAt).subtract({ hours: (type.minimumNoticeDuration ?? 0) * HOURS_PER_DAY });
}

function changeRefusal(session: SessionRow, type: SessionTypeRow, now: Temporal.Instant): ApiError | null {
  if (session.status !== 'booked') {
    return new ApiError(422, 'session_not_booked', `The session is ${session.status}: only a booked session can be cancelled or moved.`);
  }
  if (Temporal.Instant.compare(now, changeDeadline(session, type)) >= 0) {
    return new ApiError(422, 'notice_passed', 'It is too late to cancel or move this session here: ask the studio.');
  }
  return null;
}

function assertChangeable(session: SessionRow, type: SessionTypeRow): void {
  const refusal = changeRefusal(session, type, Temporal.Now.instant());
  if (refusal) throw refusal;
}

function visitorOf(request: BookingRequest): Visitor {
  return { first_name: request.first_name, last_name: request.last_name, email: request.email, phone: request.phone || null };
}

/** The answers to the type's questions, in its order, labelled; a missing, unknown or ill-formed one is 422 naming it. */
function intakeAnswers(questions: readonly IntakeFormField[], intake: Record<string, string | boolean>): [string, string][] {
  const details: Details = {};
  const asked = new Set(questions.map((question) => question.name));
  for (const name of Object.keys(intake)) if (!asked.has(name)) details[`intake.${name}`] = ['The session type asks no such question.'];
  const answers: [string, string][] = [];
  for (const question of questions) {
    const answer = answerOf(question, intake[question.name]);
    if (answer !== null && typeof answer === 'object') details[`intake.${question.name}`] = [answer.refusal];
    else if (answer !== null) answers.push([question.label, answer]);
  }
  if (Object.keys(details).length > 0) throw invalid(details);
  return answers;
}

/** The answer as the notes show it, null when unanswered, or why it is refused. */
function answerOf(question: IntakeFormField, given: string | boolean | undefined): string | null | { refusal: string } {
  if (question.type === 'checkbox') {
    const ticked = TICKED.has(given);
    if (question.required && !ticked) return { refusal: 'This box must be ticked.' };
    return ticked ? 'yes' : null;
  }
  const text = typeof given === 'string' ? given.trim() : '';
  if (typeof given === 'boolean') return { refusal: 'The answer must be text.' };
  if (text === '') return question.required ? { refusal: 'This question must be answered.' } : null;
  if (question.type === 'select' && !question.options?.includes(text)) return { refusal: `The answer must be one of: ${question.options?.join(', ')}.` };
  if (question.type === 'email' && !/^[^\s@]+@[^\s@]+$/.test(text)) return { refusal: 'The answer must be an email address.' };
  return text;
}

/** The visitor's message and answers, as the studio reads them in the session's notes. */
function notesOf(message: string | undefined, answers: [string, string][]): string | null {
  // A question ending in `?` or `:` reads well followed by its answer; a bare label takes a colon.
  const line = ([label, answer]: [string, string]) => (/[?:]$/.test(label) ? `${label} ${answer}` : `${label}: ${answer}`);
  const lines = [...(message?.trim() ? [message.trim()] : []), ...answers.map(line)];
  return lines.length > 0 ? lines.join('\n') : null;
}

function studioFace(studio: Studio) {
  return { name: studio.name, timezone: studio.timezone };
}

function typeFace(type: SessionTypeRow) {
  return {
    name: type.name,
    duration: type.duration,
    description: type.description,
    location: type.location,
    price: type.paymentAmountFull,
    currency: type.currency,
    cancellation_policy: type.cancellationPolicy,
    reschedule_policy: type.reschedulePolicy,
    intake_form_fields: type.intakeFormFields.map(questionFace),
  };
}

/** A question with its properties in the schema's order: jsonb gives an object's keys shortest first. */
function questionFace({ name, label, type, required, options }: IntakeFormField): IntakeFormField {
  return { name, label, type, required, options };
}
