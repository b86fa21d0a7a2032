/**
 * SigV4 against the values AWS publishes: a signer that agrees only with itself fails in production,
 * as an opaque 403 from S3. Sources: "Examples of how to derive a signing key for Signature Version
 * 4" (AWS General Reference), "Authenticating Requests: Using Query Parameters" and "Example:
 * Browser-Based Upload using HTTP POST" (Amazon S3 API Reference).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { verifyPostForm, type FormFields } from '../../src/platform/storage/post-policy.js';
import { amzDate, postPolicySignature, presignGet, signingKey, uriEncode } from '../../src/platform/storage/sigv4.js';

const ACCESS_KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const S3_EXAMPLE_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

test('the signing key of the SigV4 key-derivation example, and each step to it', () => {
  const secret = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
  const scope = { date: '20120215', region: 'us-east-1', service: 'iam' };
  assert.equal(signingKey(secret, scope).toString('hex'), 'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d');
  // The published intermediate keys: a mistake in the order of the steps shows here.
  const step = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const kDate = step(`AWS4${secret}`, '20120215');
  const kRegion = step(kDate, 'us-east-1');
  const kService = step(kRegion, 'iam');
  assert.equal(kDate.toString('hex'), '969fbb94feb542b71ede6f87fe4d5fa29c789342b0f407474670f0c2489e0a0d');
  assert.equal(kRegion.toString('hex'), '69daa0209cd9c5ff5c8ced464a696fd4252e981430b10e3d3fd8e2f197d7a70c');
  assert.equal(kService.toString('hex'), 'f72cfd46f26bc4643f06a11eabb6c0ba18780c19a8da0c31ace671265e3c87fa');
  assert.deepEqual(step(kService, 'aws4_request'), signingKey(secret, scope));
});

test('the presigned GET URL of the S3 query-string example', () => {
  const url = presignGet({
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: S3_EXAMPLE_SECRET },
    region: 'us-east-1',
    origin: 'https://examplebucket.s3.amazonaws.com',
    path: '/test.txt',
    at: new Date('2013-05-24T00:00:00Z'),
    expiresInSeconds: 86400,
  });
  assert.equal(
    url,
    'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
      '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z' +
      '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
  );
});

/** The S3 POST example's policy, base64 of its CRLF-separated JSON, exactly as published. */
const EXAMPLE_POLICY =
  'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';
const EXAMPLE_SIGNATURE = '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e';

test('the signature of the S3 browser POST example', () => {
  const scope = { date: '20151229', region: 'us-east-1', service: 's3' };
  assert.equal(postPolicySignature(S3_EXAMPLE_SECRET, scope, EXAMPLE_POLICY), EXAMPLE_SIGNATURE);
  assert.match(Buffer.from(EXAMPLE_POLICY, 'base64').toString('utf8'), /^\{ "expiration": "2015-12-30T12:00:00.000Z",\r\n/);
});

/** The example's HTML form, as a browser sends it for user/user1/photo.jpg. */
function exampleForm(): FormFields {
  return new Map(
    Object.entries({
      key: 'user/user1/photo.jpg',
      acl: 'public-read',
      success_action_redirect: 'http://sigv4examplebucket.s3.amazonaws.com/successful_upload.html',
      'content-type': 'image/jpeg',
      'x-amz-meta-uuid': '14365123651274',
      'x-amz-server-side-encryption': 'AES256',
      'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-date': '20151229T000000Z',
      'x-amz-meta-tag': '',
      policy: EXAMPLE_POLICY,
      'x-amz-signature': EXAMPLE_SIGNATURE,
    }),
  );
}

const exampleBucket = { bucket: 'sigv4examplebucket', region: 'us-east-1', credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: S3_EXAMPLE_SECRET } };

test("the upload target's verification accepts the S3 POST example's form, and refuses it once expired or changed", () => {
  const beforeNoon = new Date('2015-12-30T11:59:59Z');
  assert.deepEqual(verifyPostForm(exampleForm(), exampleBucket, beforeNoon), { key: 'user/user1/photo.jpg', contentType: 'image/jpeg', sizeRange: null });

  const refusal = (form: FormFields, now = beforeNoon) => {
    try {
      verifyPostForm(form, exampleBucket, now);
    } catch (error) {
      return `${(error as { status: number }).status} ${(error as { code: string }).code}`;
    }
    return 'accepted';
  };
  assert.equal(refusal(exampleForm(), new Date('2015-12-30T12:00:00Z')), '403 AccessDenied', 'expired at noon');
  assert.equal(refusal(new Map([...exampleForm(), ['key', 'user/user2/photo.jpg']])), '403 AccessDenied', 'key outside user/user1/');
  assert.equal(refusal(new Map([...exampleForm(), ['content-type', 'text/html']])), '403 AccessDenied', 'not an image');
  assert.equal(refusal(new Map([...exampleForm(), ['acl', 'private']])), '403 AccessDenied', 'another acl');
  assert.equal(refusal(new Map([...exampleForm(), ['x-amz-meta-other', 'x']])), '403 AccessDenied', 'a field no condition covers');
  assert.equal(refusal(new Map([...exampleForm(), ['x-ignore-me', 'x']])), 'accepted', 'x-ignore-* needs no condition');
  assert.equal(refusal(new Map([...exampleForm(), ['x-amz-date', '20151230T000000Z']])), '403 AccessDenied', 'credential of another day');
  assert.throws(() => verifyPostForm(exampleForm(), { ...exampleBucket, bucket: 'anotherbucket' }, beforeNoon), /Policy Condition failed/);
  assert.throws(() => verifyPostForm(exampleForm(), { ...exampleBucket, region: 'eu-west-1' }, beforeNoon), /region/);
});

test('a policy signed with the right key but not a valid policy document is 400 InvalidPolicyDocument', () => {
  const scope = { date: '20151229', region: 'us-east-1', service: 's3' };
  for (const document of ['not json', '{"conditions": []}', '{"expiration": "tomorrow", "conditions": []}', '{"expiration": "2015-12-30T12:00:00.000Z", "conditions": [["ends-with", "$key", "x"]]}']) {
    const policy = Buffer.from(document).toString('base64');
    const form = new Map([...exampleForm(), ['policy', policy], ['x-amz-signature', postPolicySignature(S3_EXAMPLE_SECRET, scope, policy)]]);
    assert.throws(() => verifyPostForm(form, exampleBucket, new Date('2015-12-29T00:00:00Z')), { status: 400, code: 'InvalidPolicyDocument' }, document);
  }
});

test('x-amz-date and SigV4 URI encoding', () => {
  assert.equal(amzDate(new Date('2013-05-24T01:02:03.456Z')), '20130524T010203Z');
  assert.equal(uriEncode("a b/c~d._-*'()!é"), 'a%20b%2Fc~d._-%2A%27%28%29%21%C3%A9');
  assert.equal(uriEncode('dir/a b.txt', { keepSlash: true }), 'dir/a%20b.txt');
});
