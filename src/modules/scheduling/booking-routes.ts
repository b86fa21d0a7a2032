/**
 * The booking page's JSON, outside the API (API.md §11): `/book/<slug>/slots`, `POST /book/<slug>`
 * and the manage link `/book/manage/<token>`. Public: the slug and the token are what a visitor has.
 * Unlike the API, unknown query parameters are let through (links pass through mail tools that add
 * theirs), and the writes take HTML forms as well as JSON, so that the page works without JavaScript.
 */
import { Type } from 'typebox';
import { ApiError } from '../../platform/errors.js';
import { installFormParser } from '../../platform/form-body.js';
import { builtToShape } from '../../platform/serialization.js';
import { originOf, type App } from '../../platform/http.js';
import { Data, errorResponses, FAILED_LOOKUPS_REFUSED, INVALID_BODY, StandardError } from '../../platform/schemas.js';
import type { FastifyReply } from 'fastify';
import { prefersHtml } from '../../platform/pages/negotiation.js';
import { answerPageFailure, forBrowsers, sendPage, withPages } from '../../platform/pages/route.js';
import type { BookingPageService } from './booking-page.js';
import { MANAGE_PATH } from './manage-token.js';
import { bookingPageRoute, bookingRefusalPage, manageRefusalPage, PickerQuerySchema, renderManagePage, sendConfirmation } from './booking-html.js';
import { BookingConfirmation, BookingMonth, BookingPageParams, BookingRequest, BookingSlotsQuery, ManagedBooking, ManageParams, MoveRequest } from './booking-schemas.js';
import { tags } from './route-config.js';

/**
 * Public, in the standard area: errors take the standard shape and reads count against the per-address
 * limit; a slug or token that finds nothing counts against the address's failed look-ups.
 */
const pageConfig = { access: 'public', area: 'standard', failedLookupsLimited: true } as const;
/** Bookings and their changes have their own per-address budget (BOOKING_RATE_LIMIT_PER_MINUTE). */
const bookingConfig = { ...pageConfig, rateLimitBucket: 'booking' } as const;
/** The manage link's token is its credential: the request log leaves it out. */
const manageConfig = { ...pageConfig, credentialIn: 'path' } as const;
const manageWriteConfig = { ...bookingConfig, credentialIn: 'path' } as const;
const FORM_OR_JSON = ['application/json', 'application/x-www-form-urlencoded'];

const PAGE_CLOSED = '`not_found`: no session type has this booking page, or its studio turned online booking off, set it to draft or deleted it.';
const UNKNOWN_LINK = '`not_found`: no booking has this manage link.';
const SLOT_UNAVAILABLE = '`slot_unavailable`: the time is not an open slot of the session type (taken meanwhile, or never offered): ask the slots again.';
const NOT_CHANGEABLE = [
  '`session_not_booked`: the session is cancelled or completed already.',
  '`notice_passed`: the session starts sooner than the session type\'s minimum notice: only the studio may change it now.',
];
const LIMIT = 'Limited per address, with cancelling and moving, to `BOOKING_RATE_LIMIT_PER_MINUTE` (30 by default) a minute.';

export async function bookingPageRoutes(app: App, bookingPage: BookingPageService): Promise<void> {
  await app.register(async (scope) => {
    installFormParser(scope as unknown as App);
    slotRoutes(scope as unknown as App, bookingPage);
    manageRoutes(scope as unknown as App, bookingPage);
    bookingPageRoute(scope as unknown as App, bookingPage);
  });
}

const BACK_TO_MANAGE_PAGE = { 303: 'For a browser: done; `Location` is the manage page.' };
const HTML_ANSWERS = 'A browser (`Accept` ranking `text/html` above JSON) gets pages instead: ';
const TimezoneQuery = Type.Object(
  { timezone: Type.Optional(Type.String({ maxLength: 100, description: 'For a browser: the time zone its answer page shows times in.', examples: ['Europe/London'] })) },
  { additionalProperties: true },
);

