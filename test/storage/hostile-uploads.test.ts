/**
 * Uploads from clients that send too much, stop half-way or send slowly: each is answered or cut
 * off without a 500, and leaves nothing on disk, not even a partial file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import path from 'node:path';
import { eventually, startTestServer } from '../helpers.js';
import { buildApp } from '../../src/app.js';
import { createStorage, type UploadTicket } from '../../src/platform/storage/index.js';
import { errorCode, filesUnder, patternedBytes, post, uploadForm } from './support.js';

const server = await startTestServer({ HTTP_REQUEST_TIMEOUT_MS: '1500' });
const storage = createStorage(server.config);
const filesDir = path.join(server.config.dataDir, 'files');
const { port } = new URL(server.origin);
let serial = 0;

function newTicket(maxBytes: number): UploadTicket {
  return storage.ticket({ origin: server.origin, key: `photos/stu_hostile/${++serial}/big.jpg`, contentType: 'image/jpeg', maxBytes });
}

/** The head of a multipart body with the ticket's fields and the start of the file part. */
function bodyHead(ticket: UploadTicket, boundary: string): string {
  const fields = Object.entries(ticket.fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
}

function requestHead(contentLength: number, boundary: string): string {
  return `POST /uploads HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${contentLength}\r\n\r\n`;
}

/** All the server answers on a connection of its own until it closes (or 10 s pass): `send` writes to it. */
function answersTo(send: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let text = '';
    const giveUp = setTimeout(() => socket.destroy(), 10_000);
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(text);
    });
    send(socket);
  });
}

test('a file far past its limit is refused once the limit is passed, not after the whole body, and nothing stays', async () => {
  const ticket = newTicket(64 * 1024);
  const boundary = 'hostileboundary';
  const declared = 256 * 1024 * 1024;
  const chunk = Buffer.alloc(256 * 1024, 7);
  const { answer, sent } = await new Promise<{ answer: string; sent: number }>((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ answer, sent });
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('</Error>')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(requestHead(declared, boundary) + bodyHead(ticket, boundary));
    const pump = () => {
      while (!done && sent < declared && socket.write(chunk)) sent += chunk.length;
      if (!done && sent < declared) socket.once('drain', () => {
        sent += chunk.length;
        pump();
      });
    };
    pump();
  });
  assert.match(answer, /^HTTP\/1\.1 400 /);
  assert.equal(errorCode(answer), 'EntityTooLarge');
  assert.ok(sent < 64 * 1024 * 1024, `the server answered after ${sent} bytes of a ${declared}-byte body`);
  await eventually(() => filesUnder(filesDir).length === 0, 'every partial file to be removed');
});

test('a refusal with a short rest of the body to come reads it first: a client still sending gets the answer, and keeps its connection', async () => {
  const ticket = newTicket(1024);
  const boundary = 'shortrest';
  const head = bodyHead({ ...ticket, fields: { ...ticket.fields, 'x-amz-signature': '0'.repeat(64) } }, boundary);
  const rest = `abcde\r\n--${boundary}--\r\n`;
  const next = 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
  const answers = await answersTo((socket) => {
    // The fields and the file's part head first, as a browser sends a form part by part: the server
    // refuses the signature before the file's bytes and the closing boundary are sent.
    socket.write(requestHead(Buffer.byteLength(head + rest), boundary) + head, () => {
      setTimeout(() => socket.write(rest + next), 100);
    });
  });
  assert.deepEqual(answers.match(/HTTP\/1\.1 \d{3}/g), ['HTTP/1.1 403', 'HTTP/1.1 200'], answers);
  assert.equal(errorCode(answers), 'SignatureDoesNotMatch');
  assert.equal(await storage.stat(ticket.fields.key), null);
});

test('a client that sends a large file past the limit through fetch gets 400 EntityTooLarge', async () => {
  const ticket = newTicket(1024);
  const res = await post(ticket.url, uploadForm(ticket, patternedBytes(3 * 1024 * 1024)));
  assert.equal(res.status, 400);
  assert.equal(errorCode(res.text), 'EntityTooLarge');
  await eventually(() => filesUnder(filesDir).length === 0, 'every partial file to be removed');
});

test('a client that goes away in the middle of the file leaves no partial file', async () => {
  const ticket = newTicket(10 * 1024 * 1024);
  const boundary = 'gonehalfway';
  const head = bodyHead(ticket, boundary);
  await new Promise<void>((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(requestHead(head.length + 1024 * 1024, boundary) + head);
      socket.write(Buffer.alloc(300 * 1024, 1), () => {
        // Long enough for the server to have started writing the file.
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
    });
    socket.on('error', () => {});
  });
  await eventually(() => filesUnder(filesDir).length === 0, 'every partial file to be removed');
  assert.equal(await storage.stat(ticket.fields.key), null);
});

