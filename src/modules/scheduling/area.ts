import { defineArea, type Platform } from '../../platform/area.js';
import type { App } from '../../platform/http.js';
import type { ClientService } from '../clients/service.js';
import type { EmailService } from '../emails/service.js';
import type { WebhookEvents } from '../webhooks/service.js';
import { BookingPageService } from './booking-page.js';
import { bookingPageRoutes } from './booking-routes.js';
import { CalendarFeedService } from './calendar.js';
import { calendarFileRoute } from './calendar-routes.js';
import { schedulingRoutes, type SchedulingServices } from './routes.js';
import { ZONE_SEGMENT_MARKERS } from './availability-routes.js';
import { ScheduleService } from './schedules.js';
import { SessionTypeService } from './session-types.js';
import { SessionService } from './sessions.js';
import { REMINDER_JOB, SessionMail } from './session-mail.js';

export const schedulingArea = defineArea({
  name: 'scheduling',
  tags: [
    {
      name: 'scheduling',
      description:
        'Session types and their booking rules, schedules of weekly hours with date overrides, open slots of a day or a month in ' +
        'any time zone, and booked sessions that never overlap.',
    },
  ],
  identifiers: [
    { format: 'set', names: 'session types' },
    { format: 'sch', names: 'schedules' },
    { format: 'sa', names: 'schedule intervals' },
    { format: 'ses', names: 'sessions' },
    { format: 'cf', names: 'calendar feeds' },
    { format: 'ct', names: 'contract templates' },
    { format: 'qt', names: 'questionnaire templates' },
  ],
  needs: ['clients', 'emails', 'webhooks'],
  services: ({ db, jobs }: Platform, { clients, emails, webhooks }: { clients: ClientService; emails: EmailService; webhooks: WebhookEvents }) => {
    const schedules = new ScheduleService(db);
    const sessionTypes = new SessionTypeService(db, schedules);
    const sessionMail = new SessionMail(db, emails, clients, jobs);
    const sessions = new SessionService(db, clients, sessionTypes, webhooks, sessionMail);
    return {
      schedules,
      sessionTypes,
      sessions,
      sessionMail,
      calendarFeeds: new CalendarFeedService(db, clients),
      bookingPage: new BookingPageService(db, sessionTypes, sessions),
    };
  },
  routes: schedulingRoutes,
  async outsideRoutes(app: App, { calendarFeeds, bookingPage }: SchedulingServices) {
    calendarFileRoute(app, calendarFeeds);
    await bookingPageRoutes(app, bookingPage);
  },
  slashedSegmentMarkers: ZONE_SEGMENT_MARKERS,
  jobs: (_platform: Platform, { sessionMail }: { sessionMail: SessionMail }) => [{ kind: REMINDER_JOB, handler: sessionMail.reminderJob() }],
  clientReferences: [{ constraint: 'sessions_client_fk', code: 'client_has_sessions', records: 'sessions' }],
});
