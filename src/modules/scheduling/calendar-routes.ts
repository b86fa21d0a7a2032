import { Type } from 'typebox';
import { callerOf, originOf, type App } from '../../platform/http.js';
import { Data, errorResponses, FAILED_LOOKUPS_REFUSED, IDEMPOTENT, INVALID_BODY, invalidIdLine, Message, Paginated, STAFF_ONLY, StandardError } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import { CALENDAR_PATH, secretOfFile, type CalendarFeedService } from './calendar.js';
import { CalendarFeed, CalendarFeedCreate, CalendarFeedListQuery, CalendarFeedParams } from './calendar-schemas.js';
import { config, tags } from './route-config.js';

const feedId = (params: { feed_id: string }) => pathId('cf', params.feed_id, 'calendar feed');

const INVALID_ID = invalidIdLine('feed_id', 'cf', 'calendar feed');
const NOT_FOUND = '`not_found`: the studio has no calendar feed with this identifier.';

/** The calendar feeds of the API: create, list, delete. The feeds themselves are served by `calendarFileRoute`. */
export function calendarFeedRoutes(app: App, { calendarFeeds }: { calendarFeeds: CalendarFeedService }): void {
  app.post('/calendar_feeds', {
    schema: {
      tags,
      operationId: 'createCalendarFeed',
      summary: 'Create a calendar feed',
      description:
        'A secret address (`url`) of the studio\'s sessions in iCalendar form, for a calendar app to subscribe to: it lists ' +
        'every session that starts in the last 90 days or later, cancelled ones included, and needs no credential. The address ' +
        'is in this answer only (lists show `url: null`); the service keeps just a digest of its secret. Deleting the feed ' +
        `stops the address at once. The body may be left out. ${IDEMPOTENT} ${STAFF_ONLY}`,
      // The body may be left out: validated as {} (json-body.ts), and the document says so.
      'x-body-optional': true,
      body: CalendarFeedCreate,
      response: {
        201: Data(CalendarFeed, 'The feed was created; keep its `url` now.'),
        ...errorResponses(config, 'POST', { 422: [INVALID_BODY] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await calendarFeeds.create(callerOf(req), req.body, originOf(req)) }));

  app.get('/calendar_feeds', {
    schema: {
      tags,
      operationId: 'listCalendarFeeds',
      summary: 'List calendar feeds',
      description: `The studio's calendar feeds, newest first, a page at a time, without their addresses (\`url\` is null). ${STAFF_ONLY}`,
      querystring: CalendarFeedListQuery,
      response: {
        200: Paginated(CalendarFeed, 'A page of calendar feeds.', 'The feeds on this page, newest first.'),
        ...errorResponses(config, 'GET'),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await calendarFeeds.list(callerOf(req), { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/calendar_feeds/:feed_id/rotate', {
    schema: {
      tags,
      operationId: 'rotateCalendarFeed',
      summary: 'Give a calendar feed a new address',
      description:
        'Replaces the feed\'s secret: the old address answers 404 from now on, and the new one is in this answer only (calendar ' +
        `apps subscribed to the old one must subscribe again). No body. ${STAFF_ONLY}`,
      params: CalendarFeedParams,
      response: {
        200: Data(CalendarFeed, 'The feed with its new `url`; keep it now.'),
        ...errorResponses(config, 'POST', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await calendarFeeds.rotate(callerOf(req), feedId(req.params), originOf(req)) }));

  app.delete('/calendar_feeds/:feed_id', {
    schema: {
      tags,
      operationId: 'deleteCalendarFeed',
      summary: 'Delete a calendar feed',
      description: `Deletes the feed: its address answers 404 from now on. The sessions are not touched. ${STAFF_ONLY}`,
      params: CalendarFeedParams,
      response: {
        200: Message('The feed was deleted.'),
        ...errorResponses(config, 'DELETE', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => {
    await calendarFeeds.remove(callerOf(req), feedId(req.params));
    return { message: 'Calendar feed deleted.' };
  });
}

const FeedFileParams = Type.Object({
  file: Type.String({ description: 'The feed\'s secret and `.ics`, as in the `url` its creation answered.', examples: ['3kTqZ8mW1xR5vN9pL2cB6dH0wY4sJ7fG3aQ8eK1uT5o.ics'] }),
});

/**
 * The feed a calendar app subscribes to, outside the API (registered beside the storage routes). The
 * secret is the credential; it is 256 bits, beyond guessing, so the route has no per-address limit on
 * what it finds: calendar services fetch many studios' feeds from a few addresses, which such a limit
 * would throttle. Its misses count toward the address's failed look-ups, like every link's.
 */
export function calendarFileRoute(app: App, calendarFeeds: CalendarFeedService): void {
  app.get(`${CALENDAR_PATH}:file`, {
    schema: {
      tags,
      security: [],
      operationId: 'getCalendarFeedFile',
      summary: 'A calendar feed, in iCalendar form',
      description:
        'What a calendar app subscribes to, at the `url` that creating a feed answered; no credential, the address is the secret. ' +
        'One event per session starting in the last 90 days or later: `UID` the session id, times in UTC, `SUMMARY` the session ' +
        'type and the client\'s name, `STATUS` `TENTATIVE` for inquiries, `CONFIRMED` for booked and completed sessions, ' +
        '`CANCELLED` for cancelled ones. An address that no feed has, or whose feed was deleted, is 404 with a plain-text body.',
      params: FeedFileParams,
      response: {
        200: {
          description: 'The calendar (RFC 5545), named after the studio.',
          content: { 'text/calendar': { schema: { type: 'string', description: 'iCalendar text, CRLF line ends, lines folded at 75 octets.' } } },
        },
        404: {
          description: 'No feed has this address (never made, or deleted); the answer does not say which.',
          content: { 'text/plain': { schema: { type: 'string', description: '`Not found.`' } } },
        },
        429: Type.Object(StandardError.properties, { description: `- \`rate_limited\`: ${FAILED_LOOKUPS_REFUSED}` }),
      },
    },
    config: { access: 'public', credentialIn: 'path', failedLookupsLimited: true },
  }, async (req, reply) => {
    const secret = secretOfFile(req.params.file);
    const text = secret === undefined ? null : await calendarFeeds.feed(secret);
    if (text === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    return reply.type('text/calendar; charset=utf-8').send(text);
  });
}
