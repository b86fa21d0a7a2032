/** Plumbing of the gallery tests: real images made here with sharp, and the upload flow as a client runs it. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eventually, type Api } from '../helpers.js';
import { uploadForm } from '../storage/support.js';

export interface ImageOptions {
  width: number;
  height: number;
  /** EXIF orientation (1 to 8) written into the file. */
  orientation?: number;
  /** EXIF DateTimeOriginal, `YYYY:MM:DD HH:MM:SS`, with OffsetTimeOriginal when given. */
  takenAt?: string;
  offset?: string;
  format?: 'jpeg' | 'png' | 'webp';
}

/**
 * A real image: its left half red and right half blue as stored, so that a test can tell how the
 * renditions were turned. Noise keeps JPEG sizes realistic.
 */
export async function makeImage({ width, height, orientation, takenAt, offset, format = 'jpeg' }: ImageOptions): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const left = await sharp({ create: { width: half, height, channels: 3, background: { r: 220, g: 20, b: 20 } } }).png().toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 220 } } }).composite([{ input: left, left: 0, top: 0 }]);
  const exif: Record<string, Record<string, string>> = {};
  if (takenAt) exif.IFD2 = { DateTimeOriginal: takenAt, ...(offset ? { OffsetTimeOriginal: offset } : {}) };
  if (Object.keys(exif).length > 0) image = image.withExif(exif);
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

/** Adds a photo to the gallery, uploads its bytes with the ticket and reports the upload: answers the photo id. */
export async function addPhoto(api: Api, galleryId: string, bytes: Buffer, filename = 'IMG_0001.jpg', extra: Record<string, unknown> = {}): Promise<string> {
  const created = await api.post(`/galleries/${galleryId}/photos`, { filename, file_size: bytes.length, ...extra });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const upload = await fetch(created.body.upload.url, { method: 'POST', body: uploadForm(created.body.upload, new Uint8Array(bytes)) });
  assert.equal(upload.status, 204, await upload.text());
  const done = await api.post(`/photos/${created.body.data.id}/uploaded`);
  assert.equal(done.status, 200, JSON.stringify(done.body));
  return created.body.data.id;
}

/** Waits until the photo is processed; answers it. */
export async function processed(api: Api, photoId: string): Promise<any> {
  let photo: any;
  await eventually(async () => {
    photo = (await api.get(`/photos/${photoId}`)).body.data;
    return photo.state === 'ready' || photo.state === 'failed';
  }, `photo ${photoId} to be processed`, 60_000);
  return photo;
}

/** A collection with one gallery: answers both ids. */
export async function collectionWithGallery(api: Api, collection: Record<string, unknown> = {}): Promise<{ collectionId: string; galleryId: string }> {
  const created = await api.post('/collections', { name: 'Lovelace wedding', ...collection });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const gallery = await api.post(`/collections/${created.body.data.id}/galleries`, { name: 'Ceremony' });
  assert.equal(gallery.status, 201, JSON.stringify(gallery.body));
  return { collectionId: created.body.data.id, galleryId: gallery.body.data.id };
}

/**
 * Takes away the file local storage keeps at `key` (`DATA_DIR/files/<ab>/<sha-256 of the key>`), as
 * a lost disk or a database restored without its files would. Throws when nothing is there, so that
 * a change of the layout cannot make a test pass vacuously.
 */
export function removeStoredFile(dataDir: string, key: string): void {
  const digest = createHash('sha256').update(key, 'utf8').digest('hex');
  rmSync(path.join(dataDir, 'files', digest.slice(0, 2), digest));
}
