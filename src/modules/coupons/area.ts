import { defineArea, type Platform } from '../../platform/area.js';
import { couponRoutes } from './routes.js';
import { CouponService } from './service.js';

export const couponsArea = defineArea({
  name: 'coupons',
  tags: [{ name: 'coupons', description: 'Discount codes that invoices redeem: a percentage or a fixed amount, with usage limits, expiry and a redemption history.' }],
  identifiers: [
    { format: 'cou', names: 'coupons' },
    { format: 'ca', names: 'coupon activity entries' },
  ],
  needs: [],
  services: ({ db }: Platform) => ({ coupons: new CouponService(db) }),
  routes: couponRoutes,
});
