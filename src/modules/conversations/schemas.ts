import { Type, type Static } from 'typebox';
import { Described, Id, Nullable, Page, PageSize, PathId, Query, StringEnum, Timestamp } from '../../platform/schemas.js';

/** The largest attachment accepted, in bytes (the spec's `max_size`). */
export const MAX_ATTACHMENT_BYTES = 10_485_760;
export const MAX_CONTENT_LENGTH = 10_000;

export const SenderType = StringEnum(['client', 'photographer', 'system'], {
  description: 'Who wrote the message: the `client`, a `photographer` of the studio, or the `system` (automatic notices).',
  examples: ['photographer'],
});

export const ConversationStatus = StringEnum(['active', 'archived'], {
  description: '`active` conversations are in the inbox; `archived` ones are kept out of it. A client\'s new message brings an archived conversation back to `active`.',
  examples: ['active'],
});

export const Attachment = Type.Object(
  {
    id: Id('att', 'The attachment\'s identifier.'),
    filename: Type.String({ description: 'The file\'s name as uploaded.', examples: ['contract.pdf'] }),
    file_size: Type.Integer({ description: 'Size in bytes, as stored.', examples: [482133] }),
    content_type: Type.String({ description: 'MIME type the file was uploaded with; downloads answer it.', examples: ['application/pdf'] }),
    url: Type.String({
      description: 'Signed download address, valid for one hour from this answer: it serves the exact bytes with `content_type` and `Content-Disposition: attachment`. Ask again for a fresh one.',
      examples: ['https://studio.example.com/files/attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf?expires=1795000000&signature=3b5c…'],
    }),
  },
  { description: 'A file attached to a message.' },
);
export type Attachment = Static<typeof Attachment>;

export const ConversationMessage = Type.Object(
  {
    id: Id('msg', 'The message\'s identifier.'),
    conversation_id: Id('conv', 'The conversation the message belongs to.'),
    content: Type.String({ description: 'The text, as sent; may be empty when the message carries attachments.', examples: ['Your proofs are ready: which ten would you like retouched?'] }),
    sent_at: Described(Timestamp, 'When the message was sent (RFC 3339, UTC, microseconds).'),
    read_at: Nullable(Described(Timestamp, 'When the other side marked it read; null while unread.')),
    sender_type: SenderType,
    sender_id: Type.String({ description: 'The writer: the photographer\'s user id (`usr_…`), the client\'s id (`cl_…`), or the studio\'s id for system messages.', examples: ['usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX'] }),
    attachments: Type.Array(Attachment, { description: 'Files attached to the message, in the order they were uploaded; empty when none.' }),
  },
  { description: 'A message of a conversation.' },
);
export type ConversationMessage = Static<typeof ConversationMessage>;

export const Participant = Type.Object(
  {
    id: Type.String({ description: 'The client\'s id (`cl_…`) or the photographer\'s user id (`usr_…`).', examples: ['cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7'] }),
    name: Type.String({ description: 'Display name: first and last name, or the email when the name is unknown.', examples: ['Ada Lovelace'] }),
    email: Nullable(Type.String({ description: 'Email address; null for a client without one.', examples: ['ada@example.com'] })),
    type: StringEnum(['client', 'photographer'], { description: 'The conversation\'s `client`, or a `photographer` of the studio.', examples: ['client'] }),
    avatar_color: Nullable(Type.Integer({ description: 'The client\'s avatar color index, 0 to 11; null for photographers.', examples: [7] })),
  },
  { description: 'Someone taking part in a conversation.' },
);

export const Conversation = Type.Object(
  {
    id: Id('conv', 'The conversation\'s identifier.'),
    client_id: Id('cl', 'The client the studio converses with.'),
    subject: Type.String({ description: 'What the conversation is about.', examples: ['Wedding album proofs'] }),
    status: ConversationStatus,
    unread_count: Type.Integer({
      description: 'Messages from the other side that the caller has not read: a studio caller counts the client\'s messages, a client counts the studio\'s and the system\'s.',
      examples: [2],
    }),
    last_message_at: Described(Timestamp, 'When the last message was sent, or when the conversation began if it has none (RFC 3339, UTC, microseconds). Lists are ordered by it, newest first.'),
    created_at: Described(Timestamp, 'When the conversation began (RFC 3339, UTC, microseconds).'),
    updated_at: Described(Timestamp, 'When the subject, status or messages last changed (RFC 3339, UTC, microseconds).'),
    participants: Type.Array(Participant, { description: 'The client first, then the studio\'s photographers.' }),
    messages: Type.Optional(Type.Array(ConversationMessage, { description: 'Every message, oldest first; present only when asked for (`messages`, or `message` on lists).' })),
  },
  { description: 'A conversation between the studio and one client.' },
);
export type Conversation = Static<typeof Conversation>;

export const MessageStatus = StringEnum(['all', 'inbox', 'archived', 'unread'], {
  default: 'all',
  description: '`inbox`: active conversations; `archived`; `unread`: those with messages the caller has not read; `all` (default).',
});

const conversationIdParam = PathId('conv', 'conversation');

