import Fastify, { type FastifyContextConfig, type FastifyError, type FastifyReply, type FastifyRequest, type FastifySchema } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { Type } from 'typebox';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { connect, isDatabaseUnavailable, sqlStateOf, type Database } from './platform/db/pool.js';
import { ApiError, badRequest, notFound, renderError, serviceUnavailable, type Area } from './platform/errors.js';
import { AreasByPath } from './platform/error-areas.js';
import { defaultOptionalBody, installJsonParser } from './platform/json-body.js';
import { MethodsByPath } from './platform/methods.js';
import { LoggedUrls } from './platform/logged-urls.js';
import { boundedServerOptions, closeStalledConnections, standardHeaders } from './platform/http-server.js';
import { schemaCompiler, unknownParameter, validationDetails } from './platform/validation.js';
import { serializerCompiler, shapeCheckHook } from './platform/serialization.js';
import { OneLinePerRequest, Metrics, fastifyLogger } from './platform/observability.js';
import { MemoryRateLimitStore, rateLimitStore, type RateLimitStore } from './platform/rate-limit.js';
import { idempotency } from './platform/idempotency.js';
import { startHousekeeping } from './platform/housekeeping.js';
import { LiveEvents } from './platform/events/live-events.js';
import { authenticate, countFailedLookup } from './platform/auth/hook.js';
import { startDeadline, underDeadline } from './platform/db/deadline.js';
import { randomAlphanumeric } from './platform/ids.js';
import { API_PREFIX, joinSlashedSegments, type App } from './platform/http.js';
import { routeConfigOf } from './platform/route-config.js';
import { openApiOptions, serviceRoutes } from './platform/service-routes.js';
import { responseContractHook, type OpenApiDocument, type ResponseViolation } from './platform/response-contract.js';
import { docsPageRoutes } from './platform/docs-page.js';
import { abandonedFileSweeps, storageRoutes } from './platform/storage/index.js';
import { pageAssetRoutes } from './platform/pages/assets.js';
import {
  AREA_IDENTIFIERS, AREA_ROUTES, AREA_TAGS, createServices, registerOutsideRoutes, SLASHED_SEGMENT_MARKERS, type AreaRoutes, type Services,
} from './areas.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Omitted in tests that want silence. */
  logger?: Logger;
  rateLimitStore?: RateLimitStore;
  /** The areas' routes; every area's (AREA_ROUTES) unless a test adds its own. */
  areaRoutes?: AreaRoutes[];
  /** Connects the job queue and starts its workers once the routes are ready; false for an app that serves nothing. */
  runJobs?: boolean;
  /**
   * Checks every answer against the served OpenAPI document, and each answer `JSON.stringify` writes
   * against its schema's shape (serialization.ts), and reports each it forbids (the tests fail on any).
   */
  onResponseViolation?: (violation: ResponseViolation) => void;
  /** How often housekeeping sweeps files left on disk; five minutes unless a test shortens it. */
  fileSweepEveryMs?: number;
}

