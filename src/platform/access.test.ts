import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AccessRules, ownedBy, staffOf, type Caller } from './access.js';
import { ApiError } from './errors.js';

const studio = { id: 'stu_1', name: 'Golden Hour', currency: 'usd', timezone: 'UTC' };
const staff = staffOf(studio, 'usr_1');
const clientCaller = (clientId: string): Caller => ({ studio, role: 'client', userId: null, clientId });

/** Conversations as the rule sees them: which client each belongs to. */
const owners = new Map([['con_a', 'cl_ana'], ['con_b', 'cl_ben']]);

function rules(): AccessRules {
  const access = new AccessRules();
  access.define('conversation.read', {
    client: async (caller, ids) => ids.filter((id) => owners.get(id) === caller.clientId),
    deny: () => new ApiError(403, 'access_denied', 'This conversation belongs to another client.'),
  });
  access.define('invoice.write', {});
  return access;
}

test('staff reach every record of their studio, whatever the permission', async () => {
  const access = rules();
  await access.require(staff, 'conversation.read', ['con_a', 'con_b']);
  await access.require(staff, 'invoice.write', ['in_1']);
});

test('a client reaches its own records and is refused, in the area\'s words, any other client\'s', async () => {
  const access = rules();
  await access.require(clientCaller('cl_ana'), 'conversation.read', ['con_a']);
  await assert.rejects(access.require(clientCaller('cl_ana'), 'conversation.read', ['con_b']), { status: 403, code: 'access_denied' });
  await assert.rejects(access.require(clientCaller('cl_ana'), 'conversation.read', ['con_a', 'con_b']), { status: 403, code: 'access_denied' });
});

test('a permission without a client rule is staff only', async () => {
  await assert.rejects(rules().require(clientCaller('cl_ana'), 'invoice.write', ['in_1']), { status: 403, code: 'forbidden' });
});

test('asking for a permission nobody defined is a programming error, not a silent pass', async () => {
  await assert.rejects(rules().require(staff, 'gallery.read', ['col_1']), /No access rule is defined for gallery\.read/);
  assert.throws(() => rules().define('invoice.write', {}), /defined twice/);
});

test('lists show a client only its own records; staff see the whole studio', () => {
  assert.equal(ownedBy(staff), null);
  assert.equal(ownedBy(clientCaller('cl_ana')), 'cl_ana');
});
