import { Type, type Static, type TInteger, type TString } from 'typebox';
import {
  Amount, CurrencyCode, DateOnly, Described, Formatted, Id, Money, Nullable, Page, PageMeta, PageSize, PathId, Query, StringEnum,
  Timestamp, TimestampInput,
} from '../../platform/schemas.js';
import { exampleId } from '../../platform/ids.js';
import { formatMoney, MAX_MONEY } from '../../platform/money.js';
import { TIMEFRAMES } from './timeframes.js';
import { paymentMethods, paymentStatuses } from './tables.js';

/**
 * Amounts with their `_formatted` companions, the way every invoice amount is written: for each name,
 * what it is and an example in usd cents.
 */
const withFormatted = <K extends string>(amounts: Record<K, [description: string, example: number]>) =>
  Object.fromEntries(
    (Object.entries(amounts) as [K, [string, number]][]).flatMap(([name, [description, example]]) => [
      [name, Described(Amount, `${description} In minor units of the currency.`, { examples: [example] })],
      [`${name}_formatted`, Described(Formatted, `\`${name}\` as display text.`, { examples: [formatMoney(example, 'usd')] })],
    ]),
  ) as { [P in K]: TInteger } & { [P in `${K}_formatted`]: TString };

export const InvoiceStatus = StringEnum(['draft', 'sent', 'paid', 'overdue'], {
  description:
    'Derived: `draft` until sent; `paid` once completed payments less refunds cover `amount`; `overdue` when sent, not ' +
    'paid and `due_date` is before today in the studio\'s time zone; else `sent`.',
  examples: ['sent'],
});
export type InvoiceStatus = Static<typeof InvoiceStatus>;

export const ClientBrief = Type.Object(
  {
    id: Id('cl', 'The client\'s identifier.'),
    first_name: Nullable(Type.String({ description: 'The client\'s first name.', examples: ['Ada'] })),
    last_name: Nullable(Type.String({ description: 'The client\'s last name.', examples: ['Lovelace'] })),
    email: Nullable(Type.String({ description: 'The client\'s email.', examples: ['ada@example.com'] })),
  },
  { description: 'The client, with `expand=client` or `expand=all`.' },
);
export type ClientBrief = Static<typeof ClientBrief>;

export const LineItem = Type.Object(
  {
    id: Id('li', 'The line item\'s identifier.'),
    name: Type.String({ description: 'What is billed.', examples: ['Family portrait session'] }),
    description: Nullable(Type.String({ description: 'More about it, shown under the name.', examples: ['90 minutes on location, 20 edited photos'] })),
    quantity: Type.Integer({ description: 'How many, at least 1.', examples: [1] }),
    ...withFormatted({
      amount: ['The unit price, as sent.', 125000],
      line_total: ['`amount` × `quantity`, before discount and tax.', 125000],
    }),
    taxable: Type.Boolean({ description: 'Whether the line is taxed.', examples: [true] }),
    tax_rate: Nullable(Type.Number({ description: 'The tax rate in percent (8.875 = 8.875 %); null for none.', examples: [8.875] })),
    ...withFormatted({
      tax_amount: [
        'The line\'s tax: (`line_total` less its share of the invoice discount) × `tax_rate` / 100, rounded half-up; 0 when not taxable.',
        8875,
      ],
    }),
  },
  { description: 'A line of the invoice.' },
);
export type LineItem = Static<typeof LineItem>;

const Dispute = Type.Object(
  {
    status: StringEnum(['needs_response', 'won', 'lost'], {
      description: '`needs_response` while the dispute is open; `won` or `lost` once resolved.',
      examples: ['needs_response'],
    }),
    opened_at: Described(Timestamp, 'When the dispute was opened (RFC 3339, UTC, microseconds).'),
    resolved_at: Nullable(Described(Timestamp, 'When it was resolved (RFC 3339, UTC, microseconds); null while open.')),
  },
  { description: 'The payment\'s last dispute.' },
);

