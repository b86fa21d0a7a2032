import { Type } from 'typebox';
import { callerOf, originOf, type App } from '../../platform/http.js';
import { builtToShape } from '../../platform/serialization.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Message, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import type { InvoiceService } from './service.js';
import type { PaymentService } from './payments.js';
import type { SummaryService } from './summaries.js';
import {
  ClientCurrencyEntry, ClientSummaryQuery, ClientTotals, Currency, CurrencyParams, DisputedCount, DisputedQuery, DisputeResolution, Invoice,
  InvoiceCreate, InvoiceListQuery, InvoiceParams, InvoiceQuery, InvoiceSend, InvoiceSummary, InvoiceUpdate, ListMeta, Payment, PaymentCreate,
  PaymentListItem, PaymentListQuery, PaymentParams, PaymentQuery, RefundRequest, SummaryQuery, type InvoiceFilter,
} from './schemas.js';

const config = { access: 'photographer', area: 'invoices' } as const;
/** The reads a client portal token may also call, for its own invoices (API.md §11). */
const readConfig = { ...config, access: 'any' } as const;
const CLIENT_READS = 'Studio staff and client portal tokens; a client reads only its own invoices, drafts left out.';
const ACCESS_DENIED = '`access_denied`: a client portal token asked for another client\'s invoice.';
const tags = ['invoices'];

const invoiceId = (params: { invoice_id: string }) => pathId('in', params.invoice_id, 'invoice');
const paymentId = (params: { payment_id: string }) => pathId('ip', params.payment_id, 'payment');
/** A list's `client_id` filter: malformed is 400 `invalid_id`; one the studio does not have matches nothing. */
const clientFilter = (clientId: string | undefined) => (clientId === undefined ? null : pathId('cl', clientId, 'client'));

function filterOf(query: { timeframe_filter: InvoiceFilter['timeframe']; to?: string; currency?: string; payment_type: InvoiceFilter['paymentType'] }): InvoiceFilter {
  return {
    timeframe: query.timeframe_filter,
    to: query.to ?? null,
    currency: query.currency ?? null,
    paymentType: query.payment_type,
  };
}

/** The spec's list meta: current_page, per_page, total. */
const listMeta = (meta: { current_page: number; per_page: number; total: number }) => ({
  current_page: meta.current_page,
  per_page: meta.per_page,
  total: meta.total,
});

const EXPANDED = 'The answer has every expansion (`client`, `line_items`, `payments`, `associated_documents`).';
const INVALID_CURRENCY = '`invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).';
const INVALID_INVOICE_ID = invalidIdLine('invoice_id', 'in', 'invoice');
const INVALID_PAYMENT_ID = invalidIdLine('payment_id', 'ip', 'payment');
const INVALID_CLIENT_ID = invalidIdLine('client_id', 'cl', 'client');
const INVOICE_NOT_FOUND = '`invoice_not_found`: the studio has no invoice with this identifier.';
const PAYMENT_NOT_FOUND = '`payment_not_found`: the invoice has no payment with this identifier.';
const NOT_DRAFT = (action: string) => `\`invoice_not_editable\`: the invoice has been sent; only a draft can be ${action}.`;
const COUPON_NOT_APPLICABLE =
  '`coupon_not_applicable`: `coupon_code` names no coupon, or one that is not active, needs a larger subtotal, is a fixed ' +
  'amount in another currency, or whose last use was just taken (`details.coupon_code`); nothing is saved.';
const PAYMENT_ERRORS = { 400: [INVALID_INVOICE_ID, INVALID_PAYMENT_ID], 404: [INVOICE_NOT_FOUND, PAYMENT_NOT_FOUND] };
const CLIENT_SUMMARY_ERRORS = {
  400: ['`invalid_request`: `client_id` is missing.', INVALID_CLIENT_ID],
  404: ['`client_not_found`: the studio has no client with this identifier.'],
};

