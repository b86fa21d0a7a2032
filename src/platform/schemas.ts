/**
 * Shared pieces of request and response schemas, and the error bodies of each area. Every description
 * here ends up in the OpenAPI document: it is written for the API's users.
 */
import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { exampleId, withArticle } from './ids.js';
import { MAX_MONEY } from './money.js';
import type { Area } from './errors.js';
import type { Access } from './http.js';

/**
 * T or null. A scalar becomes a type list (`type: ['string', 'null']`), which fast-json-stringify
 * writes directly; with an anyOf it would run a validator on every value to choose the branch. An
 * `enum` lists null too: JSON Schema checks it apart from `type`, and would refuse the null otherwise.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type === 'string' && type !== 'object' && type !== 'array') {
    const nullListed = Array.isArray(values) ? { enum: [...values, null] } : {};
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'], ...nullListed });
  }
  return Type.Union([schema, Type.Null()]);
}

/** The schema with a description (and other annotations) of its own; the original is left as it is. */
export const Described = <T extends TSchema>(schema: T, description: string, annotations: Record<string, unknown> = {}) =>
  Type.With(schema, { description, ...annotations });

/** One of a fixed list of strings, as `{type: 'string', enum}` (cheap to validate and to write). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: object = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const Timestamp = Type.String({
  format: 'date-time',
  description: 'Timestamp: RFC 3339 in UTC with six fractional digits (microseconds), e.g. `2026-11-22T10:15:30.123456Z`.',
  examples: ['2026-11-22T10:15:30.123456Z'],
});
/** A timestamp the caller sends: any offset is accepted, and the instant is stored exactly. */
export const TimestampInput = Type.String({
  format: 'date-time',
  description:
    'Timestamp: RFC 3339 with a time zone offset (`Z` or `±HH:MM`), at most six fractional digits, e.g. ' +
    '`2026-12-31T23:59:59+01:00`; stored exactly and answered in UTC. A date without a time is refused.',
  examples: ['2026-12-31T23:59:59.000000Z'],
});
export const DateOnly = Type.String({ format: 'date', description: 'Calendar date, `YYYY-MM-DD`.', examples: ['2026-12-24'] });
export const Money = Type.Integer({
  minimum: 0,
  maximum: MAX_MONEY,
  description: 'Amount in minor units of the currency (cents for usd: 5000 = $50.00; yen for jpy: 5000 = ¥5,000).',
  examples: [5000],
});
/** An amount in an answer, in minor units, with `_formatted` beside it. */
export const Amount = Type.Integer({ description: 'Amount in minor units of the currency (5000 = $50.00 in usd).', examples: [5000] });
/** The display text of an amount: `$1,250.00`, `£500.00`, `¥500`. */
export const Formatted = Type.String({ description: 'The amount as display text with the currency symbol.', examples: ['$50.00'] });
export const CurrencyCode = Type.String({
  description:
    'Currency, a lowercase ISO 4217 code: usd, eur, gbp, cad, aud, nzd, chf, sek, nok, dkk, pln, czk, jpy, sgd, hkd, mxn, brl, zar or inr.',
  examples: ['usd'],
});

/** An identifier with its prefix's example. Identifiers are case-sensitive. */
export const Id = (prefix: string, description: string) => Type.String({ description, examples: [exampleId(prefix)] });

/** A path parameter naming a record: a malformed one is 400 `invalid_id`, an unknown one 404. */
export const PathId = (prefix: string, resource: string) =>
  Id(prefix, `The ${resource}'s identifier: \`${prefix}_\` and 30 letters and digits.`);

/** A success answer `{data}`, described as what the operation did. */
export const Data = <T extends TSchema>(schema: T, description: string) => Type.Object({ data: schema }, { description });
/** A `{message}` answer (deletes, sign-out), described as what the operation did. */
export const Message = (description: string) =>
  Type.Object({ message: Type.String({ description: 'What was done, as a sentence.', examples: ['Coupon deleted.'] }) }, { description });

export const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'Page number, from 1. A page past the end is empty.' });
export const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 25, description: 'Items per page, 1 to 100.' });

/**
 * A query string's schema. A parameter with a `default` is optional to send (it is not in `required`),
 * yet present in the handler's type and value: validation fills the default in before the handler runs.
 */
export function Query<P extends TProperties>(properties: P): TObject<P> {
  const schema = Type.Object(properties);
  const required = ((schema as { required?: string[] }).required ?? []).filter((name) => !('default' in properties[name]));
  // The object is this call's own: changing it touches no other schema.
  if (required.length > 0) Object.assign(schema, { required });
  else delete (schema as { required?: string[] }).required;
  return schema;
}

