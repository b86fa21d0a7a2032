import { Type, type Static } from 'typebox';
import {
  Amount, CurrencyCode, Described, Formatted, Id, Nullable, Page, PageSize, PathId, Query, StringEnum, Timestamp, TimestampInput,
} from '../../platform/schemas.js';
import { MAX_MONEY } from '../../platform/money.js';

export const GiftCardStatus = StringEnum(['active', 'redeemed', 'expired'], {
  description: 'Derived, in this order: `redeemed` (the balance is 0), `expired` (`expires_at` is past), else `active`. Only an active card pays.',
  examples: ['active'],
});

const Person = Type.Object(
  {
    first_name: Nullable(Type.String({ description: 'The buyer\'s first name.', examples: ['Grace'] })),
    last_name: Nullable(Type.String({ description: 'The buyer\'s last name.', examples: ['Hopper'] })),
    email: Nullable(Type.String({ description: 'The buyer\'s email.', examples: ['grace@example.com'] })),
  },
  { description: 'Who bought the card.' },
);

export const GiftCard = Type.Object(
  {
    id: Id('gc', 'The gift card\'s identifier.'),
    code: Type.String({ description: 'The code a client gives to pay with the card (`gift_card_code` of a payment); unique in the studio, ignoring case.', examples: ['K7QM-2XRT-9BWD-4HNA'] }),
    currency: Described(CurrencyCode, 'The card\'s currency: it pays invoices in this currency only.'),
    amount: Described(Amount, 'The value the card was issued with, in minor units of its currency (5000 = $50.00 in usd).'),
    amount_formatted: Described(Formatted, '`amount` as display text.'),
    balance: Described(Amount, 'What is left to spend, in minor units of its currency; never below 0.', { examples: [2000] }),
    balance_formatted: Described(Formatted, '`balance` as display text.', { examples: ['$20.00'] }),
    status: GiftCardStatus,
    expires_at: Nullable(Described(Timestamp, 'When the card stops paying (RFC 3339, UTC, microseconds); null means never.')),
    purchased_by: Described(Nullable(Person), 'Who bought the card; null when nobody was recorded.'),
    created_at: Described(Timestamp, 'When the card was issued (RFC 3339, UTC, microseconds).'),
  },
  { description: 'A gift card.' },
);
export type GiftCard = Static<typeof GiftCard>;

export const GiftCardCreate = Type.Object(
  {
    amount: Type.Integer({
      minimum: 1,
      maximum: MAX_MONEY,
      description: 'The card\'s value in minor units of its currency, at least 1 (5000 = $50.00 in usd). The balance starts at this amount.',
      examples: [5000],
    }),
    currency: Type.Optional(
      Type.String({ maxLength: 10, description: 'The card\'s currency, a lowercase ISO 4217 code (any case is accepted); defaults to the studio currency.', examples: ['usd'] }),
    ),
    code: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{4,50}$',
        description: '4 to 50 letters, digits, `_` or `-`, unique in the studio ignoring case. When left out, one is generated (`K7QM-2XRT-9BWD-4HNA`).',
        examples: ['MOTHERSDAY-2026'],
      }),
    ),
    expires_at: Type.Optional(Nullable(Described(TimestampInput, 'When the card stops paying (RFC 3339 with an offset); it may be in the past. Null or left out: never.'))),
    purchased_by: Type.Optional(
      Described(
        Nullable(
          Type.Object(
            {
              first_name: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'The buyer\'s first name, up to 100 characters.', examples: ['Grace'] }))),
              last_name: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'The buyer\'s last name, up to 100 characters.', examples: ['Hopper'] }))),
              email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254, description: 'The buyer\'s email address.', examples: ['grace@example.com'] }))),
            },
            { additionalProperties: false, description: 'Who bought the card.' },
          ),
        ),
        'Who bought the card; every field is optional.',
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'A new gift card.',
    examples: [
      { amount: 25000, currency: 'usd', expires_at: '2027-05-10T23:59:59-04:00', purchased_by: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' } },
    ],
  },
);
export type GiftCardCreate = Static<typeof GiftCardCreate>;

export const GiftCardFilter = StringEnum(['all', 'active', 'redeemed', 'expired'], {
  default: 'all',
  description: 'Only cards with this status; `all` lists every card.',
});
export type GiftCardFilter = Static<typeof GiftCardFilter>;

export const GiftCardListQuery = Query({ page: Page, per_page: PageSize, status: GiftCardFilter });

export const GiftCardParams = Type.Object({ gift_card_id: PathId('gc', 'gift card') });
