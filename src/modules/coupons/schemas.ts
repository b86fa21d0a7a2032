import { Type, type Static } from 'typebox';
import { Money, Nullable, Page, PageSize, Timestamp, Links, PageMeta, StringEnum } from '../../platform/schemas.js';
import { MAX_MONEY } from '../../platform/money.js';

export const CouponStatus = StringEnum(['active', 'disabled', 'expired', 'exhausted']);

const couponSummary = {
  id: Type.String(),
  code: Type.String(),
  discount_type: StringEnum(['percentage', 'fixed_amount']),
  discount_value: Type.Number(),
  status: CouponStatus,
  usage_count: Type.Integer(),
  usage_limit: Nullable(Type.Integer()),
  expires_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
};

/** List view (spec "Coupon"). */
export const CouponListItem = Type.Object(couponSummary);
/** Detail view: the list view with minimum_order_amount, description and disabled_at. */
export const CouponDetail = Type.Object({
  ...couponSummary,
  minimum_order_amount: Nullable(Type.Integer()),
  description: Nullable(Type.String()),
  disabled_at: Nullable(Timestamp),
});
export type CouponDetail = Static<typeof CouponDetail>;

const UsageLimit = Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }));
const DiscountValue = Type.Number({ exclusiveMinimum: 0, maximum: MAX_MONEY });
const Description = Nullable(Type.String({ maxLength: 2000 }));

export const CouponCreate = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,50}$', description: '1–50 letters, digits, _ or -; unique per studio ignoring case' }),
    discount_type: StringEnum(['percentage', 'fixed_amount']),
    discount_value: DiscountValue,
    usage_limit: Type.Optional(UsageLimit),
    expires_at: Type.Optional(Nullable(Timestamp)),
    minimum_order_amount: Type.Optional(Nullable(Money)),
    description: Type.Optional(Description),
  },
  { additionalProperties: false },
);
export type CouponCreate = Static<typeof CouponCreate>;

export const CouponUpdate = Type.Object(
  {
    discount_value: Type.Optional(DiscountValue),
    usage_limit: Type.Optional(UsageLimit),
    expires_at: Type.Optional(Nullable(Timestamp)),
    minimum_order_amount: Type.Optional(Nullable(Money)),
    description: Type.Optional(Description),
    // Accepted by the schema only so that the service can say why they cannot change.
    code: Type.Optional(Type.Unknown()),
    discount_type: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type CouponUpdate = Static<typeof CouponUpdate>;

export const CouponFilter = StringEnum(['all', 'active', 'disabled', 'expired', 'exhausted']);
export type CouponFilter = Static<typeof CouponFilter>;

export const CouponListQuery = Type.Object({
  page: Page,
  per_page: PageSize,
  filter: Type.Optional(CouponFilter),
});

export const ActivityQuery = Type.Object({ page: Page, per_page: PageSize });

export const ActivityEntry = Type.Object({
  id: Type.String(),
  coupon_id: Type.String(),
  invoice_id: Type.String(),
  client_id: Type.String(),
  discount_applied: Type.Integer(),
  discount_applied_formatted: Type.String(),
  used_at: Timestamp,
  client: Type.Object({ first_name: Nullable(Type.String()), last_name: Nullable(Type.String()), email: Nullable(Type.String()) }),
  invoice: Type.Object({ amount: Type.Integer(), amount_formatted: Type.String() }),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityPage = Type.Object({
  data: Type.Array(ActivityEntry),
  links: Links,
  meta: Type.Object({
    ...PageMeta.properties,
    total_usage: Type.Integer(),
    total_discount_given: Type.Integer(),
    total_discount_given_formatted: Type.String(),
  }),
});

export const DisabledCoupon = Type.Object({
  id: Type.String(),
  code: Type.String(),
  status: CouponStatus,
  disabled_at: Nullable(Timestamp),
});
