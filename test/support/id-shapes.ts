/**
 * What an identifier looks like, read from one a route accepts (API.md §1): a prefix, `_` and 30
 * letters and digits (`cou_8fK2mQ9x…`), or a fixed number of decimal digits, as a string (the
 * gallery's: a collection 8, a gallery 9, a photo or video 10, its other records 12). The matrices
 * make every id they need from the shape of one the studio has: an unknown one like it, malformed
 * variants of it, and the ids of B's that must never reach A.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { randomAlphanumeric } from '../../src/platform/ids.js';

export interface IdShape {
  /** How a case names an id of this shape: `cou_ id`, `8-digit id`. */
  label: string;
  /** What a 400 invalid_id for it names in its message: the prefix with its underscore, or `8 digits`. */
  expected: string;
  /** A well-formed id of this shape, random: no studio has it. */
  missing: () => string;
  /** Well-formed ids of this shape no studio has, each with the four characters a case is labelled by. */
  unknown: () => [string, string][];
  /** Ids that are not of this shape, as they go in a path (encoded), with what is wrong: each is 400 invalid_id. */
  malformed: () => [string, string][];
  /** Path segments that cannot even be decoded. */
  undecodable: () => string[];
  /** Whether a text (an answer) holds this id: a digit id only where no digit touches it, so that a longer number is not taken for it. */
  isIn: (id: string, text: string) => boolean;
}

const PREFIXED = /^([a-z]+)_[A-Za-z0-9]{30}$/;
/** Only digits, six or more: no path parameter that is not an identifier (a date, a currency) is one. */
const DIGITS = /^[0-9]{6,}$/;

/** The shape of `value`, or null when it is no identifier (a date, a currency). */
export function idShapeOf(value: string): IdShape | null {
  const prefix = PREFIXED.exec(value)?.[1];
  if (prefix) return prefixed(prefix);
  if (DIGITS.test(value)) return digits(value.length);
  return null;
}

/** A well-formed id like `id` (same prefix, or as many digits) that no studio has. */
export function missingLike(id: string): string {
  const shape = idShapeOf(id);
  assert.ok(shape, `${id} is not an identifier`);
  return shape.missing();
}

/** Letters and digits in a fixed pattern, so that malformed cases are the same at every run. */
const alnum = (n: number) => 'aB3'.repeat(Math.ceil(n / 3)).slice(0, n);
/** Digits in a fixed pattern, never starting with 0 (as the gallery's ids never do). */
const someDigits = (n: number) => '4821390756'.repeat(Math.ceil(n / 10)).slice(0, n);
const randomDigits = (n: number) => Array.from({ length: n }, (_, i) => randomInt(i === 0 ? 1 : 0, 10)).join('');

/** Hostile values that are no identifier of any shape. */
const HOSTILE: [string, string][] = [
  ['%00', '%00'], ['..%2F', '..%2F'], ['..%2F..%2Fgift_cards', '..%2F..%2Fgift_cards'], ['%2e%2e', '%2e%2e'],
];
const WORDS: [string, string][] = [['null', 'null'], ['-1', '-1'], ['[object Object]', encodeURIComponent('[object Object]')]];

function prefixed(p: string): IdShape {
  return {
    label: `${p}_ id`,
    expected: `${p}_`,
    missing: () => `${p}_${randomAlphanumeric(30)}`,
    unknown: () => ['0'.repeat(30), 'Z'.repeat(30), randomAlphanumeric(30)].map((tail) => [tail.slice(0, 4), `${p}_${tail}`]),
    malformed: () => {
      const other = p === 'cou' ? 'gc' : 'cou';
      return [
        ['another prefix', `${other}_${alnum(30)}`], ['29 characters', `${p}_${alnum(29)}`], ['31 characters', `${p}_${alnum(31)}`],
        ['prefix only', `${p}_`], ['upper-case prefix', `${p.toUpperCase()}_${alnum(30)}`], ['no underscore', `${p}${alnum(30)}`],
        ['a dash inside', `${p}_${alnum(29)}-`], ['an encoded space inside', `${p}_${alnum(29)}%20`],
        ['2000 characters with the prefix', `${p}_${alnum(1996)}`], ['2000 characters without it', 'x'.repeat(2000)],
        HOSTILE[0], ['the prefix and %00', `${p}_%00${alnum(29)}`], ...HOSTILE.slice(1), ['accented letters', encodeURIComponent(`${p}_${'é'.repeat(30)}`)],
        ['full-width letters', encodeURIComponent(`${p}_${'Ａ'.repeat(30)}`)], ['emoji', encodeURIComponent(`${p}_${'📸'.repeat(15)}`)],
        ...WORDS,
      ];
    },
    undecodable: () => ['%E0%A4%A', '%ZZ', `${p}_%C3`],
    isIn: (id, text) => text.includes(id),
  };
}

