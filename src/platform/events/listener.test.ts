/**
 * The LISTEN connection is lost (terminated by an administrator, or the database unreachable) and
 * comes back by itself; the streams stay open, and what was published meanwhile still reaches them.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { eventually, newStudio, startTestServer, testDatabase, type TestServer } from '../../../test/helpers.js';
import { idsOf, instancesOnOneDatabase, openStream, publishOn } from '../../../test/support/live-events.js';
import { TcpProxy } from '../../../test/support/tcp-proxy.js';
import { LISTENER_APPLICATION_NAME } from './live-events.js';
import { publish } from './publish.js';

test('a terminated LISTEN connection is replaced, and events published meanwhile are delivered', async () => {
  const [publisher, subscriber] = await instancesOnOneDatabase(2);
  const studio = await newStudio(publisher);
  const stream = await openStream(subscriber, studio.token);
  const beforeLoss = await publishOn(publisher, { studioId: studio.studio.id, clientId: null, type: 'before.loss', data: {} });
  await stream.eventCount(1);
  const [oldPid] = await listenerPids(publisher);
  // Terminated in the publishing transaction: the commit's notification finds no listener.
  const duringLoss = await publisher.database.db.transaction(async (tx) => {
    const id = await publish(tx, { studioId: studio.studio.id, clientId: null, type: 'during.loss', data: {} });
    await tx.execute(sql`SELECT pg_terminate_backend(${oldPid})`);
    return id;
  });
  const afterLoss = await publishOn(publisher, { studioId: studio.studio.id, clientId: null, type: 'after.loss', data: {} });
  await stream.eventCount(3);
  assert.deepEqual(idsOf(stream), [beforeLoss, duringLoss, afterLoss]);
  const [newPid] = await listenerPids(publisher);
  assert.notEqual(newPid, oldPid);
});

test('while the database is unreachable streams stay open; once it is back, what was published is delivered', async () => {
  const direct = await testDatabase();
  const target = new URL(direct);
  const proxy = new TcpProxy(target.hostname, Number(target.port));
  await proxy.start();
  after(() => proxy.stop());
  const publisher = await startTestServer({ DATABASE_URL: direct });
  const subscriber = await startTestServer({ DATABASE_URL: proxy.proxied(direct), RATE_LIMIT_PER_MINUTE: '1000000' });
  const studio = await newStudio(publisher);
  const stream = await openStream(subscriber, studio.token);
  const first = await publishOn(publisher, { studioId: studio.studio.id, clientId: null, type: 'before.outage', data: {} });
  await stream.eventCount(1);
  await proxy.stop();
  await eventually(async () => (await listenerPids(publisher)).length === 0, 'the LISTEN connection to drop');
  const missed = [
    await publishOn(publisher, { studioId: studio.studio.id, clientId: null, type: 'while.down', data: { n: 1 } }),
    await publishOn(publisher, { studioId: studio.studio.id, clientId: null, type: 'while.down', data: { n: 2 } }),
  ];
  assert.equal(stream.ended, false, 'the stream stays open while the database is away');
  await proxy.start();
  await stream.eventCount(3);
  assert.deepEqual(idsOf(stream), [first, ...missed]);
  const live = await publishOn(publisher, { studioId: studio.studio.id, clientId: null, type: 'back.up', data: {} });
  await stream.eventCount(4);
  assert.deepEqual(idsOf(stream), [first, ...missed, live]);
});

async function listenerPids(server: TestServer): Promise<number[]> {
  const { rows } = await server.database.pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
    [LISTENER_APPLICATION_NAME],
  );
  return rows.map((row) => row.pid);
}