/** A route as registered, for suites that must cover every route (bad input, tenant isolation). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  config?: FastifyContextConfig;
}

/** Builds the HTTP application: platform plugins first, then each module's routes. */
export async function buildApp({ config, database, logger, rateLimitStore: store, areaRoutes = AREA_ROUTES, runJobs = true, onResponseViolation, fileSweepEveryMs }: AppOptions): Promise<{ app: App; services: Services; routes: RegisteredRoute[] }> {
  const areas = new AreasByPath();
  const methods = new MethodsByPath();
  const loggedUrls = new LoggedUrls();
  const requestLog = new OneLinePerRequest(loggedUrls);
  const app = Fastify({
    loggerInstance: logger && fastifyLogger(logger),
    logController: requestLog,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: (req) => validRequestId(req.headers['x-request-id']) ?? nextRequestId(),
    // Long ids reach the handler, which answers 400 invalid_id, rather than the router's own 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16_384 },
    rewriteUrl: (req) => joinSlashedSegments(req.url ?? '/', SLASHED_SEGMENT_MARKERS),
    frameworkErrors: (_error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      reply.code(400).send(renderError(areas.of(req.url), badRequest('invalid_request', 'The URL could not be decoded.')));
    },
    return503OnClosing: true,
    ...boundedServerOptions(config.http, areas),
  }).withTypeProvider<import('@fastify/type-provider-typebox').TypeBoxTypeProvider>() as unknown as App;
  app.server.maxConnections = config.http.maxConnections;
  const stopStallChecks = closeStalledConnections(app.server, config.http.idleTimeoutMs);

  app.decorate('config', config);
  const liveEvents = new LiveEvents(database, config.liveEvents, app.log);
  app.decorate('liveEvents', liveEvents);
  app.decorateRequest('auth', null);
  app.decorateRequest('rawBody', null);
  app.decorateRequest('databaseDeadline', null);
  app.decorateRequest('routeConfig', null);
  app.setValidatorCompiler(schemaCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installJsonParser(app);
  installErrorHandling(app, areas, methods);

  const services = createServices({
    config,
    db: database.db,
    onBackgroundError: (error, context) => app.log.warn({ err: error }, context),
  });
  const limits = store ?? rateLimitStore(config.redisUrl, config.redisKeyPrefix, config.redisTimeoutMs);
  const metrics = new Metrics();
  const replays = idempotency(database.db);

  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const area = requireDeclaredAccessAndArea(route);
    if (area) {
      areas.learn(route.url, area);
      route.schema = { ...route.schema, querystring: route.schema?.querystring ?? NO_QUERY };
    }
    defaultOptionalBody(route);
    const routeMethods = [route.method].flat();
    // Routes outside the API (plugins' among them) may declare nothing; the type assumes an `access`.
    route.config = {
      ...route.config,
      metricSeries: metrics.seriesByMethod(routeMethods, route.url),
      loggedUrl: loggedUrls.learn(route),
    } as FastifyContextConfig;
    for (const method of routeMethods) {
      routes.push({ method, url: route.url, schema: route.schema, config: route.config });
      methods.learn(route.url, method);
    }
    // The request's hooks ran under its deadline; what parsing its body called back has lost it: back
    // in, first. GET and HEAD have no body parsed, and no hook to pay for.
    if (routeMethods.some((method) => !BODILESS_METHODS.has(method))) {
      route.preHandler = [reenterDatabaseDeadline, ...[route.preHandler ?? []].flat()];
    }
    // Idempotency-Key concerns POST only: other routes do not pay for its hooks.
    if (routeMethods.includes('POST')) {
      route.preHandler = [...[route.preHandler ?? []].flat(), replays.preHandler];
      route.onSend = [...[route.onSend ?? []].flat(), replays.onSend];
    }
  });
  if (onResponseViolation) {
    app.addHook('preSerialization', shapeCheckHook(onResponseViolation));
    app.addHook('onSend', responseContractHook(() => app.swagger() as OpenApiDocument, onResponseViolation));
  }
  app.addHook('onRequest', standardHeaders(config));
  app.addHook('onRequest', startDatabaseDeadline(config.database.requestDeadlineMs));
  app.addHook('onRequest', authenticate({
    resolver: services.credentials,
    store: limits,
    limitPerMinute: config.rateLimitPerMinute,
    bookingLimitPerMinute: config.bookingRateLimitPerMinute,
    failedLookupLimitPerMinute: config.failedLookupLimitPerMinute,
  }));
  app.addHook('onResponse', (req, reply, done) => {
    if (req.databaseDeadline) req.databaseDeadline.answered = true;
    metrics.observe(req, reply);
    countFailedLookup(req, reply.statusCode, limits);
    done();
  });
  const stopHousekeeping = startHousekeeping(database.db, services.auth, app.log, {
    records: [() => services.webhooks.forgetOldEvents()],
    files: abandonedFileSweeps(services.storage),
    fileSweepEveryMs,
  });
  // Open event streams would hold the server's close until their clients leave: they end first.
  app.addHook('preClose', (done) => {
    liveEvents.endStreams();
    done();
  });
  app.addHook('onClose', async () => {
    stopStallChecks();
    requestLog.flush();
    stopHousekeeping();
    await services.jobs.stop();
    await limits.close();
    await services.storage.close();
    await liveEvents.close();
  });

  try {
    await app.register(fastifySwagger, openApiOptions(AREA_TAGS, AREA_IDENTIFIERS));
    await app.register(async (api) => {
      for (const register of areaRoutes) register(api as unknown as App, services);
    }, { prefix: API_PREFIX });
    serviceRoutes(app, database, metrics);
    await storageRoutes(app, services.storage);
    pageAssetRoutes(app);
    await registerOutsideRoutes(app, services);
    docsPageRoutes(app);
    await app.ready();
    if (runJobs) await services.jobs.start();
  } catch (error) {
    // A route refused at start-up: what the hooks opened (the rate-limit store's Redis) is closed.
    await app.close().catch(() => {});
    throw error;
  }
  return { app, services, routes };
}

