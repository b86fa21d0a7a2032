import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { startTestServer } from '../../../../test/helpers.js';
import { nativeUnsignedCrc32, useNativeZipChecksums } from './zip-checksums.js';

type Unsigned = (data: Buffer, previous?: number) => number;

/** The buffer-crc32 module yazl itself requires (resolved from yazl's folder, as yazl's `require` does). */
const yazlsBufferCrc32 = createRequire(createRequire(import.meta.url).resolve('yazl'))('buffer-crc32') as { unsigned: Unsigned };

const samples = [Buffer.alloc(0), Buffer.from('studio'), randomBytes(1), randomBytes(65_537)];

test('a started service gives yazl the native CRC-32, and importing the archive code alone does not', async () => {
  const original = yazlsBufferCrc32.unsigned;
  assert.notEqual(original, nativeUnsignedCrc32, 'the test server was not started yet');
  await startTestServer();
  const active = yazlsBufferCrc32.unsigned;
  assert.equal(active, nativeUnsignedCrc32);
  for (const bytes of samples) {
    assert.equal(active(bytes), zlib.crc32(bytes));
    assert.equal(active(bytes), original(bytes));
  }
  // yazl checksums a streamed file chunk by chunk, passing the checksum so far.
  const [head, tail] = [randomBytes(1000), randomBytes(3000)];
  assert.equal(active(tail, active(head)), zlib.crc32(Buffer.concat([head, tail])));

  useNativeZipChecksums();
  assert.equal(yazlsBufferCrc32.unsigned, nativeUnsignedCrc32);
});
