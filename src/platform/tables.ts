import { sql } from 'drizzle-orm';
import { pgTable, text, integer, primaryKey } from 'drizzle-orm/pg-core';
import { timestamp } from './db/columns.js';
import { studios } from './auth/tables.js';

/** Results of POSTs sent with an Idempotency-Key, replayed for 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.key] })],
);
