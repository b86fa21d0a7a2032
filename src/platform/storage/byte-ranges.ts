/**
 * Single byte ranges (RFC 9110 §14): what lets a browser resume a download or a video player (Safari
 * will not play an mp4 without them) fetch the part it needs. One range only: a request for several,
 * or one this module cannot read, gets the whole file with 200, as §14.2 allows.
 */
import type { FastifyReply } from 'fastify';

/** A range as the client asks it: from `first` to `last` (inclusive) or to the end, or the last `suffix` bytes. */
export type RangeRequest = { first: number; last?: number } | { suffix: number };

/** The bytes served of an object: first and last, inclusive. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** Storage has the object, but none of the asked range is in it (416). */
export class UnsatisfiableRange extends Error {
  constructor(readonly size: number) {
    super(`The range asked is outside the object's ${size} bytes.`);
  }
}

const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d{0,15})[ \t]*-[ \t]*(\d{0,15})[ \t]*$/i;

/**
 * The range a GET asks for; undefined when it asks for none this service serves: no Range header, a
 * malformed one, several ranges, or an `If-Range` (the service offers no validator it could match,
 * so the condition is never met and the whole file is the answer).
 */
export function requestedRange(headers: { range?: string; 'if-range'?: string }): RangeRequest | undefined {
  if (headers.range === undefined || headers['if-range'] !== undefined) return undefined;
  const match = SINGLE_RANGE.exec(headers.range);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') return { suffix: Number(match[2]) };
  const first = Number(match[1]);
  if (match[2] === '') return { first };
  const last = Number(match[2]);
  return last < first ? undefined : { first, last };
}

/** The bytes `range` names in an object of `size` bytes (a range past the end is cut at it); throws when it names none. */
export function spanOf(range: RangeRequest, size: number): ByteSpan {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) throw new UnsatisfiableRange(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.first >= size) throw new UnsatisfiableRange(size);
  return { start: range.first, end: Math.min(range.last ?? size - 1, size - 1) };
}

/** The range as a Range header writes it, for storage that takes one (S3). */
export function rangeHeader(range: RangeRequest): string {
  if ('suffix' in range) return `bytes=-${range.suffix}`;
  return `bytes=${range.first}-${range.last ?? ''}`;
}

/** `bytes 0-99/1234`, as S3 answers a range: the span served and the object's size; null when it is not that. */
export function parseContentRange(header: string | undefined): { span: ByteSpan; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (!match) return null;
  return { span: { start: Number(match[1]), end: Number(match[2]) }, size: Number(match[3]) };
}

/**
 * The length headers of an object's bytes: the whole (200) or the span served (206 with
 * `Content-Range`), always with `Accept-Ranges: bytes`, which tells players they may ask for parts.
 */
export function byteHeaders(reply: FastifyReply, object: { size: number; span?: ByteSpan }): FastifyReply {
  reply.header('accept-ranges', 'bytes');
  if (!object.span) return reply.header('content-length', object.size);
  const { start, end } = object.span;
  return reply.code(206).header('content-range', `bytes ${start}-${end}/${object.size}`).header('content-length', end - start + 1);
}

/** What a 416 answer carries besides its body: the object's size, so that the client can ask again. */
export function unsatisfiedHeaders(reply: FastifyReply, { size }: UnsatisfiableRange): FastifyReply {
  return reply.header('accept-ranges', 'bytes').header('content-range', `bytes */${size}`);
}
