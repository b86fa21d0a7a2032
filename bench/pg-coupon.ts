import Fastify from 'fastify';
import pg from 'pg';
import { answerWithApiHeaders } from './api-headers.js';

/**
 * Baselines `pg-plain` and `pg-prepared`: the coupon detail of GET /api/v1/coupons/{id} in one
 * parameterized query and nothing else (no auth, no validation, no mapping), the practical limit of one
 * database round trip. STATEMENT=prepared names the statement so that PostgreSQL plans it once per
 * connection, as the service's query layer does.
 */
const { PORT, DATABASE_URL, STUDIO_ID, STATEMENT } = process.env;

// The same columns and status rule as couponQueries().byId in src/modules/coupons/queries.ts.
const COUPON_BY_ID = `SELECT id, code, discount_type, discount_value,
  CASE
    WHEN disabled_at IS NOT NULL THEN 'disabled'
    WHEN expires_at <= now() THEN 'expired'
    WHEN usage_count >= usage_limit THEN 'exhausted'
    ELSE 'active' END AS status,
  usage_count, usage_limit, minimum_order_amount, expires_at, description, disabled_at, created_at, updated_at
FROM coupons
WHERE studio_id = $1 AND id = $2`;

// Pool settings of the service (src/platform/db/pool.ts) with its default size.
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, options: '-c TimeZone=UTC' });
const app = Fastify({ logger: false });
answerWithApiHeaders(app);

app.get<{ Params: { id: string } }>('/coupons/:id', async (req, reply) => {
  const values = [STUDIO_ID, req.params.id];
  const query = STATEMENT === 'prepared' ? { name: 'coupon_by_id', text: COUPON_BY_ID, values } : { text: COUPON_BY_ID, values };
  const { rows } = await pool.query(query);
  if (rows.length === 0) return reply.code(404).send({ error: 'not found' });
  return { data: rows[0] };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
});
