/** The S3 settings: read once, checked at start, with one line naming the variable when wrong. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../src/config.js';
import { tempDir } from '../helpers.js';

const base = () => ({ DATA_DIR: tempDir(), SIGNING_KEY: 'test signing key' });
const bucket = { S3_BUCKET: 'studio-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

test('without S3_BUCKET files stay local', () => {
  assert.equal(loadConfig(base()).s3, null);
});

test('S3_BUCKET with its credentials: region us-east-1, AWS endpoint and virtual-hosted URLs by default', () => {
  assert.deepEqual(loadConfig({ ...base(), ...bucket }).s3, {
    bucket: 'studio-files',
    region: 'us-east-1',
    endpoint: null,
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret',
    forcePathStyle: false,
  });
  const minio = loadConfig({ ...base(), ...bucket, S3_REGION: 'auto', S3_ENDPOINT: 'http://minio.local:9000/', S3_FORCE_PATH_STYLE: 'true' }).s3;
  assert.equal(minio?.region, 'auto');
  assert.equal(minio?.endpoint, 'http://minio.local:9000');
  assert.equal(minio?.forcePathStyle, true);
});

test('a wrong or missing S3 setting stops the start, naming the variable', () => {
  const refused: [Record<string, string>, RegExp][] = [
    [{ S3_BUCKET: 'studio-files', S3_SECRET_ACCESS_KEY: 'secret' }, /^S3_ACCESS_KEY_ID is required/],
    [{ S3_BUCKET: 'studio-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, /^S3_SECRET_ACCESS_KEY is required/],
    [{ ...bucket, S3_BUCKET: 'Not_A_Bucket' }, /^S3_BUCKET must be/],
    [{ ...bucket, S3_REGION: 'EU West' }, /^S3_REGION must be/],
    [{ ...bucket, S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be/],
    [{ ...bucket, S3_ENDPOINT: 'ftp://minio.local' }, /^S3_ENDPOINT must be/],
    [{ ...bucket, S3_ENDPOINT: 'https://minio.local/s3' }, /^S3_ENDPOINT must be/],
    [{ ...bucket, S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE must be one of true, false/],
    [{ S3_REGION: 'eu-west-1' }, /^S3_REGION is set but S3_BUCKET is not/],
    [{ S3_ENDPOINT: 'http://minio.local:9000' }, /^S3_ENDPOINT is set but S3_BUCKET is not/],
  ];
  for (const [env, message] of refused) {
    assert.throws(() => loadConfig({ ...base(), ...env }), (error: unknown) => error instanceof ConfigError && message.test(error.message), JSON.stringify(env));
  }
});
