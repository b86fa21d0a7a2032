/** Connections whose answer stopped moving are closed; answers that keep moving are not. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import net from 'node:net';
import { closeStalledConnections } from './http-server.js';

const IDLE_MS = 300;

/** A server whose one route starts an answer, then lets `answer` go on with it; with stall checks at IDLE_MS. */
async function serverAnswering(answer: (res: ServerResponse) => void) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('started\n');
    answer(res);
  });
  const stop = closeStalledConnections(server, IDLE_MS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () => {
      stop();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Asks for the route on a raw socket: what came back, whether the server closed the connection, and when. */
function exchange(port: number, giveUpMs: number): Promise<{ text: string; closed: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    let text = '';
    const finish = (closed: boolean) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, closed, ms: performance.now() - started });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
  });
}

test('an answer that moves no byte for the idle timeout and its grace second has its connection closed', async () => {
  const server = await serverAnswering(() => {});
  try {
    const res = await exchange(server.port, 8_000);
    assert.ok(res.text.includes('started'), 'the answer had begun');
    assert.ok(res.closed, 'the server closed the stalled connection');
    assert.ok(res.ms >= IDLE_MS + 1_000, `not before the idle timeout and the grace second (${Math.round(res.ms)} ms)`);
    // Looks come every 150 ms here: the room past them is for a machine busy with other tests.
    assert.ok(res.ms < IDLE_MS + 1_000 + 3_000, `within a few looks of it (${Math.round(res.ms)} ms)`);
  } finally {
    await server.close();
  }
});

test('an answer that keeps moving outlives the idle timeout many times over', async () => {
  const server = await serverAnswering((res) => {
    let lines = 0;
    const writing = setInterval(() => {
      res.write(`line ${++lines}\n`);
      if (lines === 30) {
        clearInterval(writing);
        res.end('done\n');
      }
    }, 100);
  });
  try {
    const res = await exchange(server.port, 6_000);
    assert.ok(res.text.includes('line 30\n'), 'every line came');
    assert.ok(res.text.endsWith('done\n\r\n0\r\n\r\n'), `the answer was finished: ${JSON.stringify(res.text.slice(-40))}`);
    assert.ok(res.ms >= 3_000, `it took its 30 lines' 3 s (${Math.round(res.ms)} ms)`);
  } finally {
    await server.close();
  }
});
