/**
 * The gallery of a demo studio: collections with their galleries, the people given access (some of them
 * the studio's clients, who then list the collections under `GET /clients/{id}/cgCollections/`), photos
 * made with sharp at seed time, uploaded to storage and processed by the job queue as any upload is, and
 * what visitors leave behind: visits, favorites, downloads, a sharing link, starred photos.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Services } from '../areas.js';
import type { Caller } from '../platform/access.js';
import type { Db } from '../platform/db/pool.js';
import { randomAlphanumeric } from '../platform/ids.js';
import type { CollectionCreate } from '../modules/gallery/collections/schemas.js';
import { newDigitsId } from '../modules/gallery/ids.js';
import { originalKey } from '../modules/gallery/photos/media.js';
import { photoQueries } from '../modules/gallery/photos/queries.js';
import type { MediaContext } from '../modules/gallery/present.js';
import { PhotoDownloadRecorder } from '../modules/gallery/tracking/downloads.js';
import { favorites, sharingLinks, type AccessLevel } from '../modules/gallery/tables.js';
import { SeededChoices } from './bulk.js';
import { GalleryBulkLoader } from './gallery-bulk.js';
import { sceneJpeg } from './images.js';
import { seededRandom } from './people.js';

interface Shoot {
  collection: CollectionCreate;
  /** Its expiry date, days from the seeding (a negative number: expired already); none unless given. */
  expiresInDays?: number;
  /** One to three galleries; a name ending in "(private)" is hidden from visitors. */
  galleries: string[];
  tags: string[];
  palette: readonly [string, string, string];
}

/** The collections of a demo studio, in turn; past the last, the first again with a number. */
const SHOOTS: Shoot[] = [
  {
    collection: { name: 'Lovelace & Byron wedding', description: 'June 14 at the Brooklyn Botanic Garden.', password: 'rosegarden', default_access_level: 'download' },
    expiresInDays: 90,
    galleries: ['Getting ready', 'Ceremony', 'Reception'],
    tags: ['rings', 'vows', 'first dance', 'family'],
    palette: ['#8fb8de', '#f7dcb4', '#4f6b3a'],
  },
  {
    collection: { name: 'Okafor family, autumn', description: 'Prospect Park, golden hour.', default_access_level: 'download' },
    galleries: ['Prospect Park', 'At home'],
    tags: ['kids', 'grandparents', 'candid'],
    palette: ['#f2a65a', '#f7d08a', '#7a4b2a'],
  },
  {
    collection: { name: 'Marín headshots', description: 'Two looks, studio backdrop.', default_access_level: 'full' },
    galleries: ['Selects'],
    tags: ['look 1', 'look 2'],
    palette: ['#c9c9c9', '#9a9a9a', '#3b3b3b'],
  },
  {
    collection: { name: 'Harbor Street Bakery, brand shoot', downloadable: true, default_access_level: 'full' },
    galleries: ['Products', 'Team', 'Behind the scenes (private)'],
    tags: ['bread', 'pastry', 'team'],
    palette: ['#f5e6c8', '#e0b97a', '#6b3f1f'],
  },
  {
    collection: { name: 'Chen newborn session', description: 'The gallery closed after its month online.' },
    expiresInDays: -10,
    galleries: ['Studio', 'With the family'],
    tags: ['details', 'siblings'],
    palette: ['#f3e3e8', '#e8c6cf', '#b9a3ab'],
  },
  {
    collection: { name: 'Brooks graduation portraits', downloadable: false },
    galleries: ['Campus'],
    tags: ['cap and gown'],
    palette: ['#6fa3d8', '#d8e6f2', '#2f5d3a'],
  },
];

/** Stored width × height of the photos (a camera's, scaled down for seeding speed); some are turned by their EXIF orientation. */
const SHAPES: [number, number][] = [[2400, 1600], [1600, 2400], [2048, 1365], [1800, 1200], [1200, 1800], [1200, 800]];
const GUESTS = ['grandma.rose@example.com', 'best.man@example.com', 'office@harborstreetbakery.example'];
const PHOTOS_PER_GALLERY: [number, number] = [3, 6];
const PROCESSING_TIMEOUT_MS = 120_000;
const DAY_MS = 86_400_000;

export interface GalleryCounts {
  /** Collections with real photos. */
  collections: number;
  /** Collections as rows only, with galleries and clients but no photos (benchmarks). */
  bulkCollections: number;
  /** Photos of one more collection's one gallery, as rows only, `ready` with no files (benchmarks). */
  bulkPhotos: number;
}

