/**
 * Live events (API.md §10): what services `publish` inside their transactions reaches, on every
 * instance, the Server-Sent Events streams of the studio's staff and of the client it concerns.
 * One `LiveEvents` per application (`app.liveEvents`); a route streams with
 * `app.liveEvents.stream(req, reply)`, a service writes with `publish(tx, …)` (publish.ts).
 */
import type pg from 'pg';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEventLimits } from '../../config.js';
import type { Database } from '../db/pool.js';
import { isStaff, type Caller } from '../access.js';
import { ApiError, badRequest, forbidden } from '../errors.js';
import { credentialOf } from '../http.js';
import { LiveEventBus } from './bus.js';
import type { Audience } from './queries.js';
import { SseStream } from './sse.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The studio's live events, for routes that stream them (`app.liveEvents.stream(req, reply)`). */
    liveEvents: LiveEvents;
  }
}

/** How operators (and tests) find the LISTEN connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'studio live events';

/** Seconds a client refused for holding too many streams waits before trying again. */
const TOO_MANY_RETRY_AFTER_SECONDS = 5;
/** Event ids are decimal; beyond 15 digits a JavaScript number would no longer hold them exactly. */
const EVENT_ID = /^\d{1,15}$/;

/** Staff see every event of their studio; a client-role caller only those concerning itself. */
function audienceOf(caller: Caller): Audience {
  if (isStaff(caller)) return { studioId: caller.studio.id, clientId: null };
  if (caller.clientId === null) throw forbidden();
  return { studioId: caller.studio.id, clientId: caller.clientId };
}

export class LiveEvents {
  private bus: LiveEventBus;
  private streams = new Set<SseStream>();
  private streamsPerCredential = new Map<string, number>();

  constructor(
    database: Database,
    private limits: LiveEventLimits,
    private log: FastifyBaseLogger,
  ) {
    this.bus = new LiveEventBus(database.db, listenerConfig(database.pool), log);
  }

  /** Streams open on this instance. */
  get openStreams(): number {
    return this.streams.size;
  }

  /** Subscriptions the bus holds: 0 once every stream has gone. */
  get subscriptions(): number {
    return this.bus.subscriptionCount;
  }

  /**
   * Answers the request with the caller's event stream: the events after `Last-Event-ID` first,
   * then live ones, until the client leaves, falls too far behind, or the application closes.
   * Refused before anything is streamed: a malformed `Last-Event-ID` (400), a credential holding
   * `maxStreamsPerCredential` streams (429), an instance holding `maxStreams` (503, Retry-After).
   */
  async stream(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const credential = credentialOf(req);
    const audience = audienceOf(credential);
    const lastEventId = parseLastEventId(req.headers['last-event-id']);
    if (req.method === 'HEAD') {
      reply.header('content-type', 'text/event-stream').header('cache-control', 'no-cache').send();
      return;
    }
    this.admit(credential.secretHash, reply);
    let unsubscribe = () => {};
    const stream = new SseStream(reply, this.limits, () => {
      unsubscribe();
      this.streams.delete(stream);
      this.release(credential.secretHash);
    });
    this.streams.add(stream);
    try {
      unsubscribe = await this.bus.subscribe(audience, lastEventId, stream);
    } catch (error) {
      // Before the stream opened, the error is answered (503 when the database is unreachable).
      // After, there is no answer to give: the stream ends, and the client resumes after `retry`.
      if (!stream.opened) throw error;
      this.log.warn({ reqId: req.id, err: error }, 'live events: a replay failed; the stream ends');
      stream.close();
    }
    if (stream.closed) unsubscribe();
  }

  /** Ends every stream (the application is closing); clients reconnect to another instance. */
  endStreams(): void {
    this.bus.endSubscriptions();
    for (const stream of this.streams) stream.close();
  }

  /** Ends the streams and closes the LISTEN connection. */
  close(): Promise<void> {
    return this.bus.close();
  }

  private admit(credentialKey: string, reply: FastifyReply): void {
    const held = this.streamsPerCredential.get(credentialKey) ?? 0;
    if (held >= this.limits.maxStreamsPerCredential) {
      reply.header('retry-after', TOO_MANY_RETRY_AFTER_SECONDS);
      throw new ApiError(429, 'too_many_streams', `This credential already holds ${held} open event streams; close one before opening another.`);
    }
    if (this.streams.size >= this.limits.maxStreams) {
      throw new ApiError(503, 'service_unavailable', 'This instance holds as many event streams as it may; retry shortly.');
    }
    this.streamsPerCredential.set(credentialKey, held + 1);
  }

  private release(credentialKey: string): void {
    const held = (this.streamsPerCredential.get(credentialKey) ?? 1) - 1;
    if (held > 0) this.streamsPerCredential.set(credentialKey, held);
    else this.streamsPerCredential.delete(credentialKey);
  }
}

/** Absent or empty: live events only. Anything but an id this service issued is refused. */
function parseLastEventId(header: string | string[] | undefined): number | null {
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !EVENT_ID.test(header)) {
    throw badRequest('invalid_last_event_id', 'Last-Event-ID must be the id of an event this stream sent.');
  }
  return Number(header);
}

/**
 * The LISTEN connection is made like the pool's (same server, credentials, connect and statement
 * timeouts) and named, so that operators can tell it apart in pg_stat_activity.
 */
function listenerConfig(pool: pg.Pool): pg.ClientConfig {
  return { ...pool.options, application_name: LISTENER_APPLICATION_NAME };
}
