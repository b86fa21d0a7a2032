/**
 * The `gallery.render` job: reads an uploaded photo's size and capture time, and makes its
 * thumbnail and web renditions (JPEG, EXIF orientation applied, colour profile kept). Videos are
 * only checked for their file. Any instance may run it (the job queue).
 */
import type { Readable } from 'node:stream';
import type { Metadata } from 'sharp';
import type { Db } from '../../../platform/db/pool.js';
import { PermanentFailure, type JobHandler } from '../../../platform/jobs/queue.js';
import type { Storage } from '../../../platform/storage/index.js';
import type { WebhookEvents } from '../../webhooks/service.js';
import { RENDITION_EDGE, renditionKey, type MediaLinks, type Rendition } from './media.js';
import { presentPhoto } from './present.js';
import { photoQueries, type PhotoRow } from './queries.js';
import { importedOnFirstUse } from '../../../platform/first-use.js';

const sharp = importedOnFirstUse(async () => (await import('sharp')).default);
const exifr = importedOnFirstUse(async () => (await import('exifr')).default);

export interface RenderPayload {
  studioId: string;
  photoId: string;
  /** The origin of the request that queued the job, for the links of the `photo.ready` event. */
  origin: string;
}

/** What the job needs to tell the studio's webhooks that a photo is ready. */
export interface ReadyNotice {
  events: WebhookEvents;
  links: MediaLinks;
}

const JPEG = { quality: 82, progressive: true } as const;

export function renderJob(db: Db, storage: Storage, maxBytes: number, { events, links }: ReadyNotice): JobHandler {
  const photos = photoQueries(db);
  return {
    async run(payload) {
      const { studioId, photoId, origin } = payload as unknown as RenderPayload;
      const photo = await photos.byId(studioId, photoId);
      // Deleted since, or already done by an earlier run that lost its lease: nothing to do.
      if (photo?.state !== 'processing') return;
      const stored = await storage.read(photo.originalKey);
      if (!stored) throw new PermanentFailure('The uploaded file is no longer in storage.');
      const original = await bytesOf(stored.stream, maxBytes);
      const facts = photo.kind === 'photo' ? await render(storage, photo, original) : {};
      await db.transaction(async (tx) => {
        const ready = await photos.ready(tx, studioId, photoId, facts);
        if (ready) await events.record(tx, studioId, 'photo.ready', presentPhoto(ready, { origin, links, studioId }));
      });
    },
    async givenUp(payload, reason) {
      const { studioId, photoId } = payload as unknown as RenderPayload;
      await photos.update(studioId, photoId, { state: 'failed', failure: reason });
    },
  };
}

export interface ImageFacts {
  width: number;
  height: number;
  takenAt: string | null;
}

/** Writes the photo's renditions and answers its displayed size and capture time. */
async function render(storage: Storage, photo: PhotoRow, original: Buffer): Promise<ImageFacts> {
  const { web, facts } = await renditionsOf(original);
  await storage.write(renditionKey(photo.originalKey, 'web'), web.data, 'image/jpeg');
  await storage.write(renditionKey(photo.originalKey, 'thumbnail'), web.thumbnail, 'image/jpeg');
  return facts;
}

/**
 * The web rendition is made from the original, the thumbnail from the web rendition: the original
 * (24 megapixels and more) is decoded once.
 */
export async function renditionsOf(original: Buffer): Promise<{ web: { data: Buffer; thumbnail: Buffer }; facts: ImageFacts }> {
  let metadata: Metadata;
  try {
    metadata = await (await sharp())(original).metadata();
  } catch {
    throw new PermanentFailure('The file is not an image the service can read.');
  }
  const web = await rendition(original, 'web');
  const thumbnail = await rendition(web, 'thumbnail');
  return { web: { data: web, thumbnail }, facts: { ...displayedSize(metadata), takenAt: await takenAt(original) } };
}

async function rendition(input: Buffer, size: Rendition): Promise<Buffer> {
  try {
    return await (await sharp())(input, { failOn: 'error' })
      .autoOrient()
      .resize({ width: RENDITION_EDGE[size], height: RENDITION_EDGE[size], fit: 'inside', withoutEnlargement: true })
      .keepIccProfile()
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer();
  } catch (error) {
    throw new PermanentFailure(`The image could not be decoded: ${(error as Error).message}`);
  }
}

/** Width and height as displayed: EXIF orientations 5 to 8 turn the picture a quarter. */
function displayedSize(metadata: Metadata): { width: number; height: number } {
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return turned ? { width: height, height: width } : { width, height };
}

/** EXIF `DateTimeOriginal` with `OffsetTimeOriginal` when the camera wrote one, else read as UTC; null when absent or unreadable. */
export async function takenAt(original: Buffer): Promise<string | null> {
  const tags = await (await exifr())
    .parse(original, { pick: ['DateTimeOriginal', 'OffsetTimeOriginal'], reviveValues: false })
    .catch(() => undefined) as { DateTimeOriginal?: string; OffsetTimeOriginal?: string } | undefined;
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(tags?.DateTimeOriginal ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const offset = /^[+-]\d{2}:\d{2}$/.test(tags?.OffsetTimeOriginal ?? '') ? tags!.OffsetTimeOriginal! : 'Z';
  const text = `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
  return Number.isNaN(Date.parse(text)) ? null : text;
}

/** The stream's bytes, refusing more than `limit` (a ticket bounds the upload; this bounds the memory). */
async function bytesOf(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new PermanentFailure(`The file is larger than ${limit} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
