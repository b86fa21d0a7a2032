import { Type, type Static } from 'typebox';
import {
  Amount, CurrencyCode, Described, Formatted, Id, Links, Nullable, Page, PageMeta, PathId, Query, StringEnum, Timestamp,
} from '../../platform/schemas.js';
import { exampleId } from '../../platform/ids.js';

/** A client's document (API.md §7): an invoice today; booked sessions join them with scheduling. */
export const Document = Type.Object(
  {
    id: Type.String({ description: 'The identifier of the record the document is: an invoice\'s `in_…`.', examples: [exampleId('in')] }),
    type: StringEnum(['invoice', 'session'], { description: 'What the document is: `invoice`, or `session` for a booked session.', examples: ['invoice'] }),
    title: Type.String({ description: 'Display title: `Invoice INV-0042` for an invoice.', examples: ['Invoice INV-0042'] }),
    status: Type.String({
      description: 'The record\'s status: for an invoice `draft`, `sent`, `paid` or `overdue` (sent, unpaid and due before today in the studio\'s time zone).',
      examples: ['sent'],
    }),
    amount: Type.Optional(Described(Amount, 'The amount, in minor units of `currency`: an invoice\'s total. Absent for a document without an amount.', { examples: [125000] })),
    amount_formatted: Type.Optional(Described(Formatted, '`amount` as display text.', { examples: ['$1,250.00'] })),
    currency: Type.Optional(Described(CurrencyCode, 'Currency of `amount`; absent with it.')),
    date: Type.String({ format: 'date', description: 'The date that matters for the document, `YYYY-MM-DD`: an invoice\'s due date.', examples: ['2026-12-24'] }),
    created_at: Described(Timestamp, 'When the record was created (RFC 3339, UTC, microseconds); the list is ordered by it, newest first.'),
  },
  { description: 'A document of the client.' },
);
export type Document = Static<typeof Document>;

export const GiftCardActivity = Type.Object(
  {
    gift_card_id: Id('gc', 'The gift card that paid.'),
    code: Type.String({ description: 'The gift card\'s code.', examples: ['K7QM-2XRT-9BWD-4HNA'] }),
    amount: Described(Amount, 'The amount paid with the card, in minor units of its currency.', { examples: [2500] }),
    amount_formatted: Described(Formatted, '`amount` as display text.', { examples: ['$25.00'] }),
    invoice_id: Nullable(Id('in', 'The invoice the card paid.')),
    used_at: Described(Timestamp, 'When the payment was made (its `payment_date`; RFC 3339, UTC, microseconds).'),
  },
  { description: 'A payment of one of the client\'s invoices with a gift card.' },
);
export type GiftCardActivity = Static<typeof GiftCardActivity>;

export const DocumentMeta = Type.Object(
  {
    ...PageMeta.properties,
    gift_card_activities: Type.Optional(
      Type.Array(GiftCardActivity, { description: 'With `expand=gift_card_activities` only: every gift card payment of the client\'s invoices, all pages together.' }),
    ),
  },
  { description: 'Where this page stands; with `expand=gift_card_activities`, the client\'s gift card payments.' },
);
export type DocumentMeta = Static<typeof DocumentMeta>;

export const DocumentPage = Type.Object(
  {
    data: Type.Array(Document, { description: 'The documents on this page (25 a page), newest first.' }),
    links: Links,
    meta: DocumentMeta,
  },
  { description: 'A page of the client\'s documents.' },
);

export const DocumentParams = Type.Object({ client_id: PathId('cl', 'client') });
export const DocumentQuery = Query({
  page: Page,
  expand: Type.Optional(
    StringEnum(['gift_card_activities'], { description: '`gift_card_activities` adds the client\'s gift card payments to `meta`.' }),
  ),
});
