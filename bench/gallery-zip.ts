/**
 * "Download all" at a wedding's size: a collection with one gallery of 200 photos of about 5 MB,
 * uploaded through the API's ticket flow and processed by the service, then its ZIP downloaded three
 * times. Reports MB/s and the growth of the service's resident memory while streaming, sampled every
 * 50 ms: the ZIP is streamed as it is built, so memory must not grow with the photos (target < 50 MB).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { cpuMicros } from './cpu.js';
import { signUp } from './fixture.js';
import { watchingMemory } from './processes.js';
import { apiOf, upload, type Api } from './photo-flow.js';
import { median } from './report.js';
import type { Service } from './service.js';

const PHOTOS = 200;
const DOWNLOADS = 3;
const UPLOADS_AT_ONCE = 4;
const RSS_GROWTH_TARGET_MB = 50;
const RSS_SAMPLE_MS = 50;
const PROCESSING_TIMEOUT_MS = 240_000;
/** The end of central directory record: its signature, and where it keeps the number of entries. */
const EOCD_BYTES = 22;
const EOCD_SIGNATURE = 0x06054b50;

export interface GalleryZipBench {
  report: string;
  /** An answer was not the one expected, or the ZIP was not whole. */
  failed: boolean;
}

export async function benchmarkGalleryZip(service: Service): Promise<GalleryZipBench> {
  const token = await signUp(service.origin, { studio_name: 'Bench gallery', email: 'bench-gallery@example.test' });
  const api = apiOf(service.origin, token);
  const photo = await benchmarkPhoto();
  const collection = (await api('POST', '/collections', { name: 'Bench wedding' })).data.id as string;
  const gallery = (await api('POST', `/collections/${collection}/galleries`, { name: 'Ceremony' })).data.id as string;

  progress(`uploading ${PHOTOS} photos of ${mb(photo.length)} MB`);
  const uploadStarted = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, async () => {
    while (next < PHOTOS) await upload(api, gallery, `IMG_${String(++next).padStart(4, '0')}.jpg`, photo);
  }));
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  progress(`uploaded in ${uploadSeconds.toFixed(1)} s; waiting for processing`);
  const readySeconds = (await allReady(api, gallery, uploadStarted)) / 1000;
  progress(`all ready ${readySeconds.toFixed(1)} s after the first upload began`);

  const url = `${service.origin}/api/v1/collections/${collection}/download.zip`;
  const headers = { authorization: `Bearer ${token}` };
  const { result: downloads, beforeMb, growthMb } = await watchingMemory(service.child.process.pid!, async () => {
    const runs: ZipDownload[] = [];
    for (let i = 1; i <= DOWNLOADS; i++) {
      const cpuBefore = cpuMicros(service.child.process.pid!);
      const run = await downloadZip(url, headers);
      run.cpuSecondsPerGb = (cpuMicros(service.child.process.pid!) - cpuBefore) / 1e6 / (run.bytes / 1024 ** 3);
      runs.push(run);
      progress(`download ${i}/${DOWNLOADS}: ${mb(run.bytes)} MB in ${run.seconds.toFixed(2)} s (${run.megabytesPerSecond.toFixed(0)} MB/s), service CPU ${run.cpuSecondsPerGb.toFixed(2)} s/GB`);
    }
    return runs;
  }, RSS_SAMPLE_MS);

  const problems = downloads.flatMap((run, i) => run.problem ? [`download ${i + 1}: ${run.problem}`] : []);
  const rates = downloads.map((run) => run.megabytesPerSecond);
  const cpu = downloads.map((run) => run.cpuSecondsPerGb);
  const lines = [
    `\nGallery ZIP: ${PHOTOS} photos of ${mb(photo.length)} MB (3000 × 2000 JPEG) in one gallery, uploaded through tickets in ${uploadSeconds.toFixed(1)} s, ` +
      `all processed ${readySeconds.toFixed(1)} s after the first upload began`,
    `GET /api/v1/collections/{id}/download.zip, ${mb(downloads[0]!.bytes)} MB, ${DOWNLOADS} times: ${rates.map((rate) => rate.toFixed(0)).join(', ')} MB/s ` +
      `(median ${median(rates).toFixed(0)}), service CPU ${cpu.map((seconds) => seconds.toFixed(2)).join(', ')} s per GB; service RSS ${beforeMb.toFixed(0)} MB before, peak ${(beforeMb + growthMb).toFixed(0)} MB, ` +
      `growth ${growthMb.toFixed(1)} MB (target < ${RSS_GROWTH_TARGET_MB}) ${growthMb < RSS_GROWTH_TARGET_MB ? 'PASS' : 'BELOW'}`,
  ];
  if (problems.length > 0) lines.push(`ERROR: ${problems.join('; ')}`);
  return { report: lines.join('\n'), failed: problems.length > 0 };
}

/** One JPEG of about 5 MB, as a camera writes a 6-megapixel photo: noise keeps it from compressing. */
function benchmarkPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 120, g: 110, b: 100 }, noise: { type: 'gaussian', mean: 128, sigma: 42 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Waits until every photo of the gallery is ready; any failure stops the run. Answers the milliseconds since `since`. */
async function allReady(api: Api, galleryId: string, since: number): Promise<number> {
  for (;;) {
    let ready = 0;
    for (let offset = 0; offset < PHOTOS; offset += 100) {
      const page = await api('GET', `/galleries/${galleryId}/photos?limit=100&offset=${offset}`) as { data: { state: string; filename: string; failure: string | null }[] };
      const failed = page.data.find((photo) => photo.state === 'failed');
      if (failed) throw new Error(`${failed.filename} failed to process: ${failed.failure}`);
      ready += page.data.filter((photo) => photo.state === 'ready').length;
    }
    if (ready === PHOTOS) return performance.now() - since;
    if (performance.now() - since > PROCESSING_TIMEOUT_MS) throw new Error(`only ${ready} of ${PHOTOS} photos were processed in ${PROCESSING_TIMEOUT_MS / 1000} s`);
    await sleep(1000);
  }
}

interface ZipDownload {
  bytes: number;
  seconds: number;
  megabytesPerSecond: number;
  /** The service's CPU time (user and system) per GB sent: steadier than MB/s on a shared machine. */
  cpuSecondsPerGb: number;
  /** What is wrong with the answer, if anything. */
  problem: string | null;
}

/** Reads the ZIP as it comes, keeping only its end: the end of central directory record says how many entries it holds. */
async function downloadZip(url: string, headers: Record<string, string>): Promise<ZipDownload> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    tail = Buffer.from(chunk.length >= EOCD_BYTES ? chunk.subarray(-EOCD_BYTES) : Buffer.concat([tail, chunk]).subarray(-EOCD_BYTES));
  }
  const seconds = (performance.now() - started) / 1000;
  const entries = tail.length === EOCD_BYTES && tail.readUInt32LE(0) === EOCD_SIGNATURE ? tail.readUInt16LE(10) : null;
  const problem =
    response.status !== 200 ? `answered ${response.status}` :
    response.headers.get('content-type') !== 'application/zip' ? `Content-Type ${response.headers.get('content-type')}` :
    entries !== PHOTOS ? `the archive ends with ${entries === null ? 'no end of central directory' : `${entries} entries`}, not ${PHOTOS}` :
    null;
  return { bytes, seconds, megabytesPerSecond: bytes / 1024 / 1024 / seconds, cpuSecondsPerGb: 0, problem };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(bytes < 100 * 1024 * 1024 ? 1 : 0);
const progress = (text: string) => process.stderr.write(`· ${text}\n`);
