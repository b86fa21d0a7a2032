import Fastify from 'fastify';
import pg from 'pg';
import { answerWithApiHeaders } from './api-headers.js';
import { Temporal } from 'temporal-polyfill';
import type { TimeRange } from '../src/modules/scheduling/availability.js';

// The service's own compiled functions (npm run bench builds dist/ first): the baseline does the same
// work (the same segment parsing, windows and slot computation), so the comparison measures the
// request path around them, not a cheaper algorithm.
const dist = (module: string) => new URL(`../dist/modules/scheduling/${module}`, import.meta.url).href;
const { dayWindow, monthWindow, slotStartsIn } = (await import(dist('availability.js'))) as typeof import('../src/modules/scheduling/availability.js');
const { parseDaySegment, parseMonthQuery } = (await import(dist('zones.js'))) as typeof import('../src/modules/scheduling/zones.js');
const { datesOf, slotsByLocalDate, wallSlots } = (await import(dist('month-slots.js'))) as typeof import('../src/modules/scheduling/month-slots.js');

/**
 * Baseline for scheduling at scale: the SQL the service runs for a staff caller (as drizzle emits it
 * for src/modules/scheduling/queries.ts, availability-queries.ts and session-queries.ts and, for a page's clients, the clients'
 * briefs of src/modules/clients/queries.ts; parameters in the same order) and for a booking page's
 * month of slots (the type by its slug, then the same availability statement) as named prepared
 * statements, with no auth or validation, answering the service's JSON. Read as drizzle reads: rows as
 * arrays, timestamps and dates as PostgreSQL's text.
 */
const { PORT, DATABASE_URL, STUDIO_ID } = process.env;
const PER_PAGE = 25;

const SESSION_COLUMNS = `"id", "session_type_id", "client_id", "status", "starts_at", "ends_at", "location", "notes", "created_at", "updated_at"`;
const SESSION_PAGE = {
  name: 'session_page_all',
  text: `select ${SESSION_COLUMNS} from "sessions" where "sessions"."studio_id" = $1 order by "sessions"."starts_at" asc, "sessions"."id" asc limit (SELECT $2::bigint) offset (SELECT $3::bigint)`,
};
const SESSION_COUNT = { name: 'session_count_all', text: `select count(*) from "sessions" where "sessions"."studio_id" = $1` };
/** The clients' briefs of a page (src/modules/clients/queries.ts). */
const CLIENT_BRIEFS = {
  name: 'client_briefs',
  text: `select "id", "first_name", "last_name", "email", "avatar_color" from "clients" where ("clients"."studio_id" = $1 and "clients"."id" = ANY(((SELECT $2::text[])::text[])))`,
};
/** The session types of a page, deleted ones too (queries.ts `sessionTypesIncludingDeleted`), the ids as one array. */
const TYPE_BRIEFS = {
  name: 'session_type_briefs',
  text: `select "id", "name", "duration" from "session_types" where ("session_types"."studio_id" = $1 and "session_types"."id" = ANY(((SELECT $2::text[])::text[])))`,
};

/** The type's booking rules and everything availability reads, in one statement (availability-queries.ts `session_type_availability`). */
const TYPE_AVAILABILITY = {
  name: 'session_type_availability',
  text: `select "session_types"."duration", "session_types"."slot_interval", "session_types"."buffer_before", "session_types"."buffer_after", ` +
    `"session_types"."minimum_notice_duration", "session_types"."maximum_notice_duration", "session_types"."schedule_id", "schedules"."display_timezone", ` +
    `(SELECT coalesce(json_agg(json_build_array(i.day_of_week, i.start_time, i.end_time) ORDER BY i.day_of_week, i.start_time, i.id), '[]')
      FROM "schedule_intervals" i WHERE i.studio_id = $1 AND i.schedule_id = "session_types"."schedule_id"), (SELECT coalesce(json_agg(
        json_build_array(o.date, o.start_time, o.end_time, o.unavailable) ORDER BY o.date, o.start_time), '[]')
      FROM "schedule_overrides" o WHERE o.studio_id = $2 AND o.schedule_id = "session_types"."schedule_id"
        AND o.date BETWEEN $3::date AND $4::date), (SELECT coalesce(json_agg(json_build_array(
        floor(extract(epoch FROM b.starts_at) * 1000)::int8, ceil(extract(epoch FROM b.ends_at) * 1000)::int8)), '[]')
      FROM "sessions" b WHERE b.studio_id = $5 AND b.status IN ('inquiry', 'booked')
        AND tstzrange(b.starts_at, b.ends_at) && tstzrange(
          $6::timestamptz - make_interval(mins => "session_types"."buffer_before"),
          $7::timestamptz + make_interval(mins => "session_types"."duration" + "session_types"."buffer_after"))
        AND b.id IS DISTINCT FROM $8::text) ` +
    `from "session_types" left join "schedules" on ("schedules"."studio_id" = "session_types"."studio_id" and "schedules"."id" = "session_types"."schedule_id") ` +
    `where ("session_types"."studio_id" = $9 and "session_types"."id" = $10 and "session_types"."deleted_at" is null)`,
};

