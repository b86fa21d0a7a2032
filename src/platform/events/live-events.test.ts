/**
 * Live events across instances: what a transaction publishes on one instance reaches the streams
 * held on another, once, in order, only for its audience, and only if the transaction committed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, newStudio, range, type TestServer, type TestStudio } from '../../../test/helpers.js';
import { clientToken, idsOf, instancesOnOneDatabase, openStream, publishOn, typesOf } from '../../../test/support/live-events.js';
import { sweepExpired } from '../housekeeping.js';
import { publish, type LiveEventInput } from './publish.js';

const [one, two] = await instancesOnOneDatabase(2);

const staffEvent = (studio: TestStudio, type: string, data: object = {}): LiveEventInput => ({ studioId: studio.studio.id, clientId: null, type, data });

test('an event published on one instance reaches a stream held on another, as id, type and data', async () => {
  const studio = await newStudio(one);
  const stream = await openStream(two, studio.token);
  assert.equal(stream.status, 200);
  const message = { id: 'msg_1', conversation_id: 'conv_1', content: 'Proofs are ready — 42 photos', created_at: '2031-01-02T03:04:05.123456Z' };
  const id = await publishOn(one, { studioId: studio.studio.id, clientId: null, type: 'message.created', data: message });
  const [event] = await stream.eventCount(1);
  assert.deepEqual({ id: event.id, event: event.event, data: JSON.parse(event.data) }, { id: String(id), event: 'message.created', data: message });
});

test("staff see all of their studio's events, a client only its own, and no studio another's", async () => {
  const [a, b] = [await newStudio(one), await newStudio(one)];
  const [x, y] = [await clientToken(one, a.studio.id), await clientToken(one, a.studio.id)];
  const streams = {
    aStaff: await openStream(two, a.token),
    aClientX: await openStream(two, x.token),
    aClientY: await openStream(two, y.token),
    bStaff: await openStream(two, b.token),
  };
  // B's events are dispatched by the instance before A's are published: a leak would already show.
  await publishOn(one, staffEvent(b, 'b.private'));
  await publishOn(one, { studioId: b.studio.id, clientId: x.clientId, type: 'b.for_x_id', data: {} });
  await streams.bStaff.eventCount(2);
  await publishOn(one, staffEvent(a, 'a.staff_only'));
  await publishOn(one, { studioId: a.studio.id, clientId: x.clientId, type: 'a.for_x', data: {} });
  await publishOn(one, { studioId: a.studio.id, clientId: y.clientId, type: 'a.for_y', data: {} });
  await streams.aStaff.eventCount(3);
  await streams.aClientX.eventCount(1);
  await streams.aClientY.eventCount(1);
  assert.deepEqual(typesOf(streams.aStaff), ['a.staff_only', 'a.for_x', 'a.for_y']);
  assert.deepEqual(typesOf(streams.aClientX), ['a.for_x']);
  assert.deepEqual(typesOf(streams.aClientY), ['a.for_y']);
  assert.deepEqual(typesOf(streams.bStaff), ['b.private', 'b.for_x_id']);
});

test('an event meant for its client alone reaches that client, live and replayed, and no staff stream', async () => {
  const studio = await newStudio(one);
  const x = await clientToken(one, studio.studio.id);
  const streams = { staff: await openStream(two, studio.token), client: await openStream(two, x.token) };
  const first = await publishOn(one, { studioId: studio.studio.id, clientId: x.clientId, type: 'view.staff', data: {} });
  await publishOn(one, { studioId: studio.studio.id, clientId: x.clientId, clientOnly: true, type: 'view.client', data: {} });
  await publishOn(one, staffEvent(studio, 'after.both'));
  await streams.staff.eventCount(2);
  await streams.client.eventCount(2);
  assert.deepEqual(typesOf(streams.staff), ['view.staff', 'after.both']);
  assert.deepEqual(typesOf(streams.client), ['view.staff', 'view.client']);
  const replayed = { staff: await openStream(one, studio.token, first), client: await openStream(one, x.token, first) };
  await publishOn(one, { studioId: studio.studio.id, clientId: x.clientId, type: 'live.both', data: {} });
  await replayed.staff.eventCount(2);
  await replayed.client.eventCount(2);
  assert.deepEqual(typesOf(replayed.staff), ['after.both', 'live.both']);
  assert.deepEqual(typesOf(replayed.client), ['view.client', 'live.both']);
});

test('an event published in a transaction that rolls back is never delivered', async () => {
  const studio = await newStudio(one);
  const stream = await openStream(two, studio.token);
  await assert.rejects(
    one.database.db.transaction(async (tx) => {
      await publish(tx, staffEvent(studio, 'write.rolled_back'));
      throw new Error('the write failed after publishing');
    }),
    /the write failed/,
  );
  await publishOn(one, staffEvent(studio, 'write.committed'));
  await stream.eventCount(1);
  // Events of a studio arrive in id order: had the first been delivered, it would have come first.
  assert.deepEqual(typesOf(stream), ['write.committed']);
});

test('a second publisher of a studio waits for the first to commit, so ids follow commit order and none is skipped', async () => {
  const studio = await newStudio(one);
  const stream = await openStream(two, studio.token);
  const first = heldOpen(one, staffEvent(studio, 'order.first'));
  const firstId = await first.published;
  let firstCommitted = false;
  const second = publishOn(two, staffEvent(studio, 'order.second')).then((id) => ({ id, afterFirstCommitted: firstCommitted }));
  await waitingOnLock(one);
  firstCommitted = true;
  await first.end('commit');
  const { id: secondId, afterFirstCommitted } = await second;
  assert.equal(afterFirstCommitted, true, 'the second publisher took an id while the first was uncommitted');
  assert.equal(secondId, firstId + 1);
  await stream.eventCount(2);
  assert.deepEqual(typesOf(stream), ['order.first', 'order.second']);
  const resumed = await openStream(one, studio.token, firstId);
  await resumed.eventCount(1);
  assert.deepEqual(idsOf(resumed), [secondId]);
});

test('a rolled-back id is taken by the next publisher, and only the committed event is delivered', async () => {
  const studio = await newStudio(one);
  const stream = await openStream(two, studio.token);
  const first = heldOpen(one, staffEvent(studio, 'order.abandoned'));
  const abandonedId = await first.published;
  const second = publishOn(two, staffEvent(studio, 'order.kept'));
  await waitingOnLock(one);
  await first.end('rollback');
  assert.equal(await second, abandonedId);
  await stream.eventCount(1);
  assert.deepEqual(typesOf(stream), ['order.kept']);
});

test('Last-Event-ID replays exactly the events missed, then live ones, none twice', async () => {
  const studio = await newStudio(one);
  const first = await openStream(two, studio.token);
  await publishOn(one, staffEvent(studio, 'seen.one'));
  const seenId = await publishOn(one, staffEvent(studio, 'seen.two'));
  await first.eventCount(2);
  first.close();
  const missed = [await publishOn(one, staffEvent(studio, 'missed.one')), await publishOn(one, staffEvent(studio, 'missed.two'))];
  const resumed = await openStream(two, studio.token, seenId);
  const live = await publishOn(one, staffEvent(studio, 'live.one'));
  const marker = await publishOn(two, staffEvent(studio, 'live.marker'));
  await resumed.eventCount(4);
  assert.deepEqual(idsOf(resumed), [...missed, live, marker]);
  assert.deepEqual(typesOf(resumed), ['missed.one', 'missed.two', 'live.one', 'live.marker']);
});

test("a client's replay holds its own events only", async () => {
  const studio = await newStudio(one);
  const x = await clientToken(one, studio.studio.id);
  const other = await clientToken(one, studio.studio.id);
  const before = await publishOn(one, staffEvent(studio, 'before.all'));
  await publishOn(one, { studioId: studio.studio.id, clientId: x.clientId, type: 'replay.mine', data: {} });
  await publishOn(one, { studioId: studio.studio.id, clientId: other.clientId, type: 'replay.theirs', data: {} });
  await publishOn(one, staffEvent(studio, 'replay.staff'));
  await publishOn(one, { studioId: studio.studio.id, clientId: x.clientId, type: 'replay.mine_again', data: {} });
  const stream = await openStream(two, x.token, before);
  await stream.eventCount(2);
  await publishOn(one, { studioId: studio.studio.id, clientId: x.clientId, type: 'live.mine', data: {} });
  await stream.eventCount(3);
  assert.deepEqual(typesOf(stream), ['replay.mine', 'replay.mine_again', 'live.mine']);
});

test('a replay longer than a page, with events published during it, sends every event once and in order', async () => {
  const studio = await newStudio(one);
  const startId = await publishOn(one, staffEvent(studio, 'bulk.start'));
  await one.database.db.transaction(async (tx) => {
    for (const n of range(1_200)) await publish(tx, staffEvent(studio, 'bulk.missed', { n }));
  });
  const stream = await openStream(two, studio.token, startId);
  await Promise.all(range(50).map((n) => publishOn(n % 2 ? one : two, staffEvent(studio, 'bulk.live', { n }))));
  await stream.eventCount(1_250);
  assert.deepEqual(idsOf(stream), range(1_250).map((n) => startId + 1 + n));
});

test('a Last-Event-ID above the studio\'s last id resumes from the last id: new events still arrive', async () => {
  const studio = await newStudio(one);
  await publishOn(one, staffEvent(studio, 'before.restore'));
  const stream = await openStream(two, studio.token, 999_999_999);
  const id = await publishOn(one, staffEvent(studio, 'after.restore'));
  await stream.eventCount(1);
  assert.deepEqual(idsOf(stream), [id]);
});

test('a malformed Last-Event-ID is 400 in the conversations shape', async () => {
  const studio = await newStudio(one);
  for (const bad of ['abc', '-1', '1.5', '12345678901234567890', '3, 4']) {
    const stream = await openStream(one, studio.token, bad);
    await stream.closedByServer();
    assert.equal(stream.status, 400, bad);
    assert.equal(JSON.parse(stream.body()).code, 'INVALID_LAST_EVENT_ID', bad);
  }
});

test('events older than 24 hours are neither replayed nor kept by the hourly housekeeping', async () => {
  const studio = await newStudio(one);
  const startId = await publishOn(one, staffEvent(studio, 'retention.start'));
  const oldId = await publishOn(one, staffEvent(studio, 'retention.old'));
  const recentId = await publishOn(one, staffEvent(studio, 'retention.recent'));
  await one.database.pool.query(`UPDATE live_events SET created_at = now() - interval '25 hours' WHERE studio_id = $1 AND id <= $2`, [studio.studio.id, oldId]);
  const stream = await openStream(two, studio.token, startId);
  await stream.eventCount(1);
  assert.deepEqual(idsOf(stream), [recentId]);
  await sweepExpired(one.database.db, one.services.auth);
  const kept = await one.database.pool.query('SELECT id::int FROM live_events WHERE studio_id = $1 ORDER BY id', [studio.studio.id]);
  assert.deepEqual(kept.rows.map((row) => row.id), [recentId]);
});

test('HEAD answers the stream headers and ends', async () => {
  const studio = await newStudio(one);
  const res = await fetch(one.base + '/conversations/events', { method: 'HEAD', headers: { authorization: `Bearer ${studio.token}` } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/event-stream');
});

test('200 events published one at a time, then 200 at once from both instances, reach a stream on the other once each, in id order', async () => {
  const studio = await newStudio(one);
  const stream = await openStream(two, studio.token);
  const published: number[] = [];
  for (const n of range(200)) {
    published.push(await publishOn(one, staffEvent(studio, 'delivery.one_at_a_time', { n })));
    await stream.eventCount(n + 1);
  }
  published.push(...(await Promise.all(range(200).map((n) => publishOn(n % 2 ? one : two, staffEvent(studio, 'delivery.at_once', { n }))))));
  // Published after the others, the marker arrives after them: a repeated event would be counted before it.
  published.push(await publishOn(one, staffEvent(studio, 'delivery.marker')));
  await stream.eventCount(401);
  assert.deepEqual(idsOf(stream), [...published].sort((a, b) => a - b));
  assert.deepEqual(typesOf(stream), [...range(200).map(() => 'delivery.one_at_a_time'), ...range(200).map(() => 'delivery.at_once'), 'delivery.marker']);
});

// ---------------------------------------------------------------------------------------------

/** A transaction that publishes `event`, then stays open until the test ends it. */
function heldOpen(server: TestServer, event: LiveEventInput) {
  let decide: (outcome: 'commit' | 'rollback') => void = () => {};
  const outcome = new Promise<'commit' | 'rollback'>((resolve) => {
    decide = resolve;
  });
  let published: (id: number) => void = () => {};
  const id = new Promise<number>((resolve) => {
    published = resolve;
  });
  const finished = server.database.db
    .transaction(async (tx) => {
      published(await publish(tx, event));
      if ((await outcome) === 'rollback') throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return {
    published: id,
    end: (how: 'commit' | 'rollback') => {
      decide(how);
      return finished;
    },
  };
}

class RolledBack extends Error {}

/** Waits until some session of the database waits for a lock (the second publisher, on the counter). */
function waitingOnLock(server: TestServer): Promise<void> {
  return eventually(async () => {
    const { rows } = await server.database.pool.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return rows[0].n > 0;
  }, 'a publisher waiting on the counter lock');
}
