/**
 * The scheduling area of a demo studio: session types with their schedules and holidays, and bulk
 * loading of booked sessions over about a year (half past, half to come). Sessions are laid out on a
 * grid per day: each starts on a slot of its type's hours that day and keeps its buffers clear of the
 * others, so the exclusion constraint on live sessions never refuses a batch, and each row is what
 * the API would have written (ends_at = starts_at + duration, the type's location).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Services } from '../areas.js';
import type { Caller } from '../platform/access.js';
import type { Db } from '../platform/db/pool.js';
import { newId } from '../platform/ids.js';
import type { SessionTypeCreate } from '../modules/scheduling/session-type-schemas.js';
import { sessions, type SessionStatus } from '../modules/scheduling/tables.js';
import { insertRows, SeededChoices } from './bulk.js';

// ---------------------------------------------------------------------------------------------
// Session types and their schedules

type Hours = { day_of_week: number; start_time: string; end_time: string }[];
const weekdays = (days: number[], start_time: string, end_time: string): Hours => days.map((day_of_week) => ({ day_of_week, start_time, end_time }));

/** Two schedules: the studio's weekdays, and the family schedule that works Saturdays. */
export const DEMO_SCHEDULES = {
  studio: { name: 'Studio hours', hours: weekdays([1, 2, 3, 4, 5], '09:00', '17:00') },
  family: { name: 'Family & weekend hours', hours: [...weekdays([2, 3, 4, 5], '10:00', '18:00'), ...weekdays([6], '09:00', '15:00')] },
} as const;
type ScheduleKey = keyof typeof DEMO_SCHEDULES;

const INTAKE = {
  people: { name: 'people', label: 'How many people will be photographed?', type: 'text', required: true },
  occasion: { name: 'occasion', label: 'What is the occasion?', type: 'select', required: false, options: ['Holiday cards', 'Birthday', 'Just because', 'Other'] },
  wardrobe: { name: 'wardrobe', label: 'Would you like wardrobe advice before the session?', type: 'checkbox', required: false },
  use: { name: 'use', label: 'Where will the portraits be used?', type: 'select', required: true, options: ['LinkedIn / website', 'Acting or modelling', 'Personal'] },
  date: { name: 'wedding_date', label: 'Wedding date and venue', type: 'text', required: true },
  partner: { name: 'partner_email', label: 'Your partner\'s email', type: 'email', required: false },
  story: { name: 'story', label: 'Tell us a little about the two of you', type: 'textarea', required: false },
} satisfies Record<string, NonNullable<SessionTypeCreate['intake_form_fields']>[number]>;

const STUDIO_LOCATION = 'Golden Hour Studio, 214 Harbor Street, Brooklyn';
const PAY_ONLINE = { name: 'Card', enabled: true, type: 'service-payments' as const };
const PAY_AT_STUDIO = { name: 'Cash or check at the studio', enabled: true, type: 'manual' as const, instructions: 'Pay on the day of the session.' };

