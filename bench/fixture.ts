import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the load needs, created through the public API as a client would. */
export interface Fixture {
  token: string;
  couponId: string;
  studioId: string;
}

// Enough rows that the primary-key lookup is an index scan, not a walk over a handful of tuples.
const FILLER_COUPONS = 200;

export async function createFixture(origin: string): Promise<Fixture> {
  const api = (method: string, route: string, init: RequestInit = {}) => call(origin, method, `/api/v1${route}`, init);
  const bearer = { authorization: `Bearer ${await signUp(origin, { studio_name: 'Bench', email: 'bench@example.test' })}` };

  const coupon = await api('POST', '/coupons', {
    headers: bearer,
    body: json({ code: 'BENCH10', discount_type: 'percentage', discount_value: 10, usage_limit: 100, description: 'bench' }),
  });
  for (let i = 1; i <= FILLER_COUPONS; i++) {
    await api('POST', '/coupons', { headers: bearer, body: json(fillerCoupon(i)) });
  }
  const me = await api('GET', '/auth/me', { headers: bearer });
  return {
    token: bearer.authorization.slice('Bearer '.length),
    couponId: (coupon.body.data as { id: string }).id,
    studioId: (me.body.data as { studio: { id: string } }).studio.id,
  };
}

/** A new studio signed up through the API, and an API token of its owner. */
export async function signUp(origin: string, studio: { studio_name: string; email: string; timezone?: string }): Promise<string> {
  const api = (method: string, route: string, init: RequestInit = {}) => call(origin, method, `/api/v1${route}`, init);
  const signup = await api('POST', '/auth/signup', { body: json({ ...studio, password: 'bench-password-1' }) });
  const session = {
    cookie: `session_cookie=${sessionCookieOf(signup.response)}`,
    'x-csrf-token': (signup.body.data as { csrf_token: string }).csrf_token,
  };
  const created = await api('POST', '/api_tokens', { headers: session, body: json({ name: 'bench' }) });
  return (created.body.data as { token: string }).token;
}

/** The embedded PostgreSQL of the service running on `dataDir`, as the service itself reaches it. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const port = readFileSync(path.join(dataDir, 'postgres.port'), 'utf8').trim();
  const { embeddedDbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedDbPassword: string };
  return `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${port}/postgres`;
}

function fillerCoupon(i: number) {
  return i % 2 === 0
    ? { code: `FILL-${i}`, discount_type: 'percentage', discount_value: 5 + (i % 40) }
    : { code: `FILL-${i}`, discount_type: 'fixed_amount', discount_value: 500 * i, usage_limit: 1000 };
}

const json = (body: unknown): string => JSON.stringify(body);

/** One API call that must succeed (2xx); anything else stops the benchmark with the answer. */
async function call(origin: string, method: string, route: string, init: RequestInit) {
  const headers = { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string>) };
  const response = await fetch(`${origin}${route}`, { ...init, method, headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return { response, body: JSON.parse(text) as { data: unknown } };
}

function sessionCookieOf(response: Response): string {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^session_cookie=([^;]+)/.exec(cookie);
    if (match) return match[1];
  }
  throw new Error('POST /auth/signup set no session_cookie');
}
