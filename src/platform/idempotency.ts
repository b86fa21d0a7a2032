import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './db/pool.js';
import { idempotencyKeys } from './tables.js';
import { ApiError, badRequest, conflict } from './errors.js';

const HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;

interface Claim {
  studioId: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

/**
 * `Idempotency-Key` on POST (API.md §1): the first request with a key runs and its answer is kept for
 * 24 hours; a retry with the same body gets that answer again without the work being done twice.
 * Keys live in PostgreSQL, so retries are safe across instances.
 */
export function idempotency(db: Db) {
  const claim = db
    .insert(idempotencyKeys)
    .values({
      studioId: sql.placeholder('studioId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('hash'),
      state: 'running',
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.studioId, idempotencyKeys.key],
      set: { requestHash: sql`excluded.request_hash`, state: 'running', responseStatus: null, responseBody: null, createdAt: sql`now()` },
      // An expired key starts afresh; so does one whose request died without answering (process killed).
      setWhere: sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'
        OR (${idempotencyKeys.state} = 'running' AND ${idempotencyKeys.createdAt} < now() - interval '5 minutes')`,
    })
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim');

  const where = (c: Claim) => and(eq(idempotencyKeys.studioId, c.studioId), eq(idempotencyKeys.key, c.key));

  /** Attached to POST routes only (see app.ts). */
  async function preHandler(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const key = req.headers[HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw badRequest('invalid_idempotency_key', `The Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} characters.`);
    }
    // Keys belong to a studio: anonymous requests (sign-up, login) are not replayed.
    if (!req.auth) return;
    const studioId = req.auth.studio.id;
    const hash = createHash('sha256').update(`${req.method} ${req.url}\n${req.rawBody ?? ''}`).digest('base64url');
    if ((await claim.execute({ studioId, key, hash })).length > 0) {
      req.idempotency = { studioId, key };
      return;
    }
    const [previous] = await db.select().from(idempotencyKeys).where(where({ studioId, key }));
    if (!previous) throw conflict('idempotency_conflict', 'A request with this Idempotency-Key is being processed; retry shortly.');
    if (previous.requestHash !== hash) {
      throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used with a different request.');
    }
    if (previous.state === 'running') {
      throw conflict('idempotency_conflict', 'A request with this Idempotency-Key is still being processed; retry shortly.');
    }
    reply.header('idempotent-replayed', 'true');
    reply.code(previous.responseStatus!).type('application/json; charset=utf-8');
    return reply.send(previous.responseBody);
  }

  /** Keeps the answer of a claimed key; a server error releases the key so that a retry runs again. */
  async function onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claimed = req.idempotency;
    if (!claimed) return payload;
    req.idempotency = undefined;
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where(claimed));
    } else {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: reply.statusCode, responseBody: typeof payload === 'string' ? payload : '' })
        .where(where(claimed));
    }
    return payload;
  }

  return { preHandler, onSend };
}
