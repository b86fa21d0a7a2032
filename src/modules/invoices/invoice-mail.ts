/**
 * The `invoice_sent` mail (API.md §11): the client is told what is due and by when, with the link to
 * the invoice's page and its PDF attached. The PDF is drawn when the mail goes out, from the page's
 * token: a retry an hour later attaches the invoice as it is then, as the link shows it.
 */
import type { Studio } from '../../platform/access.js';
import { formatDay } from '../../platform/pages/dates.js';
import { mailBody } from '../../platform/pages/mail-body.js';
import type { OutgoingMail } from '../emails/service.js';
import type { Invoice } from './schemas.js';

/** The attachment source the emails area asks for the PDF when it sends the mail. */
export const INVOICE_PDF_SOURCE = 'invoice_pdf';

export function invoiceSentMail(studio: Pick<Studio, 'name'>, invoice: Invoice, client: { email: string; first_name: string | null }, token: string, origin: string): OutgoingMail {
  const pageUrl = invoice.public_url!;
  return {
    kind: 'invoice_sent',
    to: client.email,
    subject: `Invoice ${invoice.invoice_number} from ${studio.name}`,
    relatedId: invoice.id,
    body: mailBody({
      studioName: studio.name,
      greeting: client.first_name ? `Hello ${client.first_name},` : 'Hello,',
      paragraphs: [`${studio.name} has sent you invoice ${invoice.invoice_number}. The PDF is attached; the page below shows it with your payments as they come in.`],
      facts: [
        ['Amount due', invoice.amount_due_formatted],
        ['Due date', formatDay(invoice.due_date)],
      ],
      links: [{ label: 'View the invoice', url: pageUrl }],
    }),
    attachments: [{ filename: `invoice-${invoice.invoice_number}.pdf`, contentType: 'application/pdf', source: INVOICE_PDF_SOURCE, params: { token, origin } }],
  };
}
