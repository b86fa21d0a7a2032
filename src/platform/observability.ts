import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { routeConfigOf } from './route-config.js';
import type { LoggedUrls } from './logged-urls.js';

/**
 * Logs go to stdout through an asynchronous destination: a request never waits for a write.
 * Call `flush` before the process exits.
 */
const SERVICE = 'studio';

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: SERVICE },
      serializers: { err: loggableError },
    },
    // No minimum length: a line that waited for 4 KiB of others could sit unseen for hours on a quiet
    // instance (`ready` among them). Request lines come in batches already (OneLinePerRequest).
    pino.destination({ dest: 1, sync: false }),
  );
}

/**
 * The logger Fastify is given. Fastify asks for a child logger on every request, and checks a child
 * from any factory but its own for seven methods each time (about 1 % of a simple GET's instructions):
 * this logger is its own child, which the default factory takes without a check. Fastify's children
 * would only add the request id, which the request line and every request's error carry themselves.
 */
export function fastifyLogger(logger: Logger): Logger {
  const requestLogger: Logger = Object.create(logger, { child: { value: () => requestLogger } });
  return requestLogger;
}

interface ErrorFields {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  query?: unknown;
  cause?: unknown;
}

/**
 * An error as it is logged: what an operator needs (type, code, constraint, stack), never the values
 * a database error carries. Drizzle's message repeats the query's parameters (token digests, clients'
 * personal data), PostgreSQL's `detail` repeats the row, and a data exception's message the value.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const e = error as ErrorFields;
  const sqlState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  let message = e.message ?? '';
  if (typeof e.query === 'string') message = `Failed query: ${e.query}`;
  else if (sqlState?.startsWith('22')) message = 'data exception (value not logged)';
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: e.name,
    message,
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.constraint !== undefined ? { constraint: e.constraint } : {}),
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
    ...(e.cause !== undefined && depth < 3 ? { cause: loggableError(e.cause, depth + 1) } : {}),
  };
}

/**
 * An error as an operator reads it at a terminal: its stack, then each cause's with its code, from
 * `loggableError`. Printed whole, a database error's message repeats its parameters: a bulk seed's
 * failed insert printed megabytes of them and hid the cause (PostgreSQL's own message and code).
 */
export function errorReport(error: unknown): string {
  const parts: string[] = [];
  for (let e: Record<string, unknown> | undefined = loggableError(error); e; e = e.cause as Record<string, unknown> | undefined) {
    const code = e.code === undefined ? '' : ` (code ${String(e.code)})`;
    const [headline, ...frames] = String(e.stack ?? e.message).split('\n');
    parts.push([`${parts.length > 0 ? 'caused by: ' : ''}${headline}${code}`, ...frames].join('\n'));
  }
  return parts.join('\n');
}

/**
 * Request lines wait at most this long before they are handed to the log stream. Each hand-over is a
 * write on libuv's thread pool: a wake-up of a pool thread, then of the event loop for its completion.
 * At 10 ms a summary read at 200 requests a second paid 0.35 pool wake-ups a request and 10 % more CPU
 * per request than at 100 ms (three alternating runs, 50 connections). A line is seen at most this late.
 */
const LINES_FLUSH_MS = 100;
/** Past this many bytes the lines go at once, whatever the time. */
const LINES_FLUSH_BYTES = 16 * 1024;
/** Room past that for the line that crosses it; a longer one (a URL of kilobytes) goes on its own. */
const LINE_ROOM_BYTES = 4 * 1024;
/** The most bytes of one character in UTF-8: a line cut short leaves fewer free than this. */
const UTF8_MAX_CHAR_BYTES = 4;

// Numbers past a small integer's range, and fractions, are written by V8's general conversion, which
// took 1.7 % of the service's CPU under the unread count (`perf`, 50 connections) for a request line's
// time and duration alone. Both are written here from small integers, digit for digit as that
// conversion writes them.

