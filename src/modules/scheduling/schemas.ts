import { Type, type Static } from 'typebox';
import {
  DateOnly, Described, Id, Money, Nullable, Page, PageSize, PathId, Query, StringEnum, Timestamp, TimestampInput,
} from '../../platform/schemas.js';
import { SESSION_STATUSES } from './tables.js';

/** Longest duration, buffer or step: a week of minutes. */
const MAX_MINUTES = 10_080;
/** Longest notice: ten years of days. */
const MAX_NOTICE_DAYS = 3_650;
const MAX_TEXT = 5_000;

const Minutes = (description: string, minimum: number) =>
  Type.Integer({ minimum, maximum: MAX_MINUTES, description: `${description} Minutes, ${minimum} to ${MAX_MINUTES}.` });

const WallTime = (what: string) =>
  Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: `${what}, \`HH:MM\` on a 24-hour wall clock.`, examples: ['09:00'] });
const WallEnd = (what: string) =>
  Type.String({
    pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$',
    description: `${what}, \`HH:MM\` on a 24-hour wall clock, later than the start; \`24:00\` is the midnight that ends the day.`,
    examples: ['17:00'],
  });
const TimeZoneName = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, description: `${description} An IANA time zone name such as \`America/New_York\`.`, examples: ['America/New_York'] });

// ---------------------------------------------------------------------------------------------
// Schedules

export const ScheduleInterval = Type.Object(
  {
    id: Id('sa', 'The interval\'s identifier.'),
    day_of_week: Type.Integer({ description: 'The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.', examples: [1] }),
    start_time: Described(WallTime('When the hours begin'), 'When the hours begin, `HH:MM` on the schedule\'s wall clock.'),
    end_time: Described(WallEnd('When the hours end'), 'When the hours end, `HH:MM` on the schedule\'s wall clock (`24:00` = midnight).'),
  },
  { description: 'Weekly bookable hours of a schedule, on its `display_timezone` wall clock.' },
);
export type ScheduleInterval = Static<typeof ScheduleInterval>;

export const IntervalInput = Type.Object(
  {
    day_of_week: Type.Integer({ minimum: 0, maximum: 6, description: 'The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.', examples: [1] }),
    start_time: WallTime('When the hours begin'),
    end_time: WallEnd('When the hours end'),
  },
  { additionalProperties: false, description: 'Weekly hours: a weekday and a time range on the schedule\'s wall clock.', examples: [{ day_of_week: 1, start_time: '09:00', end_time: '17:00' }] },
);
export type IntervalInput = Static<typeof IntervalInput>;

export const IntervalUpdate = Type.Object(
  {
    day_of_week: Type.Optional(IntervalInput.properties.day_of_week),
    start_time: Type.Optional(IntervalInput.properties.start_time),
    end_time: Type.Optional(IntervalInput.properties.end_time),
  },
  { additionalProperties: false, description: 'The fields to change; the others keep their values. The start stays before the end.', examples: [{ end_time: '18:00' }] },
);
export type IntervalUpdate = Static<typeof IntervalUpdate>;

const Intervals = Type.Array(IntervalInput, { maxItems: 100, description: 'Weekly hours, up to 100; hours may overlap (a start is offered once).' });

export const Schedule = Type.Object(
  {
    id: Id('sch', 'The schedule\'s identifier.'),
    name: Type.String({ description: 'The schedule\'s name.', examples: ['Weekday portraits'] }),
    schedule_type: Type.String({ description: 'Always `custom`: the studio sets the hours.', examples: ['custom'] }),
    display_timezone: Type.String({ description: 'The IANA time zone whose wall clock the intervals and overrides are read on.', examples: ['America/New_York'] }),
    session_type_schedule_intervals: Type.Array(ScheduleInterval, { description: 'The weekly hours, by weekday then start time.' }),
    created_at: Described(Timestamp, 'When the schedule was created (RFC 3339, UTC, microseconds).'),
    updated_at: Described(Timestamp, 'When the schedule or its hours last changed (RFC 3339, UTC, microseconds).'),
  },
  { description: 'A schedule: weekly bookable hours and date overrides, shared by the session types that use it.' },
);
export type Schedule = Static<typeof Schedule>;

