import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { MediaLinks } from '../src/modules/gallery/photos/media.js';
import { Api, eventually, newStudio, startTestServer } from './helpers.js';
import { addPhoto, collectionWithGallery, makeImage, processed } from './gallery/support.js';
import { patternedBytes, uploadForm } from './storage/support.js';

const server = await startTestServer();

/** The application with its log lines captured, as an operator's log shipper would read them. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (text: string) => lines.push(...text.split('\n').filter(Boolean).map((line) => JSON.parse(line))) };
  const logger = pino({ level: 'info', base: { service: 'studio' } }, stream);
  const { app } = await buildApp({ config: server.config, database: server.database, logger });
  after(() => app.close());
  const requestLines = () => lines.filter((line) => line.msg === 'request');
  return { app, lines, requestLines };
}

test('every request is one JSON line with its id, method, path, status, time and studio', async () => {
  const { app, lines, requestLines } = await loggedApp();
  const { token, studio } = await newStudio(server);
  const authorization = `Bearer ${token}`;
  const answers = await Promise.all([
    app.inject({ url: '/api/v1/coupons?page=1', headers: { authorization } }),
    app.inject({ url: '/api/v1/nothing-here', headers: { authorization } }),
    app.inject({ url: '/healthz' }),
  ]);
  await eventually(() => requestLines().length >= 3, 'the request lines, within a moment');
  const requests = requestLines();
  assert.equal(requests.length, 3, JSON.stringify(lines));
  for (const answer of answers) {
    const line = requests.find((entry) => entry.reqId === answer.headers['x-request-id']);
    assert.ok(line, `a line for ${answer.headers['x-request-id']}`);
    assert.equal(line.status, answer.statusCode);
    assert.equal(line.level, 30);
    assert.equal(line.service, 'studio');
    assert.equal(typeof line.time, 'number');
    assert.equal(typeof line.ms, 'number');
  }
  const coupons = requests.find((line) => line.url === '/api/v1/coupons?page=1');
  assert.deepEqual([coupons?.method, coupons?.status, coupons?.studio], ['GET', 200, studio.id]);
  assert.equal(requests.find((line) => line.url === '/api/v1/nothing-here')?.status, 404);
  assert.equal(requests.find((line) => line.url === '/healthz')?.studio, undefined, 'no studio without a credential');
});

/** The same, listening on a port of its own: requests arrive over real HTTP, as a browser's do. */
async function loggedServer() {
  const logged = await loggedApp();
  await logged.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = logged.app.server.address() as { port: number };
  return { ...logged, origin: `http://127.0.0.1:${port}` };
}

test("a calendar feed's secret stays out of the request log, known or not: the route pattern stands in", async () => {
  const { app, lines, requestLines } = await loggedApp();
  const { caller } = await newStudio(server);
  const { url } = await server.services.calendarFeeds.create(caller, {}, server.origin);
  const secrets = [/([A-Za-z0-9]{43})\.ics$/.exec(url!)![1], 'A'.repeat(43)];
  const answers = await Promise.all(secrets.map((secret) => app.inject({ url: `/calendar/${secret}.ics` })));
  assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 404]);
  await eventually(() => requestLines().length >= 2, 'the request lines, within a moment');
  assert.deepEqual(requestLines().map((line) => line.url), ['/calendar/:file', '/calendar/:file']);
  for (const secret of secrets) assert.ok(!JSON.stringify(lines).includes(secret), 'the secret is in no line');
});

test('the lines of requests answered before the application closes are all written when it closes', async () => {
  const { app, requestLines } = await loggedApp();
  const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/healthz' })));
  assert.ok(answers.every((answer) => answer.statusCode === 200));
  await app.close();
  assert.deepEqual(
    requestLines().map((line) => line.reqId).sort(),
    answers.map((answer) => answer.headers['x-request-id']).sort(),
  );
});

/** Sends a request and reads its answer to the end: answers its status. */
async function statusOf(url: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return res.status;
}

