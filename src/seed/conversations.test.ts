import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, newStudio, range, startTestServer, type TestStudio } from '../../test/helpers.js';
import { ConversationBulkLoader } from './conversations.js';
import { seededRandom } from './people.js';

const server = await startTestServer();
const SEEDED = 300;
const NOW = Date.now();
const YEAR_MS = 365 * 86_400_000;

interface SeededStudio extends TestStudio {
  clientIds: string[];
  /** Each client's portal, by client id. */
  portals: Map<string, Api>;
}

/** A studio with 12 clients, each with a portal token, and `count` bulk-loaded conversations. */
async function seededStudio(count: number, seed: number): Promise<SeededStudio> {
  const studio = await newStudio(server);
  const portals = new Map<string, Api>();
  for (const i of range(12)) {
    const client = await studio.api.post('/clients', { first_name: `Client ${i}`, email: `client-${i}@example.test` });
    assert.equal(client.status, 201, JSON.stringify(client.body));
    const token = await studio.api.post(`/clients/${client.body.data.id}/portal_tokens`);
    assert.equal(token.status, 201, JSON.stringify(token.body));
    portals.set(client.body.data.id, new Api(server.base, { authorization: `Bearer ${token.body.data.token}` }));
  }
  const clientIds = [...portals.keys()];
  const loader = new ConversationBulkLoader(server.database.db);
  await loader.seed({ studio: studio.studio, photographerId: studio.caller.userId!, clientIds, count, random: seededRandom(seed), now: NOW });
  await loader.analyze();
  return { ...studio, clientIds, portals };
}

