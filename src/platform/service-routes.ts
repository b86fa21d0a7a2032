import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { API_PREFIX, type App } from './http.js';
import type { Database } from './db/pool.js';
import type { Area } from './errors.js';
import type { Metrics } from './observability.js';
import { ERROR_SHAPES, errorResponses } from './schemas.js';
import { BODY_OPTIONAL } from './json-body.js';

const API_CONVENTIONS = `**Authentication.** Send \`Authorization: Bearer <token>\` (an API token from \`POST ${API_PREFIX}/api_tokens\`, or a client portal token), or the \`session_cookie\` cookie set by \`POST ${API_PREFIX}/auth/login\` and \`POST ${API_PREFIX}/auth/signup\`. With the cookie, every request other than GET must also send \`X-CSRF-Token\` with the \`csrf_token\` those answers return. Studio staff (\`photographer\`) may call every operation; a client portal token (\`client\`) only those that say so.

**Money** is an integer of minor units of its currency: 5000 is $50.00 in usd, ¥5,000 in jpy. Fields ending in \`_formatted\` hold the same amount as display text. Currencies are lowercase ISO 4217 codes.

**Timestamps** are RFC 3339 in UTC with microseconds (\`2026-11-22T10:15:30.123456Z\`); inputs take any offset. **Dates** are \`YYYY-MM-DD\`; where a date depends on "today" it is the studio's time zone (set at sign-up).

**Identifiers** are a prefix and 30 letters and digits (\`cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ\`), case-sensitive. A malformed one in a path is 400 \`invalid_id\`; one the studio does not have is 404, the same for another studio's.

**Lists** are newest first, a page at a time: \`page\` from 1, and the page size under the name each list gives it (\`per_page\`, \`page_size\`, \`pageSize\`), 1 to 100, default 25. A page past the end is empty, with the totals still right. Unknown query parameters are refused with 400.

**Writes.** PUT changes only the fields given. Any POST may carry \`Idempotency-Key\` (up to 255 characters): the same key and body within 24 hours replay the first answer without doing the work again.

**Errors** take the shape of their area: \`StandardError\` \`{error, message, details?}\`, \`InvoiceError\` \`{error: {code, message, details?}}\`, \`ConversationError\` \`{error, code, details?, max_size?}\`. The code is the contract, the message may change. Each operation lists the codes it can answer.

**Rate limits.** Every answer carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (seconds); past the limit (600 requests a minute per credential by default; sign-up and login 10 a minute per IP) the answer is 429 with \`Retry-After\`.`;

/** The document's sections: each area's tag, then the operators' routes. */
const TAGS = [
  { name: 'auth', description: 'Studio sign-up, sign-in with a session cookie, the caller, and API tokens for scripts and integrations.' },
  { name: 'coupons', description: 'Discount codes that invoices redeem: a percentage or a fixed amount, with usage limits, expiry and a redemption history.' },
  { name: 'gift cards', description: 'Prepaid balances in one currency; paying an invoice with a gift card lowers its balance.' },
  { name: 'clients', description: 'Clients, leads and other contacts of the studio: create, search, export as CSV, their documents and client portal tokens.' },
  { name: 'invoices', description: 'Invoices with line items, taxes and coupons; their payments, refunds and disputes; totals and summaries.' },
  {
    name: 'conversations',
    description:
      'Messages between the studio and each client, with file attachments and unread counts per side. Client portal tokens ' +
      'reach their own conversations. Errors here take the shape `{error: "<sentence>", code: "<UPPER_CODE>"}`.',
  },
  {
    name: 'scheduling',
    description:
      'Session types and their booking rules, schedules of weekly hours with date overrides, open slots of a day or a month in ' +
      'any time zone, and booked sessions that never overlap.',
  },
  {
    name: 'gallery',
    description:
      'Client galleries: collections of galleries of real photos (uploaded with a ticket, their renditions made in the background), ' +
      'who may see and download them, ZIP downloads, download tracking, sharing links, favorites and stars.',
  },
  {
    name: 'files',
    description:
      'Files outside the JSON API, in local storage (without `S3_BUCKET`): the upload target that takes a ticket\'s form, and the ' +
      'signed links attachments are downloaded from. Refusals are S3\'s, in XML, so that clients written for S3 work unchanged.',
  },
  { name: 'service', description: 'For operators: health, readiness, metrics and this document. No credential needed.' },
];

/**
 * The introduction of the document (and of the /docs page): one line per section, taken from the tags
 * so that a new area is introduced where it is described, then the conventions every area shares.
 */
const API_DESCRIPTION = [
  'Business API for photography studios. Its sections:',
  TAGS.map(({ name, description }) => `- **${name}**: ${description.split('. ', 1)[0].replace(/\.$/, '')}.`).join('\n'),
  API_CONVENTIONS,
].join('\n\n');

export const openApiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Studio API', version: '1.0.0', description: API_DESCRIPTION },
    servers: [{ url: '/' }],
    tags: TAGS,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API token (`sk_…`) or a client portal token (`pk_…`).' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session_cookie',
          description: 'The session cookie set by sign-up and login; requests other than GET must also send `X-CSRF-Token`.',
        },
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

type Responses = Record<string, { description?: string }>;

function withErrorComponents(schema: FastifySchema | undefined, area: Area | undefined): FastifySchema {
  const responses = schema?.response as Responses | undefined;
  if (!schema || !responses || area === undefined) return schema ?? {};
  const component = { $ref: `#/components/schemas/${ERROR_SHAPES[area].name}` };
  const response = Object.fromEntries(
    Object.entries(responses).map(([status, body]) =>
      Number(status) >= 400 ? [status, { description: body.description, content: { 'application/json': { schema: component } } }] : [status, body],
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
      security,
      operationId: 'getMetrics',
      summary: 'Prometheus metrics',
      description:
        'Request counts and durations by route pattern and status, and process metrics, in the Prometheus text format. ' +
        'No credential needed: restrict it at the proxy.',
      response: {
        200: {
          description: 'The metrics.',
          content: { 'text/plain': { schema: { type: 'string', description: 'Prometheus text exposition format, version 0.0.4.' } } },
        },
      },
    },
    config: { access: 'public' },
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