test('no request line holds a credential: signed links, tokens, feed secrets and passwords, answered 2xx, 404 or 405', async () => {
  const { origin, lines, requestLines } = await loggedServer();
  const owner = await newStudio(server);
  const api = new Api(`${origin}/api/v1`, owner.api.headers);
  const password = 'rosegarden-7Qx2';
  const { collectionId, galleryId } = await collectionWithGallery(api, { password });
  const photo = await processed(api, await addPhoto(api, galleryId, await makeImage({ width: 500, height: 300 })));
  const link = (await api.post(`/collections/${collectionId}/photo_sharing_links`, { photo_id: photo.id, permissions: 'view' })).body.data;
  const feed = await server.services.calendarFeeds.create(owner.caller, {}, origin);
  const feedFile = new URL(feed.url!).pathname.split('/').pop()!;
  const query = new URLSearchParams({ filename: 'contract.pdf', content_type: 'application/pdf', file_size: '64' });
  const ticket = (await api.get(`/conversation_message_attachments/upload_url?${query}`)).body.data;
  const attachment = server.services.storage.downloadUrl({ origin, key: ticket.upload_fields.key, filename: 'contract.pdf' });
  const nothingThere = server.services.storage.downloadUrl({ origin, key: 'attachments/none/never/uploaded.pdf', filename: 'x.pdf' });
  const unknownToken = 'Z'.repeat(43);
  const noSuchPhoto = new MediaLinks(server.config.secrets.signingKey, 3600).url(origin, owner.studio.id, '0000000000', 'web');

  const answers: [string, number, number][] = [
    ['POST /uploads', 204, await statusOf(ticket.upload_url, { method: 'POST', body: uploadForm({ url: ticket.upload_url, fields: ticket.upload_fields }, patternedBytes(64)) })],
    ['GET /uploads', 405, await statusOf(`${origin}/uploads`)],
    ['POST /uploads/…', 404, await statusOf(`${origin}/uploads/${ticket.upload_fields['x-amz-signature']}`, { method: 'POST' })],
    ['GET /files', 200, await statusOf(attachment)],
    ['GET /files range', 206, await statusOf(attachment, { headers: { range: 'bytes=0-9' } })],
    ['HEAD /files', 200, await statusOf(attachment, { method: 'HEAD' })],
    ['GET /files nothing', 404, await statusOf(nothingThere)],
    ['DELETE /files', 405, await statusOf(attachment, { method: 'DELETE' })],
    ['GET /media', 200, await statusOf(photo.urls.web)],
    ['HEAD /media', 200, await statusOf(photo.urls.original, { method: 'HEAD' })],
    ['GET /media no photo', 404, await statusOf(noSuchPhoto)],
    ['POST /media', 405, await statusOf(photo.urls.original, { method: 'POST' })],
    ['GET /s', 200, await statusOf(link.url)],
    ['GET /s unknown', 404, await statusOf(`${origin}/s/${unknownToken}`)],
    ['GET /s extra', 404, await statusOf(`${link.url}/more`)],
    ['POST /s', 405, await statusOf(link.url, { method: 'POST' })],
    ['GET /calendar', 200, await statusOf(feed.url!)],
    ['GET /calendar unknown', 404, await statusOf(`${origin}/calendar/${unknownToken}.ics`)],
    ['GET /calendar extra', 404, await statusOf(`${feed.url}/more`)],
    ['PUT /calendar', 405, await statusOf(feed.url!, { method: 'PUT' })],
    ['GET before_show', 200, (await api.get(`/collections/${collectionId}/before_show?password=${password}`)).status],
    ['GET before_show unknown', 404, (await api.get(`/collections/99999999/before_show?password=${password}`)).status],
    ['POST before_show', 405, (await api.post(`/collections/${collectionId}/before_show?password=${password}`)).status],
    ['GET download.zip', 200, await statusOf(`${api.base}/collections/${collectionId}/download.zip?password=${password}`, { headers: api.headers })],
  ];
  for (const [what, expected, status] of answers) assert.equal(status, expected, what);

  // The ZIP was asked for last: once its line is there, every line is.
  await eventually(() => requestLines().some((line) => String(line.url).endsWith('/download.zip')), 'every request line');
  const credentials = {
    password,
    'sharing token': new URL(link.url).pathname.split('/').pop()!,
    'unknown token': unknownToken,
    'feed secret': feedFile.replace(/\.ics$/, ''),
    'file signature': new URL(attachment).searchParams.get('signature')!,
    'empty file signature': new URL(nothingThere).searchParams.get('signature')!,
    'web link signature': new URL(photo.urls.web).searchParams.get('signature')!,
    'original link signature': new URL(photo.urls.original).searchParams.get('signature')!,
    'missing photo signature': new URL(noSuchPhoto).searchParams.get('signature')!,
    'upload policy signature': ticket.upload_fields['x-amz-signature'],
  };
  const log = JSON.stringify(lines);
  for (const [what, value] of Object.entries(credentials)) assert.ok(!log.includes(value), `the ${what} is in no log line`);

  const urls = new Set(requestLines().map((line) => line.url as string));
  for (const shown of ['/uploads', '/files/*', '/s/:token', '/s/…', '/calendar/:file', '/calendar/…',
    `/media/${owner.studio.id}/${photo.id}/web`, `/media/${owner.studio.id}/0000000000/web`,
    `/api/v1/collections/${collectionId}/before_show`, `/api/v1/collections/99999999/before_show`, `/api/v1/collections/${collectionId}/download.zip`]) {
    assert.ok(urls.has(shown), `${shown} is logged: ${[...urls].join(' ')}`);
  }
});

test('lines stay whole and in order past the batch size, one longer than a batch among them', async () => {
  const { app, requestLines } = await loggedApp();
  const { token } = await newStudio(server);
  const authorization = `Bearer ${token}`;
  // Short lines, then one of 9 000 bytes (longer than a batch leaves room for), then short ones:
  // together well past one batch of 16 KiB.
  const urls = [
    ...Array.from({ length: 60 }, (_, i) => `/api/v1/coupons?page=${i + 1}`),
    `/api/v1/coupons?page=1&note=${'x'.repeat(9000)}`,
    ...Array.from({ length: 60 }, (_, i) => `/api/v1/coupons?page=${i + 61}`),
  ];
  const ids: string[] = [];
  for (const url of urls) ids.push(String((await app.inject({ url, headers: { authorization } })).headers['x-request-id']));
  await eventually(() => requestLines().length >= urls.length, 'every request line');
  const lines = requestLines();
  assert.deepEqual(lines.map((line) => line.reqId), ids, 'one line per request, in the order they completed');
  assert.deepEqual(lines.map((line) => line.url), urls);
});
