/**
 * The booking pages a browser gets (API.md §11 "Booking"): `GET /book/<slug>`, and the HTML answers
 * of the routes whose JSON booking-routes.ts declares, chosen when `Accept` prefers HTML. A refused
 * booking answers the page again (409 with the other times, 422 with the reasons beside the fields);
 * any other failure is a page too, never an API error body.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError, type Details } from '../../platform/errors.js';
import { originOf, type App } from '../../platform/http.js';
import { pageRoute, answerPageFailure, sendPage } from '../../platform/pages/route.js';
import { validationDetails } from '../../platform/validation.js';
import type { BookingPageService } from './booking-page.js';
import { bookingPageView, EMPTY_FORM, type BookingForm } from './booking-views.js';
import { confirmationView, manageView, type MoveChoice } from './manage-views.js';
import { choosePicker, dayOf, type PickerChoice, type PickerQuery } from './slot-picker.js';
import { BOOKING_PATH } from './session-types.js';
import { tags } from './route-config.js';

/** What the pages read from their address; anything else (a mail tool's `utm_source`) is let through. */
export const PickerQuerySchema = Type.Object(
  {
    month: Type.Optional(Type.String({ maxLength: 100, description: 'The month to show, `YYYY-MM`; this month by default.', examples: ['2027-06'] })),
    date: Type.Optional(Type.String({ maxLength: 100, description: 'The day whose open times to list, `YYYY-MM-DD`.', examples: ['2027-06-07'] })),
    timezone: Type.Optional(Type.String({ maxLength: 100, description: 'The visitor\'s time zone (IANA); the studio\'s by default.', examples: ['Europe/London'] })),
  },
  { additionalProperties: true },
);

export const TAKEN = 'That time was just taken.';

export function bookingPageRoute(app: App, bookingPage: BookingPageService): void {
  pageRoute<{ slug: string }>(app, {
    url: `${BOOKING_PATH}:slug`,
    schema: {
      tags,
      operationId: 'openBookingPage',
      summary: 'A session type\'s booking page, for visitors',
      description:
        'What a session type\'s `booking_url` opens in a browser, without a credential: the session type, its studio and zone, a month ' +
        'of days whose open ones are links, and with `date` that day\'s open times and the booking form, posted to `POST /book/<slug>`. ' +
        'HTML that works without JavaScript. A month, day or zone that cannot be read is named on the page, never an error.',
      params: Type.Object({ slug: Type.String({ maxLength: 64, description: 'The booking page\'s slug, as in `booking_url`.', examples: ['k3Tq8ZmW1xR5vN9pL2cB6dH0'] }) }),
      querystring: PickerQuerySchema,
    },
    found: 'The booking page.',
    render: (req) => renderBookingPage(bookingPage, req.params.slug, req.query, EMPTY_FORM),
  });
}

async function renderBookingPage(bookingPage: BookingPageService, slug: string, query: PickerQuery, form: BookingForm) {
  const { choice, month } = await bookingPage.chosenMonth(slug, (studioZone) => pickerOf(query, form, studioZone));
  return bookingPageView(slug, month, choice, form);
}

/** What the page shows: what its address asks for, or, for a refused form, the day of the time it asked for. */
function pickerOf(query: PickerQuery, form: BookingForm, studioZone: string): PickerChoice {
  const choice = choosePicker(query, studioZone);
  const startsAt = form.values.starts_at;
  const dayOfSlot = typeof startsAt === 'string' ? dayOf(startsAt, choice.zone) : null;
  return dayOfSlot && !query.date ? choosePicker({ ...query, date: dayOfSlot, month: dayOfSlot.slice(0, 7) }, studioZone) : choice;
}

/** The confirmation of a booking just made, in the zone the visitor's page showed. */
export async function sendConfirmation(reply: FastifyReply, bookingPage: BookingPageService, token: string, manageUrl: string, origin: string, timezone?: string) {
  const booking = await bookingPage.managed(token, origin);
  const { zone } = choosePicker({ timezone }, booking.studio.timezone);
  return sendPage(reply, 201, confirmationView(booking, token, manageUrl, zone));
}

/** A browser's refused booking: the page again with the reasons, or a failure page. */
export function bookingRefusalPage(bookingPage: BookingPageService) {
  return async (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { slug } = req.params as { slug: string };
    const query = req.query as { timezone?: string };
    const values = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    try {
      if (error instanceof ApiError && error.status === 409) {
        const form = { values, errors: {}, notice: TAKEN };
        return sendPage(reply, 409, await renderBookingPage(bookingPage, slug, { timezone: query.timezone }, form));
      }
      const details = refusedFields(error);
      if (details) return sendPage(reply, 422, await renderBookingPage(bookingPage, slug, { timezone: query.timezone }, { values, errors: details, notice: null }));
      return answerPageFailure(error, req, reply);
    } catch (failure) {
      return answerPageFailure(failure as FastifyError, req, reply);
    }
  };
}

function refusedFields(error: FastifyError): Details | null {
  if (error instanceof ApiError) return error.status === 422 ? (error.details ?? {}) : null;
  if (error.validation && error.validationContext === 'body') return validationDetails(error.validation as never);
  return null;
}

/** The manage page, with the move form on the day the address names. */
export async function renderManagePage(bookingPage: BookingPageService, token: string, query: PickerQuery, origin: string, notices: string[] = []) {
  const booking = await bookingPage.managed(token, origin);
  const choice = choosePicker(query, booking.studio.timezone);
  const slug = booking.booking_url?.slice(booking.booking_url.lastIndexOf('/') + 1);
  const move: MoveChoice | null = booking.can_move && slug
    ? { slots: await bookingPage.month(slug, { month: choice.month, timezone: choice.zone }), choice }
    : null;
  return manageView(booking, token, choice.zone, move, [...choice.notices, ...notices]);
}

/** After a browser's cancel or move: back to the manage page (POST, redirect, GET), or the page with why it was refused. */
export function manageRefusalPage(bookingPage: BookingPageService) {
  return async (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { token } = req.params as { token: string };
    const query = req.query as PickerQuery;
    const refusal = manageRefusal(error);
    if (!refusal) return answerPageFailure(error, req, reply);
    try {
      return sendPage(reply, refusal.status, await renderManagePage(bookingPage, token, { timezone: query.timezone }, originOf(req), [refusal.notice]));
    } catch (failure) {
      return answerPageFailure(failure as FastifyError, req, reply);
    }
  };
}

function manageRefusal(error: FastifyError): { status: number; notice: string } | null {
  // The move form's only field is the time: a body the schema refuses is a form sent without one.
  if (error.validation && error.validationContext === 'body') return { status: 422, notice: 'Pick one of the open times to move to.' };
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return { status: 409, notice: TAKEN };
  return error.status === 422 ? { status: 422, notice: error.message } : null;
}
