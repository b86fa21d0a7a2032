import { sql } from 'drizzle-orm';
import { pgTable, text, integer, bigint, primaryKey, foreignKey, index, check } from 'drizzle-orm/pg-core';
import { timestamp } from '../../platform/db/columns.js';
import { studios } from '../../platform/auth/tables.js';
import { clients } from '../clients/tables.js';

export const conversations = pgTable(
  'conversations',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    clientId: text('client_id').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['active', 'archived'] }).notNull().default('active'),
    /**
     * Unread messages per side, kept with the messages' `read_at` in the same transactions
     * (service.ts): lists and the unread count read them instead of counting messages.
     * `staff_unread` counts the client's messages; `client_unread` the studio's and the system's.
     */
    staffUnread: integer('staff_unread').notNull().default(0),
    clientUnread: integer('client_unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at').notNull().default(sql`now()`),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    // Message history is never deleted by the way: a client with conversations is archived, not deleted.
    foreignKey({ name: 'conversations_client_fk', columns: [t.studioId, t.clientId], foreignColumns: [clients.studioId, clients.id] }).onDelete('restrict'),
    index('conversations_inbox_idx').on(t.studioId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('conversations_client_idx').on(t.studioId, t.clientId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The studio's unread conversations are few next to all: the unread count and filter read only
    // them, the count from the index alone (staff_unread is in it).
    index('conversations_staff_unread_idx')
      .on(t.studioId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.staffUnread)
      .where(sql`${t.staffUnread} > 0`),
    check('conversations_unread_not_negative', sql`${t.staffUnread} >= 0 AND ${t.clientUnread} >= 0`),
    check('conversations_status_known', sql`${t.status} IN ('active', 'archived')`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    conversationId: text('conversation_id').notNull(),
    senderType: text('sender_type', { enum: ['client', 'photographer', 'system'] }).notNull(),
    /** The photographer's user id or the client's id; the studio's id for system messages. */
    senderId: text('sender_id').notNull(),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at').notNull().default(sql`now()`),
    readAt: timestamp('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'conversation_messages_conversation_fk', columns: [t.studioId, t.conversationId], foreignColumns: [conversations.studioId, conversations.id] }).onDelete('cascade'),
    index('conversation_messages_thread_idx').on(t.studioId, t.conversationId, t.sentAt, t.id),
    check('conversation_messages_sender_known', sql`${t.senderType} IN ('client', 'photographer', 'system')`),
  ],
);

/**
 * Files attached to messages. A row is made with its upload ticket (`message_id` null) and attached
 * by the message that names it, once the file has reached storage.
 */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    messageId: text('message_id'),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** The client whose portal token asked for the ticket: a client attaches only its own uploads. Null for staff. */
    ticketClientId: text('ticket_client_id'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'conversation_attachments_message_fk', columns: [t.studioId, t.messageId], foreignColumns: [conversationMessages.studioId, conversationMessages.id] }).onDelete('cascade'),
    index('conversation_attachments_message_idx').on(t.studioId, t.messageId).where(sql`${t.messageId} IS NOT NULL`),
    check('conversation_attachments_size_positive', sql`${t.fileSize} > 0`),
  ],
);
