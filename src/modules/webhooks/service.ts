import type { Caller } from '../../platform/access.js';
import type { Db, Tx } from '../../platform/db/pool.js';
import { invalidField, missing } from '../../platform/errors.js';
import { newId, randomAlphanumeric } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import type { WebhookSettings } from '../../config.js';
import { refusalOf } from './addresses.js';
import { queueAttempt } from './delivery.js';
import { EVERY_EVENT, type EventType } from './event-types.js';
import { webhookQueries, type DeliveryRow, type EndpointChanges, type EndpointRow, type WebhookQueries } from './queries.js';
import type { Delivery, Endpoint, EndpointCreate, EndpointUpdate } from './schemas.js';

export type { EventType } from './event-types.js';

/**
 * What other areas use to tell of what happened: `record` inside the transaction that made it happen
 * (the event exists only if that work commits, and is not lost if the service stops after); its
 * deliveries start once that transaction commits.
 */
export interface WebhookEvents {
  record(tx: Tx, studioId: string, type: EventType, object: object): Promise<void>;
}

const KEEP_EVENTS_DAYS = 30;
/** `whsec_` and 32 letters and digits: 190 bits. */
const SECRET_LENGTH = 32;

/** The studio's webhook endpoints, the events recorded for them and their deliveries (API.md §11). */
export class WebhookService implements WebhookEvents {
  private queries: WebhookQueries;

  constructor(
    private db: Db,
    private jobs: JobQueue,
    private settings: WebhookSettings,
  ) {
    this.queries = webhookQueries(db);
  }

  /** A new endpoint; its signing secret is in this answer only. */
  async create(caller: Caller, input: EndpointCreate): Promise<Endpoint> {
    const row = await this.queries.insertEndpoint({
      studioId: caller.studio.id,
      id: newId('we'),
      url: await this.checkedUrl(input.url),
      events: subscription(input.events),
      description: input.description ?? null,
      secret: `whsec_${randomAlphanumeric(SECRET_LENGTH)}`,
    });
    return { ...present(row), secret: row.secret };
  }

  async list(caller: Caller, paging: PageRequest): Promise<ListPage<Endpoint>> {
    const studioId = caller.studio.id;
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.endpointPage(studioId, limit, offset), total: () => this.queries.endpointTotal(studioId) },
      (rows) => rows.map(present),
    );
  }

  async get(caller: Caller, id: string): Promise<Endpoint> {
    return present(await this.find(caller, id));
  }

  async update(caller: Caller, id: string, input: EndpointUpdate): Promise<Endpoint> {
    await this.find(caller, id);
    const changes: EndpointChanges = {};
    if (input.url !== undefined) changes.url = await this.checkedUrl(input.url);
    if (input.events !== undefined) changes.events = subscription(input.events);
    if (input.description !== undefined) changes.description = input.description;
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    const row = await this.queries.updateEndpoint(caller.studio.id, id, changes);
    if (!row) throw missing('webhook endpoint', id);
    return present(row);
  }

  /** Deletes the endpoint with its deliveries; attempts already queued find nothing to send. */
  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.queries.deleteEndpoint(caller.studio.id, id))) throw missing('webhook endpoint', id);
  }

  async deliveries(caller: Caller, endpointId: string, paging: PageRequest): Promise<ListPage<Delivery>> {
    await this.find(caller, endpointId);
    const studioId = caller.studio.id;
    return paged(
      paging,
      {
        rows: (limit, offset) => this.queries.deliveryPage(studioId, endpointId, limit, offset),
        total: () => this.queries.deliveryTotal(studioId, endpointId),
      },
      (rows) => rows.map(presentDelivery),
    );
  }

  /** Attempts the delivery again now, whatever its status; the schedule of retries starts over from it. */
  async retry(caller: Caller, endpointId: string, id: string): Promise<Delivery> {
    await this.find(caller, endpointId);
    const row = await this.db.transaction(async (tx) => {
      const requeued = await this.queries.requeue(tx, caller.studio.id, endpointId, id);
      if (!requeued) throw missing('webhook delivery', id);
      await queueAttempt(this.jobs, tx, { studioId: caller.studio.id, deliveryId: id, version: requeued.scheduleVersion });
      return requeued;
    });
    return presentDelivery(row);
  }

  async record(tx: Tx, studioId: string, type: EventType, object: object): Promise<void> {
    const subscribers = await this.queries.subscribers(tx, studioId, type);
    // Nobody listens: nothing to keep, and the causing write stays as cheap as it was.
    if (subscribers.length === 0) return;
    const eventId = newId('evt');
    await this.queries.insertEvent(tx, { studioId, id: eventId, type, object });
    const deliveries = await this.queries.insertDeliveries(tx, subscribers.map((endpoint) => ({
      studioId,
      id: newId('whd'),
      endpointId: endpoint.id,
      eventId,
      eventType: type,
    })));
    for (const delivery of deliveries) {
      await queueAttempt(this.jobs, tx, { studioId, deliveryId: delivery.id, version: delivery.scheduleVersion });
    }
  }

  /** Housekeeping: the deliveries log keeps a month; pending deliveries keep their events whatever their age. */
  forgetOldEvents(): Promise<number> {
    return this.queries.deleteSettledEvents(KEEP_EVENTS_DAYS);
  }

  private async find(caller: Caller, id: string): Promise<EndpointRow> {
    const row = await this.queries.endpoint(caller.studio.id, id);
    if (!row) throw missing('webhook endpoint', id);
    return row;
  }

  /** The URL as it will be called: http(s), and on a public address unless WEBHOOK_ALLOW_PRIVATE says otherwise. */
  private async checkedUrl(text: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw invalidField('url', 'The url must be an absolute http:// or https:// URL.');
    }
    const refusal = await refusalOf(url, this.settings.allowPrivate);
    if (refusal) throw invalidField('url', refusal);
    return text;
  }
}

/** The types subscribed to, each once; `*` alone when it is among them (every type). */
function subscription(events: Endpoint['events']): Endpoint['events'] {
  return events.includes(EVERY_EVENT) ? [EVERY_EVENT] : [...new Set(events)];
}

function present(row: EndpointRow): Endpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    secret: null,
    created_at: row.createdAt,
  };
}

function presentDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt : null,
    created_at: row.createdAt,
  };
}
