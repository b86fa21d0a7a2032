import { Type } from 'typebox';
import { callerOf, type App } from '../../platform/http.js';
import { Data, ErrorBody, MessageBody, Paginated } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { Services } from '../../areas.js';
import {
  ActivityPage, ActivityQuery, CouponCreate, CouponDetail, CouponListItem, CouponListQuery, CouponUpdate, DisabledCoupon,
} from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const CouponParams = Type.Object({ coupon_id: Type.String() });
const couponId = (params: { coupon_id: string }) => pathId('cou', params.coupon_id, 'coupon');

export function couponRoutes(app: App, { coupons }: Services): void {
  app.get('/coupons', {
    schema: { tags: ['coupons'], summary: 'List coupons', querystring: CouponListQuery, response: { 200: Paginated(CouponListItem), ...errors } },
    config,
  }, async (req) => {
    const { page, per_page, filter = 'all' } = req.query;
    const { data, meta } = await coupons.list(callerOf(req), filter, { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/coupons', {
    schema: { tags: ['coupons'], summary: 'Create a coupon', body: CouponCreate, response: { 201: Data(CouponDetail), ...errors } },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await coupons.create(callerOf(req), req.body) }));

  app.get('/coupons/:coupon_id', {
    schema: { tags: ['coupons'], summary: 'Get a coupon', params: CouponParams, response: { 200: Data(CouponDetail), ...errors } },
    config,
  }, async (req) => ({ data: await coupons.get(callerOf(req), couponId(req.params)) }));

  app.put('/coupons/:coupon_id', {
    schema: {
      tags: ['coupons'],
      summary: 'Update a coupon (partial; code and discount_type cannot change)',
      params: CouponParams,
      body: CouponUpdate,
      response: { 200: Data(CouponDetail), ...errors },
    },
    config,
  }, async (req) => ({ data: await coupons.update(callerOf(req), couponId(req.params), req.body) }));

  app.delete('/coupons/:coupon_id', {
    schema: { tags: ['coupons'], summary: 'Delete a coupon permanently', params: CouponParams, response: { 200: MessageBody, ...errors } },
    config,
  }, async (req) => {
    await coupons.remove(callerOf(req), couponId(req.params));
    return { message: 'Coupon deleted.' };
  });

  app.put('/coupons/:coupon_id/disable', {
    schema: { tags: ['coupons'], summary: 'Disable a coupon', params: CouponParams, response: { 200: Data(DisabledCoupon), ...errors } },
    config,
  }, async (req) => ({ data: await coupons.disable(callerOf(req), couponId(req.params)) }));

  app.put('/coupons/:coupon_id/enable', {
    schema: { tags: ['coupons'], summary: 'Enable a disabled coupon', params: CouponParams, response: { 200: Data(CouponDetail), ...errors } },
    config,
  }, async (req) => ({ data: await coupons.enable(callerOf(req), couponId(req.params)) }));

  app.get('/coupons/:coupon_id/activity', {
    schema: {
      tags: ['coupons'],
      summary: 'Redemptions of a coupon',
      params: CouponParams,
      querystring: ActivityQuery,
      response: { 200: ActivityPage, ...errors },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await coupons.activity(callerOf(req), couponId(req.params), { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });
}
