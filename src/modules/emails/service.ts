/**
 * The studio's outgoing mail (API.md §11). Any area queues a mail with one call, inside the transaction
 * of what causes it; the sender starts on it once that transaction commits:
 *
 *   await emails.queue(tx, { studio, origin }, { kind: 'collection_invitation', to, subject, body: mailBody({...}), relatedId });
 *
 * The area names `emails` in its manifest's `needs` and imports only this file (types) and
 * `platform/pages/mail-body.ts` for the body. A new kind is one more name in `EMAIL_KINDS` (tables.ts).
 * Without SMTP_URL the mail is recorded as `skipped`; otherwise it is `queued` and the `email.send`
 * job sends it (sending.ts).
 */
import type { Studio } from '../../platform/access.js';
import type { Db, Tx } from '../../platform/db/pool.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { MailBody } from '../../platform/pages/mail-body.js';
import { paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import type { MailSettings } from '../../config.js';
import { emailQueries, type EmailQueries, type EmailRow } from './queries.js';
import type { EmailKind, StoredAttachment } from './tables.js';
import type { EmailView } from './schemas.js';

export type { EmailKind } from './tables.js';
export type { MailBody } from '../../platform/pages/mail-body.js';

export const SEND_JOB = 'email.send';

/** A file to attach: its bytes now, or a source registered with `attachmentSource` to make them at sending. */
export type Attachment = { filename: string; contentType: string } & ({ content: Buffer | string } | { source: string; params: Record<string, string> });

/** Makes an attachment's bytes when its mail is sent; null when what it shows no longer exists. */
export type AttachmentSource = (studioId: string, params: Record<string, string>) => Promise<Buffer | null>;

export interface OutgoingMail {
  kind: EmailKind;
  /** One recipient's address. */
  to: string;
  subject: string;
  body: MailBody;
  attachments?: Attachment[];
  /** The record the mail is about (`in_…`, `ses_…`), shown as `related_id`. */
  relatedId: string | null;
  /** Makes the mail once-only: a second mail of the same kind, record and occasion is not recorded. */
  occasion?: string;
}

/** Who the mail is from: the studio, and the origin of its links when PUBLIC_URL is not set. */
export interface MailSender {
  studio: Pick<Studio, 'id' | 'name'>;
  origin: string;
}

export class EmailService {
  private queries: EmailQueries;
  private sources = new Map<string, AttachmentSource>();

  constructor(
    db: Db,
    private jobs: JobQueue,
    private settings: MailSettings,
  ) {
    this.queries = emailQueries(db);
  }

  /**
   * Records the mail in the caller's transaction (it exists only if that work commits) and, with SMTP
   * configured, queues its sending there too. False when a mail of the same occasion exists already.
   */
  async queue(tx: Tx, { studio, origin }: MailSender, mail: OutgoingMail): Promise<boolean> {
    const id = newId('em');
    const sending = this.settings.smtpUrl !== null;
    const recorded = await this.queries.insert(tx, {
      studioId: studio.id,
      id,
      kind: mail.kind,
      fromAddress: this.settings.from ?? defaultFrom(studio.name, origin),
      replyTo: await this.queries.studioReplyTo(tx, studio.id),
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.body.text,
      htmlBody: mail.body.html,
      attachments: (mail.attachments ?? []).map(stored),
      status: sending ? 'queued' : 'skipped',
      relatedId: mail.relatedId,
      occasion: mail.occasion ?? null,
    });
    if (recorded && sending) await this.jobs.enqueue(tx, SEND_JOB, { studioId: studio.id, emailId: id });
    return recorded;
  }

  /** The addresses of the studio's users, for mail to the studio itself. */
  staffAddresses(tx: Tx, studioId: string): Promise<string[]> {
    return this.queries.staffAddresses(tx, studioId);
  }

  /** Registers how attachments of a source are made at sending (called while the areas are built). */
  attachmentSource(name: string, source: AttachmentSource): void {
    if (this.sources.has(name)) throw new Error(`Attachments of source ${name} have a maker already`);
    this.sources.set(name, source);
  }

  sourceOf(name: string): AttachmentSource | undefined {
    return this.sources.get(name);
  }

  async list(studio: Pick<Studio, 'id'>, paging: PageRequest): Promise<ListPage<EmailView>> {
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.page(studio.id, limit, offset), total: () => this.queries.total(studio.id) },
      (rows) => rows.map(present),
    );
  }
}

function stored(attachment: Attachment): StoredAttachment {
  const { filename, contentType } = attachment;
  if ('source' in attachment) return { filename, contentType, source: attachment.source, params: attachment.params };
  return { filename, contentType, contentBase64: Buffer.from(attachment.content).toString('base64') };
}

/** `"Golden Hour" <no-reply@studio.example.com>`: the studio's name, quoted, on the service's own domain. */
function defaultFrom(studioName: string, origin: string): string {
  const name = studioName.replace(/[\\"]/g, (found) => `\\${found}`).replace(/[\r\n]+/g, ' ');
  return `"${name}" <no-reply@${new URL(origin).hostname}>`;
}

function present(row: EmailRow): EmailView {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    related_id: row.relatedId,
    created_at: row.createdAt,
    sent_at: row.sentAt,
  };
}
