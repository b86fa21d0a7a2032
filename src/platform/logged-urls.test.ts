/**
 * What the request log shows of a URL, for routes as they are declared, including ones that do not
 * exist yet: a new route outside the API that answers a token in its path is covered without a word.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyRequest } from 'fastify';
import { LoggedUrls } from './logged-urls.js';

/** The routes a future release might have, learnt as the application learns its own. */
function routes() {
  const urls = new LoggedUrls();
  const learnt = {
    bookingManage: urls.learn({ url: '/book/manage/:token' }),
    invitation: urls.learn({ url: '/i/:token' }),
    health: urls.learn({ url: '/healthz' }),
    coupon: urls.learn({ url: '/api/v1/coupons/:coupon_id' }),
    portalLogin: urls.learn({ url: '/api/v1/portal/:magic_token', config: { credentialIn: 'path' } }),
    visitorCheck: urls.learn({ url: '/api/v1/collections/:collection_id/before_show', config: { credentialIn: 'query' } }),
    signedLink: urls.learn({ url: '/media/:studio_id/:photo_id/:size', config: { credentialIn: 'query' } }),
  };
  return { urls, learnt };
}

/** A completed request as the logger sees it: its route's config (with its pattern, as Fastify's), or none (404, 405). */
function request(url: string, route?: { url: string; loggedUrl: string }): FastifyRequest {
  return { url, routeOptions: { url: route?.url, config: route ? { url: route.url, loggedUrl: route.loggedUrl } : {} } } as unknown as FastifyRequest;
}

test('outside the API a route logs its pattern unless it declares otherwise; inside, its URL unless it declares a credential', () => {
  const { learnt } = routes();
  assert.deepEqual(learnt, {
    bookingManage: 'pattern',
    invitation: 'pattern',
    health: 'pattern',
    coupon: 'url',
    portalLogin: 'pattern',
    visitorCheck: 'path',
    signedLink: 'path',
  });
  const { urls } = routes();
  assert.equal(urls.of(request('/i/abc123secret', { url: '/i/:token', loggedUrl: 'pattern' })), '/i/:token');
  assert.equal(urls.of(request('/api/v1/coupons/cou_1?expand=x', { url: '/api/v1/coupons/:coupon_id', loggedUrl: 'url' })), '/api/v1/coupons/cou_1?expand=x');
  assert.equal(urls.of(request('/media/stu_1/123/web?expires=1&signature=s3cret', { url: '/media/:studio_id/:photo_id/:size', loggedUrl: 'path' })), '/media/stu_1/123/web');
});

test('a request no route answers is logged as strictly as the routes its path matches, else without its query or past its first segment', () => {
  const { urls } = routes();
  const unmatched = (url: string) => urls.of(request(url));
  assert.equal(unmatched('/book/manage/s3cret'), '/book/manage/:token', 'a known path asked with another method (405)');
  assert.equal(unmatched('/book/manage/s3cret/'), '/book/manage/:token', 'with a trailing slash too');
  assert.equal(unmatched('/api/v1/portal/s3cret'), '/api/v1/portal/:magic_token');
  assert.equal(unmatched('/media/stu_1/123/web?signature=s3cret'), '/media/stu_1/123/web');
  assert.equal(unmatched('/api/v1/coupons/cou_1?q=1'), '/api/v1/coupons/cou_1', 'an API path without its query');
  assert.equal(unmatched('/api/v1/nothing/here?password=s3cret'), '/api/v1/nothing/here');
  assert.equal(unmatched('/i/s3cret/more'), '/i/…', 'a mangled link outside the API: its first segment');
  assert.equal(unmatched('/wp-login.php?pwd=s3cret'), '/wp-login.php');
  assert.equal(unmatched('/'), '/');
});
