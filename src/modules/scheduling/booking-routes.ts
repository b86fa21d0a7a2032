/**
 * The booking page's JSON, outside the API (API.md §11): `/book/<slug>/slots`, `POST /book/<slug>`
 * and the manage link `/book/manage/<token>`. Public: the slug and the token are what a visitor has.
 * Unlike the API, unknown query parameters are let through (links pass through mail tools that add
 * theirs), and the writes take HTML forms as well as JSON, so that the page works without JavaScript.
 */
import { installFormParser } from '../../platform/form-body.js';
import { originOf, type App } from '../../platform/http.js';
import { Data, errorResponses, INVALID_BODY } from '../../platform/schemas.js';
import type { BookingPageService } from './booking-page.js';
import { BookingConfirmation, BookingMonth, BookingPageParams, BookingRequest, BookingSlotsQuery, ManagedBooking, ManageParams, MoveRequest } from './booking-schemas.js';
import { tags } from './route-config.js';

/** Public, in the standard area: errors take the standard shape and reads count against the per-address limit. */
const pageConfig = { access: 'public', area: 'standard' } as const;
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
  });
}

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
        200: Data(BookingMonth, 'The month\'s days and their slots.'),
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
        `one session; the others answer 409. The answer holds the booking's manage link, shown only here. ${LIMIT}`,
      params: BookingPageParams,
      body: BookingRequest,
      consumes: FORM_OR_JSON,
      response: {
        201: Data(BookingConfirmation, 'The session was booked.'),
        ...errorResponses(bookingConfig, 'POST', {
          404: [PAGE_CLOSED],
          409: [SLOT_UNAVAILABLE],
          422: [`${INVALID_BODY} Also an unanswered required question, an answer to a question not asked (\`intake.<name>\`), or a choice not offered.`],
        }),
      },
    },
    config: bookingConfig,
  }, async (req, reply) => reply.code(201).send({ data: await bookingPage.book(req.params.slug, req.body, originOf(req)) }));
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
        'and whether it may still be cancelled or moved here.',
      params: ManageParams,
      response: { 200: Data(ManagedBooking, 'The booking.'), ...errorResponses(manageConfig, 'GET', { 404: [UNKNOWN_LINK] }) },
    },
    config: manageConfig,
  }, async (req) => ({ data: await bookingPage.managed(req.params.token, originOf(req)) }));

  app.post('/book/manage/:token/cancel', {
    schema: {
      tags,
      security: [],
      operationId: 'cancelManagedBooking',
      summary: 'Cancel a booking from its manage page',
      description:
        'Cancels the booked session, freeing its slot, until its change deadline (its start less the session type\'s minimum notice). ' +
        `No body. ${LIMIT}`,
      params: ManageParams,
      consumes: FORM_OR_JSON,
      response: { 200: Data(ManagedBooking, 'The cancelled booking.'), ...errorResponses(manageWriteConfig, 'POST', changeErrors) },
    },
    config: manageWriteConfig,
  }, async (req) => ({ data: await bookingPage.cancel(req.params.token, originOf(req)) }));

  app.post('/book/manage/:token/move', {
    schema: {
      tags,
      security: [],
      operationId: 'moveManagedBooking',
      summary: 'Move a booking from its manage page',
      description:
        'Moves the booked session to another open slot of its session type (its own time aside), until its change deadline. ' +
        `Parallel moves and bookings onto one slot give one session; the others answer 409. ${LIMIT}`,
      params: ManageParams,
      body: MoveRequest,
      consumes: FORM_OR_JSON,
      response: {
        200: Data(ManagedBooking, 'The booking at its new time.'),
        ...errorResponses(manageWriteConfig, 'POST', { ...changeErrors, 409: [SLOT_UNAVAILABLE], 422: [INVALID_BODY, ...NOT_CHANGEABLE] }),
      },
    },
    config: manageWriteConfig,
  }, async (req) => ({ data: await bookingPage.move(req.params.token, req.body.starts_at, originOf(req)) }));
}
