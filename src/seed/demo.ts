import type { Services } from '../areas.js';
import { staffOf, type Caller } from '../platform/access.js';
import type { Db } from '../platform/db/pool.js';
import { ConversationBulkLoader } from './conversations.js';
import { seedGallery } from './gallery.js';
import { GalleryBulkLoader } from './gallery-bulk.js';
import { InvoiceBulkLoader } from './invoices.js';
import { demoPerson, seededRandom } from './people.js';
import { demoSessionTypes, SessionBulkLoader, setDemoHolidays } from './sessions.js';

export interface DemoStudio {
  studioName: string;
  email: string;
  password: string;
  token: string;
}

const DEMO = { studioName: 'Golden Hour Photography', email: 'demo@goldenhour.example', password: 'demo-password-2026' };

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** What seeding writes through: the services, and the database for bulk loads. */
export interface SeedContext {
  services: Services;
  db: Db;
  /** The service's PLATFORM_FEE_PERCENT, so that seeded payments carry the fees the API would charge. */
  platformFeePercent: number;
}

export interface SeedOptions {
  /** Clients to add (bulk-inserted); the demo studio gets 25 by default. */
  clients?: number;
  /** Invoices to add (bulk-inserted) with their line items and payments; a new demo studio gets 60 by default. */
  invoices?: number;
  /** Conversations to add (bulk-inserted) with their messages; a new demo studio gets 20 by default. */
  conversations?: number;
  /**
   * Sessions to add (bulk-inserted) to the demo session types, about half past and half to come; a new demo
   * studio gets a year of them (6 months back, 6 ahead, 2 to 4 a working day, about 930) by default.
   */
  sessions?: number;
  /** Collections with real photos (made with sharp, processed by the job queue); a new demo studio gets 3 by default. */
  collections?: number;
  /** Collections as rows only, with galleries and clients but no photos: for benchmarks. */
  bulkCollections?: number;
  /** Photos as rows only (`ready`, no files) in one more collection's one gallery: for benchmarks. */
  bulkPhotos?: number;
  /** Called after each batch with the number of clients, invoices, conversations, sessions, collections or photos inserted so far. */
  progress?: (what: 'clients' | 'invoices' | 'conversations' | 'sessions' | 'collections' | 'photos', done: number, total: number) => void;
}

const CLIENT_BATCH = 2000;
const DEFAULT_CLIENTS = 25;
/** Enough invoices for every status, payment method and currency of the generator to show up. */
const DEFAULT_INVOICES = 60;
/** One deck of the generator's fates: the inbox shows conversations unread by either side, and archived ones. */
const DEFAULT_CONVERSATIONS = 20;
/** Enough collections for passwords, expiry, downloads refused and private galleries to show up. */
const DEFAULT_COLLECTIONS = 3;

/**
 * A demo studio with realistic data in every area: coupons in every status, gift cards, clients (all
 * `sample`), invoices with their payments, conversations with their messages, session types with
 * their schedules and a year of sessions, collections of photos. Running it again keeps the studio and
 * adds `clients`, `invoices`, `conversations`, `sessions` and `collections` more. Later areas add theirs.
 */
export async function seedDemo(context: SeedContext, options: SeedOptions = {}): Promise<DemoStudio> {
  const { services } = context;
  const existing = await services.auth.login(DEMO.email, DEMO.password).catch(() => null);
  const { studio, user } = existing?.view ?? (await services.auth.createStudio({
    studio_name: DEMO.studioName,
    email: DEMO.email,
    password: DEMO.password,
    first_name: 'Maya',
    last_name: 'Lindqvist',
    currency: 'usd',
    timezone: 'America/New_York',
  }));
  const caller = staffOf(studio, user.id);
  if (!existing) {
    await seedCoupons(services, caller);
    await seedGiftCards(services, caller);
  }
  await seedClients(services, caller, options.clients ?? (existing ? 0 : DEFAULT_CLIENTS), options.progress);
  await seedInvoices(context, caller, options.invoices ?? (existing ? 0 : DEFAULT_INVOICES), options.progress);
  await seedConversations(context, caller, options.conversations ?? (existing ? 0 : DEFAULT_CONVERSATIONS), options.progress);
  await seedSessions(context, caller, options.sessions ?? (existing ? 0 : 'year'), options.progress);
  const collections = options.collections ?? (existing ? 0 : DEFAULT_COLLECTIONS);
  await seedGallery(context, caller, { collections, bulkCollections: options.bulkCollections ?? 0, bulkPhotos: options.bulkPhotos ?? 0 }, options.progress);
  await analyzeSeeded(context);
  const token = await services.auth.tokenForEmail(DEMO.email, 'demo');
  return { ...DEMO, token: token.token };
}

/** Bulk inserts, a batch per statement: 100 000 clients take seconds, not minutes. */
export async function seedClients(services: Services, caller: Caller, count: number, progress?: SeedOptions['progress']): Promise<void> {
  const already = (await services.clients.list(caller, null, { page: 1, perPage: 1 })).meta.total;
  const random = seededRandom(already + 1);
  if (count > 0) progress?.('clients', 0, count);
  for (let done = 0; done < count; done += CLIENT_BATCH) {
    const size = Math.min(CLIENT_BATCH, count - done);
    const people = Array.from({ length: size }, (_, i) => demoPerson(already + done + i, random));
    await services.clients.insertMany(caller, people, { sample: true });
    progress?.('clients', done + size, count);
  }
}