/** Card: brand … funding; PayPal: payer_email, payer_id; bank transfer: reference; gift card: its id and code. */
export const MethodDetails = Type.Object(
  {
    brand: Type.Optional(Nullable(Type.String({ description: 'Card payments: the card brand.', examples: ['visa'] }))),
    last_four: Type.Optional(Nullable(Type.String({ description: 'Card payments: the last four digits of the card number.', examples: ['4242'] }))),
    exp_month: Type.Optional(Nullable(Type.Integer({ description: 'Card payments: expiry month, 1 to 12.', examples: [8] }))),
    exp_year: Type.Optional(Nullable(Type.Integer({ description: 'Card payments: expiry year.', examples: [2028] }))),
    funding: Type.Optional(Nullable(Type.String({ description: 'Card payments: `credit`, `debit`, `prepaid` or `unknown`.', examples: ['credit'] }))),
    payer_email: Type.Optional(Nullable(Type.String({ description: 'PayPal payments: the payer\'s PayPal email.', examples: ['ada@example.com'] }))),
    payer_id: Type.Optional(Nullable(Type.String({ description: 'PayPal payments: the payer\'s PayPal id.', examples: ['QYR5Z8XDVJNXQ'] }))),
    reference: Type.Optional(Nullable(Type.String({ description: 'Bank transfers: the transfer\'s reference.', examples: ['INV-0042 Lovelace'] }))),
    gift_card_id: Type.Optional(Id('gc', 'Gift card payments: the card that paid.')),
    code: Type.Optional(Type.String({ description: 'Gift card payments: the card\'s code.', examples: ['K7QM-2XRT-9BWD-4HNA'] })),
  },
  { description: 'What identifies the payment for its method; only that method\'s fields are present (null when not given).' },
);

const paymentListFields = {
  id: Id('ip', 'The payment\'s identifier.'),
  invoice_id: Id('in', 'The invoice paid.'),
  ...withFormatted({ amount: ['The amount paid.', 50000] }),
  currency: Described(CurrencyCode, 'The payment\'s currency: the invoice\'s.'),
  payment_date: Described(Timestamp, 'When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.'),
  payment_method: StringEnum(paymentMethods, { description: '`card`, `paypal`, `bank_transfer` or `gift_card`.', examples: ['card'] }),
  status: StringEnum(paymentStatuses, {
    description:
      'A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a ' +
      'dispute is open. `pending` and `failed` are not produced by recorded payments.',
    examples: ['completed'],
  }),
  ...withFormatted({
    transaction_fee: ['The platform fee: a percentage of `amount` set by the server\'s operator, 0 unless configured.', 0],
  }),
  client: Type.Optional(Described(ClientBrief, 'The invoice\'s client, with `expand=client`.')),
};

export const PaymentListItem = Type.Object(paymentListFields, { description: 'A payment (list view).' });
export type PaymentListItem = Static<typeof PaymentListItem>;

export const Payment = Type.Object(
  {
    ...paymentListFields,
    ...withFormatted({
      processor_fee: ['The payment processor\'s fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up.', 1480],
      net_amount: ['What the studio keeps: `amount` less both fees.', 48520],
      refunded_amount: ['How much of the payment has been refunded.', 0],
    }),
    payment_method_details: Described(Nullable(MethodDetails), 'What identifies the payment for its method; null when nothing was recorded.'),
    dispute: Described(Nullable(Dispute), 'The payment\'s dispute; null if it was never disputed.'),
    created_at: Described(Timestamp, 'When the payment was recorded (RFC 3339, UTC, microseconds).'),
    updated_at: Described(Timestamp, 'When the payment last changed (RFC 3339, UTC, microseconds).'),
  },
  { description: 'A payment (detail view).' },
);
export type Payment = Static<typeof Payment>;

export const AssociatedDocument = Type.Object(
  {
    id: Type.String({ description: 'The document\'s identifier.' }),
    type: Type.String({ description: 'What the document is (contract, quote, questionnaire).' }),
    title: Type.String({ description: 'Its display title.' }),
  },
  { description: 'A document linked to the invoice.' },
);