/** The demo's session types: prices in minor units of the studio's currency (left out: the studio's). */
export const DEMO_SESSION_TYPES: { schedule: ScheduleKey; input: SessionTypeCreate }[] = [
  {
    schedule: 'studio',
    input: {
      name: 'Mini session', duration: 30, status: 'published', location: STUDIO_LOCATION,
      description: 'Thirty minutes in the studio, one backdrop, five edited images.',
      payment_amount_full: 15_000, collect_payment: true, payment_methods: [PAY_ONLINE],
      minimum_notice_duration: 1, maximum_notice_duration: 120, buffer_after: 10,
      intake_form_fields: [INTAKE.people, INTAKE.occasion], cancellation_policy: 'Free rescheduling up to 48 hours before.',
    },
  },
  {
    schedule: 'studio',
    input: {
      name: 'Portrait session', duration: 60, status: 'published', location: STUDIO_LOCATION,
      description: 'An hour of individual or headshot portraits, two looks, fifteen edited images.',
      payment_amount_full: 35_000, payment_amount_partial: 10_000, collect_payment: true, payment_methods: [PAY_ONLINE, PAY_AT_STUDIO],
      minimum_notice_duration: 2, buffer_before: 15, buffer_after: 15,
      intake_form_fields: [INTAKE.use, INTAKE.wardrobe], cancellation_policy: 'The deposit is refunded up to 7 days before.',
      taxes: [{ name: 'Sales tax', rate: 8.88 }],
    },
  },
  {
    schedule: 'family',
    input: {
      name: 'Family session', duration: 90, status: 'published', location: 'Prospect Park, Grand Army Plaza entrance',
      description: 'Ninety minutes outdoors for the whole family, pets welcome, an online gallery of 40 images.',
      payment_amount_full: 50_000, payment_amount_partial: 15_000, collect_payment: true, payment_methods: [PAY_ONLINE],
      minimum_notice_duration: 3, buffer_before: 30, buffer_after: 30,
      intake_form_fields: [INTAKE.people, INTAKE.occasion, INTAKE.wardrobe], reschedule_policy: 'One free reschedule for weather.',
      taxes: [{ name: 'Sales tax', rate: 8.88 }],
    },
  },
  {
    schedule: 'studio',
    input: {
      name: 'Wedding consultation', duration: 45, status: 'published', location: STUDIO_LOCATION,
      description: 'A free conversation about your day, our packages and the timeline.',
      collect_payment: false, minimum_notice_duration: 1, maximum_notice_duration: 365, buffer_after: 15,
      intake_form_fields: [INTAKE.date, INTAKE.partner, INTAKE.story],
    },
  },
];

/** What the generator needs of a session type: its id, its booking rules and its hours on each date. */
export interface SeededSessionType {
  id: string;
  duration: number;
  location: string | null;
  bufferBefore: number;
  bufferAfter: number;
  minimumNoticeDays: number;
  /** The schedule this type reads its hours from. */
  schedule: ScheduleKey;
}

/**
 * The demo's schedules and session types, created when the studio does not have them yet (found by
 * name otherwise): running the seeder again adds sessions, not more session types.
 */
export async function demoSessionTypes(services: Services, caller: Caller): Promise<{ types: SeededSessionType[]; scheduleIds: Record<ScheduleKey, string> }> {
  // The seeder serves no request: links point where the service itself will listen.
  const origin = services.config.publicUrl ?? `http://${services.config.host}:${services.config.port}`;
  const existingTypes = (await services.sessionTypes.list(caller, { page: 1, perPage: 100 }, origin)).data;
  const existingSchedules = (await services.schedules.list(caller, { page: 1, perPage: 100 })).data;
  const scheduleIds = {} as Record<ScheduleKey, string>;
  for (const [key, schedule] of Object.entries(DEMO_SCHEDULES) as [ScheduleKey, (typeof DEMO_SCHEDULES)[ScheduleKey]][]) {
    const found = existingSchedules.find((s) => s.name === schedule.name);
    scheduleIds[key] = found?.id ?? (await services.schedules.create(caller, { name: schedule.name, intervals: [...schedule.hours] })).id;
  }
  const types: SeededSessionType[] = [];
  for (const { schedule, input } of DEMO_SESSION_TYPES) {
    const type = existingTypes.find((t) => t.name === input.name)
      ?? (await services.sessionTypes.create(caller, { ...input, session_type_schedule_id: scheduleIds[schedule] }, origin));
    types.push({
      id: type.id,
      duration: type.duration,
      location: type.location,
      bufferBefore: type.buffer_before,
      bufferAfter: type.buffer_after,
      minimumNoticeDays: type.minimum_notice_duration ?? 0,
      schedule,
    });
  }
  return { types, scheduleIds };
}

