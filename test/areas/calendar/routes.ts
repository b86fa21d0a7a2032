/** Calendar feeds (API.md §10): what the matrices cannot derive about their routes. */
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { created } from '../records.js';

export interface CalendarRecords {
  /** Listed by the matrices; its address must keep answering whatever another studio sends. */
  kept: { id: string; url: string };
  /** The first valid DELETE removes it; later ones meet a 404, which is fine. */
  doomed: { id: string };
  /** Given a new address by every valid rotation. */
  rotated: { id: string };
}

async function records(_server: TestServer, studio: TestStudio): Promise<CalendarRecords> {
  return {
    kept: await created(studio.api, '/calendar_feeds', { name: 'Kept' }),
    doomed: await created(studio.api, '/calendar_feeds'),
    rotated: await created(studio.api, '/calendar_feeds', { name: 'Rotated' }),
  };
}

export const calendar: AreaRoutes<CalendarRecords> = {
  name: 'calendar',
  records,
  routes: {
    'POST /calendar_feeds': { body: () => ({ name: 'My phone' }), bodyOptional: true },
    'GET /calendar_feeds': {},
    'POST /calendar_feeds/:feed_id/rotate': { params: (r) => ({ feed_id: r.rotated.id }), accepted: { status: 200 } },
    'DELETE /calendar_feeds/:feed_id': { params: (r) => ({ feed_id: r.doomed.id }) },
  },
};
