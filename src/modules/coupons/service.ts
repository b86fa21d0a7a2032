import type { Db, Executor } from '../../platform/db/pool.js';
import { isCheckViolation, isUniqueViolation } from '../../platform/db/pool.js';
import type { Caller } from '../../platform/access.js';
import { ApiError, conflict, invalid, invalidField, missing } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { formatMoney, percentOf } from '../../platform/money.js';
import { paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import { couponQueries, type CouponActivityRow, type CouponQueries, type CouponRow, type CouponChanges } from './queries.js';
import type { ActivityEntry, CouponCreate, CouponDetail, CouponFilter, CouponUpdate } from './schemas.js';

/** What an invoice tells the coupon it redeems (API.md §3, §6). */
export interface Redemption {
  code: string;
  /** Invoice subtotal before discount and taxes, minor units. */
  subtotal: number;
  currency: string;
  invoiceId: string;
  clientId: string;
  client: { firstName: string | null; lastName: string | null; email: string | null };
  /** Computes the invoice total once the discount is known. */
  invoiceAmount: (discount: number) => number;
}

export interface Redeemed {
  couponId: string;
  code: string;
  discount: number;
  activityId: string;
}

const couponNotApplicable = (reason: string) =>
  new ApiError(422, 'coupon_not_applicable', reason, { coupon_code: [reason] });

export class CouponService {
  private queries: CouponQueries;

  constructor(db: Db) {
    this.queries = couponQueries(db);
  }

  async list(caller: Caller, filter: CouponFilter, paging: PageRequest): Promise<ListPage<CouponDetail>> {
    const studioId = caller.studio.id;
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.page(studioId, filter, limit, offset), total: () => this.queries.total(studioId, filter) },
      (rows) => rows.map(present),
    );
  }

  async get(caller: Caller, id: string): Promise<CouponDetail> {
    return present(await this.find(caller, id));
  }

  async create(caller: Caller, input: CouponCreate): Promise<CouponDetail> {
    assertDiscount(input.discount_type, input.discount_value);
    try {
      const row = await this.queries.insert({
        studioId: caller.studio.id,
        id: newId('cou'),
        code: input.code,
        discountType: input.discount_type,
        discountValue: input.discount_value,
        usageLimit: input.usage_limit ?? null,
        expiresAt: input.expires_at ?? null,
        minimumOrderAmount: input.minimum_order_amount ?? null,
        description: input.description ?? null,
      });
      return present(row);
    } catch (error) {
      if (isUniqueViolation(error, 'coupons_code_key')) {
        throw conflict('already_exists', 'A coupon with this code already exists.', { code: ['The code has already been taken.'] });
      }
      throw error;
    }
  }

  async update(caller: Caller, id: string, input: CouponUpdate): Promise<CouponDetail> {
    const immutable = (['code', 'discount_type'] as const).filter((field) => input[field] !== undefined);
    if (immutable.length > 0) {
      throw invalid(Object.fromEntries(immutable.map((f) => [f, [`The ${f} cannot be changed once the coupon is created.`]])));
    }
    const current = await this.find(caller, id);
    if (input.discount_value !== undefined) assertDiscount(current.discountType, input.discount_value);
    if (input.usage_limit != null && input.usage_limit < current.usageCount) {
      throw invalidField('usage_limit', `The usage limit cannot be below the ${current.usageCount} uses already made.`);
    }
    const changes: CouponChanges = {};
    if (input.discount_value !== undefined) changes.discountValue = input.discount_value;
    if (input.usage_limit !== undefined) changes.usageLimit = input.usage_limit;
    if (input.expires_at !== undefined) changes.expiresAt = input.expires_at;
    if (input.minimum_order_amount !== undefined) changes.minimumOrderAmount = input.minimum_order_amount;
    if (input.description !== undefined) changes.description = input.description;
    try {
      return present(await this.updated(this.queries.update(caller.studio.id, id, changes), id));
    } catch (error) {
      // A redemption landed between the check above and this update.
      if (isCheckViolation(error, 'coupons_usage_within_limit')) {
        throw invalidField('usage_limit', 'The usage limit cannot be below the uses already made.');
      }
      throw error;
    }
  }

  async disable(caller: Caller, id: string) {
    const row = await this.updated(this.queries.disable(caller.studio.id, id), id);
    return { id: row.id, code: row.code, status: row.status, disabled_at: row.disabledAt };
  }

  async enable(caller: Caller, id: string): Promise<CouponDetail> {
    return present(await this.updated(this.queries.update(caller.studio.id, id, { disabledAt: null }), id));
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.queries.delete(caller.studio.id, id))) throw missing('coupon', id);
  }

  async activity(caller: Caller, id: string, paging: PageRequest) {
    await this.find(caller, id);
    const studioId = caller.studio.id;
    // One read of the totals gives both the page's total and the discount given.
    const totals = this.queries.activityTotals(studioId, id, caller.studio.currency);
    const { data, meta } = await paged(
      paging,
      { rows: (limit, offset) => this.queries.activityPage(studioId, id, limit, offset), total: async () => (await totals).uses },
      (rows) => rows.map(presentActivity),
    );
    const { discount } = await totals;
    return {
      data,
      meta: {
        ...meta,
        total_usage: meta.total,
        // Summaries never mix currencies: the total is in the studio's currency.
        total_discount_given: discount,
        total_discount_given_formatted: formatMoney(discount, caller.studio.currency),
      },
    };
  }

  /**
   * Redeems a coupon for an invoice inside the caller's transaction: takes one use atomically (never
   * past usage_limit, whatever the concurrency) and records the activity entry. Refuses with 422
   * `coupon_not_applicable` when the coupon is unknown, not active, below its minimum order, a fixed
   * amount in another currency, or when its last use was just taken by a concurrent redemption.
   */
  async redeem(tx: Executor, caller: Caller, redemption: Redemption): Promise<Redeemed> {
    const coupon = await this.queries.byCode(tx, caller.studio.id, redemption.code);
    if (!coupon) throw couponNotApplicable(`No coupon has the code ${redemption.code}.`);
    if (coupon.status !== 'active') throw couponNotApplicable(`The coupon ${coupon.code} is ${coupon.status}.`);
    if (coupon.minimumOrderAmount !== null && redemption.subtotal < coupon.minimumOrderAmount) {
      throw couponNotApplicable(
        `The coupon ${coupon.code} needs an order of at least ${formatMoney(coupon.minimumOrderAmount, caller.studio.currency)}.`,
      );
    }
    if (coupon.discountType === 'fixed_amount' && redemption.currency !== caller.studio.currency) {
      throw couponNotApplicable(`The coupon ${coupon.code} is an amount in ${caller.studio.currency.toUpperCase()} only.`);
    }
    if (!(await this.queries.takeUse(tx, caller.studio.id, coupon.id))) {
      throw couponNotApplicable(`The coupon ${coupon.code} has no uses left.`);
    }
    const discount = discountFor(coupon, redemption.subtotal);
    const entry = await this.queries.insertActivity(tx, {
      studioId: caller.studio.id,
      id: newId('ca'),
      couponId: coupon.id,
      invoiceId: redemption.invoiceId,
      clientId: redemption.clientId,
      currency: redemption.currency,
      discountApplied: discount,
      invoiceAmount: redemption.invoiceAmount(discount),
      clientFirstName: redemption.client.firstName,
      clientLastName: redemption.client.lastName,
      clientEmail: redemption.client.email,
    });
    return { couponId: coupon.id, code: coupon.code, discount, activityId: entry.id };
  }

  /** Undoes the invoice's redemption, if it has one: the use comes back and the activity entry goes. */
  async release(tx: Executor, caller: Caller, invoiceId: string): Promise<void> {
    await this.queries.release(tx, caller.studio.id, invoiceId);
  }

  private async find(caller: Caller, id: string): Promise<CouponRow> {
    const row = await this.queries.byId(caller.studio.id, id);
    if (!row) throw missing('coupon', id);
    return row;
  }

  private async updated(pending: Promise<CouponRow | undefined>, id: string): Promise<CouponRow> {
    const row = await pending;
    if (!row) throw missing('coupon', id);
    return row;
  }
}

