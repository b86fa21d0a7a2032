import Fastify from 'fastify';
import pg from 'pg';

/**
 * Baseline for the client list and search at scale: the exact SQL the service runs (as drizzle emits
 * it for src/modules/clients/queries.ts), as named prepared statements through a pg.Pool of 20, with
 * no auth, validation or mapping.
 */
const { PORT, DATABASE_URL, STUDIO_ID } = process.env;
const TYPES = ['client', 'lead', 'other'];
const COLUMNS = `"studio_id", "id", "type", "status", "first_name", "last_name", "email", "phone", "company", "job_title",
  "address_line_1", "address_line_2", "city", "postal_code", "state", "country_id", "notes", "avatar_color", "sample",
  "created_at", "updated_at"`;

const PAGE = `select ${COLUMNS} from "clients" where ("clients"."studio_id" = $1 and "clients"."id" IN (select "id" from "clients"
  where ("clients"."studio_id" = $2 and "clients"."type" = ANY($3::text[])) order by "clients"."created_at" desc, "clients"."id" desc
  limit $4 offset $5)) order by "clients"."created_at" desc, "clients"."id" desc`;
// The total is read from the counts the triggers keep (migration 0014), as the service reads it.
const COUNT = `select coalesce(sum("count"), 0)::int from "client_counts"
  where ("client_counts"."studio_id" = $1 and "client_counts"."type" = ANY($2::text[]))`;
const SEARCH = `select ${COLUMNS}, count(*) OVER () from "clients" where (("clients"."studio_id" = $1 and "clients"."type" = ANY($2::text[]))
  and "clients"."search_text" LIKE '%' || (SELECT studio_fold($3)) || '%') order by CASE
    WHEN lower("clients"."email") = lower($4) THEN 0
    WHEN ("clients"."search_text" LIKE (SELECT studio_fold($5)) || '%' OR "clients"."search_text" LIKE '% ' || (SELECT studio_fold($6)) || '%')  THEN 1
    ELSE 2 END, "clients"."created_at" desc, "clients"."id" desc limit $7 offset $8`;

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, options: '-c TimeZone=UTC' });
const app = Fastify({ logger: false });

app.get<{ Querystring: { page: string } }>('/clients', async (req) => {
  const offset = (Number(req.query.page) - 1) * 25;
  const [rows, total] = await Promise.all([
    pool.query({ name: 'client_page', text: PAGE, values: [STUDIO_ID, STUDIO_ID, TYPES, 25, offset] }),
    pool.query({ name: 'client_count', text: COUNT, values: [STUDIO_ID, TYPES] }),
  ]);
  return { data: rows.rows, meta: { total: total.rows[0].coalesce } };
});

app.get<{ Querystring: { q: string } }>('/search', async (req) => {
  const q = req.query.q;
  const { rows } = await pool.query({ name: 'client_search', text: SEARCH, values: [STUDIO_ID, TYPES, q, q, q, q, 25, 0] });
  return { data: rows, meta: { total: rows[0]?.count ?? 0 } };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
});
