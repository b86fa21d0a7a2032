/** Conversations and messages as the API shows them, from rows: pure, so that transactions can present too. */
import type { ClientBrief } from '../clients/service.js';
import type { ConversationRow, MessageRow, Side, StaffRow } from './queries.js';
import type { Attachment, Conversation, ConversationMessage } from './schemas.js';

type Participant = Conversation['participants'][number];

/** Who takes part in a set of conversations: their clients, and the studio's photographers. */
export interface Participants {
  clients: Map<string, ClientBrief>;
  photographers: Participant[];
}

export const photographersOf = (staff: StaffRow[]): Participant[] =>
  staff.map((user) => ({ id: user.id, name: displayName(user.firstName, user.lastName, user.email), email: user.email, type: 'photographer', avatar_color: null }));

/** One side's view of a conversation: `unread_count` is that side's (API.md §4). */
export function presentConversation(row: ConversationRow, participants: Participants, side: Side, messages?: ConversationMessage[]): Conversation {
  return {
    id: row.id,
    client_id: row.clientId,
    subject: row.subject,
    status: row.status,
    unread_count: side === 'staff' ? row.staffUnread : row.clientUnread,
    last_message_at: row.lastMessageAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    participants: [clientParticipant(participants.clients.get(row.clientId), row.clientId), ...participants.photographers],
    ...(messages ? { messages } : {}),
  };
}

export function presentMessage(row: MessageRow, attachments: Attachment[]): ConversationMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    content: row.content,
    sent_at: row.sentAt,
    read_at: row.readAt,
    sender_type: row.senderType,
    sender_id: row.senderId,
    attachments,
  };
}

function clientParticipant(client: ClientBrief | undefined, id: string): Participant {
  return {
    id,
    name: client ? displayName(client.first_name, client.last_name, client.email) : '',
    email: client?.email ?? null,
    type: 'client',
    avatar_color: client?.avatar_color ?? null,
  };
}

function displayName(first: string | null, last: string | null, email: string | null): string {
  const name = [first, last].filter((part) => part).join(' ');
  return name || email || '';
}
