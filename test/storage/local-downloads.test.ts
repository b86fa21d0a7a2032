/**
 * Signed file links of the local target (`GET /files/<key>`): the exact bytes with a Content-Disposition
 * no filename can break out of, and nothing for a link that is expired, altered or names nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer } from '../helpers.js';
import { attachmentDisposition, createStorage } from '../../src/platform/storage/index.js';
import { LocalStorage } from '../../src/platform/storage/local.js';
import { assertServesRanges, errorCode, patternedBytes, post, uploadForm } from './support.js';

const server = await startTestServer();
const storage = createStorage(server.config);
const origin = server.origin;
let serial = 0;

async function uploaded(filename: string, bytes = patternedBytes(64), contentType = 'application/pdf'): Promise<string> {
  const key = `attachments/stu_links/att_${++serial}/${filename}`;
  const ticket = storage.ticket({ origin, key, contentType, maxBytes: 1024 });
  const res = await post(ticket.url, uploadForm(ticket, bytes));
  assert.equal(res.status, 204, res.text);
  return key;
}

/** Filenames a client may choose (any Unicode but / and \), each with the header it must get, written out by hand. */
const HOSTILE_NAMES: [string, string][] = [
  ['naïve café.pdf', `attachment; filename="naive cafe.pdf"; filename*=UTF-8''na%C3%AFve%20caf%C3%A9.pdf`],
  ['evil\r\nSet-Cookie: session=stolen.pdf', `attachment; filename="evil__Set-Cookie: session=stolen.pdf"; filename*=UTF-8''evil%0D%0ASet-Cookie%3A%20session%3Dstolen.pdf`],
  ['quote".pdf"; filename="x.exe', `attachment; filename="quote_.pdf_; filename=_x.exe"; filename*=UTF-8''quote%22.pdf%22%3B%20filename%3D%22x.exe`],
  ['日本語の資料.pdf', `attachment; filename="______.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E%E3%81%AE%E8%B3%87%E6%96%99.pdf`],
  ['shoot 📷.pdf', `attachment; filename="shoot _.pdf"; filename*=UTF-8''shoot%20%F0%9F%93%B7.pdf`],
  ["it's (1) *final*.pdf", `attachment; filename="it's (1) *final*.pdf"; filename*=UTF-8''it%27s%20%281%29%20%2Afinal%2A.pdf`],
  ['100%;.pdf', `attachment; filename="100_;.pdf"; filename*=UTF-8''100%25%3B.pdf`],
  ['\u202Efdp.exe', `attachment; filename="_fdp.exe"; filename*=UTF-8''%E2%80%AEfdp.exe`],
  ['..', `attachment; filename=".."; filename*=UTF-8''..`],
];

test('hostile Unicode filenames are stored and downloaded under a Content-Disposition that carries them safely', async () => {
  for (const [filename, disposition] of HOSTILE_NAMES) {
    const key = filename === '..' ? await uploaded('dots') : await uploaded(filename);
    const bytes = patternedBytes(64);
    const res = await fetch(storage.downloadUrl({ origin, key, filename }));
    assert.equal(res.status, 200, filename);
    assert.equal(res.headers.get('content-disposition'), disposition, filename);
    assert.equal(res.headers.get('set-cookie'), null, 'no header injected');
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    const encoded = /filename\*=UTF-8''(.*)$/.exec(disposition)![1];
    assert.equal(decodeURIComponent(encoded), filename, 'filename* gives the name back exactly');
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), bytes);
  }
});

test('a filename of 255 accented letters (510 bytes, past a file name limit) is stored and served', async () => {
  const filename = 'é'.repeat(251) + '.pdf';
  const key = await uploaded(filename);
  assert.deepEqual(await storage.stat(key), { size: 64, contentType: 'application/pdf' });
  const res = await fetch(storage.downloadUrl({ origin, key, filename }));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-disposition'), `attachment; filename="${'e'.repeat(251)}.pdf"; filename*=UTF-8''${'%C3%A9'.repeat(251)}.pdf`);
});

test('Content-Disposition never holds anything but printable ASCII, whatever the name', () => {
  for (const name of ['a\\b/c.txt', '\0\x07\x7f.txt', '\ud83d.txt', '', '"', '\u00a0\u2028\u2029.txt']) {
    const header = attachmentDisposition(name);
    assert.match(header, /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/, JSON.stringify(name));
  }
  assert.equal(attachmentDisposition(''), `attachment; filename="download"; filename*=UTF-8''download`);
  assert.equal(attachmentDisposition('a\\b/c.txt'), `attachment; filename="a_b_c.txt"; filename*=UTF-8''a_b_c.txt`);
});