/** `hundredths / 100` as JavaScript writes it (`12`, `12.3`, `12.34`, `0.05`), for durations up to years. */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths - whole * 100;
  if (rest === 0) return `${whole}`;
  if (rest % 10 === 0) return `${whole}.${rest / 10}`;
  return `${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

/**
 * `text` as `JSON.stringify` writes it. A URL rarely holds a character JSON escapes, and stringifying
 * it took 0.45 % of the service's CPU under the unread count (`perf`): a call into the runtime for
 * every request line. A scan finds the rare URL that needs the full escaping.
 */
export function jsonString(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return JSON.stringify(text);
  }
  return `"${text}"`;
}

/** `000` to `999`: the milliseconds of a time. */
const MILLIS = Array.from({ length: 1000 }, (_, ms) => `${ms}`.padStart(3, '0'));

/** A time in milliseconds as text, for times that mostly come in order: the seconds converted once a second, the milliseconds looked up. */
export class MillisecondsText {
  private second = -1;
  private secondText = '';

  of(now: number): string {
    // Before 1970's first second the milliseconds would be padded: not a time a request ends at.
    if (now < 1000) return `${now}`;
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.secondText = `${second}`;
    }
    return this.secondText + MILLIS[now - second * 1000];
  }
}

/**
 * One line per request, written when it completes (Fastify's default writes two). Server errors
 * are logged with their stack by the error handler.
 */
export class OneLinePerRequest extends LogController {
  /**
   * Lines of completed requests not yet handed to the stream, as UTF-8. Kept as a string, they were a
   * rope of every piece of every line, which the stream flattened long after those pieces had left the
   * processor's caches. Sampled with `perf` under the unread count (50 connections), the request line
   * took 4.6 % of the service's CPU as a string, 3.3 % as bytes.
   */
  private readonly pending = Buffer.allocUnsafe(LINES_FLUSH_BYTES + LINE_ROOM_BYTES);
  private pendingBytes = 0;
  private stream: LineStream | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly clock = new MillisecondsText();

  /** `urls`: what a line may show of each request's URL (never a credential). */
  constructor(private readonly urls: LoggedUrls) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const log = request.log as Partial<Logger>;
    if (!log.isLevelEnabled?.('info')) return;
    this.stream ??= (log as unknown as Record<symbol, LineStream>)[pino.symbols.streamSym];
    // The line is pino's format written by hand: formatting it through pino cost ~10% of a simple GET.
    const studio = request.auth ? `,"studio":"${request.auth.studio.id}"` : '';
    const ms = hundredthsText(Math.round(reply.elapsedTime * 100));
    const url = this.urls.of(request);
    // Request ids are ours or a caller's of [\w.:-] alone (app.ts): nothing in them needs escaping.
    const line =
      `{"level":30,"time":${this.clock.of(Date.now())},"service":"${SERVICE}","reqId":"${request.id}","method":"${request.method}",` +
      `"url":${jsonString(url)},"status":${reply.statusCode},"ms":${ms}${studio},"msg":"request"}\n`;
    this.keep(line);
    // Each hand-over to the asynchronous destination costs a few µs; one per event-loop turn cost
    // several percent of a simple GET. Under load the lines of many turns go together.
    if (this.pendingBytes >= LINES_FLUSH_BYTES) this.flush();
    else this.timer ??= setTimeout(this.flush, LINES_FLUSH_MS).unref();
  }

  /** Adds `line` to the pending ones; a line too long for the room left goes now, after them. */
  private keep(line: string): void {
    const written = this.pending.write(line, this.pendingBytes);
    if (this.pendingBytes + written <= this.pending.length - UTF8_MAX_CHAR_BYTES) {
      this.pendingBytes += written;
      return;
    }
    this.flush();
    this.stream?.write(line);
  }

  /** Hands the pending lines to the stream now: on close, so that none is lost. */
  readonly flush = (): void => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pendingBytes === 0 || !this.stream) return;
    const lines = this.pending.toString('utf8', 0, this.pendingBytes);
    this.pendingBytes = 0;
    this.stream.write(lines);
  };
}

interface LineStream {
  write(lines: string): void;
}

/**
 * How often the event loop's delay is sampled for `nodejs_eventloop_lag_*`: prom-client's default of
 * every 10 ms woke an idle instance 100 times a second (a few ms of CPU each second). Ten samples a
 * second still see every stall, since a blocked loop delays the sample due during it.
 */
const LOOP_DELAY_SAMPLE_MS = 100;
/** A timer's longest interval, about 24 days. */
const NEVER_MS = 2 ** 31 - 1;

type LoopDelayHistogram = ReturnType<typeof monitorEventLoopDelay>;
const lateBy = (nanoseconds: number) => Math.max(0, nanoseconds / 1e9 - LOOP_DELAY_SAMPLE_MS / 1000);

/** Each statistic of the loop's delay since the last scrape, in seconds, with its description. */
const LOOP_DELAY_STATISTICS: Record<string, { help: string; read: (histogram: LoopDelayHistogram) => number }> = {
  nodejs_eventloop_lag_min_seconds: { help: 'The least delay of the event loop since the last scrape.', read: (h) => lateBy(h.min) },
  nodejs_eventloop_lag_max_seconds: { help: 'The longest delay of the event loop since the last scrape.', read: (h) => lateBy(h.max) },
  nodejs_eventloop_lag_mean_seconds: { help: 'The mean delay of the event loop since the last scrape.', read: (h) => lateBy(h.mean) },
  nodejs_eventloop_lag_stddev_seconds: { help: 'The standard deviation of the event loop\'s delays since the last scrape.', read: (h) => h.stddev / 1e9 },
  nodejs_eventloop_lag_p50_seconds: { help: 'The median delay of the event loop since the last scrape.', read: (h) => lateBy(h.percentile(50)) },
  nodejs_eventloop_lag_p90_seconds: { help: 'The 90th percentile of the event loop\'s delays since the last scrape.', read: (h) => lateBy(h.percentile(90)) },
  nodejs_eventloop_lag_p99_seconds: { help: 'The 99th percentile of the event loop\'s delays since the last scrape.', read: (h) => lateBy(h.percentile(99)) },
};

/**
 * The event loop's delay: how much later than due its samples ran. Node's histogram records the whole
 * time from one sample to the next, the sampling interval included, and prom-client reports that as
 * the delay: an idle instance showed 100 ms. Scrapes with no sample since the last keep their values.
 */
function registerLoopDelay(registry: Registry): void {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_DELAY_SAMPLE_MS });
  histogram.enable();
  const gauges: [Gauge, (histogram: LoopDelayHistogram) => number][] = [];
  // The first gauge, collected first, sets them all and starts the next interval.
  const collect = () => {
    if (histogram.count === 0) return;
    for (const [gauge, read] of gauges) gauge.set(read(histogram));
    histogram.reset();
  };
  for (const [name, { help, read }] of Object.entries(LOOP_DELAY_STATISTICS)) {
    gauges.push([new Gauge({ name, help, registers: [registry], ...(gauges.length === 0 ? { collect } : {}) }), read]);
  }
}

/** Upper bounds of the request duration histogram, in seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** The bounds as the exposition format writes them, the last past every bound. */
const BUCKET_LABELS = [...DURATION_BUCKETS.map(String), '+Inf'];

/** The requests of one route pattern and method: counts by status and the duration histogram. */
export class RouteSeries {
  private readonly statuses = new Map<number, number>();
  /** Observations per bucket, the last one past every bound (+Inf); rendered cumulatively. */
  private readonly buckets: number[] = new Array(DURATION_BUCKETS.length + 1).fill(0);
  private sumSeconds = 0;
  private count = 0;

  /** `labels`: this series' labels as written in the exposition format. */
  constructor(private readonly labels: string) {}

  observe(status: number, seconds: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]) bucket++;
    this.buckets[bucket]++;
    this.sumSeconds += seconds;
    this.count++;
  }

  countLines(): string[] {
    return [...this.statuses].map(([status, count]) => `http_requests_total{${this.labels},status="${status}"} ${count}`);
  }

  durationLines(): string[] {
    if (this.count === 0) return [];
    let cumulative = 0;
    const atOrBelow = this.buckets.map((observed) => {
      cumulative += observed;
      return cumulative;
    });
    return [
      ...BUCKET_LABELS.map((bound, i) => `http_request_duration_seconds_bucket{le="${bound}",${this.labels}} ${atOrBelow[i]}`),
      `http_request_duration_seconds_sum{${this.labels}} ${this.sumSeconds}`,
      `http_request_duration_seconds_count{${this.labels}} ${this.count}`,
    ];
  }
}

/**
 * Request metrics by route pattern (never the URL: ids must not explode the series) and process
 * metrics. A route's series is found once, when the route is registered: prom-client's labelled
 * metrics hash their labels on every observation, which cost about 1 µs a request.
 */
export class Metrics {
  /** Process metrics (CPU, memory, event loop, GC) from prom-client. */
  private readonly registry = new Registry();
  private readonly series = new Map<string, RouteSeries>();
  readonly contentType = this.registry.contentType;

  constructor() {
    // prom-client's own samples of the loop's delay would count the interval between samples as delay
    // (see registerLoopDelay): its sampler gets an interval it never reaches, and its gauges are replaced.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: NEVER_MS });
    for (const name of Object.keys(LOOP_DELAY_STATISTICS)) this.registry.removeSingleMetric(name);
    registerLoopDelay(this.registry);
  }

  /** A registered route's series, one per method, kept in its config for `observe`. */
  seriesByMethod(methods: string[], route: string): Partial<Record<string, RouteSeries>> {
    return Object.fromEntries(methods.map((method) => [method, this.seriesOf(method, route)]));
  }

  /** Counts a completed request in its route's series, or in `unmatched` when no route answered it. */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    const series = routeConfigOf(request).metricSeries?.[request.method] ?? this.seriesOf(request.method, 'unmatched');
    series.observe(reply.statusCode, reply.elapsedTime / 1000);
  }

  private seriesOf(method: string, route: string): RouteSeries {
    const key = `${method} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = new RouteSeries(`method="${labelValue(method)}",route="${labelValue(route)}"`);
      this.series.set(key, series);
    }
    return series;
  }

  /** Everything, in the Prometheus text exposition format (0.0.4). */
  async exposition(): Promise<string> {
    const all = [...this.series.values()];
    const http = [
      '# HELP http_requests_total HTTP requests answered, by route and status',
      '# TYPE http_requests_total counter',
      ...all.flatMap((series) => series.countLines()),
      '# HELP http_request_duration_seconds Time to answer an HTTP request',
      '# TYPE http_request_duration_seconds histogram',
      ...all.flatMap((series) => series.durationLines()),
    ];
    return `${(await this.registry.metrics()).trimEnd()}\n\n${http.join('\n')}\n`;
  }
}

/** A label value escaped as the exposition format requires. */
function labelValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}
