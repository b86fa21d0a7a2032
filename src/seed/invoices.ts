/**
 * Bulk loading of realistic invoices, for demo and benchmark studios: a multi-row INSERT per batch
 * instead of an API call per invoice. Totals follow the same arithmetic as the API (arithmetic.ts),
 * `amount_paid` is what the payments hold, and numbers continue the studio's counter.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { newId, randomAlphanumeric } from '../platform/ids.js';
import { percentOf } from '../platform/money.js';
import { feesOf, priceInvoice, subtotalOf, type PaymentMethod } from '../modules/invoices/arithmetic.js';
import { newPageToken } from '../modules/invoices/page-token.js';
import { reserveNumbers } from '../modules/invoices/queries.js';
import { invoiceLineItems, invoices, payments } from '../modules/invoices/tables.js';
import { insertRows, SeededChoices } from './bulk.js';

/** What to seed, and for which studio. */
export interface InvoiceSeed {
  studio: { id: string; currency: string };
  /** The clients invoices are made out to (at least one). */
  clientIds: readonly string[];
  count: number;
  platformFeePercent: number;
  random: () => number;
  /** Called before the first batch and after each batch with the number inserted so far. */
  progress?: (done: number, total: number) => void;
}

type InvoiceRow = typeof invoices.$inferInsert;
type LineItemRow = typeof invoiceLineItems.$inferInsert;
/** A line item before the invoice's discount decides its tax. */
type UnpricedLineItem = Omit<LineItemRow, 'lineTotal' | 'taxAmount' | 'taxRate'> & { taxRate: number | null };
type PaymentRow = typeof payments.$inferInsert;

interface Batch {
  invoices: Omit<InvoiceRow, 'number'>[];
  lineItems: LineItemRow[];
  payments: PaymentRow[];
}

const INVOICE_BATCH = 1000;
const DAY_MS = 86_400_000;
/** Invoices are spread over the last two years of creation times. */
const HISTORY_DAYS = 730;

export class InvoiceBulkLoader {
  constructor(private db: Db) {}

  /** Adds `seed.count` invoices with their line items and payments, a transaction per batch. */
  async seed(seed: InvoiceSeed): Promise<void> {
    if (seed.clientIds.length === 0) throw new Error('invoices need at least one client');
    const generator = new InvoiceGenerator(seed, Date.now());
    seed.progress?.(0, seed.count);
    for (let done = 0; done < seed.count; done += INVOICE_BATCH) {
      const size = Math.min(INVOICE_BATCH, seed.count - done);
      await this.write(seed.studio.id, generator.batch(done, size));
      seed.progress?.(done + size, seed.count);
    }
  }

  /** Fresh statistics and visibility maps after a bulk load, so plans and index-only scans are right. */
  async analyze(): Promise<void> {
    await this.db.execute(sql`VACUUM (ANALYZE) ${invoices}, ${invoiceLineItems}, ${payments}`);
  }

