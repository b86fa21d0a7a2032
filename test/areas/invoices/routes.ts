/** Invoices and payments (API.md §6): what the matrices cannot derive about their routes. */
import type { Api, TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes, RouteEntry } from '../../support/route-matrix.js';
import { currencyNul } from '../gift-cards/routes.js';
import { created, done, unique, uniqueEmail } from '../records.js';

interface Identified {
  id: string;
}

/** Their client, coupon and gift card are the area's own: no other route's case changes what an invoice may use. */
export interface InvoiceRecords {
  billed: Identified;
  coupon: { id: string; code: string };
  /** Pays for payments by gift card. */
  card: { id: string; code: string };
  /** Stays a draft: read and updated by the matrices. */
  draft: Identified;
  /** The first valid DELETE removes it, later ones meet a 404. */
  doomed: Identified;
  /** The first valid send sends it, later ones meet a 409. */
  unsent: Identified;
  /** Sent, and so large that the accepted payments never exhaust what is due. */
  sent: Identified;
  /** Refunded a minor unit at a time. */
  refundable: Identified;
  /** The first valid dispute opens it, later ones meet a 409. */
  disputable: Identified;
  /** Its dispute open: the first valid resolve closes it, later ones meet a 409. */
  disputed: Identified;
}

export const lineItem = () => ({ name: 'Portrait session', description: 'Two hours', quantity: 2, amount: 15000, taxable: true, tax_rate: 8.25 });
export const invoiceBody = (r: InvoiceRecords) => ({
  client_id: r.billed.id, currency: 'usd', due_date: '2031-06-30', line_items: [lineItem()], coupon_code: r.coupon.code, notes: 'Thank you!',
});
export const cardDetails = () => ({ brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2030, funding: 'credit' });
// A small amount: every payment the matrices record must fit in what the invoice has due.
export const paymentBody = () => ({ amount: 100, payment_method: 'card', payment_date: '2026-01-15T10:00:00.123456Z', payment_method_details: cardDetails() });

export async function sentInvoice(api: Api, body: object): Promise<any> {
  const { id } = await created(api, '/invoices', body);
  return done(api.post(`/invoices/${id}/send`, {}), 'sending an invoice');
}

async function records(_server: TestServer, studio: TestStudio): Promise<InvoiceRecords> {
  const { api } = studio;
  const billed = await created(api, '/clients', { first_name: 'Billed', email: uniqueEmail('billed') });
  const coupon = await created(api, '/coupons', { code: `INV${unique()}`, discount_type: 'percentage', discount_value: 10 });
  const card = await created(api, '/gift_cards', { amount: 1_000_000, currency: 'usd' });
  const base = { billed, coupon } as InvoiceRecords;
  const sent = await sentInvoice(api, { ...invoiceBody(base), coupon_code: null, line_items: [{ name: 'Wedding', quantity: 1, amount: 10_000_000_000 }] });
  const payment = (body: object) => created(api, `/invoices/${sent.id}/payments`, body);
  const disputed = await payment({ amount: 10_000, payment_method: 'card' });
  await done(api.post(`/invoices/${sent.id}/payments/${disputed.id}/dispute`, {}), 'disputing a payment');
  return {
    ...base, card, sent, disputed,
    draft: await created(api, '/invoices', invoiceBody(base)),
    doomed: await created(api, '/invoices', invoiceBody(base)),
    unsent: await created(api, '/invoices', invoiceBody(base)),
    refundable: await payment({ amount: 1_000_000, payment_method: 'card', payment_method_details: cardDetails() }),
    disputable: await payment({ amount: 10_000, payment_method: 'paypal', payment_method_details: { payer_email: 'payer@example.test' } }),
  };
}

