import type { Db, Tx } from '../../platform/db/pool.js';
import { ownedBy, requireAccess } from '../../access.js';
import type { Caller, Studio } from '../../platform/access.js';
import { invalid } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { currencyOf, MAX_MONEY } from '../../platform/money.js';
import { NO_ROWS, paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import type { ClientBrief, ClientService } from '../clients/service.js';
import type { CouponService } from '../coupons/service.js';
import type { EmailService } from '../emails/service.js';
import type { WebhookEvents } from '../webhooks/service.js';
import { invoiceSentMail } from './invoice-mail.js';
import { lineTotalOf, priceInvoice, subtotalOf, type InvoiceTotals } from './arithmetic.js';
import { invoiceNotEditable, invoiceNotFound } from './errors.js';
import { paymentQueries, type PaymentQueries } from './payment-queries.js';
import { isPageToken, newPageToken } from './page-token.js';
import { presentClient, presentInvoice, presentLineItem, presentPayment } from './present.js';
import { invoiceQueries, type InvoiceQueries, type InvoiceRow, type LineItemRow, type ListParams } from './queries.js';
import type { Expand, Invoice, InvoiceCreate, InvoiceListFilter, InvoiceUpdate, LineItemInput } from './schemas.js';
import { timeframeRange } from './timeframes.js';
import type { invoiceLineItems } from './tables.js';
import type { SQL } from 'drizzle-orm';
import type { DocumentScope } from '../documents/sources.js';

type NewLineItem = typeof invoiceLineItems.$inferInsert;

/** What an invoice's page shows: the invoice with everything expanded, and the studio that sent it. */
export interface InvoicePage {
  studio: Studio & { paymentInstructions: string | null };
  invoice: Invoice;
}
/** A line item as given, before the invoice's discount decides its tax. */
type UnpricedLineItem = Omit<LineItemRow, 'lineTotal' | 'taxAmount'>;

/** The discount an invoice gets from its coupon, if it has one. */
interface Discount {
  amount: number;
  couponId: string | null;
  code: string | null;
}

/** What an invoice's coupon, items and currency make of it: its discount, its priced items and its totals. */
interface Pricing {
  discount: Discount;
  items: NewLineItem[];
  totals: InvoiceTotals;
}

/** What decides an invoice's price and its coupon's redemption. */
interface PricingInput {
  id: string;
  client: ClientBrief;
  currency: string;
  items: UnpricedLineItem[];
  couponCode: string | null;
}

/** Invoices: drafts that can be edited, sent invoices that are paid (payments.ts) and summarised. */
export class InvoiceService {
  private queries: InvoiceQueries;
  private payments: PaymentQueries;

  constructor(
    private db: Db,
    private clients: ClientService,
    private coupons: CouponService,
    private events: WebhookEvents,
    private emails: EmailService,
  ) {
    this.queries = invoiceQueries(db);
    this.payments = paymentQueries(db);
  }

  /** The studio's invoices; a client portal token's own, drafts left out (another client's filter matches nothing). */
  async list(caller: Caller, filter: InvoiceListFilter, paging: PageRequest, origin: string, expand?: Expand): Promise<ListPage<Invoice>> {
    const own = ownedBy(caller);
    if (own !== null && filter.clientId !== null && filter.clientId !== own) return paged(paging, NO_ROWS, () => []);
    const params: ListParams = {
      studioId: caller.studio.id,
      timeZone: caller.studio.timezone,
      clientId: own ?? filter.clientId,
      ...timeframeRange(filter.timeframe, caller.studio.timezone, filter.to),
      currency: filter.currency === null ? null : currencyOf(filter.currency, caller.studio.currency),
      paymentType: own !== null && filter.paymentType === 'all' ? 'issued' : filter.paymentType,
      status: filter.status,
    };
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.page(params, limit, offset), total: () => this.queries.total(params) },
      (rows) => this.expanded(caller, rows, origin, expand),
    );
  }

  async get(caller: Caller, id: string, origin: string, expand?: Expand): Promise<Invoice> {
    const row = await this.queries.byId(caller.studio.id, caller.studio.timezone, id);
    if (!row) throw invoiceNotFound(id);
    requireAccess(caller, 'invoice.read', row);
    // A draft is the studio's own work until it is sent: to its client it does not exist yet.
    if (ownedBy(caller) !== null && row.status === 'draft') throw invoiceNotFound(id);
    return (await this.expanded(caller, [row], origin, expand))[0];
  }

  async create(caller: Caller, input: InvoiceCreate, origin: string): Promise<Invoice> {
    const currency = currencyOf(input.currency, caller.studio.currency);
    const client = await this.clients.referenced(caller, input.client_id);
    const id = newId('in');
    const items = lineItemRows(caller, id, input.line_items);
    await this.db.transaction(async (tx) => {
      // The coupon first: when it no longer applies nothing else has been written or numbered.
      const pricing = await this.priced(tx, caller, { id, client, currency, items, couponCode: input.coupon_code ?? null });
      const number = await this.queries.nextNumber(tx, caller.studio.id);
      await this.queries.insert(tx, {
        studioId: caller.studio.id,
        id,
        number,
        clientId: client.id,
        currency,
        dueDate: input.due_date,
        notes: input.notes ?? null,
        ...pricing.totals,
        couponId: pricing.discount.couponId,
        couponCode: pricing.discount.code,
      });
      await this.queries.replaceLineItems(tx, caller.studio.id, id, pricing.items);
    });
    return this.get(caller, id, origin, 'all');
  }

  /** Partial update of a draft (API.md §6); `line_items` replaces the list, `coupon_code: null` removes the coupon. */
  async update(caller: Caller, id: string, input: InvoiceUpdate, origin: string): Promise<Invoice> {
    const client = input.client_id === undefined ? null : await this.clients.referenced(caller, input.client_id);
    const newItems = input.line_items === undefined ? null : lineItemRows(caller, id, input.line_items);
    await this.db.transaction(async (tx) => {
      const current = await this.editableDraft(tx, caller, id, 'edited');
      const currency = input.currency === undefined ? current.currency : currencyOf(input.currency, caller.studio.currency);
      // Anything the price or the coupon's redemption record depends on reprices the invoice and redeems its
      // coupon again; other edits leave its amounts as they were.
      const reprice = input.coupon_code !== undefined || newItems !== null || input.currency !== undefined || client !== null;
      let pricing: Pricing | null = null;
      if (reprice) {
        await this.coupons.release(tx, caller, id);
        pricing = await this.priced(tx, caller, {
          id,
          client: client ?? (await this.clients.referenced(caller, current.clientId, tx)),
          currency,
          items: newItems ?? (await this.queries.lineItemsOf(tx, caller.studio.id, id)),
          couponCode: input.coupon_code === undefined ? current.couponCode : input.coupon_code,
        });
      }
      await this.queries.update(tx, caller.studio.id, id, {
        clientId: client?.id,
        currency,
        dueDate: input.due_date,
        notes: input.notes,
        ...pricing?.totals,
        couponId: pricing?.discount.couponId,
        couponCode: pricing?.discount.code,
      });
      if (pricing) await this.queries.replaceLineItems(tx, caller.studio.id, id, pricing.items);
    });
    return this.get(caller, id, origin, 'all');
  }

  /** Deletes a draft and gives its coupon use back. Its number is not reused. */
  async remove(caller: Caller, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.editableDraft(tx, caller, id, 'deleted');
      await this.coupons.release(tx, caller, id);
      await this.queries.delete(tx, caller.studio.id, id);
    });
  }

  /**
   * Sends a draft: it gets its page, whose address (`public_url`) the studio gives the client, and
   * unless `notify` is false the client is mailed it (`invoice_sent`); the mail and the `invoice.sent`
   * event are recorded in the same transaction. A client without an email gets no mail.
   */
  async send(caller: Caller, id: string, origin: string, { notify = true }: { notify?: boolean } = {}): Promise<Invoice> {
    const token = newPageToken();
    await this.db.transaction(async (tx) => {
      await this.editableDraft(tx, caller, id, 'sent');
      await this.queries.send(tx, caller.studio.id, id, token);
      const sent = await this.queries.lockForUpdate(tx, caller.studio.id, caller.studio.timezone, id);
      await this.events.record(tx, caller.studio.id, 'invoice.sent', presentInvoice(sent!, origin));
      if (notify) await this.mailClient(tx, caller, sent!, token, origin);
    });
    return this.get(caller, id, origin, 'all');
  }

  /** Queues the `invoice_sent` mail to the invoice's client, unless the client has no email. */
  private async mailClient(tx: Tx, caller: Caller, row: InvoiceRow, token: string, origin: string): Promise<void> {
    const client = await this.clients.referenced(caller, row.clientId, tx);
    if (!client.email) return;
    const mail = invoiceSentMail(caller.studio, presentInvoice(row, origin), { email: client.email, first_name: client.first_name }, token, origin);
    await this.emails.queue(tx, { studio: caller.studio, origin }, mail);
  }

  /**
   * What the invoice's page shows, found by its token alone; undefined for a token no sent invoice
   * has. Its reader is the invoice's client: whoever holds the link reads as that client would.
   */
  async forPage(token: string, origin: string): Promise<InvoicePage | undefined> {
    if (!isPageToken(token)) return undefined;
    const found = await this.queries.byPublicToken(token);
    if (!found) return undefined;
    const { paymentInstructions, ...studio } = found.studio;
    const reader: Caller = { studio, role: 'client', userId: null, clientId: found.invoice.clientId };
    const [invoice] = await this.expanded(reader, [found.invoice], origin, 'all');
    return { studio: { ...studio, paymentInstructions }, invoice };
  }

  private async editableDraft(tx: Tx, caller: Caller, id: string, action: string): Promise<InvoiceRow> {
    const current = await this.queries.lockForUpdate(tx, caller.studio.id, caller.studio.timezone, id);
    if (!current) throw invoiceNotFound(id);
    if (current.status !== 'draft') throw invoiceNotEditable(action);
    return current;
  }

  /**
   * The invoice priced once its coupon, if any, is redeemed: each item taxed on what the client pays for
   * it (API.md §6). An unusable coupon is 422 `coupon_not_applicable`.
   */
  private async priced(tx: Tx, caller: Caller, invoice: PricingInput): Promise<Pricing> {
    const discount = await this.redeemed(tx, caller, invoice);
    const { lines, totals } = priceInvoice(invoice.items, discount.amount);
    const items = invoice.items.map((item, i) => ({ ...item, lineTotal: lines[i].lineTotal, taxAmount: lines[i].taxAmount }));
    return { discount, items, totals };
  }

  private async redeemed(tx: Tx, caller: Caller, invoice: PricingInput): Promise<Discount> {
    if (invoice.couponCode === null) return { amount: 0, couponId: null, code: null };
    const redeemed = await this.coupons.redeem(tx, caller, {
      code: invoice.couponCode,
      subtotal: subtotalOf(invoice.items),
      currency: invoice.currency,
      invoiceId: invoice.id,
      clientId: invoice.client.id,
      client: { firstName: invoice.client.first_name, lastName: invoice.client.last_name, email: invoice.client.email },
      // The amount the client pays with this discount, its taxes shared out as the invoice's will be.
      invoiceAmount: (discount) => priceInvoice(invoice.items, discount).totals.amount,
    });
    return { amount: redeemed.discount, couponId: redeemed.couponId, code: redeemed.code };
  }

  /** Rows as the API shows them, with what `expand` asks for: `client`, or `all` (client, items, payments). */
  private async expanded(caller: Caller, rows: InvoiceRow[], origin: string, expand?: Expand): Promise<Invoice[]> {
    const invoices = rows.map((row) => presentInvoice(row, origin));
    if (!expand || rows.length === 0) return invoices;
    const ids = rows.map((row) => row.id);
    const [clients, items, payments] = await Promise.all([
      this.clients.briefs(caller, rows.map((row) => row.clientId)),
      expand === 'all' ? this.queries.lineItems(caller.studio.id, ids) : [],
      expand === 'all' ? this.payments.ofInvoices(caller.studio.id, ids) : [],
    ]);
    return invoices.map((invoice) => {
      const brief = clients.get(invoice.client_id);
      const client = brief && presentClient(brief);
      if (expand === 'client') return { ...invoice, client };
      return {
        ...invoice,
        client,
        line_items: items.filter((item) => item.invoiceId === invoice.id).map((item) => presentLineItem(item, invoice.currency)),
        payments: payments.filter((payment) => payment.invoiceId === invoice.id).map((payment) => presentPayment(payment)),
        // Contracts, quotes and questionnaires are not built yet: nothing can be associated.
        associated_documents: [],
      };
    });
  }

  /** The documents area's source of a client's invoices (API.md §7): a SELECT in its columns. */
  documentSource(scope: DocumentScope): SQL {
    return this.queries.documentSource(scope);
  }
}

