import { Type, type Static } from 'typebox';
import {
  Amount, Described, Formatted, Id, Links, Money, Nullable, Page, PageMeta, PageSize, PathId, Query, StringEnum, Timestamp,
  TimestampInput,
} from '../../platform/schemas.js';
import { MAX_MONEY } from '../../platform/money.js';

export const CouponStatus = StringEnum(['active', 'disabled', 'expired', 'exhausted'], {
  description:
    'Derived, in this order: `disabled` (disabled by the studio), `expired` (`expires_at` is past), `exhausted` ' +
    '(`usage_count` reached `usage_limit`), else `active`. Only an active coupon can be redeemed.',
  examples: ['active'],
});

const DiscountType = StringEnum(['percentage', 'fixed_amount'], {
  description: '`percentage`: a percent of the invoice subtotal. `fixed_amount`: an amount in minor units of the studio currency.',
  examples: ['percentage'],
});

const couponSummary = {
  id: Id('cou', 'The coupon\'s identifier.'),
  code: Type.String({ description: 'The code clients enter: unique in the studio, ignoring case; shown as it was created.', examples: ['SPRING-MINIS'] }),
  discount_type: DiscountType,
  discount_value: Type.Number({
    description:
      'With `percentage`: the percent off (20 = 20 %, at most two decimals). With `fixed_amount`: the amount off in ' +
      'minor units of the studio currency (500 = $5.00 in usd), never more than the invoice subtotal.',
    examples: [20],
  }),
  status: CouponStatus,
  usage_count: Type.Integer({ description: 'How many invoices have redeemed the coupon.', examples: [3] }),
  usage_limit: Nullable(Type.Integer({ description: 'How many times the coupon can be redeemed in all; null means no limit.', examples: [50] })),
  expires_at: Nullable(Described(Timestamp, 'When the coupon stops applying (RFC 3339, UTC, microseconds); null means never.')),
  created_at: Described(Timestamp, 'When the coupon was created (RFC 3339, UTC, microseconds).'),
  updated_at: Described(Timestamp, 'When the coupon last changed (RFC 3339, UTC, microseconds).'),
};

/** List view (spec "Coupon"). */
export const CouponListItem = Type.Object(couponSummary, { description: 'A coupon (list view).' });
/** Detail view: the list view with minimum_order_amount, description and disabled_at. */
export const CouponDetail = Type.Object(
  {
    ...couponSummary,
    minimum_order_amount: Nullable(
      Type.Integer({
        description: 'Smallest invoice subtotal the coupon applies to, in minor units of the studio currency (5000 = $50.00 in usd); null means any.',
        examples: [5000],
      }),
    ),
    description: Nullable(Type.String({ description: 'Internal note for the studio; clients never see it.', examples: ['Spring mini sessions, 2026'] })),
    disabled_at: Nullable(Described(Timestamp, 'When the coupon was disabled (RFC 3339, UTC, microseconds); null unless it is disabled.')),
  },
  { description: 'A coupon (detail view).' },
);
export type CouponDetail = Static<typeof CouponDetail>;

const UsageLimit = Nullable(
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'How many times the coupon can be redeemed in all, at least 1; null means no limit.', examples: [50] }),
);
const DiscountValue = Type.Number({
  exclusiveMinimum: 0,
  maximum: MAX_MONEY,
  description:
    'With `percentage`: the percent off, more than 0 and at most 100, at most two decimals (12.5 = 12.5 %). With ' +
    '`fixed_amount`: a whole number of minor units of the studio currency (500 = $5.00 in usd).',
  examples: [20],
});
const Description = Nullable(Type.String({ maxLength: 2000, description: 'Internal note for the studio, up to 2,000 characters; null clears it.', examples: ['Spring mini sessions, 2026'] }));
const ExpiresAt = Nullable(Described(TimestampInput, 'When the coupon stops applying (RFC 3339 with an offset); it may be in the past. Null means never.'));
const MinimumOrder = Nullable(Described(Money, 'Smallest invoice subtotal the coupon applies to, in minor units of the studio currency (5000 = $50.00 in usd); null means any.'));

export const CouponCreate = Type.Object(
  {
    code: Type.String({
      pattern: '^[A-Za-z0-9_-]{1,50}$',
      description: '1 to 50 letters, digits, `_` or `-`; unique in the studio ignoring case (409 otherwise). Cannot change later.',
      examples: ['SPRING-MINIS'],
    }),
    discount_type: Described(DiscountType, '`percentage` or `fixed_amount`. Cannot change later.'),
    discount_value: DiscountValue,
    usage_limit: Type.Optional(UsageLimit),
    expires_at: Type.Optional(ExpiresAt),
    minimum_order_amount: Type.Optional(MinimumOrder),
    description: Type.Optional(Description),
  },
  {
    additionalProperties: false,
    description: 'A new coupon. Fields left out are null.',
    examples: [
      { code: 'SPRING-MINIS', discount_type: 'percentage', discount_value: 20, usage_limit: 50, expires_at: '2026-05-31T23:59:59-04:00', minimum_order_amount: 15000, description: 'Spring mini sessions, 2026' },
    ],
  },
);
export type CouponCreate = Static<typeof CouponCreate>;

