import { sql } from 'drizzle-orm';
import { pgTable, text, smallint, boolean, integer, primaryKey, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { timestamp } from '../../platform/db/columns.js';
import { studios } from '../../platform/auth/tables.js';

export const clients = pgTable(
  'clients',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type', { enum: ['client', 'lead', 'other'] }).notNull(),
    /** 1 Active, 2 Archived: the keys of the list's `client_statuses`. */
    status: smallint('status').notNull().default(1),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    jobTitle: text('job_title'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    postalCode: text('postal_code'),
    state: text('state'),
    countryId: smallint('country_id'),
    notes: text('notes'),
    avatarColor: smallint('avatar_color').notNull(),
    sample: boolean('sample').notNull().default(false),
    /**
     * What search matches, kept folded (lower case, no accents) so that neither a scan nor the trigram
     * index recomputes it: names, email, company; and the phone's digits alone. Functions: migration 0000.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`public.studio_search_text(first_name, last_name, email, company)`,
    ),
    phoneDigits: text('phone_digits').generatedAlwaysAs(sql`public.studio_digits(phone)`),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    uniqueIndex('clients_email_key').on(t.studioId, sql`lower(${t.email})`),
    // type rides along so that lists narrowed by type are read from the index alone, in order.
    index('clients_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.type),
    index('clients_search_idx').using('gin', t.studioId, t.searchText.op('gin_trgm_ops')),
    index('clients_phone_idx').using('gin', t.studioId, t.phoneDigits.op('gin_trgm_ops')),
    // A contact must be nameable: the rule lives here so that concurrent updates cannot break it.
    check('clients_name_or_email', sql`coalesce(${t.firstName}, '') <> '' OR coalesce(${t.email}, '') <> ''`),
    check('clients_status_known', sql`${t.status} IN (1, 2)`),
    check('clients_avatar_color_range', sql`${t.avatarColor} BETWEEN 0 AND 11`),
  ],
);

/**
 * How many contacts of each type a studio has, so that a list's `total` is read, not counted: kept by
 * triggers on `clients` in the same transaction as each insert, delete and change of type (migration
 * 0014), whichever statement makes it (the API, bulk seeding, a studio's deletion cascading).
 */
export const clientCounts = pgTable(
  'client_counts',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['client', 'lead', 'other'] }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.type] })],
);
