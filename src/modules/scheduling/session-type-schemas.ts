/** Schemas of session types: what a session lasts and costs, how it is booked, and its schedule. */
import { Type, type Static } from 'typebox';
import { Described, Id, Money, Nullable, Page, PageSize, PathId, Query, StringEnum, Timestamp } from '../../platform/schemas.js';
import { Intervals, Schedule } from './schedule-schemas.js';

/** Longest duration, buffer or step: a week of minutes. */
const MAX_MINUTES = 10_080;
/** Longest notice: ten years of days. */
const MAX_NOTICE_DAYS = 3_650;
/** A reminder at most 30 days ahead. */
const MAX_REMINDER_HOURS = 720;
/** Longest free text: descriptions, policies, notes. */
export const MAX_TEXT = 5_000;

const Minutes = (description: string, minimum: number) =>
  Type.Integer({ minimum, maximum: MAX_MINUTES, description: `${description} Minutes, ${minimum} to ${MAX_MINUTES}.` });

const PaymentMethod = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, description: 'The label clients see.', examples: ['Bank transfer'] }),
    enabled: Type.Boolean({ description: 'Whether clients may pay this way.' }),
    type: StringEnum(['service-payments', 'manual'], { description: '`service-payments` (card payments through the service) or `manual` (paid outside it).', examples: ['manual'] }),
    instructions: Type.Optional(Nullable(Type.String({ maxLength: MAX_TEXT, description: 'For `manual`: how to pay.', examples: ['IBAN GB33BUKB20201555555555'] }))),
  },
  { additionalProperties: false, description: 'A way clients may pay for the session.' },
);

const IntakeFormField = Type.Object(
  {
    name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'The answer\'s key: a letter, then letters, digits or `_` (up to 64).', examples: ['shoot_location'] }),
    label: Type.String({ minLength: 1, maxLength: 200, description: 'The question clients see.', examples: ['Where would you like the shoot?'] }),
    type: StringEnum(['text', 'textarea', 'email', 'phone', 'select', 'checkbox'], { description: 'The kind of answer.', examples: ['text'] }),
    required: Type.Boolean({ description: 'Whether clients must answer.' }),
    options: Type.Optional(Described(Nullable(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 50 })), 'For `select`: the choices, 1 to 50.')),
  },
  { additionalProperties: false, description: 'A question clients answer when they book.' },
);

const TaxInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, description: 'The tax\'s name.', examples: ['VAT'] }),
    rate: Type.Number({ minimum: 0, maximum: 100, description: 'Percent, 0 to 100, at most two decimals (20 = 20 %).', examples: [20] }),
  },
  { additionalProperties: false, description: 'A tax charged on the session.' },
);
const Taxes = Type.Array(TaxInput, { maxItems: 20, description: 'Taxes charged on the session, up to 20.' });

