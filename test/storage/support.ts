/** Plumbing of the storage tests: upload forms as browsers build them, and what is on disk. */
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
