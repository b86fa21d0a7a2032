/**
 * Bulk loading of gallery rows for benchmarks: collections with their galleries, photos and clients,
 * and an event album of thousands of photos, as rows only. Photos and videos are `ready` as the render
 * job leaves them (size, capture time) but have no files behind them: lists and their signed links
 * work, the files at those links answer 404.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/pool.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { DIGITS, type DigitKind } from '../modules/gallery/ids.js';
import { originalKey } from '../modules/gallery/photos/media.js';
import { collectionClients, collections, galleries, photos, ACCESS_LEVELS } from '../modules/gallery/tables.js';
import { insertRows, SeededChoices } from './bulk.js';

export interface CollectionRowsSeed {
  studioId: string;
  /** Collections to add. */
  count: number;
  /** The studio's clients' emails, some of whom are given access. */
  clientEmails: readonly string[];
  random: () => number;
  /** The instant the collections are made before (over the two years up to it); the current time unless given. */
  now?: number;
  progress?: (done: number, total: number) => void;
}

export interface AlbumSeed {
  studioId: string;
  /** Items in the album's one gallery. */
  count: number;
  random: () => number;
  now?: number;
  progress?: (done: number, total: number) => void;
}

type CollectionRow = typeof collections.$inferInsert;
type GalleryRow = typeof galleries.$inferInsert;
type ClientRow = typeof collectionClients.$inferInsert;
type PhotoRow = typeof photos.$inferInsert;

/** What the tables' defaults would have given: `insertRows` writes NULL for a column left out. */
const COLLECTION_DEFAULTS = {
  description: null, expiryDate: null, passwordHash: null, downloadable: true, downloadSizes: ['original', 'web'], downloadPinRequired: false,
  defaultAccessLevel: 'view', watermarkEnabled: false, watermarkText: null, watermarkPosition: 'center', watermarkOpacity: 50, expiryReminders: [],
  messageLanguages: [],
} satisfies Partial<CollectionRow>;
const GALLERY_DEFAULTS = { description: null, private: false, download: true, coverPhotoId: null } satisfies Partial<GalleryRow>;

/** Collections per transaction (with their galleries, about 130 photos each, and clients). */
const COLLECTION_BATCH = 200;
const PHOTO_BATCH = 5000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Items in each gallery of a bulk collection. */
const PER_GALLERY: [number, number] = [10, 120];
const KINDS = ['wedding', 'family session', 'engagement', 'headshots', 'newborn session', 'graduation', 'brand shoot', 'maternity session'];
const SURNAMES = ['Nguyen', 'Patel', 'Okafor', 'García', 'Kowalski', 'Lindqvist', 'Tanaka', 'Dubois', 'Haddad', 'Byrne', 'Rossi', 'Kim', 'Silva', 'Novak'];
const GALLERY_NAMES = ['Highlights', 'Portraits', 'Family', 'Details', 'Candids', 'Selects'];
const GALLERY_PASSWORD = 'demo-gallery';
/**
 * Hashed once per process: scrypt is made to be slow, and seeding many studios would otherwise spend
 * a core on hashing the same password for each.
 */
let galleryPassword: Promise<string> | undefined;
const galleryPasswordHash = () => (galleryPassword ??= hashPassword(GALLERY_PASSWORD));
/** The album bulk-loaded by `album()`, which benchmarks look up by name. */
export const ALBUM_NAME = 'Harbor Street 10K, finish line';

export class GalleryBulkLoader {
  constructor(private db: Db) {}

  /**
   * `count` collections made over the last two years, each with 1 to 3 galleries of 10 to 120 items
   * (a few of them videos) and 0 to 3 people given access, most of them the studio's clients; one in
   * ten has a password. Answers how many collections were inserted.
   */
  async collections(seed: CollectionRowsSeed): Promise<number> {
    const ids = await this.freshIds(seed.studioId, seed.random);
    const maker = new CollectionRows(seed, ids, await galleryPasswordHash());
    seed.progress?.(0, seed.count);
    for (let done = 0; done < seed.count; done += COLLECTION_BATCH) {
      const size = Math.min(COLLECTION_BATCH, seed.count - done);
      const rows = maker.batch(done, size);
      await this.db.transaction(async (tx) => {
        await insertRows(tx, collections, rows.collections);
        await insertRows(tx, galleries, rows.galleries);
        await insertRows(tx, photos, rows.photos);
        await insertRows(tx, collectionClients, rows.clients);
      });
      seed.progress?.(done + size, seed.count);
    }
    return seed.count;
  }

