import type { FastifyRequest } from 'fastify';

/** A route's config as the application declared it, with its URL pattern and methods. */
export type RouteConfig = FastifyRequest['routeOptions']['config'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The answering route's config, once read (`routeConfigOf`). */
    routeConfig: RouteConfig | null;
  }
}

/**
 * The config of the route answering the request (the not-found handler's when none matched). Fastify's
 * `routeOptions` builds an object of fifteen fields on every read, and a request reads its config in
 * five places (deadline, auth, metrics, failed look-ups, log line): it is read once.
 */
export function routeConfigOf(req: FastifyRequest): RouteConfig {
  req.routeConfig ??= req.routeOptions.config;
  return req.routeConfig;
}