const sessionTypeFields = {
  name: Type.String({ minLength: 1, maxLength: 200, description: 'The session type\'s name, 1 to 200 characters.', examples: ['Family portrait, 1 hour'] }),
  duration: Minutes('How long a session lasts.', 1),
  location: Nullable(Type.String({ maxLength: 500, description: 'Where sessions take place; copied onto each session at booking.', examples: ['Studio, 12 Harbour St'] })),
  description: Nullable(Type.String({ maxLength: MAX_TEXT, description: 'What clients read about the session.', examples: ['An hour in the studio with up to six people.'] })),
  payment_amount_full: Nullable(Described(Money, 'The full price in minor units of `currency` (25000 = $250.00 in usd).')),
  payment_amount_partial: Nullable(Described(Money, 'The deposit in minor units of `currency`; not more than the full price.')),
  currency: Type.String({ maxLength: 10, description: 'The currency of the amounts, an ISO 4217 code (any case); the studio\'s when left out.', examples: ['usd'] }),
  collect_payment: Type.Unsafe<boolean | 0 | 1>({ type: ['boolean', 'integer'], enum: [true, false, 1, 0], description: 'Whether clients pay when they book: true or false (1 and 0 are accepted).', examples: [true] }),
  minimum_notice_duration: Nullable(Type.Integer({ minimum: 0, maximum: MAX_NOTICE_DAYS, description: 'Days of notice a booking needs: a slot starts at least this many 24-hour days after now. Null or 0: any future slot.', examples: [1] })),
  maximum_notice_duration: Nullable(Type.Integer({ minimum: 0, maximum: MAX_NOTICE_DAYS, description: 'How far ahead clients may book, in 24-hour days from now; not below the minimum. Null: no limit.', examples: [90] })),
  payment_methods: Type.Array(PaymentMethod, { maxItems: 20, description: 'Ways clients may pay, up to 20.' }),
  buffer_before: Minutes('Free time needed before a session: a slot is refused when this time before it touches another session.', 0),
  buffer_after: Minutes('Free time needed after a session: a slot is refused when this time after it touches another session.', 0),
  slot_interval: Minutes('Minutes between candidate starts within the hours; the duration when left out.', 1),
  intake_form_fields: Type.Array(IntakeFormField, { maxItems: 50, description: 'Questions clients answer when they book, up to 50.' }),
  cancellation_policy: Nullable(Type.String({ maxLength: MAX_TEXT, description: 'The cancellation terms clients read.', examples: ['Free cancellation up to 48 hours before.'] })),
  reschedule_policy: Nullable(Type.String({ maxLength: MAX_TEXT, description: 'The rescheduling terms clients read.', examples: ['One free reschedule.'] })),
  contract_template_id: Nullable(Id('ct', 'The contract template clients sign (`ct_`), managed outside this API.')),
  questionnaire_template_id: Nullable(Id('qt', 'The questionnaire template clients fill in (`qt_`), managed outside this API.')),
  taxes: Taxes,
  online_booking: Type.Boolean({ description: 'Whether clients may book it themselves at its booking page (`booking_url`), which also needs `status` `published`.', examples: [true] }),
  reminder_hours: Nullable(Type.Integer({
    minimum: 1,
    maximum: MAX_REMINDER_HOURS,
    description:
      'Hours before a booked session\'s start that its client is mailed a reminder (`session_reminder`), 1 to 720; null for none. ' +
      'A session booked or moved to a start closer than this gets no reminder.',
    examples: [24],
  })),
};

const SessionTypeStatus = StringEnum(['draft', 'published'], {
  description: '`draft` while it is prepared, `published` when clients may book it. The studio may book both.',
  examples: ['published'],
});

