import { Type } from 'typebox';
import { callerOf, originOf, type App } from '../../platform/http.js';
import { builtToShape } from '../../platform/serialization.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { ConversationService } from './service.js';
import {
  Conversation, ConversationCreate, ConversationListQuery, ConversationMessage, ConversationParams, ConversationQuery, ConversationUpdate,
  MAX_ATTACHMENT_BYTES, MessageCreate, UnreadCount, UploadTicket, UploadTicketQuery,
} from './schemas.js';

const config = { access: 'any', area: 'conversations' } as const;
const staffConfig = { access: 'photographer', area: 'conversations' } as const;
const tags = ['conversations'];

const BOTH_ROLES = 'Studio staff and client portal tokens; a client reaches only its own conversations.';
const INVALID_ID = invalidIdLine('conversation_id', 'conv', 'conversation');
const NOT_FOUND = '`conversation_not_found`: the studio has no conversation with this identifier.';
const ACCESS_DENIED = '`access_denied`: a client portal token asked for another client\'s conversation.';

const conversationId = (params: { conversation_id: string }) => pathId('conv', params.conversation_id, 'conversation');
/** A list's `client_id` filter: malformed is 400 `invalid_id`; one the studio does not have matches nothing. */
const clientFilter = (clientId: string | undefined) => (clientId === undefined ? null : pathId('cl', clientId, 'client'));

