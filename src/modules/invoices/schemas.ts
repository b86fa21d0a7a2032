import { Type, type Static, type TInteger, type TString } from 'typebox';
import { DateOnly, Money, Nullable, Page, PageSize, StringEnum, Timestamp } from '../../platform/schemas.js';
import { MAX_MONEY } from '../../platform/money.js';
import { TIMEFRAMES } from './timeframes.js';
import { paymentMethods, paymentStatuses } from './tables.js';

/** An amount with its `_formatted` companion, the way every invoice amount is written. */
const withFormatted = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.flatMap((name) => [[name, Type.Integer()], [`${name}_formatted`, Type.String()]])) as {
    [P in K]: TInteger;
  } & { [P in `${K}_formatted`]: TString };

export const InvoiceStatus = StringEnum(['draft', 'sent', 'paid', 'overdue']);
export type InvoiceStatus = Static<typeof InvoiceStatus>;

export const ClientBrief = Type.Object({
  id: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
export type ClientBrief = Static<typeof ClientBrief>;

export const LineItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  quantity: Type.Integer(),
  ...withFormatted('amount', 'line_total'),
  taxable: Type.Boolean(),
  tax_rate: Nullable(Type.Number()),
  ...withFormatted('tax_amount'),
});
export type LineItem = Static<typeof LineItem>;

const Dispute = Type.Object({
  status: StringEnum(['needs_response', 'won', 'lost']),
  opened_at: Timestamp,
  resolved_at: Nullable(Timestamp),
});

/** Card: brand … funding; PayPal: payer_email, payer_id; bank transfer: reference; gift card: its id and code. */
const MethodDetails = Type.Object({
  brand: Type.Optional(Nullable(Type.String())),
  last_four: Type.Optional(Nullable(Type.String())),
  exp_month: Type.Optional(Nullable(Type.Integer())),
  exp_year: Type.Optional(Nullable(Type.Integer())),
  funding: Type.Optional(Nullable(Type.String())),
  payer_email: Type.Optional(Nullable(Type.String())),
  payer_id: Type.Optional(Nullable(Type.String())),
  reference: Type.Optional(Nullable(Type.String())),
  gift_card_id: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
});

const paymentListFields = {
  id: Type.String(),
  invoice_id: Type.String(),
  ...withFormatted('amount'),
  currency: Type.String(),
  payment_date: Timestamp,
  payment_method: StringEnum(paymentMethods),
  status: StringEnum(paymentStatuses),
  ...withFormatted('transaction_fee'),
  client: Type.Optional(ClientBrief),
};

export const PaymentListItem = Type.Object(paymentListFields);
export type PaymentListItem = Static<typeof PaymentListItem>;

export const Payment = Type.Object({
  ...paymentListFields,
  ...withFormatted('processor_fee', 'net_amount', 'refunded_amount'),
  payment_method_details: Nullable(MethodDetails),
  dispute: Nullable(Dispute),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Payment = Static<typeof Payment>;

export const AssociatedDocument = Type.Object({ id: Type.String(), type: Type.String(), title: Type.String() });

export const Invoice = Type.Object({
  id: Type.String(),
  invoice_number: Type.String(),
  client_id: Type.String(),
  ...withFormatted('amount'),
  currency: Type.String(),
  status: InvoiceStatus,
  due_date: DateOnly,
  ...withFormatted('subtotal', 'discount_amount', 'tax_amount', 'amount_paid', 'amount_due'),
  coupon_code: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  sent_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  client: Type.Optional(ClientBrief),
  line_items: Type.Optional(Type.Array(LineItem)),
  payments: Type.Optional(Type.Array(Payment)),
  associated_documents: Type.Optional(Type.Array(AssociatedDocument)),
});
export type Invoice = Static<typeof Invoice>;

// ---------------------------------------------------------------------------------------------
// Requests

const LineItemInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
    amount: Money,
    taxable: Type.Optional(Type.Boolean({ default: false })),
    tax_rate: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100, description: 'Percent, at most two decimals' }))),
  },
  { additionalProperties: false },
);
export type LineItemInput = Static<typeof LineItemInput>;