export const ConversationListQuery = Query({
  client_id: Type.Optional(Type.String({ description: 'Only this client\'s conversations (`cl_…`); one the studio does not have matches nothing. A client portal token sees only its own whatever this says.', examples: ['cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7'] })),
  message: Type.Boolean({ default: false, description: 'Include each conversation\'s messages (`messages`).' }),
  message_status: MessageStatus,
  page: Page,
  page_size: PageSize,
});

export const ConversationQuery = Query({
  messages: Type.Boolean({ default: true, description: 'Include the messages; `false` answers the conversation alone.' }),
});

export const ConversationParams = Type.Object({ conversation_id: conversationIdParam });

export const ConversationCreate = Type.Object(
  {
    client_id: Type.String({ maxLength: 100, description: 'The client to converse with (`cl_…`), a client of the studio.', examples: ['cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7'] }),
    subject: Type.String({ minLength: 1, maxLength: 255, description: 'What the conversation is about, 1 to 255 characters.', examples: ['Wedding album proofs'] }),
    content: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_CONTENT_LENGTH, description: 'A first message from the studio, 1 to 10,000 characters.', examples: ['Your proofs are ready!'] })),
  },
  { additionalProperties: false, description: 'A new conversation.', examples: [{ client_id: 'cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7', subject: 'Wedding album proofs', content: 'Your proofs are ready!' }] },
);
export type ConversationCreate = Static<typeof ConversationCreate>;

export const ConversationUpdate = Type.Object(
  {
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'A new subject, 1 to 255 characters.', examples: ['Wedding album: final selection'] })),
    status: Type.Optional(ConversationStatus),
  },
  { additionalProperties: false, description: 'The fields to change; those left out stay as they are.', examples: [{ status: 'archived' }] },
);
export type ConversationUpdate = Static<typeof ConversationUpdate>;

export const MessageCreate = Type.Object(
  {
    conversation_id: Type.String({ maxLength: 100, description: 'The conversation to post in (`conv_…`).', examples: ['conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y'] }),
    content: Type.String({ maxLength: MAX_CONTENT_LENGTH, description: 'The text, 1 to 10,000 characters; may be empty when `attachment_ids` names at least one file.', examples: ['Here is the signed contract.'] }),
    attachment_ids: Type.Optional(
      Type.Array(Type.String({ maxLength: 100, description: 'An attachment\'s identifier (`att_…`).' }), {
        maxItems: 20,
        uniqueItems: true,
        description: 'Up to 20 uploaded attachments (`attachment_id` of upload tickets whose file has been uploaded), not attached to any message yet.',
        examples: [['att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t']],
      }),
    ),
  },
  { additionalProperties: false, description: 'A new message.', examples: [{ conversation_id: 'conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y', content: 'Here is the signed contract.', attachment_ids: [] }] },
);
export type MessageCreate = Static<typeof MessageCreate>;

export const UnreadCount = Type.Object(
  {
    unread_count: Type.Integer({ description: 'Messages from the other side the caller has not read, in all its conversations.', examples: [5] }),
    conversations_with_unread: Type.Integer({ description: 'Conversations with at least one such message.', examples: [2] }),
  },
  { description: 'What the caller has not read yet.' },
);

export const UploadTicketQuery = Query({
  filename: Type.Optional(Type.String({ description: 'Required. The file\'s name, 1 to 255 characters, without `/` or `\\`; its extension must fit `content_type`.', examples: ['contract.pdf'] })),
  content_type: Type.Optional(Type.String({
    description:
      'Required. The file\'s MIME type: application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document, ' +
      'image/jpeg, image/png, image/gif, image/webp, application/zip, application/vnd.rar, application/x-rar-compressed, text/plain or text/csv.',
    examples: ['application/pdf'],
  })),
  file_size: Type.Optional(Type.Integer({ description: `Required. The file's size in bytes, 1 to ${MAX_ATTACHMENT_BYTES}.`, examples: [482133] })),
});

export const UploadTicket = Type.Object(
  {
    upload_url: Type.String({ description: 'Where to send the multipart `POST` with the file.', examples: ['https://studio.example.com/uploads'] }),
    attachment_id: Id('att', 'The attachment to name in `attachment_ids` once the file is uploaded.'),
    upload_fields: Type.Record(Type.String(), Type.String(), {
      description:
        'Form fields to send unchanged before the file: `key`, `Content-Type`, `policy` (an S3 POST policy, base64 JSON), ' +
        '`x-amz-algorithm` (`AWS4-HMAC-SHA256`), `x-amz-credential`, `x-amz-date` (`YYYYMMDDTHHMMSSZ`) and `x-amz-signature`.',
      examples: [{ key: 'attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf', 'Content-Type': 'application/pdf', policy: 'eyJleHBpcmF0aW9uIjoi…', 'x-amz-algorithm': 'AWS4-HMAC-SHA256', 'x-amz-credential': 'studio-local/20261123/us-east-1/s3/aws4_request', 'x-amz-date': '20261123T150000Z', 'x-amz-signature': '5d672d79…' }],
    }),
    method: Type.Literal('POST', { description: 'The HTTP method of the upload: always `POST`.' }),
  },
  { description: 'Where and how to upload an attachment\'s file.' },
);
