/**
 * Who is calling and what they may reach. Every service method takes the caller; a route's `access`
 * is the gate by role, and the rules below decide record by record, in this one place, what a
 * client-role caller may reach (Immich's access checks are the model).
 */
import { forbidden } from './errors.js';

export interface Studio {
  id: string;
  name: string;
  currency: string;
  timezone: string;
}

/** `photographer`: studio staff, everything in their studio. `client`: a portal token, its own records only. */
export type Role = 'photographer' | 'client';

export interface Caller {
  studio: Studio;
  role: Role;
  /** The photographer user acting; null for a client, or for staff acting outside a session (command line, seeding). */
  userId: string | null;
  /** The client a portal token acts for; null for staff. */
  clientId: string | null;
}

/** The studio's staff acting outside any request: the command line and the seeder. */
export function staffOf(studio: Studio, userId: string | null = null): Caller {
  return { studio, role: 'photographer', userId, clientId: null };
}

export const isStaff = (caller: Caller): boolean => caller.role === 'photographer';

/**
 * The client whose records a list shows: null for staff (the whole studio), the caller's own client
 * for a client-role caller. Lists filter by it, so that a client never sees another client's rows.
 */
export function ownedBy(caller: Caller): string | null {
  return isStaff(caller) ? null : caller.clientId;
}

/**
 * What a client-role caller may do with records of one kind: given ids of the caller's studio, the
 * subset that caller may reach. Staff reach every record of their studio (queries are scoped by it).
 */
export type ClientRule = (caller: Caller & { role: 'client' }, ids: readonly string[]) => Promise<Iterable<string>>;

/** A denial in the area's words: conversations answer `ACCESS_DENIED` (API.md §4), others `forbidden`. */
export type Denial = () => Error;

const denyByDefault: Denial = () => forbidden('This credential may not reach this record.');

/**
 * Per-permission rules, declared by the areas that have client-facing records (`conversation.read`,
 * `conversation.write`, …). A permission without a client rule is staff only.
 */
export class AccessRules {
  private rules = new Map<string, { client?: ClientRule; deny: Denial }>();

  define(permission: string, rule: { client?: ClientRule; deny?: Denial }): void {
    if (this.rules.has(permission)) throw new Error(`Access rule ${permission} is defined twice`);
    this.rules.set(permission, { client: rule.client, deny: rule.deny ?? denyByDefault });
  }

  /**
   * Throws the permission's denial unless the caller may reach every one of `ids` (records already
   * known to exist in the caller's studio: a missing one is the caller's 404, decided before).
   */
  async require(caller: Caller, permission: string, ids: readonly string[]): Promise<void> {
    const rule = this.rules.get(permission);
    if (!rule) throw new Error(`No access rule is defined for ${permission}`);
    if (isStaff(caller)) return;
    if (!rule.client || caller.clientId === null) throw rule.deny();
    const allowed = new Set(await rule.client(caller as Caller & { role: 'client' }, ids));
    if (!ids.every((id) => allowed.has(id))) throw rule.deny();
  }
}
