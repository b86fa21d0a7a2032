/**
 * Every event type (API.md §11) from the action that causes it, through to a receiver: each arrives
 * once, signed, carrying the resource as its GET answers it at that moment.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, eventually, newStudio, startTestServer } from '../../../test/helpers.js';
import { addPhoto, collectionWithGallery, makeImage } from '../../../test/gallery/support.js';
import { startReceiver, type Received } from '../../../test/support/webhook-receiver.js';

const server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true', JOB_POLL_MS: '500' });
const studio = await newStudio(server, { timezone: 'America/New_York' });
const { api } = studio;
const receiver = await startReceiver();
receiver.secret = (await api.post('/webhook_endpoints', { url: receiver.url, events: ['*'] })).body.data.secret;

async function ok(response: Promise<{ status: number; body: any }>, status = 201) {
  const res = await response;
  assert.equal(res.status, status, JSON.stringify(res.body));
  return res.body.data;
}

/** The one event of `type` about the resource `id`, once it arrived; fails if a second copy came. */
async function arrived(type: string, id: string): Promise<Received> {
  const about = () => receiver.ofType(type).filter((r) => r.event.data.object.id === id);
  await eventually(() => about().length > 0, `${type} for ${id}`);
  const [event, ...more] = about();
  assert.deepEqual(more, [], `${type} for ${id} arrived once`);
  assert.ok(event.verified, `${type} is signed with the endpoint's secret`);
  return event;
}

const EMAIL = () => `ada-${Math.random().toString(36).slice(2)}@example.test`;

test('client.created, invoice.sent, payment.created, invoice.paid and payment.refunded carry their resource as GET answers it', async () => {
  const client = await ok(api.post('/clients', { first_name: 'Ada', last_name: 'Lovelace', email: EMAIL() }));
  assert.deepEqual((await arrived('client.created', client.id)).event.data.object, await ok(api.get(`/clients/${client.id}`), 200));

  const invoice = await ok(api.post('/invoices', { client_id: client.id, due_date: '2031-01-31', line_items: [{ name: 'Portrait session', quantity: 1, amount: 10000 }] }));
  assert.equal(receiver.ofType('invoice.sent').length, 0, 'a draft is no event');
  await ok(api.post(`/invoices/${invoice.id}/send`), 200);
  const sent = await ok(api.get(`/invoices/${invoice.id}`), 200);
  assert.deepEqual((await arrived('invoice.sent', invoice.id)).event.data.object, sent);
  assert.equal(sent.status, 'sent');

  const half = await ok(api.post(`/invoices/${invoice.id}/payments`, { amount: 4000, payment_method: 'bank_transfer' }));
  assert.deepEqual((await arrived('payment.created', half.id)).event.data.object, await ok(api.get(`/invoices/${invoice.id}/payments/${half.id}`), 200));
  const rest = await ok(api.post(`/invoices/${invoice.id}/payments`, { amount: 6000, payment_method: 'bank_transfer' }));
  await arrived('payment.created', rest.id);
  const paid = await ok(api.get(`/invoices/${invoice.id}`), 200);
  assert.equal(paid.status, 'paid');
  assert.deepEqual((await arrived('invoice.paid', invoice.id)).event.data.object, paid, 'paid once, by the payment that covered it');

  await ok(api.post(`/invoices/${invoice.id}/payments/${half.id}/refund`, { amount: 1000 }), 200);
  assert.deepEqual((await arrived('payment.refunded', half.id)).event.data.object, await ok(api.get(`/invoices/${invoice.id}/payments/${half.id}`), 200));
});

test('session.booked from POST /sessions and from the booking page, then session.rescheduled and session.cancelled', async () => {
  const hours = [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, start_time: '08:00', end_time: '20:00' }));
  const type = await ok(api.post('/session_types', { name: 'Portrait', duration: 60, status: 'published', online_booking: true, session_type_schedule_intervals: hours }));
  const client = await ok(api.post('/clients', { first_name: 'Grace', email: EMAIL() }));
  const session = await ok(api.post('/sessions', { session_type_id: type.id, client_id: client.id, starts_at: '2027-06-07T13:00:00Z' }));
  assert.deepEqual((await arrived('session.booked', session.id)).event.data.object, await ok(api.get(`/sessions/${session.id}`), 200));

  await ok(api.put(`/sessions/${session.id}`, { starts_at: '2027-06-07T15:00:00Z' }), 200);
  assert.deepEqual((await arrived('session.rescheduled', session.id)).event.data.object, await ok(api.get(`/sessions/${session.id}`), 200));
  await ok(api.put(`/sessions/${session.id}`, { status: 'cancelled' }), 200);
  const cancelled = (await arrived('session.cancelled', session.id)).event.data.object;
  assert.deepEqual(cancelled, await ok(api.get(`/sessions/${session.id}`), 200));
  assert.equal(cancelled.status, 'cancelled');

  const slug = type.booking_url.slice(type.booking_url.lastIndexOf('/') + 1);
  const visitor = new Api(server.origin);
  const email = EMAIL();
  const booked = await visitor.post(`/book/${slug}`, { starts_at: '2027-06-08T13:00:00Z', first_name: 'Mary', last_name: 'Somerville', email });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const fromPage = (await api.get('/sessions?per_page=100')).body.data.find((s: { starts_at: string }) => s.starts_at === '2027-06-08T13:00:00.000000Z');
  assert.deepEqual((await arrived('session.booked', fromPage.id)).event.data.object, await ok(api.get(`/sessions/${fromPage.id}`), 200));
  const lead = await arrived('client.created', fromPage.client_id);
  assert.deepEqual([lead.event.data.object.email, lead.event.data.object.type], [email, 'lead'], 'the visitor became a lead');
});

test('message.created for a conversation opened with a message and for a message posted after', async () => {
  const client = await ok(api.post('/clients', { first_name: 'Ada', email: EMAIL() }));
  const conversation = await ok(api.post('/conversations', { client_id: client.id, subject: 'Proofs', content: 'Your proofs are ready.' }));
  const opening = conversation.messages[0];
  assert.deepEqual((await arrived('message.created', opening.id)).event.data.object, opening);
  const reply = await ok(api.post('/conversation_messages', { conversation_id: conversation.id, content: 'Pick your favourites by Friday.' }));
  assert.deepEqual((await arrived('message.created', reply.id)).event.data.object, reply);
});

test('photo.ready once the rendering job has made the renditions', async () => {
  const { galleryId } = await collectionWithGallery(api);
  const photoId = await addPhoto(api, galleryId, await makeImage({ width: 1200, height: 800 }));
  const { event } = await arrived('photo.ready', photoId);
  const photo = await ok(api.get(`/photos/${photoId}`), 200);
  const { urls, ...rest } = event.data.object;
  const { urls: nowUrls, ...nowRest } = photo;
  assert.deepEqual(rest, nowRest);
  assert.equal(rest.state, 'ready');
  assert.deepEqual(Object.keys(urls), Object.keys(nowUrls));
  assert.equal((await fetch(urls.web)).status, 200, "the event's signed link opens the web rendition");
});
