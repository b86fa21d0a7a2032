import { defineArea, type Platform } from '../../platform/area.js';
import type { ClientService } from '../clients/service.js';
import type { PaymentService } from '../invoices/payments.js';
import type { InvoiceService } from '../invoices/service.js';
import type { SessionService } from '../scheduling/sessions.js';
import { documentRoutes } from './routes.js';
import { DocumentService } from './service.js';

/** A client's documents: the records of other areas that are documents (invoices, sessions), as one list. */
export const documentsArea = defineArea({
  name: 'documents',
  // Listed under the clients' section: a client's documents are read from the client.
  tags: [],
  identifiers: [],
  needs: ['clients', 'payments', 'invoices', 'sessions'],
  services: (
    { db }: Platform,
    { clients, payments, invoices, sessions }: { clients: ClientService; payments: PaymentService; invoices: InvoiceService; sessions: SessionService },
  ) => ({
    documents: new DocumentService(db, clients, payments, [(scope) => invoices.documentSource(scope), (scope) => sessions.documentSource(scope)]),
  }),
  routes: documentRoutes,
});