/** The OpenAPI document, generated from the route schemas. Nothing is queried: no database is needed. */
export async function openApiDocument(config: Config): Promise<unknown> {
  const database = connect('postgres://unused.invalid/none', { ...config.database, poolSize: 1 });
  const { app } = await buildApp({ config, database, rateLimitStore: new MemoryRateLimitStore(), runJobs: false });
  const document = app.swagger();
  await app.close();
  await database.close();
  return document;
}

// Request ids: this instance's random prefix and a counter. Unique across instances, and without
// a random draw per request (which cost 7% of a simple GET's CPU).
const instancePrefix = `req_${randomAlphanumeric(12)}`;
let requestCounter = 0;
const nextRequestId = () => `${instancePrefix}${(++requestCounter).toString(36)}`;

/**
 * Starts the request's database deadline when it arrives and runs the hooks that follow under it
 * (the credential's look-up among them). Routes doing long work are left to the statement timeout.
 */
function startDatabaseDeadline(ms: number) {
  return (req: FastifyRequest, _reply: FastifyReply, done: () => void): void => {
    if (routeConfigOf(req).longWork) {
      done();
      return;
    }
    req.databaseDeadline = startDeadline(ms);
    underDeadline(req.databaseDeadline, done);
  };
}

/** Methods whose body Fastify never parses. */
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

function reenterDatabaseDeadline(req: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  if (req.databaseDeadline) underDeadline(req.databaseDeadline, done);
  else done();
}

function validRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : undefined;
}

/** The query of an API route that documents none: any parameter is unknown (400). */
const NO_QUERY = Type.Object({});

/** Long enough for a burst to drain or a failover to finish, short enough to retry soon. */
const RETRY_AFTER_SECONDS = 1;

function installErrorHandling(app: App, areas: AreasByPath, methods: MethodsByPath): void {
  const areaOf = (req: FastifyRequest): Area => routeConfigOf(req).area ?? areas.of(req.url);
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const apiError = toApiError(error, req);
    if (apiError.status === 503) {
      req.log.warn({ reqId: req.id, err: error }, 'database unavailable');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
    } else if (apiError.status >= 500) {
      req.log.error({ reqId: req.id, err: error }, 'request failed');
    }
    return reply.code(apiError.status).send(renderError(areaOf(req), apiError));
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?', 1)[0];
    const allowed = methods.allowed(path);
    if (allowed.length === 0) return reply.code(404).send(renderError(areaOf(req), notFound('not_found', `There is no ${req.method} ${path} endpoint.`)));
    const refused = new ApiError(405, 'method_not_allowed', `${path} does not answer ${req.method}; it answers ${allowed.join(', ')}.`);
    return reply.code(405).header('allow', allowed.join(', ')).send(renderError(areaOf(req), refused));
  });
}

function toApiError(error: FastifyError, req: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const details = validationDetails(error.validation as never);
    if (error.validationContext === 'body') return new ApiError(422, 'validation_error', 'The given data was invalid.', details);
    const unknown = unknownParameter(error.validation as never);
    const where = error.validationContext === 'params' ? 'path' : 'query';
    return badRequest('invalid_request', unknown ? `This endpoint takes no ${where} parameter ${unknown}.` : `Invalid ${where} parameter.`, details);
  }
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'The request body is larger than 1 MiB.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  // Data errors from PostgreSQL (class 22) mean input slipped past validation: the caller's fault.
  if (/^22[0-9A-Z]{3}$/.test(sqlStateOf(error) ?? '')) {
    req.log.warn({ reqId: req.id, err: error }, 'database rejected a value that validation let through');
    return badRequest('invalid_request', 'A value in the request is out of range.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, 'invalid_request', error.message);
  }
  return new ApiError(500, 'internal_error', 'Something went wrong on our side. The error has been logged.');
}

/**
 * Every API route declares who may call it and the area whose error shape and rate limit it takes
 * (DESIGN.md): forgetting either is a start-up error, not an open door or a guessed shape.
 */
function requireDeclaredAccessAndArea(route: { url: string; config?: { access?: string; area?: Area } }): Area | undefined {
  if (!route.url.startsWith(API_PREFIX)) return undefined;
  if (!route.config?.access) throw new Error(`Route ${route.url} does not declare its access (config.access)`);
  if (!route.config.area) {
    throw new Error(`Route ${route.url} does not declare its area (config.area)`);
  }
  return route.config.area;
}
