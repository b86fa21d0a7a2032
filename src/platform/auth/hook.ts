import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, forbidden, unauthenticated } from '../errors.js';
import type { RateLimitBucket } from '../http.js';
import { routeConfigOf } from '../route-config.js';
import type { Hit, RateLimitStore } from '../rate-limit.js';
import type { Credential, CredentialResolver } from './credentials.js';
import { SESSION_COOKIE, readCookie } from './cookie.js';

const AUTH_LIMIT_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Options {
  resolver: CredentialResolver;
  store: RateLimitStore;
  limitPerMinute: number;
  bookingLimitPerMinute: number;
  failedLookupLimitPerMinute: number;
}

/**
 * The first thing every request meets: who is calling, whether they are within their rate limit,
 * and whether the route admits them. One hook, so that the order of these checks is fixed.
 * It runs without a promise while the credential is in memory and the limits are counted in memory
 * (nearly every request of a busy client); a database or Redis round trip makes it wait.
 */
export function authenticate(options: Options) {
  return function onRequest(req: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
    const waiting = gate(req, reply, options);
    if (waiting) waiting.then(() => done(), done);
    else done();
  };
}

function gate(req: FastifyRequest, reply: FastifyReply, options: Options): void | Promise<void> {
  const config = routeConfigOf(req);
  const found = (config.access ?? 'public') === 'public' ? null : credential(req, options.resolver);
  return found instanceof Promise ? found.then((auth) => admit(req, reply, config, auth, options)) : admit(req, reply, config, found, options);
}

function admit(req: FastifyRequest, reply: FastifyReply, config: FastifyContextConfig, auth: Credential | null, options: Options): void | Promise<void> {
  req.auth = auth;
  const checked = config.failedLookupsLimited ? refuseAfterFailedLookups(req, reply, options) : undefined;
  if (checked) return checked.then(() => countAndAuthorize(req, reply, config, options));
  return countAndAuthorize(req, reply, config, options);
}

function countAndAuthorize(req: FastifyRequest, reply: FastifyReply, config: FastifyContextConfig, options: Options): void | Promise<void> {
  const counted = countRequest(req, reply, config, options);
  return counted ? counted.then(() => authorize(req, config)) : authorize(req, config);
}

/** Answers that say a secret in the URL found nothing, or nothing its holder may have. */
const FAILED_LOOKUP_STATUSES = new Set([401, 403, 404, 410]);
const failedLookupsKey = (req: FastifyRequest) => `miss:${req.ip}`;

/**
 * An address past its budget of failed look-ups is refused on every route behind a secret, the ones
 * it would have found included: refusing only its misses would tell it which guess was right.
 */
function refuseAfterFailedLookups(req: FastifyRequest, reply: FastifyReply, options: Options): void | Promise<void> {
  let counted: Hit | null | Promise<Hit | null>;
  try {
    counted = options.store.peek(failedLookupsKey(req));
  } catch (error) {
    return storeUnavailable(req, error);
  }
  const refuse = (hit: Hit | null) => {
    if (hit && hit.count >= options.failedLookupLimitPerMinute) tooMany(reply, hit, options.failedLookupLimitPerMinute, 'failed look-ups');
  };
  if (!(counted instanceof Promise)) return refuse(counted);
  return counted.then(refuse, (error: unknown) => storeUnavailable(req, error));
}

/** After the answer: a look-up by a secret that found nothing counts against its address. */
export function countFailedLookup(req: FastifyRequest, statusCode: number, store: RateLimitStore): void {
  if (!routeConfigOf(req).failedLookupsLimited || !FAILED_LOOKUP_STATUSES.has(statusCode)) return;
  try {
    const counted = store.hit(failedLookupsKey(req), WINDOW_MS);
    if (counted instanceof Promise) counted.catch((error: unknown) => storeUnavailable(req, error));
  } catch (error) {
    storeUnavailable(req, error);
  }
}

/**
 * API routes declare an area; an unknown route is counted too, so that every API answer says where
 * its caller stands (API.md §1). Operator routes (health, metrics, docs) are not limited.
 */
function countRequest(req: FastifyRequest, reply: FastifyReply, config: FastifyContextConfig, options: Options): void | Promise<void> {
  if (config.area === undefined && config.rateLimitBucket === undefined && !req.is404) return;
  const { store } = options;
  const bucket = config.rateLimitBucket;
  const key = bucket ? `${bucket}:${req.ip}` : req.auth ? req.auth.rateLimitKey : `ip:${req.ip}`;
  const limit = bucket ? bucketLimit(bucket, options) : options.limitPerMinute;
  let hit: Hit | Promise<Hit>;
  try {
    hit = store.hit(key, WINDOW_MS);
  } catch (error) {
    return storeUnavailable(req, error);
  }
  if (!(hit instanceof Promise)) return applyLimit(reply, hit, limit);
  return hit.then((counted) => applyLimit(reply, counted, limit), (error: unknown) => storeUnavailable(req, error));
}

