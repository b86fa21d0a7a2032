import { defineArea, type Platform } from '../../platform/area.js';
import { emailRoutes } from './routes.js';
import { sendJob, sendRetry } from './sending.js';
import { EmailService, SEND_JOB } from './service.js';

export const emailsArea = defineArea({
  name: 'emails',
  tags: [{ name: 'emails', description: 'The mail the service sends for the studio (invoices, bookings, reminders), and how each sending went.' }],
  identifiers: [{ format: 'em', names: 'emails' }],
  needs: [],
  services: ({ db, jobs, config }: Platform) => ({ emails: new EmailService(db, jobs, config.mail) }),
  routes: emailRoutes,
  // Only an instance with SMTP_URL sends: one without it records mail as skipped and never claims a sending.
  jobs: ({ db, config }: Platform, { emails }: { emails: EmailService }) =>
    config.mail.smtpUrl === null ? [] : [{ kind: SEND_JOB, handler: sendJob(db, emails, config.mail.smtpUrl), retry: sendRetry(config.mail) }],
});