export const ScheduleCreate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: 'The schedule\'s name, 1 to 200 characters.', examples: ['Weekday portraits'] }),
    display_timezone: Type.Optional(TimeZoneName('The wall clock of the hours; the studio\'s time zone when left out.')),
    intervals: Type.Optional(Intervals),
  },
  {
    additionalProperties: false,
    description: 'A new schedule and its weekly hours.',
    examples: [{ name: 'Weekday portraits', display_timezone: 'America/New_York', intervals: [{ day_of_week: 1, start_time: '09:00', end_time: '17:00' }] }],
  },
);
export type ScheduleCreate = Static<typeof ScheduleCreate>;

export const ScheduleUpdate = Type.Object(
  {
    name: Type.Optional(ScheduleCreate.properties.name),
    display_timezone: Type.Optional(TimeZoneName('The new wall clock: the intervals keep their wall-clock times in it.')),
  },
  { additionalProperties: false, description: 'The fields to change; the others keep their values.', examples: [{ name: 'Summer hours' }] },
);
export type ScheduleUpdate = Static<typeof ScheduleUpdate>;

export const OverrideEntry = Type.Object(
  {
    id: Type.Optional(Id('sa', 'The override interval\'s identifier (absent on a day off).')),
    date: Described(DateOnly, 'The date on the schedule\'s wall clock.'),
    start_time: Type.Optional(Described(WallTime('When the hours begin'), 'When that date\'s hours begin (absent on a day off).')),
    end_time: Type.Optional(Described(WallEnd('When the hours end'), 'When that date\'s hours end (absent on a day off).')),
    unavailable: Type.Optional(Type.Boolean({ description: 'Present and true on a day off: the date has no hours at all.' })),
  },
  {
    description: 'One interval of a date\'s own hours (`{id, date, start_time, end_time}`), or a day off (`{date, unavailable: true}`).',
    examples: [{ id: 'sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2', date: '2026-12-24', start_time: '09:00', end_time: '12:00' }],
  },
);
export type OverrideEntry = Static<typeof OverrideEntry>;

export const OverrideCreate = Type.Object(
  {
    date: Described(DateOnly, 'The date whose hours are replaced, on the schedule\'s wall clock.'),
    intervals: Type.Array(
      Type.Object(
        { start_time: WallTime('When the hours begin'), end_time: WallEnd('When the hours end') },
        { additionalProperties: false, description: 'Hours of that date.' },
      ),
      { maxItems: 50, description: 'The date\'s hours, replacing its weekly ones; an empty list makes it a day off.' },
    ),
  },
  {
    additionalProperties: false,
    description: 'A date\'s own hours. Sending a date again replaces what it had.',
    examples: [{ date: '2026-12-24', intervals: [{ start_time: '09:00', end_time: '12:00' }] }, { date: '2026-12-25', intervals: [] }],
  },
);
export type OverrideCreate = Static<typeof OverrideCreate>;

export const DateOverrides = Type.Object(
  {
    date: Described(DateOnly, 'The date.'),
    unavailable: Type.Boolean({ description: 'True when the date is a day off.' }),
    intervals: Type.Array(OverrideEntry, { description: 'The date\'s entries, by start time (one `unavailable` entry for a day off).' }),
  },
  { description: 'A date\'s own hours after the change.' },
);

export const ScheduleParams = Type.Object({ schedule_id: PathId('sch', 'schedule') });
export const IntervalParams = Type.Object({ schedule_id: PathId('sch', 'schedule'), interval_id: PathId('sa', 'schedule interval') });
export const OverrideDateParams = Type.Object({
  schedule_id: PathId('sch', 'schedule'),
  date: Type.String({ description: 'The date whose own hours are removed, `YYYY-MM-DD`.', examples: ['2026-12-24'] }),
});
export const ScheduleListQuery = Query({ page: Page, per_page: PageSize });

// ---------------------------------------------------------------------------------------------
// Session types

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

// ---------------------------------------------------------------------------------------------
// Availability

