import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, eventually, newStudio, range, startTestServer, type TestServer } from './helpers.js';
import { randomAlphanumeric } from '../src/platform/ids.js';

const server = await startTestServer();
const anonymous = new Api(server.base);
const coupon = () => ({ code: `C${randomAlphanumeric(8)}`, discount_type: 'percentage', discount_value: 10 });

/** Signs up over HTTP; answers the session cookie and CSRF token. */
async function signup(target: TestServer, extra: object = {}) {
  const email = `${randomAlphanumeric(10).toLowerCase()}@example.test`;
  const res = await new Api(target.base).post('/auth/signup', { studio_name: 'North Light', email, password: 'long enough password', ...extra });
  return { res, email, cookie: sessionCookieOf(res.headers), csrf: res.body?.data?.csrf_token as string };
}

function sessionCookieOf(headers: Headers): string {
  const header = headers.get('set-cookie') ?? '';
  return header.split(';')[0];
}

test('signup creates a studio and a user, signs in with a session cookie and answers a CSRF token', async () => {
  const { res, email } = await signup(server, { first_name: 'Maya', last_name: 'Lind', currency: 'EUR', timezone: 'Europe/Paris' });
  assert.equal(res.status, 201);
  const { studio, user, csrf_token } = res.body.data;
  assert.match(studio.id, /^stu_[A-Za-z0-9]{30}$/);
  assert.equal(studio.name, 'North Light');
  assert.equal(studio.currency, 'eur');
  assert.equal(studio.timezone, 'Europe/Paris');
  assert.match(user.id, /^usr_[A-Za-z0-9]{30}$/);
  assert.deepEqual({ email: user.email, first_name: user.first_name, last_name: user.last_name }, { email, first_name: 'Maya', last_name: 'Lind' });
  assert.equal(typeof csrf_token, 'string');
  const cookie = res.headers.get('set-cookie')!;
  assert.match(cookie, /^session_cookie=[A-Za-z0-9]+;/);
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /SameSite=Lax/);
  assert.match(cookie, /Path=\//);
  assert.doesNotMatch(cookie, /Secure/, 'plain http: no Secure flag');
});

test('signup defaults to usd and UTC, and refuses a taken email ignoring case', async () => {
  const first = await signup(server);
  assert.equal(first.res.body.data.studio.currency, 'usd');
  assert.equal(first.res.body.data.studio.timezone, 'UTC');
  const again = await anonymous.post('/auth/signup', { studio_name: 'Other', email: first.email.toUpperCase(), password: 'long enough password' });
  assert.equal(again.status, 409);
  assert.deepEqual(Object.keys(again.body.details), ['email']);
});

test('signup validates its fields', async () => {
  // A server of its own: sign-up allows 10 attempts a minute per IP.
  const fresh = new Api((await startTestServer()).base);
  const cases = [
    [{ studio_name: 'X', email: 'a@b.co', password: 'short' }, 'password'],
    [{ studio_name: 'X', email: 'not-an-email', password: 'long enough password' }, 'email'],
    [{ studio_name: 'X', email: 'a@b.co', password: 'long enough password', timezone: 'Mars/Olympus' }, 'timezone'],
    [{ email: 'a@b.co', password: 'long enough password' }, 'studio_name'],
  ] as const;
  for (const [body, field] of cases) {
    const res = await fresh.post('/auth/signup', body);
    assert.equal(res.status, 422, field);
    assert.ok(res.body.details[field], field);
  }
  const currency = await fresh.post('/auth/signup', { studio_name: 'X', email: 'a@b.co', password: 'long enough password', currency: 'xyz' });
  assert.equal(currency.status, 400, 'an unsupported currency is 400 invalid_currency (API.md §1)');
  assert.equal(currency.body.error, 'invalid_currency');
  assert.ok(currency.body.details.currency);
});

test('login answers the same 401 for an unknown email and a wrong password', async () => {
  const { email } = await signup(server);
  const wrong = await anonymous.post('/auth/login', { email, password: 'not the password' });
  const unknown = await anonymous.post('/auth/login', { email: 'nobody@example.test', password: 'not the password' });
  assert.equal(wrong.status, 401);
  assert.equal(unknown.status, 401);
  assert.deepEqual(wrong.body, unknown.body);
  const ok = await anonymous.post('/auth/login', { email: email.toUpperCase(), password: 'long enough password' });
  assert.equal(ok.status, 200);
  assert.match(ok.headers.get('set-cookie')!, /^session_cookie=/);
});