export function conversationRoutes(app: App, { conversations }: { conversations: ConversationService }): void {
  app.get('/conversations', {
    schema: {
      tags,
      operationId: 'listConversations',
      summary: 'List conversations',
      description:
        'The caller\'s conversations, the most recent message first, a page at a time; `message_status` and `client_id` ' +
        `narrow the list, \`message=true\` includes the messages. ${BOTH_ROLES}`,
      querystring: ConversationListQuery,
      response: {
        200: builtToShape(Paginated(Conversation, 'A page of conversations.', 'The conversations on this page, the most recent message first.')),
        ...errorResponses(config, 'GET', { 400: [invalidIdLine('client_id', 'cl', 'client')] }),
      },
    },
    config,
  }, async (req) => {
    const { client_id, message, message_status, page, page_size } = req.query;
    const filter = { clientId: clientFilter(client_id), status: message_status, withMessages: message };
    const { data, meta } = await conversations.list(callerOf(req), filter, { page, perPage: page_size }, originOf(req));
    return { data, links: pageLinks(req, meta), meta };
  });

  app.get('/conversations/unread/count', {
    schema: {
      tags,
      operationId: 'countUnreadMessages',
      summary: 'Count unread messages',
      description: `How many messages from the other side the caller has not read, and in how many conversations. ${BOTH_ROLES}`,
      response: { 200: Data(UnreadCount, 'The unread counts.'), ...errorResponses(config, 'GET') },
    },
    config,
  }, async (req) => ({ data: await conversations.unread(callerOf(req)) }));

  // The answer is a stream of events, not an object the response schemas describe.
  app.get('/conversations/events', {
    schema: {
      tags,
      operationId: 'streamConversationEvents',
      summary: 'Stream live conversation events',
      description:
        'Server-Sent Events (`text/event-stream`) of the caller\'s conversations, as they happen on any instance: ' +
        '`message.created` (data: the message, with `conversation_id`), `conversation.updated` (data: the conversation as ' +
        'the caller sees it, without messages; sent when one is started, renamed, archived, or brought back by a client\'s ' +
        'message) and `conversation.read` (data: `{conversation_id, reader_type, read_at}`, when the other side or another ' +
        'of the caller\'s devices marks messages read). Each event has an `id:`; a comment line comes at least every 15 ' +
        'seconds. Reconnect with `Last-Event-ID` (as EventSource does) to receive the events of the last 24 hours after ' +
        'that id before live ones, none twice. Attachment links inside events expire an hour after the event. A client ' +
        `that stops reading is disconnected and resumes with \`Last-Event-ID\`. ${BOTH_ROLES}`,
      headers: Type.Object({
        'last-event-id': Type.Optional(Type.String({ description: 'The `id:` of the last event received: the stream starts with the events after it (those of the last 24 hours).', examples: ['42'] })),
      }),
      response: {
        200: {
          description: 'The event stream; it stays open until the client leaves or the service shuts down.',
          content: {
            'text/event-stream': {
              schema: {
                type: 'string',
                description: 'Lines of Server-Sent Events: `retry:` first, then `id:`, `event:` and `data:` (one JSON object) per event, and `: keep-alive` comments.',
                examples: ['retry: 3000\n\nid: 42\nevent: message.created\ndata: {"id":"msg_T5nQ8wE2rY7uI1oP4aS9dF3gH6jK0l","conversation_id":"conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y","content":"Hi!","sent_at":"2026-11-23T15:00:00.123456Z","read_at":null,"sender_type":"client","sender_id":"cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7","attachments":[]}\n\n'],
              },
            },
          },
        },
        ...errorResponses(config, 'GET', {
          400: ['`invalid_last_event_id`: `Last-Event-ID` is not the id of an event this stream sent.'],
          429: ['`too_many_streams`: the credential already holds as many open streams as allowed (`LIVE_EVENTS_MAX_STREAMS_PER_CREDENTIAL`); retry after `Retry-After` seconds.'],
          503: ['`service_unavailable`: this instance holds as many streams as it may (`LIVE_EVENTS_MAX_STREAMS`); retry shortly.'],
        }),
      },
    },
    config: { ...config, longWork: true },
  }, (req, reply) => app.liveEvents.stream(req, reply));

  app.get('/conversations/:conversation_id', {
    schema: {
      tags,
      operationId: 'getConversation',
      summary: 'Get a conversation',
      description: `One conversation with its participants and, unless \`messages=false\`, its messages. Reading marks nothing read. ${BOTH_ROLES}`,
      params: ConversationParams,
      querystring: ConversationQuery,
      response: {
        200: Data(Conversation, 'The conversation.'),
        ...errorResponses(config, 'GET', { 400: [INVALID_ID], 403: [ACCESS_DENIED], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await conversations.get(callerOf(req), conversationId(req.params), req.query.messages, originOf(req)) }));

  app.post('/conversations', {
    schema: {
      tags,
      operationId: 'createConversation',
      summary: 'Start a conversation',
      description: `Starts a conversation with a client of the studio, with a first message when \`content\` is given. ${IDEMPOTENT} ${STAFF_ONLY}`,
      body: ConversationCreate,
      response: {
        201: Data(Conversation, 'The conversation, with its participants and messages.'),
        ...errorResponses(staffConfig, 'POST', { 422: [`${INVALID_BODY} Also when \`client_id\` names no client of the studio.`] }),
      },
    },
    config: staffConfig,
  }, async (req, reply) => reply.code(201).send({ data: await conversations.create(callerOf(req), req.body) }));

  app.put('/conversations/:conversation_id', {
    schema: {
      tags,
      operationId: 'updateConversation',
      summary: 'Rename or archive a conversation',
      description: `Changes the subject or the status (\`archived\` keeps it out of the inbox); fields left out stay as they are. ${STAFF_ONLY}`,
      params: ConversationParams,
      body: ConversationUpdate,
      response: {
        200: Data(Conversation, 'The conversation after the change, without its messages.'),
        ...errorResponses(staffConfig, 'PUT', { 400: [INVALID_ID], 404: [NOT_FOUND], 422: [INVALID_BODY] }),
      },
    },
    config: staffConfig,
  }, async (req) => ({ data: await conversations.update(callerOf(req), conversationId(req.params), req.body) }));

  app.post('/conversations/:conversation_id/read', {
    schema: {
      tags,
      operationId: 'markConversationRead',
      summary: 'Mark a conversation read',
      description:
        'Marks every message from the other side read (`read_at` = now): staff read the client\'s messages, a client the ' +
        `studio's and the system's. Its \`unread_count\` for the caller becomes 0. No body. ${BOTH_ROLES}`,
      params: ConversationParams,
      response: {
        200: Data(Conversation, 'The conversation after reading, with its messages.'),
        ...errorResponses(config, 'POST', { 400: [INVALID_ID], 403: [ACCESS_DENIED], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await conversations.markRead(callerOf(req), conversationId(req.params), originOf(req)) }));

  app.post('/conversation_messages', {
    schema: {
      tags,
      operationId: 'createConversationMessage',
      summary: 'Send a message',
      description:
        'Posts a message in a conversation as the caller (`sender_type` is `photographer` for staff, `client` for a portal ' +
        'token), unread for the other side, with the uploaded files of `attachment_ids`. The conversation\'s ' +
        `\`last_message_at\` moves to now. ${IDEMPOTENT} ${BOTH_ROLES}`,
      body: MessageCreate,
      response: {
        201: Data(ConversationMessage, 'The message as sent.'),
        ...errorResponses(config, 'POST', {
          403: [ACCESS_DENIED],
          422: [
            `${INVALID_BODY} Also when \`conversation_id\` names no conversation of the studio, when \`content\` is empty ` +
            'without attachments, or when an attachment is unknown, not the caller\'s, not uploaded yet or already attached.',
          ],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await conversations.postMessage(callerOf(req), req.body, originOf(req)) }));

  app.get('/conversation_message_attachments/upload_url', {
    schema: {
      tags,
      operationId: 'createAttachmentUploadTicket',
      summary: 'Get an upload ticket for an attachment',
      description:
        'Registers an attachment and answers where and how to upload its file: a multipart `POST` to `upload_url` with ' +
        'every `upload_fields` entry as a form field, unchanged, then the file in a field named `file` (last). The ticket ' +
        `expires in 15 minutes and accepts 1 byte up to \`file_size\`. Then name \`attachment_id\` in a message. ${BOTH_ROLES}`,
      querystring: UploadTicketQuery,
      response: {
        200: Data(UploadTicket, 'The upload ticket.'),
        ...errorResponses(config, 'GET', {
          400: ['`validation_error`: `filename`, `content_type` or `file_size` is missing, or `file_size` is 0 (`details`).'],
          413: [`\`file_too_large\`: \`file_size\` is above ${MAX_ATTACHMENT_BYTES} bytes; \`max_size\` gives the limit.`],
          422: [
            '`validation_error`: `filename` is empty, longer than 255 characters, or contains `/`, `\\` or control characters.',
            '`unsupported_file_type`: `content_type` is not accepted, or does not match the filename\'s extension.',
          ],
        }),
      },
    },
    config,
  }, async (req) => ({ data: await conversations.ticket(callerOf(req), req.query, originOf(req)) }));
}
