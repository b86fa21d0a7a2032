import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/pool.js';
import { NotificationListener } from './listener.js';
import { LIVE_EVENTS_CHANNEL } from './publish.js';
import { eventsAfter, lastEventId, replayPage, type Audience, type LiveEvent, type StudioCursor } from './queries.js';

/** Staff see their studio's events but those meant for the client alone; a client, the events concerning it. */
const seenBy = (audience: Audience, event: LiveEvent) =>
  audience.clientId === null ? !event.clientOnly : event.clientId === audience.clientId;

/** Where a subscription's events go: an SSE response, in this service. */
export interface LiveEventSink {
  /** The subscription is in place: events committed from now on reach the sink; replayed ones come first. */
  open(): void;
  /** Takes one event; false when the sink's buffer is full and a replay should wait for `drained`. */
  send(event: LiveEvent): boolean;
  /** Resolves once the sink can take more, or has closed; the sink bounds the wait. */
  drained(): Promise<void>;
  readonly closed: boolean;
  /** The bus cannot serve it any longer (shutting down, or the sink fell too far behind): end it. */
  close(): void;
}

/** Rows read per statement, by a replay and by the instance's reads of new events. */
const PAGE_SIZE = 500;
/** New events held for a stream while its replay runs; a stream that many events behind is ended. */
const MAX_HELD = 10_000;
const FIRST_READ_RETRY_MS = 100;
const LONGEST_READ_RETRY_MS = 5_000;

/**
 * One subscriber. Events reach it in id order from two sources that overlap, its replay and the live
 * reads, so it sends each id once: only ids above the last it sent (ids are in commit order, publish.ts).
 */
class Subscription {
  private lastSentId = 0;
  /** Live events that arrived during the replay; null once live. */
  private held: LiveEvent[] | null = [];

  constructor(
    readonly audience: Audience,
    readonly sink: LiveEventSink,
  ) {}

  startAfter(id: number): void {
    this.lastSentId = id;
  }

  /** A live event: sent at once, or held until the replay is done. */
  offer(event: LiveEvent): void {
    if (!seenBy(this.audience, event)) return;
    if (this.held === null) this.send(event);
    else if (this.held.length < MAX_HELD) this.held.push(event);
    else this.sink.close();
  }

  /** False when the sink wants the sender to wait. */
  send(event: LiveEvent): boolean {
    if (event.id <= this.lastSentId || this.sink.closed) return true;
    this.lastSentId = event.id;
    return this.sink.send(event);
  }

  goLive(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.send(event);
  }
}

/** An instance's subscribers of one studio, and the last event id it has read for them. */
class StudioFeed {
  readonly subscriptions = new Set<Subscription>();
  /** Null until the first subscriber has read the studio's last id. */
  readAfter: number | null = null;
}

/**
 * The instance's side of the live events: one LISTEN connection, and on it one read of the stored
 * events per batch of notifications, for all the studios its subscribers follow, whatever their
 * number. A subscription holds no connection: its replay reads through the pool, briefly. Each
 * studio's feed reads "ids after the last read", which stays exact because ids are in commit order;
 * the same read catches up after the LISTEN connection was lost or a read failed, so nothing
 * committed is missed.
 */
export class LiveEventBus {
  private feeds = new Map<string, StudioFeed>();
  /** Studios with notified events not yet read. */
  private unread = new Set<string>();
  private reading = false;
  private closed = false;
  private wakeReader = () => {};
  private listener: NotificationListener;

  constructor(
    private db: Db,
    listenerConfig: pg.ClientConfig,
    private log: FastifyBaseLogger,
  ) {
    this.listener = new NotificationListener(
      listenerConfig,
      LIVE_EVENTS_CHANNEL,
      { notified: (payload) => this.notified(payload), listening: () => this.catchUp() },
      log,
    );
  }

  get subscriptionCount(): number {
    let count = 0;
    for (const feed of this.feeds.values()) count += feed.subscriptions.size;
    return count;
  }