/** The live session type of a booking page's slug, with its studio (queries.ts `session_type_by_booking_slug`). */
const TYPE_BY_SLUG = {
  name: 'session_type_by_booking_slug',
  text: `select "session_types"."id", "session_types"."name", "session_types"."status", "session_types"."duration", "session_types"."location", ` +
    `"session_types"."description", "session_types"."payment_amount_full", "session_types"."payment_amount_partial", "session_types"."currency", ` +
    `"session_types"."collect_payment", "session_types"."minimum_notice_duration", "session_types"."maximum_notice_duration", ` +
    `"session_types"."payment_methods", "session_types"."buffer_before", "session_types"."buffer_after", "session_types"."slot_interval", ` +
    `"session_types"."intake_form_fields", "session_types"."cancellation_policy", "session_types"."reschedule_policy", ` +
    `"session_types"."contract_template_id", "session_types"."questionnaire_template_id", "session_types"."taxes", "session_types"."schedule_id", ` +
    `"session_types"."online_booking", "session_types"."booking_slug", "session_types"."reminder_hours", "session_types"."created_at", ` +
    `"session_types"."updated_at", "studios"."id", "studios"."name", "studios"."currency", "studios"."timezone" ` +
    `from "session_types" inner join "studios" on "studios"."id" = "session_types"."studio_id" ` +
    `where ("session_types"."booking_slug" = $1 and "session_types"."deleted_at" is null)`,
};

/** Drizzle's reading of timestamps and dates: PostgreSQL's text (timestamps reformatted without a Date, as the service does). */
const asText = (value: string) => value;
const TEXT_TYPES = new Set<number>([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.DATE]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId) ? asText : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
const query = (statement: { name?: string; text: string }, values: unknown[]) => pool.query({ ...statement, values, rowMode: 'array', types });

// The service's pool settings (src/platform/db/pool.ts).
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, idleTimeoutMillis: 30_000, options: '-c TimeZone=UTC' });
const app = Fastify({ logger: false });
answerWithApiHeaders(app);

type Row = unknown[];

/** PostgreSQL's `2026-11-23 10:15:30.1234+00` as the API writes it (src/platform/time.ts). */
function timestampOf(text: string): string {
  const dot = text.indexOf('.', 19);
  const zone = text.indexOf('+', 19);
  const fraction = dot === -1 ? '' : text.slice(dot + 1, zone === -1 ? text.length : zone);
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.padEnd(6, '0')}Z`;
}

app.get<{ Querystring: { page?: string; per_page?: string } }>('/sessions', async (req) => {
  const page = Number(req.query.page ?? 1);
  const [rows, count] = await Promise.all([query(SESSION_PAGE, [STUDIO_ID, PER_PAGE, (page - 1) * PER_PAGE]), query(SESSION_COUNT, [STUDIO_ID])]);
  const clientIds = [...new Set(rows.rows.map((row) => row[2] as string))];
  const typeIds = [...new Set(rows.rows.map((row) => row[1] as string))];
  const [clients, sessionTypes] = rows.rows.length === 0
    ? [[], []]
    : (await Promise.all([query(CLIENT_BRIEFS, [STUDIO_ID, clientIds]), query(TYPE_BRIEFS, [STUDIO_ID, typeIds])])).map((result) => result.rows);
  const clientById = new Map(clients.map((client) => [client[0] as string, client]));
  const typeById = new Map(sessionTypes.map((type) => [type[0] as string, { id: type[0], name: type[1], duration: type[2] }]));
  const total = Number(count.rows[0][0]);
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  const link = (n: number) => `http://${req.headers.host}/sessions?per_page=${PER_PAGE}&page=${n}`;
  return {
    data: rows.rows.map((row: Row) => {
      const client = clientById.get(row[2] as string);
      return {
        id: row[0], session_type_id: row[1], client_id: row[2], status: row[3],
        starts_at: timestampOf(row[4] as string), ends_at: timestampOf(row[5] as string), location: row[6], notes: row[7],
        created_at: timestampOf(row[8] as string), updated_at: timestampOf(row[9] as string),
        client: { id: row[2], first_name: client?.[1] ?? null, last_name: client?.[2] ?? null, email: client?.[3] ?? null },
        session_type: typeById.get(row[1] as string),
      };
    }),
    links: { first: link(1), last: link(lastPage), prev: page > 1 ? link(page - 1) : null, next: page < lastPage ? link(page + 1) : null },
    meta: {
      current_page: page, from: rows.rows.length > 0 ? (page - 1) * PER_PAGE + 1 : null, last_page: lastPage, per_page: PER_PAGE,
      to: rows.rows.length > 0 ? (page - 1) * PER_PAGE + rows.rows.length : null, total,
    },
  };
});

