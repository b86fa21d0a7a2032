import { timingSafeEqual } from 'node:crypto';
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { API_PREFIX, type App } from './http.js';
import type { Database } from './db/pool.js';
import { forbidden, unauthenticated, type Area } from './errors.js';
import type { Metrics } from './observability.js';
import { ERROR_SHAPES, errorResponses } from './schemas.js';
import { exampleId } from './ids.js';
import { BODY_OPTIONAL } from './json-body.js';
import { isLoopback } from './net.js';
import type { IdentifierFormat, Tag } from './area.js';
import { FILES_TAG } from './storage/file-docs.js';
import { PAGES_TAG } from './pages/assets.js';

const API_CONVENTIONS = `**Authentication.** Send \`Authorization: Bearer <token>\` (an API token from \`POST ${API_PREFIX}/api_tokens\`, or a client portal token), or the \`session_cookie\` cookie set by \`POST ${API_PREFIX}/auth/login\` and \`POST ${API_PREFIX}/auth/signup\`. With the cookie, every request other than GET must also send \`X-CSRF-Token\` with the \`csrf_token\` those answers return. Studio staff (\`photographer\`) may call every operation; a client portal token (\`client\`) only those that say so.

**Money** is an integer of minor units of its currency: 5000 is $50.00 in usd, ¥5,000 in jpy. Fields ending in \`_formatted\` hold the same amount as display text. Currencies are lowercase ISO 4217 codes.

**Timestamps** are RFC 3339 in UTC with microseconds (\`2026-11-22T10:15:30.123456Z\`); inputs take any offset. **Dates** are \`YYYY-MM-DD\`; where a date depends on "today" it is the studio's time zone (set at sign-up).

**Lists** are newest first, a page at a time, in one of two ways that each list names: \`page\` from 1 with the page size under the name the list gives it (\`per_page\`, \`page_size\`, \`pageSize\`; 1 to 100, default 25) and the list's totals in \`meta\`; or, in the gallery, \`limit\` and \`offset\` with the list's \`total\`. A page past the end is empty, with the totals still right. Unknown query parameters are refused with 400.

**Writes.** PUT changes only the fields given. Any POST may carry \`Idempotency-Key\` (up to 255 characters): the same key and body within 24 hours replay the first answer without doing the work again.

**Errors** take the shape of their area: \`StandardError\` \`{error, message, details?}\`, \`InvoiceError\` \`{error: {code, message, details?}}\`, \`ConversationError\` \`{error, code, details?, max_size?}\`. The code is the contract, the message may change. Each operation lists the codes it can answer.

**Rate limits.** Every answer carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (seconds); past the limit (600 requests a minute per credential by default; sign-up and login 10 a minute per IP) the answer is 429 with \`Retry-After\`.`;

/** The document's sections after the areas': files and the operators' routes, which are the platform's. */
const PLATFORM_TAGS: readonly Tag[] = [
  {
    name: FILES_TAG,
    description:
      'Files outside the JSON API, in local storage (without `S3_BUCKET`): the upload target that takes a ticket\'s form, and the ' +
      'signed links attachments are downloaded from. Refusals are S3\'s, in XML, so that clients written for S3 work unchanged.',
  },
  {
    name: PAGES_TAG,
    description:
      'What the pages a studio\'s clients open in a browser share: one stylesheet and one script, at content-hashed paths. ' +
      'The pages themselves are in their areas\' sections.',
  },
  { name: 'service', description: 'For operators: health, readiness, metrics and this document. No credential needed.' },
];

/**
 * The introduction of the document (and of the /docs page), made from the areas' manifests: one line
 * per section (the first sentence of its description), how identifiers look, then the conventions
 * every area shares.
 */
function apiDescription(tags: readonly Tag[], identifiers: readonly IdentifierFormat[]): string {
  return [
    'Business API for photography studios. Its sections:',
    tags.map(({ name, description }) => `- **${name}**: ${description.split('. ', 1)[0].replace(/\.$/, '')}.`).join('\n'),
    identifiersParagraph(identifiers),
    API_CONVENTIONS,
  ].join('\n\n');
}