/** Every conversation of a list, with its messages, page after page. */
async function allConversations(api: Api, query = ''): Promise<any[]> {
  const conversations: any[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/conversations?page_size=100&page=${page}&message=true${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    conversations.push(...res.body.data);
    if (conversations.length >= res.body.meta.total) return conversations;
  }
}

const unreadCountOf = async (api: Api) => (await api.get('/conversations/unread/count')).body.data;
const unreadBy = (conversation: any, reader: 'staff' | 'client') =>
  conversation.messages.filter((m: any) => (reader === 'staff' ? m.sender_type === 'client' : m.sender_type !== 'client') && m.read_at === null).length;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const seeded = await seededStudio(SEEDED, 7);
const conversations = await allConversations(seeded.api);

test("the studio's unread counts are what the client's messages' read_at say: per conversation, in the detail, and in all", async () => {
  assert.equal(conversations.length, SEEDED);
  for (const conversation of conversations) {
    assert.equal(conversation.unread_count, unreadBy(conversation, 'staff'), JSON.stringify(conversation));
    const detail = await seeded.api.get(`/conversations/${conversation.id}`);
    assert.equal(detail.status, 200);
    assert.deepEqual(detail.body.data, conversation);
  }
  const unread = conversations.filter((conversation) => conversation.unread_count > 0);
  assert.deepEqual(await unreadCountOf(seeded.api), { unread_count: sum(unread.map((c) => c.unread_count)), conversations_with_unread: unread.length });
  assert.deepEqual((await allConversations(seeded.api, '&message_status=unread')).map((c) => c.id), unread.map((c) => c.id));
});

test("each client's unread counts are what the studio's and the system's messages' read_at say", async () => {
  let listed = 0;
  for (const [clientId, portal] of seeded.portals) {
    const own = await allConversations(portal);
    listed += own.length;
    for (const conversation of own) {
      assert.equal(conversation.client_id, clientId);
      assert.equal(conversation.unread_count, unreadBy(conversation, 'client'), JSON.stringify(conversation));
    }
    const unread = own.filter((conversation) => conversation.unread_count > 0);
    assert.deepEqual(await unreadCountOf(portal), { unread_count: sum(unread.map((c) => c.unread_count)), conversations_with_unread: unread.length });
  }
  assert.equal(listed, SEEDED);
});

test('the list is ordered by last_message_at, the sent_at of the last message, most recent first', () => {
  for (const conversation of conversations) {
    assert.equal(conversation.last_message_at, conversation.messages.at(-1).sent_at);
    assert.equal(conversation.created_at, conversation.messages[0].sent_at);
    assert.ok(conversation.updated_at >= conversation.last_message_at);
  }
  const ordered = [...conversations].sort((a, b) => (b.last_message_at === a.last_message_at ? (b.id > a.id ? 1 : -1) : b.last_message_at > a.last_message_at ? 1 : -1));
  assert.deepEqual(conversations.map((c) => c.id), ordered.map((c) => c.id));
});

test('messages read like an exchange: alternating sides, written by the right sender, sent then read in order over the last year', () => {
  const messages = conversations.flatMap((conversation) => conversation.messages.map((message: any) => ({ ...message, clientId: conversation.client_id })));
  const senderIds = { photographer: seeded.caller.userId, system: seeded.studio.id };
  for (const message of messages) {
    assert.equal(message.sender_id, message.sender_type === 'client' ? message.clientId : senderIds[message.sender_type as 'photographer' | 'system']);
    if (message.read_at !== null) assert.ok(message.read_at >= message.sent_at && Date.parse(message.read_at) <= NOW, JSON.stringify(message));
  }
  let turns = 0;
  let repeats = 0;
  for (const conversation of conversations) {
    const { messages: thread } = conversation;
    assert.ok(thread.length >= 1 && thread.length <= 50);
    for (const [i, message] of thread.slice(1).entries()) assert.ok(message.sent_at > thread[i].sent_at, `${conversation.id} goes back in time`);
    const sides = thread.filter((m: any) => m.sender_type !== 'system').map((m: any) => m.sender_type);
    sides.slice(1).forEach((side: string, i: number) => {
      turns++;
      if (side === sides[i]) repeats++;
    });
  }
  assert.ok(repeats / turns < 0.25, `${repeats} of ${turns} turns stay on the same side`);
  const average = messages.length / conversations.length;
  assert.ok(average > 21 && average < 30, `${average} messages per conversation`);
  const system = messages.filter((m) => m.sender_type === 'system').length / messages.length;
  assert.ok(system > 0.02 && system < 0.1, `${system} of the messages are the system's`);
  const sent = messages.map((m) => Date.parse(m.sent_at));
  assert.ok(Math.min(...sent) >= NOW - YEAR_MS && Math.max(...sent) <= NOW);
  assert.ok(Math.max(...sent) - Math.min(...sent) > 0.9 * YEAR_MS, 'messages span the year');
});

test('a realistic inbox: 15 % unread by the studio, 20 % by the client, 10 % archived, varied subjects', () => {
  const share = (pick: (c: any) => boolean) => conversations.filter(pick).length / conversations.length;
  // Fates are dealt 20 at a time: 300 conversations hold the shares exactly.
  assert.equal(share((c) => c.unread_count > 0), 0.15);
  assert.equal(share((c) => unreadBy(c, 'client') > 0), 0.2);
  assert.equal(share((c) => c.status === 'archived'), 0.1);
  assert.equal(share((c) => c.status === 'archived' && c.unread_count > 0), 0, 'a client message would have brought an archived one back');
  assert.ok(conversations.some((c) => c.unread_count > 1), 'no conversation with several unread messages');
  assert.ok(new Set(conversations.map((c) => c.subject)).size > 20);
});

test('the same seed and instant seed the same conversations', async () => {
  const again = await seededStudio(SEEDED, 7);
  const shape = (studio: SeededStudio, list: any[]) =>
    list.map((c) => ({
      client: studio.clientIds.indexOf(c.client_id),
      subject: c.subject,
      status: c.status,
      last_message_at: c.last_message_at,
      messages: c.messages.map((m: any) => [m.sender_type, m.content, m.sent_at, m.read_at]),
    }));
  assert.deepEqual(shape(again, await allConversations(again.api)), shape(seeded, conversations));
});

test("a demo's 20 conversations show each state, and the API carries on from their counters", async () => {
  const studio = await seededStudio(20, 11);
  const all = await allConversations(studio.api);
  assert.equal(all.filter((c) => c.unread_count > 0).length, 3);
  assert.equal(all.filter((c) => unreadBy(c, 'client') > 0).length, 4);
  assert.equal(all.filter((c) => c.status === 'archived').length, 2);

  const [waiting] = await allConversations(studio.api, '&message_status=unread');
  const before = await unreadCountOf(studio.api);
  const read = await studio.api.post(`/conversations/${waiting.id}/read`);
  assert.equal(read.status, 200, JSON.stringify(read.body));
  assert.equal(read.body.data.unread_count, 0);
  assert.deepEqual(await unreadCountOf(studio.api), {
    unread_count: before.unread_count - waiting.unread_count,
    conversations_with_unread: before.conversations_with_unread - 1,
  });

  const portal = studio.portals.get(waiting.client_id)!;
  const clientBefore = await unreadCountOf(portal);
  const ownUnread = (await allConversations(portal)).find((c) => c.id === waiting.id).unread_count;
  assert.equal((await portal.post(`/conversations/${waiting.id}/read`)).status, 200);
  assert.equal((await portal.post('/conversation_messages', { conversation_id: waiting.id, content: 'See you on Saturday!' })).status, 201);
  assert.equal((await unreadCountOf(portal)).unread_count, clientBefore.unread_count - ownUnread);
  const detail = (await studio.api.get(`/conversations/${waiting.id}`)).body.data;
  assert.equal(detail.unread_count, 1);
  assert.equal(detail.unread_count, unreadBy(detail, 'staff'));
});