const Slot = Type.Object(
  {
    start_time: Type.String({ description: 'The start on the requested zone\'s wall clock, `HH:MM`.', examples: ['09:00'] }),
    end_time: Type.String({ description: 'The end on the requested zone\'s wall clock, `HH:MM`.', examples: ['10:00'] }),
    starts_at: Described(Timestamp, 'The start as an instant (RFC 3339, UTC): what a booking sends as `starts_at`.'),
    ends_at: Described(Timestamp, 'The end as an instant (RFC 3339, UTC).'),
  },
  { description: 'A time a session of this type can be booked.' },
);

export const DayAvailability = Type.Object(
  {
    date: Described(DateOnly, 'The day, zero-padded.'),
    timezone: Type.String({ description: 'The zone asked for, whose calendar day and wall clock the answer uses.', examples: ['Europe/London'] }),
    available: Type.Boolean({ description: 'Whether the day has at least one slot.' }),
    slots: Type.Array(Slot, { description: 'The slots starting on that day, in time order (on a day the clocks go back, a repeated wall time appears twice with different instants).' }),
  },
  { description: 'The bookable slots of one day.' },
);

export const MonthAvailability = Type.Object(
  {
    month: Type.String({ description: 'The month, `YYYY-MM`.', examples: ['2026-08'] }),
    timezone: Type.String({ description: 'The zone asked for, whose calendar days the answer counts in.', examples: ['Europe/London'] }),
    days: Type.Array(
      Type.Object(
        {
          date: Described(DateOnly, 'The day.'),
          available: Type.Boolean({ description: 'Whether the day has at least one slot.' }),
          slot_count: Type.Integer({ description: 'How many slots start on that day.', examples: [7] }),
        },
        { description: 'One day of the month.' },
      ),
      { description: 'Every day of the month, in order.' },
    ),
  },
  { description: 'How many slots each day of a month has.' },
);

export const DayAvailabilityParams = Type.Object({
  session_type_id: PathId('set', 'session type'),
  date_timezone: Type.String({
    description:
      'The day and the zone: `<year>-<month>-<day>-<time zone>`, e.g. `2026-8-7-Europe/London` or `2026-08-07-America/Argentina/Buenos_Aires`. ' +
      'Month and day may be zero-padded or not; the zone\'s slashes may be sent as they are or as `%2F`.',
    examples: ['2026-8-7-Europe/London'],
  }),
});
export const MonthAvailabilityParams = Type.Object({
  session_type_id: PathId('set', 'session type'),
  month_timezone: Type.String({
    description: 'The month and the zone: `<year>-<month>-<time zone>`, e.g. `2026-8-Europe/London`; the month may be zero-padded.',
    examples: ['2026-8-Europe/London'],
  }),
});

// ---------------------------------------------------------------------------------------------
// Sessions

export const SessionStatus = StringEnum(SESSION_STATUSES, {
  description: '`inquiry` (asked for, not confirmed), `booked`, `cancelled` or `completed`. Inquiries and booked sessions hold their time; the others free it.',
  examples: ['booked'],
});

export const Session = Type.Object(
  {
    id: Id('ses', 'The session\'s identifier.'),
    session_type_id: Id('set', 'The session type booked.'),
    client_id: Id('cl', 'The client the session is for.'),
    status: SessionStatus,
    starts_at: Described(Timestamp, 'When the session starts (RFC 3339, UTC, microseconds).'),
    ends_at: Described(Timestamp, 'When it ends: the start plus the session type\'s duration.'),
    location: Nullable(Type.String({ description: 'Where it takes place, copied from the session type at booking.', examples: ['Studio, 12 Harbour St'] })),
    notes: Nullable(Type.String({ description: 'The studio\'s notes.', examples: ['Bring the family dog.'] })),
    created_at: Described(Timestamp, 'When the session was booked (RFC 3339, UTC, microseconds).'),
    updated_at: Described(Timestamp, 'When the session last changed (RFC 3339, UTC, microseconds).'),
    client: Type.Object(
      {
        id: Id('cl', 'The client\'s identifier.'),
        first_name: Nullable(Type.String({ description: 'First name.', examples: ['Ada'] })),
        last_name: Nullable(Type.String({ description: 'Last name.', examples: ['Lovelace'] })),
        email: Nullable(Type.String({ description: 'Email address.', examples: ['ada@example.com'] })),
      },
      { description: 'The client, as it is now.' },
    ),
    session_type: Type.Object(
      {
        id: Id('set', 'The session type\'s identifier.'),
        name: Type.String({ description: 'Its name.', examples: ['Family portrait, 1 hour'] }),
        duration: Type.Integer({ description: 'Its duration in minutes.', examples: [60] }),
      },
      { description: 'The session type, as it is now.' },
    ),
  },
  { description: 'A booked session.' },
);
export type Session = Static<typeof Session>;

