import type { AuthService } from '../../platform/auth/service.js';
import { defineArea, type Platform } from '../../platform/area.js';
import type { WebhookEvents } from '../webhooks/service.js';
import { clientRoutes } from './routes.js';
import { ClientService } from './service.js';

export const clientsArea = defineArea({
  name: 'clients',
  tags: [{ name: 'clients', description: 'Clients, leads and other contacts of the studio: create, search, export as CSV, their documents and client portal tokens.' }],
  identifiers: [{ format: 'cl', names: 'clients' }],
  // The routes issue client portal tokens, which are the auth area's; a new client is an event.
  needs: ['auth', 'webhooks'],
  services: ({ db, clientReferences }: Platform, { webhooks }: { auth: AuthService; webhooks: WebhookEvents }) => ({
    clients: new ClientService(db, clientReferences, webhooks),
  }),
  routes: clientRoutes,
});
