/** A client's documents (API.md §7): what the matrices cannot derive about their route. */
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { created, done, unique, uniqueEmail } from '../records.js';

export interface DocumentRecords {
  /** A client with a sent invoice, paid in part with a gift card. */
  billed: { id: string };
  invoice: { id: string };
  card: { id: string; code: string };
}

async function records(_server: TestServer, studio: TestStudio): Promise<DocumentRecords> {
  const { api } = studio;
  const billed = await created(api, '/clients', { first_name: 'Documented', email: uniqueEmail('documented') });
  const card = await created(api, '/gift_cards', { amount: 5000, currency: 'usd', code: `DOC-${unique()}` });
  const draft = await created(api, '/invoices', { client_id: billed.id, currency: 'usd', due_date: '2031-06-30', line_items: [{ name: 'Prints', quantity: 1, amount: 9000 }] });
  const invoice = await done(api.post(`/invoices/${draft.id}/send`, {}), 'sending an invoice');
  await created(api, `/invoices/${invoice.id}/payments`, { amount: 2500, payment_method: 'gift_card', gift_card_code: card.code });
  return { billed, invoice, card };
}

export const documents: AreaRoutes<DocumentRecords> = {
  name: 'documents',
  records,
  routes: {
    'GET /clients/:client_id/documents': { params: (r) => ({ client_id: r.billed.id }) },
  },
};
