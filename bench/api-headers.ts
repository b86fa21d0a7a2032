import type { FastifyInstance } from 'fastify';

/**
 * The header lines every answer of the API carries beside Fastify's own, for the baselines: a request
 * id, the security headers of src/platform/http-server.ts (its own values, from the build) and the
 * rate limit's three (src/platform/auth/hook.ts, part of the API's contract). An answer is its
 * headers as much as its body, and both sides must write the same bytes: these nine lines cost a
 * Node.js server as much as a quarter of the work of a one-count read (instructions counted under
 * callgrind, bench/README.md).
 * They are set the plainest way, in one hook; where a stage compares answers (`sameAnswer`, scale.ts),
 * it checks that both sides send the same header names.
 */
const { securityHeaders } = (await import(new URL('../dist/platform/http-server.js', import.meta.url).href)) as typeof import('../src/platform/http-server.js');
/** The API's own values (the bench's service has no https public URL). */
const SECURITY_HEADERS = securityHeaders(null).api;
/** The limit the bench gives the service (bench/service.ts). */
const RATE_LIMIT_PER_MINUTE = 1_000_000;
const WINDOW_MS = 60_000;

export function answerWithApiHeaders(app: FastifyInstance): void {
  const idPrefix = `req_${Math.random().toString(36).slice(2, 14)}`;
  let requests = 0;
  let windowEndsAt = 0;
  let countedInWindow = 0;
  app.addHook('onRequest', (_req, reply, done) => {
    const now = Date.now();
    if (now >= windowEndsAt) [windowEndsAt, countedInWindow] = [now + WINDOW_MS, 0];
    countedInWindow += 1;
    reply.header('x-request-id', idPrefix + (++requests).toString(36));
    reply.headers(SECURITY_HEADERS);
    reply.header('x-ratelimit-limit', RATE_LIMIT_PER_MINUTE);
    reply.header('x-ratelimit-remaining', RATE_LIMIT_PER_MINUTE - countedInWindow);
    reply.header('x-ratelimit-reset', Math.ceil((windowEndsAt - now) / 1000));
    done();
  });
}
