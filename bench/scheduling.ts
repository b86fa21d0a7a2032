/**
 * Scheduling: the month view of availability one caller at a time (a studio with 200 sessions in the
 * month), day availability and the sessions list under load against the same SQL and the same slot
 * computation run by a minimal server (a demo studio with a year of seeded sessions), and bursts of
 * 50 parallel bookings, on distinct slots and on one slot.
 */
import { Temporal } from 'temporal-polyfill';
import { signUp } from './fixture.js';
import { load, type LoadResult } from './load.js';
import { median, READ_RATIO_TARGET } from './report.js';
import { failedAnswers, getJson, measureCases, sameAnswer, seedDemo, startBaseline } from './scale.js';
import type { Service } from './service.js';

const MONTH_P50_TARGET_MS = 5;
const MONTH_P99_TARGET_MS = 15;
/** The month view is a pure function over a month of intervals and a few hundred sessions. */
const MONTH_CPU_TARGET_MICROS = 1000;
const MONTH_SESSIONS = 200;
const BURST = 50;
const ZONE = 'America/New_York';

export interface SchedulingBench {
  report: string;
  /** Some answer was not what it had to be. */
  failed: boolean;
}

export async function benchmarkScheduling(
  service: Service,
  dataDir: string,
  databaseUrl: string,
  options: { count: number; seconds: number; pairs: number },
): Promise<SchedulingBench> {
  const lines: string[] = [];
  let failed = false;

  // Day availability and the list, on the demo studio with a year of sessions.
  const seeded = await seedDemo(dataDir, ['--sessions', String(options.count)]);
  const api = { authorization: `Bearer ${seeded.token}` };
  const studio = (await getJson(`${service.origin}/api/v1/auth/me`, api)).data.studio as { id: string; timezone: string };
  const total = (await getJson(`${service.origin}/api/v1/sessions?per_page=1`, api)).meta.total as number;
  const types = (await getJson(`${service.origin}/api/v1/session_types?per_page=100`, api)).data as { id: string; name: string }[];
  const portrait = types.find((type) => type.name === 'Portrait session');
  if (!portrait) throw new Error('the demo studio has no "Portrait session"');
  const segment = await busyDay(service.origin, api, portrait.id, studio.timezone);
  const baseline = await startBaseline('pg-scheduling', 'bench/pg-scheduling.ts', { DATABASE_URL: databaseUrl, STUDIO_ID: studio.id }, '/sessions');
  const cases = [
    { name: 'day availability', ours: `/api/v1/session_types/${portrait.id}/check-day-avail/${segment}`, theirs: `/session_types/${portrait.id}/check-day-avail/${segment}` },
    { name: 'sessions list page 1', ours: '/api/v1/sessions?per_page=25', theirs: '/sessions?per_page=25' },
  ];
  for (const c of cases) failed ||= !(await sameAnswer(service.origin + c.ours, baseline.origin + c.theirs, api, lines, c.name));
  lines.unshift(
    `\nScheduling: ${total} sessions in the demo studio (seeded ${options.count} in ${seeded.seconds.toFixed(1)} s); ` +
      `day availability of "${portrait.name}" on ${segment}`,
  );
  const measured = await measureCases(service, api, baseline, cases, options, { ratio: READ_RATIO_TARGET, timed: () => false, p99Ms: 0 });
  await baseline.stop();
  lines.push(...measured.lines);
  failed ||= measured.failed;

  // The month view and the bursts, on a studio of their own.
  const bench = await benchStudio(service.origin);
  const month = await monthLines(service, bench, options);
  lines.push(...month.lines);
  failed ||= month.failed;
  const bursts = await burstLines(service.origin, bench, options.pairs);
  lines.push(...bursts.lines);
  failed ||= bursts.failed;
  return { report: lines.join('\n'), failed };
}

/** A working day about three weeks ahead with both seeded sessions and open slots: `<date>-<zone>`. */
async function busyDay(origin: string, api: Record<string, string>, typeId: string, zone: string): Promise<string> {
  let date = Temporal.Now.plainDateISO(zone).add({ days: 21 });
  for (let tries = 0; tries < 60; tries++, date = date.add({ days: 1 })) {
    const day = (await getJson(`${origin}/api/v1/session_types/${typeId}/check-day-avail/${date}-${zone}`, api)).data as { slots: unknown[] };
    const sessions = (await getJson(`${origin}/api/v1/sessions?per_page=1&from=${date}&to=${date}&status=booked`, api)).meta.total as number;
    if (day.slots.length > 0 && sessions >= 2) return `${date}-${zone}`;
  }
  throw new Error('no day with both booked sessions and open slots in the next three months');
}

