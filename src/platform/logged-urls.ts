/**
 * What the request log shows of a URL. Log lines travel further than the service (shippers, search
 * indexes, support tickets) and live longer than a link: a line must never hold a credential. Some
 * URLs are one: a calendar feed's secret and a sharing link's token in the path, a signed link's
 * signature and a collection's password in the query.
 *
 * - A route declares where its URLs carry a credential (`config.credentialIn`): `path` logs the route
 *   pattern (`/s/:token`), `query` logs the path without the query.
 * - Routes outside the API declare `path` unless they say otherwise: they answer without an API
 *   credential, so their address usually is one (and their patterns say enough to an operator).
 * - A request no route answers (404, or 405 for a known path) is logged as the strictest of the
 *   routes its path matches would be; with none, an API path without its query, and outside the API
 *   the first segment alone (`/s/…`), since a mistyped or mangled link may still hold its secret.
 */
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from './api-prefix.js';
import { routeConfigOf } from './route-config.js';
import { matcherOf } from './methods.js';

/**
 * Where a route's URLs carry a credential, which the request log must leave out (logged-urls.ts):
 * `path` (a token or secret in a segment: the route pattern is logged) or `query` (a signature or
 * password: the path is logged without the query). Routes outside the API are `path` unless declared.
 */
export type CredentialIn = 'path' | 'query';

/** What the log shows of a route's URLs, from most to least. */
export type LoggedUrl = 'url' | 'path' | 'pattern';

const STRICTNESS: Record<LoggedUrl, number> = { url: 0, path: 1, pattern: 2 };

interface Pattern {
  url: string;
  matcher: RegExp;
  logged: LoggedUrl;
}

export class LoggedUrls {
  private readonly patterns: Pattern[] = [];

  /** What the log shows of a route's URLs, learnt when it is registered (and kept in its config). */
  learn(route: { url: string; config?: { credentialIn?: CredentialIn } }): LoggedUrl {
    const logged = loggedUrlOf(route.url, route.config?.credentialIn);
    this.patterns.push({ url: route.url, matcher: matcherOf(route.url), logged });
    return logged;
  }

  /** The URL of a completed request as its log line shows it. */
  of(request: FastifyRequest): string {
    const route = routeConfigOf(request);
    switch (route.loggedUrl) {
      case 'url':
        return request.url;
      case 'path':
        return pathOf(request.url);
      case 'pattern':
        return route.url;
      default:
        return this.unmatched(pathOf(request.url));
    }
  }

  private unmatched(path: string): string {
    const trimmed = path.replace(/(.)\/$/, '$1');
    let strictest: Pattern | undefined;
    for (const pattern of this.patterns) {
      if (pattern.matcher.test(trimmed) && STRICTNESS[pattern.logged] > STRICTNESS[strictest?.logged ?? 'url']) strictest = pattern;
    }
    if (strictest) return strictest.logged === 'pattern' ? strictest.url : path;
    if (isApiPath(path)) return path;
    const firstSegment = /^\/[^/]*/.exec(path)![0];
    return firstSegment.length < path.length ? `${firstSegment}/…` : path;
  }
}

function loggedUrlOf(url: string, credentialIn: CredentialIn | undefined): LoggedUrl {
  if (credentialIn === 'query') return 'path';
  if (credentialIn === 'path' || !isApiPath(url)) return 'pattern';
  return 'url';
}

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
