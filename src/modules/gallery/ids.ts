/**
 * Gallery identifiers (API.md §1): random decimal strings, 8 digits for a collection, 9 for a
 * gallery, 10 for a photo or video and 12 for the gallery's own records (collection clients,
 * tracking records, sharing links). Unique per studio; the first digit is never 0.
 */
import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../platform/db/pool.js';
import { badRequest } from '../../platform/errors.js';
import { withArticle } from '../../platform/ids.js';

export const DIGITS = { collection: 8, gallery: 9, photo: 10, record: 12 } as const;
export type DigitKind = keyof typeof DIGITS;

export function newDigitsId(kind: DigitKind): string {
  let id = String(randomInt(1, 10));
  while (id.length < DIGITS[kind]) id += String(randomInt(0, 10));
  return id;
}

export const isDigitsId = (kind: DigitKind, value: string): boolean => value.length === DIGITS[kind] && /^[0-9]+$/.test(value);

/** A path identifier of the gallery: not `length` digits is 400 `invalid_id` naming the shape expected. */
export function digitsPathId(kind: DigitKind, value: string, resource: string): string {
  if (isDigitsId(kind, value)) return value;
  throw badRequest('invalid_id', `Invalid ${resource} identifier: ${withArticle(resource)} identifier is ${DIGITS[kind]} digits.`);
}

/** Random ids may collide with one the studio has: a fresh one is drawn, a few times at most. */
const ID_ATTEMPTS = 5;

/**
 * Inserts a record under a fresh random identifier, drawing again when the studio already has it
 * (`constraint` is the table's primary key).
 */
export async function withFreshId<T>(constraint: string, draw: () => string, insert: (id: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(draw());
    } catch (error) {
      if (attempt >= ID_ATTEMPTS || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}
