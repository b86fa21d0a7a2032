import { badRequest } from './errors.js';

/** Currencies the service accepts (API.md §1), lowercase as the API writes them. */
export const CURRENCIES = [
  'usd', 'eur', 'gbp', 'cad', 'aud', 'nzd', 'chf', 'sek', 'nok', 'dkk',
  'pln', 'czk', 'jpy', 'sgd', 'hkd', 'mxn', 'brl', 'zar', 'inr',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The largest amount of money the API accepts, in minor units: far inside exact integer range. */
export const MAX_MONEY = 99_999_999_999;

/**
 * How one currency is written, learnt once from Intl.NumberFormat: what comes before the number, its
 * group and decimal separators, its minor digits (2 for usd, 0 for jpy). Formatting by hand with these
 * costs ~0.3 µs an amount where `format()` costs ~2.6 µs: an invoice list page writes 150 amounts.
 */
interface MoneyFormat {
  formatter: Intl.NumberFormat;
  minorDigits: number;
  minorPerMajor: number;
  /** `-` when the sign comes first and the number last (all of ours in en-US); null: leave it all to Intl. */
  minus: string | null;
  prefix: string;
  group: string;
  decimal: string;
}

const formats = new Map<string, MoneyFormat>();

function moneyFormat(currency: string): MoneyFormat {
  let format = formats.get(currency);
  if (!format) {
    format = learnFormat(new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }));
    formats.set(currency, format);
  }
  return format;
}

/** The layout of a negative amount with groups, e.g. `-CHF 1,234.50`: sign, prefix, digits, nothing after. */
function learnFormat(formatter: Intl.NumberFormat): MoneyFormat {
  const minorDigits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const parts = formatter.formatToParts(-1234.5);
  const firstDigits = parts.findIndex((part) => part.type === 'integer');
  const last = parts[parts.length - 1].type;
  const simple = parts[0].type === 'minusSign' && (last === 'fraction' || (minorDigits === 0 && last === 'integer'));
  const partValue = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    formatter,
    minorDigits,
    minorPerMajor: 10 ** minorDigits,
    minus: simple ? parts[0].value : null,
    prefix: parts.slice(1, firstDigits).map((part) => part.value).join(''),
    group: partValue('group'),
    decimal: partValue('decimal'),
  };
}

/** `1234567` as `1,234,567` with the currency's group separator. */
function grouped(digits: string, separator: string): string {
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let i = text.length; i < digits.length; i += 3) text += separator + digits.slice(i, i + 3);
  return text;
}

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/**
 * The currency a caller gives (any case), lower-cased; `fallback` when none is given. An unsupported
 * one is 400 `invalid_currency` on the `currency` field, the same answer everywhere.
 */
export function currencyOf(code: string | null | undefined, fallback: string): Currency {
  const currency = (code ?? fallback).toLowerCase();
  if (!isCurrency(currency)) {
    throw badRequest('invalid_currency', `The currency ${code} is not supported.`, {
      currency: [`The currency must be one of ${CURRENCIES.join(', ')}.`],
    });
  }
  return currency;
}

/** `$1,250.00` for 125000 usd; `¥500` for 500 jpy. The one place money becomes text. */
export function formatMoney(minorUnits: number, currency: string): string {
  const format = moneyFormat(currency);
  if (format.minus === null || !Number.isSafeInteger(minorUnits)) return format.formatter.format(minorUnits / format.minorPerMajor);
  const units = Math.abs(minorUnits);
  const major = grouped(String(Math.floor(units / format.minorPerMajor)), format.group);
  const minor = format.minorDigits === 0 ? '' : format.decimal + String(units % format.minorPerMajor).padStart(format.minorDigits, '0');
  return (minorUnits < 0 ? format.minus : '') + format.prefix + major + minor;
}

export interface CurrencyInfo {
  code: string;
  name: string;
  symbol: string;
}

const names = new Intl.DisplayNames(['en'], { type: 'currency' });

function currencyInfo(code: Currency): CurrencyInfo {
  const symbol = moneyFormat(code).formatter.formatToParts(0).find((p) => p.type === 'currency')?.value ?? code.toUpperCase();
  return { code, name: names.of(code.toUpperCase()) ?? code.toUpperCase(), symbol };
}

let currencyList: readonly CurrencyInfo[] | undefined;

/**
 * Every currency the API takes, with its name and symbol, in CURRENCIES' order: asked of Intl once.
 * Asking on every request cost 19 rounds of ICU formatting each time: half of `GET /invoices/currencies/list`'s CPU.
 */
export function currencies(): readonly CurrencyInfo[] {
  currencyList ??= Object.freeze(CURRENCIES.map(currencyInfo));
  return currencyList;
}

/**
 * `percent` % of `minorUnits`, rounded half-up to the minor unit (API.md §6). Percentages carry at
 * most two decimals, so the arithmetic is exact in integers: amount × basis points / 10 000.
 */
export function percentOf(minorUnits: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((minorUnits * basisPoints + 5000) / 10000);
}