function digits(n: number): IdShape {
  const some = someDigits;
  return {
    label: `${n}-digit id`,
    expected: `${n} digits`,
    missing: () => randomDigits(n),
    unknown: () => ['0'.repeat(n), '9'.repeat(n), randomDigits(n)].map((id) => [id.slice(0, 4), id]),
    // Where a variant keeps the length, only what is not a digit is wrong with it.
    malformed: () => [
      [`${n - 1} digits`, some(n - 1)], [`${n + 1} digits`, some(n + 1)], ['one digit', '7'],
      ['a letter in place of a digit', `${some(n - 1)}a`], ['letters only', alnum(n)], ['hexadecimal', `0x${'f'.repeat(n - 2)}`],
      ['a leading +', `%2B${some(n - 1)}`], [`a leading + and ${n} digits`, `%2B${some(n)}`], ['a raw leading +', `+${some(n - 1)}`],
      ['a leading -', `-${some(n - 1)}`], [`a leading - and ${n} digits`, `-${some(n)}`],
      ['a leading space', `%20${some(n - 1)}`], ['a trailing space', `${some(n - 1)}%20`], ['a space inside', `${some(4)}%20${some(n - 5)}`],
      [`a space and ${n} digits`, `${some(n)}%20`], ['a trailing newline', `${some(n - 1)}%0A`], ['a tab inside', `${some(4)}%09${some(n - 5)}`],
      ['a decimal point', `${some(n - 2)}.0`], ['an exponent', `${some(n - 2)}e3`], ['a thousands separator', `${some(4)}%2C${some(n - 5)}`],
      HOSTILE[0], ['digits and %00', `${some(n - 1)}%00`], [`${n} digits and %00`, `${some(n)}%00`], ...HOSTILE.slice(1),
      ['..%2F before digits', `..%2F${some(n)}`],
      ['full-width digits', encodeURIComponent('４８２１３９０７５６'.repeat(2).slice(0, n))],
      ['Arabic-Indic digits', encodeURIComponent('٤٨٢١٣٩٠٧٥٦'.repeat(2).slice(0, n))],
      ['superscript digits', encodeURIComponent('⁴⁸²¹³⁹⁰⁷⁵⁶'.repeat(2).slice(0, n))],
      ['emoji', encodeURIComponent('📸'.repeat(n))],
      [`2000 digits`, some(2000)], ['2000 characters', 'x'.repeat(2000)],
      ['a prefixed id', `cou_${alnum(30)}`], [`${n} digits behind a prefix`, `col_${some(n)}`],
      ...WORDS, ['NaN', 'NaN'], ['Infinity', 'Infinity'],
    ],
    undecodable: () => ['%E0%A4%A', '%ZZ', `${some(n - 1)}%C3`],
    isIn: (id, text) => new RegExp(`(?<![0-9])${id}(?![0-9])`).test(text),
  };
}

/** Prefixed ids anywhere in a text: in a field, a link, a message. */
const PREFIXED_IN_TEXT = /\b[a-z]{1,4}_[A-Za-z0-9]{30}\b/g;

/**
 * Every identifier an answer holds: prefixed ones wherever they are, digit ones as the value of an
 * `id` or `…_id` field (elsewhere a run of digits is no id: a size, a count, an expiry).
 */
export function idsIn(body: unknown): Set<string> {
  const text = JSON.stringify(body) ?? '';
  const found = new Set(text.match(PREFIXED_IN_TEXT));
  JSON.stringify(body, (key, value) => {
    if ((key === 'id' || key.endsWith('_id')) && typeof value === 'string' && DIGITS.test(value)) found.add(value);
    return value;
  });
  return found;
}

/** Whether `text` holds the identifier `id`, whatever its shape. */
export function holdsId(text: string, id: string): boolean {
  const shape = idShapeOf(id);
  return shape ? shape.isIn(id, text) : text.includes(id);
}
