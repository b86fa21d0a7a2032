import { defineArea, type Platform } from '../../platform/area.js';
import type { ClientService } from '../clients/service.js';
import type { WebhookEvents } from '../webhooks/service.js';
import { conversationRoutes } from './routes.js';
import { ConversationService } from './service.js';

export const conversationsArea = defineArea({
  name: 'conversations',
  tags: [
    {
      name: 'conversations',
      description:
        'Messages between the studio and each client, with file attachments and unread counts per side. Client portal tokens ' +
        'reach their own conversations. Errors here take the shape `{error: "<sentence>", code: "<UPPER_CODE>"}`.',
    },
  ],
  identifiers: [
    { format: 'conv', names: 'conversations' },
    { format: 'msg', names: 'messages' },
    { format: 'att', names: 'attachments' },
  ],
  needs: ['clients', 'webhooks'],
  services: ({ db, storage }: Platform, { clients, webhooks }: { clients: ClientService; webhooks: WebhookEvents }) => ({
    conversations: new ConversationService(db, clients, storage, webhooks),
  }),
  routes: conversationRoutes,
  clientReferences: [{ constraint: 'conversations_client_fk', code: 'client_has_conversations', records: 'conversations' }],
});
