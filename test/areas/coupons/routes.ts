/** Coupons (API.md §3): what the matrices cannot derive about their routes. */
import { randomAlphanumeric } from '../../../src/platform/ids.js';
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { created, done, FUTURE, unique } from '../records.js';

export interface CouponRecords {
  /** Read, updated, disabled and enabled by the matrices. */
  kept: { id: string; code: string };
  /** The first valid DELETE removes it; later ones meet a 404, which is fine. */
  doomed: { id: string; code: string };
  disabled: { id: string };
  /** Redeemed up to its usage limit: its activity has an entry. */
  exhausted: { id: string; code: string };
}

export const couponBody = () => ({
  code: `C${unique()}`, discount_type: 'percentage', discount_value: 10, usage_limit: 5, expires_at: FUTURE, minimum_order_amount: 1000,
  description: 'Spring minis',
});
const couponUpdate = () => ({ discount_value: 15, usage_limit: 10, expires_at: FUTURE, minimum_order_amount: 2000, description: 'Summer minis' });

/** Redeems a coupon through the service, as an invoice does, without adding an invoice to the studio. */
export function redeem(server: TestServer, studio: TestStudio, code: string) {
  return server.database.db.transaction((tx) =>
    server.services.coupons.redeem(tx, studio.caller, {
      code,
      subtotal: 20000,
      currency: studio.studio.currency,
      invoiceId: `in_${randomAlphanumeric(30)}`,
      clientId: `cl_${randomAlphanumeric(30)}`,
      client: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      invoiceAmount: (discount: number) => 20000 - discount,
    }),
  );
}

async function records(server: TestServer, studio: TestStudio): Promise<CouponRecords> {
  const coupon = (prefix: string, over: object = {}) =>
    created(studio.api, '/coupons', { code: `${prefix}${unique()}`, discount_type: 'percentage', discount_value: 10, ...over });
  const disabled = await coupon('OFF', { discount_type: 'fixed_amount', discount_value: 500 });
  await done(studio.api.put(`/coupons/${disabled.id}/disable`), 'disabling a coupon');
  const exhausted = await coupon('USED', { usage_limit: 1 });
  await redeem(server, studio, exhausted.code);
  return { kept: await coupon('KEPT'), doomed: await coupon('DOOMED', { discount_type: 'fixed_amount', discount_value: 500 }), disabled, exhausted };
}

const kept = (r: CouponRecords) => ({ coupon_id: r.kept.id });

export const coupons: AreaRoutes<CouponRecords> = {
  name: 'coupons',
  records,
  routes: {
    'GET /coupons': {},
    'POST /coupons': { body: couponBody },
    'GET /coupons/:coupon_id': { params: kept },
    'PUT /coupons/:coupon_id': { params: kept, body: couponUpdate, immutable: ['code', 'discount_type'] },
    'DELETE /coupons/:coupon_id': { params: (r) => ({ coupon_id: r.doomed.id }) },
    'PUT /coupons/:coupon_id/disable': { params: kept },
    'PUT /coupons/:coupon_id/enable': { params: (r) => ({ coupon_id: r.disabled.id }) },
    'GET /coupons/:coupon_id/activity': { params: (r) => ({ coupon_id: r.exhausted.id }) },
  },
};
