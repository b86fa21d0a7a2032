/** Schemas of booked sessions. */
import { Type, type Static } from 'typebox';
import {
  DateOnly, Described, Id, Nullable, Page, PageSize, PathId, Query, StringEnum, Timestamp, TimestampInput,
} from '../../platform/schemas.js';
import { MAX_TEXT } from './session-type-schemas.js';
import { SESSION_STATUSES } from './tables.js';

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
    notify: Type.Optional(Type.Boolean({
      description:
        'Whether a `booked` session is mailed as a booking from the page is (`session_booked`): to the client, with the time, a calendar file ' +
        'and a manage link, and to the studio\'s users. False (the default) sends none; an inquiry is never mailed.',
      examples: [true],
    })),
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
