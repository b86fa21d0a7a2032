import type { Db, Tx } from '../../platform/db/pool.js';
import { isStaff, type Caller } from '../../platform/access.js';
import { mayAccess, ownedBy, requireAccess } from '../../access.js';
import { invalidField, missing } from '../../platform/errors.js';
import { isId, newId } from '../../platform/ids.js';
import { NO_ROWS, paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import type { ClientService } from '../clients/service.js';
import type { WebhookEvents } from '../webhooks/service.js';
import { keyProblem, type Storage } from '../../platform/storage/index.js';
import { attachmentProblem, checkedTicketRequest, type UploadTicket, type UploadTicketRequest } from './attachments.js';
import { conversationRead, conversationUpdated, messageCreated } from './events.js';
import { photographersOf, presentConversation, presentMessage, type Participants } from './present.js';
import { conversationQueries, type AttachmentRow, type ConversationQueries, type ConversationRow, type MessageStatus, type SenderType, type Side } from './queries.js';
import type { Attachment, Conversation, ConversationCreate, ConversationMessage, ConversationUpdate, MessageCreate } from './schemas.js';

const conversationNotFound = (id: string) => missing('conversation', id, { code: 'conversation_not_found' });

export interface ConversationFilter {
  clientId: string | null;
  status: MessageStatus;
  withMessages: boolean;
}

/** Where links in answers point: the service's public origin for this request. */
export type Origin = string;

export class ConversationService {
  private queries: ConversationQueries;

  constructor(
    private db: Db,
    private clients: ClientService,
    private storage: Storage,
    private events: WebhookEvents,
  ) {
    this.queries = conversationQueries(db);
  }

  async list(caller: Caller, filter: ConversationFilter, paging: PageRequest, origin: Origin): Promise<ListPage<Conversation>> {
    const own = ownedBy(caller);
    const clientId = own ?? filter.clientId;
    if (own !== null && filter.clientId !== null && filter.clientId !== own) return paged(paging, NO_ROWS, () => []);
    const shape = { status: filter.status, side: sideOf(caller), byClient: clientId !== null };
    const studioId = caller.studio.id;
    return paged(
      paging,
      {
        rows: (limit, offset) => this.queries.page(shape, studioId, clientId, limit, offset),
        total: () => this.queries.total(shape, studioId, clientId),
      },
      (rows) => this.present(caller, rows, filter.withMessages, origin),
    );
  }

  async get(caller: Caller, id: string, withMessages: boolean, origin: Origin): Promise<Conversation> {
    const row = await this.visible(caller, id);
    return (await this.present(caller, [row], withMessages, origin))[0];
  }

  async unread(caller: Caller): Promise<{ unread_count: number; conversations_with_unread: number }> {
    const counts = await this.queries.unread(sideOf(caller), caller.studio.id, ownedBy(caller));
    return { unread_count: counts.messages, conversations_with_unread: counts.conversations };
  }

  async create(caller: Caller, input: ConversationCreate): Promise<Conversation> {
    const client = await this.clients.referenced(caller, input.client_id);
    const [senderId, participants] = await Promise.all([this.staffSender(caller), this.participantsOf(caller, [client.id])]);
    const studioId = caller.studio.id;
    const { row, message } = await this.db.transaction(async (tx) => {
      let row = await this.queries.insertConversation(tx, { studioId, id: newId('conv'), clientId: client.id, subject: input.subject });
      let message: ConversationMessage | null = null;
      if (input.content !== undefined) {
        row = await this.queries.countMessage(tx, studioId, row.id, 'photographer');
        const inserted = await this.queries.insertMessage(tx, { studioId, id: newId('msg'), conversationId: row.id, senderType: 'photographer', senderId, content: input.content });
        message = presentMessage(inserted, []);
      }
      await conversationUpdated(tx, studioId, row, participants);
      if (message) await this.announce(tx, studioId, row.clientId, message);
      return { row, message };
    });
    return presentConversation(row, participants, sideOf(caller), message ? [message] : []);
  }

  async update(caller: Caller, id: string, input: ConversationUpdate): Promise<Conversation> {
    const before = await this.queries.byId(caller.studio.id, id);
    if (!before) throw conversationNotFound(id);
    const participants = await this.participantsOf(caller, [before.clientId]);
    const row = await this.db.transaction(async (tx) => {
      const row = await this.queries.update(tx, caller.studio.id, id, input);
      await conversationUpdated(tx, caller.studio.id, row, participants);
      return row;
    });
    return presentConversation(row, participants, sideOf(caller));
  }

  /** Marks the other side's messages read (API.md §4); the answer is the conversation with its messages. */
  async markRead(caller: Caller, id: string, origin: Origin): Promise<Conversation> {
    await this.visible(caller, id);
    const side = sideOf(caller);
    const row = await this.db.transaction(async (tx) => {
      const { row, readAt } = await this.queries.markRead(tx, caller.studio.id, id, side);
      // Nothing was unread: nothing changed for the other side to hear of.
      if (readAt !== null) {
        await conversationRead(tx, caller.studio.id, row.clientId, { conversation_id: id, reader_type: side === 'staff' ? 'photographer' : 'client', read_at: readAt });
      }
      return row;
    });
    return (await this.present(caller, [row], true, origin))[0];
  }

  async postMessage(caller: Caller, input: MessageCreate, origin: Origin): Promise<ConversationMessage> {
    const attachmentIds = input.attachment_ids ?? [];
    if (input.content.length === 0 && attachmentIds.length === 0) {
      throw invalidField('content', 'Write a message, or attach at least one file.');
    }
    const conversation = await this.referencedConversation(caller, input.conversation_id);
    const files = await this.uploadedAttachments(caller, attachmentIds);
    const senderType: SenderType = isStaff(caller) ? 'photographer' : 'client';
    const senderId = isStaff(caller) ? await this.staffSender(caller) : caller.clientId!;
    // A client's message brings an archived conversation back: the inbox of each side hears of it.
    const revives = senderType === 'client' && conversation.status === 'archived';
    const participants = revives ? await this.participantsOf(caller, [conversation.clientId]) : null;
    const studioId = caller.studio.id;
    const posted = await this.db.transaction(async (tx) => {
      const row = await this.queries.countMessage(tx, studioId, conversation.id, senderType);
      const inserted = await this.queries.insertMessage(tx, { studioId, id: newId('msg'), conversationId: conversation.id, senderType, senderId, content: input.content });
      const attachments = await this.queries.attach(tx, studioId, inserted.id, files);
      if (attachments.length !== files.length) throw invalidField('attachment_ids', 'An attachment was just attached to another message.');
      const message = presentMessage(inserted, attachments.map((attachment) => this.presentAttachment(attachment, origin)));
      if (participants) await conversationUpdated(tx, studioId, row, participants);
      await this.announce(tx, studioId, row.clientId, message);
      return message;
    });
    return posted;
  }

  /** A new message, for the live streams of both sides and for the studio's webhooks. */
  private async announce(tx: Tx, studioId: string, clientId: string, message: ConversationMessage): Promise<void> {
    await messageCreated(tx, studioId, clientId, message);
    await this.events.record(tx, studioId, 'message.created', message);
  }

  /** An upload ticket for one attachment (API.md §4): the attachment exists, unattached, from now on. */
  async ticket(caller: Caller, request: UploadTicketRequest, origin: Origin): Promise<UploadTicket> {
    const file = checkedTicketRequest(request);
    const id = newId('att');
    const storageKey = `attachments/${caller.studio.id}/${id}/${file.filename}`;
    // Storage has rules of its own (a key of at most 1024 bytes, no `${filename}`): a long name of
    // many-byte characters passes the length in characters and still breaks them.
    const problem = keyProblem(storageKey);
    if (problem) throw invalidField('filename', `Cannot be stored under this name: its storage key ${problem}.`);
    await this.queries.insertAttachment({
      studioId: caller.studio.id, id, filename: file.filename, contentType: file.contentType, fileSize: file.size, storageKey, ticketClientId: caller.clientId,
    });
    const { url, fields } = this.storage.ticket({ origin, key: storageKey, contentType: file.contentType, maxBytes: file.size });
    return { upload_url: url, attachment_id: id, upload_fields: fields, method: 'POST' };
  }

  /** A conversation of the studio that the caller may reach: 404 when the studio has none, 403 when it is another client's. */
  private async visible(caller: Caller, id: string): Promise<ConversationRow> {
    const row = await this.queries.byId(caller.studio.id, id);
    if (!row) throw conversationNotFound(id);
    requireAccess(caller, 'conversation.read', row);
    return row;
  }

  /** The conversation a message body names: 422 on the field when the studio has none (API.md §9). */
  private async referencedConversation(caller: Caller, id: string): Promise<ConversationRow> {
    const row = isId('conv', id) ? await this.queries.byId(caller.studio.id, id) : undefined;
    if (!row) throw invalidField('conversation_id', `The studio has no conversation with the identifier ${id}.`);
    requireAccess(caller, 'conversation.reply', row);
    return row;
  }

  /**
   * The attachments a message names, each of the caller's studio (and, for a client, its own ticket),
   * not attached yet, and uploaded: storage is asked before the transaction, which then claims them.
   */
  private async uploadedAttachments(caller: Caller, ids: string[]): Promise<{ id: string; size: number }[]> {
    if (ids.length === 0) return [];
    const rows = ids.every((id) => isId('att', id)) ? await this.queries.attachmentsByIds(caller.studio.id, ids) : [];
    const attachable = rows.filter((row) => mayAccess(caller, 'attachment.attach', row));
    const byId = new Map(attachable.map((row) => [row.id, row]));
    const stored = await Promise.all(ids.map((id) => (byId.has(id) ? this.storage.stat(byId.get(id)!.storageKey) : null)));
    const problems = ids.flatMap((id, index) => {
      const problem = attachmentProblem(byId.get(id), stored[index]);
      return problem ? [`${id}: ${problem}`] : [];
    });
    if (problems.length > 0) throw invalidField('attachment_ids', problems.join(' '));
    return ids.map((id, index) => ({ id, size: stored[index]!.size }));
  }

  /** The user a staff message is from: the caller's, or the studio's first user for work done outside a session. */
  private async staffSender(caller: Caller): Promise<string> {
    if (caller.userId) return caller.userId;
    return (await this.queries.staff(caller.studio.id)).at(0)?.id ?? caller.studio.id;
  }

  /** The participants of conversations with these clients: each client, and the studio's photographers. */
  private async participantsOf(caller: Caller, clientIds: string[]): Promise<Participants> {
    const [clients, staff] = await Promise.all([this.clients.briefs(caller, clientIds), this.queries.staff(caller.studio.id)]);
    return { clients, photographers: photographersOf(staff) };
  }

  private async present(caller: Caller, rows: ConversationRow[], withMessages: boolean, origin: Origin): Promise<Conversation[]> {
    if (rows.length === 0) return [];
    const [participants, messages] = await Promise.all([
      this.participantsOf(caller, rows.map((row) => row.clientId)),
      withMessages ? this.messagesOf(caller, rows.map((row) => row.id), origin) : null,
    ]);
    const side = sideOf(caller);
    return rows.map((row) => presentConversation(row, participants, side, messages ? (messages.get(row.id) ?? []) : undefined));
  }

  private async messagesOf(caller: Caller, conversationIds: string[], origin: Origin): Promise<Map<string, ConversationMessage[]>> {
    const rows = await this.queries.messagesOf(caller.studio.id, conversationIds);
    const attachments = rows.length === 0 ? [] : await this.queries.attachmentsOf(caller.studio.id, rows.map((row) => row.id));
    const byMessage = groupBy(attachments, (attachment) => attachment.messageId!);
    const messages = rows.map((row) => presentMessage(row, (byMessage.get(row.id) ?? []).map((attachment) => this.presentAttachment(attachment, origin))));
    return groupBy(messages, (message) => message.conversation_id);
  }

  private presentAttachment(row: AttachmentRow, origin: Origin): Attachment {
    return {
      id: row.id,
      filename: row.filename,
      file_size: row.fileSize,
      content_type: row.contentType,
      url: this.storage.downloadUrl({ origin, key: row.storageKey, filename: row.filename }),
    };
  }
}

const sideOf = (caller: Caller): Side => (isStaff(caller) ? 'staff' : 'client');

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}
