/** Schemas of the booking page's JSON (API.md §11): a session type's public face, its month of slots, bookings and their manage link. */
import { Type, type Static } from 'typebox';
import { DateOnly, Described, Nullable, Timestamp, TimestampInput } from '../../platform/schemas.js';
import { Slot } from './availability-schemas.js';
import { SessionStatus } from './session-schemas.js';
import { MAX_TEXT } from './session-type-schemas.js';

const StudioFace = Type.Object(
  {
    name: Type.String({ description: 'The studio\'s name.', examples: ['Harbour Light Studio'] }),
    timezone: Type.String({ description: 'The studio\'s time zone (IANA), which the page names beside the visitor\'s.', examples: ['America/New_York'] }),
  },
  { description: 'The studio that offers the session.' },
);

const IntakeQuestion = Type.Object(
  {
    name: Type.String({ description: 'The answer\'s key in `intake`.', examples: ['shoot_location'] }),
    label: Type.String({ description: 'The question.', examples: ['Where would you like the shoot?'] }),
    type: Type.String({ description: '`text`, `textarea`, `email`, `phone`, `select` or `checkbox`.', examples: ['text'] }),
    required: Type.Boolean({ description: 'Whether it must be answered (a required checkbox must be ticked).' }),
    options: Described(Nullable(Type.Array(Type.String())), 'For `select`: the choices, one of which is the answer; null otherwise.'),
  },
  { description: 'A question the booking form asks.' },
);

const SessionTypeFace = Type.Object(
  {
    name: Type.String({ description: 'The session type\'s name.', examples: ['Family portrait, 1 hour'] }),
    duration: Type.Integer({ description: 'How long a session lasts, in minutes.', examples: [60] }),
    description: Nullable(Type.String({ description: 'What clients read about the session.', examples: ['An hour in the studio with up to six people.'] })),
    location: Nullable(Type.String({ description: 'Where sessions take place.', examples: ['Studio, 12 Harbour St'] })),
    price: Nullable(Type.Integer({ description: 'The full price in minor units of `currency`; null when none is set.', examples: [25000] })),
    currency: Type.String({ description: 'The currency of `price`, lowercase ISO 4217.', examples: ['usd'] }),
    cancellation_policy: Nullable(Type.String({ description: 'The cancellation terms.', examples: ['Free cancellation up to 48 hours before.'] })),
    reschedule_policy: Nullable(Type.String({ description: 'The rescheduling terms.', examples: ['One free reschedule.'] })),
    intake_form_fields: Type.Array(IntakeQuestion, { description: 'The questions the form asks beside name, email, phone and message; empty when none.' }),
  },
  { description: 'The session type as its booking page shows it.' },
);

export const BookingMonth = Type.Object(
  {
    studio: StudioFace,
    session_type: SessionTypeFace,
    month: Type.String({ description: 'The month, `YYYY-MM`.', examples: ['2027-06'] }),
    timezone: Type.String({ description: 'The zone asked for (the studio\'s when none was), whose calendar days and wall clock the answer uses.', examples: ['Europe/London'] }),
    days: Type.Array(
      Type.Object(
        {
          date: Described(DateOnly, 'The day.'),
          available: Type.Boolean({ description: 'Whether the day has at least one slot.' }),
          slot_count: Type.Integer({ description: 'How many slots start on that day.', examples: [3] }),
          slots: Type.Array(Slot, { description: 'The slots starting on that day, in time order.' }),
        },
        { description: 'One day of the month.' },
      ),
      { description: 'Every day of the month, in order: the same slots the studio\'s day and month availability offer.' },
    ),
  },
  { description: 'A month of the booking page: the session type, its studio, and each day\'s open slots.' },
);

export const BookingSlotsQuery = Type.Object(
  {
    month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'The month, `YYYY-MM`.', examples: ['2027-06'] }),
    timezone: Type.Optional(Type.String({ maxLength: 100, description: 'The visitor\'s time zone (IANA, such as `Europe/London`); the studio\'s when left out.', examples: ['Europe/London'] })),
  },
  // Links pass through messengers and mail tools that add their own parameters (`utm_source`): unknown ones are let through.
  { additionalProperties: true },
);

const IntakeAnswer = Type.Union([Type.String({ maxLength: MAX_TEXT }), Type.Boolean()], {
  description: 'An answer: text (up to 5,000 characters), or for a checkbox true/false (a form\'s `on`, `true` or `1` is ticked).',
});

const Name = (description: string, example: string) => Type.String({ minLength: 1, maxLength: 200, description, examples: [example] });

