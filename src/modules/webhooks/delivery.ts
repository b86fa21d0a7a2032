/**
 * The `webhooks.deliver` job: one attempt of one delivery, then its outcome and, when it failed, the
 * next attempt queued on the schedule of API.md §11 (pg-boss's own backoff cannot follow that schedule,
 * so each retry is a job of its own, held back with `startAfter`). A job carries the delivery's
 * schedule version: a job run twice (its instance died) or overtaken by a manual retry finds the
 * delivery done or rescheduled, and sends nothing.
 */
import type { Db, Tx } from '../../platform/db/pool.js';
import type { JobHandler, JobQueue } from '../../platform/jobs/queue.js';
import type { WebhookSettings } from '../../config.js';
import type { Agent } from 'undici';
import { publicOnlyLookup, refusalOf } from './addresses.js';
import { nextAttemptAt } from './schedule.js';
import { signatureHeader } from './signature.js';
import { webhookQueries, type AttemptOutcome, type DueDelivery } from './queries.js';
import { importedOnFirstUse } from '../../platform/first-use.js';

const undici = importedOnFirstUse(() => import('undici'));

export const DELIVER_JOB = 'webhooks.deliver';

export interface DeliverPayload {
  studioId: string;
  deliveryId: string;
  version: number;
}

/** Any 2xx within this long delivers the event (API.md §11). */
const TIMEOUT_MS = 10_000;
const USER_AGENT = 'Studio-Webhooks/1';

/** What one attempt came to. */
interface Attempt {
  delivered: boolean;
  responseStatus: number | null;
  error: string | null;
}

/** Queues the attempt of a delivery at `version`, in the transaction that (re)scheduled it. */
export const queueAttempt = (jobs: JobQueue, tx: Tx, payload: DeliverPayload, startAfter?: Date) =>
  jobs.enqueue(tx, DELIVER_JOB, { ...payload }, { startAfter });

export function deliverJob(db: Db, jobs: JobQueue, settings: WebhookSettings): JobHandler {
  const queries = webhookQueries(db);
  // Connections check the address they connect to, unless private addresses are allowed.
  let dispatcher: Agent | undefined;
  const dispatcherOnFirstUse = async () =>
    (dispatcher ??= new (await undici()).Agent(settings.allowPrivate ? {} : { connect: { lookup: publicOnlyLookup } }));
  return {
    async run(payload) {
      const { studioId, deliveryId, version } = payload as unknown as DeliverPayload;
      const due = await queries.due(studioId, deliveryId, version);
      if (!due) return;
      const outcome = due.enabled ? outcomeOf(due, await send(due, settings.allowPrivate, await dispatcherOnFirstUse()), settings.retryScale) : DISABLED;
      await db.transaction(async (tx) => {
        const recorded = await queries.recordAttempt(tx, studioId, deliveryId, version, outcome);
        if (recorded && outcome.status === 'pending') {
          await queueAttempt(jobs, tx, { studioId, deliveryId, version: recorded.scheduleVersion }, new Date(outcome.nextAttemptAt!));
        }
      });
    },
    async givenUp(payload, reason) {
      const { studioId, deliveryId, version } = payload as unknown as DeliverPayload;
      await queries.failPending(studioId, deliveryId, version, reason);
    },
  };
}

/** The event as the endpoint receives it: the same bytes at every attempt, signed anew with the attempt's time. */
function eventBody(event: DueDelivery['event']): string {
  return JSON.stringify({ id: event.id, type: event.type, created_at: event.createdAt, data: { object: event.object } });
}

async function send(due: DueDelivery, allowPrivate: boolean, dispatcher: Agent): Promise<Attempt> {
  const url = new URL(due.url);
  // Checked again now: the name may point elsewhere than when the endpoint was saved.
  const refusal = await refusalOf(url, allowPrivate);
  if (refusal) return refused(`Not sent: ${refusal}`);
  const body = eventBody(due.event);
  try {
    const response = await (await undici()).fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'studio-event-id': due.event.id,
        'studio-signature': signatureHeader(due.secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
      // A redirect is not followed: its target was never checked, and a 3xx is not a 2xx.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      dispatcher,
    });
    await response.body?.cancel();
    const delivered = response.status >= 200 && response.status < 300;
    return { delivered, responseStatus: response.status, error: delivered ? null : `The endpoint answered ${response.status}.` };
  } catch (error) {
    return refused(reasonOf(error));
  }
}

/** A retry due to an endpoint disabled since ends its delivery: the studio asked for nothing more to be sent there. */
const DISABLED: AttemptOutcome = { status: 'failed', responseStatus: null, lastError: 'The endpoint is disabled.', nextAttemptAt: null };

const refused = (error: string): Attempt => ({ delivered: false, responseStatus: null, error });

function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `No answer within ${TIMEOUT_MS / 1000} seconds.`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `The request failed: ${cause?.code ?? cause?.message ?? (error as Error).message}.`;
}

function outcomeOf(due: DueDelivery, attempt: Attempt, scale: number): AttemptOutcome {
  const common = { responseStatus: attempt.responseStatus, lastError: attempt.error };
  if (attempt.delivered) return { ...common, status: 'succeeded', nextAttemptAt: null };
  const next = nextAttemptAt(new Date(due.event.createdAt), due.delivery.attempts + 1, new Date(), scale);
  return next ? { ...common, status: 'pending', nextAttemptAt: next.toISOString() } : { ...common, status: 'failed', nextAttemptAt: null };
}
