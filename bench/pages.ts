/**
 * The client pages: the gallery page of a collection with a gallery of BENCH_PAGE_PHOTOS photos against
 * the JSON of the same sharing link (target ≥ 0.8), the page's own bytes gzip-compressed (HTML, the
 * stylesheet and the script; target < 60 KB), and a booking page's month of slots (JSON) against
 * pg-scheduling's same statements and slot functions (the read targets).
 */
import { gzipSync } from 'node:zlib';
import { Temporal } from 'temporal-polyfill';
import { ALBUM_NAME } from '../src/seed/gallery-bulk.js';
import { signUp } from './fixture.js';
import type { Target } from './load.js';
import { READ_RATIO_TARGET } from './report.js';
import { caseHeader, caseLine, failedAnswers, getJson, measureCases, measurePairs, sameAnswer, seedDemo, startBaseline } from './scale.js';
import type { Service } from './service.js';

const GALLERY_RATIO_TARGET = 0.8;
const PAGE_BYTES_TARGET = 60 * 1024;
const ZONE = 'America/New_York';
/** The JSON of a 2 000-photo link takes about half a second: 50 such requests queued would outlast a run. */
const GALLERY_CONNECTIONS = 4;
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export async function benchmarkPages(
  service: Service,
  dataDir: string,
  databaseUrl: string,
  options: { photos: number; seconds: number; pairs: number },
): Promise<{ report: string; failed: boolean }> {
  const seeded = await seedDemo(dataDir, ['--bulk-collections', '1', '--bulk-photos', String(options.photos)]);
  const api = { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' };
  const { collectionId, galleryId, photos } = await album(service.origin, api, options.photos);
  const link = await post(`${service.origin}/api/v1/collections/${collectionId}/photo_sharing_links`, api, { permissions: 'download' });
  const pid = service.child.process.pid!;
  const page: Target = { name: 'page', url: `${link.url}?gallery=${galleryId}`, headers: { accept: BROWSER }, pid };
  const json: Target = { name: 'json', url: link.url, headers: { accept: 'application/json' }, pid };

  const lines = [
    `\nClient pages: the gallery page of a ${photos}-photo gallery (200 thumbnails a page) against its link's JSON (every photo), ` +
      `${GALLERY_CONNECTIONS} connections`,
    caseHeader(),
  ];
  const galleryRuns = await measurePairs([page, json], { ...options, connections: GALLERY_CONNECTIONS });
  lines.push(caseLine('gallery page / JSON', galleryRuns, GALLERY_RATIO_TARGET));
  const bytes = await pageBytes(page);
  lines.push(
    `gallery page's own bytes, gzip: HTML ${kb(bytes.html)}, CSS ${kb(bytes.css)}, script ${kb(bytes.script)}, total ${kb(bytes.total)} ` +
      `(target < ${kb(PAGE_BYTES_TARGET)})   ${bytes.total < PAGE_BYTES_TARGET ? 'PASS' : 'BELOW'}`,
  );

  const slots = await slotCase(service.origin);
  const baseline = await startBaseline('pg-scheduling', 'bench/pg-scheduling.ts', { DATABASE_URL: databaseUrl, STUDIO_ID: slots.studioId }, '/sessions');
  const slotCases = [{ name: 'booking slots', ours: slots.path, theirs: slots.path }];
  lines.push(`\nBooking page: a month of slots (JSON), ${slots.month}, against the same statements and slot functions in pg-scheduling`);
  let failed = !(await sameAnswer(service.origin + slots.path, baseline.origin + slots.path, {}, lines, 'booking slots'));
  const measured = await measureCases(service, {}, baseline, slotCases, options, { ratio: READ_RATIO_TARGET, timed: () => false, p99Ms: 0 });
  await baseline.stop();
  lines.push(...measured.lines);
  failed ||= measured.failed || failedAnswers(galleryRuns.flatMap((runs) => runs.runs));
  return { report: lines.join('\n'), failed };
}

/** The bulk album's collection and its big gallery, by name and size. */
async function album(origin: string, api: Record<string, string>, photos: number) {
  for (let offset = 0; ; offset += 100) {
    const page = await getJson(`${origin}/api/v1/collections?limit=100&offset=${offset}`, api);
    for (const collection of (page.data as { id: string; name: string }[]).filter((candidate) => candidate.name === ALBUM_NAME)) {
      const galleries = (await getJson(`${origin}/api/v1/collections/${collection.id}/galleries`, api)).data as { id: string; photo_count: number; video_count: number }[];
      // One item in a hundred of the album is a video, which the page leaves out.
      const big = galleries.find((gallery) => gallery.photo_count + gallery.video_count === photos);
      if (big) return { collectionId: collection.id, galleryId: big.id, photos: big.photo_count };
    }
    if (offset + 100 >= page.meta.total) throw new Error(`the demo studio has no "${ALBUM_NAME}" with a ${photos}-photo gallery`);
  }
}

/** What a browser loads of the page itself, gzip-compressed as a proxy would send it: the HTML, its stylesheet and script. */
async function pageBytes(page: Target) {
  const html = await (await fetch(page.url, { headers: page.headers })).text();
  const asset = async (pattern: RegExp) => {
    const href = pattern.exec(html)?.[1];
    if (!href) throw new Error(`the gallery page links no asset matching ${pattern}`);
    return gzipSync(Buffer.from(await (await fetch(new URL(href, page.url))).arrayBuffer())).length;
  };
  const sizes = { html: gzipSync(html).length, css: await asset(/href="([^"]+\.css)"/), script: await asset(/src="([^"]+\.js)"/) };
  return { ...sizes, total: sizes.html + sizes.css + sizes.script };
}

/** A studio whose session type is booked online, and its page's slots of next month. */
async function slotCase(origin: string) {
  const token = await signUp(origin, { studio_name: 'Booking page bench', email: 'booking-page-bench@example.test', timezone: ZONE });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const studio = (await getJson(`${origin}/api/v1/auth/me`, headers)).data.studio as { id: string };
  const weekdays = [1, 2, 3, 4, 5].map((day_of_week) => ({ day_of_week, start_time: '09:00', end_time: '17:00' }));
  const type = await post(`${origin}/api/v1/session_types`, headers, {
    name: 'Portrait', duration: 60, status: 'published', online_booking: true, session_type_schedule_intervals: weekdays,
  });
  const month = Temporal.Now.plainDateISO(ZONE).toPlainYearMonth().add({ months: 1 });
  return { studioId: studio.id, month: month.toString(), path: `${new URL(type.booking_url).pathname}/slots?month=${month}&timezone=${ZONE}` };
}

async function post(url: string, headers: Record<string, string>, body: object) {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await response.json()) as { data: Record<string, string> };
  if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
