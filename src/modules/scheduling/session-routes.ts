/** The routes of booked sessions: list, count of inquiries, booking, moving, cancelling. */
import { Type } from 'typebox';
import { callerOf, originOf, type App } from '../../platform/http.js';
import { builtToShape } from '../../platform/serialization.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { SessionService } from './sessions.js';
import { config, tags } from './route-config.js';
import { Session, SessionCreate, SessionListQuery, SessionParams, SessionUpdate } from './session-schemas.js';

const sessionId = (params: { session_id: string }) => pathId('ses', params.session_id, 'session');

const SESSION_INVALID_ID = invalidIdLine('session_id', 'ses', 'session');
const SESSION_NOT_FOUND = '`not_found`: the studio has no session with this identifier.';
/** The reads a client portal token may also call, for its own sessions (API.md §11). */
const readConfig = { ...config, access: 'any' } as const;
const CLIENT_READS = 'Studio staff and client portal tokens; a client reads only its own sessions.';
const ACCESS_DENIED = '`access_denied`: a client portal token asked for another client\'s session.';
const SLOT_UNAVAILABLE = '`slot_unavailable`: the start is not an open slot of the session type (outside its hours or notice, or taken, buffers included).';

export function sessionRoutes(app: App, { sessions }: { sessions: SessionService }): void {
  app.get('/sessions', {
    schema: {
      tags,
      operationId: 'listSessions',
      summary: 'List sessions',
      description:
        'The studio\'s sessions with their client and session type, by start time, a page at a time. `from` and `to` are dates in the ' +
        `studio's time zone, both included. ${CLIENT_READS}`,
      querystring: SessionListQuery,
      response: {
        200: builtToShape(Paginated(Session, 'A page of sessions.', 'The sessions on this page, by start time.')),
        ...errorResponses(readConfig, 'GET', { 400: [invalidIdLine('client_id', 'cl', 'client')] }),
      },
    },
    config: readConfig,
  }, async (req) => {
    const { page, per_page, client_id, ...filter } = req.query;
    const query = { ...filter, client_id: client_id === undefined ? undefined : pathId('cl', client_id, 'client') };
    const { data, meta } = await sessions.list(callerOf(req), query, { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.get('/sessions/inquiry/count', {
    schema: {
      tags,
      operationId: 'countSessionInquiries',
      summary: 'Count inquiries',
      description: `How many sessions are inquiries waiting for an answer. ${STAFF_ONLY}`,
      response: {
        200: Data(Type.Object({ count: Type.Integer({ description: 'Sessions whose status is `inquiry`.', examples: [3] }) }, { description: 'The count.' }), 'The count.'),
        ...errorResponses(config, 'GET'),
      },
    },
    config,
  }, async (req) => ({ data: await sessions.inquiryCount(callerOf(req)) }));

  app.post('/sessions', {
    schema: {
      tags,
      operationId: 'createSession',
      summary: 'Book a session',
      description:
        'Books a client onto an open slot of a session type: `starts_at` must be one of the slots availability offers. Parallel ' +
        'bookings of one slot give one session; the others answer 409. The location is copied from the session type. ' +
        `${IDEMPOTENT} ${STAFF_ONLY}`,
      body: SessionCreate,
      response: {
        201: Data(Session, 'The session was booked.'),
        ...errorResponses(config, 'POST', {
          409: [SLOT_UNAVAILABLE],
          422: [`${INVALID_BODY} Also a \`session_type_id\` or \`client_id\` the studio does not have.`],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await sessions.create(callerOf(req), req.body, originOf(req)) }));

  app.get('/sessions/:session_id', {
    schema: {
      tags,
      operationId: 'getSession',
      summary: 'Get a session',
      description: `One session with its client and session type. ${CLIENT_READS}`,
      params: SessionParams,
      response: { 200: Data(Session, 'The session.'), ...errorResponses(readConfig, 'GET', { 400: [SESSION_INVALID_ID], 403: [ACCESS_DENIED], 404: [SESSION_NOT_FOUND] }) },
    },
    config: readConfig,
  }, async (req) => ({ data: await sessions.get(callerOf(req), sessionId(req.params)) }));

  app.put('/sessions/:session_id', {
    schema: {
      tags,
      operationId: 'updateSession',
      summary: 'Move, cancel or complete a session',
      description:
        'Changes the fields given. A new `starts_at` must be an open slot (the session\'s own time aside); `cancelled` frees the slot, ' +
        `and booking a cancelled session again needs its slot to be open. ${STAFF_ONLY}`,
      params: SessionParams,
      body: SessionUpdate,
      response: {
        200: Data(Session, 'The session after the change.'),
        ...errorResponses(config, 'PUT', { 400: [SESSION_INVALID_ID], 404: [SESSION_NOT_FOUND], 409: [SLOT_UNAVAILABLE], 422: [INVALID_BODY] }),
      },
    },
    config,
  }, async (req) => ({ data: await sessions.update(callerOf(req), sessionId(req.params), req.body, originOf(req)) }));
}