/** The demo studio's gallery: collections with real photos, then rows for benchmarks. */
export async function seedGallery(
  context: { services: Services; db: Db },
  caller: Caller,
  counts: GalleryCounts,
  progress?: (what: 'collections' | 'photos', done: number, total: number) => void,
): Promise<void> {
  if (counts.collections + counts.bulkCollections + counts.bulkPhotos === 0) return;
  const { services, db } = context;
  const already = (await services.collections.list(caller, { limit: 1, offset: 0 })).meta.total;
  const random = seededRandom(already + 1);
  const clientEmails = (await services.clients.list(caller, null, { page: 1, perPage: 50 })).data.flatMap((client) => (client.email ? [client.email] : []));
  const report = (what: 'collections' | 'photos') => (done: number, total: number) => progress?.(what, done, total);
  if (counts.collections > 0) await seedCollections(context, caller, { count: counts.collections, random, clientEmails, progress: report('collections') });
  if (counts.bulkCollections + counts.bulkPhotos === 0) return;
  const loader = new GalleryBulkLoader(db);
  const studioId = caller.studio.id;
  if (counts.bulkCollections > 0) await loader.collections({ studioId, count: counts.bulkCollections, clientEmails, random, progress: report('collections') });
  if (counts.bulkPhotos > 0) await loader.album({ studioId, count: counts.bulkPhotos, random, progress: report('photos') });
}

export interface GallerySeed {
  /** Collections to add, with real photos. */
  count: number;
  random: () => number;
  /** The studio's clients' emails, some of whom are given access. */
  clientEmails: readonly string[];
  /** Called before the first collection and after each with the number made so far. */
  progress?: (done: number, total: number) => void;
}

/** What a seeding made. */
export interface SeededGallery {
  collectionIds: string[];
  photoIds: string[];
}

/**
 * `count` collections as a studio would make them through the API, their photos processed by the job
 * queue: by this process's workers, and by those of any instance running beside it.
 */
export async function seedCollections(context: { services: Services; db: Db }, caller: Caller, seed: GallerySeed): Promise<SeededGallery> {
  const already = (await context.services.collections.list(caller, { limit: 1, offset: 0 })).meta.total;
  const maker = new CollectionMaker(context, caller, seed, already);
  const made: SeededGallery = { collectionIds: [], photoIds: [] };
  const visits: Visit[] = [];
  seed.progress?.(0, seed.count);
  for (let i = 0; i < seed.count; i++) {
    const collection = await maker.collection(already + i);
    made.collectionIds.push(collection.id);
    made.photoIds.push(...collection.photoIds);
    visits.push(...collection.visits);
    seed.progress?.(i + 1, seed.count);
  }
  await context.services.jobs.start();
  await untilProcessed(context.db, caller.studio.id, made.photoIds);
  await maker.leaveTraces(visits);
  return made;
}

/** A collection client's visit, and what they may do after it. */
interface Visit {
  collectionId: string;
  email: string;
  accessLevel: AccessLevel;
  photoIds: string[];
}

class CollectionMaker extends SeededChoices {
  private readonly media: MediaContext;
  private photoNumber = 1;

  constructor(
    private readonly context: { services: Services; db: Db },
    private readonly caller: Caller,
    private readonly seed: GallerySeed,
    private readonly already: number,
  ) {
    super(seed.random);
    // The links in the services' answers start with this origin; seeding keeps none of them.
    this.media = { origin: 'http://localhost', links: context.services.mediaFiles.links, studioId: caller.studio.id };
  }

  /** The n-th collection of the studio, with its galleries, photos (uploaded, queued) and clients. */
  async collection(n: number): Promise<{ id: string; photoIds: string[]; visits: Visit[] }> {
    const { services } = this.context;
    const shoot = SHOOTS[n % SHOOTS.length];
    const round = Math.floor(n / SHOOTS.length);
    const name = round === 0 ? shoot.collection.name : `${shoot.collection.name} ${round + 1}`;
    const expiry = shoot.expiresInDays === undefined ? {} : { expiry_date: new Date(Date.now() + shoot.expiresInDays * DAY_MS).toISOString().slice(0, 10) };
    const collection = await services.collections.create(this.caller, { ...shoot.collection, ...expiry, name });
    const shotOn = Date.now() - this.between(20, 400) * DAY_MS;
    const photoIds: string[] = [];
    for (const galleryName of shoot.galleries) {
      const hidden = galleryName.endsWith(' (private)');
      const gallery = await services.galleries.create(this.caller, collection.id, { name: galleryName.replace(' (private)', ''), private: hidden }, this.media);
      const count = this.between(...PHOTOS_PER_GALLERY);
      for (let i = 0; i < count; i++) photoIds.push(await this.photo(gallery.id, shoot, shotOn + photoIds.length * 180_000));
    }
    await services.photos.star(this.caller, this.pick(photoIds), true, this.media);
    const visits = await this.clients(collection.id, shoot, photoIds);
    return { id: collection.id, photoIds, visits };
  }

