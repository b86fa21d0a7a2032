/** Plumbing of the storage tests: upload forms as browsers build them, what is on disk, byte ranges. */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { UploadTicket } from '../../src/platform/storage/index.js';

export interface FormOptions {
  /** Replaces ticket fields by name; `undefined` leaves the field out. */
  fields?: Record<string, string | undefined>;
  /** Fields added after the ticket's, before the file. */
  extra?: Record<string, string>;
  /** Fields after the file, which S3 ignores. */
  after?: Record<string, string>;
  filename?: string;
  /** The file part's own Content-Type, which S3 ignores (the Content-Type field counts). */
  fileType?: string;
}

/** The multipart form a browser sends for a ticket: its fields, then the file. */
export function uploadForm(ticket: UploadTicket, bytes: Uint8Array<ArrayBuffer>, options: FormOptions = {}): FormData {
  const form = new FormData();
  const fields = { ...ticket.fields, ...options.fields };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, value] of Object.entries(options.extra ?? {})) form.append(name, value);
  form.append('file', new Blob([bytes], { type: options.fileType ?? 'application/octet-stream' }), options.filename ?? 'upload.bin');
  for (const [name, value] of Object.entries(options.after ?? {})) form.append(name, value);
  return form;
}

export async function post(url: string, body: FormData | string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', body, headers });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** The S3 error code of an XML refusal. */
export function errorCode(xml: string): string | undefined {
  return /<Code>([^<]*)<\/Code>/.exec(xml)?.[1];
}

/** Every file under `dir`, however deep (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Deterministic bytes that are not all alike: a truncation or a shifted byte shows. */
export function patternedBytes(length: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/**
 * What a signed file link answers to HEAD and to the byte ranges a browser or a video player sends,
 * checked against the file's own bytes (at least 64 of them). `s3rver` leaves out what s3rver (unlike
 * S3) gets wrong, where the range goes to it as asked: it reads `bytes=-n` as `bytes=0-n`, and a last
 * byte of 0 as the end of the file.
 */
export async function assertServesRanges(link: string, bytes: Uint8Array, { s3rver = false } = {}): Promise<void> {
  const size = bytes.length;
  const whole = await fetch(link);
  assert.equal(whole.status, 200);
  assert.equal(whole.headers.get('accept-ranges'), 'bytes', 'the answer says ranges may be asked for');
  assert.equal(whole.headers.get('content-length'), String(size));
  assert.deepEqual(new Uint8Array(await whole.arrayBuffer()), bytes);

  const head = await fetch(link, { method: 'HEAD' });
  assert.equal(head.status, 200, 'HEAD');
  assert.equal(head.headers.get('content-length'), String(size), 'HEAD gives the length of the file');
  assert.equal(head.headers.get('accept-ranges'), 'bytes');
  assert.equal(head.headers.get('content-type'), whole.headers.get('content-type'));
  assert.equal(head.headers.get('content-disposition'), whole.headers.get('content-disposition'));
  assert.equal((await head.arrayBuffer()).byteLength, 0, 'HEAD has no body');
  const headRange = await fetch(link, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
  assert.deepEqual([headRange.status, headRange.headers.get('content-length')], [200, String(size)], 'HEAD ignores Range (RFC 9110 §14.2)');

  const parts: [string, number, number][] = [
    ['bytes=10-19', 10, 19],
    ['bytes=0-', 0, size - 1],
    [`bytes=${size - 4}-`, size - 4, size - 1],
    [`bytes=5-${size * 10}`, 5, size - 1],
    ['BYTES = 3 - 7', 3, 7],
  ];
  if (!s3rver) parts.push(['bytes=0-0', 0, 0], ['bytes=-5', size - 5, size - 1], [`bytes=-${size * 2}`, 0, size - 1]);
  for (const [range, start, end] of parts) {
    const res = await fetch(link, { headers: { range } });
    assert.equal(res.status, 206, range);
    assert.equal(res.headers.get('content-range'), `bytes ${start}-${end}/${size}`, range);
    assert.equal(res.headers.get('content-length'), String(end - start + 1), range);
    assert.equal(res.headers.get('accept-ranges'), 'bytes', range);
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), bytes.subarray(start, end + 1), range);
  }

  const unsatisfiable = [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, ...(s3rver ? [] : ['bytes=-0'])];
  for (const range of unsatisfiable) {
    const res = await fetch(link, { headers: { range } });
    await res.arrayBuffer();
    assert.equal(res.status, 416, range);
    assert.equal(res.headers.get('content-range'), `bytes */${size}`, range);
  }

  // Several ranges, another unit, nonsense, a backwards range, or an If-Range the service cannot
  // match (it offers no validator): the whole file, as RFC 9110 allows.
  const wholeAnyway: Record<string, string>[] = [
    { range: 'bytes=0-1,5-6' },
    { range: 'items=0-1' },
    { range: 'bytes=abc' },
    { range: 'bytes=9-3' },
    { range: 'bytes=0-9', 'if-range': '"v1"' },
  ];
  for (const headers of wholeAnyway) {
    const res = await fetch(link, { headers });
    assert.equal(res.status, 200, JSON.stringify(headers));
    assert.equal(res.headers.get('content-range'), null);
    assert.equal((await res.arrayBuffer()).byteLength, size, JSON.stringify(headers));
  }
}