export const Invoice = Type.Object(
  {
    id: Id('in', 'The invoice\'s identifier.'),
    invoice_number: Type.String({ description: 'The studio\'s number for it: `INV-` and at least four digits, increasing without gaps.', examples: ['INV-0042'] }),
    client_id: Id('cl', 'The client billed.'),
    ...withFormatted({ amount: ['The total the client pays: `subtotal` − `discount_amount` + `tax_amount`.', 108875] }),
    currency: Described(CurrencyCode, 'The invoice\'s currency.'),
    status: InvoiceStatus,
    due_date: Described(DateOnly, 'When payment is due, `YYYY-MM-DD`; the invoice is overdue from the next day in the studio\'s time zone.'),
    ...withFormatted({
      subtotal: ['The line totals added up.', 125000],
      discount_amount: ['The coupon\'s discount on the subtotal (a percentage rounded half-up; a fixed amount at most the subtotal).', 25000],
      tax_amount: ['The line items\' taxes added up.', 8875],
      amount_paid: ['Completed payments less refunds.', 50000],
      amount_due: ['What is left to pay: `amount` − `amount_paid`.', 58875],
    }),
    coupon_code: Nullable(Type.String({ description: 'The code of the coupon the invoice redeemed, as the coupon has it; null for none.', examples: ['SPRING-MINIS'] })),
    notes: Nullable(Type.String({ description: 'Notes shown on the invoice.', examples: ['Thank you for choosing Northlight Portraits!'] })),
    sent_at: Nullable(Described(Timestamp, 'When the invoice was sent (RFC 3339, UTC, microseconds); null for a draft.')),
    public_url: Nullable(
      Type.String({
        description:
          'The invoice\'s page for the client, opened without a credential (the address is the secret: share it only with the ' +
          'client); given when the invoice is sent, null for a draft.',
        examples: ['https://studio.example.com/i/7Kq2mX9vB4nR8tL1wZ6yC3pH5sJ0dF2a'],
      }),
    ),
    created_at: Described(Timestamp, 'When the invoice was created (RFC 3339, UTC, microseconds).'),
    updated_at: Described(Timestamp, 'When the invoice last changed (RFC 3339, UTC, microseconds).'),
    client: Type.Optional(ClientBrief),
    line_items: Type.Optional(Type.Array(LineItem, { description: 'With `expand=all`: the lines, in the order given.' })),
    payments: Type.Optional(Type.Array(Payment, { description: 'With `expand=all`: the payments, newest first.' })),
    associated_documents: Type.Optional(
      Type.Array(AssociatedDocument, { description: 'With `expand=all`: contracts, quotes and questionnaires linked to the invoice; none can be linked yet, so it is empty.' }),
    ),
  },
  { description: 'An invoice.' },
);
export type Invoice = Static<typeof Invoice>;

// ---------------------------------------------------------------------------------------------
// Requests

const LineItemInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: 'What is billed, 1 to 200 characters.', examples: ['Family portrait session'] }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000, description: 'More about it, up to 2,000 characters.', examples: ['90 minutes on location, 20 edited photos'] }))),
    quantity: Type.Integer({ minimum: 1, maximum: 100_000, description: 'How many, 1 to 100,000.', examples: [1] }),
    amount: Described(Money, 'The unit price in minor units of the invoice currency, 0 or more (125000 = $1,250.00 in usd).', { examples: [125000] }),
    taxable: Type.Optional(Type.Boolean({ default: false, description: 'Whether the line is taxed at `tax_rate`.', examples: [true] })),
    tax_rate: Type.Optional(
      Nullable(Type.Number({ minimum: 0, maximum: 100, description: 'The tax rate in percent, 0 to 100, at most two decimals (8.88 = 8.88 %).', examples: [8.88] })),
    ),
  },
  { additionalProperties: false, description: 'A line to bill.' },
);
export type LineItemInput = Static<typeof LineItemInput>;

const invoiceFields = {
  client_id: Type.String({ maxLength: 100, description: 'The client billed: a client of the studio (422 otherwise).', examples: [exampleId('cl')] }),
  currency: Type.String({ maxLength: 10, description: 'The invoice currency, an ISO 4217 code (any case); defaults to the studio currency.', examples: ['usd'] }),
  due_date: Described(DateOnly, 'When payment is due, `YYYY-MM-DD`; it may be in the past.'),
  line_items: Type.Array(LineItemInput, { minItems: 1, maxItems: 200, description: 'The lines, 1 to 200, in the order to show them.' }),
  coupon_code: Nullable(
    Type.String({
      minLength: 1,
      maxLength: 50,
      description: 'A coupon to redeem, matched ignoring case: it must be active and apply to this invoice (422 `coupon_not_applicable` otherwise). Null removes it.',
      examples: ['SPRING-MINIS'],
    }),
  ),
  notes: Nullable(Type.String({ maxLength: 5000, description: 'Notes shown on the invoice, up to 5,000 characters.', examples: ['Thank you for choosing Northlight Portraits!'] })),
};

