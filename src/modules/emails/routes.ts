import { callerOf, type App } from '../../platform/http.js';
import { pageLinks } from '../../platform/paging.js';
import { errorResponses, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import { EmailListQuery, EmailView } from './schemas.js';
import type { EmailService } from './service.js';

const config = { access: 'photographer', area: 'standard' } as const;

export function emailRoutes(app: App, { emails }: { emails: EmailService }): void {
  app.get('/emails', {
    schema: {
      tags: ['emails'],
      operationId: 'listEmails',
      summary: 'List the studio\'s mail',
      description:
        'Every mail the service sent or means to send for the studio, newest first, a page at a time: invoices sent, bookings ' +
        `and their changes, reminders, invitations; with each one's status, attempts and the SMTP server's last answer. ${STAFF_ONLY}`,
      querystring: EmailListQuery,
      response: {
        200: Paginated(EmailView, 'A page of mail.', 'The mail on this page, newest first.'),
        ...errorResponses(config, 'GET'),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await emails.list(callerOf(req).studio, { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });
}
