/**
 * The local store of uploaded objects, under `DATA_DIR/files`. An object lives at a path made from the
 * SHA-256 of its key (`ab/ab12…`), not from the key itself: keys hold any Unicode (a 255-character
 * filename can be 1000 bytes, past a file name's limit), a key may be a "directory" of another, and
 * no key can reach outside the directory. Beside each object, `<hash>.json` keeps its key and
 * Content-Type.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_REQUEST_TIMEOUT_MS } from '../../config.js';
import { spanOf, type ByteSpan, type RangeRequest } from './byte-ranges.js';
import type { StoredObject } from './storage.js';

/** Uploads being received: in the same filesystem as the objects, so that keeping one is a rename. */
const INCOMING = '.incoming';

/**
 * How long a file in the incoming directory must have been left untouched to be taken for an upload
 * cut off by a crash. Each write moves its mtime, and no instance keeps an upload's request open past
 * its HTTP_REQUEST_TIMEOUT_MS, at most an hour: twice that is well above the longest legitimate upload
 * of any instance sharing the directory, whatever its own setting.
 */
export const ABANDONED_UPLOAD_MS = 2 * MAX_REQUEST_TIMEOUT_MS;

export interface Metadata {
  key: string;
  contentType: string;
}

export interface OpenedObject extends StoredObject {
  stream: ReadStream;
  span?: ByteSpan;
}

export class LocalFiles {
  constructor(readonly root: string) {}

  /** A new, unused path for an upload in progress. */
  async incomingPath(): Promise<string> {
    const dir = path.join(this.root, INCOMING);
    await mkdir(dir, { recursive: true });
    return path.join(dir, randomBytes(16).toString('hex'));
  }

  /**
   * Makes a complete upload the object at `key`. The metadata is in place before the object, so that
   * an object never shows without its Content-Type; both renames are atomic, and the directory is
   * synced so that a 204 survives a crash.
   */
  async keep(incoming: string, key: string, contentType: string): Promise<void> {
    const { object, metadata } = this.pathsOf(key);
    await mkdir(path.dirname(object), { recursive: true });
    const metadataDraft = `${incoming}.json`;
    try {
      await writeFile(metadataDraft, JSON.stringify({ key, contentType } satisfies Metadata), { flag: 'wx', flush: true });
      await rename(metadataDraft, metadata);
      await rename(incoming, object);
    } finally {
      await rm(metadataDraft, { force: true });
    }
    await syncDirectory(path.dirname(object));
  }

  /** Stores `body` at `key`, as an upload is kept: written aside, then renamed into place. */
  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    const incoming = await this.incomingPath();
    try {
      await writeFile(incoming, body, { flag: 'wx', flush: true });
      await this.keep(incoming, key, contentType);
    } finally {
      await rm(incoming, { force: true });
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const { object } = this.pathsOf(key);
    const [contentType, info] = await Promise.all([this.contentTypeOf(key), stat(object).catch(nullWhenMissing)]);
    return contentType !== null && info ? { size: info.size, contentType } : null;
  }

  /**
   * The object's bytes as they are now, or those of `range`: a later upload to the same key does not
   * change what this reads, and the range is judged against the size of the file opened.
   */
  async open(key: string, range?: RangeRequest): Promise<OpenedObject | null> {
    const handle = await open(this.pathsOf(key).object, 'r').catch(nullWhenMissing);
    if (!handle) return null;
    try {
      const [contentType, info] = await Promise.all([this.contentTypeOf(key), handle.stat()]);
      if (contentType === null) {
        await handle.close();
        return null;
      }
      if (!range) return { size: info.size, contentType, stream: handle.createReadStream() };
      const span = spanOf(range, info.size);
      return { size: info.size, contentType, span, stream: handle.createReadStream(span) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Uploads cut off by a crash leave files in the incoming directory; nothing untouched for `ageMs` is still being received. */
  async sweepIncoming(ageMs = ABANDONED_UPLOAD_MS, now = Date.now()): Promise<void> {
    const dir = path.join(this.root, INCOMING);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(nullWhenMissing);
      if (info && now - info.mtimeMs > ageMs) await rm(file, { force: true, recursive: true });
    }
  }

  private async contentTypeOf(key: string): Promise<string | null> {
    const text = await readFile(this.pathsOf(key).metadata, 'utf8').catch(nullWhenMissing);
    if (text === null) return null;
    const metadata = JSON.parse(text) as Metadata;
    return metadata.key === key ? metadata.contentType : null;
  }

  /**
   * Every stored object's place under the root (`ab/ab12…`, its metadata beside it as `<place>.json`),
   * in order, for backups. Uploads being received are not objects yet.
   */
  async *places(): AsyncGenerator<string> {
    const prefixes = await readdir(this.root).catch(() => [] as string[]);
    for (const prefix of prefixes.filter((name) => /^[0-9a-f]{2}$/.test(name)).sort()) {
      const names = await readdir(path.join(this.root, prefix));
      for (const name of names.sort()) if (isPlace(`${prefix}/${name}`)) yield `${prefix}/${name}`;
    }
  }

  /** Where `key`'s object lives under the root: `ab/` and the SHA-256 of the key. */
  static placeOf(key: string): string {
    const digest = createHash('sha256').update(key, 'utf8').digest('hex');
    return `${digest.slice(0, 2)}/${digest}`;
  }

  private pathsOf(key: string): { object: string; metadata: string } {
    const object = path.join(this.root, LocalFiles.placeOf(key));
    return { object, metadata: `${object}.json` };
  }
}

/** A name of the layout: `ab/` and 64 hex digits starting with `ab`. */
export function isPlace(name: string): boolean {
  return /^([0-9a-f]{2})\/\1[0-9a-f]{62}$/.test(name);
}

/** What `<place>.json` holds beside each object. */
export function metadataOf(text: string): Metadata | null {
  try {
    const metadata = JSON.parse(text) as Partial<Metadata>;
    return typeof metadata.key === 'string' && typeof metadata.contentType === 'string' ? { key: metadata.key, contentType: metadata.contentType } : null;
  } catch {
    return null;
  }
}

export function nullWhenMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}

/** Makes the directory's entries (files renamed or made in it) survive a crash. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
