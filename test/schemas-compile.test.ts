/**
 * The application compiles each route's validators and serializers when the route is first asked
 * (validation.ts, serialization.ts), not at start-up: a schema that cannot be compiled would only fail
 * on a request. Here every registered route's schemas are compiled, so it fails in the tests instead.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer } from './helpers.js';
import { compiledValidator } from '../src/platform/validation.js';
import { compiledSerializer } from '../src/platform/serialization.js';

const server = await startTestServer();
const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/** The schemas a response status may be written with: one per content type, or the status's own. */
function responseSchemas(answer: unknown): unknown[] {
  const { content } = answer as { content?: Record<string, { schema: unknown }> };
  return content ? Object.values(content).map((type) => type.schema) : [answer];
}

test('every route\'s request validators and response serializers compile', () => {
  let [validators, serializers] = [0, 0];
  for (const route of server.routes) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const httpPart of REQUEST_PARTS) {
      if (schema[httpPart] === undefined) continue;
      assert.doesNotThrow(() => compiledValidator({ schema: schema[httpPart], httpPart }), `${route.method} ${route.url} ${httpPart}`);
      validators += 1;
    }
    for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
      for (const responseSchema of responseSchemas(answer)) {
        assert.doesNotThrow(() => compiledSerializer(responseSchema), `${route.method} ${route.url} ${status}`);
        serializers += 1;
      }
    }
  }
  assert.ok(validators > 100, `${validators} validators compiled`);
  assert.ok(serializers > 200, `${serializers} serializers compiled`);
});