export const InvoiceCreate = Type.Object(
  {
    client_id: invoiceFields.client_id,
    currency: Type.Optional(invoiceFields.currency),
    due_date: invoiceFields.due_date,
    line_items: invoiceFields.line_items,
    coupon_code: Type.Optional(invoiceFields.coupon_code),
    notes: Type.Optional(invoiceFields.notes),
  },
  {
    additionalProperties: false,
    description: 'A new draft invoice.',
    examples: [
      {
        client_id: exampleId('cl'),
        currency: 'usd',
        due_date: '2026-12-24',
        line_items: [
          { name: 'Family portrait session', description: '90 minutes on location, 20 edited photos', quantity: 1, amount: 125000, taxable: true, tax_rate: 8.88 },
          { name: 'Fine art print 40×50 cm', quantity: 2, amount: 9500 },
        ],
        coupon_code: 'SPRING-MINIS',
        notes: 'Thank you for choosing Northlight Portraits!',
      },
    ],
  },
);
export type InvoiceCreate = Static<typeof InvoiceCreate>;

/** Partial: only the fields given change; `line_items` replaces the whole list. */
export const InvoiceUpdate = Type.Partial(Type.Object(invoiceFields), {
  additionalProperties: false,
  description: 'The fields to change; the others keep their values. `line_items` replaces the whole list.',
  examples: [{ due_date: '2027-01-15', coupon_code: null, notes: 'Balance due after the session.' }],
});
export type InvoiceUpdate = Static<typeof InvoiceUpdate>;

export const PaymentCreate = Type.Object(
  {
    amount: Type.Integer({
      minimum: 1,
      maximum: MAX_MONEY,
      description: 'The amount paid in minor units of the invoice currency, at least 1 and at most `amount_due` (50000 = $500.00 in usd).',
      examples: [50000],
    }),
    payment_method: StringEnum(paymentMethods, { description: '`card`, `paypal`, `bank_transfer` or `gift_card` (with `gift_card_code`).', examples: ['card'] }),
    payment_date: Type.Optional(Described(TimestampInput, 'When the payment was made (RFC 3339 with an offset); now when left out.')),
    payment_method_details: Type.Optional(
      Described(
        Nullable(
          Type.Object(
            {
              brand: Type.Optional(Type.String({ minLength: 1, maxLength: 30, description: 'Card: the brand, up to 30 characters.', examples: ['visa'] })),
              last_four: Type.Optional(Type.String({ pattern: '^[0-9]{4}$', description: 'Card: the last four digits of the number.', examples: ['4242'] })),
              exp_month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'Card: expiry month, 1 to 12.', examples: [8] })),
              exp_year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: 'Card: expiry year, 2000 to 2100.', examples: [2028] })),
              funding: Type.Optional(StringEnum(['credit', 'debit', 'prepaid', 'unknown'], { description: 'Card: how it is funded.', examples: ['credit'] })),
              payer_email: Type.Optional(Type.String({ format: 'email', maxLength: 254, description: 'PayPal: the payer\'s PayPal email.', examples: ['ada@example.com'] })),
              payer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'PayPal: the payer\'s PayPal id.', examples: ['QYR5Z8XDVJNXQ'] })),
              reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Bank transfer: its reference.', examples: ['INV-0042 Lovelace'] })),
            },
            { additionalProperties: false, description: 'Details of the method.' },
          ),
        ),
        'Details of the method: only its own fields are accepted (card: brand, last_four, exp_month, exp_year, funding; PayPal: payer_email, payer_id; bank transfer: reference; gift card: none).',
      ),
    ),
    gift_card_code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 50,
        description: 'Required with `gift_card`, refused with other methods: the code of an active card in the invoice currency with at least `amount` left, matched ignoring case.',
        examples: ['K7QM-2XRT-9BWD-4HNA'],
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'The payment to record.',
    examples: [{ amount: 50000, payment_method: 'card', payment_date: '2026-11-20T15:04:05-05:00', payment_method_details: { brand: 'visa', last_four: '4242', exp_month: 8, exp_year: 2028, funding: 'credit' } }],
  },
);
export type PaymentCreate = Static<typeof PaymentCreate>;

