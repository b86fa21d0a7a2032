/**
 * The local upload target (`POST /uploads`) against real HTTP and a real data directory: a client
 * uploads with a ticket exactly as it would to S3; everything S3 refuses is refused, in S3's XML,
 * and nothing of a refused upload stays on disk.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startTestServer } from '../helpers.js';
import { createStorage, type UploadTicket } from '../../src/platform/storage/index.js';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LocalStorage } from '../../src/platform/storage/local.js';
import { amzDate, postPolicySignature, scopeAt } from '../../src/platform/storage/sigv4.js';
import { errorCode, filesUnder, patternedBytes, post, uploadForm } from './support.js';

const server = await startTestServer();
const storage = createStorage(server.config);
const filesDir = path.join(server.config.dataDir, 'files');
const origin = server.origin;
let serial = 0;
const newKey = (filename = 'photo.jpg') => `attachments/stu_test/att_${++serial}/${filename}`;

function ticketFor(key: string, options: { contentType?: string; maxBytes?: number } = {}): UploadTicket {
  return storage.ticket({ origin, key, contentType: options.contentType ?? 'image/jpeg', maxBytes: options.maxBytes ?? 1024 });
}

/** Posts a form that must be refused, and checks that nothing was kept, neither the object nor a partial file. */
async function assertRefused(
  ticket: UploadTicket,
  body: FormData | string,
  expected: { status: number; code: string },
  headers?: Record<string, string>,
  attemptedKey = ticket.fields.key,
) {
  const before = filesUnder(filesDir);
  const res = await post(ticket.url, body, headers);
  assert.equal(res.status, expected.status, res.text);
  assert.equal(errorCode(res.text), expected.code, res.text);
  assert.match(res.text, /^<\?xml version="1\.0" encoding="UTF-8"\?><Error><Code>[A-Za-z]+<\/Code><Message>[^<]+<\/Message><\/Error>$/);
  assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
  assert.deepEqual(filesUnder(filesDir), before, 'nothing was written');
  assert.equal(await storage.stat(attemptedKey), null);
  return res;
}