test('the session cookie authenticates; writes need the CSRF token', async () => {
  const { cookie, csrf } = await signup(server);
  const browser = new Api(server.base, { cookie });
  assert.equal((await browser.get('/coupons')).status, 200);
  const noToken = await browser.post('/coupons', coupon());
  assert.equal(noToken.status, 403);
  assert.equal(noToken.body.error, 'csrf_token_invalid');
  const wrongToken = await browser.post('/coupons', coupon(), { 'x-csrf-token': 'wrong' });
  assert.equal(wrongToken.status, 403);
  assert.equal((await browser.post('/coupons', coupon(), { 'x-csrf-token': csrf })).status, 201);
  assert.equal((await browser.get('/coupons')).body.meta.total, 1, 'the refused writes wrote nothing');
});

test('a bearer token needs no CSRF token', async () => {
  const { api } = await newStudio(server);
  assert.equal((await api.post('/coupons', coupon())).status, 201);
});

test('logout ends the session on the server', async () => {
  const { cookie, csrf } = await signup(server);
  const browser = new Api(server.base, { cookie });
  const res = await browser.post('/auth/logout', undefined, { 'x-csrf-token': csrf });
  assert.equal(res.status, 200);
  assert.equal(typeof res.body.message, 'string');
  assert.match(res.headers.get('set-cookie')!, /Max-Age=0/);
  const after = await browser.get('/coupons');
  assert.equal(after.status, 401);
  assert.equal(after.body.error, 'unauthenticated');
});

test('me describes the caller for either scheme', async () => {
  const { api, studio, email } = await newStudio(server);
  const res = await api.get('/auth/me');
  assert.equal(res.status, 200);
  assert.equal(res.body.data.role, 'photographer');
  assert.deepEqual(res.body.data.studio, studio);
  assert.equal(res.body.data.user.email, email);
  assert.equal(res.body.data.client, null);
});

test('the studio\'s name and payment instructions are changed by its staff and shown by me at once', async () => {
  const { api, studio } = await newStudio(server);
  assert.equal((await api.get('/auth/me')).body.data.studio.payment_instructions, null);
  const instructions = 'Bank transfer to Northlight LLC\nIBAN DE89 3704 0044 0532 0130 00';
  const set = await api.put('/studio', { payment_instructions: instructions });
  assert.equal(set.status, 200);
  assert.deepEqual(set.body.data, { ...studio, payment_instructions: instructions });
  assert.deepEqual((await api.get('/auth/me')).body.data.studio, set.body.data);

  const renamed = await api.put('/studio', { name: 'Northlight & Co' });
  assert.deepEqual(renamed.body.data, { ...studio, name: 'Northlight & Co', payment_instructions: instructions }, 'fields left out stay');
  assert.deepEqual((await api.put('/studio', {})).body.data, renamed.body.data, 'an empty body changes nothing');
  const cleared = await api.put('/studio', { payment_instructions: null });
  assert.equal(cleared.body.data.payment_instructions, null);
  assert.equal((await api.get('/auth/me')).body.data.studio.payment_instructions, null);
});

test('studio settings refuse what breaks their rules with 422 naming the field, and client tokens with 403', async () => {
  const { api, studio } = await newStudio(server);
  for (const [body, field] of [
    [{ payment_instructions: 'x'.repeat(2001) }, 'payment_instructions'], [{ payment_instructions: 42 }, 'payment_instructions'],
    [{ name: '' }, 'name'], [{ name: null }, 'name'], [{ currency: 'eur' }, 'currency'],
  ] as const) {
    const res = await api.put('/studio', body);
    assert.equal(res.status, 422, JSON.stringify(body));
    assert.ok(res.body.details?.[field], `details name ${field}: ${JSON.stringify(res.body)}`);
  }
  assert.equal((await api.put('/studio', { payment_instructions: 'x'.repeat(2000) })).status, 200, '2 000 characters are allowed');
  const portal = await server.services.auth.createPortalToken(studio.id, 'cl_000000000000000000000000000001');
  const client = new Api(server.base, { authorization: `Bearer ${portal.token}` });
  const refused = await client.put('/studio', { payment_instructions: 'Pay me instead' });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error, 'forbidden');
});

test('missing or bad credentials are 401 in the area shape', async () => {
  const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer sk_nope' }, { authorization: 'Basic abc' }, { cookie: 'session_cookie=nope' }];
  for (const headers of attempts) {
    const res = await anonymous.get('/coupons', headers);
    assert.equal(res.status, 401, JSON.stringify(headers));
    assert.equal(res.body.error, 'unauthenticated');
    assert.equal(typeof res.body.message, 'string');
  }
});

