import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Logs go to stdout through an asynchronous destination: a request never waits for a write.
 * Call `flush` before the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: 'studio' },
    },
    pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
}

/**
 * One line per request, written when it completes (Fastify's default writes two). Server errors
 * are logged with their stack by the error handler.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    request.log.info(
      {
        reqId: request.id,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
        studio: request.auth?.studio.id,
      },
      'request',
    );
  }
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
