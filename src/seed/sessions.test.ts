import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { newStudio, range, startTestServer, type Api, type TestStudio } from '../../test/helpers.js';
import { seededRandom } from './people.js';
import { demoSessionTypes, holidaysOf, SessionBulkLoader, setDemoHolidays } from './sessions.js';

const server = await startTestServer();
const NOW = Date.now();
const DAY_MS = 86_400_000;
const ZONE = 'America/New_York';

interface SeededStudio extends TestStudio {
  clientIds: string[];
  inserted: number;
}

/** A studio with 12 clients, the demo session types and their holidays, and `count` bulk-loaded sessions (undefined: a year). */
async function seededStudio(count: number | undefined, seed: number, studio?: SeededStudio): Promise<SeededStudio> {
  const target = studio ?? { ...(await newStudio(server, { timezone: ZONE })), clientIds: [], inserted: 0 };
  if (target.clientIds.length === 0) {
    for (const i of range(12)) {
      const client = await target.api.post('/clients', { first_name: `Client ${i}`, email: `client-${i}@example.test` });
      assert.equal(client.status, 201, JSON.stringify(client.body));
      target.clientIds.push(client.body.data.id);
    }
  }
  const { types, scheduleIds } = await demoSessionTypes(server.services, target.caller);
  const base = { studio: { id: target.studio.id, timezone: ZONE }, types, clientIds: target.clientIds, count, now: NOW };
  await setDemoHolidays(server.services, target.caller, Object.values(scheduleIds), SessionBulkLoader.span(base));
  const loader = new SessionBulkLoader(server.database.db);
  const inserted = await loader.seed({ ...base, random: seededRandom(seed) });
  await loader.analyze();
  return { ...target, inserted: target.inserted + inserted };
}

async function allSessions(api: Api): Promise<any[]> {
  const sessions: any[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/sessions?per_page=100&page=${page}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    sessions.push(...res.body.data);
    if (sessions.length >= res.body.meta.total) return sessions;
  }
}