  /**
   * The audience's events after `lastSeenId` (those of the last 24 hours), then its live events,
   * each once; without `lastSeenId`, live events only. The sink is opened once the subscription is
   * in place, so a failure before (the database unreachable) can still be answered as an error.
   * Resolves once the replay is sent, with the unsubscribe function.
   */
  async subscribe(audience: Audience, lastSeenId: number | null, sink: LiveEventSink): Promise<() => void> {
    if (this.closed) {
      sink.open();
      sink.close();
      return () => {};
    }
    this.listener.start();
    const subscription = new Subscription(audience, sink);
    const feed = this.feedOf(audience.studioId);
    feed.subscriptions.add(subscription);
    const unsubscribe = () => this.remove(subscription);
    try {
      const lastId = await lastEventId(this.db, audience.studioId);
      this.startReading(feed, audience.studioId, lastId);
      sink.open();
      // An id above the studio's last one (a database restored from an older backup) resumes from
      // the last one: the stream would otherwise skip every new event up to it.
      const afterId = lastSeenId === null ? lastId : Math.min(lastSeenId, lastId);
      subscription.startAfter(afterId);
      await this.replay(subscription, afterId);
      subscription.goLive();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Ends every subscription; new ones are ended at once. */
  endSubscriptions(): void {
    this.closed = true;
    this.wakeReader();
    for (const feed of this.feeds.values()) for (const subscription of feed.subscriptions) subscription.sink.close();
    this.feeds.clear();
    this.unread.clear();
  }

  async close(): Promise<void> {
    this.endSubscriptions();
    await this.listener.close();
  }

  private feedOf(studioId: string): StudioFeed {
    let feed = this.feeds.get(studioId);
    if (!feed) {
      feed = new StudioFeed();
      this.feeds.set(studioId, feed);
    }
    return feed;
  }

  private remove(subscription: Subscription): void {
    const studioId = subscription.audience.studioId;
    const feed = this.feeds.get(studioId);
    if (!feed?.subscriptions.delete(subscription) || feed.subscriptions.size > 0) return;
    this.feeds.delete(studioId);
    this.unread.delete(studioId);
  }

  /** The first subscriber of a studio sets where its feed starts: events committed after `lastId`. */
  private startReading(feed: StudioFeed, studioId: string, lastId: number): void {
    if (feed.readAfter !== null || this.feeds.get(studioId) !== feed) return;
    feed.readAfter = lastId;
    if (this.unread.has(studioId)) this.readUnread();
  }

  private async replay(subscription: Subscription, afterId: number): Promise<void> {
    let after = afterId;
    for (;;) {
      const page = await replayPage(this.db, subscription.audience, after, PAGE_SIZE);
      for (const event of page) {
        if (subscription.sink.closed) return;
        if (!subscription.send(event)) await subscription.sink.drained();
      }
      if (page.length < PAGE_SIZE) return;
      after = page[page.length - 1].id;
    }
  }

  /** The payload is `<studio id> <event id>` (publish.ts). */
  private notified(payload: string): void {
    const [studioId, id] = payload.split(' ');
    const feed = this.feeds.get(studioId);
    if (!feed || (feed.readAfter !== null && Number(id) <= feed.readAfter)) return;
    this.unread.add(studioId);
    this.readUnread();
  }

  /** LISTEN is (again) in place: whatever was published before is read from the table. */
  private catchUp(): void {
    for (const studioId of this.feeds.keys()) this.unread.add(studioId);
    this.readUnread();
  }

  /** One read at a time: notifications that arrive during a read are taken together by the next. */
  private readUnread(): void {
    if (this.reading || this.closed) return;
    this.reading = true;
    void this.readUntilDone().finally(() => {
      this.reading = false;
    });
  }

  /** Reads on the listening connection; while there is none, `catchUp` will read once it is back. */
  private async readUntilDone(): Promise<void> {
    let failures = 0;
    for (let cursors = this.takeUnread(); cursors.length > 0 && !this.closed; cursors = this.takeUnread()) {
      const connection = this.listener.connection;
      if (!connection) {
        for (const { studioId } of cursors) this.unread.add(studioId);
        return;
      }
      try {
        const events = await eventsAfter(connection, cursors, PAGE_SIZE);
        failures = 0;
        this.dispatch(events);
        if (events.length === PAGE_SIZE) for (const { studioId } of cursors) this.unread.add(studioId);
      } catch (error) {
        for (const { studioId } of cursors) this.unread.add(studioId);
        failures += 1;
        const delay = Math.min(LONGEST_READ_RETRY_MS, FIRST_READ_RETRY_MS * 2 ** (failures - 1));
        this.log.warn({ err: error, retryInMs: delay }, 'live events: could not read new events; retrying');
        await this.pause(delay);
      }
    }
  }

  /** The unread studios whose feed has a starting point; the others wait for theirs. */
  private takeUnread(): StudioCursor[] {
    const cursors: StudioCursor[] = [];
    for (const studioId of this.unread) {
      const afterId = this.feeds.get(studioId)?.readAfter;
      if (afterId === undefined) this.unread.delete(studioId);
      else if (afterId !== null) {
        cursors.push({ studioId, afterId });
        this.unread.delete(studioId);
      }
    }
    return cursors;
  }

  private dispatch(events: LiveEvent[]): void {
    for (const event of events) {
      const feed = this.feeds.get(event.studioId);
      if (!feed || feed.readAfter === null || event.id <= feed.readAfter) continue;
      feed.readAfter = event.id;
      for (const subscription of feed.subscriptions) subscription.offer(event);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeReader = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