test('an uploaded HTML file is served as an attachment that cannot run in the page', async () => {
  const html = new TextEncoder().encode('<script>alert(document.cookie)</script>');
  const key = await uploaded('page.html', html, 'text/html');
  const res = await fetch(storage.downloadUrl({ origin, key, filename: 'page.html' }));
  assert.equal(res.headers.get('content-type'), 'text/html');
  assert.match(res.headers.get('content-disposition') ?? '', /^attachment;/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
});

test('HEAD answers the headers alone, and GET serves single byte ranges (206), 416 outside the file', async () => {
  const bytes = patternedBytes(1000, 7);
  const key = await uploaded('clip.mp4', bytes, 'video/mp4');
  const link = storage.downloadUrl({ origin, key, filename: 'clip.mp4' });
  await assertServesRanges(link, bytes);
  const refused = await fetch(link, { headers: { range: 'bytes=1000-' } });
  assert.equal(errorCode(await refused.text()), 'InvalidRange', 'refused as S3 refuses it');
  assert.match(refused.headers.get('content-type') ?? '', /^application\/xml/);
});

/** A link with one query parameter replaced. */
function altered(link: string, name: string, value: string): string {
  const url = new URL(link);
  url.searchParams.set(name, value);
  return url.toString();
}

async function assertRefusedLink(link: string, status: number, code: string) {
  const res = await fetch(link);
  const text = await res.text();
  assert.equal(res.status, status, text);
  assert.equal(errorCode(text), code, text);
  assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
  assert.equal(res.headers.get('content-disposition'), null, 'no file');
  const head = await fetch(link, { method: 'HEAD' });
  assert.equal(head.status, status, 'HEAD is refused alike');
}

test('an expired link is 403 AccessDenied', async () => {
  const key = await uploaded('report.pdf');
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  const past = new LocalStorage({ dataDir: server.config.dataDir, signingKey: server.config.secrets.signingKey, now: () => twoHoursAgo });
  await assertRefusedLink(past.downloadUrl({ origin, key, filename: 'report.pdf' }), 403, 'AccessDenied');
  const stillValid = past.downloadUrl({ origin, key, filename: 'report.pdf', expiresInSeconds: 3 * 3600 });
  assert.equal((await fetch(stillValid)).status, 200, 'the same clock with a longer life works');
});

test('a link altered in any part is 403 SignatureDoesNotMatch', async () => {
  const key = await uploaded('report.pdf');
  const other = await uploaded('other.pdf');
  const link = storage.downloadUrl({ origin, key, filename: 'report.pdf' });
  assert.equal((await fetch(link)).status, 200);
  const signature = new URL(link).searchParams.get('signature')!;
  await assertRefusedLink(altered(link, 'signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)), 403, 'SignatureDoesNotMatch');
  await assertRefusedLink(altered(link, 'signature', ''), 403, 'SignatureDoesNotMatch');
  await assertRefusedLink(altered(link, 'filename', 'report.exe'), 403, 'SignatureDoesNotMatch');
  const expires = Number(new URL(link).searchParams.get('expires'));
  await assertRefusedLink(altered(link, 'expires', String(expires + 86400)), 403, 'SignatureDoesNotMatch');
  await assertRefusedLink(link.replace(encodeURI(key), encodeURI(other)), 403, 'SignatureDoesNotMatch');
});

test('a link without its parameters is 403, and a valid link to nothing is 404 NoSuchKey', async () => {
  const key = await uploaded('report.pdf');
  const link = new URL(storage.downloadUrl({ origin, key, filename: 'report.pdf' }));
  for (const name of ['expires', 'filename', 'signature']) {
    const without = new URL(link);
    without.searchParams.delete(name);
    await assertRefusedLink(without.toString(), 403, 'AccessDenied');
  }
  await assertRefusedLink(`${origin}/files/${encodeURI(key)}`, 403, 'AccessDenied');
  await assertRefusedLink(altered(link.toString(), 'expires', 'soon'), 400, 'InvalidArgument');
  await assertRefusedLink(storage.downloadUrl({ origin, key: 'attachments/stu_links/never/uploaded.pdf', filename: 'x.pdf' }), 404, 'NoSuchKey');
});
