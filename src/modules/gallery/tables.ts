import { sql } from 'drizzle-orm';
import { pgTable, text, integer, smallint, boolean, bigint, date, jsonb, primaryKey, foreignKey, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { timestamp } from '../../platform/db/columns.js';
import { studios } from '../../platform/auth/tables.js';

export const ACCESS_LEVELS = ['view', 'download', 'full'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const DOWNLOAD_SIZES = ['original', 'web'] as const;
export type DownloadSize = (typeof DOWNLOAD_SIZES)[number];
export const MEDIA_KINDS = ['photo', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_STATES = ['awaiting_upload', 'processing', 'ready', 'failed'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];
export const WATERMARK_POSITIONS = ['center', 'top_left', 'top_right', 'bottom_left', 'bottom_right', 'tiled'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

export interface ExpiryReminder {
  days_before: number;
  enabled: boolean;
}

/**
 * A client gallery. `password_hash` is a scrypt hash (never returned); the download settings and the
 * watermark are the collection's edit data (`GET /collections/{id}/edit`).
 */
export const collections = pgTable(
  'collections',
  {
    studioId: text('studio_id').notNull().references(() => studios.id, { onDelete: 'cascade' }),
    /** 8 random digits, unique per studio. */
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    passwordHash: text('password_hash'),
    downloadable: boolean('downloadable').notNull().default(true),
    downloadSizes: jsonb('download_sizes').$type<DownloadSize[]>().notNull().default(['original', 'web']),
    downloadPinRequired: boolean('download_pin_required').notNull().default(false),
    /** The access level a collection client gets when none is given. */
    defaultAccessLevel: text('default_access_level', { enum: ACCESS_LEVELS }).notNull().default('view'),
    watermarkEnabled: boolean('watermark_enabled').notNull().default(false),
    watermarkText: text('watermark_text'),
    watermarkPosition: text('watermark_position', { enum: WATERMARK_POSITIONS }).notNull().default('center'),
    /** Percent, 0 to 100. */
    watermarkOpacity: smallint('watermark_opacity').notNull().default(50),
    expiryReminders: jsonb('expiry_reminders').$type<ExpiryReminder[]>().notNull().default([]),
    messageLanguages: jsonb('message_languages').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    index('collections_list_idx').on(t.studioId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('collections_id_shape', sql`${t.id} ~ '^[0-9]{8}$'`),
    check('collections_watermark_opacity', sql`${t.watermarkOpacity} BETWEEN 0 AND 100`),
    check('collections_access_level_known', sql`${t.defaultAccessLevel} IN ('view', 'download', 'full')`),
  ],
);

export const galleries = pgTable(
  'galleries',
  {
    studioId: text('studio_id').notNull(),
    /** 9 random digits, unique per studio. */
    id: text('id').notNull(),
    collectionId: text('collection_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    private: boolean('private').notNull().default(false),
    download: boolean('download').notNull().default(true),
    /** Null: the gallery's first photo is its cover. */
    coverPhotoId: text('cover_photo_id'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'galleries_collection_fk', columns: [t.studioId, t.collectionId], foreignColumns: [collections.studioId, collections.id] }).onDelete('cascade'),
    // Galleries show in the order they were made.
    index('galleries_collection_idx').on(t.studioId, t.collectionId, t.createdAt, t.id),
    check('galleries_id_shape', sql`${t.id} ~ '^[0-9]{9}$'`),
  ],
);

/**
 * Photos and videos (`kind`). The uploaded file is `original_key` in storage; a photo's renditions,
 * made by the `gallery.render` job, sit beside it (`<original_key>.thumbnail.jpg`, `.web.jpg`).
 */
export const photos = pgTable(
  'photos',
  {
    studioId: text('studio_id').notNull(),
    /** 10 random digits, unique per studio. */
    id: text('id').notNull(),
    galleryId: text('gallery_id').notNull(),
    /** The gallery's collection, kept here so that a collection's photos are one index range away. */
    collectionId: text('collection_id').notNull(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    filename: text('filename').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    state: text('state', { enum: MEDIA_STATES }).notNull().default('awaiting_upload'),
    /** Why processing failed, for the studio; null otherwise. */
    failure: text('failure'),
    width: integer('width'),
    height: integer('height'),
    takenAt: timestamp('taken_at'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    originalKey: text('original_key').notNull(),
    /** Set when the photographer stars the photo; null when not starred. */
    starredAt: timestamp('starred_at'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'photos_gallery_fk', columns: [t.studioId, t.galleryId], foreignColumns: [galleries.studioId, galleries.id] }).onDelete('cascade'),
    // A gallery's photos in the order they were added (a gallery is read like an album).
    index('photos_gallery_idx').on(t.studioId, t.galleryId, t.kind, t.createdAt, t.id),
    index('photos_collection_idx').on(t.studioId, t.collectionId, t.kind),
    index('photos_starred_idx').on(t.studioId, t.starredAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.starredAt} IS NOT NULL`),
    check('photos_id_shape', sql`${t.id} ~ '^[0-9]{10}$'`),
    check('photos_file_size_positive', sql`${t.fileSize} > 0`),
    check('photos_kind_known', sql`${t.kind} IN ('photo', 'video')`),
    check('photos_state_known', sql`${t.state} IN ('awaiting_upload', 'processing', 'ready', 'failed')`),
  ],
);

/** People given access to a collection, by email; `client_id` links the studio's client of that email, when there is one. */
export const collectionClients = pgTable(
  'collection_clients',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    collectionId: text('collection_id').notNull(),
    /** Stored lower-cased: one entry per person and collection. */
    email: text('email').notNull(),
    name: text('name'),
    accessLevel: text('access_level', { enum: ACCESS_LEVELS }).notNull(),
    lastAccessed: timestamp('last_accessed'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'collection_clients_collection_fk', columns: [t.studioId, t.collectionId], foreignColumns: [collections.studioId, collections.id] }).onDelete('cascade'),
    uniqueIndex('collection_clients_email_key').on(t.studioId, t.collectionId, t.email),
    // A client's collections (`GET /clients/{id}/cgCollections/`) are found by the client's email.
    index('collection_clients_by_email_idx').on(t.studioId, t.email),
    check('collection_clients_access_level_known', sql`${t.accessLevel} IN ('view', 'download', 'full')`),
  ],
);

/** Emails that opened a collection (`before_show` with `email`): one row per email, with its visit count. */
export const visitorEmails = pgTable(
  'visitor_emails',
  {
    studioId: text('studio_id').notNull(),
    collectionId: text('collection_id').notNull(),
    email: text('email').notNull(),
    firstVisitedAt: timestamp('first_visited_at').notNull().default(sql`now()`),
    lastVisitedAt: timestamp('last_visited_at').notNull().default(sql`now()`),
    visits: integer('visits').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.collectionId, t.email] }),
    foreignKey({ name: 'visitor_emails_collection_fk', columns: [t.studioId, t.collectionId], foreignColumns: [collections.studioId, collections.id] }).onDelete('cascade'),
  ],
);

export const photoDownloads = pgTable(
  'photo_downloads',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    collectionId: text('collection_id').notNull(),
    photoId: text('photo_id').notNull(),
    email: text('email'),
    size: text('size', { enum: DOWNLOAD_SIZES }).notNull(),
    format: text('format').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'photo_downloads_collection_fk', columns: [t.studioId, t.collectionId], foreignColumns: [collections.studioId, collections.id] }).onDelete('cascade'),
    foreignKey({ name: 'photo_downloads_photo_fk', columns: [t.studioId, t.photoId], foreignColumns: [photos.studioId, photos.id] }).onDelete('cascade'),
    index('photo_downloads_collection_idx').on(t.studioId, t.collectionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('photo_downloads_photo_idx').on(t.studioId, t.photoId),
    check('photo_downloads_size_known', sql`${t.size} IN ('original', 'web')`),
  ],
);

export const VIDEO_DOWNLOAD_STATUSES = ['started', 'completed', 'failed'] as const;

export const videoDownloads = pgTable(
  'video_downloads',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    collectionId: text('collection_id').notNull(),
    videoId: text('video_id').notNull(),
    email: text('email'),
    status: text('status', { enum: VIDEO_DOWNLOAD_STATUSES }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'video_downloads_collection_fk', columns: [t.studioId, t.collectionId], foreignColumns: [collections.studioId, collections.id] }).onDelete('cascade'),
    foreignKey({ name: 'video_downloads_video_fk', columns: [t.studioId, t.videoId], foreignColumns: [photos.studioId, photos.id] }).onDelete('cascade'),
    index('video_downloads_collection_idx').on(t.studioId, t.collectionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('video_downloads_bytes', sql`${t.bytes} IS NULL OR ${t.bytes} >= 0`),
    check('video_downloads_status_known', sql`${t.status} IN ('started', 'completed', 'failed')`),
  ],
);

export const SHARING_PERMISSIONS = ['view', 'download'] as const;

/**
 * Links that open a photo (`photo_id`) or a whole collection without a credential, at
 * `/s/<token>`. The token is kept as it is: the studio's list shows each link's address.
 */
export const sharingLinks = pgTable(
  'sharing_links',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    collectionId: text('collection_id').notNull(),
    photoId: text('photo_id'),
    token: text('token').notNull(),
    permissions: text('permissions', { enum: SHARING_PERMISSIONS }).notNull(),
    /**
     * A personal link (an invitation) belongs to the collection client with this email (lower-cased):
     * what its visitor favorites and downloads is recorded under it, without asking. Null: anyone's.
     */
    clientEmail: text('client_email'),
    expiresAt: timestamp('expires_at'),
    uses: integer('uses').notNull().default(0),
    lastUsedAt: timestamp('last_used_at'),
    revokedAt: timestamp('revoked_at'),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'sharing_links_collection_fk', columns: [t.studioId, t.collectionId], foreignColumns: [collections.studioId, collections.id] }).onDelete('cascade'),
    foreignKey({ name: 'sharing_links_photo_fk', columns: [t.studioId, t.photoId], foreignColumns: [photos.studioId, photos.id] }).onDelete('cascade'),
    // The public address names no studio: the token alone finds the link.
    uniqueIndex('sharing_links_token_key').on(t.token),
    index('sharing_links_collection_idx').on(t.studioId, t.collectionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('sharing_links_permissions_known', sql`${t.permissions} IN ('view', 'download')`),
  ],
);

/** A visitor's favorite photo or video, by email: one per item and email. */
export const favorites = pgTable(
  'favorites',
  {
    studioId: text('studio_id').notNull(),
    id: text('id').notNull(),
    collectionId: text('collection_id').notNull(),
    photoId: text('photo_id').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.id] }),
    foreignKey({ name: 'favorites_collection_fk', columns: [t.studioId, t.collectionId], foreignColumns: [collections.studioId, collections.id] }).onDelete('cascade'),
    foreignKey({ name: 'favorites_photo_fk', columns: [t.studioId, t.photoId], foreignColumns: [photos.studioId, photos.id] }).onDelete('cascade'),
    uniqueIndex('favorites_item_email_key').on(t.studioId, t.collectionId, t.photoId, t.email),
    index('favorites_collection_idx').on(t.studioId, t.collectionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A collection client's `favorites_count`.
    index('favorites_email_idx').on(t.studioId, t.collectionId, t.email),
  ],
);
