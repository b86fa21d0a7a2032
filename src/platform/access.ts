/**
 * Who is calling. Every service method takes the caller; a route's `access` is the gate by role.
 * What a client-role caller may reach record by record is decided in `src/access.ts`: its rules name
 * areas, which the platform does not.
 */

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