interface BenchStudio {
  headers: Record<string, string>;
  /** Mon–Fri 09:00–17:00, 60-minute sessions: the type the month view and the bursts ask for. */
  typeId: string;
  /** Every day 08:00–20:00, 30-minute sessions: another type of the same calendar. */
  otherTypeId: string;
  clientIds: string[];
}

async function benchStudio(origin: string): Promise<BenchStudio> {
  const token = await signUp(origin, { studio_name: 'Scheduling bench', email: 'scheduling-bench@example.test', timezone: ZONE });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async (route: string, body: object) => {
    const response = await fetch(`${origin}/api/v1${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await response.json()) as { data: { id: string } };
    if (response.status !== 201) throw new Error(`POST ${route} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const weekdays = [1, 2, 3, 4, 5].map((day_of_week) => ({ day_of_week, start_time: '09:00', end_time: '17:00' }));
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, start_time: '08:00', end_time: '20:00' }));
  const type = await post('/session_types', { name: 'Portrait', duration: 60, status: 'published', session_type_schedule_intervals: weekdays });
  const other = await post('/session_types', { name: 'Mini', duration: 30, status: 'published', session_type_schedule_intervals: everyDay });
  const clientIds: string[] = [];
  for (let i = 0; i < 10; i++) clientIds.push((await post('/clients', { first_name: `Bench ${i}`, email: `bench-${i}@example.test` })).id);
  return { headers, typeId: type.id, otherTypeId: other.id, clientIds };
}

interface Slot {
  starts_at: string;
}

async function openSlots(origin: string, studio: BenchStudio, typeId: string, month: Temporal.PlainYearMonth): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let day = 1; day <= month.daysInMonth; day++) {
    const segment = `${month.toPlainDate({ day })}-${ZONE}`;
    slots.push(...((await getJson(`${origin}/api/v1/session_types/${typeId}/check-day-avail/${segment}`, studio.headers)).data.slots as Slot[]));
  }
  return slots;
}

const book = (origin: string, studio: BenchStudio, typeId: string, startsAt: string, client: number) =>
  fetch(`${origin}/api/v1/sessions`, {
    method: 'POST',
    headers: studio.headers,
    body: JSON.stringify({ session_type_id: typeId, client_id: studio.clientIds[client % studio.clientIds.length], starts_at: startsAt }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } }));

/** Every `step`-th of `items`, up to `count`, spread over the list. */
const spreadPick = <T>(items: T[], count: number): T[] => Array.from({ length: Math.min(count, items.length) }, (_, i) => items[Math.floor((i * items.length) / count)]);

/**
 * Next month gets 200 sessions on free slots (a quarter of them of the type asked for, the rest of the
 * other type), then its month view is timed one caller at a time, `pairs` runs.
 */
async function monthLines(service: Service, studio: BenchStudio, options: { seconds: number; pairs: number }): Promise<{ lines: string[]; failed: boolean }> {
  const month = Temporal.Now.plainDateISO(ZONE).toPlainYearMonth().add({ months: 1 });
  const own = spreadPick(await openSlots(service.origin, studio, studio.typeId, month), MONTH_SESSIONS / 4);
  for (const [i, slot] of own.entries()) await mustBook(service.origin, studio, studio.typeId, slot.starts_at, i);
  const others = spreadPick(await openSlots(service.origin, studio, studio.otherTypeId, month), MONTH_SESSIONS - own.length);
  for (const [i, slot] of others.entries()) await mustBook(service.origin, studio, studio.otherTypeId, slot.starts_at, i);
  const url = `${service.origin}/api/v1/session_types/${studio.typeId}/check-month-avail/${month.year}-${month.month}-${ZONE}`;
  const days = (await getJson(url, studio.headers)).data.days as { slot_count: number }[];
  const slotCount = days.reduce((sum, day) => sum + day.slot_count, 0);
  const target = { name: 'ours', url, headers: { authorization: studio.headers.authorization }, pid: service.child.process.pid! };
  await load(target, 2, 1);
  const runs: LoadResult[] = [];
  for (let i = 0; i < options.pairs; i++) runs.push(await load(target, options.seconds, 1));
  const failed = failedAnswers(runs);
  const p50 = median(runs.map((r) => r.p50Ms));
  const p99 = median(runs.map((r) => r.p99Ms));
  const cpu = median(runs.map((r) => r.cpuMicrosPerRequest));
  const verdict = p50 <= MONTH_P50_TARGET_MS && p99 <= MONTH_P99_TARGET_MS && cpu <= MONTH_CPU_TARGET_MICROS ? 'PASS' : 'BELOW';
  return {
    failed,
    lines: [
      `\nMonth availability, one caller at a time: ${month} (${own.length + others.length} sessions in it, ${slotCount} open slots), ` +
        'Mon–Fri 09:00–17:00, 60 min',
      `  runs: ${runs.map((r) => `p50 ${r.p50Ms} / p99 ${r.p99Ms} ms, ${r.requestsPerSecond.toFixed(0)} req/s, CPU ${r.cpuMicrosPerRequest.toFixed(0)} µs/req`).join('; ')}`,
      `  median p50 ${p50} ms (target ≤ ${MONTH_P50_TARGET_MS}), p99 ${p99} ms (target ≤ ${MONTH_P99_TARGET_MS}), ` +
        `CPU ${cpu.toFixed(0)} µs/req (target ≤ ${MONTH_CPU_TARGET_MICROS})   ${verdict}` +
        `${failed ? '   ERROR: answers other than 200' : ''}`,
    ],
  };
}

