/** Schemas of schedules: weekly hours on a time zone's wall clock, and dates with hours of their own. */
import { Type, type Static } from 'typebox';
import { DateOnly, Described, Id, Page, PageSize, PathId, Query, Timestamp } from '../../platform/schemas.js';

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

export const Intervals = Type.Array(IntervalInput, { maxItems: 100, description: 'Weekly hours, up to 100; hours may overlap (a start is offered once).' });

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
