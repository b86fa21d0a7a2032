/**
 * The conversations' live events (API.md §10), published inside the transaction of the change they
 * report, last in it: `message.created` and `conversation.read` reach the studio's staff and the
 * conversation's client; `conversation.updated` is published once per side, since `unread_count`
 * is each side's own.
 */
import type { Tx } from '../../platform/db/pool.js';
import { publish } from '../../platform/events/publish.js';
import { presentConversation, type Participants } from './present.js';
import type { ConversationRow } from './queries.js';
import type { ConversationMessage } from './schemas.js';

export const messageCreated = (tx: Tx, studioId: string, clientId: string, message: ConversationMessage) =>
  publish(tx, { studioId, clientId, type: 'message.created', data: message });

export async function conversationUpdated(tx: Tx, studioId: string, row: ConversationRow, participants: Participants): Promise<void> {
  await publish(tx, { studioId, clientId: null, type: 'conversation.updated', data: presentConversation(row, participants, 'staff') });
  await publish(tx, { studioId, clientId: row.clientId, clientOnly: true, type: 'conversation.updated', data: presentConversation(row, participants, 'client') });
}

export interface ReadReceipt {
  conversation_id: string;
  reader_type: 'photographer' | 'client';
  read_at: string;
}

export const conversationRead = (tx: Tx, studioId: string, clientId: string, receipt: ReadReceipt) =>
  publish(tx, { studioId, clientId, type: 'conversation.read', data: receipt });
