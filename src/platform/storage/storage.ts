/**
 * Files that browsers and other clients upload themselves, with an S3 POST policy (attachments,
 * gallery photos): one interface, two places (a local directory served by this service, or an S3
 * bucket), the same client flow for both (API.md §4 and §10).
 */
import type { Readable } from 'node:stream';
import type { ByteSpan, RangeRequest } from './byte-ranges.js';

/** An S3 POST policy ticket: where to POST (multipart/form-data) and the fields to send back unchanged, before `file`. */
export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
}

export interface TicketInput {
  /** The origin clients reach this service at (`originOf(req)`): the local upload target is under it. */
  origin: string;
  key: string;
  /** The object's Content-Type: the upload must send exactly this, and downloads serve it. */
  contentType: string;
  /** The largest upload the ticket allows, in bytes; an empty file is refused too. */
  maxBytes: number;
  /** 900 (15 minutes) unless given. */
  expiresInSeconds?: number;
}

export interface StoredObject {
  size: number;
  contentType: string;
}

/** A stored object's bytes, to read once (and to destroy when not read to the end). */
export interface ReadableObject extends StoredObject {
  /** All `size` bytes, or only those of `span`. */
  stream: Readable;
  /** The bytes `stream` holds when a range was asked; absent when it holds the whole object. */
  span?: ByteSpan;
}

export interface DownloadInput {
  origin: string;
  key: string;
  /** The name the browser saves the file under (Content-Disposition: attachment). */
  filename: string;
  /** 3600 (an hour) unless given. */
  expiresInSeconds?: number;
}

export interface Storage {
  /** An S3 POST policy ticket: where to POST and the form fields to send back unchanged. */
  ticket(input: TicketInput): UploadTicket;
  /** The stored object's size and Content-Type, or null when nothing was uploaded at that key. */
  stat(key: string): Promise<StoredObject | null>;
  /** A signed, expiring link serving the exact bytes with the stored Content-Type, as an attachment named `filename`. */
  downloadUrl(input: DownloadInput): string;
  /**
   * The object's bytes, or those of `range` (throws UnsatisfiableRange when the object has none of
   * them); null when nothing is stored at that key.
   */
  read(key: string, range?: RangeRequest): Promise<ReadableObject | null>;
  /** Stores bytes the service made (a rendition) at `key`, replacing what was there. */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Lets go of connections (the S3 client's); the local directory holds none. */
  close(): Promise<void>;
}

export const DEFAULT_TICKET_SECONDS = 900;
export const DEFAULT_DOWNLOAD_SECONDS = 3600;
/** S3 refuses presigned requests valid for longer than a week; the local target keeps the same bound. */
export const MAX_SIGNATURE_SECONDS = 7 * 24 * 3600;
/** S3's limit on a single POST upload. */
export const MAX_UPLOAD_BYTES = 5 * 1024 ** 3;
const MAX_KEY_BYTES = 1024;

/**
 * Why `key` cannot name an object, or null when it can. Keys are `/`-separated segments of any
 * Unicode but NUL and `\`: no empty, `.` or `..` segment, no leading `/`, at most 1024 UTF-8 bytes
 * (S3's limit), and no `${filename}`, which S3 replaces in the key of a POST upload.
 */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'is empty';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return `is longer than ${MAX_KEY_BYTES} bytes`;
  if (/\p{Cs}/u.test(key)) return 'is not valid Unicode (a lone surrogate)';
  if (key.includes('\0')) return 'contains NUL';
  if (key.includes('\\')) return 'contains a backslash';
  if (/\$\{filename\}/.test(key)) return `contains \${filename}, which S3 would replace`;
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return 'has an empty, "." or ".." segment';
  }
  return null;
}

/** A media type a header can carry as it is: `type/subtype`, parameters allowed, printable ASCII only. */
export function isHeaderSafeContentType(value: string): boolean {
  return value.length <= 255 && /^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/.test(value);
}

/** Programming errors of a caller (a bad key, a zero size): not something a client sent. */
export function assertTicketInput(input: TicketInput): void {
  assertKey(input.key);
  if (!isHeaderSafeContentType(input.contentType)) throw new TypeError(`Content-Type ${JSON.stringify(input.contentType)} is not a media type`);
  if (!Number.isInteger(input.maxBytes) || input.maxBytes < 1 || input.maxBytes > MAX_UPLOAD_BYTES) {
    throw new TypeError(`maxBytes must be an integer from 1 to ${MAX_UPLOAD_BYTES}, got ${input.maxBytes}`);
  }
  assertLifetime(input.expiresInSeconds);
}

export function assertKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new TypeError(`Storage key ${JSON.stringify(key)} ${problem}`);
}

export function assertLifetime(seconds: number | undefined): void {
  if (seconds !== undefined && (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SIGNATURE_SECONDS)) {
    throw new TypeError(`expiresInSeconds must be an integer from 1 to ${MAX_SIGNATURE_SECONDS}, got ${seconds}`);
  }
}

/**
 * `Content-Disposition: attachment` naming `filename` safely (RFC 6266): `filename*` carries the
 * name in UTF-8 (RFC 5987), `filename` an ASCII stand-in for old clients. Nothing of the name can
 * end the header or add a parameter: both forms hold printable ASCII only, quotes and backslashes
 * replaced.
 */
export function attachmentDisposition(filename: string): string {
  const name = filename.replace(/\p{Cs}/gu, '\uFFFD').replace(/[/\\]/g, '_') || 'download';
  return `attachment; filename="${asciiStandIn(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** Accents dropped (é → e), anything else outside printable ASCII, `"`, `\` and `%` as `_`. */
function asciiStandIn(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/gu, '_');
}

/** RFC 5987 attr-chars stay; everything else is percent-encoded UTF-8. */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
