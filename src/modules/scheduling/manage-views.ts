/**
 * The pages of a booking after it is made: the confirmation, and the manage page its link opens
 * (cancel, or move to another open time of the chosen day). Times are shown in the visitor's zone and
 * the studio's, since a visitor may book from anywhere.
 */
import { formatTimeOf } from '../../platform/pages/dates.js';
import { html, type Html } from '../../platform/pages/html.js';
import { layout } from '../../platform/pages/layout.js';
import { safeUrl } from '../../platform/pages/url.js';
import type { ManagedBooking } from './booking-schemas.js';
import { MANAGE_PATH } from './manage-token.js';
import { daySlots, localZoneMark, monthCalendar, type MonthOfSlots, type PickerChoice } from './slot-picker.js';

const STATUS_LABELS: Record<ManagedBooking['status'], string> = { inquiry: 'Requested', booked: 'Booked', completed: 'Completed', cancelled: 'Cancelled' };

export const manageUrlOf = (token: string) => safeUrl(`${MANAGE_PATH}${token}`);
export const calendarFileUrlOf = (token: string) => safeUrl(`${MANAGE_PATH}${token}/session.ics`);

function bookingFacts(booking: ManagedBooking, zone: string): Html {
  const studioZone = booking.studio.timezone;
  return html`<section class="card" aria-label="Your session">
<dl class="facts">
<dt>Session</dt><dd>${booking.session_type.name} (${booking.session_type.duration} minutes)</dd>
<dt>When</dt><dd>${formatTimeOf(booking.starts_at, zone)} (${zone})</dd>
${zone === studioZone ? null : html`<dt>Studio's time</dt><dd>${formatTimeOf(booking.starts_at, studioZone)} (${studioZone})</dd>`}
${booking.location ? html`<dt>Where</dt><dd>${booking.location}</dd>` : null}
<dt>Studio</dt><dd>${booking.studio.name}</dd>
<dt>Status</dt><dd>${STATUS_LABELS[booking.status]}</dd>
</dl>
</section>`;
}

export function confirmationView(booking: ManagedBooking, token: string, manageUrl: string, zone: string): Html {
  return layout({
    title: 'You are booked',
    studioName: booking.studio.name,
    main: html`<h1>You are booked</h1>
${bookingFacts(booking, zone)}
<p><a href="${calendarFileUrlOf(token)}" download="session.ics">Add it to your calendar (.ics)</a></p>
<section aria-labelledby="manage-title">
<h2 id="manage-title">Your manage link</h2>
<p>Keep this link: it is the only way to cancel or move the session yourself.</p>
<p class="manage-link"><a href="${manageUrlOf(token)}">${manageUrl}</a></p>
</section>`,
  });
}

export interface MoveChoice {
  slots: MonthOfSlots;
  choice: PickerChoice;
}

export function manageView(booking: ManagedBooking, token: string, zone: string, move: MoveChoice | null, notices: string[]): Html {
  const changeable = booking.can_cancel || booking.can_move;
  return layout({
    title: 'Your session',
    studioName: booking.studio.name,
    main: html`<h1>Your session</h1>
${notices.map((notice) => html`<p class="notice" role="alert">${notice}</p>`)}
${bookingFacts(booking, zone)}
<p><a href="${calendarFileUrlOf(token)}" download="session.ics">Add it to your calendar (.ics)</a></p>
${changeable ? null : html`<p>This session can no longer be changed here: please contact the studio.</p>`}
${booking.can_cancel ? cancelForm(token, zone) : null}
${booking.can_move && move ? moveSection(token, move) : null}`,
  });
}

function cancelForm(token: string, zone: string): Html {
  return html`<form method="post" action="${safeUrl(`${MANAGE_PATH}${token}/cancel?${new URLSearchParams({ timezone: zone })}`)}" class="actions">
<button type="submit">Cancel this session</button>
</form>`;
}

function moveSection(token: string, { slots, choice }: MoveChoice): Html {
  const action = safeUrl(`${MANAGE_PATH}${token}/move?${new URLSearchParams({ timezone: slots.timezone })}`);
  return html`<section aria-labelledby="move-title">
<h2 id="move-title">Move to another time</h2>
${monthCalendar(`${MANAGE_PATH}${token}`, slots, choice)}
${choice.date
  ? html`<form method="post" action="${action}"${localZoneMark(choice)}>
${daySlots(slots, choice.date, undefined)}
<p class="actions"><button type="submit">Move to this time</button></p>
</form>`
  : html`<p>Pick a day with open times to see them.</p>`}
</section>`;
}
