/** Shared pieces of request and response schemas. */
import { Type, type Static, type TSchema } from 'typebox';
import { MAX_MONEY } from './money.js';

/**
 * T or null. A scalar becomes a type list (`type: ['string', 'null']`), which fast-json-stringify
 * writes directly; with an anyOf it would run a validator on every value to choose the branch.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type } = schema as { type?: unknown };
  if (typeof type === 'string' && type !== 'object' && type !== 'array') {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  }
  return Type.Union([schema, Type.Null()]);
}

/** One of a fixed list of strings, as `{type: 'string', enum}` (cheap to validate and to write). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: object = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
export const Timestamp = Type.String({ format: 'date-time', examples: ['2026-11-22T10:15:30.123456Z'] });
export const DateOnly = Type.String({ format: 'date', examples: ['2026-12-24'] });
export const Money = Type.Integer({ minimum: 0, maximum: MAX_MONEY, description: 'Minor units (cents).' });

export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });
export const MessageBody = Type.Object({ message: Type.String() });

export const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
export const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 25 });

export const Links = Type.Object({
  first: Type.String(),
  last: Type.String(),
  prev: Nullable(Type.String()),
  next: Nullable(Type.String()),
});

export const PageMeta = Type.Object({
  current_page: Type.Integer(),
  from: Nullable(Type.Integer()),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  to: Nullable(Type.Integer()),
  total: Type.Integer(),
});

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), links: Links, meta: PageMeta });

/** Any error body; each area's exact shape is described in API.md §1. */
export const ErrorBody = Type.Object({}, { additionalProperties: true, description: 'Error in the area\'s shape' });