test('a ticket is an S3 POST policy for the local target', () => {
  const ticket = ticketFor('attachments/stu_1/att_1/report.pdf', { contentType: 'application/pdf', maxBytes: 10_485_760 });
  assert.equal(ticket.url, `${origin}/uploads`);
  assert.deepEqual(Object.keys(ticket.fields), ['key', 'Content-Type', 'policy', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature']);
  assert.equal(ticket.fields.key, 'attachments/stu_1/att_1/report.pdf');
  assert.equal(ticket.fields['Content-Type'], 'application/pdf');
  assert.equal(ticket.fields['x-amz-algorithm'], 'AWS4-HMAC-SHA256');
  assert.match(ticket.fields['x-amz-date'], /^\d{8}T\d{6}Z$/);
  assert.equal(ticket.fields['x-amz-credential'], `${LOCAL_ACCESS_KEY_ID}/${ticket.fields['x-amz-date'].slice(0, 8)}/${LOCAL_REGION}/s3/aws4_request`);
  assert.match(ticket.fields['x-amz-signature'], /^[0-9a-f]{64}$/);
  const policy = JSON.parse(Buffer.from(ticket.fields.policy, 'base64').toString('utf8'));
  const issued = Date.parse(ticket.fields['x-amz-date'].replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  assert.equal(Date.parse(policy.expiration) - issued, 15 * 60 * 1000, 'expires 15 minutes after issue');
  assert.deepEqual(policy.conditions, [
    { bucket: 'studio-local' },
    { key: 'attachments/stu_1/att_1/report.pdf' },
    { 'Content-Type': 'application/pdf' },
    ['content-length-range', 1, 10_485_760],
    { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
    { 'x-amz-credential': ticket.fields['x-amz-credential'] },
    { 'x-amz-date': ticket.fields['x-amz-date'] },
  ]);
});

test('a file of a few MiB goes up with its ticket and comes back byte for byte from its link', async () => {
  const key = newKey('holiday shoot.jpg');
  const bytes = patternedBytes(3 * 1024 * 1024 + 17);
  const ticket = ticketFor(key, { maxBytes: 5 * 1024 * 1024 });
  assert.equal(await storage.stat(key), null, 'nothing before the upload');

  const res = await post(ticket.url, uploadForm(ticket, bytes, { filename: 'IMG_0001.JPG' }));
  assert.equal(res.status, 204, res.text);
  assert.equal(res.text, '');
  assert.deepEqual(await storage.stat(key), { size: bytes.length, contentType: 'image/jpeg' });

  const link = storage.downloadUrl({ origin, key, filename: 'holiday shoot.jpg' });
  const download = await fetch(link);
  assert.equal(download.status, 200);
  assert.equal(download.headers.get('content-type'), 'image/jpeg');
  assert.equal(download.headers.get('content-length'), String(bytes.length));
  assert.equal(download.headers.get('content-disposition'), `attachment; filename="holiday shoot.jpg"; filename*=UTF-8''holiday%20shoot.jpg`);
  assert.equal(download.headers.get('x-content-type-options'), 'nosniff');
  assert.deepEqual(new Uint8Array(await download.arrayBuffer()), bytes);

  const head = await fetch(link, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get('content-length'), String(bytes.length));
  assert.equal(head.headers.get('content-type'), 'image/jpeg');
  assert.equal(await head.text(), '');
});

test('uploading again with the same ticket replaces the object, as S3 does', async () => {
  const key = newKey();
  const ticket = ticketFor(key);
  assert.equal((await post(ticket.url, uploadForm(ticket, patternedBytes(100, 1)))).status, 204);
  const second = patternedBytes(50, 2);
  assert.equal((await post(ticket.url, uploadForm(ticket, second))).status, 204);
  const download = await fetch(storage.downloadUrl({ origin, key, filename: 'photo.jpg' }));
  assert.deepEqual(new Uint8Array(await download.arrayBuffer()), second);
});

test('form field names are matched without regard to case, as S3 does', async () => {
  const key = newKey();
  const ticket = ticketFor(key);
  const renamed: UploadTicket = {
    url: ticket.url,
    fields: Object.fromEntries(Object.entries(ticket.fields).map(([name, value]) => [name === 'key' ? name : name.toUpperCase(), value])),
  };
  assert.equal((await post(ticket.url, uploadForm(renamed, patternedBytes(10)))).status, 204);
  assert.equal((await storage.stat(key))?.size, 10);
});

test('a tampered policy or signature is 403 SignatureDoesNotMatch', async () => {
  const ticket = ticketFor(newKey(), { maxBytes: 10 });
  const policy = JSON.parse(Buffer.from(ticket.fields.policy, 'base64').toString('utf8'));
  policy.conditions[3] = ['content-length-range', 1, 10_000_000];
  const widened = Buffer.from(JSON.stringify(policy)).toString('base64');
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(1000), { fields: { policy: widened } }), { status: 403, code: 'SignatureDoesNotMatch' });

  const signature = ticket.fields['x-amz-signature'];
  const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { 'x-amz-signature': flipped } }), { status: 403, code: 'SignatureDoesNotMatch' });
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { 'x-amz-signature': 'not hex' } }), { status: 403, code: 'SignatureDoesNotMatch' });
});

test('a ticket signed by another key, or for another region, is refused', async () => {
  const ticket = ticketFor(newKey());
  const credential = ticket.fields['x-amz-credential'];
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { 'x-amz-credential': credential.replace(LOCAL_ACCESS_KEY_ID, 'AKIAIOSFODNN7EXAMPLE') } }), {
    status: 403,
    code: 'InvalidAccessKeyId',
  });
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { 'x-amz-credential': credential.replace(LOCAL_REGION, 'eu-west-1') } }), {
    status: 403,
    code: 'AccessDenied',
  });
  const other = new LocalStorage({ dataDir: server.config.dataDir, signingKey: 'another key entirely' });
  const forged = other.ticket({ origin, key: newKey(), contentType: 'image/jpeg', maxBytes: 100 });
  await assertRefused(forged, uploadForm(forged, patternedBytes(5)), { status: 403, code: 'SignatureDoesNotMatch' });
});

test('an expired ticket is 403 AccessDenied', async () => {
  const anHourAgo = new Date(Date.now() - 3600_000);
  const past = new LocalStorage({ dataDir: server.config.dataDir, signingKey: server.config.secrets.signingKey, now: () => anHourAgo });
  const ticket = past.ticket({ origin, key: newKey(), contentType: 'image/jpeg', maxBytes: 100 });
  const res = await assertRefused(ticket, uploadForm(ticket, patternedBytes(5)), { status: 403, code: 'AccessDenied' });
  assert.match(res.text, /Policy expired/);
});

test('a key or Content-Type other than the ticket says is 403 AccessDenied', async () => {
  const ticket = ticketFor(newKey('a.jpg'));
  const otherKey = ticket.fields.key.replace('a.jpg', 'b.jpg');
  const wrongKey = await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { key: otherKey } }), { status: 403, code: 'AccessDenied' });
  assert.match(wrongKey.text, /Policy Condition failed/);
  assert.equal(await storage.stat(otherKey), null);
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { 'Content-Type': 'text/html' } }), { status: 403, code: 'AccessDenied' });
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { 'Content-Type': undefined } }), { status: 403, code: 'AccessDenied' });
});

