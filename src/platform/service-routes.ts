import type { SwaggerOptions } from '@fastify/swagger';
import { API_PREFIX, type App } from './http.js';
import type { Database } from './db/pool.js';
import type { Metrics } from './observability.js';

export const openApiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Studio API',
      version: '1.0.0',
      description:
        'Business API for photography studios. Authenticate with `Authorization: Bearer <token>` or the ' +
        '`session_cookie` cookie (with `X-CSRF-Token` on writes). Errors take the shape of their area.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        session: { type: 'apiKey', in: 'cookie', name: 'session_cookie' },
      },
    },
    security: [{ bearer: [] }, { session: [] }],
  },
  hideUntagged: true,
};

const READINESS_TIMEOUT_MS = 900;

function withDeadline<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // The loser of the race must not become an unhandled rejection.
  pending.catch(() => {});
  return Promise.race([pending, deadline]).finally(() => clearTimeout(timer));
}

/** Routes for operators, outside the API: liveness, readiness, metrics, the OpenAPI document. */
export function serviceRoutes(app: App, database: Database, metrics: Metrics): void {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  // Bounded whatever the state: a saturated pool or a database that stopped answering is "not ready"
  // after READINESS_TIMEOUT_MS, never a hang.
  app.get('/readyz', { config: { access: 'public' } }, async (req, reply) => {
    try {
      await withDeadline(database.pool.query('SELECT 1'), READINESS_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      req.log.warn({ reqId: req.id, err: error }, 'database not reachable');
      return reply.code(503).header('retry-after', 1).send({ status: 'unavailable', reason: 'database not reachable' });
    }
  });

  app.get('/metrics', { config: { access: 'public' } }, async (_req, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  app.get(`${API_PREFIX}/openapi.json`, { config: { access: 'public', area: 'standard' } }, async () => app.swagger());
}
