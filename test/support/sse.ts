/**
 * A Server-Sent Events client over raw HTTP, as a browser's EventSource reads a stream: events,
 * comment lines and the retry hint, parsed as they arrive. Every wait has a deadline.
 */
import { after } from 'node:test';
import http from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
  /** performance.now() when the event's last line arrived. */
  receivedAt: number;
}

/** Long enough for a loaded CI machine; a wait that reaches it fails the test instead of hanging. */
export const DEADLINE_MS = 15_000;

export class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  ended = false;
  private pending = '';
  private fields: { id: string | null; event: string; data: string[] } = { id: null, event: 'message', data: [] };
  private waiters = new Set<() => void>();

  private constructor(
    readonly status: number,
    readonly headers: http.IncomingHttpHeaders,
    private request: http.ClientRequest,
    readonly body: () => string,
  ) {}

  /** Opens `url` and resolves once the response headers arrived; closed when the test file ends. */
  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
        let raw = '';
        const client = new SseClient(res.statusCode!, res.headers, request, () => raw);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          raw += chunk;
          client.receive(chunk);
        });
        res.on('close', () => client.end());
        after(() => client.close());
        resolve(client);
      });
      request.on('error', reject);
      request.setTimeout(DEADLINE_MS, () => request.destroy(new Error(`no answer from ${url} within ${DEADLINE_MS} ms`)));
    });
  }

  /** Leaves, as a browser closing its tab would. */
  close(): void {
    this.request.destroy();
  }

  /** Resolves once `count` events have arrived; rejects at the deadline or if the stream ends first. */
  async eventCount(count: number, deadlineMs = DEADLINE_MS): Promise<SseEvent[]> {
    await this.until(() => this.events.length >= count, `${count} events (have ${this.events.length})`, deadlineMs);
    return this.events.slice(0, count);
  }

  /** Resolves once `done()` holds; rejects at the deadline, or when the stream ends without it. */
  until(done: () => boolean, what: string, deadlineMs = DEADLINE_MS): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (done()) finish(resolve);
        else if (this.ended) finish(() => reject(new Error(`the stream ended before ${what}`)));
      };
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`waited ${deadlineMs} ms for ${what}`))), deadlineMs);
      this.waiters.add(check);
    });
  }

  /** Resolves when the server ends the stream; rejects at the deadline. */
  closedByServer(deadlineMs = DEADLINE_MS): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the stream was still open after ${deadlineMs} ms`)), deadlineMs);
      const check = () => {
        if (!this.ended) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
      check();
    });
  }

  private end(): void {
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  /** The event-stream grammar: lines end in CR, LF or CRLF; a blank line dispatches the event. */
  private receive(chunk: string): void {
    this.pending += chunk;
    const lines = this.pending.split(/\r\n|\r|\n/);
    this.pending = lines.pop() ?? '';
    for (const line of lines) this.line(line);
    this.notify();
  }

  private line(line: string): void {
    if (line === '') this.dispatch();
    else if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
    else this.field(line);
  }

  private field(line: string): void {
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'id') this.fields.id = value;
    else if (name === 'event') this.fields.event = value;
    else if (name === 'data') this.fields.data.push(value);
    else if (name === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
  }

  private dispatch(): void {
    if (this.fields.data.length > 0) {
      this.events.push({ id: this.fields.id, event: this.fields.event, data: this.fields.data.join('\n'), receivedAt: performance.now() });
    }
    this.fields = { id: this.fields.id, event: 'message', data: [] };
  }
}
