import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { LiveEventSink } from './bus.js';
import type { LiveEvent } from './queries.js';

/** The pause a client takes before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 3_000;
/** How long a replay waits for a client to take what it was sent before giving up on that client. */
const DRAIN_WAIT_MS = 10_000;
/** A stream that was ended is cut off after this if its client does not take the end. */
const END_GRACE_MS = 1_000;

export interface SseLimits {
  heartbeatMs: number;
  maxBufferedBytes: number;
}

/**
 * One Server-Sent Events response, written straight to the socket once the subscription is in
 * place (`open`): until then the request is an ordinary one, whose errors (503 when the database
 * cannot be reached) are answered in the area's shape, and a client that got the headers knows
 * that nothing committed afterwards will miss it.
 *
 * A comment line every heartbeat keeps proxies and the server's idle timeout from closing a quiet
 * stream. A client that stops reading is dropped once `maxBufferedBytes` wait for it (it reconnects
 * with Last-Event-ID and resumes), so that a slow client costs bounded memory. `Connection: close`:
 * the connection serves this stream only, so that ending the stream frees it at once (shutdown must
 * not wait for a keep-alive timeout).
 */
export class SseStream implements LiveEventSink {
  /** No more writes: the client left or was dropped, or the stream was ended. */
  closed = false;
  opened = false;
  private res: ServerResponse;
  private heartbeat?: NodeJS.Timeout;
  private backlogCheck?: NodeJS.Immediate;

  constructor(
    private reply: FastifyReply,
    private limits: SseLimits,
    onClosed: () => void,
  ) {
    this.res = reply.raw;
    this.res.once('close', () => {
      this.closed = true;
      clearInterval(this.heartbeat);
      onClosed();
    });
  }

  open(): void {
    this.reply.hijack();
    this.opened = true;
    if (this.res.destroyed) return;
    // The request's hooks set the request id, security and rate-limit headers on the reply.
    for (const [name, value] of Object.entries(this.reply.getHeaders())) if (value !== undefined) this.res.setHeader(name, value);
    this.res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      connection: 'close',
    });
    this.res.write(`retry: ${RETRY_MS}\n\n`);
    if (this.closed) this.end();
    else this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), this.limits.heartbeatMs);
  }

  send(event: LiveEvent): boolean {
    this.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.json}\n\n`);
    return !this.res.writableNeedDrain;
  }

  drained(): Promise<void> {
    if (this.closed || !this.res.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.res.off('drain', done).off('close', done);
        resolve();
      };
      const timer = setTimeout(() => {
        this.drop();
        done();
      }, DRAIN_WAIT_MS);
      this.res.once('drain', done).once('close', done);
    });
  }

  /** Ends the stream; before `open`, it will end as soon as it opens. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.opened) this.end();
  }

  private end(): void {
    this.res.end();
    setTimeout(() => this.res.destroy(), END_GRACE_MS).unref();
  }

  /**
   * Node holds a response's writes until the end of the tick, then hands them to the kernel: what it
   * still holds once the kernel has taken what it could is the client's backlog.
   */
  private write(chunk: string): void {
    if (this.closed) return;
    this.res.write(chunk);
    this.backlogCheck ??= setImmediate(() => {
      this.backlogCheck = undefined;
      if (!this.closed && this.res.writableLength > this.limits.maxBufferedBytes) this.drop();
    });
  }

  private drop(): void {
    this.closed = true;
    this.res.destroy();
  }
}
