import { badRequest } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import type { ListPosition } from './queries.js';
import type { ClientType } from './schemas.js';

/**
 * Where a cursor leads: the page after a position (older clients), the page before one (newer
 * clients), or the last page of the list.
 */
export type CursorStep = { kind: 'after' | 'before'; at: ListPosition } | { kind: 'last' };

/**
 * What a cursor of the client list holds. The list it was made for (studio, types, page size) comes
 * back with it, so that it is refused on another list rather than misread; the page number it leads
 * to keeps `meta.current_page` right without counting the rows before it.
 */
export interface ListCursor {
  studioId: string;
  types: ClientType[];
  perPage: number;
  page: number;
  step: CursorStep;
}

const VERSION = 1;
// Page numbers only count: far beyond `page`'s own bound, as a list of millions at one per page reaches.
const MAX_PAGE = 1_000_000_000;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const STEP_CODES = { after: 'a', before: 'b', last: 'l' } as const;

/** An opaque, URL-safe token: base64url of a compact JSON array. */
export function encodeCursor(cursor: ListCursor): string {
  const { step } = cursor;
  const position = step.kind === 'last' ? [] : [step.at.createdAt, step.at.id];
  const fields = [VERSION, cursor.studioId, cursor.types.join(','), cursor.perPage, cursor.page, STEP_CODES[step.kind], ...position];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/**
 * The cursor a request sent, checked against the request's own list: anything else (garbled,
 * tampered into nonsense, made for another studio, other types or another page size) is a 400 on
 * `cursor`. A well-formed position needs no client behind it: a keyset reads next to it either way.
 */
export function decodeCursor(token: string, list: Omit<ListCursor, 'page' | 'step'>): ListCursor {
  const fields = parsed(token);
  if (!Array.isArray(fields) || fields[0] !== VERSION) throw invalidCursor('The cursor is not one this list gave.');
  const [, studioId, types, perPage, page, code, createdAt, id] = fields as unknown[];
  if (studioId !== list.studioId || types !== list.types.join(',') || perPage !== list.perPage) {
    throw invalidCursor('The cursor belongs to another list: send it with the same types and per_page as the request that gave it (its links keep them).');
  }
  if (!Number.isInteger(page) || (page as number) < 1 || (page as number) > MAX_PAGE) throw invalidCursor('The cursor is not one this list gave.');
  const step = stepOf(code, createdAt, id);
  return { ...list, page: page as number, step };
}

function stepOf(code: unknown, createdAt: unknown, id: unknown): CursorStep {
  if (code === STEP_CODES.last) return { kind: 'last' };
  if ((code === STEP_CODES.after || code === STEP_CODES.before) && isTimestamp(createdAt) && typeof id === 'string' && isId('cl', id)) {
    return { kind: code === STEP_CODES.after ? 'after' : 'before', at: { createdAt, id } };
  }
  throw invalidCursor('The cursor is not one this list gave.');
}

/** A real instant in the API's form: the database would refuse a 31 February (a 500 otherwise). */
function isTimestamp(value: unknown): value is string {
  if (typeof value !== 'string' || !TIMESTAMP.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
}

function parsed(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const invalidCursor = (message: string) => badRequest('invalid_request', 'Invalid query parameter.', { cursor: [message] });
