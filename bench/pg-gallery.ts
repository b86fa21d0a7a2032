import Fastify from 'fastify';
import pg from 'pg';
import { answerWithApiHeaders } from './api-headers.js';

// The service's own compiled link signer and timestamp format (npm run bench builds dist/ first): a photo
// list signs three links per photo, and the baseline must do that work too, not a cheaper one.
const dist = (module: string) => new URL(`../dist/${module}`, import.meta.url).href;
const { MediaLinks } = (await import(dist('modules/gallery/photos/media.js'))) as typeof import('../src/modules/gallery/photos/media.js');
const { formatTimestamp } = (await import(dist('platform/time.js'))) as typeof import('../src/platform/time.js');

/**
 * Baseline for the gallery lists: the SQL the service runs for a staff caller (as drizzle emits it for
 * `galleryListQueries` in src/modules/gallery/list-queries.ts, parameters in the same order) as named prepared
 * statements, with no auth or validation, answering the service's JSON with links signed by the
 * service's key for its origin. Read as drizzle reads: rows as arrays, timestamps and dates as
 * PostgreSQL's text. A photo page asks for the gallery, the page and the total at once, as the service does.
 */
const { PORT, DATABASE_URL, STUDIO_ID, ORIGIN, SIGNING_KEY, LINK_SECONDS } = process.env;

const COLLECTION_COLUMNS = `"id", "name", "description", "expiry_date", "downloadable", "default_access_level", "created_at", "updated_at", ` +
  `("password_hash" IS NOT NULL), ` +
  `(select count(*)::int from "galleries" where ("galleries"."studio_id" = "collections"."studio_id" and "galleries"."collection_id" = "collections"."id")), ` +
  `(select count(*)::int from "collection_clients" where ("collection_clients"."studio_id" = "collections"."studio_id" and "collection_clients"."collection_id" = "collections"."id"))`;
const PHOTO_COLUMNS = `"id", "gallery_id", "collection_id", "kind", "filename", "file_size", "content_type", "state", "failure", "width", "height", ` +
  `"taken_at", "tags", "starred_at", "created_at"`;
/** One kind's first `reach` items of the gallery, in album order (parameters from `first`). */
const ofKind = (first: number) => `(select ${PHOTO_COLUMNS} from "photos" where ("photos"."studio_id" = $${first} and "photos"."gallery_id" = $${first + 1} ` +
  `and "photos"."kind" = $${first + 2}) order by "created_at" asc, "id" asc limit $${first + 3})`;
const STATEMENTS = {
  collectionPage: {
    name: 'gallery_collection_page',
    text: `select ${COLLECTION_COLUMNS} from "collections" where "collections"."studio_id" = $1 ` +
      `order by "collections"."created_at" desc, "collections"."id" desc limit (SELECT $2::bigint) offset (SELECT $3::bigint)`,
  },
  collectionTotal: { name: 'gallery_collection_total', text: `select count(*) from "collections" where "collections"."studio_id" = $1` },
  galleryRef: { name: 'gallery_ref', text: `select "id", "collection_id" from "galleries" where ("galleries"."studio_id" = $1 and "galleries"."id" = $2)` },
  /** Both kinds (photo, video), each read in index order and merged. */
  photoPage: { name: 'gallery_photo_page_all', text: `${ofKind(1)} union all ${ofKind(5)} order by "created_at" asc, "id" asc  limit $9 offset $10` },
  photoTotal: { name: 'gallery_photo_total_all', text: `select count(*) from "photos" where ("photos"."studio_id" = $1 and "photos"."gallery_id" = $2)` },
};

/** Drizzle's reading of timestamps and dates: PostgreSQL's text. */
const asText = (value: string) => value;
const TEXT_TYPES = new Set<number>([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.DATE]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId) ? asText : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
const query = async (statement: { name: string; text: string }, values: unknown[]) =>
  (await pool.query({ ...statement, values, rowMode: 'array', types })).rows as unknown[][];

// The service's pool settings (src/platform/db/pool.ts).
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, idleTimeoutMillis: 30_000, options: '-c TimeZone=UTC' });
const links = new MediaLinks(SIGNING_KEY!, Number(LINK_SECONDS ?? 3600));
const origin = ORIGIN!;
const app = Fastify({ logger: false });
answerWithApiHeaders(app);

const timestamp = (value: unknown) => (value === null ? null : formatTimestamp(value as string));
const paging = (q: { limit?: string; offset?: string }) => ({ limit: Number(q.limit ?? 25), offset: Number(q.offset ?? 0) });

app.get<{ Querystring: { limit?: string; offset?: string } }>('/collections', async (req) => {
  const { limit, offset } = paging(req.query);
  const [rows, total] = await Promise.all([query(STATEMENTS.collectionPage, [STUDIO_ID, limit, offset]), query(STATEMENTS.collectionTotal, [STUDIO_ID])]);
  return {
    data: rows.map((row) => ({
      id: row[0], name: row[1], description: row[2], gallery_count: row[9], client_count: row[10], expiry_date: row[3],
      password_protected: row[8], downloadable: row[4], default_access_level: row[5], created_at: timestamp(row[6]), updated_at: timestamp(row[7]),
    })),
    meta: { total: Number(total[0][0]), limit, offset },
  };
});

/** As src/modules/gallery/present.ts links a photo's files. */
function urls(id: string, kind: unknown, state: unknown) {
  const renditions = kind === 'photo' && state === 'ready';
  const uploaded = state !== 'awaiting_upload';
  return {
    thumbnail: renditions ? links.url(origin, STUDIO_ID!, id, 'thumbnail') : null,
    web: renditions ? links.url(origin, STUDIO_ID!, id, 'web') : null,
    original: uploaded ? links.url(origin, STUDIO_ID!, id, 'original') : null,
  };
}

app.get<{ Params: { id: string }; Querystring: { limit?: string; offset?: string } }>('/galleries/:id/photos', async (req, reply) => {
  const { limit, offset } = paging(req.query);
  const reach = limit + offset;
  const [[gallery], rows, total] = await Promise.all([
    query(STATEMENTS.galleryRef, [STUDIO_ID, req.params.id]),
    query(STATEMENTS.photoPage, [STUDIO_ID, req.params.id, 'photo', reach, STUDIO_ID, req.params.id, 'video', reach, limit, offset]),
    query(STATEMENTS.photoTotal, [STUDIO_ID, req.params.id]),
  ]);
  if (!gallery) return reply.code(404).send({ error: 'not_found' });
  return {
    data: rows.map((row) => ({
      id: row[0], gallery_id: row[1], collection_id: row[2], kind: row[3], filename: row[4], file_size: Number(row[5]), content_type: row[6],
      state: row[7], failure: row[8], width: row[9], height: row[10], taken_at: timestamp(row[11]), tags: row[12], starred: row[13] !== null,
      urls: urls(row[0] as string, row[3], row[7]), created_at: timestamp(row[14]),
    })),
    meta: { total: Number(total[0][0]), limit, offset },
  };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
});
