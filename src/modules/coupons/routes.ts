import { callerOf, type App } from '../../platform/http.js';
import { builtToShape } from '../../platform/serialization.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Message, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { CouponService } from './service.js';
import {
  ActivityPage, ActivityQuery, CouponCreate, CouponDetail, CouponListItem, CouponListQuery, CouponParams, CouponUpdate, DisabledCoupon,
} from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const tags = ['coupons'];
const couponId = (params: { coupon_id: string }) => pathId('cou', params.coupon_id, 'coupon');

const INVALID_ID = invalidIdLine('coupon_id', 'cou', 'coupon');
const NOT_FOUND = '`not_found`: the studio has no coupon with this identifier.';

export function couponRoutes(app: App, { coupons }: { coupons: CouponService }): void {
  app.get('/coupons', {
    schema: {
      tags,
      operationId: 'listCoupons',
      summary: 'List coupons',
      description: `The studio's coupons, newest first, a page at a time; \`filter\` keeps those with one status. ${STAFF_ONLY}`,
      querystring: CouponListQuery,
      response: {
        200: Paginated(CouponListItem, 'A page of coupons.', 'The coupons on this page, newest first.'),
        ...errorResponses(config, 'GET'),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page, filter } = req.query;
    const { data, meta } = await coupons.list(callerOf(req), filter, { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/coupons', {
    schema: {
      tags,
      operationId: 'createCoupon',
      summary: 'Create a coupon',
      description:
        'Creates a coupon that invoices can redeem by its `code` (matched ignoring case). A `percentage` discount is a ' +
        'percent of the invoice subtotal, rounded half-up to the minor unit; a `fixed_amount` is in minor units of the ' +
        'studio currency and applies only to invoices in that currency. A coupon may be created already expired. ' +
        `${IDEMPOTENT} ${STAFF_ONLY}`,
      body: CouponCreate,
      response: {
        201: Data(CouponDetail, 'The coupon was created.'),
        ...errorResponses(config, 'POST', {
          409: ['`already_exists`: the studio has a coupon with this code, ignoring case (`details.code`).'],
          422: [`${INVALID_BODY} For example a percentage above 100 or with more than two decimals, or a fixed amount that is not a whole number.`],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await coupons.create(callerOf(req), req.body) }));

  app.get('/coupons/:coupon_id', {
    schema: {
      tags,
      operationId: 'getCoupon',
      summary: 'Get a coupon',
      description: `One coupon, in the detail view, with its current status. ${STAFF_ONLY}`,
      params: CouponParams,
      response: {
        200: builtToShape(Data(CouponDetail, 'The coupon.')),
        ...errorResponses(config, 'GET', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await coupons.get(callerOf(req), couponId(req.params)) }));

  app.put('/coupons/:coupon_id', {
    schema: {
      tags,
      operationId: 'updateCoupon',
      summary: 'Update a coupon',
      description:
        'Changes the fields given and keeps the others (a partial update): `discount_value`, `usage_limit`, ' +
        '`expires_at`, `minimum_order_amount`, `description`. `code` and `discount_type` cannot change. Invoices that ' +
        `already redeemed the coupon keep their discount. ${STAFF_ONLY}`,
      params: CouponParams,
      body: CouponUpdate,
      response: {
        200: Data(CouponDetail, 'The coupon after the change.'),
        ...errorResponses(config, 'PUT', {
          400: [INVALID_ID],
          404: [NOT_FOUND],
          422: [`${INVALID_BODY} Also when \`code\` or \`discount_type\` is sent, or \`usage_limit\` is below the uses already made.`],
        }),
      },
    },
    config,
  }, async (req) => ({ data: await coupons.update(callerOf(req), couponId(req.params), req.body) }));

  app.delete('/coupons/:coupon_id', {
    schema: {
      tags,
      operationId: 'deleteCoupon',
      summary: 'Delete a coupon',
      description:
        'Deletes the coupon and its redemption history, permanently. Invoices that redeemed it keep their discount. ' +
        `To stop a coupon but keep its history, disable it instead. ${STAFF_ONLY}`,
      params: CouponParams,
      response: {
        200: Message('The coupon was deleted.'),
        ...errorResponses(config, 'DELETE', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => {
    await coupons.remove(callerOf(req), couponId(req.params));
    return { message: 'Coupon deleted.' };
  });

  app.put('/coupons/:coupon_id/disable', {
    schema: {
      tags,
      operationId: 'disableCoupon',
      summary: 'Disable a coupon',
      description:
        'Stops the coupon from being redeemed; its status becomes `disabled` and its redemption history is kept. ' +
        `Disabling a disabled coupon changes nothing and keeps its first \`disabled_at\`. No body. ${STAFF_ONLY}`,
      params: CouponParams,
      response: {
        200: Data(DisabledCoupon, 'The coupon, disabled.'),
        ...errorResponses(config, 'PUT', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await coupons.disable(callerOf(req), couponId(req.params)) }));

  app.put('/coupons/:coupon_id/enable', {
    schema: {
      tags,
      operationId: 'enableCoupon',
      summary: 'Enable a disabled coupon',
      description:
        'Clears `disabled_at`: the coupon takes the status its dates and uses give it again (`active`, `expired` or ' +
        `\`exhausted\`). Enabling a coupon that is not disabled changes nothing. No body. ${STAFF_ONLY}`,
      params: CouponParams,
      response: {
        200: Data(CouponDetail, 'The coupon, enabled.'),
        ...errorResponses(config, 'PUT', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await coupons.enable(callerOf(req), couponId(req.params)) }));

  app.get('/coupons/:coupon_id/activity', {
    schema: {
      tags,
      operationId: 'listCouponActivity',
      summary: 'List the redemptions of a coupon',
      description:
        'Each invoice that redeemed the coupon, newest first, with the discount it got and the client it is for. ' +
        '`meta` adds the number of redemptions and the discount given over all of them (in the studio currency), not ' +
        `just this page. ${STAFF_ONLY}`,
      params: CouponParams,
      querystring: ActivityQuery,
      response: {
        200: ActivityPage,
        ...errorResponses(config, 'GET', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await coupons.activity(callerOf(req), couponId(req.params), { page, perPage: per_page });
    return { data, links: pageLinks(req, meta), meta };
  });
}
