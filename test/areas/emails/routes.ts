/** Emails (API.md §11): the studio's outbox, read-only over the API. */
import { mailBody } from '../../../src/platform/pages/mail-body.js';
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';

export interface EmailRecords {
  /** Whether the studio's outbox has a mail, so that its list has something of its own to show. */
  queued: boolean;
}

/** A mail recorded for the studio through the service, as an area queues one with its cause. */
export async function recordMail(server: TestServer, { studio }: TestStudio, to = 'client@example.test'): Promise<boolean> {
  return server.database.db.transaction((tx) =>
    server.services.emails.queue(tx, { studio, origin: server.origin }, {
      kind: 'invoice_sent', to, subject: `Hello from ${studio.name}`, relatedId: null,
      body: mailBody({ studioName: studio.name, greeting: 'Hello,', paragraphs: ['A note.'] }),
    }));
}

export const emails: AreaRoutes<EmailRecords> = {
  name: 'emails',
  records: async (server, studio) => ({ queued: await recordMail(server, studio) }),
  routes: {
    'GET /emails': {},
  },
};