export const BookingRequest = Type.Object(
  {
    starts_at: Described(TimestampInput, 'The slot to book: one of the slots\' `starts_at`, any offset.'),
    first_name: Name('The visitor\'s first name, 1 to 200 characters.', 'Ada'),
    last_name: Name('The visitor\'s last name, 1 to 200 characters.', 'Lovelace'),
    email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$', description: 'The visitor\'s email: the studio\'s client with it is booked, or a new lead is made.', examples: ['ada@example.com'] }),
    phone: Type.Optional(Type.String({ maxLength: 50, description: 'A phone number, kept on a new lead; empty means none.', examples: ['+1 212 555 0142'] })),
    message: Type.Optional(Type.String({ maxLength: MAX_TEXT, description: 'A message to the studio, up to 5,000 characters, kept in the session\'s notes.', examples: ['We will bring the dog.'] })),
    intake: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), IntakeAnswer, {
      maxProperties: 50,
      description: 'Answers to the session type\'s `intake_form_fields`, by their `name` (a form sends `intake[<name>]`); kept in the session\'s notes.',
    })),
  },
  {
    additionalProperties: false,
    description: 'A booking from the page, as JSON or as a form (`application/x-www-form-urlencoded`).',
    examples: [{ starts_at: '2027-06-07T13:00:00Z', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', intake: { shoot_location: 'Beach' } }],
  },
);
export type BookingRequest = Static<typeof BookingRequest>;

export const BookingConfirmation = Type.Object(
  {
    starts_at: Described(Timestamp, 'When the session starts (RFC 3339, UTC, microseconds).'),
    ends_at: Described(Timestamp, 'When it ends.'),
    manage_url: Type.String({ description: 'The secret address of the booking\'s manage page, to cancel or move it; shown only in this answer.', examples: ['https://studio.example.com/book/manage/3kTq…'] }),
  },
  { description: 'The booked session.' },
);
export type BookingConfirmation = Static<typeof BookingConfirmation>;

export const ManagedBooking = Type.Object(
  {
    status: SessionStatus,
    starts_at: Described(Timestamp, 'When the session starts (RFC 3339, UTC, microseconds).'),
    ends_at: Described(Timestamp, 'When it ends.'),
    location: Nullable(Type.String({ description: 'Where it takes place.', examples: ['Studio, 12 Harbour St'] })),
    studio: StudioFace,
    session_type: Type.Object(
      {
        name: Type.String({ description: 'The session type\'s name.', examples: ['Family portrait, 1 hour'] }),
        duration: Type.Integer({ description: 'Its duration in minutes.', examples: [60] }),
        cancellation_policy: Nullable(Type.String({ description: 'The cancellation terms.' })),
        reschedule_policy: Nullable(Type.String({ description: 'The rescheduling terms.' })),
      },
      { description: 'The session type booked.' },
    ),
    can_cancel: Type.Boolean({ description: 'Whether the session may still be cancelled here: it is booked and its change deadline has not passed.' }),
    can_move: Type.Boolean({ description: 'Whether the session may still be moved here, on the same terms as cancelling.' }),
    change_deadline: Described(Timestamp, 'Until when the session may be cancelled or moved: its start less the session type\'s minimum notice (the notice a booking needs).'),
    booking_url: Nullable(Type.String({ description: 'The session type\'s booking page, whose slots a move picks from; null when the studio has closed it.', examples: ['https://studio.example.com/book/k3Tq8ZmW1xR5vN9pL2cB6dH0'] })),
  },
  { description: 'A booking as its manage page shows it.' },
);
export type ManagedBooking = Static<typeof ManagedBooking>;

export const MoveRequest = Type.Object(
  { starts_at: Described(TimestampInput, 'The new start: one of the open slots\' `starts_at`, any offset.') },
  { additionalProperties: false, description: 'Where to move the session.', examples: [{ starts_at: '2027-06-14T13:00:00Z' }] },
);

export const BookingPageParams = Type.Object({
  slug: Type.String({ maxLength: 64, description: 'The booking page\'s slug, as in the session type\'s `booking_url`.', examples: ['k3Tq8ZmW1xR5vN9pL2cB6dH0'] }),
});
export const ManageParams = Type.Object({
  token: Type.String({ maxLength: 64, description: 'The manage link\'s secret, as in the `manage_url` the booking answered.', examples: ['3kTqZ8mW1xR5vN9pL2cB6dH0wY4sJ7fG3aQ8eK1uT5o'] }),
});
