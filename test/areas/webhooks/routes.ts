/** Webhooks (API.md §11): what the matrices cannot derive about their routes. */
import { eventually, type TestServer, type TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { created, uniqueEmail } from '../records.js';

/**
 * A public address of the documentation range (TEST-NET-3): accepted without resolving a name, and
 * never delivered to (whatever answers there, if anything, is no 2xx of ours).
 */
export const UNREACHABLE_HOOK = 'http://203.0.113.10/hook';

export interface WebhookRecords {
  kept: { id: string };
  /** The first valid DELETE removes it; later ones meet a 404, which is fine. */
  doomed: { id: string };
  /** A delivery of `kept`, from a client created after it. */
  delivery: { id: string };
}

async function records(_server: TestServer, studio: TestStudio): Promise<WebhookRecords> {
  const kept = await created(studio.api, '/webhook_endpoints', { url: UNREACHABLE_HOOK, events: ['client.created'] });
  const doomed = await created(studio.api, '/webhook_endpoints', { url: UNREACHABLE_HOOK, events: ['*'] });
  await created(studio.api, '/clients', { first_name: 'Ada', email: uniqueEmail('ada') });
  const deliveries = async () => (await studio.api.get(`/webhook_endpoints/${kept.id}/deliveries`)).body.data;
  // Once its first attempt is over, the delivery rests for a minute before the next: the records hold still while the suites compare them.
  await eventually(async () => (await deliveries())[0]?.attempts === 1, 'the first attempt of the delivery');
  return { kept, doomed, delivery: (await deliveries())[0] };
}

export const webhooks: AreaRoutes<WebhookRecords> = {
  name: 'webhooks',
  records,
  routes: {
    'POST /webhook_endpoints': { body: () => ({ url: UNREACHABLE_HOOK, events: ['invoice.paid'], description: 'Books' }) },
    'GET /webhook_endpoints': {},
    'GET /webhook_endpoints/:endpoint_id': { params: (r) => ({ endpoint_id: r.kept.id }) },
    'PUT /webhook_endpoints/:endpoint_id': { params: (r) => ({ endpoint_id: r.kept.id }), body: () => ({ description: 'Renamed' }) },
    'DELETE /webhook_endpoints/:endpoint_id': { params: (r) => ({ endpoint_id: r.doomed.id }) },
    'GET /webhook_endpoints/:endpoint_id/deliveries': { params: (r) => ({ endpoint_id: r.kept.id }) },
    'POST /webhook_endpoints/:endpoint_id/deliveries/:delivery_id/retry': {
      params: (r) => ({ endpoint_id: r.kept.id, delivery_id: r.delivery.id }),
      accepted: { status: 200 },
    },
  },
};
