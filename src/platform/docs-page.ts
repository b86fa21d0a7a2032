import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiReferenceConfiguration } from '@scalar/fastify-api-reference';
import { importedOnFirstUse } from './first-use.js';
import { API_PREFIX, type App } from './http.js';

const DOCS_PREFIX = '/docs';

/**
 * The /docs page, loaded at its first visit. Scalar's plugin is a 4.4 MB module with a parser of its
 * own (193 of the service's 1 618 modules): loading the service's code took 1 766 ms with it and 1 614
 * without, start to ready 2 386 and 2 247 ms (medians of 8 and 11 alternating runs, on a two-core
 * machine), for a page that an operator opens now and then. Its routes (the page, which redirects
 * `/docs` to `/docs/`, and its script) run in a Fastify instance of their own; the service's two routes
 * hand each visit to it, under the service's own hooks and headers.
 */
export function docsPageRoutes(app: App): void {
  const docsApp = importedOnFirstUse(loadDocsApp);
  for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/js/scalar.js`]) {
    app.get(url, { schema: { hide: true }, config: { access: 'public' } }, async (req, reply) => {
      const answer = await (await docsApp()).inject({ method: 'GET', url: req.url, headers: { host: req.headers.host ?? 'localhost' } });
      const { 'content-length': _length, connection: _connection, ...headers } = answer.headers;
      reply.code(answer.statusCode).headers(headers);
      // An empty body (the redirect) is sent as none: a Buffer, even empty, would be typed as octet-stream.
      return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
    });
  }
}

async function loadDocsApp(): Promise<FastifyInstance> {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const docs = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await docs.register(scalar, { routePrefix: DOCS_PREFIX, configuration: docsPageConfiguration() });
  await docs.ready();
  return docs;
}

/**
 * The /docs page (Scalar) works offline and talks to nobody but this service: the plugin serves its
 * script itself, and these options turn off what would reach the vendor's servers. Its default fonts
 * come from fonts.scalar.com (the page falls back to the system's); on a localhost address it offers an
 * AI agent, an MCP generator and a developer toolbar (share, deploy) that go to scalar.com; the
 * "open in API client" button hands the document to client.scalar.com. `test/browser/docs.test.ts`
 * fails on any request the page makes to another host.
 */
export function docsPageConfiguration(): Partial<ApiReferenceConfiguration> {
  return {
    url: `${API_PREFIX}/openapi.json`,
    title: 'Studio API',
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: true,
  };
}