  /**
   * One batch in one transaction: its block of numbers is taken from the counter the API uses, so an
   * invoice created meanwhile gets the number after the block, and a failed batch takes none.
   */
  private async write(studioId: string, batch: Batch): Promise<void> {
    await this.db.transaction(async (tx) => {
      const first = (await reserveNumbers(tx, studioId, batch.invoices.length)) - batch.invoices.length + 1;
      await insertRows(tx, invoices, batch.invoices.map((row, i) => ({ ...row, number: first + i })));
      await insertRows(tx, invoiceLineItems, batch.lineItems);
      await insertRows(tx, payments, batch.payments);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// What a photography studio bills, and how its clients pay

interface Product {
  name: string;
  description: string | null;
  /** Unit price range in minor units, rounded to whole units. */
  price: [number, number];
  quantity: [number, number];
  taxable: boolean;
}

const PRODUCTS: Product[] = [
  { name: 'Portrait session', description: 'One hour on location, 30 edited images', price: [25000, 45000], quantity: [1, 1], taxable: true },
  { name: 'Wedding coverage', description: 'Eight hours, two photographers', price: [250000, 450000], quantity: [1, 1], taxable: true },
  { name: 'Engagement session', description: 'Ninety minutes at a location of your choice', price: [30000, 50000], quantity: [1, 1], taxable: true },
  { name: 'Family mini-session', description: '20 minutes, 10 edited images', price: [15000, 25000], quantity: [1, 1], taxable: true },
  { name: 'Headshots', description: 'Per person, two looks', price: [15000, 30000], quantity: [1, 6], taxable: true },
  { name: 'Event coverage', description: 'Per hour', price: [20000, 35000], quantity: [2, 6], taxable: true },
  { name: 'Second shooter', description: null, price: [50000, 90000], quantity: [1, 1], taxable: true },
  { name: 'Fine-art print 8×10', description: 'Archival paper', price: [3500, 6000], quantity: [1, 10], taxable: true },
  { name: 'Canvas 20×30', description: 'Gallery wrap', price: [25000, 45000], quantity: [1, 2], taxable: true },
  { name: 'Heirloom album', description: '30 pages, linen cover', price: [60000, 150000], quantity: [1, 1], taxable: true },
  { name: 'Digital image collection', description: 'Full-resolution download', price: [30000, 80000], quantity: [1, 1], taxable: true },
  { name: 'Retouching', description: 'Per image', price: [1500, 4000], quantity: [3, 20], taxable: true },
  { name: 'Rush editing', description: 'Gallery within 72 hours', price: [10000, 20000], quantity: [1, 1], taxable: true },
  { name: 'Travel fee', description: null, price: [5000, 20000], quantity: [1, 1], taxable: false },
];

/** Sales tax or VAT rates (percent, two decimals at most as the API takes them) billed in that currency. */
const TAX_RATES: Record<string, number[]> = {
  usd: [8.25, 7, 6.5, 8.5],
  eur: [20, 19, 21],
  gbp: [20],
  cad: [13, 5, 15],
};
const OTHER_TAX_RATES = [10];
/** The studio's own currency most of the time, these for clients abroad. */
const FOREIGN_CURRENCIES = ['usd', 'eur', 'gbp', 'cad'];
const HOME_CURRENCY_SHARE = 0.6;

/**
 * Discounts of coupons the studio once ran. They name the code but redeem no coupon of the studio,
 * so the coupons' own usage counts stay those of the API.
 */
const DISCOUNTS = [
  { code: 'REFERRAL10', percent: 10 },
  { code: 'RETURNING15', percent: 15 },
  { code: 'SPRING20', percent: 20 },
  { code: 'WELCOME50', fixed: 5000 },
] as const;
const DISCOUNT_SHARE = 0.12;
const NOTES = ['Thank you for choosing us!', 'Balance due before the wedding day.', 'Prints ship within two weeks of payment.', 'Deposit is non-refundable.'];
const NOTE_SHARE = 0.3;

/** What becomes of an invoice: it decides its payments; the status then follows as the API derives it. */
type Fate = 'draft' | 'open' | 'partial' | 'paid' | 'refunded' | 'disputed';
/** Weights in percent; an invoice not yet due is far more often still open. */
const FATES_PAST_DUE: [Fate, number][] = [['draft', 10], ['paid', 50], ['disputed', 2], ['refunded', 4], ['partial', 10], ['open', 24]];
const FATES_NOT_DUE: [Fate, number][] = [['draft', 10], ['paid', 20], ['partial', 15], ['open', 55]];
/** Payment terms in days: mostly two weeks or a month; a booking months ahead is due before the event. */
const TERMS: [number, number][] = [[14, 50], [30, 35], [120, 15]];
const METHODS: [PaymentMethod, number][] = [['card', 60], ['bank_transfer', 20], ['paypal', 20]];
const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'];

/** Invoices of one seeding run, their choices drawn from the seed's random numbers. */
class InvoiceGenerator extends SeededChoices {
  private readonly historyStart: number;
  private readonly today: string;

  constructor(
    private readonly seed: InvoiceSeed,
    private readonly now: number,
  ) {
    super(seed.random);
    this.historyStart = now - HISTORY_DAYS * DAY_MS;
    // UTC's today: near midnight an invoice may turn overdue a few hours early or late, which only shifts the mix.
    this.today = isoDate(now);
  }

  batch(offset: number, size: number): Batch {
    const batch: Batch = { invoices: [], lineItems: [], payments: [] };
    for (let i = 0; i < size; i++) this.invoice(offset + i, batch);
    return batch;
  }

  /** The `index`-th invoice: creation times grow with the index, so numbers follow creation order. */
  private invoice(index: number, batch: Batch): void {
    const { studio, clientIds } = this.seed;
    const id = newId('in');
    const clientId = this.pick(clientIds);
    const currency = this.random() < HOME_CURRENCY_SHARE ? studio.currency : this.pick(FOREIGN_CURRENCIES.filter((c) => c !== studio.currency));
    const createdAt = this.historyStart + ((index + this.random()) / this.seed.count) * HISTORY_DAYS * DAY_MS;
    const dueDate = isoDate(createdAt + this.weighted(TERMS) * DAY_MS);
    const fate = this.weighted(dueDate < this.today ? FATES_PAST_DUE : FATES_NOT_DUE);

    const lines = this.lineItems(id, currency);
    // Drafts carry no coupon: editing one would try to redeem it again.
    const discount = fate !== 'draft' && this.random() < DISCOUNT_SHARE ? this.pick(DISCOUNTS) : null;
    const subtotal = subtotalOf(lines);
    const discountAmount = discount === null ? 0 : 'percent' in discount ? percentOf(subtotal, discount.percent) : Math.min(discount.fixed, subtotal);
    const { lines: prices, totals } = priceInvoice(lines, discountAmount);

    const sentAt = fate === 'draft' ? null : Math.min(this.now, createdAt + this.random() * 2 * DAY_MS);
    const paid = sentAt === null ? [] : this.payments({ id, clientId, currency, amount: totals.amount, sentAt, dueDate }, fate);
    const amountPaid = paid.reduce((sum, p) => sum + p.amount - (p.refundedAmount ?? 0), 0);
    const lastChange = Math.max(createdAt, sentAt ?? 0, ...paid.map((p) => Date.parse(p.updatedAt!)));

    batch.invoices.push({
      studioId: studio.id,
      id,
      clientId,
      currency,
      dueDate,
      notes: this.random() < NOTE_SHARE ? this.pick(NOTES) : null,
      ...totals,
      amountPaid,
      couponId: null,
      couponCode: discount?.code ?? null,
      sentAt: sentAt === null ? null : iso(sentAt),
      publicToken: sentAt === null ? null : newPageToken(),
      createdAt: iso(createdAt),
      updatedAt: iso(lastChange),
    });
    batch.lineItems.push(...lines.map((line, i) => ({ ...line, lineTotal: prices[i].lineTotal, taxAmount: prices[i].taxAmount })));
    batch.payments.push(...paid);
  }

  /** One to four lines, priced as the API prices them once the discount is known. */
  private lineItems(invoiceId: string, currency: string): UnpricedLineItem[] {
    const count = this.weighted([[1, 35], [2, 30], [3, 20], [4, 15]]);
    return Array.from({ length: count }, (_, position) => {
      const product = this.pick(PRODUCTS);
      const amount = Math.round(this.between(...product.price) / 100) * 100;
      const quantity = this.between(...product.quantity);
      const taxRate = product.taxable && this.random() < 0.7 ? this.pick(TAX_RATES[currency] ?? OTHER_TAX_RATES) : null;
      const taxable = taxRate !== null;
      return {
        studioId: this.seed.studio.id,
        id: newId('li'),
        invoiceId,
        position,
        name: product.name,
        description: product.description,
        quantity,
        amount,
        taxable,
        taxRate,
      };
    });
  }

  /** The payments a fate implies: a deposit and a balance, refunds, an open dispute. */
  private payments(
    invoice: { id: string; clientId: string; currency: string; amount: number; sentAt: number; dueDate: string },
    fate: Fate,
  ): PaymentRow[] {
    if (fate === 'draft' || fate === 'open' || invoice.amount === 0) return [];
    const firstAt = Math.min(this.now, invoice.sentAt + this.random() * 20 * DAY_MS);
    const payment = (amount: number, at: number, method = this.weighted(METHODS)) => this.payment(invoice, amount, at, method);
    const splitsInTwo = invoice.amount >= 2 && (fate === 'partial' || (fate === 'paid' && this.random() < 0.3));
    if (splitsInTwo) {
      const deposit = Math.min(invoice.amount - 1, Math.max(1, Math.round(invoice.amount * (0.2 + this.random() * 0.4))));
      const first = payment(deposit, firstAt);
      if (fate === 'partial') return [first];
      return [first, payment(invoice.amount - deposit, Math.min(this.now, firstAt + (1 + this.random() * 45) * DAY_MS))];
    }
    if (fate === 'disputed') {
      const disputed = payment(invoice.amount, firstAt, this.random() < 0.75 ? 'card' : 'paypal');
      const openedAt = Math.min(this.now, firstAt + (5 + this.random() * 35) * DAY_MS);
      return [{ ...disputed, status: 'disputed', disputedAt: iso(openedAt), updatedAt: iso(openedAt) }];
    }
    const full = payment(invoice.amount, firstAt);
    if (fate !== 'refunded') return [full];
    const refundedAt = iso(Math.min(this.now, firstAt + (2 + this.random() * 30) * DAY_MS));
    const partly = invoice.amount >= 2 && this.random() < 0.6;
    const refundedAmount = partly ? Math.max(1, Math.round(invoice.amount * (0.1 + this.random() * 0.4))) : invoice.amount;
    return [{ ...full, refundedAmount, status: partly ? 'partially_refunded' : 'refunded', updatedAt: refundedAt }];
  }

  private payment(
    invoice: { id: string; clientId: string; currency: string },
    amount: number,
    at: number,
    method: PaymentMethod,
  ): PaymentRow {
    const fees = feesOf(method, amount, this.seed.platformFeePercent);
    const paidAt = iso(at);
    return {
      studioId: this.seed.studio.id,
      id: newId('ip'),
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      currency: invoice.currency,
      amount,
      refundedAmount: 0,
      processorFee: fees.processorFee,
      transactionFee: fees.transactionFee,
      paymentDate: paidAt,
      paymentMethod: method,
      methodDetails: this.methodDetails(method, at),
      status: 'completed',
      giftCardId: null,
      disputedAt: null,
      disputeOutcome: null,
      disputeResolvedAt: null,
      createdAt: paidAt,
      updatedAt: paidAt,
    };
  }

  /** Details shaped as the API stores them: every field of the method. */
  private methodDetails(method: PaymentMethod, at: number): Record<string, unknown> {
    if (method === 'card') {
      return {
        brand: this.pick(CARD_BRANDS),
        last_four: String(this.between(0, 9999)).padStart(4, '0'),
        exp_month: this.between(1, 12),
        exp_year: new Date(at).getUTCFullYear() + this.between(1, 5),
        funding: this.random() < 0.7 ? 'credit' : 'debit',
      };
    }
    if (method === 'paypal') return { payer_email: `payer${this.between(1, 999_999)}@example.com`, payer_id: randomAlphanumeric(13).toUpperCase() };
    return { reference: `BT-${randomAlphanumeric(10).toUpperCase()}` };
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoDate = (ms: number) => iso(ms).slice(0, 10);
