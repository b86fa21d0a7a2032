import type { RouteOptions, preValidationHookHandler } from 'fastify';
import sjson from 'secure-json-parse';
import { badRequest, invalidField } from './errors.js';
import type { App } from './http.js';
import { truncated } from './validation.js';

/** No API body nests deeper than a few levels; anything far deeper is an attack on the walkers below. */
export const MAX_JSON_DEPTH = 64;

/** The schema flag of a route whose body may be left out; the OpenAPI document says so (service-routes.ts). */
export const BODY_OPTIONAL = 'x-body-optional';

const emptyBodyAsObject: preValidationHookHandler = (req, _reply, done) => {
  if (req.body === undefined) req.body = {};
  done();
};

/**
 * A route flagged `x-body-optional` validates a request without a body as `{}` (a JSON null is still
 * refused): routes declare the flag, this one hook does the rest for each of them.
 */
export function defaultOptionalBody(route: RouteOptions): void {
  if (!(route.schema as Record<string, unknown> | undefined)?.[BODY_OPTIONAL]) return;
  route.preValidation = [emptyBodyAsObject, ...[route.preValidation ?? []].flat()];
}

/** JSON bodies: malformed text is 400 in the area's shape; the raw text is kept for idempotency. */
export function installJsonParser(app: App): void {
  // JSON only: any other body, text/plain included, is 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    req.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(badRequest('invalid_json', 'The request body is not valid JSON.'), undefined);
    }
    if (nestedDeeperThan(parsed, MAX_JSON_DEPTH)) {
      return done(badRequest('invalid_json', `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`), undefined);
    }
    // PostgreSQL text cannot hold NUL: refuse it here, naming the field, rather than fail in SQL. A
    // route that reads no body ignores whatever was sent, so it has no field to name and no 422 to answer.
    const readsBody = req.routeOptions.schema?.body !== undefined;
    const nul = readsBody && /\\u0000/i.test(text) ? fieldWithNul(parsed, '') : null;
    if (nul !== null) return done(invalidField(truncated(nul) || 'body', 'The value must not contain NUL characters.'), undefined);
    done(null, parsed);
  });
}

/** Walks without recursion, so that no nesting, however deep, can overflow the stack. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** The dotted path of the first string holding NUL; recursion is safe once the depth is bounded. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = fieldWithNul(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