const Notes = Nullable(Type.String({ maxLength: MAX_TEXT, description: 'The studio\'s notes, up to 5,000 characters.', examples: ['Bring the family dog.'] }));

export const SessionCreate = Type.Object(
  {
    session_type_id: Id('set', 'The session type to book.'),
    client_id: Id('cl', 'The client the session is for.'),
    starts_at: Described(TimestampInput, 'When the session starts: one of the slots availability offers (its `starts_at`), any offset.'),
    status: Type.Optional(StringEnum(['inquiry', 'booked'], { default: 'booked', description: '`booked` (the default) or `inquiry`; both hold the slot.' })),
    notes: Type.Optional(Notes),
  },
  {
    additionalProperties: false,
    description: 'A booking of an offered slot.',
    examples: [{ session_type_id: 'set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8', client_id: 'cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7', starts_at: '2026-12-07T14:00:00.000000Z' }],
  },
);
export type SessionCreate = Static<typeof SessionCreate>;

export const SessionUpdate = Type.Object(
  {
    starts_at: Type.Optional(Described(TimestampInput, 'A new start: it must be an offered slot, this session\'s own time aside.')),
    status: Type.Optional(StringEnum(['booked', 'cancelled', 'completed'], { description: '`booked`, `cancelled` (frees the slot) or `completed`.' })),
    notes: Type.Optional(Notes),
  },
  { additionalProperties: false, description: 'The fields to change; the others keep their values.', examples: [{ starts_at: '2026-12-08T15:00:00Z' }, { status: 'cancelled' }] },
);
export type SessionUpdate = Static<typeof SessionUpdate>;

export const SessionParams = Type.Object({ session_id: PathId('ses', 'session') });
export const SessionListQuery = Query({
  status: Type.Optional(SessionStatus),
  client_id: Type.Optional(Id('cl', 'Only this client\'s sessions.')),
  from: Type.Optional(Described(DateOnly, 'Only sessions starting on or after this date, in the studio\'s time zone.')),
  to: Type.Optional(Described(DateOnly, 'Only sessions starting on or before this date, in the studio\'s time zone.')),
  page: Page,
  per_page: PageSize,
});
export type SessionListQuery = Static<typeof SessionListQuery>;

// ---------------------------------------------------------------------------------------------
// Calendar feeds

export const CalendarFeed = Type.Object(
  {
    id: Id('cf', 'The feed\'s identifier.'),
    name: Nullable(Type.String({ description: 'A name to tell feeds apart.', examples: ['My phone'] })),
    url: Nullable(Type.String({ description: 'The secret address calendar apps subscribe to; shown only in the answer that created the feed, null afterwards.', examples: ['https://studio.example.com/calendar/3kTq…ics'] })),
    created_at: Described(Timestamp, 'When the feed was created (RFC 3339, UTC, microseconds).'),
  },
  { description: 'A secret calendar address of the studio\'s sessions.' },
);
export type CalendarFeed = Static<typeof CalendarFeed>;

export const CalendarFeedCreate = Type.Object(
  { name: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'A name to tell feeds apart, up to 200 characters.', examples: ['My phone'] }))) },
  { additionalProperties: false, description: 'A new calendar feed.', examples: [{ name: 'My phone' }] },
);
export type CalendarFeedCreate = Static<typeof CalendarFeedCreate>;

export const CalendarFeedParams = Type.Object({ feed_id: PathId('cf', 'calendar feed') });
export const CalendarFeedListQuery = Query({ page: Page, per_page: PageSize });
