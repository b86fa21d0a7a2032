/**
 * S3 mode (S3_BUCKET) against a real S3-compatible server started here: s3rver, over HTTP, with its
 * own directory. The client flow is the one of local mode: ticket, multipart POST, stat, download.
 *
 * s3rver checks neither POST policies nor SigV4 signatures (its own code says so: "V4 signatures have
 * incomplete support"); it checks the access key, and the expiry of presigned URLs. So the tickets and
 * links signed here are also compared with the AWS SDK's own (createPresignedPost, getSignedUrl): the
 * SDK's policy passes the S3-exact verification of the local target, and a link signed here carries
 * the SDK's signature for the same request.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import S3rver from 's3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { startTestServer, tempDir } from '../helpers.js';
import { attachmentDisposition, createStorage } from '../../src/platform/storage/index.js';
import { verifyPostForm } from '../../src/platform/storage/post-policy.js';
import { S3Storage } from '../../src/platform/storage/s3.js';
import { presignGet } from '../../src/platform/storage/sigv4.js';
import type { S3Settings } from '../../src/config.js';
import { errorCode, patternedBytes, post, uploadForm } from './support.js';

const BUCKET = 'studio-test';
// s3rver's one account.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir(), configureBuckets: [{ name: BUCKET }] });
const { port } = await s3rver.run();
after(() => s3rver.close());
const endpoint = `http://127.0.0.1:${port}`;

const server = await startTestServer({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});
const storage = createStorage(server.config);
after(() => storage.close());
const origin = server.origin;

test('S3_BUCKET makes S3 the storage, and the service is no upload target itself', async () => {
  assert.ok(storage instanceof S3Storage);
  assert.equal((await fetch(`${origin}/uploads`, { method: 'POST' })).status, 404);
  assert.equal((await fetch(`${origin}/files/a/b.pdf?expires=1&filename=b&signature=x`)).status, 404);
});

test('ticket, multipart POST to the bucket, stat, presigned download: the exact bytes and headers', async () => {
  const key = 'attachments/stu_s3/att_1/Café « final » 📷.jpg';
  const bytes = patternedBytes(2 * 1024 * 1024 + 3);
  const ticket = storage.ticket({ origin, key, contentType: 'image/jpeg', maxBytes: 5 * 1024 * 1024 });
  assert.equal(ticket.url, `${endpoint}/${BUCKET}`);
  assert.equal(await storage.stat(key), null);

  const res = await post(ticket.url, uploadForm(ticket, bytes, { filename: 'camera.jpg' }));
  assert.equal(res.status, 204, res.text);
  assert.deepEqual(await storage.stat(key), { size: bytes.length, contentType: 'image/jpeg' });

  const filename = 'Café « final » 📷.jpg';
  const link = storage.downloadUrl({ origin, key, filename });
  assert.ok(link.startsWith(`${endpoint}/${BUCKET}/attachments/stu_s3/att_1/Caf%C3%A9%20%C2%AB%20final%20%C2%BB%20%F0%9F%93%B7.jpg?`), link);
  const download = await fetch(link);
  assert.equal(download.status, 200);
  assert.equal(download.headers.get('content-type'), 'image/jpeg');
  assert.equal(download.headers.get('content-length'), String(bytes.length));
  assert.equal(download.headers.get('content-disposition'), attachmentDisposition(filename));
  assert.equal(download.headers.get('content-disposition'), `attachment; filename="Cafe _ final _ _.jpg"; filename*=UTF-8''Caf%C3%A9%20%C2%AB%20final%20%C2%BB%20%F0%9F%93%B7.jpg`);
  assert.deepEqual(new Uint8Array(await download.arrayBuffer()), bytes);
});

test('what s3rver enforces on links: their expiry and the access key', async () => {
  const key = 'attachments/stu_s3/att_2/report.pdf';
  const ticket = storage.ticket({ origin, key, contentType: 'application/pdf', maxBytes: 1024 });
  assert.equal((await post(ticket.url, uploadForm(ticket, patternedBytes(100)))).status, 204);

  const settings = server.config.s3!;
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  const expired = new S3Storage(settings, () => twoHoursAgo).downloadUrl({ origin, key, filename: 'report.pdf' });
  const refused = await fetch(expired);
  assert.equal(refused.status, 403);
  assert.equal(errorCode(await refused.text()), 'AccessDenied');

  const stranger = new S3Storage({ ...settings, accessKeyId: 'NOBODY' }).downloadUrl({ origin, key, filename: 'report.pdf' });
  const unknown = await fetch(stranger);
  assert.equal(unknown.status, 403);
  assert.equal(errorCode(await unknown.text()), 'InvalidAccessKeyId');
});

test('stat of a key nothing was uploaded to is null', async () => {
  assert.equal(await storage.stat('attachments/stu_s3/never/uploaded.pdf'), null);
});

const awsSettings: S3Settings = {
  bucket: 'studio-photos',
  region: 'eu-west-1',
  endpoint: null,
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  forcePathStyle: false,
};

function sdkClient(settings: S3Settings): S3Client {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  after(() => client.destroy());
  return client;
}

test("the AWS SDK's POST policy passes the upload target's verification, and posts to the same URL as a ticket", async () => {
  for (const settings of [awsSettings, server.config.s3!]) {
    const key = 'photos/stu_1/gal_1/IMG 0001.jpg';
    const sdk = await createPresignedPost(sdkClient(settings), {
      Bucket: settings.bucket,
      Key: key,
      Conditions: [['content-length-range', 1, 1000], { 'Content-Type': 'image/jpeg' }],
      Fields: { 'Content-Type': 'image/jpeg' },
      Expires: 900,
    });
    const form = new Map(Object.entries(sdk.fields).map(([name, value]) => [name.toLowerCase(), value]));
    const target = { bucket: settings.bucket, region: settings.region, credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } };
    assert.deepEqual(verifyPostForm(form, target, new Date()), { key, contentType: 'image/jpeg', sizeRange: { min: 1, max: 1000 } });
    const ours = new S3Storage(settings).ticket({ origin, key, contentType: 'image/jpeg', maxBytes: 1000 });
    assert.equal(ours.url.replace(/\/$/, ''), sdk.url.replace(/\/$/, ''), 'the same bucket URL');
  }
});

test("a download link carries the AWS SDK presigner's signature for the same request", async () => {
  const at = new Date('2026-03-01T10:20:30Z');
  const key = 'attachments/stu_1/att_1/naïve (draft) 100% *ok*.pdf';
  const disposition = attachmentDisposition('naïve (draft) 100% *ok*.pdf');
  for (const settings of [awsSettings, server.config.s3!]) {
    const sdkUrl = new URL(
      await getSignedUrl(sdkClient(settings), new GetObjectCommand({ Bucket: settings.bucket, Key: key, ResponseContentDisposition: disposition }), {
        expiresIn: 3600,
        signingDate: at,
      }),
    );
    const ownParameters = new Set(['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature']);
    const sdkOnly = Object.fromEntries([...sdkUrl.searchParams].filter(([name]) => !ownParameters.has(name)));
    const base = new S3Storage(settings, () => at).downloadUrl({ origin, key, filename: 'naïve (draft) 100% *ok*.pdf' });
    const resigned = new URL(
      presignGet({
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        region: settings.region,
        origin: new URL(base).origin,
        path: decodeURIComponent(new URL(base).pathname),
        at,
        expiresInSeconds: 3600,
        query: sdkOnly,
      }),
    );
    assert.equal(`${new URL(base).origin}${new URL(base).pathname}`, `${sdkUrl.origin}${sdkUrl.pathname}`, 'the same object URL');
    assert.equal(resigned.searchParams.get('X-Amz-Signature'), sdkUrl.searchParams.get('X-Amz-Signature'));
    assert.equal(new URL(base).searchParams.get('response-content-disposition'), disposition);
  }
});
