/**
 * When a failed delivery is tried again (API.md §11): after 1 minute, 5 minutes, 30 minutes, 2 hours,
 * 6 hours, then every 12 hours, as long as the next try falls within 3 days of the event; after that
 * the delivery has failed. `scale` shrinks the whole schedule for tests (WEBHOOK_RETRY_SCALE).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FIRST_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];
const LATER_DELAY_MS = 12 * HOUR;
const GIVE_UP_AFTER_MS = 72 * HOUR;

/** The delay before the try that follows `attemptsMade` tries. */
function retryDelayMs(attemptsMade: number, scale = 1): number {
  return (FIRST_DELAYS_MS[attemptsMade - 1] ?? LATER_DELAY_MS) * scale;
}

/** When to try again after `attemptsMade` tries of an event created at `createdAt`; null once the 3 days are over. */
export function nextAttemptAt(createdAt: Date, attemptsMade: number, now: Date, scale = 1): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attemptsMade, scale));
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS * scale ? null : next;
}