export const SessionType = Type.Object(
  {
    id: Id('set', 'The session type\'s identifier.'),
    name: sessionTypeFields.name,
    status: SessionTypeStatus,
    duration: Type.Integer({ description: 'How long a session lasts, in minutes.', examples: [60] }),
    location: sessionTypeFields.location,
    description: sessionTypeFields.description,
    payment_amount_full: Nullable(Type.Integer({ description: 'The full price in minor units of `currency`; null when none is set.', examples: [25000] })),
    payment_amount_partial: Nullable(Type.Integer({ description: 'The deposit in minor units of `currency`; null when none is set.', examples: [5000] })),
    currency: Type.String({ description: 'The currency of the amounts, lowercase.', examples: ['usd'] }),
    collect_payment: Type.Boolean({ description: 'Whether clients pay when they book.' }),
    minimum_notice_duration: Nullable(Type.Integer({ description: 'Days of notice a booking needs (24-hour days); null: none.', examples: [1] })),
    maximum_notice_duration: Nullable(Type.Integer({ description: 'How far ahead clients may book, in 24-hour days; null: no limit.', examples: [90] })),
    payment_methods: Type.Array(
      Type.Object(
        {
          name: Type.String({ description: 'The label clients see.' }),
          enabled: Type.Boolean({ description: 'Whether clients may pay this way.' }),
          type: Type.String({ description: '`service-payments` or `manual`.' }),
          instructions: Nullable(Type.String({ description: 'For `manual`: how to pay; null when none.' })),
        },
        { description: 'A way clients may pay.' },
      ),
      { description: 'Ways clients may pay; empty when none.' },
    ),
    buffer_before: Type.Integer({ description: 'Minutes kept free before each session.', examples: [15] }),
    buffer_after: Type.Integer({ description: 'Minutes kept free after each session.', examples: [15] }),
    slot_interval: Type.Integer({ description: 'Minutes between candidate starts (the duration unless set).', examples: [30] }),
    intake_form_fields: Type.Array(
      Type.Object(
        {
          name: Type.String({ description: 'The answer\'s key.' }),
          label: Type.String({ description: 'The question.' }),
          type: Type.String({ description: '`text`, `textarea`, `email`, `phone`, `select` or `checkbox`.' }),
          required: Type.Boolean({ description: 'Whether clients must answer.' }),
          options: Described(Nullable(Type.Array(Type.String())), 'For `select`: the choices; null otherwise.'),
        },
        { description: 'A booking question.' },
      ),
      { description: 'Questions clients answer when they book; empty when none.' },
    ),
    cancellation_policy: sessionTypeFields.cancellation_policy,
    reschedule_policy: sessionTypeFields.reschedule_policy,
    contract_template_id: sessionTypeFields.contract_template_id,
    questionnaire_template_id: sessionTypeFields.questionnaire_template_id,
    taxes: Type.Array(
      Type.Object({ name: Type.String({ description: 'The tax\'s name.' }), rate: Type.Number({ description: 'Percent.' }) }, { description: 'A tax.' }),
      { description: 'Taxes charged on the session; empty when none.' },
    ),
    online_booking: Described(sessionTypeFields.online_booking, 'Whether clients may book it themselves at its booking page; the page is open only while `status` is also `published`.'),
    booking_url: Nullable(Type.String({
      description:
        'The booking page\'s address (`<origin>/book/<slug>`; its JSON: `GET /book/<slug>/slots`, `POST /book/<slug>`). The slug is random and ' +
        'stays the same for the session type. Null while `online_booking` is false or `status` is `draft`; the address answers 404 meanwhile.',
      examples: ['https://studio.example.com/book/k3Tq8ZmW1xR5vN9pL2cB6dH0'],
    })),
    reminder_hours: sessionTypeFields.reminder_hours,
    session_type_schedule: Schedule,
    created_at: Described(Timestamp, 'When the session type was created (RFC 3339, UTC, microseconds).'),
    updated_at: Described(Timestamp, 'When the session type last changed (RFC 3339, UTC, microseconds).'),
  },
  { description: 'A kind of session clients book: its length, price, booking rules and schedule.' },
);
export type SessionType = Static<typeof SessionType>;

const ScheduleReference = PathId('sch', 'schedule');

/** What a create and an update both take, each optional. */
const optionalSessionTypeFields = {
  location: Type.Optional(sessionTypeFields.location),
  description: Type.Optional(sessionTypeFields.description),
  payment_amount_full: Type.Optional(sessionTypeFields.payment_amount_full),
  payment_amount_partial: Type.Optional(sessionTypeFields.payment_amount_partial),
  currency: Type.Optional(sessionTypeFields.currency),
  collect_payment: Type.Optional(sessionTypeFields.collect_payment),
  minimum_notice_duration: Type.Optional(sessionTypeFields.minimum_notice_duration),
  maximum_notice_duration: Type.Optional(sessionTypeFields.maximum_notice_duration),
  payment_methods: Type.Optional(sessionTypeFields.payment_methods),
  buffer_before: Type.Optional(sessionTypeFields.buffer_before),
  buffer_after: Type.Optional(sessionTypeFields.buffer_after),
  slot_interval: Type.Optional(Nullable(Described(sessionTypeFields.slot_interval, 'Minutes between candidate starts, 1 to 10080; null (or left out on create) steps by the duration.'))),
  intake_form_fields: Type.Optional(sessionTypeFields.intake_form_fields),
  cancellation_policy: Type.Optional(sessionTypeFields.cancellation_policy),
  reschedule_policy: Type.Optional(sessionTypeFields.reschedule_policy),
  contract_template_id: Type.Optional(sessionTypeFields.contract_template_id),
  questionnaire_template_id: Type.Optional(sessionTypeFields.questionnaire_template_id),
  taxes: Type.Optional(sessionTypeFields.taxes),
  online_booking: Type.Optional(Described(sessionTypeFields.online_booking, 'Whether clients may book it themselves at its booking page (false when left out on create); the page is open only while `status` is also `published`.')),
  reminder_hours: Type.Optional(Described(sessionTypeFields.reminder_hours, 'Hours before a booked session\'s start that its client is mailed a reminder, 1 to 720 (24 when left out on create); null for none.')),
};

