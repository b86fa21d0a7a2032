/**
 * Live event tests' plumbing: several instances on one database, streams of the conversations area's
 * route opened over HTTP, and events published through the platform's `publish`.
 */
import { newId } from '../../src/platform/ids.js';
import { publish, type LiveEventInput } from '../../src/platform/events/publish.js';
import { range, startTestServer, testDatabase, type TestServer } from '../helpers.js';
import { SseClient } from './sse.js';

export const EVENTS_PATH = '/conversations/events';

/** `count` application instances sharing one database. */
export async function instancesOnOneDatabase(count: number, env: Record<string, string> = {}): Promise<TestServer[]> {
  const url = await testDatabase();
  const servers: TestServer[] = [];
  for (const _ of range(count)) servers.push(await startTestServer({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '1000000', ...env }));
  return servers;
}

/** A stream of `server` for the holder of `token`, resuming after `lastEventId` when given. */
export function openStream(server: TestServer, token: string, lastEventId?: number | string): Promise<SseClient> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  return SseClient.open(server.base + EVENTS_PATH, headers);
}

/** Publishes in a transaction of its own on `server`; answers the event's id. */
export function publishOn(server: TestServer, event: LiveEventInput): Promise<number> {
  return server.database.db.transaction((tx) => publish(tx, event));
}

/** A portal token of the studio acting for a client (clients are the areas' business: any id will do). */
export async function clientToken(server: TestServer, studioId: string): Promise<{ clientId: string; token: string }> {
  const clientId = newId('cl');
  const { token } = await server.services.auth.createPortalToken(studioId, clientId);
  return { clientId, token };
}

export const idsOf = (client: SseClient) => client.events.map((event) => Number(event.id));
export const typesOf = (client: SseClient) => client.events.map((event) => event.event);