/** Invoices of the studio's existing clients (a few are added first when it has none). */
export async function seedInvoices(context: SeedContext, caller: Caller, count: number, progress?: SeedOptions['progress']): Promise<void> {
  if (count === 0) return;
  const clientIds = await clientsToSeedFor(context, caller, progress);
  const loader = new InvoiceBulkLoader(context.db);
  await loader.seed({
    studio: caller.studio,
    clientIds,
    count,
    platformFeePercent: context.platformFeePercent,
    random: seededRandom(clientIds.length),
    progress: (done, total) => progress?.('invoices', done, total),
  });
}

/**
 * Conversations with the studio's existing clients (a few are added first when it has none), the
 * studio's side written by the demo user, who made the studio: its first user.
 */
export async function seedConversations(context: SeedContext, caller: Caller, count: number, progress?: SeedOptions['progress']): Promise<void> {
  if (count === 0) return;
  const clientIds = await clientsToSeedFor(context, caller, progress);
  const already = (await context.services.conversations.list(caller, { clientId: null, status: 'all', withMessages: false }, { page: 1, perPage: 1 }, '')).meta.total;
  const loader = new ConversationBulkLoader(context.db);
  await loader.seed({
    studio: caller.studio,
    photographerId: caller.userId!,
    clientIds,
    count,
    random: seededRandom(already + 1),
    progress: (done, total) => progress?.('conversations', done, total),
  });
}

/**
 * The demo session types (made on the first run) and `count` sessions with the studio's clients (a
 * few are added first when it has none), or a year of them; the holidays of the dates they span are
 * set on the schedules first, and the sessions keep clear of them and of the studio's sessions already there.
 */
export async function seedSessions(context: SeedContext, caller: Caller, count: number | 'year', progress?: SeedOptions['progress']): Promise<void> {
  if (count === 0) return;
  const clientIds = await clientsToSeedFor(context, caller, progress);
  const { types, scheduleIds } = await demoSessionTypes(context.services, caller);
  const studio = { id: caller.studio.id, timezone: caller.studio.timezone };
  const seed = { studio, types, clientIds, count: count === 'year' ? undefined : count };
  await setDemoHolidays(context.services, caller, Object.values(scheduleIds), SessionBulkLoader.span(seed));
  const already = (await context.services.sessions.list(caller, {}, { page: 1, perPage: 1 })).meta.total;
  const loader = new SessionBulkLoader(context.db);
  await loader.seed({ ...seed, random: seededRandom(already + 1), progress: (done, total) => progress?.('sessions', done, total) });
}

/**
 * Fresh statistics and visibility maps of every table the bulk loaders write, so that plans and
 * index-only scans are right. Once after all the seeding, not after each area: seeding many studios
 * would otherwise vacuum the growing tables once per studio.
 */
export async function analyzeSeeded(context: SeedContext): Promise<void> {
  await context.services.clients.analyze();
  await new InvoiceBulkLoader(context.db).analyze();
  await new ConversationBulkLoader(context.db).analyze();
  await new SessionBulkLoader(context.db).analyze();
  await new GalleryBulkLoader(context.db).analyze();
}

/** The studio's clients, after adding the default few when it has none. */
async function clientsToSeedFor(context: SeedContext, caller: Caller, progress?: SeedOptions['progress']): Promise<string[]> {
  const clientIds = await allClientIds(context.services, caller);
  if (clientIds.length > 0) return clientIds;
  await seedClients(context.services, caller, DEFAULT_CLIENTS, progress);
  return allClientIds(context.services, caller);
}

async function allClientIds(services: Services, caller: Caller): Promise<string[]> {
  const ids: string[] = [];
  for await (const batch of services.clients.export(caller, null)) ids.push(...batch.map((client) => client.id));
  return ids;
}

async function seedCoupons(services: Services, caller: Caller): Promise<void> {
  const { coupons } = services;
  await coupons.create(caller, { code: 'SPRING20', discount_type: 'percentage', discount_value: 20, usage_limit: 100, expires_at: daysFromNow(90), description: 'Spring mini-session promotion' });
  await coupons.create(caller, { code: 'WELCOME50', discount_type: 'fixed_amount', discount_value: 5000, minimum_order_amount: 25000, description: '$50 off a first full session' });
  await coupons.create(caller, { code: 'REFERRAL10', discount_type: 'percentage', discount_value: 10, description: 'Thank-you for client referrals' });
  await coupons.create(caller, { code: 'HOLIDAY2025', discount_type: 'percentage', discount_value: 15, expires_at: daysFromNow(-30), description: 'Last year\'s holiday cards' });
  await coupons.create(caller, { code: 'VIP-ONE-TIME', discount_type: 'fixed_amount', discount_value: 10000, usage_limit: 1, description: 'One-off courtesy for a returning wedding client' });
  const paused = await coupons.create(caller, { code: 'BLACKFRIDAY', discount_type: 'percentage', discount_value: 30, usage_limit: 50, expires_at: daysFromNow(10), description: 'Paused until the newsletter goes out' });
  await coupons.disable(caller, paused.id);
}

async function seedGiftCards(services: Services, caller: Caller): Promise<void> {
  const { giftCards } = services;
  await giftCards.create(caller, { amount: 25000, purchased_by: { first_name: 'Olivia', last_name: 'Hart', email: 'olivia.hart@example.com' }, expires_at: daysFromNow(365) });
  await giftCards.create(caller, { amount: 50000, purchased_by: { first_name: 'Daniel', last_name: 'Okafor', email: 'd.okafor@example.com' } });
  await giftCards.create(caller, { amount: 15000, purchased_by: { first_name: 'Sofia', last_name: 'Marín', email: 'sofia.marin@example.com' }, expires_at: daysFromNow(-10) });
  await giftCards.create(caller, { amount: 10000, code: 'MOTHERSDAY-2026', purchased_by: { first_name: 'Ethan', last_name: 'Brooks', email: 'ethan.brooks@example.com' } });
}
