import { createHmac } from 'node:crypto';

/**
 * The `Studio-Signature` header of a delivery, in Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>" keyed with the endpoint's secret>`. The time inside the signed text lets a
 * receiver refuse an old request replayed.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
