import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
    pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
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
 * One line per request, written when it completes (Fastify's default writes two). Server errors
 * are logged with their stack by the error handler.
 */
export class OneLinePerRequest extends LogController {
  /** Lines of the requests completed in this turn of the event loop, not yet handed to the stream. */
  private pending = '';

  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const log = request.log as Partial<Logger>;
    if (!log.isLevelEnabled?.('info')) return;
    // The line is pino's format written by hand: formatting it through pino cost ~10% of a simple GET.
    const studio = request.auth ? `,"studio":"${request.auth.studio.id}"` : '';
    const ms = Math.round(reply.elapsedTime * 100) / 100;
    // Whoever reads the logs must not be able to subscribe to a studio's calendar.
    const url = request.routeOptions.config?.secretInPath ? request.routeOptions.url : request.url;
    // The asynchronous destination costs about 1 µs a write, however long: the lines of one turn of
    // the event loop go to it together, at the end of the turn.
    if (this.pending === '') setImmediate(this.writePending, (log as unknown as Record<symbol, LineStream>)[pino.symbols.streamSym]);
    this.pending +=
      `{"level":30,"time":${Date.now()},"service":"${SERVICE}","reqId":${JSON.stringify(request.id)},"method":"${request.method}",` +
      `"url":${JSON.stringify(url)},"status":${reply.statusCode},"ms":${ms}${studio},"msg":"request"}\n`;
  }

  private writePending = (stream: LineStream): void => {
    const lines = this.pending;
    this.pending = '';
    stream.write(lines);
  };
}

interface LineStream {
  write(lines: string): void;
}

export class Metrics {
  readonly registry = new Registry();
  private requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  observe(request: FastifyRequest, reply: FastifyReply): void {
    // The route pattern, not the URL: ids must not explode the label space.
    const route = request.routeOptions.url ?? 'unmatched';
    this.requests.inc({ method: request.method, route, status: reply.statusCode });
    this.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  }
}
