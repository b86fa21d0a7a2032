import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor, Tx } from '../../platform/db/pool.js';
import { compiledSelect, preparedPerShape, unplannedCount } from '../../platform/db/prepared.js';
import { users } from '../../platform/auth/tables.js';
import { conversationAttachments, conversationMessages, conversations } from './tables.js';

/** Whose unread messages a caller counts: staff count the client's, a client the studio's (API.md §4). */
export type Side = 'staff' | 'client';
export type MessageStatus = 'all' | 'inbox' | 'archived' | 'unread';
export type SenderType = 'client' | 'photographer' | 'system';

const conversationColumns = {
  id: conversations.id,
  clientId: conversations.clientId,
  subject: conversations.subject,
  status: conversations.status,
  staffUnread: conversations.staffUnread,
  clientUnread: conversations.clientUnread,
  lastMessageAt: conversations.lastMessageAt,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
};
export type ConversationRow = SelectResultFields<typeof conversationColumns>;

const messageColumns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  senderType: conversationMessages.senderType,
  senderId: conversationMessages.senderId,
  content: conversationMessages.content,
  sentAt: conversationMessages.sentAt,
  readAt: conversationMessages.readAt,
};
export type MessageRow = SelectResultFields<typeof messageColumns>;

const attachmentColumns = {
  id: conversationAttachments.id,
  messageId: conversationAttachments.messageId,
  filename: conversationAttachments.filename,
  contentType: conversationAttachments.contentType,
  fileSize: conversationAttachments.fileSize,
  storageKey: conversationAttachments.storageKey,
  ticketClientId: conversationAttachments.ticketClientId,
};
export type AttachmentRow = SelectResultFields<typeof attachmentColumns>;

/** The studio's photographers, who take part in every conversation. */
const staffColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };
export type StaffRow = SelectResultFields<typeof staffColumns>;

/** The unread counter of a side: the other side's messages it has not read. */
const unreadOf = (side: Side) => (side === 'staff' ? conversations.staffUnread : conversations.clientUnread);
// A literal, not a parameter: a cached generic plan can then still use the partial unread index.
const hasUnread = (side: Side) => sql`${unreadOf(side)} > 0`;

/** Which conversations a list shows: one shape per combination, each its own prepared statement. */
export interface ListShape {
  status: MessageStatus;
  side: Side;
  /** Narrowed to one client: a client caller always is. */
  byClient: boolean;
}

function listCondition({ status, side, byClient }: ListShape): SQL {
  const conditions: (SQL | undefined)[] = [eq(conversations.studioId, sql.placeholder('studioId'))];
  if (byClient) conditions.push(eq(conversations.clientId, sql.placeholder('clientId')));
  // Literals, not parameters, as in hasUnread.
  if (status === 'inbox') conditions.push(sql`${conversations.status} = 'active'`);
  if (status === 'archived') conditions.push(sql`${conversations.status} = 'archived'`);
  if (status === 'unread') conditions.push(hasUnread(side));
  return and(...conditions)!;
}