test('a body sent too slowly is cut off by the request timeout, leaving no partial file', async () => {
  const ticket = newTicket(1024 * 1024);
  const boundary = 'tooslow';
  const head = bodyHead(ticket, boundary);
  const answer = await answersTo((socket) => {
    socket.write(requestHead(head.length + 1000, boundary) + head + 'abc');
    const trickle = setInterval(() => socket.write('x'), 200);
    socket.on('close', () => clearInterval(trickle));
  });
  assert.match(answer, /^HTTP\/1\.1 408 /, 'cut off by the request timeout, not left hanging');
  await eventually(() => filesUnder(filesDir).length === 0, 'every partial file to be removed');
  assert.equal(await storage.stat(ticket.fields.key), null);
});

test('uploads abandoned by a crash are swept from the incoming directory when the service starts', async () => {
  const { mkdirSync, utimesSync, writeFileSync, existsSync } = await import('node:fs');
  const dataDir = server.config.dataDir;
  const incoming = path.join(dataDir, 'files', '.incoming');
  mkdirSync(incoming, { recursive: true });
  const stale = path.join(incoming, 'left-by-a-crash');
  const fresh = path.join(incoming, 'being-received');
  writeFileSync(stale, 'partial');
  writeFileSync(fresh, 'partial');
  const aDayAgo = new Date(Date.now() - 24 * 3600_000);
  utimesSync(stale, aDayAgo, aDayAgo);
  await startTestServer({ DATA_DIR: dataDir, HTTP_REQUEST_TIMEOUT_MS: '1500', SIGNING_KEY: server.config.secrets.signingKey });
  assert.equal(existsSync(stale), false, 'the stale upload is gone');
  assert.equal(existsSync(fresh), true, 'an upload that may still be running is left alone');
});

test('while running, housekeeping sweeps uploads left untouched past two hours, never one still being written', async (t) => {
  const { mkdirSync, utimesSync, writeFileSync, existsSync } = await import('node:fs');
  const { app } = await buildApp({ config: server.config, database: server.database, runJobs: false, fileSweepEveryMs: 50 });
  t.after(() => app.close());
  await app.ready();
  // Made once the app is up, so that only the periodic sweep can remove them, not the one at start-up.
  const incoming = path.join(server.config.dataDir, 'files', '.incoming');
  mkdirSync(incoming, { recursive: true });
  const abandoned = path.join(incoming, 'cut-off-by-a-crash');
  const slow = path.join(incoming, 'slow-upload-on-another-instance');
  const fresh = path.join(incoming, 'being-received');
  for (const file of [abandoned, slow, fresh]) writeFileSync(file, 'partial');
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
  utimesSync(abandoned, hoursAgo(3), hoursAgo(3));
  // Quiet for longer than this instance's request timeout, but not than the longest one another instance may allow.
  utimesSync(slow, hoursAgo(0.5), hoursAgo(0.5));
  await eventually(() => !existsSync(abandoned), 'the abandoned upload to be swept');
  assert.equal(existsSync(slow), true, 'an upload another instance may still be receiving is left alone');
  assert.equal(existsSync(fresh), true, 'an upload being received is left alone');
});

test('a chunk that holds the start of the file past the fields\' bound is read as the file, not refused as fields', async () => {
  const size = 256 * 1024;
  const ticket = newTicket(size);
  const boundary = 'chunkedboundary';
  const head = bodyHead(ticket, boundary);
  const fields = head.slice(0, head.lastIndexOf(`--${boundary}`));
  const fileHead = head.slice(fields.length);
  const file = patternedBytes(size);
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + size + tail.length;
  // The fields alone, then the file's part head with the first 64 KiB of it, as one write: the server
  // hears a chunk that takes the body past the bound of the fields before its parser has read it.
  const firstOfFile = Buffer.concat([Buffer.from(fileHead), file.subarray(0, 64 * 1024)]);
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (data) => {
      text += data.toString('latin1');
      if (/\r\n\r\n/.test(text)) socket.end();
    });
    socket.on('close', () => resolve(text));
    socket.write(requestHead(length, boundary) + fields, () => {
      setTimeout(() => {
        socket.write(firstOfFile);
        socket.write(Buffer.concat([file.subarray(64 * 1024), Buffer.from(tail)]));
      }, 50);
    });
  });
  assert.match(answer, /^HTTP\/1\.1 204 /, answer);
});
