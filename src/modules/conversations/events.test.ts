/**
 * The conversations' live events (API.md §10) through the real route and the real writes: what one
 * instance does reaches the streams held on another, each side seeing its own view, and nobody else.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, newStudio, type TestServer, type TestStudio } from '../../../test/helpers.js';
import { instancesOnOneDatabase, openStream } from '../../../test/support/live-events.js';
import type { SseClient } from '../../../test/support/sse.js';

const [one, two] = await instancesOnOneDatabase(2);

interface Portal {
  clientId: string;
  token: string;
  api: Api;
}

async function portalOf(server: TestServer, studio: TestStudio, name: string): Promise<Portal> {
  const client = await studio.api.post('/clients', { first_name: name, email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test` });
  const token = await studio.api.post(`/clients/${client.body.data.id}/portal_tokens`);
  assert.equal(token.status, 201, JSON.stringify(token.body));
  return { clientId: client.body.data.id, token: token.body.data.token, api: new Api(server.base, { authorization: `Bearer ${token.body.data.token}` }) };
}

const eventsOf = (stream: SseClient) => stream.events.map((event) => ({ type: event.event, data: JSON.parse(event.data) }));

test('each write reaches the staff and the client of the conversation on another instance, in the view of each', async () => {
  const studio = await newStudio(one);
  const ada = await portalOf(one, studio, 'Ada');
  const grace = await portalOf(one, studio, 'Grace');
  const stranger = await newStudio(one);
  const streams = {
    staff: await openStream(two, studio.token),
    ada: await openStream(two, ada.token),
    grace: await openStream(two, grace.token),
    stranger: await openStream(two, stranger.token),
  };

  const started = await studio.api.post('/conversations', { client_id: ada.clientId, subject: 'Proofs', content: 'Your proofs are ready' });
  assert.equal(started.status, 201);
  const conversation = started.body.data;
  await streams.staff.eventCount(2);
  const [staffView, firstMessage] = eventsOf(streams.staff);
  assert.equal(staffView.type, 'conversation.updated');
  const { messages: _messages, ...withoutMessages } = conversation;
  assert.deepEqual(staffView.data, withoutMessages, 'staff get the conversation as the studio sees it');
  assert.deepEqual(firstMessage, { type: 'message.created', data: conversation.messages[0] });
  await streams.ada.eventCount(2);
  const [adaView] = eventsOf(streams.ada);
  assert.equal(adaView.type, 'conversation.updated');
  assert.equal(adaView.data.unread_count, 1, 'the client gets its own view: the studio\'s message is unread for it');

  const reply = await ada.api.post('/conversation_messages', { conversation_id: conversation.id, content: 'Thank you!' });
  await streams.staff.eventCount(3);
  assert.deepEqual(eventsOf(streams.staff)[2], { type: 'message.created', data: reply.body.data });

  const read = await studio.api.post(`/conversations/${conversation.id}/read`);
  assert.equal(read.status, 200);
  await streams.ada.eventCount(4);
  const receipt = eventsOf(streams.ada)[3];
  assert.equal(receipt.type, 'conversation.read');
  assert.deepEqual(receipt.data, { conversation_id: conversation.id, reader_type: 'photographer', read_at: read.body.data.messages[1].read_at });
  const again = await studio.api.post(`/conversations/${conversation.id}/read`);
  assert.equal(again.status, 200, 'reading again changes nothing and tells nobody');

  const archived = await studio.api.put(`/conversations/${conversation.id}`, { status: 'archived' });
  assert.equal(archived.status, 200);
  await ada.api.post('/conversation_messages', { conversation_id: conversation.id, content: 'One more thing' });
  await streams.staff.eventCount(7);
  assert.deepEqual(eventsOf(streams.staff).slice(3).map((event) => [event.type, event.data.status ?? event.data.reader_type ?? null]), [
    ['conversation.read', 'photographer'],
    ['conversation.updated', 'archived'],
    ['conversation.updated', 'active'],
    ['message.created', null],
  ]);
  await streams.ada.eventCount(7);

  // Grace and the other studio heard nothing: their first event is their own.
  const own = await studio.api.post('/conversations', { client_id: grace.clientId, subject: 'Hello Grace' });
  await streams.grace.eventCount(1);
  assert.deepEqual(eventsOf(streams.grace).map((event) => event.data.id), [own.body.data.id]);
  const theirs = await portalOf(one, stranger, 'Linus');
  await stranger.api.post('/conversations', { client_id: theirs.clientId, subject: 'Elsewhere' });
  await streams.stranger.eventCount(1);
  assert.equal(streams.stranger.events.length, 1);
  assert.equal(JSON.parse(streams.stranger.events[0].data).subject, 'Elsewhere');
});

test('a client reconnecting with Last-Event-ID gets what it missed, its own only', async () => {
  const studio = await newStudio(one);
  const ada = await portalOf(one, studio, 'Ada');
  const grace = await portalOf(one, studio, 'Grace');
  const first = await openStream(two, ada.token);
  const conversation = (await studio.api.post('/conversations', { client_id: ada.clientId, subject: 'Contract', content: 'Please sign' })).body.data;
  const [, seen] = await first.eventCount(2);
  first.close();
  await studio.api.post('/conversation_messages', { conversation_id: conversation.id, content: 'Reminder' });
  await studio.api.post('/conversations', { client_id: grace.clientId, subject: 'Not for Ada', content: 'Hi Grace' });
  await studio.api.post('/conversation_messages', { conversation_id: conversation.id, content: 'Last reminder' });
  const resumed = await openStream(one, ada.token, seen.id!);
  await resumed.eventCount(2);
  assert.deepEqual(eventsOf(resumed).map((event) => event.data.content), ['Reminder', 'Last reminder']);
});
