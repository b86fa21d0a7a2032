import assert from 'node:assert/strict';
import net from 'node:net';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { newStudio, range, startTestServer } from '../../test/helpers.js';
import { randomAlphanumeric } from './ids.js';
import { MEMORY_STORE_MAX_KEYS, MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit.js';

const MINUTE = 60_000;
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

test('the memory store counts at most its bound of keys, dropping the oldest windows first', () => {
  const store = new MemoryRateLimitStore();
  after(() => store.close());
  const flood = MEMORY_STORE_MAX_KEYS + 1_000;
  for (const i of range(flood)) store.hit(`ip:${i}`, MINUTE);
  assert.equal(store.keyCount, MEMORY_STORE_MAX_KEYS);

  const recent = `ip:${flood - 1}`;
  assert.equal(store.hit(recent, MINUTE).count, 2);
  assert.equal(store.hit(recent, MINUTE).count, 3);
  // The first key's window was dropped: it counts afresh.
  assert.equal(store.hit('ip:0', MINUTE).count, 1);
  assert.equal(store.keyCount, MEMORY_STORE_MAX_KEYS);
});

test('a window that starts again counts as the newest, so a flood of other keys does not drop it', async () => {
  const store = new MemoryRateLimitStore();
  after(() => store.close());
  store.hit('returning', 1);
  for (const i of range(10)) store.hit(`early:${i}`, MINUTE);
  await sleep(5);
  assert.equal(store.hit('returning', MINUTE).count, 1);
  // One key more than the bound: the oldest window goes, the one that started again stays.
  for (const i of range(MEMORY_STORE_MAX_KEYS - 10)) store.hit(`ip:${i}`, MINUTE);
  assert.equal(store.hit('returning', MINUTE).count, 2);
  assert.equal(store.hit('early:0', MINUTE).count, 1);
});

test('peek reads a window without counting, in memory and in Redis alike', async () => {
  const stores: RateLimitStore[] = [new MemoryRateLimitStore()];
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) stores.push(new RedisRateLimitStore(redisUrl, `studio-test:${randomAlphanumeric(12)}:`, 1_000));
  for (const store of stores) {
    assert.equal(await store.peek('miss:203.0.113.1'), null, 'no window yet');
    await store.hit('miss:203.0.113.1', MINUTE);
    await store.hit('miss:203.0.113.1', MINUTE);
    for (let i = 0; i < 3; i++) {
      const seen = await store.peek('miss:203.0.113.1');
      assert.equal(seen?.count, 2, `${store.constructor.name} peek ${i}`);
      assert.ok(seen!.resetInMs > 0 && seen!.resetInMs <= MINUTE);
    }
    await store.close();
  }
});
