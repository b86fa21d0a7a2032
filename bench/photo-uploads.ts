/**
 * Photos through the whole pipeline: PHOTOS uploads of a 12-megapixel JPEG as a client makes them (a
 * photo, its ticket, the file posted to the service's upload target, `uploaded`), PARALLEL at a time,
 * then the background job queue making their renditions. Reported: how long until every photo is
 * ready, photos per second, and each photo's time from `uploaded` to ready (p50, p99).
 */
import sharp from 'sharp';
import { apiOf, upload, type Api } from './photo-flow.js';
import { percentile } from './report.js';
import type { Service } from './service.js';

const PHOTOS = 200;
const PARALLEL = 10;
const WIDTH = 4000;
const HEIGHT = 3000;
const POLL_MS = 100;
const READY_TIMEOUT_MS = 600_000;

export async function photoUploadLines(service: Service, token: string): Promise<{ lines: string[]; failed: boolean }> {
  const api = apiOf(service.origin, token);
  const image = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 85 }).toBuffer();
  const collectionId = (await api('POST', '/collections', { name: 'Upload benchmark' })).data.id as string;
  const galleryId = (await api('POST', `/collections/${collectionId}/galleries`, { name: 'Uploads' })).data.id as string;
  const reportedAt = new Map<string, number>();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < PHOTOS) {
        const n = next++;
        const id = await upload(api, galleryId, `IMG_${String(n).padStart(4, '0')}.jpg`, image);
        reportedAt.set(id, performance.now());
      }
    }),
  );
  const uploadedIn = (performance.now() - started) / 1000;
  const readyAt = await untilReady(api, galleryId);
  const seconds = (Math.max(...readyAt.values()) - started) / 1000;
  const latencies = [...reportedAt].map(([id, at]) => (readyAt.get(id) ?? Number.NaN) - at);
  const failed = readyAt.size !== PHOTOS || latencies.some(Number.isNaN);
  return {
    failed,
    lines: [
      `\nPhoto uploads: ${PHOTOS} JPEGs of ${WIDTH}×${HEIGHT} (${(image.length / 1e6).toFixed(1)} MB), ${PARALLEL} clients at once, ` +
        `uploaded in ${uploadedIn.toFixed(1)} s; every one ready ${seconds.toFixed(1)} s after the first upload began: ` +
        `${(PHOTOS / seconds).toFixed(1)} photos/s; from \`uploaded\` to ready p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms${failed ? ' FAILED: not every photo became ready' : ''}`,
    ],
  };
}

/** Polls the gallery until no photo is processing; answers when each was first seen ready. */
async function untilReady(api: Api, galleryId: string): Promise<Map<string, number>> {
  const readyAt = new Map<string, number>();
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (readyAt.size < PHOTOS && performance.now() < deadline) {
    for (let offset = 0; offset < PHOTOS; offset += 100) {
      const page = await api('GET', `/galleries/${galleryId}/photos?limit=100&offset=${offset}`);
      for (const photo of page.data as { id: string; state: string }[]) {
        if (photo.state === 'ready' && !readyAt.has(photo.id)) readyAt.set(photo.id, performance.now());
        if (photo.state === 'failed') throw new Error(`photo ${photo.id} failed to process`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return readyAt;
}