/** `GET /session_types/{id}/check-day-avail/{date_timezone}`: the service's statement, then its slots as the service writes them. */
app.get<{ Params: { id: string; '*': string } }>('/session_types/:id/check-day-avail/*', async (req, reply) => {
  const { date, zone } = parseDaySegment(req.params['*']);
  const window = dayWindow(date, zone);
  const row = await availabilityRow(STUDIO_ID!, req.params.id, window);
  if (!row) return reply.code(404).send({ error: 'not_found' });
  const slots = wallSlots(slotStartsIn(availabilityInput(row), window), row[0], zone);
  return { data: { date: date.toString(), timezone: zone, available: slots.length > 0, slots } };
});

type AvailabilityRow = [
  number, number | null, number, number, number | null, number | null, string, string,
  [number, string, string][], [string, string | null, string | null, boolean][], [number, number][],
];

/** The availability statement's row of the type, for starts inside `window` (sessions.ts `windowParams`). */
async function availabilityRow(studioId: string, typeId: string, window: TimeRange): Promise<AvailabilityRow | undefined> {
  const utcDate = (instant: Temporal.Instant) => instant.toZonedDateTimeISO('UTC').toPlainDate();
  const [datesFrom, datesTo] = [utcDate(window.start).subtract({ days: 2 }).toString(), utcDate(window.end).add({ days: 2 }).toString()];
  const { rows } = await query(TYPE_AVAILABILITY, [
    studioId, studioId, datesFrom, datesTo, studioId, window.start.toString(), window.end.toString(), null, studioId, typeId,
  ]);
  return rows[0] as AvailabilityRow | undefined;
}

/** What slotStartsIn reads, from the statement's row (availability-queries.ts). */
function availabilityInput(row: AvailabilityRow) {
  const [duration, slotInterval, bufferBefore, bufferAfter, minimumNotice, maximumNotice, , scheduleZone, weekly, overrides, busy] = row;
  const booking = {
    durationMinutes: duration,
    slotIntervalMinutes: slotInterval ?? duration,
    bufferBeforeMinutes: bufferBefore,
    bufferAfterMinutes: bufferAfter,
    minimumNoticeDays: minimumNotice,
    maximumNoticeDays: maximumNotice,
  };
  const byDate = new Map<string, { startTime: string; endTime: string }[]>();
  for (const [day, startTime, endTime, unavailable] of overrides) {
    const hours = byDate.get(day) ?? [];
    if (!unavailable && startTime !== null && endTime !== null) hours.push({ startTime, endTime });
    byDate.set(day, hours);
  }
  return {
    schedule: { timeZone: scheduleZone, weekly: weekly.map(([dayOfWeek, startTime, endTime]) => ({ dayOfWeek, startTime, endTime })), overrides: byDate },
    booking,
    busy: busy.map(([start, end]) => ({ start, end })),
    now: Temporal.Now.instant(),
  };
}

/**
 * `GET /book/{slug}/slots` (src/modules/scheduling/booking-page.ts): the type by its slug, then its
 * month of slots as the service's monthSlots builds it, with the studio's and the type's public face.
 */
app.get<{ Params: { slug: string }; Querystring: { month: string; timezone?: string } }>('/book/:slug/slots', async (req, reply) => {
  const type = (await query(TYPE_BY_SLUG, [req.params.slug])).rows[0] ?? [];
  const [typeId, name, status, duration, location, description, price, , currency] = type as [string, string, string, number, ...unknown[]];
  const [intakeFormFields, cancellationPolicy, reschedulePolicy] = type.slice(16, 19);
  const onlineBooking = type[23];
  const [studioId, studioName, , studioZone] = type.slice(28) as string[];
  if (status !== 'published' || onlineBooking !== true) return reply.code(404).send({ error: 'not_found' });
  const { month, zone } = parseMonthQuery(req.query.month, req.query.timezone ?? studioZone);
  const window = monthWindow(month, zone);
  const row = await availabilityRow(studioId, typeId, window);
  if (!row) return reply.code(404).send({ error: 'not_found' });
  const slotsOn = slotsByLocalDate(slotStartsIn(availabilityInput(row), window), duration, zone);
  const days = datesOf(month).map((date) => {
    const slots = slotsOn.get(date) ?? [];
    return { date, available: slots.length > 0, slot_count: slots.length, slots };
  });
  return {
    data: {
      studio: { name: studioName, timezone: studioZone },
      session_type: {
        name, duration, description, location, price: price === null ? null : Number(price), currency,
        cancellation_policy: cancellationPolicy, reschedule_policy: reschedulePolicy, intake_form_fields: intakeFormFields,
      },
      month: month.toString(),
      timezone: zone,
      days,
    },
  };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
});
