/** Schemas of availability: the open slots of a session type on a day, and per day of a month. */
import { Type } from 'typebox';
import { DateOnly, Described, PathId, Timestamp } from '../../platform/schemas.js';

export const Slot = Type.Object(
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