export const Links = Type.Object(
  {
    first: Type.String({ description: 'Absolute URL of the first page, with the other query parameters kept.' }),
    last: Type.String({ description: 'Absolute URL of the last page.' }),
    prev: Nullable(Type.String({ description: 'Absolute URL of the previous page; null on the first page.' })),
    next: Nullable(Type.String({ description: 'Absolute URL of the next page; null on the last page.' })),
  },
  { description: 'Links to other pages of the same list.' },
);

export const PageMeta = Type.Object(
  {
    current_page: Type.Integer({ description: 'The page answered.', examples: [1] }),
    from: Nullable(Type.Integer({ description: 'Position in the whole list of the first item on this page (from 1); null when the page is empty.', examples: [1] })),
    last_page: Type.Integer({ description: 'The last page that has items (1 for an empty list).', examples: [4] }),
    per_page: Type.Integer({ description: 'Items per page.', examples: [25] }),
    to: Nullable(Type.Integer({ description: 'Position of the last item on this page; null when the page is empty.', examples: [25] })),
    total: Type.Integer({ description: 'Items in the whole list, all pages together.', examples: [87] }),
  },
  { description: 'Where this page stands in the list.' },
);

export const Paginated = <T extends TSchema>(item: T, description: string, itemsDescription: string) =>
  Type.Object({ data: Type.Array(item, { description: itemsDescription }), links: Links, meta: PageMeta }, { description });

// ---------------------------------------------------------------------------------------------
// Offset paging (API.md §8: `limit` and `offset`, meta `{total, limit, offset}`), as paging.ts's offsetPaged answers it

export const Limit = Type.Integer({ minimum: 1, maximum: 100, default: 25, description: 'Items to answer, 1 to 100.' });
export const Offset = Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0, description: 'Items to skip from the start of the list.' });
export const OffsetMeta = Type.Object(
  {
    total: Type.Integer({ description: 'Items in the whole list.', examples: [42] }),
    limit: Type.Integer({ description: 'The `limit` applied.', examples: [25] }),
    offset: Type.Integer({ description: 'The `offset` applied.', examples: [0] }),
  },
  { description: 'Where this slice stands in the list.' },
);
/** A list's `meta`: where the slice stands, and figures of its own over the whole list. */
export const OffsetMetaWith = <P extends TProperties>(properties: P, description: string) =>
  Type.Object({ ...OffsetMeta.properties, ...properties }, { description });
/** A slice of a list: its items and its `meta` (`OffsetMeta` unless the list has figures of its own). */
export const OffsetPaged = <T extends TSchema, M extends TSchema = typeof OffsetMeta>(item: T, description: string, itemsDescription: string, meta?: M) =>
  Type.Object({ data: Type.Array(item, { description: itemsDescription }), meta: (meta ?? OffsetMeta) as M }, { description });
/** The query of an offset-paged list. */
export const OffsetQuery = Query({ limit: Limit, offset: Offset });

// ---------------------------------------------------------------------------------------------
// Errors: one body shape per area (errors.ts renderError), named components in the OpenAPI document.

const ErrorDetails = Type.Object(
  {},
  {
    additionalProperties: Type.Array(Type.String()),
    description:
      'The fields at fault, each with the messages saying what is wrong: a body field as a dotted path ' +
      '(`address_info.country_id`, `line_items.0.amount`) or a query parameter by its name.',
    examples: [{ code: ['The code has already been taken.'] }],
  },
);

/** Coupons, gift cards, clients, accounts and tokens. */
/** Why a route behind a secret answers 429: its address looked up too many that found nothing (auth/hook.ts). */
export const FAILED_LOOKUPS_REFUSED =
  'Too many look-ups by this address found nothing in the last minute (`FAILED_LOOKUP_LIMIT_PER_MINUTE`): every link behind a ' +
  'secret is refused to it, found or not, until `Retry-After` seconds have passed.';

export const StandardError = Type.Object(
  {
    error: Type.String({ description: 'Machine-readable code, snake_case: the codes each operation can answer are listed under its responses.', examples: ['not_found'] }),
    message: Type.String({ description: 'What went wrong, as a sentence for people; its wording may change.', examples: [`No coupon has the identifier ${exampleId('cou')}.`] }),
    details: Type.Optional(ErrorDetails),
  },
  { description: 'Error body of the coupons, gift cards, clients, auth and service areas.' },
);