export function conversationQueries(db: Db) {
  const byId = db
    .select(conversationColumns)
    .from(conversations)
    .where(and(eq(conversations.studioId, sql.placeholder('studioId')), eq(conversations.id, sql.placeholder('id'))))
    .prepare('conversation_by_id');

  // A list page's statements run outside Drizzle's query layer (`compiledSelect`): its tracing and
  // generic row mapping cost more CPU than the service's own work on the page (profiled on sessions).
  const staff = compiledSelect(db, 'conversation_staff', staffColumns, (select) => select
    .from(users)
    .where(eq(users.studioId, sql.placeholder('studioId')))
    .orderBy(asc(users.createdAt), asc(users.id)));

  const listOf = preparedPerShape(
    (shape: ListShape) => `${shape.status}_${shape.side}${shape.byClient ? '_client' : ''}`,
    (shape, name) => ({
      page: compiledSelect(db, `conversation_page_${name}`, conversationColumns, (select) => select
        .from(conversations)
        .where(listCondition(shape))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(unplannedCount('limit'))
        .offset(unplannedCount('offset'))),
      total: compiledSelect(db, `conversation_count_${name}`, { total: sql<number>`count(*)::int` }, (select) => select
        .from(conversations)
        .where(listCondition(shape))),
    }),
  );

  // Staff count the whole studio's (from the partial index alone), a client its own conversations'.
  // The badge every screen asks for: outside Drizzle's query layer too, which cost as much as the rest of the request.
  const prepareUnread = (side: Side) =>
    compiledSelect(db, `conversation_unread_${side}`, {
      messages: sql<number>`coalesce(sum(${unreadOf(side)}), 0)::int`, conversations: sql<number>`count(*)::int`,
    }, (select) => select
      .from(conversations)
      .where(and(
        eq(conversations.studioId, sql.placeholder('studioId')),
        side === 'client' ? eq(conversations.clientId, sql.placeholder('clientId')) : undefined,
        hasUnread(side),
      )));
  const unread = { staff: prepareUnread('staff'), client: prepareUnread('client') };

  return {
    byId: async (studioId: string, id: string) => (await byId.execute({ studioId, id })).at(0),
    staff: (studioId: string) => staff({ studioId }),

    page: (shape: ListShape, studioId: string, clientId: string | null, limit: number, offset: number) =>
      listOf(shape).page({ studioId, clientId, limit, offset }),
    total: async (shape: ListShape, studioId: string, clientId: string | null) =>
      (await listOf(shape).total({ studioId, clientId }))[0].total,

    unread: async (side: Side, studioId: string, clientId: string | null) => (await unread[side]({ studioId, clientId }))[0],

    /** Messages of these conversations, oldest first. */
    messagesOf: (studioId: string, conversationIds: string[]) =>
      db
        .select(messageColumns)
        .from(conversationMessages)
        .where(and(eq(conversationMessages.studioId, studioId), inArray(conversationMessages.conversationId, conversationIds)))
        .orderBy(asc(conversationMessages.conversationId), asc(conversationMessages.sentAt), asc(conversationMessages.id)),

    attachmentsOf: (studioId: string, messageIds: string[], executor: Executor = db) =>
      executor
        .select(attachmentColumns)
        .from(conversationAttachments)
        .where(and(eq(conversationAttachments.studioId, studioId), inArray(conversationAttachments.messageId, messageIds)))
        .orderBy(asc(conversationAttachments.createdAt), asc(conversationAttachments.id)),

    attachmentsByIds: (studioId: string, ids: string[]) =>
      db
        .select(attachmentColumns)
        .from(conversationAttachments)
        .where(and(eq(conversationAttachments.studioId, studioId), inArray(conversationAttachments.id, ids))),

    insertAttachment: async (row: typeof conversationAttachments.$inferInsert) =>
      (await db.insert(conversationAttachments).values(row).returning(attachmentColumns))[0],

    insertConversation: async (tx: Tx, row: typeof conversations.$inferInsert) =>
      (await tx.insert(conversations).values(row).returning(conversationColumns))[0],

    update: async (tx: Tx, studioId: string, id: string, changes: { subject?: string; status?: 'active' | 'archived' }) =>
      (
        await tx
          .update(conversations)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(and(eq(conversations.studioId, studioId), eq(conversations.id, id)))
          .returning(conversationColumns)
      )[0],

    /**
     * Counts a new message on its conversation and takes the conversation's row lock, before the
     * message is written: a concurrent "mark read" then waits, and sees the message once it commits.
     * A client's message brings an archived conversation back to the inbox.
     */
    countMessage: async (tx: Tx, studioId: string, id: string, sender: SenderType) =>
      (
        await tx
          .update(conversations)
          .set({
            lastMessageAt: sql`now()`,
            updatedAt: sql`now()`,
            ...(sender === 'client'
              ? { staffUnread: sql`${conversations.staffUnread} + 1`, status: 'active' as const }
              : { clientUnread: sql`${conversations.clientUnread} + 1` }),
          })
          .where(and(eq(conversations.studioId, studioId), eq(conversations.id, id)))
          .returning(conversationColumns)
      )[0],

    insertMessage: async (tx: Tx, row: typeof conversationMessages.$inferInsert) =>
      (await tx.insert(conversationMessages).values(row).returning(messageColumns))[0],

    /**
     * Claims uploaded attachments for a message; only those still unattached are taken, so two
     * messages can never share one. Records the size storage reported. Whose file it is was decided
     * on the row before: a ticket's client is written once, when the ticket is made.
     */
    attach: async (tx: Tx, studioId: string, messageId: string, files: { id: string; size: number }[]) => {
      const claimed: AttachmentRow[] = [];
      for (const file of files) {
        const [row] = await tx
          .update(conversationAttachments)
          .set({ messageId, fileSize: file.size })
          .where(and(
            eq(conversationAttachments.studioId, studioId),
            eq(conversationAttachments.id, file.id),
            isNull(conversationAttachments.messageId),
          ))
          .returning(attachmentColumns);
        if (row) claimed.push(row);
      }
      return claimed;
    },

    /**
     * Marks the other side's messages read. The conversation's row is updated first: its lock makes a
     * message being posted at the same moment either wait for this or be seen by it, never missed.
     */
    markRead: async (tx: Tx, studioId: string, id: string, side: Side) => {
      const [row] = await tx
        .update(conversations)
        .set(side === 'staff' ? { staffUnread: 0 } : { clientUnread: 0 })
        .where(and(eq(conversations.studioId, studioId), eq(conversations.id, id)))
        .returning(conversationColumns);
      const fromOtherSide: SenderType[] = side === 'staff' ? ['client'] : ['photographer', 'system'];
      const read = await tx
        .update(conversationMessages)
        .set({ readAt: sql`now()` })
        .where(and(
          eq(conversationMessages.studioId, studioId),
          eq(conversationMessages.conversationId, id),
          isNull(conversationMessages.readAt),
          inArray(conversationMessages.senderType, fromOtherSide),
        ))
        .returning({ readAt: conversationMessages.readAt });
      return { row, readAt: read.at(0)?.readAt ?? null };
    },
  };
}

export type ConversationQueries = ReturnType<typeof conversationQueries>;
