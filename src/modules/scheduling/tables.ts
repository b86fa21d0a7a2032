import { sql } from 'drizzle-orm';
import { pgTable, text, integer, smallint, boolean, bigint, date, jsonb, primaryKey, foreignKey, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { timestamp } from '../../platform/db/columns.js';
import { studios } from '../../platform/auth/tables.js';
import { clients } from '../clients/tables.js';

/** A wall-clock time `HH:MM`; `24:00` only as an end (the midnight that ends the day). */
const WALL_TIME = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
const WALL_END = `'^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'`;

/** Weekly hours and date overrides, read on the wall clock of `display_timezone`. */
export const schedules = pgTable(
  'schedules',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    scheduleType: text('schedule_type').notNull().default('custom'),
    displayTimezone: text('display_timezone').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    index('schedules_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const scheduleIntervals = pgTable(
  'schedule_intervals',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    scheduleId: text('schedule_id').notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'schedule_intervals_schedule_fk', columns: [t.studioId, t.scheduleId], foreignColumns: [schedules.studioId, schedules.id] }).onDelete('cascade'),
    index('schedule_intervals_schedule_idx').on(t.studioId, t.scheduleId),
    check('schedule_intervals_day_known', sql`${t.dayOfWeek} BETWEEN 0 AND 6`),
    check('schedule_intervals_times', sql`${t.startTime} ~ ${sql.raw(WALL_TIME)} AND ${t.endTime} ~ ${sql.raw(WALL_END)} AND ${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * A date's own hours, replacing its weekly ones: one row per interval, or one row with `unavailable`
 * (and no times) for a day off.
 */
export const scheduleOverrides = pgTable(
  'schedule_overrides',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    scheduleId: text('schedule_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    unavailable: boolean('unavailable').notNull().default(false),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'schedule_overrides_schedule_fk', columns: [t.studioId, t.scheduleId], foreignColumns: [schedules.studioId, schedules.id] }).onDelete('cascade'),
    index('schedule_overrides_date_idx').on(t.studioId, t.scheduleId, t.date, t.startTime),
    check(
      'schedule_overrides_times',
      sql`(${t.unavailable} AND ${t.startTime} IS NULL AND ${t.endTime} IS NULL) OR (NOT ${t.unavailable} AND ${t.startTime} ~ ${sql.raw(WALL_TIME)} AND ${t.endTime} ~ ${sql.raw(WALL_END)} AND ${t.startTime} < ${t.endTime})`,
    ),
  ],
);

export interface PaymentMethod {
  name: string;
  enabled: boolean;
  type: 'service-payments' | 'manual';
  instructions: string | null;
}

export interface IntakeFormField {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'email' | 'phone' | 'select' | 'checkbox';
  required: boolean;
  options: string[] | null;
}

export interface Tax {
  name: string;
  rate: number;
}

export const sessionTypes = pgTable(
  'session_types',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    duration: integer('duration').notNull(),
    location: text('location'),
    description: text('description'),
    paymentAmountFull: bigint('payment_amount_full', { mode: 'number' }),
    paymentAmountPartial: bigint('payment_amount_partial', { mode: 'number' }),
    currency: text('currency').notNull(),
    collectPayment: boolean('collect_payment').notNull().default(false),
    minimumNoticeDuration: integer('minimum_notice_duration'),
    maximumNoticeDuration: integer('maximum_notice_duration'),
    paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>().notNull().default([]),
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    /** Null: candidate starts step by the duration. */
    slotInterval: integer('slot_interval'),
    intakeFormFields: jsonb('intake_form_fields').$type<IntakeFormField[]>().notNull().default([]),
    cancellationPolicy: text('cancellation_policy'),
    reschedulePolicy: text('reschedule_policy'),
    contractTemplateId: text('contract_template_id'),
    questionnaireTemplateId: text('questionnaire_template_id'),
    taxes: jsonb('taxes').$type<Tax[]>().notNull().default([]),
    scheduleId: text('schedule_id').notNull(),
    /** Whether clients may book it themselves at its booking page (API.md §11); the page also needs `published`. */
    onlineBooking: boolean('online_booking').notNull().default(false),
    /** The random part of the booking page's address, made the first time online booking is turned on and kept after. */
    bookingSlug: text('booking_slug'),
    /** Hours before a booked session's start that its client is reminded by mail (API.md §11); null for no reminder. */
    reminderHours: integer('reminder_hours').default(24),
    /** Deleted session types stay for the sessions booked with them; nothing else reads them. */
    deletedAt: timestamp('deleted_at'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'session_types_schedule_fk', columns: [t.studioId, t.scheduleId], foreignColumns: [schedules.studioId, schedules.id] }).onDelete('restrict'),
    index('session_types_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} IS NULL`),
    // The booking page's address names no studio: the slug alone finds the session type.
    uniqueIndex('session_types_booking_slug_key').on(t.bookingSlug),
    check('session_types_status_known', sql`${t.status} IN ('draft', 'published')`),
    check('session_types_duration_positive', sql`${t.duration} > 0`),
    check(
      'session_types_notice_order',
      sql`${t.minimumNoticeDuration} IS NULL OR ${t.maximumNoticeDuration} IS NULL OR ${t.minimumNoticeDuration} <= ${t.maximumNoticeDuration}`,
    ),
  ],
);

export const SESSION_STATUSES = ['inquiry', 'booked', 'cancelled', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const sessions = pgTable(
  'sessions',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    sessionTypeId: text('session_type_id').notNull(),
    clientId: text('client_id').notNull(),
    status: text('status', { enum: SESSION_STATUSES }).notNull(),
    startsAt: timestamp('starts_at').notNull(),
    endsAt: timestamp('ends_at').notNull(),
    location: text('location'),
    notes: text('notes'),
    /** The SHA-256 digest of the secret of the session's manage page, for sessions booked at the booking page. */
    manageTokenHash: text('manage_token_hash'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    // The manage page's address names no studio: the token alone finds the session.
    uniqueIndex('sessions_manage_token_key').on(t.manageTokenHash),
    foreignKey({ name: 'sessions_session_type_fk', columns: [t.studioId, t.sessionTypeId], foreignColumns: [sessionTypes.studioId, sessionTypes.id] }).onDelete('restrict'),
    // A client's sessions are its history: a client with sessions is archived, not deleted.
    foreignKey({ name: 'sessions_client_fk', columns: [t.studioId, t.clientId], foreignColumns: [clients.studioId, clients.id] }).onDelete('restrict'),
    index('sessions_calendar_idx').on(t.studioId, t.startsAt, t.id),
    index('sessions_client_idx').on(t.studioId, t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sessions_inquiry_idx').on(t.studioId).where(sql`${t.status} = 'inquiry'`),
    check('sessions_status_known', sql`${t.status} IN ('inquiry', 'booked', 'cancelled', 'completed')`),
    check('sessions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // The exclusion constraint that keeps two live sessions from sharing a moment is in migration 0005:
    // drizzle-kit cannot express it.
  ],
);

/** Secret calendar addresses: only the SHA-256 digest of the secret is stored. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name'),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    // The feed's address names no studio: the secret alone finds it.
    uniqueIndex('calendar_feeds_secret_key').on(t.secretHash),
    index('calendar_feeds_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
