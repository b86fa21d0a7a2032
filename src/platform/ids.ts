import { createHash, randomBytes } from 'node:crypto';
import { badRequest } from './errors.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 30;
// Bytes at or above 248 (= 4 × 62) are dropped so that every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** `length` random characters of [A-Za-z0-9], without modulo bias. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length + 8)) {
      if (byte < UNBIASED_LIMIT) out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A new identifier: `prefix_` and 30 random alphanumerics (spec "Identifier formats"). */
export function newId(prefix: string): string {
  return `${prefix}_${randomAlphanumeric(ID_LENGTH)}`;
}

/**
 * A realistic identifier of a prefix for the document's examples, drawn from the prefix's digest so
 * that every build of the document shows the same one.
 */
export function exampleId(prefix: string): string {
  const digest = createHash('sha256').update(`example ${prefix}`).digest();
  return `${prefix}_${Array.from(digest.subarray(0, ID_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

const shapes = new Map<string, RegExp>();

/** Whether `value` has the shape of an identifier with this prefix. */
export function isId(prefix: string, value: string): boolean {
  let shape = shapes.get(prefix);
  if (!shape) {
    shape = new RegExp(`^${prefix}_[A-Za-z0-9]{${ID_LENGTH}}$`);
    shapes.set(prefix, shape);
  }
  return shape.test(value);
}

/**
 * A path identifier checked before any lookup: a wrong prefix or shape is 400 `invalid_id`, naming the
 * prefix the resource expects (API.md §1).
 */
export function pathId(prefix: string, value: string, resource: string): string {
  if (isId(prefix, value)) return value;
  const reason = value.startsWith(`${prefix}_`)
    ? `must be ${prefix}_ followed by 30 letters and digits`
    : `must start with ${prefix}_`;
  throw badRequest('invalid_id', `Invalid ${resource} identifier: ${withArticle(resource)} identifier ${reason}.`);
}

/** "an invoice", "an API token", "a coupon": the resources' names are read as written. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
