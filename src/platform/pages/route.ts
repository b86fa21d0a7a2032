/**
 * How an area serves a page outside the API: `GET <url>` answers HTML with the pages' headers, a link
 * that leads nowhere answers the 404 page, and a failure answers a plain page, never JSON and never a
 * stack. Pages are public (the token in the path is the credential) and limited per address like
 * every anonymous request.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { isDatabaseUnavailable } from '../db/pool.js';
import { ApiError } from '../errors.js';
import type { App } from '../http.js';
import { renderHtml, type Html } from './html.js';
import { notFoundPage, unavailablePage } from './layout.js';
import { prefersHtml } from './negotiation.js';

/**
 * Nothing but the service's own stylesheet, script and images (and data: images), no plugin, no
 * framing, no <base>, forms posted only back here.
 */
export const PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What every answer behind a token carries, whatever its type: a page or a PDF. */
export const PRIVATE_HEADERS = {
  'x-content-type-options': 'nosniff',
  // The token in the address is the credential: no other site may learn it from a followed link.
  'referrer-policy': 'no-referrer',
  // Whoever holds the link may see the page; a shared cache or the next user of the browser may not.
  'cache-control': 'no-store',
};

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': PAGE_CONTENT_SECURITY_POLICY,
  ...PRIVATE_HEADERS,
};

export interface PageRoute<Params> {
  url: string;
  /** The operation as the document describes it (its responses are the pages' own). */
  schema: { tags: string[]; operationId: string; summary: string; description: string; params: TSchema; querystring?: TSchema };
  /** What the page says when it is found. */
  found: string;
  /** The page, or null when the link leads nowhere (the 404 page). */
  render(req: FastifyRequest<{ Params: Params; Querystring: Record<string, string | undefined> }>): Promise<Html | null>;
}

export function pageRoute<Params>(app: App, route: PageRoute<Params>): void {
  app.get<{ Params: Params; Querystring: Record<string, string | undefined> }>(route.url, {
    schema: { ...route.schema, security: [], response: pageResponses(route.found) },
    // The standard area puts anonymous visits under the per-address rate limit.
    config: { access: 'public', area: 'standard', credentialIn: 'path', failedLookupsLimited: true },
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const page = await route.render(req);
    return sendPage(reply, page === null ? 404 : 200, page ?? notFoundPage());
  });
}

export function sendPage(reply: FastifyReply, status: number, page: Html): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(renderHtml(page));
}

type ErrorHandler = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => unknown;

/** A browser's failures answer pages; a program's go on to the API's error handler, which answers JSON as before. */
export const forBrowsers = (page: ErrorHandler) => (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  if (!prefersHtml(req)) throw error;
  return page(error, req, reply);
};

/** Every failure of a page route (its hooks included) as a page: a visitor never sees an API error body. */
export function answerPageFailure(error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error instanceof ApiError ? error.status : (error.statusCode ?? 500);
  if (status === 429) return sendPage(reply, 429, unavailablePage('Too many requests', 'Please wait a minute, then reload the page.'));
  // A refusal the service explains (downloads not allowed by the link): the visitor is told why.
  if (status === 403 && error instanceof ApiError) return sendPage(reply, 403, unavailablePage('Not available', error.message));
  // The only thing a visitor chooses is the token: whatever else a client error is, the link leads nowhere.
  if (status >= 400 && status < 500) return sendPage(reply, 404, notFoundPage());
  if (isDatabaseUnavailable(error) || status === 503) {
    req.log.warn({ reqId: req.id, err: error }, 'database unavailable');
    return sendPage(reply, 503, unavailablePage('Temporarily unavailable', 'The page cannot be shown right now. Please try again in a few minutes.'));
  }
  req.log.error({ reqId: req.id, err: error }, 'page failed');
  return sendPage(reply, 500, unavailablePage('Something went wrong', 'The page could not be shown. Please try again later.'));
}

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string', description: 'The page (HTML).' } } } });

/** What every page route answers, each a page for a person rather than a body for a program. */
const pageResponses = (found: string) => ({ 200: htmlPage(found), ...failurePageResponses() });

/** The pages a route outside the API answers when it cannot answer what was asked. */
export function failurePageResponses() {
  return {
    403: htmlPage('What the link leads to is not allowed through it (a download by a link that only shows): the page says so.'),
    404: htmlPage('The "link not found" page: no such token, a malformed one, or one whose record is gone or withdrawn.'),
    429: htmlPage('Too many requests from this address in this minute; `Retry-After` says when to come back.'),
    500: htmlPage('The page failed; the error is logged under the `X-Request-Id` of the answer.'),
    503: htmlPage('The database cannot be reached right now.'),
  };
}

/**
 * The answers of a route that gives programs JSON and browsers pages (chosen by `Accept`): each
 * documented status also answers `text/html`, and `pageOnly` adds the statuses only browsers get.
 */
export function withPages(responses: Record<number, TSchema>, pageOnly: Record<number, string> = {}) {
  const page = { schema: { type: 'string', description: 'The page (HTML), for a browser.' } };
  const both = Object.entries(responses).map(([status, answer]) => {
    const { description = '' } = answer as { description?: string };
    return [status, { description, content: { 'application/json': { schema: answer }, 'text/html': page } }] as const;
  });
  const pagesOnly = Object.entries(pageOnly).map(([status, description]) => [status, { description }] as const);
  return Object.fromEntries([...both, ...pagesOnly]);
}
