/**
 * The invoice's page, outside the API: `GET /i/<token>`, the address `public_url` holds, and its PDF at
 * `GET /i/<token>.pdf`. The token is the credential; a token of any other shape, or one no sent invoice
 * has, is the 404 page for both.
 */
import { Type } from 'typebox';
import { originOf, type App } from '../../platform/http.js';
import { pdfRoute } from '../../platform/pages/pdf.js';
import { pageRoute } from '../../platform/pages/route.js';
import { invoicePage } from './page.js';
import { invoicePdf } from './pdf.js';
import { INVOICE_PAGE_PATH, INVOICE_PDF_SUFFIX } from './present.js';
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

export function invoicePdfRoute(app: App, invoices: InvoiceService): void {
  // The router reads `:token.pdf` as the parameter followed by the fixed `.pdf`: `/i/<token>` stays the page.
  pdfRoute<{ token: string }>(app, {
    url: `${INVOICE_PAGE_PATH}:token${INVOICE_PDF_SUFFIX}`,
    schema: {
      tags: ['invoices'],
      operationId: 'downloadInvoicePdf',
      summary: 'An invoice\'s page as a PDF, for the client',
      description:
        'The same content as the invoice\'s page (`public_url`), as an A4 PDF to keep or print, without a credential: ' +
        '`public_url` followed by `.pdf`. Shown inline by a browser, saved as `invoice-<number>.pdf`. An unknown token answers ' +
        'the page\'s 404 HTML page. Limited per address like every anonymous request.',
      params: InvoicePageParams,
    },
    found: 'The invoice as a PDF (A4).',
    render: async (req) => {
      const page = await invoices.forPage(req.params.token, originOf(req));
      return page ? invoicePdf(page) : null;
    },
  });
}
