/**
 * The invoice's page, outside the API: `GET /i/<token>`, the address `public_url` holds. The token is
 * the credential; a token of any other shape, or one no sent invoice has, is the 404 page.
 */
import { Type } from 'typebox';
import { originOf, type App } from '../../platform/http.js';
import { pageRoute } from '../../platform/pages/route.js';
import { invoicePage } from './page.js';
import { INVOICE_PAGE_PATH } from './present.js';
import type { InvoiceService } from './service.js';

const InvoicePageParams = Type.Object({
  token: Type.String({ description: 'The secret of the invoice\'s page, as in its `public_url`: 32 letters and digits.', examples: ['7Kq2mX9vB4nR8tL1wZ6yC3pH5sJ0dF2a'] }),
});

export function invoicePageRoute(app: App, invoices: InvoiceService): void {
  pageRoute<{ token: string }>(app, {
    url: `${INVOICE_PAGE_PATH}:token`,
    schema: {
      tags: ['invoices'],
      operationId: 'openInvoicePage',
      summary: 'An invoice\'s page, for the client',
      description:
        'What a sent invoice\'s `public_url` opens in a browser, without a credential: the studio, the client, the number and ' +
        'dates, the line items, discount, tax and total, the payments, the amount due, the status, and the studio\'s payment ' +
        'instructions while something is due. HTML that works without JavaScript. Limited per address like every anonymous request.',
      params: InvoicePageParams,
    },
    found: 'The invoice\'s page.',
    render: async (req) => {
      const page = await invoices.forPage(req.params.token, originOf(req));
      return page ? invoicePage(page) : null;
    },
  });
}