/** Invoices, payments and their summaries. */
export const InvoiceError = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({ description: 'Machine-readable code, snake_case: the codes each operation can answer are listed under its responses.', examples: ['invoice_not_found'] }),
        message: Type.String({ description: 'What went wrong, as a sentence for people; its wording may change.', examples: [`No invoice has the identifier ${exampleId('in')}.`] }),
        details: Type.Optional(ErrorDetails),
      },
      { description: 'The error.' },
    ),
  },
  { description: 'Error body of the invoices area (`/invoices*`, `/invoices_summary*`).' },
);

/** Conversations, messages and attachments. */
export const ConversationError = Type.Object(
  {
    error: Type.String({ description: 'What went wrong, as a sentence for people; its wording may change.', examples: ['No conversation has the identifier conv_0.'] }),
    code: Type.String({ description: 'Machine-readable code, UPPER_SNAKE_CASE: the upper-case form of the codes listed under each operation\'s responses.', examples: ['CONVERSATION_NOT_FOUND'] }),
    details: Type.Optional(ErrorDetails),
    max_size: Type.Optional(Type.Integer({ description: 'With `FILE_TOO_LARGE`: the largest file accepted, in bytes.', examples: [10485760] })),
  },
  { description: 'Error body of the conversations area (`/conversations*`, `/conversation_messages`, `/conversation_message_attachments*`).' },
);

/** Each area's error body, by the name the OpenAPI document gives it. */
export const ERROR_SHAPES: Record<Area, { name: string; schema: TObject }> = {
  standard: { name: 'StandardError', schema: StandardError },
  invoices: { name: 'InvoiceError', schema: InvoiceError },
  conversations: { name: 'ConversationError', schema: ConversationError },
};

/** Sentences the operations' descriptions share, written once. */
export const STAFF_ONLY = 'Studio staff only (a client portal token is refused with 403).';
export const IDEMPOTENT = 'Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer.';
export const INVALID_BODY = '`validation_error`: the body breaks a rule; `details` maps each field at fault to its messages.';

/** The 400 of a path identifier of the wrong shape, as `pathId` answers it. */
export const invalidIdLine = (param: string, prefix: string, resource: string) =>
  `\`invalid_id\`: \`${param}\` is not ${withArticle(resource)} identifier (\`${prefix}_\` and 30 letters and digits).`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** What an operation's own rules answer, per status: one line per code, "`not_found`: no coupon has this identifier." */
export type OwnErrors = Partial<Record<ErrorStatus, string[]>>;

/**
 * The error responses of an operation: the lines its own rules give, then those every route of its
 * method and access answers alike (query checks, credentials, CSRF, body parsing, idempotency, rate
 * limit, database outage). Each status's body is the area's error shape.
 */
export function errorResponses(route: { access: Access; area: Area }, method: Method, own: OwnErrors = {}) {
  const lines = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, ...more: string[]) => lines.set(status, [...(lines.get(status) ?? []), ...more]);
  for (const [status, codes] of Object.entries(own)) add(Number(status) as ErrorStatus, ...codes);
  const writes = method !== 'GET';
  add(400, '`invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.');
  if (writes) {
    add(400, '`invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.');
    add(413, '`payload_too_large`: the body is larger than 1 MiB.');
    add(415, '`unsupported_media_type`: a body was sent with a Content-Type other than `application/json`.');
  }
  if (method === 'POST') add(400, '`invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.');
  if (route.access !== 'public') {
    add(401, '`unauthenticated`: no credential was sent, or it is invalid, expired or revoked.');
    if (route.access === 'photographer') add(403, '`forbidden`: the credential is a client portal token; only studio staff may call this operation.');
    if (writes) add(403, '`csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.');
    if (method === 'POST') {
      add(409, '`idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.');
      add(422, '`idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.');
    }
  }
  add(429, '`rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header.');
  add(500, '`internal_error`: the service failed; the error is logged under the request id the `X-Request-Id` header of the answer carries.');
  add(503, '`service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header.');
  const { schema } = ERROR_SHAPES[route.area];
  const codeAsShown = (line: string) => (route.area === 'conversations' ? line.replace(/^`([a-z_]+)`/, (code) => code.toUpperCase()) : line);
  return Object.fromEntries(
    [...lines.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [status, Type.Object(schema.properties, { description: codes.map((line) => `- ${codeAsShown(line)}`).join('\n') })]),
  ) as Record<ErrorStatus, typeof schema>;
}
