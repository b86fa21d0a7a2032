/**
 * Mail about sessions (API.md §11): `session_booked` to the client (the time in the studio's zone, the
 * `.ics`, the manage link) and to the studio's users; `session_changed` when the client moves or
 * cancels from the manage page; `session_reminder` `reminder_hours` before a booked session's start.
 *
 * Reminders: a job per session and start, queued with the booking (or the move) in its transaction to
 * run at the reminder's time (`startAfter`). We chose this over a periodic sweep: nothing scans every
 * studio's sessions each minute, and the time is known when the session is written. A session moved
 * gets a new job for its new start; the old one finds the start changed (or the session cancelled)
 * and does nothing. Exactly once, whatever the instances and restarts: the reminder is recorded with
 * the start as its occasion, unique per session in the outbox, so a job run twice (its instance died
 * after the insert) or two jobs for the same start record one mail.
 */
import { Temporal } from 'temporal-polyfill';
import { eq } from 'drizzle-orm';
import { staffOf, type Studio } from '../../platform/access.js';
import { studioColumns } from '../../platform/auth/queries.js';
import { studios } from '../../platform/auth/tables.js';
import type { Db, Tx } from '../../platform/db/pool.js';
import type { JobHandler, JobQueue } from '../../platform/jobs/queue.js';
import { formatTimeOf } from '../../platform/pages/dates.js';
import { mailBody } from '../../platform/pages/mail-body.js';
import type { ClientService } from '../clients/service.js';
import type { EmailKind, EmailService, OutgoingMail } from '../emails/service.js';
import { bookingEventText } from './ics.js';
import { manageUrl } from './manage-token.js';
import { scheduleQueries, type SessionTypeRow } from './queries.js';
import { sessionQueries, type SessionRow } from './session-queries.js';

export const REMINDER_JOB = 'scheduling.session_reminder';

/** The kinds of mail a client gets about a session. */
type SessionMailKind = Extract<EmailKind, 'session_booked' | 'session_changed' | 'session_reminder'>;

interface ReminderPayload {
  studioId: string;
  sessionId: string;
  /** The start the reminder is for, as the session stored it. */
  startsAt: string;
  origin: string;
}

/** What a mail about a session is sent with: the studio, the origin of links, the manage link's secret when there is one. */
export interface SessionMailContext {
  studio: Studio;
  origin: string;
  manageToken: string | null;
}

export class SessionMail {
  constructor(
    private db: Db,
    private emails: EmailService,
    private clients: ClientService,
    private jobs: JobQueue,
  ) {}

  /** `session_booked`: the client, with the `.ics` and the manage link, and each of the studio's users. */
  async booked(tx: Tx, context: SessionMailContext, session: SessionRow, type: SessionTypeRow): Promise<void> {
    await this.toClient(tx, context, session, type, 'session_booked');
    const when = whenOf(session, context.studio);
    const client = await this.clients.referenced(staffOf(context.studio), session.clientId, tx);
    const name = [client.first_name, client.last_name].filter(Boolean).join(' ') || client.email || 'A client';
    for (const address of await this.emails.staffAddresses(tx, context.studio.id)) {
      await this.emails.queue(tx, context, {
        kind: 'session_booked',
        to: address,
        subject: `New booking: ${type.name}, ${when}`,
        relatedId: session.id,
        body: mailBody({
          studioName: context.studio.name,
          greeting: 'Hello,',
          paragraphs: [`${name} has booked ${type.name}.`],
          facts: factsOf(session, type, context.studio, client.email),
        }),
      });
    }
  }

  /** `session_changed`: the client is told the session's new time, or that it is cancelled. */
  async changed(tx: Tx, context: SessionMailContext, session: SessionRow, type: SessionTypeRow): Promise<void> {
    await this.toClient(tx, context, session, type, 'session_changed');
  }

  /** Queues the reminder of a booked session for its start, unless its type wants none or the time has passed. */
  async scheduleReminder(tx: Tx, context: Pick<SessionMailContext, 'studio' | 'origin'>, session: SessionRow, type: SessionTypeRow): Promise<void> {
    if (session.status !== 'booked' || type.reminderHours === null) return;
    const remindAt = Temporal.Instant.from(session.startsAt).subtract({ hours: type.reminderHours });
    // A session booked closer to its start than the reminder would be has just had its booking mail.
    if (Temporal.Instant.compare(remindAt, Temporal.Now.instant()) <= 0) return;
    const payload: ReminderPayload = { studioId: context.studio.id, sessionId: session.id, startsAt: session.startsAt, origin: context.origin };
    await this.jobs.enqueue(tx, REMINDER_JOB, { ...payload }, { startAfter: remindAt.toString() });
  }

