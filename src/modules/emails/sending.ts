/**
 * The `email.send` job: one mail of the outbox over SMTP. A failed attempt records the server's answer
 * (or why no server answered) in `last_error` and is retried by the job queue, 5 times over about an
 * hour (MAIL_RETRY_*); after the last the mail is `failed`. Each attempt is counted before it is made,
 * so a mail whose instance died mid-sending shows it too.
 */
import type { Transporter } from 'nodemailer';
import type { Db } from '../../platform/db/pool.js';
import { PermanentFailure, type JobHandler, type RetryPolicy } from '../../platform/jobs/queue.js';
import type { MailSettings } from '../../config.js';
import { emailQueries } from './queries.js';
import type { EmailService } from './service.js';
import type { StoredAttachment } from './tables.js';
import { importedOnFirstUse } from '../../platform/first-use.js';

const nodemailer = importedOnFirstUse(() => import('nodemailer'));

interface SendPayload {
  studioId: string;
  emailId: string;
}

/** Bounds on each wait of a sending: a server that does not answer fails the attempt, which is retried. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** The first sending and its 5 retries. */
const ATTEMPTS = 6;

export const sendRetry = (settings: MailSettings): RetryPolicy => ({
  attempts: ATTEMPTS,
  firstRetrySeconds: settings.retryFirstSeconds,
  maxRetrySeconds: settings.retryMaxSeconds,
});

export function sendJob(db: Db, emails: EmailService, smtpUrl: string): JobHandler {
  const queries = emailQueries(db);
  let transport: Transporter | undefined;
  const transportOnFirstUse = async () => (transport ??= (await nodemailer()).default.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }));
  return {
    async run(payload) {
      const { studioId, emailId } = payload as unknown as SendPayload;
      // Sent or failed already (a run whose instance stopped after the server took the mail): nothing to do.
      const mail = await queries.beginAttempt(studioId, emailId);
      if (!mail) return;
      try {
        await (await transportOnFirstUse()).sendMail({
          from: mail.fromAddress,
          replyTo: mail.replyTo ?? undefined,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          attachments: await Promise.all(mail.attachments.map((attachment) => contentOf(emails, studioId, attachment))),
        });
      } catch (error) {
        const answer = serverAnswerOf(error);
        await queries.recordError(studioId, emailId, answer);
        throw error instanceof PermanentFailure ? error : new Error(answer);
      }
      await queries.markSent(studioId, emailId);
    },
    async givenUp(payload, reason) {
      const { studioId, emailId } = payload as unknown as SendPayload;
      await queries.markFailed(studioId, emailId, reason);
    },
  };
}

async function contentOf(emails: EmailService, studioId: string, attachment: StoredAttachment) {
  const { filename, contentType } = attachment;
  if ('contentBase64' in attachment) return { filename, contentType, content: Buffer.from(attachment.contentBase64, 'base64') };
  const source = emails.sourceOf(attachment.source);
  if (!source) throw new PermanentFailure(`No maker of attachments from ${attachment.source}.`);
  const content = await source(studioId, attachment.params);
  if (!content) throw new PermanentFailure(`The attachment ${filename} can no longer be made: what it shows is gone.`);
  return { filename, contentType, content };
}

/** The SMTP server's own answer (`550 5.1.1 No such user`) when it gave one; else why it could not be reached. */
function serverAnswerOf(error: unknown): string {
  if (error instanceof PermanentFailure) return error.message;
  const { response, message } = error as { response?: unknown; message?: unknown };
  if (typeof response === 'string' && response) return response;
  return typeof message === 'string' && message ? message : 'The mail could not be sent.';
}
