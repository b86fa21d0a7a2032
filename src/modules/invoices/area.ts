import { defineArea, type Platform } from '../../platform/area.js';
import type { App } from '../../platform/http.js';
import type { ClientService } from '../clients/service.js';
import type { CouponService } from '../coupons/service.js';
import type { EmailService } from '../emails/service.js';
import type { GiftCardService } from '../gift-cards/service.js';
import type { WebhookEvents } from '../webhooks/service.js';
import { INVOICE_PDF_SOURCE } from './invoice-mail.js';
import { invoicePdfSource } from './pdf.js';
import { PaymentService } from './payments.js';
import { invoicePageRoute, invoicePdfRoute } from './page-route.js';
import { invoiceRoutes } from './routes.js';
import { InvoiceService } from './service.js';
import { SummaryService } from './summaries.js';

interface InvoiceNeeds {
  clients: ClientService;
  coupons: CouponService;
  giftCards: GiftCardService;
  emails: EmailService;
  webhooks: WebhookEvents;
}

export const invoicesArea = defineArea({
  name: 'invoices',
  tags: [{ name: 'invoices', description: 'Invoices with line items, taxes and coupons; their payments, refunds and disputes; totals and summaries.' }],
  identifiers: [
    { format: 'in', names: 'invoices' },
    { format: 'li', names: 'line items' },
    { format: 'ip', names: 'payments' },
  ],
  needs: ['clients', 'coupons', 'giftCards', 'emails', 'webhooks'],
  services: ({ db, config }: Platform, { clients, coupons, giftCards, emails, webhooks }: InvoiceNeeds) => {
    const invoices = new InvoiceService(db, clients, coupons, webhooks, emails);
    emails.attachmentSource(INVOICE_PDF_SOURCE, invoicePdfSource(invoices));
    return {
      invoices,
      payments: new PaymentService(db, clients, giftCards, webhooks, config.platformFeePercent),
      summaries: new SummaryService(db, clients),
    };
  },
  routes: invoiceRoutes,
  outsideRoutes(app: App, { invoices }: { invoices: InvoiceService }) {
    invoicePageRoute(app, invoices);
    invoicePdfRoute(app, invoices);
  },
  clientReferences: [{ constraint: 'invoices_client_fk', code: 'client_has_invoices', records: 'invoices' }],
});