const missingInvoice = { invoice_id: 'invoice_not_found' };
const missingPayment = { invoice_id: 'invoice_not_found', payment_id: 'payment_not_found' };
const invoiceReferences: RouteEntry<InvoiceRecords>['references'] = {
  // API.md §9: a client_id the studio does not have is 422 naming it, whichever studio has it.
  client_id: { error: 'validation_error' },
  coupon_code: { error: 'coupon_not_applicable' },
};
const paymentOf = (payment: keyof InvoiceRecords) => (r: InvoiceRecords) => ({ invoice_id: r.sent.id, payment_id: r[payment].id });
// A client's summaries take the client as a query parameter: unknown, it is 404 client_not_found (API.md §9).
const ofClient = { query: (r: InvoiceRecords) => ({ client_id: r.billed.id }), missing: { client_id: 'client_not_found' } };

export const invoices: AreaRoutes<InvoiceRecords> = {
  name: 'invoices',
  records,
  routes: {
    // On the lists client_id is a filter: an unknown one simply matches nothing.
    'GET /invoices': { query: (r) => ({ client_id: r.billed.id }), missing: { client_id: 'filter' } },
    'POST /invoices': { body: invoiceBody, nul: { currency: currencyNul }, references: invoiceReferences },
    'GET /invoices/invoice_summary': {},
    'GET /invoices/currencies/list': {},
    'GET /invoices/payments/list': { query: (r) => ({ client_id: r.billed.id }), missing: { client_id: 'filter' } },
    'GET /invoices/payments/disputed,needs-response/count': {},
    // The portal token is another client's: its invoices are refused (API.md §11).
    'GET /invoices/:invoice_id': { params: (r) => ({ invoice_id: r.draft.id }), missing: missingInvoice, portal: { status: 403, error: 'access_denied' } },
    'PUT /invoices/:invoice_id': {
      params: (r) => ({ invoice_id: r.draft.id }), body: invoiceBody, missing: missingInvoice, nul: { currency: currencyNul }, references: invoiceReferences,
    },
    'DELETE /invoices/:invoice_id': { params: (r) => ({ invoice_id: r.doomed.id }), missing: missingInvoice },
    'POST /invoices/:invoice_id/send': {
      params: (r) => ({ invoice_id: r.unsent.id }), missing: missingInvoice, body: () => ({ notify: false }), bodyOptional: true,
      // An invoice is sent once: the first accepted body sends it, any later one finds it sent.
      accepted: { status: [200, 409], error: 'invoice_not_editable' },
    },
    'POST /invoices/:invoice_id/payments': {
      params: (r) => ({ invoice_id: r.sent.id }), body: paymentBody, missing: missingInvoice,
      // API.md §9: a gift card the studio does not have is 422 naming its code.
      references: { gift_card_code: { error: 'validation_error', body: (r) => ({ amount: 100, payment_method: 'gift_card', gift_card_code: r.card.code }) } },
    },
    'GET /invoices/:invoice_id/payments/:payment_id': { params: paymentOf('refundable'), missing: missingPayment },
    'POST /invoices/:invoice_id/payments/:payment_id/refund': {
      params: paymentOf('refundable'), missing: missingPayment, bodyOptional: true, body: () => ({ amount: 1 }),
      // A body without `amount` refunds all that is left: any refund after that one finds nothing to refund.
      accepted: { status: [200, 409], error: 'payment_not_refundable' },
    },
    'POST /invoices/:invoice_id/payments/:payment_id/dispute': { params: paymentOf('disputable'), missing: missingPayment },
    'POST /invoices/:invoice_id/payments/:payment_id/dispute/resolve': {
      params: paymentOf('disputed'), missing: missingPayment, body: () => ({ outcome: 'won' }),
      // A dispute closes once: the first accepted body resolves it, any later one finds none open.
      accepted: { status: [200, 409], error: 'payment_not_disputed' },
    },
    'GET /invoices_summary/currencies': ofClient,
    'GET /invoices_summary/totals/:currency': { params: () => ({ currency: 'usd' }), ...ofClient },
  },
};