const invoiceFields = {
  client_id: Type.String({ maxLength: 100 }),
  currency: Type.String({ maxLength: 10, description: 'Defaults to the studio currency' }),
  due_date: DateOnly,
  line_items: Type.Array(LineItemInput, { minItems: 1, maxItems: 200 }),
  coupon_code: Nullable(Type.String({ minLength: 1, maxLength: 50, description: 'Matched ignoring case; null removes it' })),
  notes: Nullable(Type.String({ maxLength: 5000 })),
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
  { additionalProperties: false },
);
export type InvoiceCreate = Static<typeof InvoiceCreate>;

/** Partial: only the fields given change; `line_items` replaces the whole list. */
export const InvoiceUpdate = Type.Partial(Type.Object(invoiceFields), { additionalProperties: false });
export type InvoiceUpdate = Static<typeof InvoiceUpdate>;

export const PaymentCreate = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: MAX_MONEY }),
    payment_method: StringEnum(paymentMethods),
    payment_date: Type.Optional(Timestamp),
    payment_method_details: Type.Optional(
      Nullable(
        Type.Object(
          {
            brand: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
            last_four: Type.Optional(Type.String({ pattern: '^[0-9]{4}$' })),
            exp_month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
            exp_year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
            funding: Type.Optional(StringEnum(['credit', 'debit', 'prepaid', 'unknown'])),
            payer_email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
            payer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
            reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    gift_card_code: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type PaymentCreate = Static<typeof PaymentCreate>;

export const RefundRequest = Type.Object(
  { amount: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MONEY, description: 'Defaults to all that is left' })) },
  { additionalProperties: false },
);
export const DisputeResolution = Type.Object({ outcome: StringEnum(['won', 'lost']) }, { additionalProperties: false });

// ---------------------------------------------------------------------------------------------
// Queries

export const Expand = StringEnum(['client', 'all']);
export type Expand = Static<typeof Expand>;
export const PaymentType = StringEnum(['all', 'paid', 'unpaid', 'overdue']);
export type PaymentType = Static<typeof PaymentType>;
const TimeframeFilter = StringEnum(TIMEFRAMES);

const filters = {
  timeframe_filter: Type.Optional(TimeframeFilter),
  to: Type.Optional(DateOnly),
  currency: Type.Optional(Type.String({ maxLength: 10 })),
  payment_type: Type.Optional(PaymentType),
};

export const InvoiceListQuery = Type.Object({
  ...filters,
  client_id: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(InvoiceStatus),
  expand: Type.Optional(Expand),
  page: Page,
  per_page: PageSize,
});
export const InvoiceQuery = Type.Object({ expand: Type.Optional(Expand) });
export const SummaryQuery = Type.Object(filters);
export const PaymentListQuery = Type.Object({
  expand: Type.Optional(StringEnum(['client'])),
  client_id: Type.Optional(Type.String({ maxLength: 100 })),
  timeframe_filter: Type.Optional(TimeframeFilter),
  to: Type.Optional(DateOnly),
  transaction_date_to: Type.Optional(DateOnly),
  page: Page,
  page_size: PageSize,
});
export const PaymentQuery = Type.Object({ expand: Type.Optional(StringEnum(['client'])) });
export const DisputedQuery = Type.Object({ currency: Type.Optional(Type.String({ maxLength: 10 })) });
export const ClientSummaryQuery = Type.Object({ client_id: Type.String({ maxLength: 100 }) });

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
// Summaries

export const InvoiceSummary = Type.Object({
  total_invoices: Type.Integer(),
  ...withFormatted('total_amount', 'paid_amount', 'unpaid_amount'),
  overdue_count: Type.Integer(),
  currency: Type.String(),
});
export const DisputedCount = Type.Object({ count: Type.Integer(), ...withFormatted('total_amount') });
export const Currency = Type.Object({ code: Type.String(), name: Type.String(), symbol: Type.String() });
export const ClientCurrencyEntry = Type.Object({ currency: Type.String(), total_invoices: Type.Integer(), ...withFormatted('total_amount') });
export const ClientTotals = Type.Object({
  client_id: Type.String(),
  currency: Type.String(),
  total_invoices: Type.Integer(),
  ...withFormatted('total_amount', 'paid_amount', 'unpaid_amount'),
  overdue_count: Type.Integer(),
  ...withFormatted('overdue_amount'),
});
