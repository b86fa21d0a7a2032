/**
 * The soak's studio and its traffic: a studio seeded through the API with a little of everything
 * (coupons, gift cards, clients, invoices with payments, a bookable session type with sessions,
 * conversations, a shared gallery of small photos), and the mix of reads and writes run against it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { Temporal } from 'temporal-polyfill';
import { signUp } from './fixture.js';
import { apiOf, upload, type Api } from './photo-flow.js';

const ZONE = 'America/New_York';
const CLIENTS = 20;
const INVOICES = 10;
const CONVERSATIONS = 5;
const PHOTOS = 3;
const PHOTO_READY_TIMEOUT_MS = 60_000;
/** The few visitors who book from the page: the service keeps one client per email. */
const BOOKING_VISITORS = 10;

/** What the traffic needs from the seeded studio. Paths are relative to any instance's origin. */
export interface SoakStudio {
  token: string;
  couponIds: string[];
  giftCardIds: string[];
  clientIds: string[];
  invoiceIds: string[];
  sessionTypeId: string;
  conversationIds: string[];
  collectionId: string;
  galleryId: string;
  photoIds: string[];
  /** `/book/<slug>` */
  bookingPath: string;
  /** `/s/<token>` */
  sharePath: string;
  /** Open slots of the next two months, booked and cancelled in turn. */
  slots: string[];
  /** A day with open slots, `<date>-<zone>`, for the staff's day availability. */
  availabilityDay: string;
  nextMonth: string;
}

export async function seedSoakStudio(origin: string): Promise<SoakStudio> {
  const token = await signUp(origin, { studio_name: 'Soak', email: 'soak@example.test', timezone: ZONE });
  const api = apiOf(origin, token);
  const ids = async (count: number, body: (i: number) => unknown, route: string) => {
    const created: string[] = [];
    for (let i = 0; i < count; i++) created.push((await api('POST', route, body(i))).data.id);
    return created;
  };
  const couponIds = await ids(5, (i) => ({ code: `SEED-${i}`, discount_type: 'percentage', discount_value: 5 + i }), '/coupons');
  const giftCardIds = await ids(3, (i) => ({ amount: 5000 * (i + 1) }), '/gift_cards');
  const clientIds = await ids(CLIENTS, (i) => ({ first_name: `Soak ${i}`, last_name: 'Client', email: `soak-client-${i}@example.test` }), '/clients');
  const invoiceIds: string[] = [];
  for (let i = 0; i < INVOICES; i++) invoiceIds.push(await paidInvoice(api, clientIds[i % CLIENTS]));
  const scheduling = await seedScheduling(api, clientIds);
  const conversationIds = await ids(CONVERSATIONS, (i) => ({ client_id: clientIds[i], subject: `Shoot ${i}`, content: 'Looking forward to it!' }), '/conversations');
  for (const conversation_id of conversationIds) await api('POST', '/conversation_messages', { conversation_id, content: 'Here are the details.' });
  const gallery = await seedGallery(api);
  return { token, couponIds, giftCardIds, clientIds, invoiceIds, conversationIds, ...scheduling, ...gallery };
}

/** An invoice made out, sent and paid in full: the payment is refused on a draft. */
async function paidInvoice(api: Api, clientId: string): Promise<string> {
  const invoice = (await api('POST', '/invoices', invoiceBody(clientId))).data;
  await api('POST', `/invoices/${invoice.id}/send`);
  await api('POST', `/invoices/${invoice.id}/payments`, { amount: 25_000, payment_method: 'card' });
  return invoice.id;
}

export const invoiceBody = (clientId: string) => ({
  client_id: clientId,
  due_date: Temporal.Now.plainDateISO(ZONE).add({ days: 30 }).toString(),
  line_items: [{ name: 'Portrait session', quantity: 1, amount: 25_000 }],
});

