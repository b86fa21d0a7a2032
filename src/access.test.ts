import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mayAccess, ownedBy, requireAccess, type AccessedRecord, type AnsweredPermission, type Permission } from './access.js';
import { staffOf, type Caller } from './platform/access.js';

const studio = { id: 'stu_1', name: 'Golden Hour', currency: 'usd', timezone: 'UTC' };
const staff = staffOf(studio, 'usr_1');
const clientCaller = (clientId: string | null): Caller => ({ studio, role: 'client', userId: null, clientId });
const ana = clientCaller('cl_ana');

/**
 * For each permission, a record of Ana's and one of Ben's, as the service loaded them. Typed over
 * every permission: a permission added without its cases here does not compile.
 */
const RECORDS: { [P in Permission]: { anas: AccessedRecord[P]; bens: AccessedRecord[P] } } = {
  'conversation.read': { anas: { clientId: 'cl_ana' }, bens: { clientId: 'cl_ben' } },
  'conversation.reply': { anas: { clientId: 'cl_ana' }, bens: { clientId: 'cl_ben' } },
  'attachment.attach': { anas: { ticketClientId: 'cl_ana' }, bens: { ticketClientId: 'cl_ben' } },
  'invoice.read': { anas: { clientId: 'cl_ana' }, bens: { clientId: 'cl_ben' } },
  'session.read': { anas: { clientId: 'cl_ana' }, bens: { clientId: 'cl_ben' } },
  'client.shared': { anas: { id: 'cl_ana' }, bens: { id: 'cl_ben' } },
};

for (const permission of Object.keys(RECORDS) as Permission[]) {
  const { anas, bens } = RECORDS[permission];

  test(`${permission}: staff reach any client's record of their studio`, () => {
    assert.equal(mayAccess(staff, permission, anas), true);
    assert.equal(mayAccess(staff, permission, bens), true);
  });

  test(`${permission}: a client reaches its own record, not another client's`, () => {
    assert.equal(mayAccess(ana, permission, anas), true);
    assert.equal(mayAccess(ana, permission, bens), false);
  });

  test(`${permission}: a client-role caller acting for no client reaches nothing`, () => {
    assert.equal(mayAccess(clientCaller(null), permission, anas), false);
    assert.equal(mayAccess(clientCaller(null), permission, bens), false);
  });
}

/** The denial of each permission that answers with it, as the area's error shape receives it. */
const DENIED_WITH: { [P in AnsweredPermission]: { status: number; code: string } } = {
  'conversation.read': { status: 403, code: 'access_denied' },
  'conversation.reply': { status: 403, code: 'access_denied' },
  'invoice.read': { status: 403, code: 'access_denied' },
  'session.read': { status: 403, code: 'access_denied' },
  'client.shared': { status: 403, code: 'access_denied' },
};

for (const permission of Object.keys(DENIED_WITH) as AnsweredPermission[]) {
  test(`${permission}: requireAccess passes staff and the record's client, and refuses another client with its denial`, () => {
    const { anas, bens } = RECORDS[permission];
    assert.doesNotThrow(() => requireAccess(staff, permission, bens));
    assert.doesNotThrow(() => requireAccess(ana, permission, anas));
    assert.throws(() => requireAccess(ana, permission, bens), DENIED_WITH[permission]);
  });
}

test('attachment.attach: only staff attach a file the studio uploaded', () => {
  const studios = { ticketClientId: null };
  assert.equal(mayAccess(staff, 'attachment.attach', studios), true);
  assert.equal(mayAccess(ana, 'attachment.attach', studios), false);
  assert.equal(mayAccess(clientCaller(null), 'attachment.attach', studios), false);
});

test('lists show a client only its own records; staff see the whole studio', () => {
  assert.equal(ownedBy(staff), null);
  assert.equal(ownedBy(ana), 'cl_ana');
});
