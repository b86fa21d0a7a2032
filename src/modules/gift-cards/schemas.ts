import { Type, type Static } from 'typebox';
import { Nullable, Page, PageSize, Timestamp, StringEnum } from '../../platform/schemas.js';
import { MAX_MONEY } from '../../platform/money.js';

export const GiftCardStatus = StringEnum(['active', 'redeemed', 'expired']);

const Person = Type.Object({
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
});

export const GiftCard = Type.Object({
  id: Type.String(),
  code: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  amount_formatted: Type.String(),
  balance: Type.Integer(),
  balance_formatted: Type.String(),
  status: GiftCardStatus,
  expires_at: Nullable(Timestamp),
  purchased_by: Nullable(Person),
  created_at: Timestamp,
});
export type GiftCard = Static<typeof GiftCard>;

export const GiftCardCreate = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: MAX_MONEY }),
    currency: Type.Optional(Type.String({ maxLength: 10, description: 'Defaults to the studio currency' })),
    code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{4,50}$', description: 'Generated when omitted' })),
    expires_at: Type.Optional(Nullable(Timestamp)),
    purchased_by: Type.Optional(
      Nullable(
        Type.Object(
          {
            first_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
            last_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
            email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
          },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type GiftCardCreate = Static<typeof GiftCardCreate>;

export const GiftCardFilter = StringEnum(['all', 'active', 'redeemed', 'expired']);
export type GiftCardFilter = Static<typeof GiftCardFilter>;

export const GiftCardListQuery = Type.Object({ page: Page, per_page: PageSize, status: Type.Optional(GiftCardFilter) });