/** The discount on a subtotal: percentages round half-up; a fixed amount never exceeds the subtotal. */
function discountFor(coupon: Pick<CouponRow, 'discountType' | 'discountValue'>, subtotal: number): number {
  return coupon.discountType === 'percentage'
    ? percentOf(subtotal, coupon.discountValue)
    : Math.min(coupon.discountValue, subtotal);
}

function assertDiscount(type: 'percentage' | 'fixed_amount', value: number): void {
  if (type === 'percentage') {
    if (value > 100) throw invalidField('discount_value', 'A percentage discount cannot exceed 100.');
    if (value < 0.01 || Number(value.toFixed(2)) !== value) {
      throw invalidField('discount_value', 'A percentage discount is at least 0.01 and has at most two decimals.');
    }
  } else if (!Number.isInteger(value)) {
    throw invalidField('discount_value', 'A fixed amount is a whole number of minor units (cents).');
  }
}

function presentActivity(row: CouponActivityRow): ActivityEntry {
  return {
    id: row.id,
    coupon_id: row.couponId,
    invoice_id: row.invoiceId,
    client_id: row.clientId,
    discount_applied: row.discountApplied,
    discount_applied_formatted: formatMoney(row.discountApplied, row.currency),
    used_at: row.usedAt,
    client: { first_name: row.clientFirstName, last_name: row.clientLastName, email: row.clientEmail },
    invoice: { amount: row.invoiceAmount, amount_formatted: formatMoney(row.invoiceAmount, row.currency) },
  };
}

function present(row: CouponRow): CouponDetail {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    status: row.status,
    usage_count: row.usageCount,
    usage_limit: row.usageLimit,
    expires_at: row.expiresAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    minimum_order_amount: row.minimumOrderAmount,
    description: row.description,
    disabled_at: row.disabledAt,
  };
}
