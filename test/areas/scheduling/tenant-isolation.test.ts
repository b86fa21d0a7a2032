/** Scheduling across studios: the derived isolation matrix (test/support/tenant.ts), lists and counts of each studio's own, and one calendar per studio. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import type { Api } from '../../helpers.js';
import { isolationMatrix, sessionOf, tenantSuite } from '../../support/tenant.js';
import { created } from '../records.js';
import { MONDAY_HOURS, nextSlot, scheduling, sessionBody, ZONE } from './routes.js';

const t = await tenantSuite(scheduling);
const { a, b, aRecords, bRecords, server } = t;

// B has more of everything than A: an inquiry, a session type with a schedule of its own, a schedule.
await created(b.api, '/sessions', { ...sessionBody(bRecords), status: 'inquiry' });
await created(b.api, '/session_types', { name: 'Only for B', duration: 30, session_type_schedule_intervals: [MONDAY_HOURS] });
await created(b.api, '/session_type_schedules', { name: 'Only for B' });

isolationMatrix(t);

/** The ids a list shows, all of them counted in meta.total. */
async function listed(api: Api, path: string): Promise<string[]> {
  const res = await api.get(`${path}?per_page=100`);
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
  const ids: string[] = res.body.data.map((row: { id: string }) => row.id);
  assert.equal(res.body.meta.total, ids.length, `${path}: meta.total counts the rows shown`);
  return [...ids].sort();
}

test("with A's token or session, the lists and the inquiry count show only A's rows", async () => {
  const mine = {
    '/sessions': [aRecords.session.id, aRecords.inquiry.id],
    '/session_types': [aRecords.type.id, aRecords.doomedType.id],
    '/session_type_schedules': [aRecords.schedule.id, aRecords.doomedType.session_type_schedule.id],
  };
  const { session } = await sessionOf(server, a);
  for (const api of [a.api, session]) {
    for (const [path, ids] of Object.entries(mine)) assert.deepEqual(await listed(api, path), [...ids].sort(), `${path}: exactly A's rows`);
    assert.deepEqual((await api.get('/sessions/inquiry/count')).body.data, { count: 1 });
  }
  assert.deepEqual((await b.api.get('/sessions/inquiry/count')).body.data, { count: 2 }, "B's count has B's inquiries");
  const theirs = { '/sessions': 3, '/session_types': 3, '/session_type_schedules': 4 };
  for (const [path, count] of Object.entries(theirs)) assert.equal((await listed(b.api, path)).length, count, `${path}: all of B's rows`);
});

test("B's sessions never take a slot of A: each studio has a calendar of its own", async () => {
  const slot = Temporal.Instant.from(nextSlot());
  const date = slot.toZonedDateTimeISO(ZONE).toPlainDate();
  const offered = async (api: Api, type: string) => {
    const res = await api.get(`/session_types/${type}/check-day-avail/${date.year}-${date.month}-${date.day}-${ZONE}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data.slots.some((s: { starts_at: string }) => Temporal.Instant.from(s.starts_at).equals(slot));
  };
  const startsAt = slot.toString();
  await created(b.api, '/sessions', { ...sessionBody(bRecords), starts_at: startsAt });
  assert.equal(await offered(b.api, bRecords.type.id), false, 'B has booked the slot');
  assert.equal(await offered(a.api, aRecords.type.id), true, "B's booking leaves A's slot open");
  await created(a.api, '/sessions', { ...sessionBody(aRecords), starts_at: startsAt });
  assert.equal(await offered(a.api, aRecords.type.id), false, 'A has booked it too');
  const again = await b.api.post('/sessions', { ...sessionBody(bRecords), starts_at: startsAt });
  assert.deepEqual([again.status, again.body.error], [409, 'slot_unavailable'], "A's booking changes nothing of B's, whose slot stays taken");
});
