/** The scheduling routes of the API, one file a group. */
import type { App } from '../../platform/http.js';
import type { BookingPageService } from './booking-page.js';
import type { CalendarFeedService } from './calendar.js';
import type { ScheduleService } from './schedules.js';
import type { SessionTypeService } from './session-types.js';
import type { SessionService } from './sessions.js';
import { availabilityRoutes } from './availability-routes.js';
import { calendarFeedRoutes } from './calendar-routes.js';
import { scheduleRoutes } from './schedule-routes.js';
import { sessionRoutes } from './session-routes.js';
import { sessionTypeRoutes } from './session-type-routes.js';

export interface SchedulingServices {
  schedules: ScheduleService;
  sessionTypes: SessionTypeService;
  sessions: SessionService;
  /** Secret iCalendar addresses of the studio's sessions; their files are served outside the API. */
  calendarFeeds: CalendarFeedService;
  /** The JSON behind session types' booking pages and their bookings' manage links, served outside the API. */
  bookingPage: BookingPageService;
}

/** The groups in this order, which is the order of their operations in the OpenAPI document. */
export function schedulingRoutes(app: App, services: SchedulingServices): void {
  sessionTypeRoutes(app, services);
  availabilityRoutes(app, services);
  scheduleRoutes(app, services);
  sessionRoutes(app, services);
  calendarFeedRoutes(app, services);
}
