/**
 * The booking page and its confirmation (API.md §11 "Booking"): HTML that works without JavaScript.
 * The page is a month of days, the chosen day's open times and the visitor's details in one form
 * posted to `POST /book/<slug>`; a refused form comes back with its values and the reasons beside them.
 */
import type { Details } from '../../platform/errors.js';
import { formatMoney } from '../../platform/money.js';
import { html, type Html } from '../../platform/pages/html.js';
import { layout } from '../../platform/pages/layout.js';
import { safeUrl } from '../../platform/pages/url.js';
import { BOOKING_PATH } from './session-types.js';
import { daySlots, localZoneMark, monthCalendar, type MonthOfSlots, type PickerChoice } from './slot-picker.js';
import type { IntakeFormField } from './tables.js';

export interface BookingMonthView extends MonthOfSlots {
  studio: { name: string; timezone: string };
  session_type: {
    name: string;
    duration: number;
    description: string | null;
    location: string | null;
    price: number | null;
    currency: string;
    intake_form_fields: IntakeFormField[];
  };
}

/** What the visitor sent, and why it was refused: empty on a first visit. */
export interface BookingForm {
  values: Record<string, unknown>;
  errors: Details;
  /** A sentence above the form, such as "That time was just taken." */
  notice: string | null;
}

export const EMPTY_FORM: BookingForm = { values: {}, errors: {}, notice: null };

export function bookingPageView(slug: string, view: BookingMonthView, choice: PickerChoice, form: BookingForm): Html {
  const basePath = `${BOOKING_PATH}${slug}`;
  const type = view.session_type;
  return layout({
    title: `Book: ${type.name}`,
    studioName: view.studio.name,
    main: html`<h1>${type.name}</h1>
${sessionFacts(view)}
${[...choice.notices, ...(form.notice ? [form.notice] : [])].map((notice) => html`<p class="notice" role="alert">${notice}</p>`)}
${Object.keys(form.errors).length > 0 ? html`<p class="notice" role="alert">Please check the fields marked below.</p>` : null}
${monthCalendar(basePath, view, choice)}
${choice.date ? bookingForm(basePath, view, choice, form) : html`<p>Pick a day with open times to see them.</p>`}`,
  });
}

function sessionFacts(view: BookingMonthView): Html {
  const type = view.session_type;
  return html`<section class="card" aria-label="The session">
<dl class="facts">
<dt>Duration</dt><dd>${type.duration} minutes</dd>
${type.price === null ? null : html`<dt>Price</dt><dd>${formatMoney(type.price, type.currency)}</dd>`}
${type.location ? html`<dt>Where</dt><dd>${type.location}</dd>` : null}
<dt>Studio</dt><dd>${view.studio.name}</dd>
<dt>Times shown in</dt><dd>${view.timezone}${view.timezone === view.studio.timezone ? null : html` (the studio is in ${view.studio.timezone})`}</dd>
</dl>
${type.description ? html`<p class="preformatted">${type.description}</p>` : null}
</section>`;
}

function bookingForm(basePath: string, view: BookingMonthView, choice: PickerChoice, form: BookingForm): Html {
  const date = choice.date as string;
  if (!view.days.some((day) => day.date === date && day.available)) return daySlots(view, date, undefined);
  const action = safeUrl(`${basePath}?${new URLSearchParams({ timezone: view.timezone })}`);
  const value = (name: string) => (typeof form.values[name] === 'string' ? (form.values[name] as string) : '');
  const intake = (form.values.intake ?? {}) as Record<string, unknown>;
  return html`<form method="post" action="${action}" class="booking-form"${localZoneMark(choice)}>
${daySlots(view, date, value('starts_at'))}
${fieldError(form.errors, 'starts_at')}
<fieldset>
<legend>Your details</legend>
${textField({ name: 'first_name', label: 'First name', autocomplete: 'given-name', required: true }, value('first_name'), form.errors)}
${textField({ name: 'last_name', label: 'Last name', autocomplete: 'family-name', required: true }, value('last_name'), form.errors)}
${textField({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', required: true }, value('email'), form.errors)}
${textField({ name: 'phone', label: 'Phone (optional)', type: 'tel', autocomplete: 'tel', required: false }, value('phone'), form.errors)}
${textArea('message', 'Message to the studio (optional)', false, value('message'), form.errors)}
${view.session_type.intake_form_fields.map((question) => intakeField(question, intake[question.name], form.errors))}
</fieldset>
<p class="actions"><button type="submit">Book this time</button></p>
</form>`;
}

interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  autocomplete?: string;
  required: boolean;
}

/** `first_name` → `field-first_name`; an intake answer's detail key (`intake.dog`) → `field-intake-dog`. */
const fieldId = (detailKey: string) => `field-${detailKey.replace(/\./g, '-')}`;

function described(errors: Details, detailKey: string): Html | null {
  return errors[detailKey] ? html` aria-invalid="true" aria-describedby="${fieldId(detailKey)}-error"` : null;
}

function fieldError(errors: Details, detailKey: string): Html | null {
  const messages = errors[detailKey];
  return messages ? html`<p class="field-error" id="${fieldId(detailKey)}-error">${messages.join(' ')}</p>` : null;
}

function textField(field: FieldSpec, value: string, errors: Details, detailKey = field.name): Html {
  return html`<div class="field">
<label for="${fieldId(detailKey)}">${field.label}</label>
<input id="${fieldId(detailKey)}" name="${field.name}" type="${field.type ?? 'text'}" value="${value}"${field.autocomplete ? html` autocomplete="${field.autocomplete}"` : null}${field.required ? html` required` : null}${described(errors, detailKey)}>
${fieldError(errors, detailKey)}
</div>`;
}

function textArea(name: string, label: string, required: boolean, value: string, errors: Details, detailKey = name): Html {
  return html`<div class="field">
<label for="${fieldId(detailKey)}">${label}</label>
<textarea id="${fieldId(detailKey)}" name="${name}" rows="4"${required ? html` required` : null}${described(errors, detailKey)}>${value}</textarea>
${fieldError(errors, detailKey)}
</div>`;
}

const INPUT_TYPES: Record<string, string> = { text: 'text', email: 'email', phone: 'tel' };

/** One of the session type's questions, named `intake[<name>]` as the form parser gathers them. */
function intakeField(question: IntakeFormField, given: unknown, errors: Details): Html {
  const name = `intake[${question.name}]`;
  const detailKey = `intake.${question.name}`;
  const value = typeof given === 'string' ? given : '';
  const id = fieldId(detailKey);
  if (question.type === 'checkbox') {
    return html`<div class="field field-checkbox">
<input id="${id}" name="${name}" type="checkbox"${given ? html` checked` : null}${question.required ? html` required` : null}${described(errors, detailKey)}>
<label for="${id}">${question.label}</label>
${fieldError(errors, detailKey)}
</div>`;
  }
  if (question.type === 'select') {
    return html`<div class="field">
<label for="${id}">${question.label}</label>
<select id="${id}" name="${name}"${question.required ? html` required` : null}${described(errors, detailKey)}>
<option value="">Choose…</option>
${(question.options ?? []).map((option) => html`<option value="${option}"${option === value ? html` selected` : null}>${option}</option>`)}
</select>
${fieldError(errors, detailKey)}
</div>`;
  }
  if (question.type === 'textarea') return textArea(name, question.label, question.required, value, errors, detailKey);
  return textField({ name, label: question.label, type: INPUT_TYPES[question.type] ?? 'text', required: question.required }, value, errors, detailKey);
}