export const SessionTypeCreate = Type.Object(
  {
    name: sessionTypeFields.name,
    duration: sessionTypeFields.duration,
    status: Type.Optional(Described(SessionTypeStatus, '`draft` (the default) or `published`.')),
    ...optionalSessionTypeFields,
    session_type_schedule_id: Type.Optional(Described(ScheduleReference, 'An existing schedule to share; without it the session type gets a schedule of its own in the studio\'s time zone.')),
    session_type_schedule_intervals: Type.Optional(Described(Intervals, 'Weekly hours of the session type\'s own schedule (not with `session_type_schedule_id`); none when left out.')),
  },
  {
    additionalProperties: false,
    description: 'A new session type; it starts as `draft` unless `status` says otherwise. Fields left out are null, 0 or empty.',
    examples: [
      {
        name: 'Family portrait, 1 hour', duration: 60, location: 'Studio, 12 Harbour St', description: 'An hour in the studio.', payment_amount_full: 25000,
        currency: 'usd', collect_payment: 1, minimum_notice_duration: 1, maximum_notice_duration: 90, buffer_after: 15,
        session_type_schedule_intervals: [{ day_of_week: 1, start_time: '09:00', end_time: '17:00' }],
      },
    ],
  },
);
export type SessionTypeCreate = Static<typeof SessionTypeCreate>;

export const SessionTypeUpdate = Type.Object(
  {
    name: Type.Optional(sessionTypeFields.name),
    duration: Type.Optional(sessionTypeFields.duration),
    ...optionalSessionTypeFields,
    session_type_schedule_id: Type.Optional(Described(ScheduleReference, 'Another existing schedule to use from now on.')),
  },
  {
    additionalProperties: false,
    description: 'The fields to change; the others keep their values. Booked sessions keep their times.',
    examples: [{ duration: 90, buffer_before: 10 }],
  },
);
export type SessionTypeUpdate = Static<typeof SessionTypeUpdate>;

export const StatusUpdate = Type.Object(
  { status: Described(SessionTypeStatus, 'The new status.') },
  { additionalProperties: false, description: 'The session type\'s new status.', examples: [{ status: 'published' }] },
);

export const TaxesUpdate = Type.Object(
  { taxes: Described(Taxes, 'The session type\'s taxes, replacing the ones it had; an empty list removes them.') },
  { additionalProperties: false, description: 'The taxes charged on the session.', examples: [{ taxes: [{ name: 'VAT', rate: 20 }] }] },
);

export const SessionTypeParams = Type.Object({ session_type_id: PathId('set', 'session type') });
export const ContractParams = Type.Object({ session_type_id: PathId('set', 'session type'), contract_id: PathId('ct', 'contract template') });
export const QuestionnaireParams = Type.Object({ session_type_id: PathId('set', 'session type'), questionnaire_id: PathId('qt', 'questionnaire template') });
export const SessionTypeListQuery = Query({ page: Page, per_page: PageSize });
