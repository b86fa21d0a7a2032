/** Conversations (API.md §4): what the matrices cannot derive about their routes. */
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { created, uniqueEmail } from '../records.js';

export interface ConversationRecords {
  client: { id: string };
  /** Read, renamed, marked read and written in by the matrices. */
  conversation: { id: string };
}

async function records(_server: TestServer, studio: TestStudio): Promise<ConversationRecords> {
  const client = await created(studio.api, '/clients', { first_name: 'Talkative', email: uniqueEmail('talkative') });
  const conversation = await created(studio.api, '/conversations', { client_id: client.id, subject: 'Proofs', content: 'Your proofs are ready.' });
  return { client, conversation };
}

const ofConversation = (r: ConversationRecords) => ({ conversation_id: r.conversation.id });
const missingConversation = { conversation_id: 'conversation_not_found' };
/** The matrices' portal token is another client's: the conversation is not its own (API.md §4). */
const anotherClients = { status: 403, error: 'access_denied' };

export const conversations: AreaRoutes<ConversationRecords> = {
  name: 'conversations',
  records,
  routes: {
    'GET /conversations': { query: (r) => ({ client_id: r.client.id }), missing: { client_id: 'filter' } },
    'GET /conversations/unread/count': {},
    'GET /conversations/events': { answers: 'events' },
    'GET /conversations/:conversation_id': { params: ofConversation, missing: missingConversation, portal: anotherClients },
    'POST /conversations': {
      body: (r) => ({ client_id: r.client.id, subject: 'Album delivery', content: 'The album is on its way.' }),
      // API.md §9: a client_id the studio does not have is 422 naming it, whichever studio has it.
      references: { client_id: { error: 'validation_error' } },
    },
    'PUT /conversations/:conversation_id': {
      params: ofConversation, body: () => ({ subject: 'Proofs, round two', status: 'active' }), bodyOptional: true, missing: missingConversation,
    },
    'POST /conversations/:conversation_id/read': { params: ofConversation, missing: missingConversation, accepted: { status: 200 }, portal: anotherClients },
    'POST /conversation_messages': {
      body: (r) => ({ conversation_id: r.conversation.id, content: 'See you on Friday.', attachment_ids: [] }),
      references: { conversation_id: { error: 'validation_error' } },
      portal: anotherClients,
    },
    'GET /conversation_message_attachments/upload_url': {
      query: () => ({ filename: 'contract.pdf', content_type: 'application/pdf', file_size: '48213' }),
      issuesNew: true,
    },
  },
};
