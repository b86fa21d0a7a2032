import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Api, newStudio, range, startTestServer, type TestStudio } from '../../../test/helpers.js';

const server = await startTestServer();

interface Portal {
  client: { id: string; first_name: string; email: string; avatar_color: number };
  api: Api;
}

async function clientWithPortal(studio: TestStudio, first = 'Ada'): Promise<Portal> {
  const made = await studio.api.post('/clients', { first_name: first, last_name: 'Lovelace', email: `${first.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test` });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const token = await studio.api.post(`/clients/${made.body.data.id}/portal_tokens`);
  assert.equal(token.status, 201, JSON.stringify(token.body));
  return { client: made.body.data, api: new Api(server.base, { authorization: `Bearer ${token.body.data.token}` }) };
}

async function startConversation(studio: TestStudio, clientId: string, body: object = {}) {
  const res = await studio.api.post('/conversations', { client_id: clientId, subject: 'Wedding album proofs', ...body });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

async function send(api: Api, conversationId: string, content: string) {
  const res = await api.post('/conversation_messages', { conversation_id: conversationId, content });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

const unreadOf = async (api: Api) => (await api.get('/conversations/unread/count')).body.data;

test('a conversation starts with its first message, its participants, and unread for the client only', async () => {
  const studio = await newStudio(server);
  const { client, api: portal } = await clientWithPortal(studio);
  const conversation = await startConversation(studio, client.id, { content: 'Your proofs are ready!' });
  assert.match(conversation.id, /^conv_[A-Za-z0-9]{30}$/);
  assert.equal(conversation.client_id, client.id);
  assert.equal(conversation.status, 'active');
  assert.equal(conversation.unread_count, 0, 'the studio has nothing unread: it wrote the message');
  assert.equal(conversation.messages.length, 1);
  const [message] = conversation.messages;
  assert.equal(message.sender_type, 'photographer');
  assert.equal(message.sender_id, studio.caller.userId);
  assert.equal(message.read_at, null);
  assert.equal(message.content, 'Your proofs are ready!');
  assert.deepEqual(message.attachments, []);
  assert.equal(conversation.last_message_at, message.sent_at);
  assert.deepEqual(conversation.participants[0], { id: client.id, name: 'Ada Lovelace', email: client.email, type: 'client', avatar_color: client.avatar_color });
  assert.equal(conversation.participants[1].type, 'photographer');
  assert.equal(conversation.participants[1].id, studio.caller.userId);
  assert.equal(conversation.participants[1].email, studio.email);
  assert.equal(conversation.participants[1].avatar_color, null);

  assert.deepEqual(await unreadOf(studio.api), { unread_count: 0, conversations_with_unread: 0 });
  assert.deepEqual(await unreadOf(portal), { unread_count: 1, conversations_with_unread: 1 });
  const seen = await portal.get(`/conversations/${conversation.id}`);
  assert.equal(seen.status, 200);
  assert.equal(seen.body.data.unread_count, 1);
  assert.equal(seen.body.data.messages[0].read_at, null, 'reading with GET marks nothing read');
});

test("each side's messages are unread for the other until it marks the conversation read", async () => {
  const studio = await newStudio(server);
  const { client, api: portal } = await clientWithPortal(studio);
  const conversation = await startConversation(studio, client.id);
  const fromClient = await send(portal, conversation.id, 'Can we meet on Friday?');
  assert.equal(fromClient.sender_type, 'client');
  assert.equal(fromClient.sender_id, client.id);
  await send(portal, conversation.id, 'Or Saturday.');
  await send(studio.api, conversation.id, 'Friday works.');
  assert.deepEqual(await unreadOf(studio.api), { unread_count: 2, conversations_with_unread: 1 });
  assert.deepEqual(await unreadOf(portal), { unread_count: 1, conversations_with_unread: 1 });

  const read = await studio.api.post(`/conversations/${conversation.id}/read`);
  assert.equal(read.status, 200, JSON.stringify(read.body));
  assert.equal(read.body.data.unread_count, 0);
  const bySender = (type: string) => read.body.data.messages.filter((m: { sender_type: string }) => m.sender_type === type);
  assert.ok(bySender('client').every((m: { read_at: string | null }) => m.read_at !== null), 'the client\'s messages are read');
  assert.ok(bySender('photographer').every((m: { read_at: string | null }) => m.read_at === null), 'the studio\'s own message stays unread for the client');
  assert.deepEqual(await unreadOf(studio.api), { unread_count: 0, conversations_with_unread: 0 });
  assert.deepEqual(await unreadOf(portal), { unread_count: 1, conversations_with_unread: 1 });

  const clientRead = await portal.post(`/conversations/${conversation.id}/read`);
  assert.equal(clientRead.status, 200);
  assert.equal(clientRead.body.data.unread_count, 0);
  assert.deepEqual(await unreadOf(portal), { unread_count: 0, conversations_with_unread: 0 });
});

test('a client sees only its own conversations: another client\'s is 403 ACCESS_DENIED, a missing one 404', async () => {
  const studio = await newStudio(server);
  const ada = await clientWithPortal(studio, 'Ada');
  const grace = await clientWithPortal(studio, 'Grace');
  const adas = await startConversation(studio, ada.client.id, { content: 'Hello Ada' });
  const graces = await startConversation(studio, grace.client.id, { content: 'Hello Grace' });

  const list = await ada.api.get('/conversations');
  assert.equal(list.status, 200);
  assert.deepEqual(list.body.data.map((c: { id: string }) => c.id), [adas.id]);
  assert.equal(list.body.meta.total, 1);
  const asked = await ada.api.get(`/conversations?client_id=${grace.client.id}`);
  assert.deepEqual(asked.body.data, [], 'naming another client shows nothing');
  assert.equal(asked.body.meta.total, 0);

  for (const [method, path, body] of [
    ['GET', `/conversations/${graces.id}`, undefined],
    ['POST', `/conversations/${graces.id}/read`, undefined],
    ['POST', '/conversation_messages', { conversation_id: graces.id, content: 'Hi' }],
  ] as const) {
    const res = await ada.api.send(method, path, body);
    assert.equal(res.status, 403, `${method} ${path}`);
    assert.equal(res.body.code, 'ACCESS_DENIED');
    assert.equal(typeof res.body.error, 'string');
  }
  const missing = await ada.api.get('/conversations/conv_000000000000000000000000000000');
  assert.equal(missing.status, 404);
  assert.equal(missing.body.code, 'CONVERSATION_NOT_FOUND');
  assert.equal((await grace.api.get(`/conversations/${graces.id}`)).body.data.messages.length, 1, 'Grace\'s conversation is untouched');

  for (const [method, path, body] of [
    ['POST', '/conversations', { client_id: ada.client.id, subject: 'Mine' }],
    ['PUT', `/conversations/${adas.id}`, { status: 'archived' }],
  ] as const) {
    const res = await ada.api.send(method, path, body);
    assert.equal(res.status, 403, `${method} ${path} is for staff`);
  }
});

test('lists are ordered by the last message and filtered by inbox, archived, unread and client', async () => {
  const studio = await newStudio(server);
  const ada = await clientWithPortal(studio, 'Ada');
  const grace = await clientWithPortal(studio, 'Grace');
  const first = await startConversation(studio, ada.client.id);
  const second = await startConversation(studio, grace.client.id);
  const third = await startConversation(studio, ada.client.id);
  await send(ada.api, first.id, 'bumps the first conversation to the top');
  const archived = await studio.api.put(`/conversations/${second.id}`, { status: 'archived', subject: 'Old album' });
  assert.equal(archived.status, 200);
  assert.equal(archived.body.data.status, 'archived');
  assert.equal(archived.body.data.subject, 'Old album');
  assert.equal(archived.body.data.messages, undefined);

  const ids = async (query: string) => (await studio.api.get(`/conversations${query}`)).body.data.map((c: { id: string }) => c.id);
  const all = await ids('?message_status=all');
  assert.deepEqual(await ids(''), all, 'message_status defaults to all');
  assert.equal(all[0], first.id, 'the conversation with the newest message comes first');
  assert.deepEqual(new Set(all), new Set([first.id, second.id, third.id]));
  assert.deepEqual(new Set(await ids('?message_status=inbox')), new Set([first.id, third.id]));
  assert.deepEqual(await ids('?message_status=archived'), [second.id]);
  assert.deepEqual(await ids('?message_status=unread'), [first.id]);
  assert.deepEqual(new Set(await ids(`?client_id=${ada.client.id}`)), new Set([first.id, third.id]));
  assert.deepEqual(await ids(`?client_id=${ada.client.id}&message_status=unread`), [first.id]);
  assert.deepEqual(await ids('?client_id=cl_000000000000000000000000000000'), []);

  const withMessages = await studio.api.get('/conversations?message=true&message_status=unread');
  assert.equal(withMessages.body.data[0].messages.length, 1);
  assert.equal((await studio.api.get('/conversations')).body.data[0].messages, undefined, 'messages only when asked for');

  await send(grace.api, second.id, 'Are you still there?');
  const revived = await studio.api.get(`/conversations/${second.id}?messages=false`);
  assert.equal(revived.body.data.status, 'active', 'a client\'s message brings an archived conversation back to the inbox');
  assert.equal(revived.body.data.messages, undefined);
});

test('paging: page_size, meta and links; a page past the end is empty with the right totals, none of another studio', async () => {
  const studio = await newStudio(server);
  const { client } = await clientWithPortal(studio);
  for (const _ of range(5)) await startConversation(studio, client.id);
  const other = await newStudio(server);
  const theirs = await startConversation(other, (await clientWithPortal(other, 'Grace')).client.id);
  const page = await studio.api.get('/conversations?page_size=2&page=2');
  assert.equal(page.status, 200);
  assert.equal(page.body.data.length, 2);
  assert.deepEqual([page.body.meta.current_page, page.body.meta.per_page, page.body.meta.total, page.body.meta.last_page], [2, 2, 5, 3]);
  assert.match(page.body.links.next, /page=3/);
  assert.match(page.body.links.next, /page_size=2/);
  const past = await studio.api.get('/conversations?page=9');
  assert.deepEqual(past.body.data, []);
  assert.equal(past.body.meta.total, 5);
  assert.equal(past.body.meta.from, null);
  const theirList = await other.api.get('/conversations');
  assert.deepEqual(theirList.body.data.map((c: any) => [c.id, c.participants[0].name]), [[theirs.id, 'Grace Lovelace']]);
  assert.equal(theirList.body.meta.total, 1);
});

test('a message needs content or an attachment, and names a conversation of the studio', async () => {
  const studio = await newStudio(server);
  const { client } = await clientWithPortal(studio);
  const conversation = await startConversation(studio, client.id);
  const empty = await studio.api.post('/conversation_messages', { conversation_id: conversation.id, content: '' });
  assert.equal(empty.status, 422);
  assert.equal(empty.body.code, 'VALIDATION_ERROR');
  assert.ok(empty.body.details.content);
  const unknown = await studio.api.post('/conversation_messages', { conversation_id: 'conv_000000000000000000000000000000', content: 'Hi' });
  assert.equal(unknown.status, 422);
  assert.ok(unknown.body.details.conversation_id);
  const malformed = await studio.api.post('/conversation_messages', { conversation_id: 'cl_1', content: 'Hi' });
  assert.equal(malformed.status, 422);
  assert.ok(malformed.body.details.conversation_id);
  const notUploaded = await studio.api.post('/conversation_messages', { conversation_id: conversation.id, content: 'Hi', attachment_ids: ['att_000000000000000000000000000000'] });
  assert.equal(notUploaded.status, 422);
  assert.ok(notUploaded.body.details.attachment_ids);
  const tooLong = await studio.api.post('/conversation_messages', { conversation_id: conversation.id, content: 'x'.repeat(10_001) });
  assert.equal(tooLong.status, 422);
  assert.equal((await studio.api.get(`/conversations/${conversation.id}`)).body.data.messages.length, 0, 'nothing refused was stored');
});

test('a client with conversations cannot be deleted: 409, and its history stays', async () => {
  const studio = await newStudio(server);
  const { client } = await clientWithPortal(studio);
  const conversation = await startConversation(studio, client.id, { content: 'Kept forever' });
  const deleted = await studio.api.delete(`/clients/${client.id}`);
  assert.equal(deleted.status, 409);
  assert.equal(deleted.body.error, 'client_has_conversations');
  assert.equal((await studio.api.get(`/conversations/${conversation.id}`)).body.data.messages[0].content, 'Kept forever');
  const creating = await studio.api.post('/conversations', { client_id: 'cl_000000000000000000000000000000', subject: 'Nobody' });
  assert.equal(creating.status, 422);
  assert.ok(creating.body.details.client_id);
});

test('messages posted in parallel with reads leave the unread counts exact', async () => {
  const studio = await newStudio(server);
  const { client, api: portal } = await clientWithPortal(studio);
  const conversation = await startConversation(studio, client.id);
  const posts = range(30).map((i) => portal.post('/conversation_messages', { conversation_id: conversation.id, content: `message ${i}` }));
  const reads = range(10).map(() => studio.api.post(`/conversations/${conversation.id}/read`));
  const answers = await Promise.all([...posts, ...reads]);
  assert.ok(answers.every((res) => res.status === 200 || res.status === 201), JSON.stringify(answers.find((res) => res.status >= 300)?.body));
  const detail = (await studio.api.get(`/conversations/${conversation.id}`)).body.data;
  const unread = detail.messages.filter((m: { read_at: string | null }) => m.read_at === null).length;
  assert.equal(detail.messages.length, 30);
  assert.equal(detail.unread_count, unread, 'the counter matches the messages still unread');
  assert.deepEqual(await unreadOf(studio.api), { unread_count: unread, conversations_with_unread: unread > 0 ? 1 : 0 });
});

test('upload tickets refuse what cannot be attached, each with its code', async () => {
  const studio = await newStudio(server);
  const ticket = (query: string) => studio.api.get(`/conversation_message_attachments/upload_url?${query}`);
  const tooLarge = await ticket('filename=big.pdf&content_type=application/pdf&file_size=10485761');
  assert.equal(tooLarge.status, 413);
  assert.deepEqual([tooLarge.body.code, tooLarge.body.max_size], ['FILE_TOO_LARGE', 10485760]);
  for (const [query, status, code, field] of [
    ['filename=a.pdf&content_type=application/pdf&file_size=0', 400, 'VALIDATION_ERROR', 'file_size'],
    ['filename=a.pdf&content_type=application/pdf', 400, 'VALIDATION_ERROR', 'file_size'],
    ['content_type=application/pdf&file_size=10', 400, 'VALIDATION_ERROR', 'filename'],
    ['filename=a.pdf&file_size=10', 400, 'VALIDATION_ERROR', 'content_type'],
    ['filename=..%2Fetc%2Fpasswd.pdf&content_type=application/pdf&file_size=10', 422, 'VALIDATION_ERROR', 'filename'],
    ['filename=dir%5Cfile.pdf&content_type=application/pdf&file_size=10', 422, 'VALIDATION_ERROR', 'filename'],
    [`filename=${'a'.repeat(252)}.pdf&content_type=application/pdf&file_size=10`, 422, 'VALIDATION_ERROR', 'filename'],
    ['filename=a%00.pdf&content_type=application/pdf&file_size=10', 422, 'VALIDATION_ERROR', 'filename'],
    ['filename=run.exe&content_type=application/x-msdownload&file_size=10', 422, 'UNSUPPORTED_FILE_TYPE', null],
    ['filename=photo.png&content_type=application/pdf&file_size=10', 422, 'UNSUPPORTED_FILE_TYPE', null],
    ['filename=notes&content_type=text/plain&file_size=10', 422, 'UNSUPPORTED_FILE_TYPE', null],
  ] as const) {
    const res = await ticket(query);
    assert.equal(res.status, status, `${query}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.code, code, query);
    if (field) assert.ok(res.body.details?.[field], `${query} names ${field}`);
  }
  assert.equal((await ticket('filename=a.pdf&content_type=application/pdf&file_size=abc')).status, 400);
});

test('a name S3 would rewrite is refused with 422 on filename, never a 500', async () => {
  const studio = await newStudio(server);
  // S3 replaces the text ${filename} in the key of a POST upload.
  const filename = encodeURIComponent('report-$' + '{filename}.pdf');
  const res = await studio.api.get(`/conversation_message_attachments/upload_url?filename=${filename}&content_type=application/pdf&file_size=10`);
  assert.equal(res.status, 422, JSON.stringify(res.body));
  assert.equal(res.body.code, 'VALIDATION_ERROR');
  assert.ok(res.body.details.filename);
});
