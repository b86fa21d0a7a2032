/**
 * The tar the backups are made of: what is written reads back entry by entry, whatever the chunking
 * of the input, sizes past ustar's octal limit survive, and a damaged or foreign archive is refused
 * with the reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { bufferEntry, END_OF_ARCHIVE, headerBlock, TarReader } from './tar.js';

/** The archive's bytes, handed over `chunkSize` bytes at a time, as a file or a pipe might. */
function chunked(bytes: Buffer, chunkSize: number): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  return Readable.from(chunks);
}

async function entriesOf(input: Readable, read = (name: string) => name !== 'skipped.bin'): Promise<[string, string][]> {
  const reader = new TarReader(input);
  const entries: [string, string][] = [];
  for (let entry = await reader.next(); entry; entry = await reader.next()) {
    if (!read(entry.name)) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    entries.push([entry.name, Buffer.concat(chunks).toString('utf8')]);
  }
  return entries;
}

const archive = Buffer.concat([
  ...bufferEntry('backup.json', Buffer.from('{"a":1}\n')),
  ...bufferEntry('skipped.bin', Buffer.alloc(1500, 7)),
  ...bufferEntry('empty', Buffer.alloc(0)),
  ...bufferEntry('files/ab/exactly-a-block', Buffer.alloc(512, 'x')),
  END_OF_ARCHIVE,
]);

test('entries read back in order, with their bytes, whatever the chunks; one left unread is skipped', async () => {
  for (const size of [1, 7, 511, 512, 4096, archive.length]) {
    assert.deepEqual(await entriesOf(chunked(archive, size)), [
      ['backup.json', '{"a":1}\n'],
      ['empty', ''],
      ['files/ab/exactly-a-block', 'x'.repeat(512)],
    ], `chunks of ${size}`);
  }
});

test('a size past 8 GiB is written in base-256 and read back', async () => {
  const size = 9 * 1024 ** 3 + 5;
  const entry = await new TarReader(Readable.from([headerBlock({ name: 'database.ndjson.gz', size, mtime: 0 })])).next();
  assert.equal(entry?.size, size);
});

test('a damaged header, a link, or an archive cut short is refused with the reason', async () => {
  const damaged = Buffer.from(archive);
  damaged[3] ^= 1;
  await assert.rejects(entriesOf(Readable.from([damaged])), /entry 1 has a damaged header/);

  const link = headerBlock({ name: 'files/evil', size: 0, mtime: 0 });
  link.write('2', 156, 'ascii');
  link.write('        ', 148, 'ascii');
  const sum = link.reduce((total, byte) => total + byte, 0);
  link.write(`${sum.toString(8).padStart(6, '0')}\0`, 148, 'ascii');
  await assert.rejects(entriesOf(Readable.from([link, END_OF_ARCHIVE])), /entry 1 is not a regular file/);

  await assert.rejects(entriesOf(Readable.from([archive.subarray(0, 600)])), /ends inside entry 1: it was cut short/);
  await assert.rejects(entriesOf(Readable.from([archive.subarray(0, archive.length - 1024)])), /ends after 4 entries, without its end: it was cut short/);
});