async function mustBook(origin: string, studio: BenchStudio, typeId: string, startsAt: string, client: number): Promise<void> {
  const answer = await book(origin, studio, typeId, startsAt, client);
  if (answer.status !== 201) throw new Error(`booking ${startsAt} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/**
 * `rounds` times: 50 bookings at once on 50 distinct free slots (all must be 201), then 50 at once on
 * one free slot (exactly one 201, 49 × 409 slot_unavailable), in the month after next.
 */
async function burstLines(origin: string, studio: BenchStudio, rounds: number): Promise<{ lines: string[]; failed: boolean }> {
  const month = Temporal.Now.plainDateISO(ZONE).toPlainYearMonth().add({ months: 2 });
  const free = await openSlots(origin, studio, studio.typeId, month);
  // A round takes 51 slots of the month: as many rounds as it holds (3 of a month's about 170).
  rounds = Math.min(rounds, Math.floor(free.length / (BURST + 1)));
  if (rounds === 0) throw new Error(`${month} has ${free.length} open slots, fewer than ${BURST + 1}`);
  const lines = [`\n${BURST} parallel bookings (POST /api/v1/sessions), ${month}, wall time of each burst:`];
  let failed = false;
  const distinctMs: number[] = [];
  const oneSlotMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const slots = free.slice(round * (BURST + 1), round * (BURST + 1) + BURST);
    const started = performance.now();
    const answers = await Promise.all(slots.map((slot, i) => book(origin, studio, studio.typeId, slot.starts_at, i)));
    distinctMs.push(performance.now() - started);
    const created = answers.filter((a) => a.status === 201).length;
    if (created !== BURST) {
      failed = true;
      lines.push(`  ERROR: distinct slots, round ${round + 1}: ${created} × 201 of ${BURST}; others: ${JSON.stringify(answers.filter((a) => a.status !== 201).slice(0, 3))}`);
    }

    const one = free[round * (BURST + 1) + BURST].starts_at;
    const started2 = performance.now();
    const contested = await Promise.all(Array.from({ length: BURST }, (_, i) => book(origin, studio, studio.typeId, one, i)));
    oneSlotMs.push(performance.now() - started2);
    const won = contested.filter((a) => a.status === 201).length;
    const refused = contested.filter((a) => a.status === 409 && a.body.error === 'slot_unavailable').length;
    if (won !== 1 || refused !== BURST - 1) {
      failed = true;
      const others = contested.filter((a) => a.status !== 201 && !(a.status === 409 && a.body.error === 'slot_unavailable'));
      lines.push(`  ERROR: one slot, round ${round + 1}: ${won} × 201 and ${refused} × 409 slot_unavailable of ${BURST}; others: ${JSON.stringify(others.slice(0, 3))}`);
    }
  }
  const ms = (values: number[]) => `${values.map((v) => v.toFixed(0)).join(', ')} ms (median ${median(values).toFixed(0)} ms)`;
  lines.push(`  ${BURST} distinct free slots, all 201: ${ms(distinctMs)}`);
  lines.push(`  ${BURST} on one slot, one 201 and ${BURST - 1} × 409: ${ms(oneSlotMs)}`);
  if (failed) lines.push('  ERROR: the bookings did not answer as they must');
  return { lines, failed };
}