  /**
   * A collection with one gallery of `count` items, shot at a race's finish line a few seconds apart
   * (one in a hundred a video) and added in that order. Answers the collection's and the gallery's ids.
   */
  async album(seed: AlbumSeed): Promise<{ collectionId: string; galleryId: string }> {
    const ids = await this.freshIds(seed.studioId, seed.random);
    const now = seed.now ?? Date.now();
    const collectionId = ids.draw('collection');
    const galleryId = ids.draw('gallery');
    const madeAt = iso(now - seed.count * 1000 - MINUTE_MS);
    await this.db.transaction(async (tx) => {
      await insertRows(tx, collections, [{ ...COLLECTION_DEFAULTS, studioId: seed.studioId, id: collectionId, name: ALBUM_NAME, createdAt: madeAt, updatedAt: madeAt }]);
      await insertRows(tx, galleries, [{ ...GALLERY_DEFAULTS, studioId: seed.studioId, id: galleryId, collectionId, name: 'Finish line', createdAt: madeAt, updatedAt: madeAt }]);
    });
    const items = new PhotoRows(seed.random, seed.studioId, ids);
    const album = { collectionId, galleryId };
    const raceStart = now - 3 * DAY_MS;
    const uploadStart = Date.parse(madeAt) + 1000;
    seed.progress?.(0, seed.count);
    for (let done = 0; done < seed.count; done += PHOTO_BATCH) {
      const size = Math.min(PHOTO_BATCH, seed.count - done);
      const rows = Array.from({ length: size }, (_, i) => items.item(album, 'FIN', done + i, { shotAt: raceStart + (done + i) * 2000, uploadedAt: uploadStart + (done + i) * 1000, videos: 0.01 }));
      await this.db.transaction((tx) => insertRows(tx, photos, rows));
      seed.progress?.(done + size, seed.count);
    }
    return album;
  }

  /** Fresh statistics and visibility maps after a bulk load, so plans and index-only scans are right. */
  async analyze(): Promise<void> {
    for (const table of [collections, galleries, collectionClients, photos]) await this.db.execute(sql`VACUUM (ANALYZE) ${table}`);
  }

  /** Identifiers drawn from the seed, none of them one the studio has already. */
  private async freshIds(studioId: string, random: () => number): Promise<FreshIds> {
    const taken = async (table: PgTable & { studioId: PgColumn; id: PgColumn }) =>
      (await this.db.select({ id: table.id }).from(table).where(eq(table.studioId, studioId))).map((row) => row.id as string);
    const existing = [...(await taken(collections)), ...(await taken(galleries)), ...(await taken(photos)), ...(await taken(collectionClients))];
    return new FreshIds(random, new Set(existing));
  }
}

/** Random digit identifiers of each kind's length, never one in `taken` (which each draw joins). */
class FreshIds {
  constructor(
    private readonly random: () => number,
    private readonly taken: Set<string>,
  ) {}

  draw(kind: DigitKind): string {
    for (;;) {
      let id = String(1 + Math.floor(this.random() * 9));
      while (id.length < DIGITS[kind]) id += String(Math.floor(this.random() * 10));
      if (!this.taken.has(id)) {
        this.taken.add(id);
        return id;
      }
    }
  }
}

/** Photos and videos as the render job leaves them: photos of a 24-megapixel camera, HD videos. */
class PhotoRows extends SeededChoices {
  constructor(
    random: () => number,
    private readonly studioId: string,
    private readonly ids: FreshIds,
  ) {
    super(random);
  }

