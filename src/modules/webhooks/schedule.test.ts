/** The retry schedule and the address rule as pure functions (API.md §11). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPublicAddress, publicOnlyLookup } from './addresses.js';
import { nextAttemptAt } from './schedule.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every attempt of a delivery that never succeeds, as offsets from the event, each made the moment it is due. */
function attemptTimes(scale = 1): number[] {
  const created = new Date('2026-11-27T00:00:00Z');
  const times = [0];
  for (;;) {
    const next = nextAttemptAt(created, times.length, new Date(created.getTime() + times.at(-1)!), scale);
    if (!next) return times;
    times.push(next.getTime() - created.getTime());
  }
}

test('retries come after 1 min, 5 min, 30 min, 2 h and 6 h, then every 12 h, until 3 days have passed', () => {
  const times = attemptTimes();
  const gaps = times.slice(1).map((time, i) => time - times[i]);
  assert.deepEqual(gaps, [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 12 * HOUR, 12 * HOUR, 12 * HOUR, 12 * HOUR]);
  assert.ok(times.at(-1)! <= 72 * HOUR && times.at(-1)! + 12 * HOUR > 72 * HOUR, 'the last attempt is the last one within 3 days');
});

test('the scale shrinks the whole schedule, its 3 days too', () => {
  assert.deepEqual(attemptTimes(0.001), attemptTimes().map((time) => time * 0.001));
});

test('a manual retry after the 3 days gets one attempt and no more', () => {
  const created = new Date('2026-11-01T00:00:00Z');
  assert.equal(nextAttemptAt(created, 11, new Date('2026-11-10T00:00:00Z')), null);
});

test('loopback, private, link-local, unique-local, unspecified and mapped addresses are not public', () => {
  const internal = ['127.0.0.1', '127.8.8.8', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', 'not an address'];
  const external = ['203.0.113.10', '8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'];
  assert.deepEqual(internal.filter(isPublicAddress), []);
  assert.deepEqual(external.filter((address) => !isPublicAddress(address)), []);
});

test("deliveries' connections refuse a name that resolves to an internal address, with or without `all`", async () => {
  const resolve = (host: string, all: boolean) =>
    new Promise<unknown>((done, fail) => publicOnlyLookup(host, { all }, (error, address) => (error ? fail(error) : done(address))));
  await assert.rejects(resolve('localhost', false), /localhost resolves to .*, an internal address/);
  await assert.rejects(resolve('localhost', true), /an internal address/);
  assert.equal(await resolve('203.0.113.10', false), '203.0.113.10');
  assert.deepEqual(await resolve('203.0.113.10', true), [{ address: '203.0.113.10', family: 4 }]);
});
