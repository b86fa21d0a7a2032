import { defineArea, type Platform } from '../../platform/area.js';
import { DELIVER_JOB, deliverJob } from './delivery.js';
import { webhookRoutes } from './routes.js';
import { WebhookService } from './service.js';

/** Deliveries one instance makes at once, per JOB_WORKERS. */
const DELIVERIES_AT_ONCE = 8;

export const webhooksArea = defineArea({
  name: 'webhooks',
  tags: [{
    name: 'webhooks',
    description:
      'URLs of the studio\'s own that the service POSTs events to (a client created, an invoice paid, a session booked…), signed, ' +
      'retried for 3 days, with a log of each delivery.',
  }],
  identifiers: [
    { format: 'we', names: 'webhook endpoints' },
    { format: 'whd', names: 'webhook deliveries' },
    { format: 'evt', names: 'webhook events' },
  ],
  needs: [],
  services: ({ db, jobs, config }: Platform) => ({ webhooks: new WebhookService(db, jobs, config.webhooks) }),
  routes: webhookRoutes,
  // Deliveries wait on other people's servers (up to 10 s each): several at once, so a slow receiver holds up no other.
  jobs: ({ db, jobs, config }: Platform) => [{ kind: DELIVER_JOB, handler: deliverJob(db, jobs, config.webhooks), parallel: DELIVERIES_AT_ONCE }],
});