/** Pairs of the studio's live sessions that share a moment: what the exclusion constraint forbids. */
async function overlaps(studioId: string): Promise<number> {
  const result = await server.database.db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM sessions a JOIN sessions b
      ON a.studio_id = b.studio_id AND a.id < b.id AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
    WHERE a.studio_id = ${studioId} AND a.status IN ('inquiry', 'booked') AND b.status IN ('inquiry', 'booked')`);
  return result.rows[0].count;
}

const localDate = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(ZONE).toPlainDate();

const year = await seededStudio(undefined, 7);
const sessions = await allSessions(year.api);
const types = new Map<string, any>((await year.api.get('/session_types?per_page=100')).body.data.map((t: any) => [t.id, t]));

test('a year of sessions reads back through the API: every one seeded, each as the service would have written it', async () => {
  assert.equal(sessions.length, year.inserted);
  assert.equal((await year.api.get('/sessions?per_page=25')).body.meta.total, year.inserted);
  assert.equal(await overlaps(year.studio.id), 0);
  assert.equal(types.size, 4);
  for (const session of sessions) {
    const type = types.get(session.session_type_id);
    assert.ok(type, JSON.stringify(session));
    assert.equal(Date.parse(session.ends_at) - Date.parse(session.starts_at), type.duration * 60_000);
    assert.equal(session.location, type.location);
    assert.deepEqual(session.session_type, { id: type.id, name: type.name, duration: type.duration });
    assert.ok(year.clientIds.includes(session.client_id));
    assert.ok(session.created_at <= session.updated_at && Date.parse(session.updated_at) <= NOW, JSON.stringify(session));
  }
  // One in 25 read one by one (the studio's rate limit is 600 a minute).
  for (const session of sessions.filter((_, i) => i % 25 === 0)) {
    const detail = await year.api.get(`/sessions/${session.id}`);
    assert.equal(detail.status, 200);
    assert.deepEqual(detail.body.data, session);
  }
});

test('about 6 months back and 6 ahead, 2 to 4 a working day, never on a holiday, on the hours of its type', () => {
  const starts = sessions.map((s) => Date.parse(s.starts_at));
  assert.ok(Math.min(...starts) < NOW - 170 * DAY_MS && Math.min(...starts) > NOW - 190 * DAY_MS);
  assert.ok(Math.max(...starts) > NOW + 170 * DAY_MS && Math.max(...starts) < NOW + 190 * DAY_MS);
  const days = new Map<string, number>();
  for (const session of sessions) days.set(localDate(session.starts_at).toString(), (days.get(localDate(session.starts_at).toString()) ?? 0) + 1);
  const perDay = sessions.length / days.size;
  assert.ok(perDay >= 2 && perDay <= 4, `${perDay} sessions per working day`);
  assert.ok(days.size > 250 && days.size < 320, `${days.size} days with sessions`);
  const holidays = new Set([-1, 0, 1].flatMap((y) => holidaysOf(Temporal.Now.plainDateISO(ZONE).year + y)).filter((h) => h.hours.length === 0).map((h) => h.date));
  for (const session of sessions) {
    const start = Temporal.Instant.from(session.starts_at).toZonedDateTimeISO(ZONE);
    assert.ok(!holidays.has(start.toPlainDate().toString()), `${session.starts_at} is on a holiday`);
    const hour = start.hour + start.minute / 60;
    if (types.get(session.session_type_id).name !== 'Family session') assert.ok(start.dayOfWeek <= 5 && hour >= 9 && hour < 17, session.starts_at);
  }
});

test('past sessions are completed or cancelled, those to come booked, inquiries or cancelled', () => {
  const past = sessions.filter((s) => Date.parse(s.ends_at) <= NOW);
  const future = sessions.filter((s) => Date.parse(s.starts_at) > NOW);
  const count = (list: any[], status: string) => list.filter((s) => s.status === status).length;
  assert.equal(count(past, 'completed') + count(past, 'cancelled'), past.length);
  assert.ok(count(past, 'cancelled') > 0 && count(past, 'completed') > 0.8 * past.length);
  assert.equal(count(future, 'booked') + count(future, 'inquiry') + count(future, 'cancelled'), future.length);
  assert.ok(count(future, 'inquiry') > 0 && count(future, 'cancelled') > 0 && count(future, 'booked') > 0.7 * future.length);
  assert.ok(Math.abs(past.length - future.length) < 0.2 * sessions.length, `${past.length} past, ${future.length} to come`);
});

test('availability of a seeded type answers around the seeded sessions, and a booking beside them succeeds', async () => {
  const portrait = [...types.values()].find((t) => t.name === 'Portrait session');
  const month = Temporal.Instant.fromEpochMilliseconds(NOW).toZonedDateTimeISO(ZONE).toPlainDate().add({ months: 2 });
  const monthly = await year.api.get(`/session_types/${portrait.id}/check-month-avail/${month.year}-${month.month}-${ZONE}`);
  assert.equal(monthly.status, 200, JSON.stringify(monthly.body));
  const open = monthly.body.data.days.find((d: any) => d.available);
  assert.ok(open, 'a month with no open day');
  const day = await year.api.get(`/session_types/${portrait.id}/check-day-avail/${open.date}-${ZONE}`);
  assert.equal(day.status, 200);
  assert.equal(day.body.data.slots.length, open.slot_count);
  const booked = await year.api.post('/sessions', { session_type_id: portrait.id, client_id: year.clientIds[0], starts_at: day.body.data.slots[0].starts_at });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  // A seeded live session's time is held: booking it again is refused.
  const held = sessions.find((s) => s.session_type_id === portrait.id && s.status === 'booked' && Date.parse(s.starts_at) > NOW + 7 * DAY_MS);
  const again = await year.api.post('/sessions', { session_type_id: portrait.id, client_id: year.clientIds[1], starts_at: held.starts_at });
  assert.equal(again.status, 409);
  assert.equal(again.body.error, 'slot_unavailable');
  const upcoming = await year.api.get(`/session_type_schedules/${portrait.session_type_schedule.id}/interval_overrides`);
  assert.equal(upcoming.status, 200);
  assert.ok(Object.keys(upcoming.body.data).length >= 1, 'no holiday in the next half year');
});

test('--sessions N seeds exactly N; seeding again adds N more beside them, without new session types or overlaps', async () => {
  const studio = await seededStudio(500, 3);
  assert.equal(studio.inserted, 500);
  const again = await seededStudio(300, 4, studio);
  assert.equal(again.inserted, 800);
  assert.equal((await again.api.get('/sessions?per_page=1')).body.meta.total, 800);
  assert.equal((await again.api.get('/session_types?per_page=100')).body.meta.total, 4);
  assert.equal((await again.api.get('/session_type_schedules?per_page=100')).body.meta.total, 2);
  assert.equal(await overlaps(again.studio.id), 0);
});

test('a studio holding a year of sessions takes 800 more: what the last days cannot hold goes where there is room', async () => {
  // The benchmark's case: seed-demo made the demo studio with its year, then --sessions 800.
  const year = await seededStudio(undefined, 1);
  const more = await seededStudio(800, 101, year);
  assert.equal(more.inserted, year.inserted + 800);
  assert.equal((await more.api.get('/sessions?per_page=1')).body.meta.total, more.inserted);
  assert.equal(await overlaps(more.studio.id), 0);
});

test('more sessions than a year holds reach further back', async () => {
  const studio = await seededStudio(2000, 5);
  assert.equal(studio.inserted, 2000);
  const first = (await studio.api.get('/sessions?per_page=1')).body.data[0];
  assert.ok(Date.parse(first.starts_at) < NOW - 400 * DAY_MS, first.starts_at);
  assert.equal(await overlaps(studio.studio.id), 0);
});

test('the same seed and instant seed the same sessions', async () => {
  const shape = (studio: SeededStudio, list: any[]) =>
    list.map((s) => [studio.clientIds.indexOf(s.client_id), s.session_type.name, s.status, s.starts_at, s.ends_at, s.notes, s.created_at, s.updated_at]);
  const again = await seededStudio(undefined, 7);
  assert.deepEqual(shape(again, await allSessions(again.api)), shape(year, sessions));
});
