/**
 * Many studios on one instance, for benchmarks of how cost grows with the number of studios: each
 * made as sign-up makes one, then given the same amounts of data by the demo studio's own bulk
 * seeders. Every studio draws from the same seeds, so each holds the same data (its own ids): one
 * studio seeded alone and one among a thousand are the same studio.
 */
import { staffOf } from '../platform/access.js';
import { analyzeSeeded, seedClients, seedConversations, seedInvoices, seedSessions, type DemoStudio, type SeedContext } from './demo.js';
import { seedGallery } from './gallery.js';

/** What each studio gets; a count left out is none. */
export interface StudioAmounts {
  clients?: number;
  invoices?: number;
  conversations?: number;
  sessions?: number;
  bulkCollections?: number;
  bulkPhotos?: number;
}

const PASSWORD = 'studio-password-2026';
const TIMEZONE = 'America/New_York';
/**
 * Studios seeded at once: while one waits on PostgreSQL another hashes its password or builds its
 * rows; more than this only queues on a small machine's cores.
 */
const STUDIOS_AT_ONCE = 4;

/**
 * `count` new studios, each with `amounts` of data, none of the demo studio's defaults (coupons, gift
 * cards, collections of real photos). Answers how to sign in to the first, and its API token.
 */
export async function seedStudios(
  context: SeedContext,
  count: number,
  amounts: StudioAmounts,
  progress?: (done: number, total: number) => void,
): Promise<DemoStudio> {
  let next = 1;
  let done = 0;
  progress?.(0, count);
  const worker = async () => {
    for (let n = next++; n <= count; n = next++) {
      await seedStudio(context, n, amounts);
      progress?.(++done, count);
    }
  };
  await Promise.all(Array.from({ length: Math.min(STUDIOS_AT_ONCE, count) }, worker));
  await analyzeSeeded(context);
  const first = studioOwner(1);
  const token = await context.services.auth.tokenForEmail(first.email, 'bench');
  return { studioName: first.studioName, email: first.email, password: PASSWORD, token: token.token };
}

async function seedStudio(context: SeedContext, n: number, amounts: StudioAmounts): Promise<void> {
  const owner = studioOwner(n);
  const { studio, user } = await context.services.auth.createStudio({
    studio_name: owner.studioName,
    email: owner.email,
    password: PASSWORD,
    currency: 'usd',
    timezone: TIMEZONE,
  });
  const caller = staffOf(studio, user.id);
  await seedClients(context.services, caller, amounts.clients ?? 0);
  await seedInvoices(context, caller, amounts.invoices ?? 0);
  await seedConversations(context, caller, amounts.conversations ?? 0);
  await seedSessions(context, caller, amounts.sessions ?? 0);
  await seedGallery(context, caller, { collections: 0, bulkCollections: amounts.bulkCollections ?? 0, bulkPhotos: amounts.bulkPhotos ?? 0 });
}

const studioOwner = (n: number) => ({ studioName: `Studio ${n}`, email: `owner@studio-${n}.example` });