/** A session type booked online (Mon–Fri 09:00–17:00, an hour), a few sessions, and its open slots. */
async function seedScheduling(api: Api, clientIds: string[]) {
  const weekdays = [1, 2, 3, 4, 5].map((day_of_week) => ({ day_of_week, start_time: '09:00', end_time: '17:00' }));
  const type = (await api('POST', '/session_types', {
    name: 'Portrait', duration: 60, status: 'published', online_booking: true, session_type_schedule_intervals: weekdays,
  })).data as { id: string; booking_url: string };
  const bookingPath = new URL(type.booking_url).pathname;
  const thisMonth = Temporal.Now.plainDateISO(ZONE).toPlainYearMonth();
  const slots: string[] = [];
  for (const month of [thisMonth.add({ months: 1 }), thisMonth.add({ months: 2 })]) slots.push(...(await openSlots(api, type.id, month)));
  // The first slots become the studio's own sessions; the rest are booked and cancelled by the traffic.
  for (const clientId of clientIds.slice(0, 5)) {
    await api('POST', '/sessions', { session_type_id: type.id, client_id: clientId, starts_at: slots.shift() });
  }
  const availabilityDay = `${Temporal.Instant.from(slots[0]).toZonedDateTimeISO(ZONE).toPlainDate()}-${ZONE}`;
  return { sessionTypeId: type.id, bookingPath, slots, availabilityDay, nextMonth: thisMonth.add({ months: 1 }).toString() };
}

async function openSlots(api: Api, typeId: string, month: Temporal.PlainYearMonth): Promise<string[]> {
  const starts: string[] = [];
  for (let day = 1; day <= month.daysInMonth; day++) {
    const answer = await api('GET', `/session_types/${typeId}/check-day-avail/${month.toPlainDate({ day })}-${ZONE}`);
    starts.push(...(answer.data.slots as { starts_at: string }[]).map((slot) => slot.starts_at));
  }
  return starts;
}

/** A collection with one gallery of a few small photos, ready, and a sharing link to it. */
async function seedGallery(api: Api) {
  const collectionId = (await api('POST', '/collections', { name: 'Soak wedding' })).data.id as string;
  const galleryId = (await api('POST', `/collections/${collectionId}/galleries`, { name: 'Ceremony' })).data.id as string;
  const photoIds: string[] = [];
  for (let i = 0; i < PHOTOS; i++) photoIds.push(await upload(api, galleryId, `IMG_${i}.jpg`, await smallJpeg(i)));
  await untilReady(api, galleryId);
  const link = (await api('POST', `/collections/${collectionId}/photo_sharing_links`, { permissions: 'download' })).data as { url: string };
  return { collectionId, galleryId, photoIds, sharePath: new URL(link.url).pathname };
}

const smallJpeg = (seed: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 * seed, g: 120, b: 200 } } }).jpeg().toBuffer();

/** The renditions run in the background: the shared page shows only ready photos. */
async function untilReady(api: Api, galleryId: string): Promise<void> {
  const deadline = performance.now() + PHOTO_READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const photos = (await api('GET', `/galleries/${galleryId}/photos`)).data as { state: string }[];
    if (photos.some((photo) => photo.state === 'failed')) throw new Error('a seeded photo failed to process');
    if (photos.every((photo) => photo.state === 'ready')) return;
    await sleep(200);
  }
  throw new Error(`the seeded photos were not ready within ${PHOTO_READY_TIMEOUT_MS / 1000} s`);
}

/** One HTTP request of the mix, and the statuses it may answer. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  /** JSON; a request without a body sends none. */
  body?: unknown;
  /** Asks for the HTML page rather than JSON. */
  html?: boolean;
  /** Sent without the studio's token: a visitor's request. */
  visitor?: boolean;
  expect: number[];
}

/** Sends a call to one instance: the parsed answer, or null when it was unexpected (already counted as an error). */
export type Send = (call: Call) => Promise<{ body: any } | null>;

/** One step of a visitor or the studio: one request, or a few that depend on each other. */
export type Operation = (send: Send, studio: SoakStudio, n: number) => Promise<void>;

const get = (path: string, options: Partial<Call> = {}): Call => ({ method: 'GET', path: `/api/v1${path}`, expect: [200], ...options });
const post = (path: string, body?: unknown, expect = [201]): Call => ({ method: 'POST', path: `/api/v1${path}`, body, expect });
const pick = <T>(items: T[], n: number): T => items[n % items.length];
/** An operation of one request, whose answer nothing else needs. */
const oneRequest = (call: (studio: SoakStudio, n: number) => Call): Operation => async (send, studio, n) => void (await send(call(studio, n)));

