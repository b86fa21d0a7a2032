import { Type, type Static } from 'typebox';
import { Described, Id, Nullable, Page, PageSize, Query, StringEnum, Timestamp } from '../../platform/schemas.js';
import { EMAIL_KINDS, EMAIL_STATUSES } from './tables.js';

export const EmailView = Type.Object(
  {
    id: Id('em', 'The mail\'s identifier.'),
    kind: StringEnum(EMAIL_KINDS, {
      description:
        'Why it was sent: `invoice_sent` (an invoice was sent to its client), `session_booked` (a booking, to the client and to ' +
        'the studio\'s users), `session_changed` (a booking moved or cancelled from its manage page), `session_reminder` (before a ' +
        'booked session, per its type\'s `reminder_hours`), `collection_invitation` (a client invited to a collection).',
      examples: ['invoice_sent'],
    }),
    to: Type.String({ description: 'The recipient\'s address.', examples: ['ada@example.com'] }),
    subject: Type.String({ description: 'The subject line.', examples: ['Invoice 1042 from Northlight Portraits'] }),
    status: StringEnum(EMAIL_STATUSES, {
      description:
        '`queued`: waiting to be sent or to be tried again; `sent`: the SMTP server accepted it; `failed`: every attempt failed ' +
        '(the last answer in `last_error`); `skipped`: recorded but not sent, because no SMTP server is configured (`SMTP_URL`).',
      examples: ['sent'],
    }),
    attempts: Type.Integer({ description: 'Attempts at sending it so far: at most 6 (the first and 5 retries).', examples: [1] }),
    last_error: Nullable(
      Type.String({
        description: 'The SMTP server\'s answer to the last failed attempt, or why no server answered; null when none failed or it was sent.',
        examples: ['550 5.1.1 Mailbox unavailable'],
      }),
    ),
    related_id: Nullable(Type.String({ description: 'The record the mail is about: an invoice (`in_`) or a session (`ses_`).', examples: ['in_4Xb9kPq2Lr7TzW1mN8vY3cD6sH0jF5a'] })),
    created_at: Described(Timestamp, 'When the mail was recorded, in the same transaction as its cause (RFC 3339, UTC, microseconds).'),
    sent_at: Nullable(Described(Timestamp, 'When the SMTP server accepted it (RFC 3339, UTC, microseconds); null until then.')),
  },
  { description: 'A mail the service sent, or means to send, for the studio.' },
);
export type EmailView = Static<typeof EmailView>;

export const EmailListQuery = Query({ page: Page, per_page: PageSize });
