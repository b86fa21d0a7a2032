/**
 * The tar format (POSIX ustar), as much of it as a backup needs: regular files with short names,
 * written and read as streams, in constant memory whatever their size. A backup is a tar so that an
 * operator can look into one with `tar tvf` and take it apart with `tar xf`, and so that photos go
 * in as they are, not through a compressor that gains nothing on them.
 *
 * Sizes past ustar's 11 octal digits (8 GiB) are written in GNU's base-256 form, which GNU tar,
 * bsdtar and busybox read.
 */
import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';

const BLOCK = 512;
const NAME_BYTES = 100;
const OCTAL_SIZE_LIMIT = 8 ** 11;
/** Bytes read from a file at a time. */
const CHUNK = 64 * 1024;

/** A tar that cannot be read: the message says where and why. */
export class TarError extends Error {}

export interface TarEntryHeader {
  name: string;
  size: number;
  /** Seconds since 1970. */
  mtime: number;
}

/** One entry's header block. Names are the backup's own, ASCII and short: anything else is a programming error. */
export function headerBlock({ name, size, mtime }: TarEntryHeader): Buffer {
  if (!/^[\x21-\x7e]+$/.test(name) || name.length > NAME_BYTES) throw new TypeError(`tar entry name ${JSON.stringify(name)} is not one ustar can hold`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 'ascii');
  writeOctal(block, 100, 8, 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeSize(block, size);
  writeOctal(block, 136, 12, Math.floor(mtime));
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  writeOctal(block, 148, 7, checksum(block));
  return block;
}

/** The zeros that round an entry's body up to a whole block. */
export function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two zero blocks: the end of the archive, which tells a whole backup from one cut short between entries. */
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);

/** An entry whose body is in memory. */
export function* bufferEntry(name: string, body: Buffer, mtime = Date.now() / 1000): Generator<Buffer> {
  yield headerBlock({ name, size: body.length, mtime });
  yield body;
  yield padding(body.length);
}

/**
 * An entry whose body is an open file, read from its start to the size it has when the entry begins;
 * a file that turns out shorter fails the archive rather than shift every entry after it. The handle
 * is the caller's to close.
 */
export async function* fileEntry(name: string, handle: FileHandle): AsyncGenerator<Buffer> {
  const { size, mtimeMs } = await handle.stat();
  yield headerBlock({ name, size, mtime: mtimeMs / 1000 });
  let position = 0;
  while (position < size) {
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK, size - position));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    if (bytesRead === 0) throw new Error(`${name} ended at byte ${position} of its ${size} while it was being backed up`);
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
  yield padding(size);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function writeSize(block: Buffer, size: number): void {
  if (size < OCTAL_SIZE_LIMIT) {
    writeOctal(block, 124, 12, size);
    return;
  }
  block[124] = 0x80;
  let rest = BigInt(size);
  for (let i = 135; i > 124; i--) {
    block[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (const byte of block) sum += byte;
  return sum;
}

export interface TarEntry extends TarEntryHeader {
  /** The entry's bytes as they arrive; what is not read is skipped when the next entry is asked for. */
  body: AsyncGenerator<Buffer, void, undefined>;
}

/**
 * Reads a tar as a stream, one entry at a time: `next()` answers the next regular file, or null at
 * the end of the archive. Anything but a regular file, a damaged header, or an archive that ends
 * before its end blocks is a TarError.
 */
export class TarReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private ended = false;
  /** Bytes of the current entry (its body and padding) not yet read. */
  private unread = 0;
  private entries = 0;

  constructor(input: Readable) {
    this.chunks = input[Symbol.asyncIterator]();
  }

  async next(): Promise<TarEntry | null> {
    await this.skip(this.unread);
    this.unread = 0;
    const block = await this.read(BLOCK);
    if (block.length < BLOCK) throw new TarError(`the archive ends after ${this.entries} entries, without its end: it was cut short`);
    if (block.every((byte) => byte === 0)) return null;
    const header = parseHeader(block, this.entries + 1);
    this.entries += 1;
    this.unread = header.size + padding(header.size).length;
    return { ...header, body: this.body(header.size) };
  }

  private async *body(size: number): AsyncGenerator<Buffer, void, undefined> {
    let left = size;
    while (left > 0) {
      const chunk = await this.take(left);
      if (chunk.length === 0) throw new TarError(`the archive ends inside entry ${this.entries}: it was cut short`);
      left -= chunk.length;
      this.unread -= chunk.length;
      yield chunk;
    }
  }

  /** Exactly `bytes` bytes, or fewer at the end of the input. */
  private async read(bytes: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < bytes) {
      const chunk = await this.take(bytes - got);
      if (chunk.length === 0) break;
      parts.push(chunk);
      got += chunk.length;
    }
    return Buffer.concat(parts);
  }

  private async skip(bytes: number): Promise<void> {
    let left = bytes;
    while (left > 0) {
      const chunk = await this.take(left);
      if (chunk.length === 0) throw new TarError(`the archive ends inside entry ${this.entries}: it was cut short`);
      left -= chunk.length;
    }
  }

  /** Up to `bytes` bytes as they come: empty only at the end of the input. */
  private async take(bytes: number): Promise<Buffer> {
    if (this.bufferedBytes === 0 && !(await this.fill())) return Buffer.alloc(0);
    const first = this.buffered[0];
    const chunk = first.length <= bytes ? this.buffered.shift()! : first.subarray(0, bytes);
    if (chunk !== first) this.buffered[0] = first.subarray(bytes);
    this.bufferedBytes -= chunk.length;
    return chunk;
  }

  private async fill(): Promise<boolean> {
    while (!this.ended) {
      const { done, value } = await this.chunks.next();
      if (done) this.ended = true;
      else if (value.length > 0) {
        this.buffered.push(value);
        this.bufferedBytes += value.length;
        return true;
      }
    }
    return false;
  }
}

function parseHeader(block: Buffer, number: number): TarEntryHeader {
  const stored = Number.parseInt(block.toString('ascii', 148, 156).replace(/[\0 ]+$/, ''), 8);
  const blank = Buffer.from(block);
  blank.write('        ', 148, 'ascii');
  if (stored !== checksum(blank)) throw new TarError(`entry ${number} has a damaged header (its checksum does not match)`);
  const type = block.toString('ascii', 156, 157);
  if (type !== '0' && type !== '\0') throw new TarError(`entry ${number} is not a regular file (type ${JSON.stringify(type)})`);
  const name = block.toString('ascii', 0, NAME_BYTES).replace(/\0.*$/s, '');
  const prefix = block.toString('ascii', 345, 500).replace(/\0.*$/s, '');
  return { name: prefix ? `${prefix}/${name}` : name, size: readSize(block), mtime: readOctal(block, 136, 12) };
}

function readSize(block: Buffer): number {
  if (!(block[124] & 0x80)) return readOctal(block, 124, 12);
  let size = 0n;
  for (let i = 125; i < 136; i++) size = (size << 8n) | BigInt(block[i]);
  return Number(size);
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = block.toString('ascii', offset, offset + length).replace(/[\0 ]+$/, '').trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}
