/**
 * AWS Signature Version 4, the parts S3 uploads and downloads need: the signing key, the signature of
 * a browser POST policy, and presigned GET URLs. Checked against AWS's published examples
 * (test/storage/sigv4.test.ts).
 */
import { createHash, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

export const ALGORITHM = 'AWS4-HMAC-SHA256';
const TERMINATOR = 'aws4_request';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Where a signature is valid: a day (`YYYYMMDD`), a region and a service. */
export interface Scope {
  date: string;
  region: string;
  service: string;
}

/**
 * HMAC-SHA256 with a key of bytes made a KeyObject first: Node 24 imports a raw Buffer key on each
 * HMAC (about 40 µs), a KeyObject made for it costs 7 µs; a signature chains five HMACs.
 */
const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', asKey(key)).update(data, 'utf8').digest();
const asKey = (key: Buffer | string) => (typeof key === 'string' ? key : createSecretKey(key));
const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');

/** `YYYYMMDDTHHMMSSZ`, the form of `x-amz-date`. */
export function amzDate(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The scope of a signature made at `at`: the UTC day of `x-amz-date`. */
export function scopeAt(at: Date, region: string, service = 's3'): Scope {
  return { date: amzDate(at).slice(0, 8), region, service };
}

/** `<date>/<region>/<service>/aws4_request` */
export function scopeText(scope: Scope): string {
  return `${scope.date}/${scope.region}/${scope.service}/${TERMINATOR}`;
}

/** `<access key id>/<scope>`, the value of `x-amz-credential`. */
export function credentialText(accessKeyId: string, scope: Scope): string {
  return `${accessKeyId}/${scopeText(scope)}`;
}

/** kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, date), region), service), "aws4_request") */
export function signingKey(secretAccessKey: string, scope: Scope): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, scope.date);
  return hmac(hmac(hmac(dateKey, scope.region), scope.service), TERMINATOR);
}

/** A browser POST's signature: the base64 policy, exactly as sent, is the string to sign. */
export function postPolicySignature(secretAccessKey: string, scope: Scope, policyBase64: string): string {
  return createHmac('sha256', asKey(signingKey(secretAccessKey, scope))).update(policyBase64, 'utf8').digest('hex');
}

/** Compares two hex signatures in constant time; anything that is not 64 hex digits is no match. */
export function sameSignature(given: string, expected: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'latin1'), Buffer.from(expected, 'latin1'));
}

/**
 * SigV4's URI encoding: every byte except the unreserved `A-Z a-z 0-9 - . _ ~` as `%XY` (upper-case
 * hex); `/` kept in paths. encodeURIComponent leaves `!'()*` alone, which SigV4 encodes.
 */
export function uriEncode(text: string, { keepSlash = false } = {}): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

export interface PresignInput {
  credentials: Credentials;
  region: string;
  /** Scheme and host, with a port when not the default one: `https://examplebucket.s3.amazonaws.com`. */
  origin: string;
  /** The object's path as S3 names it, not encoded: `/test.txt`, `/bucket/a b.pdf`. */
  path: string;
  /** When the URL is signed; it works for `expiresInSeconds` (1 s to 7 days) from then. */
  at: Date;
  expiresInSeconds: number;
  /** Further query parameters, signed too (`response-content-disposition`). */
  query?: Record<string, string>;
}

/**
 * A presigned GET URL (query-string authentication): the only signed header is `host` and the payload
 * is `UNSIGNED-PAYLOAD`, as S3 expects of URLs handed to browsers.
 */
export function presignGet({ credentials, region, origin, path, at, expiresInSeconds, query = {} }: PresignInput): string {
  const { protocol, host } = new URL(origin);
  const scope = scopeAt(at, region);
  const parameters: Record<string, string> = {
    ...query,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': credentialText(credentials.accessKeyId, scope),
    'X-Amz-Date': amzDate(at),
    'X-Amz-Expires': String(expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonicalQuery = Object.entries(parameters)
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort()
    .join('&');
  const canonicalPath = uriEncode(path, { keepSlash: true });
  const canonicalRequest = ['GET', canonicalPath, canonicalQuery, `host:${host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = [ALGORITHM, amzDate(at), scopeText(scope), sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', asKey(signingKey(credentials.secretAccessKey, scope))).update(stringToSign, 'utf8').digest('hex');
  return `${protocol}//${host}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
