import { callerOf, type App } from '../../platform/http.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Message, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import type { WebhookService } from './service.js';
import { Delivery, DeliveryParams, Endpoint, EndpointCreate, EndpointParams, EndpointUpdate, ListQuery } from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const tags = ['webhooks'];
const endpointId = (params: { endpoint_id: string }) => pathId('we', params.endpoint_id, 'webhook endpoint');

const INVALID_ID = invalidIdLine('endpoint_id', 'we', 'webhook endpoint');
const NOT_FOUND = '`not_found`: the studio has no webhook endpoint with this identifier.';
const INVALID_URL = `${INVALID_BODY} Also when \`url\` is not http(s), or its host is or resolves to a loopback, private or link-local address.`;

export function webhookRoutes(app: App, { webhooks }: { webhooks: WebhookService }): void {
  app.post('/webhook_endpoints', {
    schema: {
      tags,
      operationId: 'createWebhookEndpoint',
      summary: 'Create a webhook endpoint',
      description:
        'From now on, each event of the types in `events` is POSTed to `url` as JSON, signed with the endpoint\'s `secret` ' +
        '(`Studio-Signature` header), and retried for 3 days until the endpoint answers 2xx. The `secret` is in this answer ' +
        `only. ${IDEMPOTENT} ${STAFF_ONLY}`,
      body: EndpointCreate,
      response: {
        201: Data(Endpoint, 'The endpoint was created; keep its `secret` now.'),
        ...errorResponses(config, 'POST', { 422: [INVALID_URL] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await webhooks.create(callerOf(req), req.body) }));

  app.get('/webhook_endpoints', {
    schema: {
      tags,
      operationId: 'listWebhookEndpoints',
      summary: 'List webhook endpoints',
      description: `The studio's webhook endpoints, newest first, a page at a time, without their secrets. ${STAFF_ONLY}`,
      querystring: ListQuery,
      response: {
        200: Paginated(Endpoint, 'A page of webhook endpoints.', 'The endpoints on this page, newest first.'),
        ...errorResponses(config, 'GET'),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await webhooks.list(callerOf(req), { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.get('/webhook_endpoints/:endpoint_id', {
    schema: {
      tags,
      operationId: 'getWebhookEndpoint',
      summary: 'Get a webhook endpoint',
      description: `One webhook endpoint, without its secret. ${STAFF_ONLY}`,
      params: EndpointParams,
      response: {
        200: Data(Endpoint, 'The endpoint.'),
        ...errorResponses(config, 'GET', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await webhooks.get(callerOf(req), endpointId(req.params)) }));

  app.put('/webhook_endpoints/:endpoint_id', {
    schema: {
      tags,
      operationId: 'updateWebhookEndpoint',
      summary: 'Update a webhook endpoint',
      description:
        'Changes the fields given and keeps the others (a partial update): `url`, `events`, `description`, `enabled`. A ' +
        `disabled endpoint is sent nothing, its pending retries included. The secret stays the same. ${STAFF_ONLY}`,
      params: EndpointParams,
      body: EndpointUpdate,
      response: {
        200: Data(Endpoint, 'The endpoint after the change.'),
        ...errorResponses(config, 'PUT', { 400: [INVALID_ID], 404: [NOT_FOUND], 422: [INVALID_URL] }),
      },
    },
    config,
  }, async (req) => ({ data: await webhooks.update(callerOf(req), endpointId(req.params), req.body) }));

  app.delete('/webhook_endpoints/:endpoint_id', {
    schema: {
      tags,
      operationId: 'deleteWebhookEndpoint',
      summary: 'Delete a webhook endpoint',
      description: `Deletes the endpoint and its deliveries, permanently: nothing more is sent to it, retries included. ${STAFF_ONLY}`,
      params: EndpointParams,
      response: {
        200: Message('The endpoint was deleted.'),
        ...errorResponses(config, 'DELETE', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => {
    await webhooks.remove(callerOf(req), endpointId(req.params));
    return { message: 'Webhook endpoint deleted.' };
  });

  app.get('/webhook_endpoints/:endpoint_id/deliveries', {
    schema: {
      tags,
      operationId: 'listWebhookDeliveries',
      summary: 'List the deliveries of a webhook endpoint',
      description:
        'Each event sent (or being sent) to the endpoint, newest first, with its status, the attempts made, the last answer ' +
        `and when the next attempt is due. ${STAFF_ONLY}`,
      params: EndpointParams,
      querystring: ListQuery,
      response: {
        200: Paginated(Delivery, 'A page of deliveries.', 'The deliveries on this page, newest first.'),
        ...errorResponses(config, 'GET', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await webhooks.deliveries(callerOf(req), endpointId(req.params), { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/webhook_endpoints/:endpoint_id/deliveries/:delivery_id/retry', {
    schema: {
      tags,
      operationId: 'retryWebhookDelivery',
      summary: 'Retry a webhook delivery',
      description:
        'Sends the event to the endpoint again now, whatever the delivery\'s status (a failed one, or a succeeded one the ' +
        'receiver lost); it becomes `pending` until the attempt ends, and failures are retried on the usual schedule within ' +
        `3 days of the event. No body. ${STAFF_ONLY}`,
      params: DeliveryParams,
      response: {
        200: Data(Delivery, 'The delivery, queued again.'),
        ...errorResponses(config, 'POST', {
          400: [INVALID_ID, invalidIdLine('delivery_id', 'whd', 'webhook delivery')],
          404: [NOT_FOUND, '`not_found`: the endpoint has no delivery with this identifier.'],
        }),
      },
    },
    config,
  }, async (req) => {
    const id = endpointId(req.params);
    return { data: await webhooks.retry(callerOf(req), id, pathId('whd', req.params.delivery_id, 'webhook delivery')) };
  });
}