function slotRoutes(app: App, bookingPage: BookingPageService): void {
  app.get('/book/:slug/slots', {
    schema: {
      tags,
      security: [],
      operationId: 'getBookingPageSlots',
      summary: 'A month of a booking page',
      description:
        'What a session type\'s booking page (its `booking_url`) shows, without a credential: the session type (name, duration, price, ' +
        'description, questions), its studio, and every day of `month` in `timezone` with its open slots, the same ones the studio\'s ' +
        'day and month availability offer. No data about other bookings is shown.',
      params: BookingPageParams,
      querystring: BookingSlotsQuery,
      response: {
        200: builtToShape(Data(BookingMonth, 'The month\'s days and their slots.')),
        ...errorResponses(pageConfig, 'GET', {
          400: ['`invalid_request`: `month` is not a month `YYYY-MM` from 1000 to 9998, or `timezone` is not a time zone name (`details` names it).'],
          404: [PAGE_CLOSED],
        }),
      },
    },
    config: pageConfig,
  }, async (req) => ({ data: await bookingPage.month(req.params.slug, req.query) }));

  app.post('/book/:slug', {
    schema: {
      tags,
      security: [],
      operationId: 'bookFromBookingPage',
      summary: 'Book from a booking page',
      description:
        'Books an open slot of the page\'s session type for a visitor, without a credential, as JSON or as a form. The studio\'s client ' +
        'with the visitor\'s email is booked (its details unchanged), or a new lead is made with the visitor\'s name, email and phone. ' +
        'The message and the answers to the session type\'s questions go into the session\'s notes. Parallel bookings of one slot give ' +
        `one session; the others answer 409. The answer holds the booking's manage link, shown only here. ${LIMIT} ${HTML_ANSWERS}` +
        'the confirmation (201), the page again with "That time was just taken." (409) or with the reasons beside the fields (422).',
      params: BookingPageParams,
      querystring: TimezoneQuery,
      body: BookingRequest,
      consumes: FORM_OR_JSON,
      response: withPages({
        201: Data(BookingConfirmation, 'The session was booked.'),
        ...errorResponses(bookingConfig, 'POST', {
          404: [PAGE_CLOSED],
          409: [SLOT_UNAVAILABLE],
          422: [`${INVALID_BODY} Also an unanswered required question, an answer to a question not asked (\`intake.<name>\`), or a choice not offered.`],
        }),
      }),
    },
    config: bookingConfig,
    errorHandler: forBrowsers(bookingRefusalPage(bookingPage)),
  }, async (req, reply) => {
    const { confirmation, token } = await bookingPage.book(req.params.slug, req.body, originOf(req));
    if (prefersHtml(req)) return sendConfirmation(reply, bookingPage, token, confirmation.manage_url, originOf(req), req.query.timezone);
    return reply.code(201).send({ data: confirmation });
  });
}