test('a file larger than the ticket allows is 400 EntityTooLarge and nothing is kept', async () => {
  const ticket = ticketFor(newKey(), { maxBytes: 1000 });
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(1001)), { status: 400, code: 'EntityTooLarge' });
  assert.equal((await post(ticket.url, uploadForm(ticket, patternedBytes(1000)))).status, 204, 'exactly the limit is allowed');
});

test('an empty file is 400 EntityTooSmall', async () => {
  const ticket = ticketFor(newKey());
  await assertRefused(ticket, uploadForm(ticket, new Uint8Array(0)), { status: 400, code: 'EntityTooSmall' });
});

test('each required field left out is 400 InvalidArgument', async () => {
  for (const name of ['key', 'policy', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature']) {
    const ticket = ticketFor(newKey());
    const res = await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { [name]: undefined } }), { status: 400, code: 'InvalidArgument' });
    assert.match(res.text, new RegExp(`'${name}'`), name);
  }
  const ticket = ticketFor(newKey());
  const noFile = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) noFile.append(name, value);
  await assertRefused(ticket, noFile, { status: 400, code: 'InvalidArgument' });
});

test('a field no condition covers is 403, except the ones S3 exempts', async () => {
  const ticket = ticketFor(newKey());
  const res = await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { extra: { acl: 'public-read' } }), { status: 403, code: 'AccessDenied' });
  assert.match(res.text, /Extra input fields: acl/);
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { extra: { success_action_status: '201' } }), { status: 403, code: 'AccessDenied' });
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { extra: { 'x-amz-meta-owner': 'someone' } }), { status: 403, code: 'AccessDenied' });
  assert.equal((await post(ticket.url, uploadForm(ticket, patternedBytes(5), { extra: { 'x-ignore-tracking': 'anything' } }))).status, 204);
});

test('a field given twice is 400, whatever its case', async () => {
  const ticket = ticketFor(newKey());
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { extra: { KEY: ticket.fields.key } }), { status: 400, code: 'InvalidArgument' });
});

test('fields after the file are ignored, as S3 does: the file must come last', async () => {
  const ticket = ticketFor(newKey());
  const ignored = await post(ticket.url, uploadForm(ticket, patternedBytes(5), { after: { acl: 'public-read', key: 'somewhere/else' } }));
  assert.equal(ignored.status, 204, 'uncovered fields after the file do not count');
  assert.equal((await storage.stat(ticket.fields.key))?.size, 5);
  assert.equal(await storage.stat('somewhere/else'), null);

  const late = ticketFor(newKey());
  const body = uploadForm(late, patternedBytes(5), { fields: { 'x-amz-signature': undefined }, after: { 'x-amz-signature': late.fields['x-amz-signature'] } });
  await assertRefused(late, body, { status: 400, code: 'InvalidArgument' });
});

test('a file part under another name, or a file sent as a plain field, is 400', async () => {
  const ticket = ticketFor(newKey());
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('upload', new Blob([patternedBytes(5)]), 'a.jpg');
  await assertRefused(ticket, form, { status: 400, code: 'InvalidArgument' });

  const plain = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) plain.append(name, value);
  plain.append('file', 'the bytes, as text');
  await assertRefused(ticket, plain, { status: 400, code: 'InvalidArgument' });
});