function bucketLimit(bucket: RateLimitBucket, options: Options): number {
  return bucket === 'booking' ? options.bookingLimitPerMinute : AUTH_LIMIT_PER_MINUTE;
}

/** A rate-limit store that is down, or slower than its timeout, must not take the API down with it. */
function storeUnavailable(req: FastifyRequest, error: unknown): void {
  req.log.warn({ reqId: req.id, err: error }, 'rate limit store unavailable; request not counted');
}

function applyLimit(reply: FastifyReply, hit: Hit, limit: number): void {
  const resetSeconds = secondsLeft(hit);
  reply.header('x-ratelimit-limit', limit);
  reply.header('x-ratelimit-remaining', Math.max(0, limit - hit.count));
  reply.header('x-ratelimit-reset', resetSeconds);
  if (hit.count > limit) tooMany(reply, hit, limit, 'requests');
}

const secondsLeft = (hit: Hit) => Math.max(1, Math.ceil(hit.resetInMs / 1000));

function tooMany(reply: FastifyReply, hit: Hit, limit: number, what: string): never {
  const resetSeconds = secondsLeft(hit);
  reply.header('retry-after', resetSeconds);
  throw new ApiError(429, 'rate_limited', `Too many ${what}: the limit is ${limit} per minute. Retry after ${resetSeconds} s.`);
}

function authorize(req: FastifyRequest, config: FastifyContextConfig): void {
  const access = config.access ?? 'public';
  if (access === 'public') return;
  if (!req.auth) {
    throw unauthenticated(
      req.headers.authorization || req.headers.cookie?.includes(SESSION_COOKIE)
        ? 'The credential is invalid, expired or revoked.'
        : undefined,
    );
  }
  if (access === 'photographer' && req.auth.role !== 'photographer') throw forbidden();
  if (req.auth.kind === 'session' && !SAFE_METHODS.has(req.method) && req.headers['x-csrf-token'] !== req.auth.csrfToken) {
    throw forbidden('Requests authenticated by the session cookie must send the X-CSRF-Token header.', 'csrf_token_invalid');
  }
}

/** The longest token or session secret looked up: anything longer is no credential of ours. */
const MAX_CREDENTIAL_LENGTH = 512;

function credential(req: FastifyRequest, resolver: CredentialResolver): Credential | null | Promise<Credential | null> {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const token = bearerToken(header);
    return token === null ? null : resolver.bearer(token);
  }
  const cookies = req.headers.cookie;
  if (!cookies) return null;
  const secret = readCookie(cookies, SESSION_COOKIE);
  return secret && secret.length <= MAX_CREDENTIAL_LENGTH ? resolver.session(secret) : null;
}

const BEARER = 'bearer';

/**
 * The token of an Authorization header that is `Bearer` (in any case), white space, the token (1 to
 * MAX_CREDENTIAL_LENGTH characters that are not white space) and nothing but white space after it; otherwise null.
 * White space is what `\s` matches. Read in one walk: a regular expression for it took 0.35 % of the
 * service's CPU under the unread count (`perf`), on every authenticated request.
 */
export function bearerToken(header: string): string | null {
  let i = 0;
  for (; i < BEARER.length; i++) {
    // ASCII letters only: setting 0x20 turns an upper-case one into its lower case and no other character into a letter.
    if ((header.charCodeAt(i) | 0x20) !== BEARER.charCodeAt(i)) return null;
  }
  const spaceStart = i;
  while (i < header.length && isWhiteSpace(header.charCodeAt(i))) i++;
  const start = i;
  while (i < header.length && !isWhiteSpace(header.charCodeAt(i))) i++;
  const end = i;
  while (i < header.length && isWhiteSpace(header.charCodeAt(i))) i++;
  const tokenLength = end - start;
  if (start === spaceStart || tokenLength === 0 || tokenLength > MAX_CREDENTIAL_LENGTH || i < header.length) return null;
  return header.slice(start, end);
}

const WHITE_SPACE = /\s/;

/** What `\s` matches; the characters past Latin-1 (which headers rarely hold) are asked of it. */
function isWhiteSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return WHITE_SPACE.test(String.fromCharCode(code));
}
