/**
 * yazl computes each entry's CRC-32 with buffer-crc32, a byte-at-a-time loop in JavaScript: 2.6 s of
 * CPU per GB archived, measured, against 0.56 s for the whole ZIP with Node's own `zlib.crc32` (the
 * same checksum in native code, Node 20.15 and later). yazl looks `unsigned` up on the module at each
 * call, so the copy of buffer-crc32 that yazl loads gets the native function; nothing else in the
 * service uses buffer-crc32. The archive tests check every entry's checksum against its bytes.
 */
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

interface BufferCrc32 {
  unsigned: (data: Buffer, previous?: number) => number;
}

export function useNativeZipChecksums(): void {
  // Older Node.js (20.12 to 20.14) has no zlib.crc32: yazl keeps its own.
  const native = (zlib as Partial<typeof zlib>).crc32;
  if (typeof native !== 'function') return;
  const asYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
  const bufferCrc32 = asYazl('buffer-crc32') as BufferCrc32;
  bufferCrc32.unsigned = (data, previous = 0) => native(data, previous);
}
