import { Type } from 'typebox';
import { callerOf, type App } from '../../platform/http.js';
import { Data, ErrorBody, MessageBody } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import type { Services } from '../../areas.js';
import {
  ClientCurrencyEntry, ClientSummaryQuery, ClientTotals, Currency, DisputedCount, DisputedQuery, DisputeResolution, Invoice,
  InvoiceCreate, InvoiceListQuery, InvoiceQuery, InvoiceSummary, InvoiceUpdate, Payment, PaymentCreate, PaymentListItem,
  PaymentListQuery, PaymentQuery, RefundRequest, SummaryQuery, type InvoiceFilter,
} from './schemas.js';

const config = { access: 'photographer', area: 'invoices' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const tags = ['invoices'];

const ListMeta = Type.Object({ current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
const InvoiceParams = Type.Object({ invoice_id: Type.String() });
const PaymentParams = Type.Object({ invoice_id: Type.String(), payment_id: Type.String() });
const invoiceId = (params: { invoice_id: string }) => pathId('in', params.invoice_id, 'invoice');
const paymentId = (params: { payment_id: string }) => pathId('ip', params.payment_id, 'payment');
/** A list's `client_id` filter: malformed is 400 `invalid_id`; one the studio does not have matches nothing. */
const clientFilter = (clientId: string | undefined) => (clientId === undefined ? null : pathId('cl', clientId, 'client'));

function filterOf(query: { timeframe_filter?: InvoiceFilter['timeframe']; to?: string; currency?: string; payment_type?: InvoiceFilter['paymentType'] }): InvoiceFilter {
  return {
    timeframe: query.timeframe_filter ?? 'all_time',
    to: query.to ?? null,
    currency: query.currency ?? null,
    paymentType: query.payment_type ?? 'all',
  };
}

/** The spec's list meta: current_page, per_page, total. */
const listMeta = (meta: { current_page: number; per_page: number; total: number }) => ({
  current_page: meta.current_page,
  per_page: meta.per_page,
  total: meta.total,
});

export function invoiceRoutes(app: App, { invoices, payments, summaries }: Services): void {
  app.get('/invoices', {
    schema: { tags, summary: 'List invoices', querystring: InvoiceListQuery, response: { 200: Type.Object({ data: Type.Array(Invoice), meta: ListMeta }), ...errors } },
    config,
  }, async (req) => {
    const { page, per_page, expand, client_id, status } = req.query;
    const filter = { ...filterOf(req.query), clientId: clientFilter(client_id), status: status ?? null };
    const { data, meta } = await invoices.list(callerOf(req), filter, { page, perPage: per_page }, expand);
    return { data, meta: listMeta(meta) };
  });

  app.post('/invoices', {
    schema: { tags, summary: 'Create a draft invoice', body: InvoiceCreate, response: { 201: Data(Invoice), ...errors } },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await invoices.create(callerOf(req), req.body) }));

  app.get('/invoices/invoice_summary', {
    schema: { tags, summary: 'Totals of issued invoices in one currency', querystring: SummaryQuery, response: { 200: Data(InvoiceSummary), ...errors } },
    config,
  }, async (req) => ({ data: await summaries.invoiceSummary(callerOf(req), filterOf(req.query)) }));

  app.get('/invoices/currencies/list', {
    schema: { tags, summary: 'Currencies invoices may use', response: { 200: Data(Type.Array(Currency)), ...errors } },
    config,
  }, async () => ({ data: summaries.currencies() }));

  app.get('/invoices/payments/list', {
    schema: { tags, summary: 'List payments', querystring: PaymentListQuery, response: { 200: Type.Object({ data: Type.Array(PaymentListItem), meta: ListMeta }), ...errors } },
    config,
  }, async (req) => {
    const { page, page_size, expand, client_id, timeframe_filter, to, transaction_date_to } = req.query;
    const filter = {
      clientId: clientFilter(client_id),
      timeframe: timeframe_filter ?? 'all_time',
      to: earliest(to, transaction_date_to),
    };
    const { data, meta } = await payments.list(callerOf(req), filter, { page, perPage: page_size }, expand === 'client');
    return { data, meta: listMeta(meta) };
  });

  app.get('/invoices/payments/disputed,needs-response/count', {
    schema: { tags, summary: 'Disputed payments that need a response', querystring: DisputedQuery, response: { 200: Data(DisputedCount), ...errors } },
    config,
  }, async (req) => ({ data: await summaries.disputed(callerOf(req), req.query.currency) }));

  app.get('/invoices/:invoice_id', {
    schema: { tags, summary: 'Get an invoice', params: InvoiceParams, querystring: InvoiceQuery, response: { 200: Data(Invoice), ...errors } },
    config,
  }, async (req) => ({ data: await invoices.get(callerOf(req), invoiceId(req.params), req.query.expand) }));

  app.put('/invoices/:invoice_id', {
    schema: { tags, summary: 'Update a draft invoice (partial)', params: InvoiceParams, body: InvoiceUpdate, response: { 200: Data(Invoice), ...errors } },
    config,
  }, async (req) => ({ data: await invoices.update(callerOf(req), invoiceId(req.params), req.body) }));

  app.delete('/invoices/:invoice_id', {
    schema: { tags, summary: 'Delete a draft invoice', params: InvoiceParams, response: { 200: MessageBody, ...errors } },
    config,
  }, async (req) => {
    await invoices.remove(callerOf(req), invoiceId(req.params));
    return { message: 'The invoice has been deleted.' };
  });

  app.post('/invoices/:invoice_id/send', {
    schema: { tags, summary: 'Send a draft invoice', params: InvoiceParams, response: { 200: Data(Invoice), ...errors } },
    config,
  }, async (req) => ({ data: await invoices.send(callerOf(req), invoiceId(req.params)) }));

  app.post('/invoices/:invoice_id/payments', {
    schema: { tags, summary: 'Record a payment', params: InvoiceParams, body: PaymentCreate, response: { 201: Data(Payment), ...errors } },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await payments.record(callerOf(req), invoiceId(req.params), req.body) }));

  app.get('/invoices/:invoice_id/payments/:payment_id', {
    schema: { tags, summary: 'Get a payment', params: PaymentParams, querystring: PaymentQuery, response: { 200: Data(Payment), ...errors } },
    config,
  }, async (req) => ({
    data: await payments.get(callerOf(req), invoiceId(req.params), paymentId(req.params), req.query.expand === 'client'),
  }));

  app.post('/invoices/:invoice_id/payments/:payment_id/refund', {
    schema: { tags, summary: 'Refund a payment, fully or in part', params: PaymentParams, body: RefundRequest, response: { 200: Data(Payment), ...errors } },
    config,
    // The body is optional: none at all refunds everything that is left (a JSON null is still refused).
    preValidation: (req, _reply, done) => {
      if (req.body === undefined) req.body = {};
      done();
    },
  }, async (req) => ({
    data: await payments.refund(callerOf(req), invoiceId(req.params), paymentId(req.params), req.body.amount),
  }));

  app.post('/invoices/:invoice_id/payments/:payment_id/dispute', {
    schema: { tags, summary: 'Mark a payment disputed', params: PaymentParams, response: { 200: Data(Payment), ...errors } },
    config,
  }, async (req) => ({ data: await payments.dispute(callerOf(req), invoiceId(req.params), paymentId(req.params)) }));

  app.post('/invoices/:invoice_id/payments/:payment_id/dispute/resolve', {
    schema: { tags, summary: 'Close a dispute', params: PaymentParams, body: DisputeResolution, response: { 200: Data(Payment), ...errors } },
    config,
  }, async (req) => ({
    data: await payments.resolve(callerOf(req), invoiceId(req.params), paymentId(req.params), req.body.outcome),
  }));

  app.get('/invoices_summary/currencies', {
    schema: { tags, summary: "A client's invoice totals per currency", querystring: ClientSummaryQuery, response: { 200: Data(Type.Array(ClientCurrencyEntry)), ...errors } },
    config,
  }, async (req) => ({ data: await summaries.clientCurrencies(callerOf(req), req.query.client_id) }));

  app.get('/invoices_summary/totals/:currency', {
    schema: {
      tags,
      summary: "A client's invoice totals in one currency",
      params: Type.Object({ currency: Type.String() }),
      querystring: ClientSummaryQuery,
      response: { 200: Data(ClientTotals), ...errors },
    },
    config,
  }, async (req) => ({ data: await summaries.clientTotals(callerOf(req), req.params.currency, req.query.client_id) }));
}

/** `to` and its payments alias `transaction_date_to`: when both are given the earlier caps. */
function earliest(...dates: (string | undefined)[]): string | null {
  const given = dates.filter((date): date is string => date !== undefined).sort();
  return given[0] ?? null;
}