const isPrefix = ({ format }: IdentifierFormat) => /^[a-z]+$/.test(format);

function identifiersParagraph(identifiers: readonly IdentifierFormat[]): string {
  const prefixed = identifiers.filter(isPrefix).map(({ format, names }) => `\`${format}_\` ${names}`);
  const others = identifiers.filter((identifier) => !isPrefix(identifier)).map(({ format, names }) => `${format} for ${names}`);
  return [
    `**Identifiers** are case-sensitive. Most are a prefix, \`_\` and 30 letters and digits (\`${exampleId('cou')}\`): ${prefixed.join(', ')}.`,
    others.length > 0 ? `Others are decimal: ${others.join(', ')}.` : '',
    'A malformed one in a path is 400 `invalid_id`; one the studio does not have is 404, the same for another studio\'s.',
  ].filter(Boolean).join(' ');
}

/** The document's options: its introduction and sections from the areas' manifests, in their order. */
export function openApiOptions(areaTags: readonly Tag[], identifiers: readonly IdentifierFormat[]): SwaggerOptions {
  const tags = [...areaTags, ...PLATFORM_TAGS];
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Studio API', version: '1.0.0', description: apiDescription(tags, identifiers) },
      servers: [{ url: '/' }],
      tags,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An API token (`sk_…`) or a client portal token (`pk_…`).' },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'session_cookie',
            description: 'The session cookie set by sign-up and login; requests other than GET must also send `X-CSRF-Token`.',
          },
          metrics_token: { type: 'http', scheme: 'bearer', description: 'The operator\'s `METRICS_TOKEN`, for `GET /metrics` only.' },
        },
        schemas: Object.fromEntries(Object.values(ERROR_SHAPES).map(({ name, schema }) => [name, schema])),
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    hideUntagged: true,
    // A route's error responses carry the area's error shape in full (it drives their serialization); the
    // document names that shape once, as a component, and each response refers to it.
    transform: ({ schema, url, route }) => ({ schema: withErrorComponents(schema, route.config?.area), url }),
    transformObject: (document) => ('openapiObject' in document ? withOptionalBodies(document.openapiObject) : document.swaggerObject),
  };
}

interface Operations {
  paths?: Record<string, Record<string, { [BODY_OPTIONAL]?: boolean; requestBody?: { required?: boolean } }>>;
}

function withOptionalBodies<T>(document: T): T {
  for (const item of Object.values((document as Operations).paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation[BODY_OPTIONAL] === undefined) continue;
      if (operation.requestBody) operation.requestBody.required = !operation[BODY_OPTIONAL];
      delete operation[BODY_OPTIONAL];
    }
  }
  return document;
}

type Responses = Record<string, { description?: string; content?: unknown }>;

function withErrorComponents(schema: FastifySchema | undefined, area: Area | undefined): FastifySchema {
  const responses = schema?.response as Responses | undefined;
  if (!schema || !responses || area === undefined) return schema ?? {};
  const component = { $ref: `#/components/schemas/${ERROR_SHAPES[area].name}` };
  const response = Object.fromEntries(
    Object.entries(responses).map(([status, body]) =>
      // A response that names its own content (a page's HTML) is not the area's JSON error.
      Number(status) >= 400 && body.content === undefined
        ? [status, { description: body.description, content: { 'application/json': { schema: component } } }]
        : [status, body],
    ),
  );
  return { ...schema, response };
}

const READINESS_TIMEOUT_MS = 900;

function withDeadline<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // The loser of the race must not become an unhandled rejection.
  pending.catch(() => {});
  return Promise.race([pending, deadline]).finally(() => clearTimeout(timer));
}

const tags = ['service'];
/** Operator routes need no credential. */
const security: [] = [];

const Ready = Type.Object(
  { status: Type.String({ description: 'Always `ready`.', examples: ['ready'] }) },
  { description: 'The database answers: the instance can take traffic.' },
);
const NotReady = Type.Object(
  {
    status: Type.String({ description: 'Always `unavailable`.', examples: ['unavailable'] }),
    reason: Type.String({ description: 'Why, as a sentence.', examples: ['database not reachable'] }),
  },
  { description: 'The database did not answer within a second: take the instance out of rotation. `Retry-After` says when to ask again.' },
);

