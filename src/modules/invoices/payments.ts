import type { Db, Tx } from '../../platform/db/pool.js';
import type { Caller } from '../../platform/access.js';
import { conflict, invalid, invalidField } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { formatMoney } from '../../platform/money.js';
import { wellFormed } from '../../platform/text.js';
import { paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import type { ClientService } from '../clients/service.js';
import type { GiftCardService } from '../gift-cards/service.js';
import type { EventType, WebhookEvents } from '../webhooks/service.js';
import { feesOf, type PaymentMethod } from './arithmetic.js';
import { invoiceNotFound, paymentNotFound } from './errors.js';
import { paymentQueries, transactionTime, type PaymentChanges, type PaymentQueries, type PaymentRow } from './payment-queries.js';
import { presentInvoice, presentPayment, presentPaymentListItem } from './present.js';
import { invoiceQueries, type InvoiceQueries, type InvoiceRow } from './queries.js';
import type { Payment, PaymentCreate, PaymentListItem } from './schemas.js';
import { timeframeRange, type Timeframe } from './timeframes.js';

/** Which `payment_method_details` fields belong to which method. */
const DETAIL_FIELDS: Record<PaymentMethod, readonly string[]> = {
  card: ['brand', 'last_four', 'exp_month', 'exp_year', 'funding'],
  paypal: ['payer_email', 'payer_id'],
  bank_transfer: ['reference'],
  gift_card: [],
};
/** Chargebacks come from card networks and PayPal; a transfer or a gift card has no one to dispute with. */
const DISPUTABLE: readonly PaymentMethod[] = ['card', 'paypal'];
const REFUNDABLE: readonly PaymentRow['status'][] = ['completed', 'partially_refunded'];

export interface PaymentFilter {
  clientId: string | null;
  timeframe: Timeframe;
  to: string | null;
}

/**
 * Payments of sent invoices (API.md §6). Every write locks the invoice, then the payment, and
 * recomputes the invoice's `amount_paid` in the same transaction.
 */
export class PaymentService {
  private queries: PaymentQueries;
  private invoices: InvoiceQueries;

  constructor(
    private db: Db,
    private clients: ClientService,
    private giftCards: GiftCardService,
    private events: WebhookEvents,
    private platformFeePercent: number,
  ) {
    this.queries = paymentQueries(db);
    this.invoices = invoiceQueries(db);
  }

  async list(caller: Caller, filter: PaymentFilter, paging: PageRequest, expandClient: boolean): Promise<ListPage<PaymentListItem>> {
    const params = { studioId: caller.studio.id, clientId: filter.clientId, ...timeframeRange(filter.timeframe, caller.studio.timezone, filter.to) };
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.page(params, limit, offset), total: () => this.queries.total(params) },
      async (rows) => {
        const clients = expandClient ? await this.clients.briefs(caller, rows.map((row) => row.clientId)) : null;
        return rows.map((row) => presentPaymentListItem(row, clients?.get(row.clientId)));
      },
    );
  }

  async get(caller: Caller, invoiceId: string, id: string, expandClient: boolean): Promise<Payment> {
    const [invoice, row] = await Promise.all([
      this.invoices.byId(caller.studio.id, caller.studio.timezone, invoiceId),
      this.queries.byId(caller.studio.id, invoiceId, id),
    ]);
    if (!invoice) throw invoiceNotFound(invoiceId);
    if (!row) throw paymentNotFound(id);
    const client = expandClient ? (await this.clients.briefs(caller, [row.clientId])).get(row.clientId) : undefined;
    return presentPayment(row, client);
  }

  /** The gift card uses of a client's payments, newest first, as their documents show them (API.md §7). */
  async giftCardActivitiesOf(caller: Caller, clientId: string) {
    const uses = await this.queries.giftCardUsesOfClient(caller.studio.id, clientId);
    return uses.map((use) => {
      const payment = presentPayment(use);
      return {
        gift_card_id: String(use.giftCardId),
        code: String(use.methodDetails?.code),
        amount: payment.amount,
        amount_formatted: payment.amount_formatted,
        invoice_id: payment.invoice_id,
        used_at: payment.payment_date,
      };
    });
  }

  /**
   * Records a completed payment; more than the amount due is 422, a gift card is debited atomically.
   * `origin` begins the invoice's `public_url` in the `invoice.paid` event the payment may cause.
   */
  async record(caller: Caller, invoiceId: string, input: PaymentCreate, origin: string): Promise<Payment> {
    const details = methodDetails(input);
    const fees = feesOf(input.payment_method, input.amount, this.platformFeePercent);
    const row = await this.db.transaction(async (tx) => {
      const invoice = await this.lockedInvoice(tx, caller, invoiceId);
      if (invoice.status === 'draft') throw conflict('invoice_not_sent', 'Send the invoice before recording payments on it.');
      const due = invoice.amount - invoice.amountPaid;
      if (input.amount > due) {
        throw invalidField('amount', `The payment is more than the ${formatMoney(due, invoice.currency)} due on the invoice.`);
      }
      const giftCard = input.gift_card_code
        ? await this.giftCards.debit(tx, caller, { code: input.gift_card_code, amount: input.amount, currency: invoice.currency })
        : null;
      const payment = await this.queries.insert(tx, {
        studioId: caller.studio.id,
        id: newId('ip'),
        invoiceId,
        clientId: invoice.clientId,
        currency: invoice.currency,
        amount: input.amount,
        processorFee: fees.processorFee,
        transactionFee: fees.transactionFee,
        paymentDate: input.payment_date,
        paymentMethod: input.payment_method,
        methodDetails: giftCard ? { gift_card_id: giftCard.id, code: giftCard.code } : details,
        status: 'completed',
        giftCardId: giftCard?.id ?? null,
      });
      const presented = presentPayment(payment);
      await this.events.record(tx, caller.studio.id, 'payment.created', presented);
      await this.settle(tx, caller, invoice, origin);
      return presented;
    });
    return row;
  }

  /** Refunds all that is left, or `amount` of it; money paid by gift card goes back on the card. */
  async refund(caller: Caller, invoiceId: string, id: string, amount: number | undefined, origin: string): Promise<Payment> {
    return this.transition(caller, invoiceId, id, origin, 'payment.refunded', async (tx, payment) => {
      if (!REFUNDABLE.includes(payment.status)) {
        throw conflict('payment_not_refundable', `A ${payment.status.replace('_', ' ')} payment cannot be refunded.`);
      }
      const left = payment.amount - payment.refundedAmount;
      const refund = amount ?? left;
      if (refund > left) throw invalidField('amount', `Only ${formatMoney(left, payment.currency)} of the payment is left to refund.`);
      if (payment.giftCardId) await this.giftCards.credit(tx, caller, payment.giftCardId, refund);
      const refundedAmount = payment.refundedAmount + refund;
      return { refundedAmount, status: refundedAmount === payment.amount ? 'refunded' : 'partially_refunded' };
    });
  }

  /** The client disputed the charge with their bank: the payment needs a response. */
  async dispute(caller: Caller, invoiceId: string, id: string, origin: string): Promise<Payment> {
    return this.transition(caller, invoiceId, id, origin, null, async (_tx, payment) => {
      if (!DISPUTABLE.includes(payment.paymentMethod)) {
        throw conflict('payment_not_disputable', 'Only card and PayPal payments can be disputed.');
      }
      if (!REFUNDABLE.includes(payment.status)) {
        throw conflict('payment_not_disputable', `A ${payment.status.replace('_', ' ')} payment cannot be disputed.`);
      }
      return { status: 'disputed', disputedAt: transactionTime, disputeOutcome: null, disputeResolvedAt: null };
    });
  }

  /** Closes a dispute: won returns the payment to what it was, lost refunds all of it. */
  async resolve(caller: Caller, invoiceId: string, id: string, outcome: 'won' | 'lost', origin: string): Promise<Payment> {
    return this.transition(caller, invoiceId, id, origin, null, async (_tx, payment) => {
      if (payment.status !== 'disputed') throw conflict('payment_not_disputed', 'The payment has no open dispute.');
      const resolved = { disputeOutcome: outcome, disputeResolvedAt: transactionTime };
      if (outcome === 'lost') return { ...resolved, status: 'refunded', refundedAmount: payment.amount };
      return { ...resolved, status: payment.refundedAmount > 0 ? 'partially_refunded' : 'completed' };
    });
  }

  /**
   * Locks the invoice and the payment, applies one state change (recorded as `event` when it has one),
   * and settles the invoice.
   */
  private async transition(
    caller: Caller,
    invoiceId: string,
    id: string,
    origin: string,
    event: EventType | null,
    change: (tx: Tx, payment: PaymentRow) => Promise<PaymentChanges>,
  ): Promise<Payment> {
    const payment = await this.db.transaction(async (tx) => {
      const invoice = await this.lockedInvoice(tx, caller, invoiceId);
      const current = await this.queries.lockForUpdate(tx, caller.studio.id, invoiceId, id);
      if (!current) throw paymentNotFound(id);
      const updated = presentPayment(await this.queries.update(tx, caller.studio.id, invoiceId, id, await change(tx, current)));
      if (event) await this.events.record(tx, caller.studio.id, event, updated);
      await this.settle(tx, caller, invoice, origin);
      return updated;
    });
    return payment;
  }

  /**
   * Recomputes the invoice's `amount_paid` after a payment changed; an invoice this made paid is an
   * `invoice.paid` event (`before` is the invoice as locked, before the change).
   */
  private async settle(tx: Tx, caller: Caller, before: InvoiceRow, origin: string): Promise<void> {
    await this.queries.settle(tx, caller.studio.id, before.id);
    if (before.status === 'paid') return;
    const after = await this.lockedInvoice(tx, caller, before.id);
    if (after.status === 'paid') await this.events.record(tx, caller.studio.id, 'invoice.paid', presentInvoice(after, origin));
  }

  private async lockedInvoice(tx: Tx, caller: Caller, invoiceId: string): Promise<InvoiceRow> {
    const invoice = await this.invoices.lockForUpdate(tx, caller.studio.id, caller.studio.timezone, invoiceId);
    if (!invoice) throw invoiceNotFound(invoiceId);
    return invoice;
  }
}

/**
 * The method's details as stored: every field of the method present (null when not given). A field
 * of another method, or a gift card code for a method other than gift_card, is 422.
 */
function methodDetails(input: PaymentCreate): Record<string, unknown> | null {
  const method = input.payment_method;
  const given = input.payment_method_details ?? {};
  const problems: Record<string, string[]> = {};
  for (const field of Object.keys(given)) {
    if (!DETAIL_FIELDS[method].includes(field)) {
      problems[`payment_method_details.${field}`] = [`The ${field} field does not apply to ${method} payments.`];
    }
  }
  if (method === 'gift_card' && !input.gift_card_code) problems.gift_card_code = ['The gift_card_code field is required for gift card payments.'];
  if (method !== 'gift_card' && input.gift_card_code !== undefined) {
    problems.gift_card_code = ['The gift_card_code field applies to gift card payments only.'];
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
  if (method === 'gift_card') return null;
  return Object.fromEntries(
    DETAIL_FIELDS[method].map((field) => {
      const value = (given as Record<string, unknown>)[field] ?? null;
      return [field, typeof value === 'string' ? wellFormed(value) : value];
    }),
  );
}
