/**
 * What a caller may reach, record by record: every permission and its rule, in this one file
 * (Immich's server `access` utilities are the model). It lives beside `areas.ts`, not in `platform/`,
 * because its rules name areas.
 *
 * - A route's `config.access` is the gate by role; the rules here decide, for a route open to both
 *   roles, which records a client-role caller (a portal token acting for one client) may reach.
 * - Staff reach every record of their studio: every query is already scoped by the studio.
 * - A client reaches only its own records. The service loads the row once (a missing one is its
 *   404) and asks `requireAccess` about that row: no second query.
 * - Lists ask `ownedBy` which client's rows to show.
 *
 * A new area with client-facing records (a client reading its own invoices, sessions, collections:
 * API.md §11) adds its permissions to `AccessedRecord`, each with the fields of its row the rule
 * reads, its rule to `CLIENT_RULES` and, when the refusal is the request's answer, its denial to `DENIALS`.
 */
import { isStaff, type Caller } from './platform/access.js';
import { forbidden } from './platform/errors.js';

/** Each permission, with the fields of the loaded row its rule reads. */
export interface AccessedRecord {
  /** Reading a conversation and its messages, and marking them read. */
  'conversation.read': { clientId: string };
  /** Posting a message in a conversation. */
  'conversation.reply': { clientId: string };
  /** Attaching an uploaded file to a message: the client that asked for its ticket, null for the studio. */
  'attachment.attach': { ticketClientId: string | null };
  /** Reading an invoice, its lines and payments (a client never sees drafts: they read as missing). */
  'invoice.read': { clientId: string };
  /** Reading a booked session. */
  'session.read': { clientId: string };
  /** Reading what the studio shares with a client (its collections): the client a path names. */
  'client.shared': { id: string };
}

export type Permission = keyof AccessedRecord;

/** Whether the client a portal token acts for may reach the record. */
type ClientRule<Fields> = (clientId: string, record: Fields) => boolean;

const CLIENT_RULES: { [P in Permission]: ClientRule<AccessedRecord[P]> } = {
  'conversation.read': (clientId, conversation) => conversation.clientId === clientId,
  'conversation.reply': (clientId, conversation) => conversation.clientId === clientId,
  // A client attaches only the files it uploaded itself, never the studio's or another client's.
  'attachment.attach': (clientId, attachment) => attachment.ticketClientId === clientId,
  'invoice.read': (clientId, invoice) => invoice.clientId === clientId,
  'session.read': (clientId, session) => session.clientId === clientId,
  'client.shared': (clientId, client) => client.id === clientId,
};

/** Another client's record of the same studio is 403 `access_denied`, not 404 (API.md §4, §11). */
const anotherClients = (record: string) => () => forbidden(`This ${record} belongs to another client.`, 'access_denied');
const anotherClientsConversation = anotherClients('conversation');

/**
 * The refusal of each permission whose denial is the request's answer, in its area's words. A
 * permission missing here is asked with `mayAccess` by a service that folds the refusal into its own
 * answer: attachments are one 422 naming each file's problem, and another client's file reads as
 * none at all.
 */
const DENIALS = {
  'conversation.read': anotherClientsConversation,
  'conversation.reply': anotherClientsConversation,
  'invoice.read': anotherClients('invoice'),
  'session.read': anotherClients('session'),
  'client.shared': () => forbidden('A client portal token reads only its own client\'s collections.', 'access_denied'),
} satisfies Partial<Record<Permission, () => Error>>;

export type AnsweredPermission = keyof typeof DENIALS;

/** Whether the caller may reach this record of its studio. */
export function mayAccess<P extends Permission>(caller: Caller, permission: P, record: AccessedRecord[P]): boolean {
  if (isStaff(caller)) return true;
  return caller.clientId !== null && CLIENT_RULES[permission](caller.clientId, record);
}

/** Throws the permission's denial unless the caller may reach this record of its studio. */
export function requireAccess<P extends AnsweredPermission>(caller: Caller, permission: P, record: AccessedRecord[P]): void {
  if (!mayAccess(caller, permission, record)) throw DENIALS[permission]();
}

/**
 * The client whose records a list shows: null for staff (the whole studio), the caller's own client
 * for a client-role caller. Lists filter by it, so that a client never sees another client's rows.
 */
export function ownedBy(caller: Caller): string | null {
  return isStaff(caller) ? null : caller.clientId;
}
