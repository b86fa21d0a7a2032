import type { ApiReferenceConfiguration } from '@scalar/fastify-api-reference';
import { API_PREFIX } from './http.js';

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
