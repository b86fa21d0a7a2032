import Fastify from 'fastify';
import pg from 'pg';
import { answerWithApiHeaders } from './api-headers.js';

/**
 * Baseline for the client list and search at scale: the exact SQL the service runs (as drizzle emits
 * it for src/modules/clients/queries.ts), as named prepared statements through a pg.Pool of 20, with
 * no auth, validation or mapping.
 */
// The service's own compiled choice (npm run bench builds dist/ first) of how a page is read.
const queries = new URL('../dist/modules/clients/queries.js', import.meta.url).href;
const { readsRowsDirectly } = (await import(queries)) as typeof import('../src/modules/clients/queries.js');

const { PORT, DATABASE_URL, STUDIO_ID } = process.env;
const TYPES = ['client', 'lead', 'other'] as const;
const COLUMNS = `"studio_id", "id", "type", "status", "first_name", "last_name", "email", "phone", "company", "job_title",
  "address_line_1", "address_line_2", "city", "postal_code", "state", "country_id", "notes", "avatar_color", "sample",
  "created_at", "updated_at"`;

// Pages near the start read their rows straight off the list index, deeper ones their ids first
// (readsRowsDirectly), as the service does; a list of every type has no type condition.
const ROWS = `select ${COLUMNS} from "clients" where "clients"."studio_id" = $1
  order by "clients"."created_at" desc, "clients"."id" desc limit (SELECT $2::bigint) offset (SELECT $3::bigint)`;
const IDS_FIRST = `select ${COLUMNS} from "clients" where ("clients"."studio_id" = $1 and "clients"."id" = ANY(ARRAY(select "id" from "clients"
  where "clients"."studio_id" = $2 order by "clients"."created_at" desc, "clients"."id" desc
  limit (SELECT $3::bigint) offset (SELECT $4::bigint)))) order by "clients"."created_at" desc, "clients"."id" desc`;
// The total is summed from the counts the triggers keep (migration 0014), as the service sums it.
const COUNTS = `select "type", "count" from "client_counts" where "client_counts"."studio_id" = $1`;
// Matches are ranked, counted and cut to the page on their ids; the page's rows are then read whole
// (the columns named by table: the page's ids and times stand beside them).
const CLIENT_COLUMNS = COLUMNS.replace(/"([a-z_0-9]+)"/g, '"clients"."$1"');
const SEARCH = `select ${CLIENT_COLUMNS}, "total" from (select "id", "created_at", CASE
    WHEN lower("email") = lower($1) THEN 0
    WHEN ("clients"."search_text" LIKE (SELECT studio_fold($2)) || '%' OR "clients"."search_text" LIKE '% ' || (SELECT studio_fold($3)) || '%')  THEN 1
    ELSE 2 END as "rank", count(*) OVER () as "total" from "clients" where (("clients"."studio_id" = $4 and "clients"."type" = ANY(((SELECT $5::text[])::text[])))
  and "clients"."search_text" LIKE '%' || (SELECT studio_fold($6)) || '%') order by "rank", "clients"."created_at" desc, "clients"."id" desc
  limit (SELECT $7::bigint) offset (SELECT $8::bigint)) "page" inner join "clients" on ("clients"."studio_id" = $9 and "clients"."id" = "page"."id")
  order by "rank", "page"."created_at" desc, "page"."id" desc`;

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, options: '-c TimeZone=UTC' });
const app = Fastify({ logger: false });
answerWithApiHeaders(app);

app.get<{ Querystring: { page: string } }>('/clients', async (req) => {
  const offset = (Number(req.query.page) - 1) * 25;
  const [rows, counts] = await Promise.all([
    readsRowsDirectly([...TYPES], offset)
      ? pool.query({ name: 'client_rows_newest', text: ROWS, values: [STUDIO_ID, 25, offset] })
      : pool.query({ name: 'client_page_newest', text: IDS_FIRST, values: [STUDIO_ID, STUDIO_ID, 25, offset] }),
    pool.query({ name: 'client_counts', text: COUNTS, values: [STUDIO_ID] }),
  ]);
  const total = counts.rows.reduce((sum, row) => (TYPES.includes(row.type) ? sum + row.count : sum), 0);
  return { data: rows.rows, meta: { total } };
});

app.get<{ Querystring: { q: string } }>('/search', async (req) => {
  const q = req.query.q;
  const { rows } = await pool.query({ name: 'client_search', text: SEARCH, values: [q, q, q, STUDIO_ID, TYPES, q, 25, 0, STUDIO_ID] });
  return { data: rows, meta: { total: rows[0]?.total ?? 0 } };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
});
