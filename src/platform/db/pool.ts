import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';

export type Db = NodePgDatabase<Record<string, never>>;
export type Tx = PgTransaction<NodePgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Either the database or a transaction: query functions accept both. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connect(url: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // UTC sessions: timestamps come back as UTC text that formatTimestamp rearranges.
    options: '-c TimeZone=UTC',
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool });
  return { db, pool, close: () => pool.end() };
}

/** True when a PostgreSQL error is a unique violation of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = pgError(error);
  return e?.code === '23505' && e.constraint === constraint;
}

/** True when a PostgreSQL error is a violation of the named CHECK constraint. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const e = pgError(error);
  return e?.code === '23514' && e.constraint === constraint;
}

/** True when a PostgreSQL error is a foreign key violation of the named constraint (ON DELETE RESTRICT raises 23001). */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const e = pgError(error);
  return (e?.code === '23503' || e?.code === '23001') && e.constraint === constraint;
}

function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: string; constraint?: string; cause?: unknown };
  return e.code ? e : pgError(e.cause);
}
