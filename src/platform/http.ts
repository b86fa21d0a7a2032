import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config.js';
import type { Area } from './errors.js';
import type { Caller } from './access.js';
import type { Credential } from './auth/credentials.js';
import type { DatabaseDeadline } from './db/deadline.js';
import type { CredentialIn, LoggedUrl } from './logged-urls.js';
import type { RouteSeries } from './observability.js';

export { API_PREFIX } from './api-prefix.js';

/**
 * Who may call a route, declared on every route:
 * `public` needs no credential, `photographer` is studio staff, `any` also admits client portal tokens.
 */
export type Access = 'public' | 'photographer' | 'any';

/** Budgets counted per IP apart from the general limit. */
export type RateLimitBucket = 'login' | 'signup' | 'booking';

declare module 'fastify' {
  interface FastifyContextConfig {
    access: Access;
    area?: Area;
    /** Login, signup and the booking page's writes are limited per IP on their own budgets (API.md §1, §11). */
    rateLimitBucket?: RateLimitBucket;
    /**
     * The route finds what it serves by a secret in its URL (a token, a signed link's signature): the
     * look-ups that find nothing from one address count toward a limit of their own, far tighter than
     * the general one, and past it that address is refused on every such route.
     */
    failedLookupsLimited?: boolean;
    /** Where the route's URLs carry a credential, if they do: the request log leaves it out. */
    credentialIn?: CredentialIn;
    /**
     * The route streams for longer than a request may wait on the database (an export, an archive, an
     * event stream, an upload): its queries keep the statement timeout alone, not the request's deadline.
     */
    longWork?: true;
    /** Set by the application when the route is registered: what the request log shows of its URLs. */
    loggedUrl?: LoggedUrl;
    /** Set by the application when the route is registered: its request metrics, by method. */
    metricSeries?: Partial<Record<string, RouteSeries>>;
  }
  interface FastifyRequest {
    auth: Credential | null;
    /** What is left of the request's time for its database work (db/deadline.ts); null on long work. */
    databaseDeadline: DatabaseDeadline | null;
    /** The JSON body as received, for idempotency fingerprints. */
    rawBody: string | null;
  }
  interface FastifyInstance {
    config: Config;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The caller's credential on a route that requires one (the auth hook has already refused others). */
export function credentialOf(req: FastifyRequest): Credential {
  if (!req.auth) throw new Error('credentialOf() on a public route');
  return req.auth;
}

/** Who calls a route that requires a credential: what every service method takes first. */
export const callerOf: (req: FastifyRequest) => Caller = credentialOf;

/**
 * Absolute origin for links: PUBLIC_URL; else, behind a trusted proxy, the host it forwards; else
 * the address the connection reached. Never the Host header of a direct caller: anyone can forge it.
 */
export function originOf(req: FastifyRequest): string {
  const { publicUrl, trustProxy } = req.server.config;
  if (publicUrl) return publicUrl;
  if (trustProxy) return `${req.protocol}://${req.host}`;
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `${req.protocol}://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/**
 * The URL with the slashes inside the path segment after a marker (`/check-day-avail/`) written as
 * `%2F`, so that the router sees that tail as one parameter: a time zone name (`Europe/London`) may be
 * sent with its slashes as they are. A trailing slash stays one, and the query string is untouched.
 */
export function joinSlashedSegments(url: string, markers: readonly string[]): string {
  const queryAt = url.indexOf('?');
  const pathEnd = queryAt === -1 ? url.length : queryAt;
  for (const marker of markers) {
    // The first occurrence: one past the path means none is in it.
    const markerAt = url.indexOf(marker);
    if (markerAt !== -1 && markerAt + marker.length <= pathEnd) return joinTail(url, markerAt + marker.length, pathEnd);
  }
  return url;
}

/** `url` with the slashes between `tailAt` and the path's end (`pathEnd`) written as `%2F`. */
function joinTail(url: string, tailAt: number, pathEnd: number): string {
  const trailing = url[pathEnd - 1] === '/' && pathEnd > tailAt ? '/' : '';
  const tail = url.slice(tailAt, pathEnd - trailing.length).replaceAll('/', '%2F');
  return `${url.slice(0, tailAt)}${tail}${trailing}${url.slice(pathEnd)}`;
}