/** The studio's days off and short days in a year: the same for every schedule. */
export function holidaysOf(year: number): { date: string; hours: { start_time: string; end_time: string }[] }[] {
  const november = Temporal.PlainDate.from({ year, month: 11, day: 1 });
  const thanksgiving = november.add({ days: ((4 - november.dayOfWeek + 7) % 7) + 21 });
  const day = (month: number, d: number) => Temporal.PlainDate.from({ year, month, day: d }).toString();
  return [
    { date: day(1, 1), hours: [] },
    { date: day(7, 4), hours: [] },
    { date: thanksgiving.toString(), hours: [] },
    { date: day(12, 24), hours: [{ start_time: '09:00', end_time: '13:00' }] },
    { date: day(12, 25), hours: [] },
  ];
}

/** Sets the holidays of each year the dates `from` … `to` touch on every demo schedule (setting one again replaces it). */
export async function setDemoHolidays(services: Services, caller: Caller, scheduleIds: readonly string[], span: DateSpan): Promise<void> {
  for (let year = span.from.year; year <= span.to.year; year++) {
    for (const holiday of holidaysOf(year)) {
      if (holiday.date < span.from.toString() || holiday.date > span.to.toString()) continue;
      for (const id of scheduleIds) await services.schedules.setOverrides(caller, id, { date: holiday.date, intervals: holiday.hours });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sessions

export interface DateSpan {
  from: Temporal.PlainDate;
  to: Temporal.PlainDate;
}

/** What to seed, and for which studio. */
export interface SessionSeed {
  studio: { id: string; timezone: string };
  types: readonly SeededSessionType[];
  /** The clients sessions are booked for (at least one). */
  clientIds: readonly string[];
  /** Sessions to add; undefined: a year of them at 2 to 4 a working day. */
  count?: number;
  random: () => number;
  /** The instant the year is centred on; the current time unless given (tests pin it). */
  now?: number;
  /** Called before the first batch and after each batch with the number inserted so far. */
  progress?: (done: number, total: number) => void;
}

type SessionRow = typeof sessions.$inferInsert;

const BATCH = 5000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Days before and after today that a default seeding fills. */
const HALF_YEAR_DAYS = 182;
/** Sessions per working day: between these, about 3 on average. */
const PER_DAY: [number, number] = [2, 4];
const NOTES = [
  'Bringing a second outfit.', 'Grandparents joining for the last half hour.', 'Prefers natural light.', 'Needs images by the 15th for a print deadline.',
  'Returning client: loved the warm edits last time.', 'Two kids, 4 and 7; bring the bubble machine.', 'Wants a few shots with the dog.',
  'Asked about parking: sent the garage details.', 'Referred by the Okafor family.', 'Wheelchair user: ground-floor set.',
];

export class SessionBulkLoader {
  constructor(private db: Db) {}

  /** The local dates a seeding of `count` sessions spans, for setting the holidays first. */
  static span(seed: Pick<SessionSeed, 'studio' | 'count' | 'now'>): DateSpan {
    const today = todayIn(seed.studio.timezone, seed.now ?? Date.now());
    const to = today.add({ days: HALF_YEAR_DAYS });
    // Beyond what a year holds at about 3 a working day (6 working days a week: the weekdays, and the
    // family schedule's Saturdays), about 930, the history reaches further back.
    const workingDaysNeeded = Math.ceil((seed.count ?? 0) / 3);
    const calendarDays = Math.max(2 * HALF_YEAR_DAYS, Math.ceil((workingDaysNeeded * 7) / 6));
    return { from: to.subtract({ days: calendarDays }), to };
  }

  /** Adds the sessions, a transaction per batch; answers how many were inserted. */
  async seed(seed: SessionSeed): Promise<number> {
    if (seed.clientIds.length === 0) throw new Error('sessions need at least one client');
    if (seed.types.length === 0) throw new Error('sessions need at least one session type');
    const now = seed.now ?? Date.now();
    const span = SessionBulkLoader.span(seed);
    const zone = seed.studio.timezone;
    const taken = await this.taken(seed.studio.id, startOf(span.from, zone), startOf(span.to.add({ days: 1 }), zone));
    const rows = new SessionGenerator(seed, now, span, taken).all();
    seed.progress?.(0, rows.length);
    for (let done = 0; done < rows.length; done += BATCH) {
      const batch = rows.slice(done, done + BATCH);
      await this.db.transaction((tx) => insertRows(tx, sessions, batch));
      seed.progress?.(done + batch.length, rows.length);
    }
    return rows.length;
  }

  /** Fresh statistics and visibility maps after a bulk load, so plans and index-only scans are right. */
  async analyze(): Promise<void> {
    await this.db.execute(sql`VACUUM (ANALYZE) ${sessions}`);
  }

  /** The studio's sessions already in the span (any status): the new ones keep clear of them. */
  private async taken(studioId: string, from: number, to: number): Promise<Busy[]> {
    const rows = await this.db.select({ startsAt: sessions.startsAt, endsAt: sessions.endsAt }).from(sessions)
      .where(and(eq(sessions.studioId, studioId), gte(sessions.endsAt, new Date(from - DAY_MS).toISOString()), lt(sessions.startsAt, new Date(to + DAY_MS).toISOString())));
    return rows.map((row) => ({ start: Date.parse(row.startsAt), end: Date.parse(row.endsAt), before: 0, after: 0 }));
  }
}

/** A held time on the grid (epoch ms) with the buffers its type keeps clear around it. */
interface Busy {
  start: number;
  end: number;
  before: number;
  after: number;
}

/** Sessions of one seeding run, their choices drawn from the seed's random numbers. */
class SessionGenerator extends SeededChoices {
  private readonly zone: string;
  private readonly takenByDay = new Map<string, Busy[]>();

  constructor(
    private readonly seed: SessionSeed,
    private readonly now: number,
    private readonly span: DateSpan,
    taken: Busy[],
  ) {
    super(seed.random);
    this.zone = seed.studio.timezone;
    for (const busy of taken) {
      for (const date of [localDate(busy.start, this.zone), localDate(busy.end, this.zone)]) {
        const list = this.takenByDay.get(date) ?? [];
        if (!list.includes(busy)) list.push(busy);
        this.takenByDay.set(date, list);
      }
    }
  }

  all(): SessionRow[] {
    const days = this.workingDays();
    const weights = days.map(() => this.between(...PER_DAY));
    const targets = this.seed.count === undefined ? weights : spread(this.seed.count, weights);
    const rows: SessionRow[] = [];
    let owed = 0;
    days.forEach((day, i) => {
      owed += targets[i];
      owed -= this.day(day, owed, rows);
    });
    if (this.seed.count === undefined) return rows;
    // What the last days could not take goes to any day with a slot left: a studio that already holds
    // sessions (a second seeding) fills its calendar unevenly, and the end of the span may be full.
    for (const day of days) {
      if (owed === 0) break;
      owed -= this.day(day, owed, rows);
    }
    if (owed > 0) throw new Error(`the calendar had no room for ${owed} of the ${this.seed.count} sessions`);
    return rows;
  }

  /** The dates of the span some session type has hours on, each with those hours resolved to instants. */
  private workingDays(): { date: Temporal.PlainDate; slots: Candidate[] }[] {
    const holidays = new Map<string, { start_time: string; end_time: string }[]>();
    for (let year = this.span.from.year; year <= this.span.to.year; year++) for (const h of holidaysOf(year)) holidays.set(h.date, h.hours);
    const days: { date: Temporal.PlainDate; slots: Candidate[] }[] = [];
    for (let date = this.span.from; Temporal.PlainDate.compare(date, this.span.to) <= 0; date = date.add({ days: 1 })) {
      const slots: Candidate[] = [];
      for (const type of this.seed.types) {
        const hours = holidays.get(date.toString()) ?? DEMO_SCHEDULES[type.schedule].hours.filter((h) => h.day_of_week === date.dayOfWeek % 7);
        for (const interval of hours) {
          const last = minuteOf(interval.end_time) - type.duration;
          for (let minute = minuteOf(interval.start_time); minute <= last; minute += type.duration) {
            const start = wallInstant(date, minute, this.zone);
            slots.push({ type, start, end: start + type.duration * MINUTE_MS });
          }
        }
      }
      if (slots.length > 0) days.push({ date, slots });
    }
    return days;
  }

  /** Up to `wanted` sessions on the free slots of one date, in a random order; answers how many. */
  private day({ date, slots }: { date: Temporal.PlainDate; slots: Candidate[] }, wanted: number, rows: SessionRow[]): number {
    const taken = this.takenByDay.get(date.toString()) ?? [];
    let placed = 0;
    for (const slot of this.shuffled(slots)) {
      if (placed >= wanted) break;
      const held: Busy = { start: slot.start, end: slot.end, before: slot.type.bufferBefore * MINUTE_MS, after: slot.type.bufferAfter * MINUTE_MS };
      if (taken.some((other) => clash(held, other))) continue;
      taken.push(held);
      rows.push(this.session(slot));
      placed++;
    }
    this.takenByDay.set(date.toString(), taken);
    return placed;
  }

  private session({ type, start, end }: Candidate): SessionRow {
    const status = this.statusOf(start, end);
    // Booked some days ahead (at least the type's notice), never after now.
    const createdAt = Math.min(this.now - this.between(1, 600) * MINUTE_MS, start - (type.minimumNoticeDays + this.between(1, 45)) * DAY_MS - this.between(0, 600) * MINUTE_MS);
    const updatedAt = status === 'completed'
      ? Math.min(this.now, end + this.between(1, 48) * HOUR_MS)
      : status === 'cancelled'
        ? createdAt + Math.floor(this.random() * (Math.min(start, this.now) - createdAt))
        : createdAt;
    return {
      studioId: this.seed.studio.id,
      id: newId('ses'),
      sessionTypeId: type.id,
      clientId: this.pick(this.seed.clientIds),
      status,
      startsAt: iso(start),
      endsAt: iso(end),
      location: type.location,
      notes: this.random() < 0.3 ? this.pick(NOTES) : null,
      createdAt: iso(createdAt),
      updatedAt: iso(Math.max(createdAt, updatedAt)),
    };
  }

  /** Past: mostly completed, some cancelled. To come: mostly booked, a few inquiries, some cancelled. Under way: booked. */
  private statusOf(start: number, end: number): SessionStatus {
    const roll = this.random();
    if (end <= this.now) return roll < 0.9 ? 'completed' : 'cancelled';
    if (start <= this.now) return 'booked';
    return roll < 0.8 ? 'booked' : roll < 0.9 ? 'inquiry' : 'cancelled';
  }
}

interface Candidate {
  type: SeededSessionType;
  start: number;
  end: number;
}

/** Whether two held times, each widened by its own buffers, overlap the other. */
const clash = (a: Busy, b: Busy) => a.start - a.before < b.end && b.start < a.end + a.after && b.start - b.before < a.end && a.start < b.end + b.after;

/** `total` split in proportion to `weights`, whole numbers adding up to `total` exactly. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  let given = 0;
  return weights.map((weight) => {
    cumulative += weight;
    const upTo = Math.round((total * cumulative) / sum);
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/**
 * Resolving a wall time in a zone was most of the generator's work, and seeding many studios asks for
 * the same dates and times again for each: each is resolved once.
 */
const wallInstants = new Map<string, number>();
function wallInstant(date: Temporal.PlainDate, minute: number, zone: string): number {
  const key = `${zone} ${date} ${minute}`;
  let instant = wallInstants.get(key);
  if (instant === undefined) {
    instant = date.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 }).toZonedDateTime(zone).epochMilliseconds;
    wallInstants.set(key, instant);
  }
  return instant;
}
const startOf = (date: Temporal.PlainDate, zone: string) => date.toZonedDateTime({ timeZone: zone }).epochMilliseconds;
const todayIn = (zone: string, now: number) => Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
const localDate = (ms: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate().toString();
const iso = (ms: number) => new Date(ms).toISOString();
