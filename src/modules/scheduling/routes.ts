/** The scheduling routes of the API, one file a group; the calendar feeds are in calendar-routes.ts. */
import type { App } from '../../platform/http.js';
import type { Services } from '../../areas.js';
import { availabilityRoutes } from './availability-routes.js';
import { scheduleRoutes } from './schedule-routes.js';
import { sessionRoutes } from './session-routes.js';
import { sessionTypeRoutes } from './session-type-routes.js';

export { ZONE_SEGMENT_MARKERS } from './availability-routes.js';

/** The groups in this order, which is the order of their operations in the OpenAPI document. */
export function schedulingRoutes(app: App, services: Services): void {
  sessionTypeRoutes(app, services);
  availabilityRoutes(app, services);
  scheduleRoutes(app, services);
  sessionRoutes(app, services);
}
