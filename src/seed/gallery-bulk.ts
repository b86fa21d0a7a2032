/**
 * Bulk loading of gallery rows for benchmarks: collections with their galleries and clients, and an
 * event album of thousands of photos, as rows only. The photos are `ready` as the render job leaves
 * them (size, capture time) but have no files behind them: lists and their signed links work, the files
 * at those links answer 404.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/pool.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { DIGITS, type DigitKind } from '../modules/gallery/ids.js';
import { originalKey } from '../modules/gallery/media.js';
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
  /** Photos in the album's one gallery. */
  count: number;
  random: () => number;
  now?: number;
  progress?: (done: number, total: number) => void;
}

const BATCH = 2000;
const DAY_MS = 86_400_000;
const KINDS = ['wedding', 'family session', 'engagement', 'headshots', 'newborn session', 'graduation', 'brand shoot', 'maternity session'];
const SURNAMES = ['Nguyen', 'Patel', 'Okafor', 'García', 'Kowalski', 'Lindqvist', 'Tanaka', 'Dubois', 'Haddad', 'Byrne', 'Rossi', 'Kim', 'Silva', 'Novak'];
const GALLERY_NAMES = ['Highlights', 'Portraits', 'Family', 'Details', 'Candids', 'Selects'];
const GALLERY_PASSWORD = 'demo-gallery';

type CollectionRow = typeof collections.$inferInsert;
/** What the table's defaults would have given: `insertRows` writes NULL for a column left out. */
const COLLECTION_DEFAULTS = {
  description: null, expiryDate: null, passwordHash: null, downloadable: true, downloadSizes: ['original', 'web'], downloadPinRequired: false,
  defaultAccessLevel: 'view', watermarkEnabled: false, watermarkText: null, watermarkPosition: 'center', watermarkOpacity: 50, expiryReminders: [],
  messageLanguages: [],
} satisfies Partial<CollectionRow>;
const GALLERY_DEFAULTS = { description: null, private: false, download: true, coverPhotoId: null } satisfies Partial<typeof galleries.$inferInsert>;
type GalleryRow = typeof galleries.$inferInsert;
type ClientRow = typeof collectionClients.$inferInsert;
type PhotoRow = typeof photos.$inferInsert;

export class GalleryBulkLoader {
  constructor(private db: Db) {}

  /**
   * `count` collections made over the last two years, each with 1 to 3 galleries (no photos) and 0 to 3
   * people given access, most of them the studio's clients; one in ten has a password. Answers how
   * many collections were inserted.
   */
  async collections(seed: CollectionRowsSeed): Promise<number> {
    const ids = await this.freshIds(seed.studioId, seed.random);
    const passwordHash = await hashPassword(GALLERY_PASSWORD);
    const maker = new CollectionRows(seed, ids, passwordHash);
    seed.progress?.(0, seed.count);
    for (let done = 0; done < seed.count; done += BATCH) {
      const size = Math.min(BATCH, seed.count - done);
      const rows = maker.batch(done, size);
      await this.db.transaction(async (tx) => {
        await insertRows(tx, collections, rows.collections);
        await insertRows(tx, galleries, rows.galleries);
        await insertRows(tx, collectionClients, rows.clients);
      });
      seed.progress?.(done + size, seed.count);
    }
    return seed.count;
  }