const Immutable = (field: string) =>
  Type.Unknown({ description: `Cannot change once the coupon is created: a body carrying \`${field}\` is refused with 422 \`validation_error\`.` });

export const CouponUpdate = Type.Object(
  {
    discount_value: Type.Optional(Described(DiscountValue, 'The new discount, read with the coupon\'s `discount_type`: a percent (more than 0, at most 100, two decimals) or a whole number of minor units.')),
    usage_limit: Type.Optional(Described(UsageLimit, 'The new limit, at least the uses already made; null removes the limit.')),
    expires_at: Type.Optional(ExpiresAt),
    minimum_order_amount: Type.Optional(MinimumOrder),
    description: Type.Optional(Description),
    // Accepted by the schema only so that the service can say why they cannot change.
    code: Type.Optional(Immutable('code')),
    discount_type: Type.Optional(Immutable('discount_type')),
  },
  {
    additionalProperties: false,
    description: 'The fields to change; the others keep their values.',
    examples: [{ discount_value: 25, usage_limit: 100, expires_at: '2026-06-30T23:59:59-04:00' }],
  },
);
export type CouponUpdate = Static<typeof CouponUpdate>;

export const CouponFilter = StringEnum(['all', 'active', 'disabled', 'expired', 'exhausted'], {
  default: 'all',
  description: 'Only coupons with this status; `all` lists every coupon.',
});
export type CouponFilter = Static<typeof CouponFilter>;

export const CouponListQuery = Query({ page: Page, per_page: PageSize, filter: CouponFilter });

export const ActivityQuery = Query({ page: Page, per_page: PageSize });

export const CouponParams = Type.Object({ coupon_id: PathId('cou', 'coupon') });

export const ActivityEntry = Type.Object(
  {
    id: Id('ca', 'The activity entry\'s identifier.'),
    coupon_id: Id('cou', 'The coupon redeemed.'),
    invoice_id: Id('in', 'The invoice that redeemed it.'),
    client_id: Id('cl', 'The client the invoice is for.'),
    discount_applied: Described(Amount, 'The discount the invoice got, in minor units of the invoice currency.', { examples: [3000] }),
    discount_applied_formatted: Described(Formatted, '`discount_applied` as display text.', { examples: ['$30.00'] }),
    used_at: Described(Timestamp, 'When the invoice redeemed the coupon (RFC 3339, UTC, microseconds).'),
    client: Type.Object(
      {
        first_name: Nullable(Type.String({ description: 'The client\'s first name at the time.', examples: ['Ada'] })),
        last_name: Nullable(Type.String({ description: 'The client\'s last name at the time.', examples: ['Lovelace'] })),
        email: Nullable(Type.String({ description: 'The client\'s email at the time.', examples: ['ada@example.com'] })),
      },
      { description: 'The client as it was when the coupon was redeemed.' },
    ),
    invoice: Type.Object(
      {
        amount: Described(Amount, 'The invoice total after the discount, in minor units.', { examples: [12000] }),
        amount_formatted: Described(Formatted, '`amount` as display text.', { examples: ['$120.00'] }),
      },
      { description: 'The invoice total when it redeemed the coupon.' },
    ),
  },
  { description: 'One redemption of the coupon by an invoice.' },
);
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityPage = Type.Object(
  {
    data: Type.Array(ActivityEntry, { description: 'The redemptions on this page, newest first.' }),
    links: Links,
    meta: Type.Object(
      {
        ...PageMeta.properties,
        total_usage: Type.Integer({ description: 'Redemptions of the coupon in all (every page).', examples: [3] }),
        total_discount_given: Described(Amount, 'The discounts of every redemption added up, in minor units of the studio currency.', { examples: [9000] }),
        total_discount_given_formatted: Described(Formatted, '`total_discount_given` as display text.', { examples: ['$90.00'] }),
      },
      { description: 'Where this page stands, and totals over every redemption.' },
    ),
  },
  { description: 'A page of the coupon\'s redemptions.' },
);

export const DisabledCoupon = Type.Object(
  {
    id: Id('cou', 'The coupon\'s identifier.'),
    code: couponSummary.code,
    status: Described(CouponStatus, 'The coupon\'s status: `disabled`.', { examples: ['disabled'] }),
    disabled_at: Nullable(Described(Timestamp, 'When the coupon was disabled (RFC 3339, UTC, microseconds).')),
  },
  { description: 'The disabled coupon.' },
);