  /** The n-th item of a gallery, named `<prefix>_<n + 1>`, a video with the probability `videos`. */
  item(gallery: { collectionId: string; galleryId: string }, prefix: string, n: number, at: { shotAt: number; uploadedAt: number; videos: number }): PhotoRow {
    const id = this.ids.draw('photo');
    const video = this.random() < at.videos;
    const portrait = this.random() < 0.3;
    return {
      studioId: this.studioId,
      id,
      galleryId: gallery.galleryId,
      collectionId: gallery.collectionId,
      kind: video ? 'video' : 'photo',
      filename: `${prefix}_${String(n + 1).padStart(5, '0')}.${video ? 'mp4' : 'jpg'}`,
      fileSize: video ? this.between(50_000_000, 400_000_000) : this.between(6_000_000, 12_000_000),
      contentType: video ? 'video/mp4' : 'image/jpeg',
      state: 'ready',
      failure: null,
      width: video ? 1920 : portrait ? 4000 : 6000,
      height: video ? 1080 : portrait ? 6000 : 4000,
      // Videos are only checked for their file: no capture time is read from them.
      takenAt: video ? null : iso(at.shotAt + this.between(0, 1500)),
      tags: this.random() < 0.2 ? [this.pick(['sprint', 'medal', 'team', 'candid', 'family'])] : [],
      originalKey: originalKey(this.studioId, id),
      starredAt: this.random() < 0.01 ? iso(at.uploadedAt + DAY_MS) : null,
      createdAt: iso(at.uploadedAt),
      updatedAt: iso(at.uploadedAt + this.between(2, 30) * 1000),
    };
  }
}

class CollectionRows extends SeededChoices {
  private readonly now: number;
  private readonly items: PhotoRows;

  constructor(
    private readonly seed: CollectionRowsSeed,
    private readonly ids: FreshIds,
    private readonly passwordHash: string,
  ) {
    super(seed.random);
    this.now = seed.now ?? Date.now();
    this.items = new PhotoRows(seed.random, seed.studioId, ids);
  }

  /** Collections `from` to `from + size` of the seeding, oldest first, with their galleries, photos and clients. */
  batch(from: number, size: number): { collections: CollectionRow[]; galleries: GalleryRow[]; photos: PhotoRow[]; clients: ClientRow[] } {
    const batch = { collections: [] as CollectionRow[], galleries: [] as GalleryRow[], photos: [] as PhotoRow[], clients: [] as ClientRow[] };
    const span = 730 * DAY_MS;
    for (let i = from; i < from + size; i++) {
      const createdAt = this.now - span + Math.floor(((i + this.random()) / this.seed.count) * span);
      const id = this.ids.draw('collection');
      batch.collections.push({
        ...COLLECTION_DEFAULTS,
        studioId: this.seed.studioId,
        id,
        name: `${this.pick(SURNAMES)} ${this.pick(KINDS)}`,
        description: this.random() < 0.5 ? 'Delivered online; prints ordered separately.' : null,
        expiryDate: this.random() < 0.3 ? new Date(createdAt + 90 * DAY_MS).toISOString().slice(0, 10) : null,
        passwordHash: this.random() < 0.1 ? this.passwordHash : null,
        downloadable: this.random() < 0.9,
        defaultAccessLevel: this.pick(ACCESS_LEVELS),
        createdAt: iso(createdAt),
        updatedAt: iso(createdAt + this.between(0, 20) * DAY_MS),
      });
      let uploadedAt = createdAt + MINUTE_MS;
      for (const [g, name] of this.shuffled(GALLERY_NAMES).slice(0, this.between(1, 3)).entries()) {
        const gallery = { collectionId: id, galleryId: this.ids.draw('gallery') };
        const madeAt = iso(createdAt + (g + 1) * MINUTE_MS);
        batch.galleries.push({ ...GALLERY_DEFAULTS, studioId: this.seed.studioId, id: gallery.galleryId, collectionId: id, name, private: g > 0 && this.random() < 0.2, createdAt: madeAt, updatedAt: madeAt });
        const shotAt = createdAt - this.between(3, 20) * DAY_MS;
        const count = this.between(...PER_GALLERY);
        for (let n = 0; n < count; n++, uploadedAt += 1000) {
          batch.photos.push(this.items.item(gallery, 'IMG', n, { shotAt: shotAt + n * 30_000, uploadedAt, videos: 0.02 }));
        }
      }
      const emails = new Set<string>();
      for (let c = this.between(0, 3); c > 0; c--) {
        emails.add(this.seed.clientEmails.length > 0 && this.random() < 0.8 ? this.pick(this.seed.clientEmails).toLowerCase() : `guest${this.between(1, 9999)}@example.com`);
      }
      for (const email of emails) {
        batch.clients.push({
          studioId: this.seed.studioId, id: this.ids.draw('record'), collectionId: id, email, name: null, accessLevel: this.pick(ACCESS_LEVELS),
          lastAccessed: this.random() < 0.6 ? iso(createdAt + this.between(1, 30) * DAY_MS) : null, createdAt: iso(createdAt + 10 * MINUTE_MS),
        });
      }
    }
    return batch;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