  /**
   * A collection made now with one gallery of `count` photos (an event: a race's finish line), added in
   * the order they were shot. Answers the collection's and the gallery's ids.
   */
  async album(seed: AlbumSeed): Promise<{ collectionId: string; galleryId: string }> {
    const ids = await this.freshIds(seed.studioId, seed.random);
    const now = seed.now ?? Date.now();
    const at = (ms: number) => new Date(ms).toISOString();
    const collectionId = ids.draw('collection');
    const galleryId = ids.draw('gallery');
    const madeAt = now - seed.count * 1000 - 60_000;
    await this.db.transaction(async (tx) => {
      await insertRows(tx, collections, [{
        ...COLLECTION_DEFAULTS, studioId: seed.studioId, id: collectionId, name: 'Harbor Street 10K, finish line', createdAt: at(madeAt), updatedAt: at(madeAt),
      }]);
      await insertRows(tx, galleries, [{ ...GALLERY_DEFAULTS, studioId: seed.studioId, id: galleryId, collectionId, name: 'Finish line', createdAt: at(madeAt), updatedAt: at(madeAt) }]);
    });
    const shots = new AlbumPhotos(seed, ids, { collectionId, galleryId, raceStart: now - 3 * DAY_MS, uploadStart: madeAt + 1000 });
    seed.progress?.(0, seed.count);
    for (let done = 0; done < seed.count; done += BATCH) {
      const size = Math.min(BATCH, seed.count - done);
      await this.db.transaction((tx) => insertRows(tx, photos, shots.batch(done, size)));
      seed.progress?.(done + size, seed.count);
    }
    return { collectionId, galleryId };
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

class CollectionRows extends SeededChoices {
  private readonly now: number;

  constructor(
    private readonly seed: CollectionRowsSeed,
    private readonly ids: FreshIds,
    private readonly passwordHash: string,
  ) {
    super(seed.random);
    this.now = seed.now ?? Date.now();
  }

  /** Collections `from` to `from + size` of the seeding, oldest first, with their galleries and clients. */
  batch(from: number, size: number): { collections: CollectionRow[]; galleries: GalleryRow[]; clients: ClientRow[] } {
    const batch = { collections: [] as CollectionRow[], galleries: [] as GalleryRow[], clients: [] as ClientRow[] };
    const span = 730 * DAY_MS;
    for (let i = from; i < from + size; i++) {
      const createdAt = this.now - span + Math.floor(((i + this.random()) / this.seed.count) * span);
      const id = this.ids.draw('collection');
      const protectedByPassword = this.random() < 0.1;
      batch.collections.push({
        ...COLLECTION_DEFAULTS,
        studioId: this.seed.studioId,
        id,
        name: `${this.pick(SURNAMES)} ${this.pick(KINDS)}`,
        description: this.random() < 0.5 ? 'Delivered online; prints ordered separately.' : null,
        expiryDate: this.random() < 0.3 ? new Date(createdAt + 90 * DAY_MS).toISOString().slice(0, 10) : null,
        passwordHash: protectedByPassword ? this.passwordHash : null,
        downloadable: this.random() < 0.9,
        defaultAccessLevel: this.pick(ACCESS_LEVELS),
        createdAt: iso(createdAt),
        updatedAt: iso(createdAt + this.between(0, 20) * DAY_MS),
      });
      const names = this.shuffled(GALLERY_NAMES).slice(0, this.between(1, 3));
      for (const [g, name] of names.entries()) {
        const madeAt = iso(createdAt + (g + 1) * 60_000);
        batch.galleries.push({
          ...GALLERY_DEFAULTS, studioId: this.seed.studioId, id: this.ids.draw('gallery'), collectionId: id, name, private: g > 0 && this.random() < 0.2, createdAt: madeAt, updatedAt: madeAt,
        });
      }
      const emails = new Set<string>();
      for (let c = this.between(0, 3); c > 0; c--) {
        emails.add(this.seed.clientEmails.length > 0 && this.random() < 0.8 ? this.pick(this.seed.clientEmails).toLowerCase() : `guest${this.between(1, 9999)}@example.com`);
      }
      for (const email of emails) {
        batch.clients.push({
          studioId: this.seed.studioId, id: this.ids.draw('record'), collectionId: id, email, name: null, accessLevel: this.pick(ACCESS_LEVELS),
          lastAccessed: this.random() < 0.6 ? iso(createdAt + this.between(1, 30) * DAY_MS) : null, createdAt: iso(createdAt + 10 * 60_000),
        });
      }
    }
    return batch;
  }
}

class AlbumPhotos extends SeededChoices {
  constructor(
    private readonly seed: AlbumSeed,
    private readonly ids: FreshIds,
    private readonly album: { collectionId: string; galleryId: string; raceStart: number; uploadStart: number },
  ) {
    super(seed.random);
  }

  /** Photos `from` to `from + size`: shot a few seconds apart, uploaded a second apart in that order. */
  batch(from: number, size: number): PhotoRow[] {
    const rows: PhotoRow[] = [];
    for (let i = from; i < from + size; i++) {
      const id = this.ids.draw('photo');
      const portrait = this.random() < 0.3;
      const created = this.album.uploadStart + i * 1000;
      rows.push({
        studioId: this.seed.studioId,
        id,
        galleryId: this.album.galleryId,
        collectionId: this.album.collectionId,
        kind: 'photo',
        failure: null,
        filename: `FIN_${String(i + 1).padStart(5, '0')}.jpg`,
        fileSize: this.between(6_000_000, 12_000_000),
        contentType: 'image/jpeg',
        state: 'ready',
        width: portrait ? 4000 : 6000,
        height: portrait ? 6000 : 4000,
        takenAt: iso(this.album.raceStart + i * 2000 + this.between(0, 1500)),
        tags: this.random() < 0.2 ? [this.pick(['sprint', 'medal', 'team'])] : [],
        originalKey: originalKey(this.seed.studioId, id),
        starredAt: this.random() < 0.01 ? iso(created + DAY_MS) : null,
        createdAt: iso(created),
        updatedAt: iso(created + this.between(2, 30) * 1000),
      });
    }
    return rows;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