  reminderJob(): JobHandler {
    const sessions = sessionQueries(this.db);
    const types = scheduleQueries(this.db);
    return {
      run: async (payload) => {
        const { studioId, sessionId, startsAt, origin } = payload as unknown as ReminderPayload;
        await this.db.transaction(async (tx) => {
          const session = await sessions.byId(studioId, sessionId, tx);
          // Moved (its new start has a job of its own), cancelled or deleted since: no reminder for this start.
          if (session?.status !== 'booked' || session.startsAt !== startsAt) return;
          const type = await types.sessionTypeById(studioId, session.sessionTypeId, tx, true);
          const [studio] = await tx.select(studioColumns).from(studios).where(eq(studios.id, studioId));
          if (!type || type.reminderHours === null || !studio) return;
          await this.toClient(tx, { studio, origin, manageToken: null }, session, type, 'session_reminder', startsAt);
        });
      },
      // A reminder that could not be recorded is not retried past its session's start: nothing to tell anyone.
      givenUp: async () => {},
    };
  }

  private async toClient(tx: Tx, context: SessionMailContext, session: SessionRow, type: SessionTypeRow, kind: SessionMailKind, occasion?: string): Promise<void> {
    const client = await this.clients.referenced(staffOf(context.studio), session.clientId, tx);
    if (!client.email) return;
    const mail = clientMail(context, session, type, kind, client);
    await this.emails.queue(tx, context, { ...mail, to: client.email, ...(occasion ? { occasion } : {}) });
  }
}

const whenOf = (session: SessionRow, studio: Studio) => formatTimeOf(session.startsAt, studio.timezone);

function factsOf(session: SessionRow, type: SessionTypeRow, studio: Studio, email?: string | null): [string, string][] {
  return [
    ['When', `${whenOf(session, studio)} (${studio.timezone})`],
    ['Length', `${type.duration} minutes`],
    ...(session.location ? [['Where', session.location] as [string, string]] : []),
    ...(email ? [['Client', email] as [string, string]] : []),
  ];
}

const SUBJECTS: Record<SessionMailKind, (type: string, studio: string) => string> = {
  session_booked: (type, studio) => `Booked: ${type} with ${studio}`,
  session_changed: (type, studio) => `Changed: ${type} with ${studio}`,
  session_reminder: (type, studio) => `Reminder: ${type} with ${studio}`,
};

function clientMail(
  { studio, origin, manageToken }: SessionMailContext, session: SessionRow, type: SessionTypeRow, kind: SessionMailKind, client: { first_name: string | null },
): Omit<OutgoingMail, 'to'> {
  const cancelled = session.status === 'cancelled';
  const link = manageToken ? manageUrl(origin, manageToken) : null;
  const opening: Record<SessionMailKind, string> = {
    session_booked: `Your ${type.name} with ${studio.name} is booked.`,
    session_changed: cancelled ? `Your ${type.name} with ${studio.name} is cancelled.` : `Your ${type.name} with ${studio.name} has moved.`,
    session_reminder: `A reminder: your ${type.name} with ${studio.name} is coming up.`,
  };
  const subject = cancelled ? `Cancelled: ${type.name} with ${studio.name}` : SUBJECTS[kind](type.name, studio.name);
  return {
    kind,
    subject,
    relatedId: session.id,
    body: mailBody({
      studioName: studio.name,
      greeting: client.first_name ? `Hello ${client.first_name},` : 'Hello,',
      paragraphs: [opening[kind], ...(cancelled || !link ? [] : ['The calendar file attached adds it to your calendar. To cancel or move it, use the link below.'])],
      facts: factsOf(session, type, studio),
      links: link && !cancelled ? [{ label: 'Cancel or move', url: link }] : [],
    }),
    attachments: kind === 'session_reminder' ? [] : [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: bookingEventText(studio, session, type, link) }],
  };
}
