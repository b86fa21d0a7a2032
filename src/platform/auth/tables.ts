import { sql } from 'drizzle-orm';
import { pgTable, text, primaryKey, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { timestamp } from '../db/columns.js';

export const studios = pgTable('studios', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  timezone: text('timezone').notNull(),
  /** Free text the studio's invoice pages show its clients: how to pay (bank details, payment links). */
  paymentInstructions: text('payment_instructions'),
  createdAt: timestamp('created_at').notNull().default(sql`now()`),
});

export const users = pgTable(
  'users',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    // Login names a person by email alone, before any studio is known: emails are unique service-wide.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** Browser sessions: the cookie carries a random secret; only its SHA-256 digest is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    secretHash: text('secret_hash').primaryKey(),
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at').notNull().default(sql`now()`),
  },
  (t) => [index('auth_sessions_studio_user_idx').on(t.studioId, t.userId)],
);

/**
 * API tokens: `photographer` tokens act for the studio, `client` (portal) tokens for one client.
 * The secret is shown once at creation; only its SHA-256 digest is stored.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name'),
    role: text('role', { enum: ['photographer', 'client'] }).notNull(),
    userId: text('user_id'),
    clientId: text('client_id'),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    lastUsedAt: timestamp('last_used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    uniqueIndex('api_tokens_secret_hash_key').on(t.secretHash),
    index('api_tokens_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
