import type { SwaggerOptions } from '@fastify/swagger';
import type { App } from './http.js';
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

/** Routes for operators, outside the API: liveness, readiness, metrics, the OpenAPI document. */
export function serviceRoutes(app: App, database: Database, metrics: Metrics): void {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' } }, async (req, reply) => {
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch (error) {
      req.log.warn({ reqId: req.id, err: error }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable', reason: 'database not reachable' });
    }
  });

  app.get('/metrics', { config: { access: 'public' } }, async (_req, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  app.get('/api/v1/openapi.json', { config: { access: 'public' } }, async () => app.swagger());
}