/** A multipart body written by hand: what a broken or hostile client sends. */
function multipart(boundary: string, fields: Record<string, string>, file: string, { close = true } = {}): string {
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${file}`;
  return parts.join('') + filePart + (close ? `\r\n--${boundary}--\r\n` : '');
}

test('a body that is not multipart, or is malformed or cut short, is 400 MalformedPOSTRequest and leaves nothing', async () => {
  const ticket = ticketFor(newKey());
  await assertRefused(ticket, JSON.stringify(ticket.fields), { status: 400, code: 'MalformedPOSTRequest' }, { 'content-type': 'application/json' });
  await assertRefused(ticket, 'key=a&policy=b', { status: 400, code: 'MalformedPOSTRequest' }, { 'content-type': 'application/x-www-form-urlencoded' });
  await assertRefused(ticket, 'whatever', { status: 400, code: 'MalformedPOSTRequest' }, { 'content-type': 'multipart/form-data' });
  await assertRefused(ticket, 'no boundary here at all', { status: 400, code: 'MalformedPOSTRequest' }, { 'content-type': 'multipart/form-data; boundary=xyz' });

  const boundary = 'b0undary';
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const whole = multipart(boundary, ticket.fields, 'abcde');
  const cutInTheFile = multipart(boundary, ticket.fields, 'abc', { close: false });
  await assertRefused(ticket, cutInTheFile, { status: 400, code: 'MalformedPOSTRequest' }, headers);
  await assertRefused(ticket, whole.slice(0, whole.length - 4), { status: 400, code: 'MalformedPOSTRequest' }, headers);
  const badPartHeader = whole.replace('Content-Disposition: form-data; name="file"', `Content-Disposition: form-data; name="file"\r\nX: ${'y'.repeat(20_000)}`);
  await assertRefused(ticket, badPartHeader, { status: 400, code: 'MalformedPOSTRequest' }, headers);

  assert.equal((await post(ticket.url, whole, headers)).status, 204, 'the same body, complete, is accepted');
});

test('fields before the file are bounded: a huge or endless preamble is 400, not memory', async () => {
  const ticket = ticketFor(newKey());
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { extra: { 'x-ignore-padding': 'p'.repeat(100_000) } }), { status: 400, code: 'MaxPostPreDataLengthExceeded' });
  const many: Record<string, string> = {};
  for (let i = 0; i < 100; i++) many[`x-ignore-${i}`] = 'v';
  await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { extra: many }), { status: 400, code: 'MaxPostPreDataLengthExceeded' });
});

/** A ticket whose policy only fixes the start of the key, as S3 allows (`starts-with`). */
function prefixTicket(prefix: string): UploadTicket {
  const at = new Date();
  const scope = scopeAt(at, LOCAL_REGION);
  const credential = `${LOCAL_ACCESS_KEY_ID}/${scope.date}/${LOCAL_REGION}/s3/aws4_request`;
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(at.getTime() + 60_000).toISOString(),
      conditions: [
        ['starts-with', '$key', prefix],
        { 'Content-Type': 'image/jpeg' },
        ['content-length-range', 1, 100],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': credential },
        { 'x-amz-date': amzDate(at) },
      ],
    }),
  ).toString('base64');
  const signature = postPolicySignature(server.config.secrets.signingKey, scope, policy);
  return {
    url: `${origin}/uploads`,
    fields: { key: `${prefix}x.jpg`, 'Content-Type': 'image/jpeg', policy, 'x-amz-algorithm': 'AWS4-HMAC-SHA256', 'x-amz-credential': credential, 'x-amz-date': amzDate(at), 'x-amz-signature': signature },
  };
}

test('a key the policy allows but no store may hold (.., absolute, NUL, backslash) is 400 and writes nothing anywhere', async () => {
  const ticket = prefixTicket('uploads/');
  assert.equal((await post(ticket.url, uploadForm(ticket, patternedBytes(5)))).status, 204, 'the prefix ticket works');
  for (const key of ['uploads/../../../escaped.jpg', 'uploads/a/../b.jpg', 'uploads/./x.jpg', 'uploads//x.jpg', 'uploads/a\\..\\x.jpg', 'uploads/nul\0.jpg', 'uploads/']) {
    const res = await assertRefused(ticket, uploadForm(ticket, patternedBytes(5), { fields: { key } }), { status: 400, code: 'InvalidArgument' }, undefined, key);
    assert.match(res.text, /key/, key);
  }
  const outside = prefixTicket('/etc/');
  await assertRefused(outside, uploadForm(outside, patternedBytes(5)), { status: 400, code: 'InvalidArgument' });
  assert.deepEqual(filesUnder(path.dirname(filesDir)).filter((file) => !file.startsWith(filesDir) && !file.endsWith('secrets.json')), []);
});

test('ticket() refuses a key that could not be stored, and a bad Content-Type or size: programming errors', () => {
  for (const key of ['', '/abs.jpg', '../x.jpg', 'a/../x.jpg', 'a//b', 'a/', 'a\0b', 'a\\b', `a/\${filename}`, '\ud800.jpg', 'k'.repeat(1025)]) {
    assert.throws(() => ticketFor(key), TypeError, JSON.stringify(key));
  }
  assert.throws(() => ticketFor(newKey(), { contentType: 'text/html\r\nSet-Cookie: a=b' }), TypeError);
  assert.throws(() => ticketFor(newKey(), { maxBytes: 0 }), TypeError);
  assert.throws(() => storage.ticket({ origin, key: newKey(), contentType: 'image/jpeg', maxBytes: 10, expiresInSeconds: 0 }), TypeError);
});
