/**
 * Rendition throughput: the service's compiled `renditionsOf` (the gallery.render job's work without
 * storage: metadata, the 2048 px web JPEG from the original, the 400 px thumbnail from the web one, the
 * capture time) on a 24-megapixel JPEG made once with sharp, one image at a time and two at once, in
 * this process. No database: the service and PostgreSQL idle meanwhile.
 */
import sharp from 'sharp';
import { sceneJpeg } from '../src/seed/images.js';
import { seededRandom } from '../src/seed/people.js';
import { median } from './report.js';

const dist = new URL('../dist/modules/gallery/photos/renditions.js', import.meta.url).href;
const { renditionsOf } = (await import(dist)) as typeof import('../src/modules/gallery/photos/renditions.js');

const WIDTH = 6000;
const HEIGHT = 4000;
/** Each run renders at least this many images per caller, however short BENCH_SECONDS is. */
const MIN_IMAGES = 3;

interface RenditionRun {
  imagesPerSecond: number;
  /** CPU time of this process (every thread: libvips's too) per image. */
  cpuMsPerImage: number;
}

/** `pairs` times: `seconds` of one caller rendering image after image, then `seconds` of two callers at once. */
export async function renditionLines(options: { seconds: number; pairs: number }): Promise<string[]> {
  const started = performance.now();
  // A camera's 24 megapixels at high quality, with grain: about 9 MB, as large as the real files.
  const image = await sceneJpeg({
    width: WIDTH, height: HEIGHT, palette: ['#8fb8de', '#f7dcb4', '#4f6b3a'], random: seededRandom(24), grain: 28, quality: 92, takenAt: '2026:06:14 16:05:00',
  });
  const madeIn = (performance.now() - started) / 1000;
  await renderFor(image, 1, 0); // warm-up: one image
  const sequential: RenditionRun[] = [];
  const parallel: RenditionRun[] = [];
  for (let pair = 0; pair < options.pairs; pair++) {
    sequential.push(await renderFor(image, 1, options.seconds));
    parallel.push(await renderFor(image, 2, options.seconds));
  }
  const megabytes = image.length / 1_000_000;
  const line = (name: string, runs: RenditionRun[]) => {
    const rate = median(runs.map((r) => r.imagesPerSecond));
    return `  ${name.padEnd(14)}${rate.toFixed(2).padStart(8)} images/s${(rate * megabytes).toFixed(1).padStart(8)} MB/s in` +
      `${median(runs.map((r) => r.cpuMsPerImage)).toFixed(0).padStart(8)} ms CPU/image   (runs: ${runs.map((r) => r.imagesPerSecond.toFixed(2)).join(' ')} images/s)`;
  };
  const speedUp = median(parallel.map((run, i) => run.imagesPerSecond / sequential[i].imagesPerSecond));
  return [
    `\nRenditions (renditionsOf: web 2048 px + thumbnail 400 px + capture time) of a ${WIDTH}×${HEIGHT} JPEG of ${megabytes.toFixed(1)} MB ` +
      `(made in ${madeIn.toFixed(1)} s); sharp concurrency ${sharp.concurrency()} thread(s) per image; medians of ${options.pairs} runs of ${options.seconds} s`,
    line('one at a time', sequential),
    line('two at once', parallel),
    `  two at once / one at a time: ${speedUp.toFixed(2)}`,
  ];
}

/** `callers` loops rendering copies of `image` until `seconds` have passed (and each did MIN_IMAGES, or one when `seconds` is 0). */
async function renderFor(image: Buffer, callers: number, seconds: number): Promise<RenditionRun> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const minimum = seconds === 0 ? 1 : MIN_IMAGES;
  let images = 0;
  const caller = async () => {
    for (let done = 0; done < minimum || performance.now() < deadline; done++) {
      // A fresh buffer each time, as each upload is read from storage: libvips caches the decoding of the same buffer.
      await renditionsOf(Buffer.from(image));
      images++;
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { imagesPerSecond: images / elapsed, cpuMsPerImage: (cpu.user + cpu.system) / 1000 / images };
}