/**
 * Line item rows in the order given, to be priced once the discount is known; amounts beyond what the
 * API holds are 422.
 */
function lineItemRows(caller: Caller, invoiceId: string, inputs: LineItemInput[]): UnpricedLineItem[] {
  const problems: Record<string, string[]> = {};
  const rows = inputs.map((input, index): UnpricedLineItem => {
    const taxRate = input.tax_rate ?? null;
    if (taxRate !== null && Number(taxRate.toFixed(2)) !== taxRate) {
      problems[`line_items.${index}.tax_rate`] = ['The tax rate has at most two decimals.'];
    }
    if (lineTotalOf(input) > MAX_MONEY) problems[`line_items.${index}.quantity`] = ['The line total (amount × quantity) is too large.'];
    return {
      studioId: caller.studio.id,
      id: newId('li'),
      invoiceId,
      position: index,
      name: input.name,
      description: input.description ?? null,
      quantity: input.quantity,
      amount: input.amount,
      taxable: input.taxable ?? false,
      taxRate,
    };
  });
  // A discount only lowers the amount (and the taxes with it): without one it is the largest it can be.
  if (Object.keys(problems).length === 0 && priceInvoice(rows, 0).totals.amount > MAX_MONEY) problems.line_items = ['The invoice total is too large.'];
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return rows;
}
