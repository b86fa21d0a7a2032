/** The booking page's JSON (API.md §11 "Booking"): the public face of a session type, its open slots, bookings and the manage link. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer, type Api } from '../../../test/helpers.js';

const server = await startTestServer();
const ZONE = 'America/New_York';
const MONDAY_HOURS = [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }];

async function sessionType(api: Api, over: object = {}) {
  const res = await api.post('/session_types', { name: 'Portrait', duration: 60, session_type_schedule_intervals: MONDAY_HOURS, ...over });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

test('booking_url is given only while online booking is on and the type is published, and its slug never changes', async () => {
  const { api } = await newStudio(server, { timezone: ZONE });
  assert.equal((await sessionType(api, { status: 'published' })).booking_url, null, 'online booking is off by default');
  const draft = await sessionType(api, { online_booking: true });
  assert.equal(draft.online_booking, true);
  assert.equal(draft.booking_url, null, 'a draft has no booking page');
  const published = (await api.put(`/session_types/${draft.id}/update_status`, { status: 'published' })).body.data;
  assert.match(published.booking_url, new RegExp(`^${server.origin}/book/[A-Za-z0-9]{24}$`));
  const off = (await api.put(`/session_types/${draft.id}`, { online_booking: false })).body.data;
  assert.deepEqual([off.online_booking, off.booking_url], [false, null]);
  const on = (await api.put(`/session_types/${draft.id}`, { online_booking: true })).body.data;
  assert.equal(on.booking_url, published.booking_url, 'turned on again, the page keeps its address');
  assert.equal((await api.get(`/session_types/${draft.id}`)).body.data.booking_url, published.booking_url);
  const listed = (await api.get('/session_types')).body.data.find((type: { id: string }) => type.id === draft.id);
  assert.equal(listed.booking_url, published.booking_url);
});