export function invoiceRoutes(app: App, { invoices, payments, summaries }: { invoices: InvoiceService; payments: PaymentService; summaries: SummaryService }): void {
  app.get('/invoices', {
    schema: {
      tags,
      operationId: 'listInvoices',
      summary: 'List invoices',
      description:
        'The studio\'s invoices, newest first, a page at a time, narrowed by the filters given (the period is on ' +
        '`created_at`, in the studio\'s time zone). Each invoice comes without `client`, `line_items`, `payments` and ' +
        `\`associated_documents\` unless \`expand\` asks for them. ${CLIENT_READS}`,
      querystring: InvoiceListQuery,
      response: {
        200: builtToShape(Type.Object(
          { data: Type.Array(Invoice, { description: 'The invoices on this page, newest first.' }), meta: ListMeta },
          { description: 'A page of invoices.' },
        )),
        ...errorResponses(readConfig, 'GET', { 400: [INVALID_CURRENCY, INVALID_CLIENT_ID] }),
      },
    },
    config: readConfig,
  }, async (req) => {
    const { page, per_page, expand, client_id, status } = req.query;
    const filter = { ...filterOf(req.query), clientId: clientFilter(client_id), status: status ?? null };
    const { data, meta } = await invoices.list(callerOf(req), filter, { page, perPage: per_page }, originOf(req), expand);
    return { data, meta: listMeta(meta) };
  });

  app.post('/invoices', {
    schema: {
      tags,
      operationId: 'createInvoice',
      summary: 'Create a draft invoice',
      description:
        'Creates a `draft` invoice with the next invoice number. Each line totals `amount` × `quantity`; a `coupon_code` ' +
        'is redeemed at once (its use is counted) and discounts the subtotal; each taxable line is taxed on what the ' +
        'client pays for it, its share of the discount taken off; percentages round half-up to the minor unit. ' +
        `A draft can be changed, deleted or sent. ${EXPANDED} ${IDEMPOTENT} ${STAFF_ONLY}`,
      body: InvoiceCreate,
      response: {
        201: Data(Invoice, 'The draft invoice was created.'),
        ...errorResponses(config, 'POST', {
          400: [INVALID_CURRENCY],
          422: [`${INVALID_BODY} Also when \`client_id\` names no client of the studio.`, COUPON_NOT_APPLICABLE],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await invoices.create(callerOf(req), req.body, originOf(req)) }));

  app.get('/invoices/invoice_summary', {
    schema: {
      tags,
      operationId: 'getInvoiceSummary',
      summary: 'Totals of issued invoices in one currency',
      description:
        'Counts and adds up the studio\'s issued invoices (drafts are left out) in one currency that match the filters; ' +
        `amounts of other currencies are never mixed in. ${STAFF_ONLY}`,
      querystring: SummaryQuery,
      response: { 200: Data(InvoiceSummary, 'The totals.'), ...errorResponses(config, 'GET', { 400: [INVALID_CURRENCY] }) },
    },
    config,
  }, async (req) => ({ data: await summaries.invoiceSummary(callerOf(req), filterOf(req.query)) }));

  app.get('/invoices/currencies/list', {
    schema: {
      tags,
      operationId: 'listCurrencies',
      summary: 'List the currencies invoices may use',
      description: `Every currency the service supports, with its name and symbol. ${STAFF_ONLY}`,
      response: {
        200: Data(Type.Array(Currency, { description: 'The currencies.' }), 'The supported currencies.'),
        ...errorResponses(config, 'GET'),
      },
    },
    config,
  }, async () => ({ data: summaries.currencies() }));

  app.get('/invoices/payments/list', {
    schema: {
      tags,
      operationId: 'listPayments',
      summary: 'List payments',
      description:
        'Payments of every invoice of the studio, the latest `payment_date` first, a page of `page_size` at a time; the ' +
        `period is on \`payment_date\`, in the studio's time zone. ${STAFF_ONLY}`,
      querystring: PaymentListQuery,
      response: {
        200: builtToShape(Type.Object(
          { data: Type.Array(PaymentListItem, { description: 'The payments on this page, the latest first.' }), meta: ListMeta },
          { description: 'A page of payments.' },
        )),
        ...errorResponses(config, 'GET', { 400: [INVALID_CLIENT_ID] }),
      },
    },
    config,
  }, async (req) => {
    const { page, page_size, expand, client_id, timeframe_filter, to, transaction_date_to } = req.query;
    const filter = {
      clientId: clientFilter(client_id),
      timeframe: timeframe_filter,
      to: earliest(to, transaction_date_to),
    };
    const { data, meta } = await payments.list(callerOf(req), filter, { page, perPage: page_size }, expand === 'client');
    return { data, meta: listMeta(meta) };
  });

  app.get('/invoices/payments/disputed,needs-response/count', {
    schema: {
      tags,
      operationId: 'countDisputedPayments',
      summary: 'Count the disputed payments that need a response',
      description: `How many payments in one currency are disputed and still need a response, and their amounts added up. ${STAFF_ONLY}`,
      querystring: DisputedQuery,
      response: { 200: Data(DisputedCount, 'The open disputes.'), ...errorResponses(config, 'GET', { 400: [INVALID_CURRENCY] }) },
    },
    config,
  }, async (req) => ({ data: await summaries.disputed(callerOf(req), req.query.currency) }));

  app.get('/invoices/:invoice_id', {
    schema: {
      tags,
      operationId: 'getInvoice',
      summary: 'Get an invoice',
      description:
        'One invoice. Without `expand` it comes without `client`, `line_items`, `payments` and `associated_documents`: ' +
        `ask for \`expand=all\` to get its lines and payments. ${CLIENT_READS}`,
      params: InvoiceParams,
      querystring: InvoiceQuery,
      response: {
        200: Data(Invoice, 'The invoice.'),
        ...errorResponses(readConfig, 'GET', { 400: [INVALID_INVOICE_ID], 403: [ACCESS_DENIED], 404: [INVOICE_NOT_FOUND] }),
      },
    },
    config: readConfig,
  }, async (req) => ({ data: await invoices.get(callerOf(req), invoiceId(req.params), originOf(req), req.query.expand) }));

  app.put('/invoices/:invoice_id', {
    schema: {
      tags,
      operationId: 'updateInvoice',
      summary: 'Update a draft invoice',
      description:
        'Changes the fields given and keeps the others (a partial update); `line_items` replaces every line. Only a ' +
        'draft can change. A change of lines, currency, client or coupon prices the invoice again and redeems its ' +
        `coupon again; \`coupon_code: null\` removes the coupon and gives its use back. ${EXPANDED} ${STAFF_ONLY}`,
      params: InvoiceParams,
      body: InvoiceUpdate,
      response: {
        200: Data(Invoice, 'The invoice after the change.'),
        ...errorResponses(config, 'PUT', {
          400: [INVALID_INVOICE_ID, INVALID_CURRENCY],
          404: [INVOICE_NOT_FOUND],
          409: [NOT_DRAFT('edited')],
          422: [`${INVALID_BODY} Also when \`client_id\` names no client of the studio.`, COUPON_NOT_APPLICABLE],
        }),
      },
    },
    config,
  }, async (req) => ({ data: await invoices.update(callerOf(req), invoiceId(req.params), req.body, originOf(req)) }));

  app.delete('/invoices/:invoice_id', {
    schema: {
      tags,
      operationId: 'deleteInvoice',
      summary: 'Delete a draft invoice',
      description: `Deletes a draft permanently and gives its coupon's use back; its number is not reused. A sent invoice cannot be deleted. ${STAFF_ONLY}`,
      params: InvoiceParams,
      response: {
        200: Message('The invoice was deleted.'),
        ...errorResponses(config, 'DELETE', { 400: [INVALID_INVOICE_ID], 404: [INVOICE_NOT_FOUND], 409: [NOT_DRAFT('deleted')] }),
      },
    },
    config,
  }, async (req) => {
    await invoices.remove(callerOf(req), invoiceId(req.params));
    return { message: 'The invoice has been deleted.' };
  });

  app.post('/invoices/:invoice_id/send', {
    schema: {
      tags,
      operationId: 'sendInvoice',
      summary: 'Send a draft invoice',
      description:
        'Issues the draft: it becomes `sent` (or `overdue` once its due date has passed), can take payments and counts ' +
        `in the summaries; it can no longer change. It gets its page for the client, at \`public_url\`, and the client is mailed ` +
        'the amount due, the due date, that link and the PDF (`invoice_sent`, see GET /emails) unless `notify` is false or the client ' +
        `has no email. The body may be left out. ${EXPANDED} ${IDEMPOTENT} ${STAFF_ONLY}`,
      // The body may be left out: validated as {} (json-body.ts), and the document says so.
      'x-body-optional': true,
      params: InvoiceParams,
      body: InvoiceSend,
      response: {
        200: Data(Invoice, 'The invoice, sent.'),
        ...errorResponses(config, 'POST', { 400: [INVALID_INVOICE_ID], 404: [INVOICE_NOT_FOUND], 409: [NOT_DRAFT('sent')] }),
      },
    },
    config,
  }, async (req) => ({ data: await invoices.send(callerOf(req), invoiceId(req.params), originOf(req), req.body) }));

  app.post('/invoices/:invoice_id/payments', {
    schema: {
      tags,
      operationId: 'createPayment',
      summary: 'Record a payment',
      description:
        'Records a `completed` payment of a sent invoice, at most its `amount_due`, with its fees computed. With ' +
        '`payment_method: gift_card` the card named by `gift_card_code` is debited at once, never below 0. The ' +
        `invoice's \`amount_paid\` and status follow. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: InvoiceParams,
      body: PaymentCreate,
      response: {
        201: Data(Payment, 'The payment was recorded.'),
        ...errorResponses(config, 'POST', {
          400: [INVALID_INVOICE_ID],
          404: [INVOICE_NOT_FOUND],
          409: ['`invoice_not_sent`: the invoice is a draft; send it first.'],
          422: [
            `${INVALID_BODY} Also when \`amount\` is more than \`amount_due\`, details of another method are sent, or the gift ` +
              'card is unknown, in another currency, expired, redeemed or short of `amount`.',
          ],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await payments.record(callerOf(req), invoiceId(req.params), req.body, originOf(req)) }));

  app.get('/invoices/:invoice_id/payments/:payment_id', {
    schema: {
      tags,
      operationId: 'getPayment',
      summary: 'Get a payment',
      description: `One payment of the invoice, with its fees, net amount, refunds, method details and dispute. ${STAFF_ONLY}`,
      params: PaymentParams,
      querystring: PaymentQuery,
      response: { 200: Data(Payment, 'The payment.'), ...errorResponses(config, 'GET', PAYMENT_ERRORS) },
    },
    config,
  }, async (req) => ({
    data: await payments.get(callerOf(req), invoiceId(req.params), paymentId(req.params), req.query.expand === 'client'),
  }));

  app.post('/invoices/:invoice_id/payments/:payment_id/refund', {
    schema: {
      tags,
      operationId: 'refundPayment',
      summary: 'Refund a payment, fully or in part',
      description:
        'Refunds `amount`, or all that is left when the body or `amount` is left out: the payment becomes ' +
        '`partially_refunded` or `refunded`, the invoice\'s `amount_paid` goes down (its status follows), and money paid ' +
        `by gift card goes back on the card. ${IDEMPOTENT} ${STAFF_ONLY}`,
      // The body may be left out: validated as {} (json-body.ts), and the document says so.
      'x-body-optional': true,
      params: PaymentParams,
      body: RefundRequest,
      response: {
        200: Data(Payment, 'The payment after the refund.'),
        ...errorResponses(config, 'POST', {
          ...PAYMENT_ERRORS,
          409: ['`payment_not_refundable`: the payment is refunded, disputed, pending or failed.'],
          422: [`${INVALID_BODY} Also when \`amount\` is more than is left to refund.`],
        }),
      },
    },
    config,
  }, async (req) => ({
    data: await payments.refund(callerOf(req), invoiceId(req.params), paymentId(req.params), req.body.amount, originOf(req)),
  }));

  app.post('/invoices/:invoice_id/payments/:payment_id/dispute', {
    schema: {
      tags,
      operationId: 'disputePayment',
      summary: 'Mark a payment disputed',
      description:
        'Records that the client disputed a card or PayPal payment with their bank: it becomes `disputed` and needs a ' +
        `response until the dispute is resolved. No body. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: PaymentParams,
      response: {
        200: Data(Payment, 'The payment, disputed.'),
        ...errorResponses(config, 'POST', {
          ...PAYMENT_ERRORS,
          409: ['`payment_not_disputable`: only a completed or partly refunded card or PayPal payment can be disputed.'],
        }),
      },
    },
    config,
  }, async (req) => ({ data: await payments.dispute(callerOf(req), invoiceId(req.params), paymentId(req.params), originOf(req)) }));

  app.post('/invoices/:invoice_id/payments/:payment_id/dispute/resolve', {
    schema: {
      tags,
      operationId: 'resolvePaymentDispute',
      summary: 'Close a dispute',
      description:
        '`won` returns the payment to `completed` (or `partially_refunded`); `lost` refunds all of it, which leaves the ' +
        `invoice's \`amount_paid\`. ${IDEMPOTENT} ${STAFF_ONLY}`,
      params: PaymentParams,
      body: DisputeResolution,
      response: {
        200: Data(Payment, 'The payment after the dispute.'),
        ...errorResponses(config, 'POST', {
          ...PAYMENT_ERRORS,
          409: ['`payment_not_disputed`: the payment has no open dispute.'],
          422: [INVALID_BODY],
        }),
      },
    },
    config,
  }, async (req) => ({
    data: await payments.resolve(callerOf(req), invoiceId(req.params), paymentId(req.params), req.body.outcome, originOf(req)),
  }));

  app.get('/invoices_summary/currencies', {
    schema: {
      tags,
      operationId: 'listClientInvoiceCurrencies',
      summary: "A client's invoice totals per currency",
      description: `For each currency the client has issued invoices in, how many and their amounts added up. ${STAFF_ONLY}`,
      querystring: ClientSummaryQuery,
      response: {
        200: Data(Type.Array(ClientCurrencyEntry, { description: 'One entry per currency.' }), 'The client\'s totals per currency.'),
        ...errorResponses(config, 'GET', CLIENT_SUMMARY_ERRORS),
      },
    },
    config,
  }, async (req) => ({ data: await summaries.clientCurrencies(callerOf(req), req.query.client_id) }));

  app.get('/invoices_summary/totals/:currency', {
    schema: {
      tags,
      operationId: 'getClientInvoiceTotals',
      summary: "A client's invoice totals in one currency",
      description: `The client's issued invoices in the currency: how many, their totals, what is paid, unpaid and overdue. ${STAFF_ONLY}`,
      params: CurrencyParams,
      querystring: ClientSummaryQuery,
      response: {
        200: Data(ClientTotals, 'The client\'s totals.'),
        ...errorResponses(config, 'GET', { ...CLIENT_SUMMARY_ERRORS, 400: [...CLIENT_SUMMARY_ERRORS[400], INVALID_CURRENCY] }),
      },
    },
    config,
  }, async (req) => ({ data: await summaries.clientTotals(callerOf(req), req.params.currency, req.query.client_id) }));
}

/** `to` and its payments alias `transaction_date_to`: when both are given the earlier caps. */
function earliest(...dates: (string | undefined)[]): string | null {
  const given = dates.filter((date): date is string => date !== undefined).sort();
  return given[0] ?? null;
}
