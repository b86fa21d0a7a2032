/** Schemas of webhook endpoints and their deliveries (API.md §11). */
import { Type, type Static } from 'typebox';
import { Described, Id, Nullable, Page, PageSize, PathId, Query, StringEnum, Timestamp } from '../../platform/schemas.js';
import { EVENT_TYPES, EVERY_EVENT } from './event-types.js';

const EventTypeOrEvery = StringEnum([...EVENT_TYPES, EVERY_EVENT], {
  description: 'An event type, or `*` for every type (including types added later).',
  examples: ['invoice.paid'],
});

const Events = Type.Array(EventTypeOrEvery, {
  minItems: 1,
  maxItems: EVENT_TYPES.length + 1,
  description:
    `The event types sent to the endpoint: any of ${EVENT_TYPES.map((type) => `\`${type}\``).join(', ')}; or \`["*"]\` for ` +
    'all of them. An unknown type is refused with 422 naming `events`.',
  examples: [['invoice.paid', 'payment.refunded']],
});

const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    'Where events are POSTed: an absolute `http://` or `https://` URL, up to 2,048 characters. A host that is or resolves to a ' +
    'loopback, private, link-local or unique-local address is refused with 422 (unless the service runs with ' +
    '`WEBHOOK_ALLOW_PRIVATE=true`), and checked again before each delivery.',
  examples: ['https://hooks.example.com/studio'],
});

const Description = Type.String({ maxLength: 500, description: 'A note for the studio, up to 500 characters.', examples: ['Bookkeeping sync'] });

export const Endpoint = Type.Object(
  {
    id: Id('we', 'The endpoint\'s identifier.'),
    url: Described(Url, 'Where events are POSTed.'),
    events: Type.Array(EventTypeOrEvery, { description: 'The event types sent to it, or `["*"]` for all.', examples: [['invoice.paid']] }),
    description: Nullable(Described(Description, 'A note for the studio; null when none was given.')),
    enabled: Type.Boolean({ description: 'Whether events are sent to it; a disabled endpoint is sent nothing, and events recorded meanwhile are not sent later.', examples: [true] }),
    secret: Nullable(Type.String({
      description:
        'The key that signs every delivery (`Studio-Signature`): `whsec_` and 32 letters and digits. Shown only in the answer that ' +
        'created the endpoint: keep it then; null in every other answer.',
      examples: ['whsec_3kTqZ8pW1xYb6NcR0mLd4VfH9sJgA2eU'],
    })),
    created_at: Described(Timestamp, 'When the endpoint was created (RFC 3339, UTC, microseconds).'),
  },
  { description: 'A URL of the studio\'s own that the service POSTs events to.' },
);
export type Endpoint = Static<typeof Endpoint>;

export const EndpointCreate = Type.Object(
  { url: Url, events: Events, description: Type.Optional(Nullable(Description)) },
  {
    additionalProperties: false,
    description: 'A new endpoint, enabled at once.',
    examples: [{ url: 'https://hooks.example.com/studio', events: ['invoice.paid', 'payment.refunded'], description: 'Bookkeeping sync' }],
  },
);
export type EndpointCreate = Static<typeof EndpointCreate>;

export const EndpointUpdate = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    description: Type.Optional(Nullable(Described(Description, 'A note for the studio, up to 500 characters; null clears it.'))),
    enabled: Type.Optional(Type.Boolean({ description: 'false stops sending events to the endpoint (pending retries included); true starts again with the next event.', examples: [false] })),
  },
  { additionalProperties: false, description: 'The fields to change; the others keep their values.', examples: [{ enabled: false }] },
);
export type EndpointUpdate = Static<typeof EndpointUpdate>;

export const Delivery = Type.Object(
  {
    id: Id('whd', 'The delivery\'s identifier.'),
    event_id: Id('evt', 'The event delivered: its `id`, also sent as the `Studio-Event-Id` header. The same at every attempt.'),
    event_type: StringEnum(EVENT_TYPES, { description: 'The event\'s type.', examples: ['invoice.paid'] }),
    status: StringEnum(['pending', 'succeeded', 'failed'], {
      description:
        '`pending`: not yet delivered, an attempt is due at `next_attempt_at`. `succeeded`: the endpoint answered 2xx. `failed`: ' +
        'no attempt succeeded within 3 days of the event, or the endpoint was disabled while a retry waited (a manual retry can ' +
        'still send it).',
      examples: ['succeeded'],
    }),
    attempts: Type.Integer({ description: 'Attempts made so far.', examples: [1] }),
    response_status: Nullable(Type.Integer({ description: 'The HTTP status the endpoint answered at the last attempt; null before the first, or when it gave no answer (refused, timed out, not sent).', examples: [200] })),
    last_error: Nullable(Type.String({ description: 'Why the last attempt failed (a status other than 2xx, no answer within 10 seconds, a refused connection, a private address); null after a success or before any attempt.', examples: ['The endpoint answered 500.'] })),
    next_attempt_at: Nullable(Described(Timestamp, 'When the next attempt is due (RFC 3339, UTC, microseconds); null unless `pending`.')),
    created_at: Described(Timestamp, 'When the event was recorded for this endpoint (RFC 3339, UTC, microseconds).'),
  },
  { description: 'One event on its way to one endpoint.' },
);
export type Delivery = Static<typeof Delivery>;

export const EndpointParams = Type.Object({ endpoint_id: PathId('we', 'webhook endpoint') });
export const DeliveryParams = Type.Object({ endpoint_id: PathId('we', 'webhook endpoint'), delivery_id: PathId('whd', 'webhook delivery') });
export const ListQuery = Query({ page: Page, per_page: PageSize });