const documentRoute = { access: 'public', area: 'standard' } as const;

/**
 * Metrics tell request counts per route and process figures: they are for the operator's monitoring.
 * A token compares in constant time, so its characters cannot be found one by one from timings.
 */
function admitMetricsCaller(authorization: string | undefined, ip: string, token: string | null): void {
  if (token === null) {
    if (!isLoopback(ip)) throw forbidden('Metrics are served to this host only: set METRICS_TOKEN to let your monitoring in from elsewhere.');
    return;
  }
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthenticated('Send the metrics token as `Authorization: Bearer <METRICS_TOKEN>`.');
}

/** Routes for operators, outside the API: liveness, readiness, metrics, the OpenAPI document. */
export function serviceRoutes(app: App, database: Database, metrics: Metrics): void {
  app.get('/healthz', {
    schema: {
      tags,
      security,
      operationId: 'checkHealth',
      summary: 'Liveness',
      description: 'Answers 200 while the process runs, whatever the state of the database. No credential needed; not rate limited.',
      response: {
        200: Type.Object(
          { status: Type.String({ description: 'Always `ok`.', examples: ['ok'] }) },
          { description: 'The process is up.' },
        ),
      },
    },
    config: { access: 'public' },
  }, async () => ({ status: 'ok' }));

  // Bounded whatever the state: a saturated pool or a database that stopped answering is "not ready"
  // after READINESS_TIMEOUT_MS, never a hang.
  app.get('/readyz', {
    schema: {
      tags,
      security,
      operationId: 'checkReadiness',
      summary: 'Readiness',
      description: 'Whether the instance can serve requests: 200 when the database answers, 503 within a second when it does not. No credential needed; not rate limited.',
      response: { 200: Ready, 503: NotReady },
    },
    config: { access: 'public' },
  }, async (req, reply) => {
    try {
      await withDeadline(database.pool.query('SELECT 1'), READINESS_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      req.log.warn({ reqId: req.id, err: error }, 'database not reachable');
      return reply.code(503).header('retry-after', 1).send({ status: 'unavailable', reason: 'database not reachable' });
    }
  });

  app.get('/metrics', {
    schema: {
      tags,
      security: [{}, { metrics_token: [] }],
      operationId: 'getMetrics',
      summary: 'Prometheus metrics',
      description:
        'Request counts and durations by route pattern and status, and process metrics, in the Prometheus text format. ' +
        'With `METRICS_TOKEN` set, only a caller sending `Authorization: Bearer <METRICS_TOKEN>` is answered; without it, only ' +
        'callers on the instance\'s own host (loopback; behind a proxy trusted with `TRUST_PROXY`, the forwarded address counts). ' +
        'Not rate limited.',
      response: {
        200: {
          description: 'The metrics.',
          content: { 'text/plain': { schema: { type: 'string', description: 'Prometheus text exposition format, version 0.0.4.' } } },
        },
        401: Type.Object(ERROR_SHAPES.standard.schema.properties, {
          description: '- `unauthenticated`: `METRICS_TOKEN` is set and the request did not send it as its bearer token.',
        }),
        403: Type.Object(ERROR_SHAPES.standard.schema.properties, {
          description: '- `forbidden`: `METRICS_TOKEN` is not set and the caller is not on the instance\'s own host.',
        }),
      },
    },
    config: { access: 'public' },
    preHandler: async (req) => admitMetricsCaller(req.headers.authorization, req.ip, req.server.config.metricsToken),
  }, async (_req, reply) => reply.type(metrics.contentType).send(await metrics.exposition()));

  app.get(`${API_PREFIX}/openapi.json`, {
    schema: {
      tags,
      security,
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI document',
      description: 'The OpenAPI 3.1 description of the API, generated from the routes themselves. No credential needed.',
      response: {
        200: Type.Object({}, { additionalProperties: true, description: 'The OpenAPI 3.1 document.' }),
        ...errorResponses(documentRoute, 'GET'),
      },
    },
    config: documentRoute,
  }, async () => app.swagger());
}
