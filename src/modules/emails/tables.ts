import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { studios } from '../../platform/auth/tables.js';
import { timestamp } from '../../platform/db/columns.js';

export const EMAIL_KINDS = ['invoice_sent', 'session_booked', 'session_changed', 'session_reminder', 'collection_invitation'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * A file attached to a mail: its bytes (base64) when known at queueing, or the name of a source that
 * makes them when the mail is sent (an invoice's PDF, drawn from the invoice as it is then).
 */
export type StoredAttachment = { filename: string; contentType: string } & (
  | { contentBase64: string }
  | { source: string; params: Record<string, string> }
);

/**
 * The outbox: every mail the service means to send, written in the transaction of its cause and sent
 * by the `email.send` job. Rows stay as the studio's record of what was sent (GET /emails).
 */
export const emails = pgTable(
  'emails',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status', { enum: EMAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    relatedId: text('related_id'),
    /** What makes a mail once-only, with its kind and related record: a reminder's session start. */
    occasion: text('occasion'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    sentAt: timestamp('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    index('emails_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A mail with an occasion is recorded once, whichever instance or retry gets there first.
    uniqueIndex('emails_occasion_key').on(t.studioId, t.kind, t.relatedId, t.occasion).where(sql`${t.occasion} IS NOT NULL`),
  ],
);
