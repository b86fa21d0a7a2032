/**
 * The gallery: rendition throughput on 24-megapixel JPEGs (renditions.ts), photos uploaded and
 * processed by the job queue (photo-uploads.ts), then the collection list of
 * a studio with about BENCH_COLLECTIONS collections and the photo list of a BENCH_GALLERY_PHOTOS-photo
 * gallery (first and last page) against the same SQL and the same link signing run by a minimal server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALBUM_NAME } from '../src/seed/gallery-bulk.js';
import { photoUploadLines } from './photo-uploads.js';
import { renditionLines } from './renditions.js';
import { READ_RATIO_TARGET } from './report.js';
import { getJson, measureCases, sameAnswer, seedDemo, startBaseline } from './scale.js';
import type { Service } from './service.js';

const COLLECTIONS_PER_PAGE = 25;
const PHOTOS_PER_PAGE = 100;

export interface GalleryBench {
  report: string;
  /** Some answer was not what it had to be. */
  failed: boolean;
}

export async function benchmarkGallery(
  service: Service,
  dataDir: string,
  databaseUrl: string,
  options: { collections: number; photos: number; seconds: number; pairs: number },
): Promise<GalleryBench> {
  const lines = await renditionLines(options);
  let failed = false;

  const seeded = await seedDemo(dataDir, ['--bulk-collections', String(options.collections), '--bulk-photos', String(options.photos)]);
  const api = { authorization: `Bearer ${seeded.token}` };
  const uploads = await photoUploadLines(service, seeded.token);
  lines.push(...uploads.lines);
  failed ||= uploads.failed;
  const studioId = (await getJson(`${service.origin}/api/v1/auth/me`, api)).data.studio.id as string;
  const total = (await getJson(`${service.origin}/api/v1/collections?limit=1`, api)).meta.total as number;
  const galleryId = await albumGallery(service.origin, api);
  const photos = (await getJson(`${service.origin}/api/v1/galleries/${galleryId}/photos?limit=1`, api)).meta.total as number;
  // The baseline signs links with the service's key for the service's origin: both answer the same bytes.
  const { signingKey } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { signingKey: string };
  const baseline = await startBaseline('pg-gallery', 'bench/pg-gallery.ts', {
    DATABASE_URL: databaseUrl, STUDIO_ID: studioId, ORIGIN: service.origin, SIGNING_KEY: signingKey,
  }, '/collections?limit=1');
  const deep = Math.max(0, photos - PHOTOS_PER_PAGE);
  const cases = [
    { name: 'collections page 1', ours: `/api/v1/collections?limit=${COLLECTIONS_PER_PAGE}&offset=0`, theirs: `/collections?limit=${COLLECTIONS_PER_PAGE}&offset=0` },
    { name: 'photos page 1', ours: `/api/v1/galleries/${galleryId}/photos?limit=${PHOTOS_PER_PAGE}&offset=0`, theirs: `/galleries/${galleryId}/photos?limit=${PHOTOS_PER_PAGE}&offset=0` },
    { name: `photos offset ${deep}`, ours: `/api/v1/galleries/${galleryId}/photos?limit=${PHOTOS_PER_PAGE}&offset=${deep}`, theirs: `/galleries/${galleryId}/photos?limit=${PHOTOS_PER_PAGE}&offset=${deep}` },
  ];
  for (const c of cases) failed ||= !(await sameAnswer(service.origin + c.ours, baseline.origin + c.theirs, api, lines, c.name));
  lines.push(
    `\nGallery lists: ${total} collections in the demo studio, an album of ${photos} photos ` +
      `(seeded ${options.collections} collections and ${options.photos} photos as rows in ${seeded.seconds.toFixed(1)} s)`,
  );
  const measured = await measureCases(service, api, baseline, cases, options, { ratio: READ_RATIO_TARGET, timed: () => false, p99Ms: 0 });
  await baseline.stop();
  lines.push(...measured.lines);
  return { report: lines.join('\n'), failed: failed || measured.failed };
}

/** The gallery of the album `seed-demo --bulk-photos` loads (src/seed/gallery-bulk.ts). */
async function albumGallery(origin: string, api: Record<string, string>): Promise<string> {
  for (let offset = 0; ; offset += 100) {
    const page = await getJson(`${origin}/api/v1/collections?limit=100&offset=${offset}`, api);
    const album = (page.data as { id: string; name: string }[]).find((collection) => collection.name === ALBUM_NAME);
    if (album) return ((await getJson(`${origin}/api/v1/collections/${album.id}/galleries`, api)).data as { id: string }[]).at(-1)!.id;
    if (offset + 100 >= page.meta.total) throw new Error(`the demo studio has no collection "${ALBUM_NAME}"`);
  }
}
