import assert from 'node:assert/strict';
import net from 'node:net';
import { after, test } from 'node:test';
import { newStudio, range, startTestServer } from '../../test/helpers.js';

/** A request that hangs fails the test instead of the run. */
const REQUEST_DEADLINE_MS = 20_000;

/** A TCP server that accepts connections and never answers: a Redis wedged, or a wrong service behind the port. */
async function silentServer(): Promise<string> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

test('a Redis that never answers lets requests through, uncounted, instead of holding them', async () => {
  const server = await startTestServer({ REDIS_URL: await silentServer() });
  const { token } = await newStudio(server);
  const answers = await Promise.all(range(3).map(() =>
    fetch(`${server.base}/coupons`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) })));
  for (const res of answers) {
    assert.equal(res.status, 200);
    assert.deepEqual((await res.json()).data, []);
    assert.equal(res.headers.get('x-ratelimit-limit'), null);
  }
});