  /** A photo made with sharp, stored where its upload ticket would have put it, and reported uploaded. */
  private async photo(galleryId: string, shoot: Shoot, takenAt: number): Promise<string> {
    const { services } = this.context;
    const [width, height] = this.pick(SHAPES);
    // One in five is stored sideways, as a camera held upright writes it: the tag turns it back.
    const orientation = this.random() < 0.2 ? this.pick([6, 8]) : undefined;
    const stored = orientation ? { width: height, height: width } : { width, height };
    const offset = this.pick(['-04:00', '-05:00', undefined]);
    const bytes = await sceneJpeg({
      ...stored,
      palette: shoot.palette,
      random: this.seed.random,
      orientation,
      // One in six has no capture time (a scan, an edited export).
      ...(this.random() < 1 / 6 ? {} : { takenAt: exifTime(takenAt, offset), offset }),
    });
    const filename = `DSC_${String(this.already * 100 + this.photoNumber++).padStart(4, '0')}.jpg`;
    const tags = this.shuffled(shoot.tags).slice(0, this.between(0, 2));
    const { data } = await services.photos.create(this.caller, galleryId, { filename, file_size: bytes.length, tags }, this.media);
    await services.storage.write(originalKey(this.caller.studio.id, data.id), bytes, 'image/jpeg');
    await services.photos.uploaded(this.caller, data.id, this.media);
    return data.id;
  }

  /** One or two of the studio's clients and sometimes a guest; all but the last visited. */
  private async clients(collectionId: string, shoot: Shoot, photoIds: string[]): Promise<Visit[]> {
    const emails = this.shuffled(this.seed.clientEmails).slice(0, this.between(1, 2));
    if (emails.length === 0 || this.random() < 0.5) emails.push(this.pick(GUESTS));
    const visits: Visit[] = [];
    for (const [i, email] of emails.entries()) {
      const level = this.pick<AccessLevel | undefined>([undefined, undefined, 'view', 'download', 'full']);
      const entry = await this.context.services.collections.addClient(this.caller, collectionId, { email, ...(level ? { access_level: level } : {}) });
      if (i === emails.length - 1 && emails.length > 1) continue;
      const visitor = { email, ...(shoot.collection.password ? { password: shoot.collection.password } : {}) };
      await this.context.services.collections.beforeShow(this.caller, collectionId, visitor, this.media);
      visits.push({ collectionId, email: entry.email, accessLevel: entry.access_level, photoIds });
    }
    return visits;
  }

  /**
   * Favorites of the visitors, downloads of those who may download, and the first collection's
   * sharing links (to the collection and to one photo), once the photos are ready.
   */
  async leaveTraces(visits: Visit[]): Promise<void> {
    const { db } = this.context;
    const studioId = this.caller.studio.id;
    const chosen = visits.flatMap((visit) => this.shuffled(visit.photoIds).slice(0, this.between(2, 5)).map((photoId) => ({ visit, photoId })));
    if (chosen.length > 0) {
      await db.insert(favorites).values(chosen.map(({ visit, photoId }) => ({ studioId, id: newDigitsId('record'), collectionId: visit.collectionId, photoId, email: visit.email })));
    }
    const photos = photoQueries(db);
    const downloads = new PhotoDownloadRecorder(db);
    for (const visit of visits.filter((v) => v.accessLevel !== 'view')) {
      const rows = await photos.byIds(studioId, this.shuffled(visit.photoIds).slice(0, this.between(1, 3)));
      for (const photo of rows) await downloads.record(studioId, { photo, size: this.pick(['web', 'original'] as const), email: visit.email });
    }
    const first = visits[0];
    if (!first) return;
    const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
    await db.insert(sharingLinks).values([
      { studioId, id: newDigitsId('record'), collectionId: first.collectionId, photoId: null, token: randomAlphanumeric(32), permissions: 'view', expiresAt },
      { studioId, id: newDigitsId('record'), collectionId: first.collectionId, photoId: first.photoIds[0], token: randomAlphanumeric(32), permissions: 'download' },
    ]);
  }
}

/** Waits until none of the photos is processing (another instance's workers may hold some jobs); fails on a failed one. */
async function untilProcessed(db: Db, studioId: string, photoIds: string[]): Promise<void> {
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  const photos = photoQueries(db);
  for (;;) {
    const rows = await photos.byIds(studioId, photoIds);
    const failed = rows.filter((row) => row.state === 'failed');
    if (failed.length > 0) throw new Error(`seeded photos failed to process: ${failed.map((row) => `${row.id}: ${row.failure}`).join('; ')}`);
    if (rows.every((row) => row.state === 'ready')) return;
    if (Date.now() > deadline) throw new Error(`seeded photos still processing after ${PROCESSING_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

/** EXIF's `YYYY:MM:DD HH:MM:SS`, the wall time at `offset` (UTC without one). */
function exifTime(instant: number, offset: string | undefined): string {
  const minutes = offset ? (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) : 0;
  const wall = new Date(instant + minutes * 60_000).toISOString();
  return `${wall.slice(0, 10).replaceAll('-', ':')} ${wall.slice(11, 19)}`;
}