function manageRoutes(app: App, bookingPage: BookingPageService): void {
  const changeErrors = { 404: [UNKNOWN_LINK], 422: NOT_CHANGEABLE };

  app.get('/book/manage/:token', {
    schema: {
      tags,
      security: [],
      operationId: 'getManagedBooking',
      summary: 'A booking\'s manage page',
      description:
        'The booking behind a manage link (the `manage_url` a booking answered), without a credential: its time, session type, status, ' +
        `and whether it may still be cancelled or moved here. ${HTML_ANSWERS}the manage page, with a Cancel button and a Move form ` +
        'listing the open times of the day `date` names.',
      params: ManageParams,
      querystring: PickerQuerySchema,
      response: withPages({ 200: Data(ManagedBooking, 'The booking.'), ...errorResponses(manageConfig, 'GET', { 404: [UNKNOWN_LINK] }) }),
    },
    config: manageConfig,
    errorHandler: forBrowsers(answerPageFailure),
  }, async (req, reply) => {
    if (prefersHtml(req)) return sendPage(reply, 200, await renderManagePage(bookingPage, req.params.token, req.query, originOf(req)));
    return { data: await bookingPage.managed(req.params.token, originOf(req)) };
  });

  app.post('/book/manage/:token/cancel', {
    schema: {
      tags,
      security: [],
      operationId: 'cancelManagedBooking',
      summary: 'Cancel a booking from its manage page',
      description:
        'Cancels the booked session, freeing its slot, until its change deadline (its start less the session type\'s minimum notice). ' +
        `No body. ${LIMIT} ${HTML_ANSWERS}a 303 back to the manage page, or the manage page saying why not.`,
      params: ManageParams,
      querystring: TimezoneQuery,
      consumes: FORM_OR_JSON,
      response: withPages({ 200: Data(ManagedBooking, 'The cancelled booking.'), ...errorResponses(manageWriteConfig, 'POST', changeErrors) }, BACK_TO_MANAGE_PAGE),
    },
    config: manageWriteConfig,
    errorHandler: forBrowsers(manageRefusalPage(bookingPage)),
  }, async (req, reply) => {
    const cancelled = await bookingPage.cancel(req.params.token, originOf(req));
    if (prefersHtml(req)) return backToManagePage(reply, req.params.token, req.query.timezone);
    return { data: cancelled };
  });

  app.post('/book/manage/:token/move', {
    schema: {
      tags,
      security: [],
      operationId: 'moveManagedBooking',
      summary: 'Move a booking from its manage page',
      description:
        'Moves the booked session to another open slot of its session type (its own time aside), until its change deadline. ' +
        `Parallel moves and bookings onto one slot give one session; the others answer 409. ${LIMIT} ${HTML_ANSWERS}a 303 back to ` +
        'the manage page, or the manage page saying why not.',
      params: ManageParams,
      querystring: TimezoneQuery,
      body: MoveRequest,
      consumes: FORM_OR_JSON,
      response: withPages({
        200: Data(ManagedBooking, 'The booking at its new time.'),
        ...errorResponses(manageWriteConfig, 'POST', { ...changeErrors, 409: [SLOT_UNAVAILABLE], 422: [INVALID_BODY, ...NOT_CHANGEABLE] }),
      }, BACK_TO_MANAGE_PAGE),
    },
    config: manageWriteConfig,
    errorHandler: forBrowsers(manageRefusalPage(bookingPage)),
  }, async (req, reply) => {
    const moved = await bookingPage.move(req.params.token, req.body.starts_at, originOf(req));
    if (prefersHtml(req)) return backToManagePage(reply, req.params.token, req.query.timezone);
    return { data: moved };
  });

  app.get('/book/manage/:token/session.ics', {
    schema: {
      tags,
      security: [],
      operationId: 'getManagedBookingCalendarFile',
      summary: 'A booking as a calendar file',
      description:
        'The booked session as a single iCalendar event (RFC 5545), for adding to a calendar app; the manage link\'s token is the ' +
        'credential. `STATUS` is `CANCELLED` once the session is cancelled. An unknown token is 404 with a plain-text body.',
      params: ManageParams,
      response: {
        200: { description: 'The event.', content: { 'text/calendar': { schema: { type: 'string', description: 'iCalendar text with one VEVENT.' } } } },
        404: { description: 'No booking has this manage link.', content: { 'text/plain': { schema: { type: 'string', description: '`Not found.`' } } } },
        429: Type.Object(StandardError.properties, { description: `- \`rate_limited\`: ${FAILED_LOOKUPS_REFUSED}` }),
      },
    },
    config: { access: 'public', credentialIn: 'path', failedLookupsLimited: true },
    // A token of the wrong shape (longer than any link's) is no booking's link either: the same 404,
    // not the 400 of a path parameter, which this file's answers do not include.
    errorHandler: (error, _req, reply) => {
      const isUnknownLink = (error instanceof ApiError && error.status === 404) || error.validationContext === 'params';
      if (isUnknownLink) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
      throw error;
    },
  }, async (req, reply) => {
    const text = await bookingPage.calendarFile(req.params.token, originOf(req));
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="session.ics"').send(text);
  });
}

/** POST, redirect, GET: reloading the manage page never sends the change again. */
function backToManagePage(reply: FastifyReply, token: string, timezone: string | undefined) {
  const query = timezone ? `?${new URLSearchParams({ timezone })}` : '';
  return reply.header('cache-control', 'no-store').redirect(`${MANAGE_PATH}${token}${query}`, 303);
}
