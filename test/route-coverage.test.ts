/**
 * The bad-input and tenant-isolation suites cover the routes the application registers, not a list
 * kept by hand: every /api/v1 route must have an entry in one area (test/areas), and every entry must
 * name a registered route and say what its route needs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer } from './helpers.js';
import { apiRouteShapes, coverageProblems, type AreaRoutes } from './support/route-matrix.js';
import { AREAS } from './areas/index.js';

const server = await startTestServer();
const shapes = apiRouteShapes(server.routes);

test('every registered /api/v1 route has exactly one entry, and every entry names a registered route', () => {
  assert.ok(shapes.length > 40, `the application registered ${shapes.length} /api/v1 routes`);
  const problems = coverageProblems(shapes, AREAS);
  assert.deepEqual(problems, [], `the route entries do not match the registered routes:\n${problems.join('\n')}`);
});

test('the coverage check names a route without an entry, an entry without a route, and what an entry leaves out', () => {
  const [coupons] = AREAS.filter((area) => area.name === 'coupons');
  const { 'GET /coupons/:coupon_id': _left, ...others } = coupons.routes;
  const broken: AreaRoutes = {
    ...coupons,
    routes: { ...others, 'GET /coupons/:coupon_id/history': {}, 'PUT /coupons/:coupon_id': { params: coupons.routes['PUT /coupons/:coupon_id'].params } },
  };
  const problems = coverageProblems(shapes, AREAS.map((area) => (area === coupons ? broken : area)));
  assert.deepEqual(problems, [
    'GET /coupons/:coupon_id is registered but no area has an entry for it',
    'PUT /coupons/:coupon_id: the route reads a body but the entry gives none',
    'GET /coupons/:coupon_id/history (area coupons) has an entry but is not registered',
  ]);
});
