import { Type, type Static } from 'typebox';
import { Links, Nullable, Page, PageMeta, StringEnum, Timestamp } from '../../platform/schemas.js';

/** A client's document (API.md §7): an invoice today; booked sessions join them with scheduling. */
export const Document = Type.Object({
  id: Type.String(),
  type: StringEnum(['invoice', 'session']),
  title: Type.String(),
  status: Type.String(),
  amount: Type.Optional(Type.Integer()),
  amount_formatted: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  date: Type.String(),
  created_at: Timestamp,
});
export type Document = Static<typeof Document>;

export const GiftCardActivity = Type.Object({
  gift_card_id: Type.String(),
  code: Type.String(),
  amount: Type.Integer(),
  amount_formatted: Type.String(),
  invoice_id: Nullable(Type.String()),
  used_at: Timestamp,
});
export type GiftCardActivity = Static<typeof GiftCardActivity>;

export const DocumentMeta = Type.Object({ ...PageMeta.properties, gift_card_activities: Type.Optional(Type.Array(GiftCardActivity)) });
export type DocumentMeta = Static<typeof DocumentMeta>;

export const DocumentPage = Type.Object({
  data: Type.Array(Document),
  links: Links,
  meta: DocumentMeta,
});

export const DocumentParams = Type.Object({ client_id: Type.String() });
export const DocumentQuery = Type.Object({ page: Page, expand: Type.Optional(StringEnum(['gift_card_activities'])) });