export const RefundRequest = Type.Object(
  {
    amount: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_MONEY, description: 'How much to refund, in minor units; all that is left when left out.', examples: [20000] }),
    ),
  },
  { additionalProperties: false, description: 'The refund; the body may be left out to refund all that is left.', examples: [{ amount: 20000 }] },
);
export const DisputeResolution = Type.Object(
  { outcome: StringEnum(['won', 'lost'], { description: '`won`: the studio keeps the money. `lost`: the whole payment is refunded.', examples: ['won'] }) },
  { additionalProperties: false, description: 'How the dispute ended.', examples: [{ outcome: 'won' }] },
);

// ---------------------------------------------------------------------------------------------
// Queries and paths

export const Expand = StringEnum(['client', 'all']);
export type Expand = Static<typeof Expand>;
export const PaymentType = StringEnum(['all', 'paid', 'unpaid', 'overdue']);
export type PaymentType = Static<typeof PaymentType>;

const TIMEFRAME_PERIODS =
  'A period on the studio\'s calendar, in its time zone: `all_time`, `this_month`, `last_month`, `this_year`, ' +
  '`last_year`, or `last_7_days`, `last_30_days`, `last_90_days` (ending today).';
const TimeframeFilter = StringEnum(TIMEFRAMES, { default: 'all_time', description: TIMEFRAME_PERIODS });
const To = Described(DateOnly, 'Last day included, `YYYY-MM-DD`, in the studio\'s time zone: caps the period.');
const CurrencyFilter = Type.String({ maxLength: 10, description: 'Only invoices in this currency, an ISO 4217 code (any case).', examples: ['usd'] });

const filters = {
  timeframe_filter: Described(TimeframeFilter, `${TIMEFRAME_PERIODS} Counted on the invoices' \`created_at\`.`),
  to: Type.Optional(To),
  payment_type: Described(PaymentType, '`paid`, `unpaid` (sent or overdue), `overdue`, or `all`.', { default: 'all' }),
};

export const InvoiceListQuery = Query({
  ...filters,
  currency: Type.Optional(Described(CurrencyFilter, 'Only invoices in this currency, an ISO 4217 code (any case); every currency when left out.')),
  client_id: Type.Optional(
    Type.String({ maxLength: 100, description: 'Only this client\'s invoices: a client identifier (`cl_…`); one the studio does not have matches nothing.', examples: [exampleId('cl')] }),
  ),
  status: Type.Optional(Described(InvoiceStatus, 'Only invoices with this status.')),
  expand: Type.Optional(Described(Expand, '`client` adds `client`; `all` adds `client`, `line_items`, `payments` and `associated_documents`.')),
  page: Page,
  per_page: PageSize,
});
export const InvoiceQuery = Query({
  expand: Type.Optional(
    Described(Expand, '`client` adds `client`; `all` adds `client`, `line_items`, `payments` and `associated_documents`. Without it none of them is present.'),
  ),
});
export const SummaryQuery = Query({
  ...filters,
  currency: Type.Optional(Described(CurrencyFilter, 'The currency to add up, an ISO 4217 code (any case); the studio currency when left out.')),
});
export const PaymentListQuery = Query({
  expand: Type.Optional(StringEnum(['client'], { description: '`client` adds each payment\'s `client`.' })),
  client_id: Type.Optional(
    Type.String({ maxLength: 100, description: 'Only this client\'s payments: a client identifier (`cl_…`); one the studio does not have matches nothing.', examples: [exampleId('cl')] }),
  ),
  timeframe_filter: Described(TimeframeFilter, `${TIMEFRAME_PERIODS} Counted on the payments' \`payment_date\`.`),
  to: Type.Optional(To),
  transaction_date_to: Type.Optional(Described(To, 'Another name for `to`; when both are given the earlier caps.')),
  page: Page,
  page_size: PageSize,
});
export const PaymentQuery = Query({ expand: Type.Optional(StringEnum(['client'], { description: '`client` adds the payment\'s `client`.' })) });
export const DisputedQuery = Query({
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'The currency to count, an ISO 4217 code (any case); the studio currency when left out.', examples: ['usd'] })),
});
export const ClientSummaryQuery = Query({
  client_id: Type.String({ maxLength: 100, description: 'The client to add up: a client identifier (`cl_…`), required.', examples: [exampleId('cl')] }),
});