const READS: Operation[] = [
  oneRequest(() => get('/coupons')),
  oneRequest((s, n) => get(`/coupons/${pick(s.couponIds, n)}`)),
  oneRequest(() => get('/gift_cards')),
  oneRequest((s, n) => get(`/gift_cards/${pick(s.giftCardIds, n)}`)),
  oneRequest(() => get('/clients')),
  oneRequest((s, n) => get(`/clients/${pick(s.clientIds, n)}`)),
  oneRequest(() => get('/clients/search?q=soak')),
  oneRequest(() => get('/invoices')),
  oneRequest((s, n) => get(`/invoices/${pick(s.invoiceIds, n)}`)),
  oneRequest(() => get('/invoices/invoice_summary')),
  oneRequest(() => get('/invoices/payments/list')),
  oneRequest(() => get('/session_types')),
  oneRequest(() => get('/sessions')),
  oneRequest((s) => get(`/session_types/${s.sessionTypeId}/check-day-avail/${s.availabilityDay}`)),
  oneRequest(() => get('/conversations')),
  oneRequest((s, n) => get(`/conversations/${pick(s.conversationIds, n)}`)),
  oneRequest(() => get('/collections')),
  oneRequest((s) => get(`/galleries/${s.galleryId}/photos`)),
  oneRequest((s) => ({ method: 'GET', path: s.sharePath, html: true, visitor: true, expect: [200] })),
  oneRequest((s) => ({ method: 'GET', path: s.bookingPath, html: true, visitor: true, expect: [200] })),
  oneRequest((s) => ({ method: 'GET', path: `${s.bookingPath}/slots?month=${s.nextMonth}&timezone=${ZONE}`, visitor: true, expect: [200] })),
];

const WRITES: Operation[] = [
  oneRequest((_, n) => post('/clients', { first_name: `Walk-in ${n}`, email: `soak-walk-in-${n}@example.test` })),
  oneRequest((s, n) => post('/conversation_messages', { conversation_id: pick(s.conversationIds, n), content: `Message ${n}` })),
  oneRequest((_, n) => post('/coupons', { code: `SOAK-${n}`, discount_type: 'fixed_amount', discount_value: 1000 })),
  oneRequest(() => post('/gift_cards', { amount: 2500 })),
  // A visitor who favorited the photo before gets a 200, a new favorite a 201.
  oneRequest((s, n) => post(`/collections/${s.collectionId}/favorites`, { photo_id: pick(s.photoIds, n), email: `visitor-${n % 50}@example.test` }, [200, 201])),
  invoiceAndPayment,
  bookAndCancel,
];

async function invoiceAndPayment(send: Send, studio: SoakStudio, n: number): Promise<void> {
  const invoice = await send(post('/invoices', invoiceBody(pick(studio.clientIds, n))));
  if (!invoice) return;
  const id = invoice.body.data.id as string;
  if (!(await send(post(`/invoices/${id}/send`, undefined, [200])))) return;
  await send(post(`/invoices/${id}/payments`, { amount: 10_000, payment_method: 'bank_transfer' }));
}

/**
 * The booking page's visitor books a slot, then cancels it from the manage link, which frees the slot
 * again. Slots are taken in turn: a slot comes round again only after all the others, long after its
 * cancellation, so two bookings never race for one slot.
 */
async function bookAndCancel(send: Send, studio: SoakStudio, n: number): Promise<void> {
  const visitor = n % BOOKING_VISITORS;
  const booking = await send({
    method: 'POST',
    path: studio.bookingPath,
    body: { starts_at: pick(studio.slots, n), first_name: 'Visitor', last_name: String(visitor), email: `booker-${visitor}@example.test` },
    visitor: true,
    expect: [201],
  });
  if (!booking) return;
  await send({ method: 'POST', path: `${new URL(booking.body.data.manage_url).pathname}/cancel`, visitor: true, expect: [200] });
}

/** Each read twice as often as each write, six operations in seven reads: a studio's day, give or take. */
export const MIX: Operation[] = [...READS, ...READS, ...WRITES];