test('API tokens: the secret is shown once, lists hide it, use is recorded, revocation is immediate', async () => {
  const { api } = await newStudio(server);
  const created = await api.post('/api_tokens', { name: 'Lightroom plugin' });
  assert.equal(created.status, 201);
  const token = created.body.data;
  assert.match(token.id, /^tok_[A-Za-z0-9]{30}$/);
  assert.match(token.token, /^sk_[A-Za-z0-9]{40}$/);
  assert.equal(token.name, 'Lightroom plugin');
  assert.equal(token.last_used_at, null);

  const plugin = new Api(server.base, { authorization: `Bearer ${token.token}` });
  assert.equal((await plugin.get('/coupons')).status, 200);

  const listed = (await api.get('/api_tokens')).body.data.find((t: { id: string }) => t.id === token.id);
  assert.equal(listed.token, undefined, 'the secret is never listed');
  assert.equal(listed.name, 'Lightroom plugin');
  await eventually(async () => (await api.get('/api_tokens')).body.data.find((t: { id: string }) => t.id === token.id).last_used_at !== null, 'the token\'s use to be recorded');

  const revoked = await api.delete(`/api_tokens/${token.id}`);
  assert.equal(revoked.status, 200);
  assert.equal((await plugin.get('/coupons')).status, 401);
  assert.equal((await api.delete(`/api_tokens/${token.id}`)).status, 404);
  assert.equal((await api.delete('/api_tokens/cou_000000000000000000000000000000')).status, 400);
});

test('a token revoked on one instance stops working on another within seconds', async () => {
  const other = await startTestServer({ DATABASE_URL: server.config.databaseUrl! });
  const { api } = await newStudio(server);
  const { data: token } = (await api.post('/api_tokens', { name: 'shared' })).body;
  const elsewhere = new Api(other.base, { authorization: `Bearer ${token.token}` });
  assert.equal((await elsewhere.get('/coupons')).status, 200);
  await api.delete(`/api_tokens/${token.id}`);
  await eventually(async () => (await elsewhere.get('/coupons')).status === 401, 'the revocation to reach the other instance');
});

test('client-role tokens are refused on photographer routes', async () => {
  const { api, studio } = await newStudio(server);
  const portal = await server.services.auth.createPortalToken(studio.id, 'cl_000000000000000000000000000001');
  assert.match(portal.token, /^pk_/);
  const client = new Api(server.base, { authorization: `Bearer ${portal.token}` });
  const me = await client.get('/auth/me');
  assert.equal(me.status, 200);
  assert.equal(me.body.data.role, 'client');
  assert.deepEqual(me.body.data.client, { id: 'cl_000000000000000000000000000001' });
  const { data: created } = (await api.post('/coupons', coupon())).body;
  for (const [method, path] of [
    ['GET', '/coupons'], ['POST', '/coupons'], ['GET', `/coupons/${created.id}`], ['PUT', `/coupons/${created.id}/disable`],
    ['DELETE', `/coupons/${created.id}`], ['GET', `/coupons/${created.id}/activity`], ['GET', '/gift_cards'], ['POST', '/gift_cards'],
    ['GET', '/api_tokens'], ['POST', '/api_tokens'],
  ]) {
    const res = await client.send(method, path, method === 'POST' ? {} : undefined);
    assert.equal(res.status, 403, `${method} ${path}`);
    assert.equal(res.body.error, 'forbidden');
  }
  assert.equal((await api.get(`/coupons/${created.id}`)).status, 200, 'nothing was deleted');
});

test('signup can be closed', async () => {
  const closed = await startTestServer({ STUDIO_SIGNUP: 'closed' });
  const { res } = await signup(closed);
  assert.equal(res.status, 403);
  assert.equal(res.body.error, 'signup_closed');
});

test('login is limited to 10 per minute per IP, with Retry-After', async () => {
  const limited = await startTestServer();
  const api = new Api(limited.base);
  const statuses = [];
  for (const _ of range(11)) statuses.push((await api.post('/auth/login', { email: 'x@example.test', password: 'whatever it is' })));
  assert.deepEqual(statuses.map((r) => r.status), [...range(10).map(() => 401), 429]);
  const last = statuses[10];
  assert.equal(last.body.error, 'rate_limited');
  assert.equal(last.headers.get('x-ratelimit-limit'), '10');
  assert.equal(last.headers.get('x-ratelimit-remaining'), '0');
  assert.ok(Number(last.headers.get('retry-after')) > 0);
  const signupAfter = await api.post('/auth/signup', { studio_name: 'S', email: 'limits@example.test', password: 'long enough password' });
  assert.equal(signupAfter.status, 201, 'sign-up has its own budget');
});

test('every credential has its own request budget, reported in headers', async () => {
  const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
  const a = await newStudio(limited);
  const b = await newStudio(limited);
  const first = await a.api.get('/coupons');
  assert.equal(first.headers.get('x-ratelimit-limit'), '3');
  assert.equal(first.headers.get('x-ratelimit-remaining'), '2');
  assert.ok(Number(first.headers.get('x-ratelimit-reset')) > 0);
  await a.api.get('/coupons');
  await a.api.get('/coupons');
  const over = await a.api.get('/coupons');
  assert.equal(over.status, 429);
  assert.ok(Number(over.headers.get('retry-after')) >= 1);
  assert.equal((await b.api.get('/coupons')).status, 200, 'another credential is unaffected');
});