export const InvoiceParams = Type.Object({ invoice_id: PathId('in', 'invoice') });
export const PaymentParams = Type.Object({ invoice_id: PathId('in', 'invoice'), payment_id: PathId('ip', 'payment') });
export const CurrencyParams = Type.Object({
  currency: Type.String({ description: 'The currency to add up, an ISO 4217 code (any case).', examples: ['usd'] }),
});

export interface InvoiceFilter {
  timeframe: (typeof TIMEFRAMES)[number];
  to: string | null;
  currency: string | null;
  paymentType: PaymentType;
}

/** The list narrows further than the summaries: to one client, to one status. */
export interface InvoiceListFilter extends InvoiceFilter {
  clientId: string | null;
  status: InvoiceStatus | null;
}

// ---------------------------------------------------------------------------------------------
// Answers

/** The meta of the invoice and payment lists (the spec's: current_page, per_page, total). */
export const ListMeta = Type.Object(
  { current_page: PageMeta.properties.current_page, per_page: PageMeta.properties.per_page, total: PageMeta.properties.total },
  { description: 'Where this page stands.' },
);

export const InvoiceSummary = Type.Object(
  {
    total_invoices: Type.Integer({ description: 'Issued invoices (drafts are left out) in the currency that match the filters.', examples: [12] }),
    ...withFormatted({
      total_amount: ['Their `amount` added up.', 1450000],
      paid_amount: ['Their `amount_paid` added up.', 1200000],
      unpaid_amount: ['What is left to pay: `total_amount` − `paid_amount`.', 250000],
    }),
    overdue_count: Type.Integer({ description: 'How many of them are overdue.', examples: [2] }),
    currency: Described(CurrencyCode, 'The currency added up.'),
  },
  { description: 'Totals of the studio\'s issued invoices in one currency.' },
);
export const DisputedCount = Type.Object(
  {
    count: Type.Integer({ description: 'Disputed payments in the currency that still need a response.', examples: [1] }),
    ...withFormatted({ total_amount: ['Their amounts added up.', 50000] }),
  },
  { description: 'The open disputes in one currency.' },
);
export const Currency = Type.Object(
  {
    code: Described(CurrencyCode, 'The currency\'s code.'),
    name: Type.String({ description: 'Its English name.', examples: ['US Dollar'] }),
    symbol: Type.String({ description: 'Its symbol, as amounts are formatted with it.', examples: ['$'] }),
  },
  { description: 'A currency the service supports.' },
);
export const ClientCurrencyEntry = Type.Object(
  {
    currency: Described(CurrencyCode, 'The currency.'),
    total_invoices: Type.Integer({ description: 'The client\'s issued invoices in this currency.', examples: [3] }),
    ...withFormatted({ total_amount: ['Their `amount` added up.', 325000] }),
  },
  { description: 'The client\'s issued invoices in one currency.' },
);
export const ClientTotals = Type.Object(
  {
    client_id: Id('cl', 'The client.'),
    currency: Described(CurrencyCode, 'The currency added up.'),
    total_invoices: Type.Integer({ description: 'The client\'s issued invoices (drafts are left out) in the currency.', examples: [3] }),
    ...withFormatted({
      total_amount: ['Their `amount` added up.', 325000],
      paid_amount: ['Their `amount_paid` added up.', 200000],
      unpaid_amount: ['What is left to pay: `total_amount` − `paid_amount`.', 125000],
    }),
    overdue_count: Type.Integer({ description: 'How many of them are overdue.', examples: [1] }),
    ...withFormatted({ overdue_amount: ['What is left to pay on the overdue ones.', 125000] }),
  },
  { description: 'Totals of one client\'s issued invoices in one currency.' },
);

export const InvoiceSend = Type.Object(
  {
    notify: Type.Optional(
      Type.Boolean({
        description: 'Whether the client is mailed the invoice (`invoice_sent`: amount due, due date, the page link and the PDF); true when left out. False sends no mail.',
        examples: [false],
      }),
    ),
  },
  { additionalProperties: false, description: 'How the invoice is sent; the body may be left out.', examples: [{ notify: false }] },
);
export type InvoiceSend = Static<typeof InvoiceSend>;
