import Fastify from 'fastify';
import pg from 'pg';
import { answerWithApiHeaders } from './api-headers.js';

/**
 * Baseline for invoices at scale: the exact SQL the service runs (as drizzle emits it for
 * src/modules/invoices/queries.ts, summary-queries.ts and payment-queries.ts, parameters in the same
 * order), as named prepared statements through a pg.Pool of 20, with no auth, validation or mapping.
 * The caller passes the timeframe as the instants the service would compute (`from`, `until`).
 */
const { PORT, DATABASE_URL, STUDIO_ID, TIME_ZONE } = process.env;
const PER_PAGE = 25;

const INVOICE_PAGE = `select "id", "number", "client_id", "currency", CASE
  WHEN "sent_at" IS NULL THEN 'draft'
  WHEN "amount_paid" >= "amount" THEN 'paid'
  WHEN "due_date" < (SELECT (now() AT TIME ZONE $1)::date) THEN 'overdue'
  ELSE 'sent' END, "due_date", "notes", "subtotal", "discount_amount", "tax_amount", "amount", "amount_paid", "coupon_code", "sent_at", "created_at", "updated_at" from "invoices" where ("invoices"."studio_id" = $2 and "invoices"."created_at" >= $3::timestamptz and "invoices"."created_at" < $4::timestamptz and ($5::text IS NULL OR "invoices"."currency" = $6::text) and CASE $7::text
    WHEN 'all' THEN true
    WHEN 'unpaid' THEN CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $8)::date) THEN 'overdue'
  ELSE 'sent' END IN ('sent', 'overdue')
    ELSE CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $9)::date) THEN 'overdue'
  ELSE 'sent' END = $10::text END and ($11::text IS NULL OR CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $12)::date) THEN 'overdue'
  ELSE 'sent' END = $13::text)) order by "invoices"."created_at" desc, "invoices"."id" desc limit $14 offset $15`;

const INVOICE_COUNT = `select count(*) from "invoices" where ("invoices"."studio_id" = $1 and "invoices"."created_at" >= $2::timestamptz and "invoices"."created_at" < $3::timestamptz and ($4::text IS NULL OR "invoices"."currency" = $5::text) and CASE $6::text
    WHEN 'all' THEN true
    WHEN 'unpaid' THEN CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $7)::date) THEN 'overdue'
  ELSE 'sent' END IN ('sent', 'overdue')
    ELSE CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $8)::date) THEN 'overdue'
  ELSE 'sent' END = $9::text END and ($10::text IS NULL OR CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $11)::date) THEN 'overdue'
  ELSE 'sent' END = $12::text))`;

// The summary of every payment type (`all`): the service prepares a statement per type.
const INVOICE_SUMMARY = `select count(*)::int, coalesce(sum("invoices"."amount") FILTER (WHERE true), 0)::bigint, coalesce(sum("invoices"."amount_paid") FILTER (WHERE true), 0)::bigint, (count(*) FILTER (WHERE (NOT ("invoices"."amount_paid" >= "invoices"."amount") AND "invoices"."due_date" < (SELECT (now() AT TIME ZONE $1)::date))))::int, coalesce(sum("invoices"."amount" - "invoices"."amount_paid") FILTER (WHERE (NOT ("invoices"."amount_paid" >= "invoices"."amount") AND "invoices"."due_date" < (SELECT (now() AT TIME ZONE $2)::date))), 0)::bigint from "invoices" where ("invoices"."studio_id" = $3 and "invoices"."currency" = $4 and "invoices"."created_at" >= $5::timestamptz and "invoices"."created_at" < $6::timestamptz and "invoices"."sent_at" is not null)`;

const PAYMENT_PAGE = `select "studio_id", "id", "invoice_id", "client_id", "currency", "amount", "refunded_amount", "processor_fee", "transaction_fee", "payment_date", "payment_method", "payment_method_details", "status", "gift_card_id", "disputed_at", "dispute_outcome", "dispute_resolved_at", "created_at", "updated_at" from "payments" where ("payments"."studio_id" = $1 and "payments"."payment_date" >= $2::timestamptz and "payments"."payment_date" < $3::timestamptz) order by "payments"."payment_date" desc, "payments"."id" desc limit $4 offset $5`;

const PAYMENT_COUNT = `select count(*) from "payments" where ("payments"."studio_id" = $1 and "payments"."payment_date" >= $2::timestamptz and "payments"."payment_date" < $3::timestamptz)`;

// One client's invoices and payments are statements of their own (the service's `listed`).
const INVOICE_PAGE_OF_CLIENT = `select "id", "number", "client_id", "currency", CASE
  WHEN "sent_at" IS NULL THEN 'draft'
  WHEN "amount_paid" >= "amount" THEN 'paid'
  WHEN "due_date" < (SELECT (now() AT TIME ZONE $1)::date) THEN 'overdue'
  ELSE 'sent' END, "due_date", "notes", "subtotal", "discount_amount", "tax_amount", "amount", "amount_paid", "coupon_code", "sent_at", "created_at", "updated_at" from "invoices" where ("invoices"."studio_id" = $2 and "invoices"."client_id" = $3 and "invoices"."created_at" >= $4::timestamptz and "invoices"."created_at" < $5::timestamptz and ($6::text IS NULL OR "invoices"."currency" = $7::text) and CASE $8::text
    WHEN 'all' THEN true
    WHEN 'unpaid' THEN CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $9)::date) THEN 'overdue'
  ELSE 'sent' END IN ('sent', 'overdue')
    ELSE CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $10)::date) THEN 'overdue'
  ELSE 'sent' END = $11::text END and ($12::text IS NULL OR CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $13)::date) THEN 'overdue'
  ELSE 'sent' END = $14::text)) order by "invoices"."created_at" desc, "invoices"."id" desc limit $15 offset $16`;

const INVOICE_COUNT_OF_CLIENT = `select count(*) from "invoices" where ("invoices"."studio_id" = $1 and "invoices"."client_id" = $2 and "invoices"."created_at" >= $3::timestamptz and "invoices"."created_at" < $4::timestamptz and ($5::text IS NULL OR "invoices"."currency" = $6::text) and CASE $7::text
    WHEN 'all' THEN true
    WHEN 'unpaid' THEN CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $8)::date) THEN 'overdue'
  ELSE 'sent' END IN ('sent', 'overdue')
    ELSE CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $9)::date) THEN 'overdue'
  ELSE 'sent' END = $10::text END and ($11::text IS NULL OR CASE
  WHEN "invoices"."sent_at" IS NULL THEN 'draft'
  WHEN "invoices"."amount_paid" >= "invoices"."amount" THEN 'paid'
  WHEN "invoices"."due_date" < (SELECT (now() AT TIME ZONE $12)::date) THEN 'overdue'
  ELSE 'sent' END = $13::text))`;

const PAYMENT_PAGE_OF_CLIENT = `select "studio_id", "id", "invoice_id", "client_id", "currency", "amount", "refunded_amount", "processor_fee", "transaction_fee", "payment_date", "payment_method", "payment_method_details", "status", "gift_card_id", "disputed_at", "dispute_outcome", "dispute_resolved_at", "created_at", "updated_at" from "payments" where ("payments"."studio_id" = $1 and "payments"."client_id" = $2 and "payments"."payment_date" >= $3::timestamptz and "payments"."payment_date" < $4::timestamptz) order by "payments"."payment_date" desc, "payments"."id" desc limit $5 offset $6`;

const PAYMENT_COUNT_OF_CLIENT = `select count(*) from "payments" where ("payments"."studio_id" = $1 and "payments"."client_id" = $2 and "payments"."payment_date" >= $3::timestamptz and "payments"."payment_date" < $4::timestamptz)`;

interface Filter {
  from: string;
  until: string;
  client_id?: string;
  currency?: string;
  payment_type: string;
  status?: string;
  page?: string;
}

// The service's pool settings (src/platform/db/pool.ts). The idle timeout matters: a prepared
// statement's plan cache lives as long as its connection, and after five executions PostgreSQL may
// switch it to a generic plan. With pg's default of 10 s the baseline's connections would close while
// ours is measured and start each case with fresh plans, while ours carries the previous case's plans.
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, idleTimeoutMillis: 30_000, options: '-c TimeZone=UTC' });
const app = Fastify({ logger: false });
answerWithApiHeaders(app);
const offsetOf = (page: string | undefined) => (Number(page ?? 1) - 1) * PER_PAGE;

app.get<{ Querystring: Filter }>('/invoices', async (req) => {
  const { from, until, payment_type: type } = req.query;
  const clientId = req.query.client_id ?? null;
  const currency = req.query.currency ?? null;
  const status = req.query.status ?? null;
  const filters = [...(clientId === null ? [] : [clientId]), from, until, currency, currency, type, TIME_ZONE, TIME_ZONE, type, status, TIME_ZONE, status];
  const [page, count] = clientId === null
    ? [{ name: 'invoice_page', text: INVOICE_PAGE }, { name: 'invoice_count', text: INVOICE_COUNT }]
    : [{ name: 'invoice_page_of_client', text: INVOICE_PAGE_OF_CLIENT }, { name: 'invoice_count_of_client', text: INVOICE_COUNT_OF_CLIENT }];
  const [rows, total] = await Promise.all([
    pool.query({ ...page, values: [TIME_ZONE, STUDIO_ID, ...filters, PER_PAGE, offsetOf(req.query.page)] }),
    pool.query({ ...count, values: [STUDIO_ID, ...filters] }),
  ]);
  return { data: rows.rows, meta: { total: total.rows[0].count } };
});

app.get<{ Querystring: Filter }>('/invoice_summary', async (req) => {
  const { from, until, currency } = req.query;
  // Rows as arrays, as drizzle reads them: the columns are unnamed, and as an object two `count` and three `coalesce` would collapse.
  const { rows } = await pool.query({
    name: 'invoice_summary_all',
    rowMode: 'array',
    text: INVOICE_SUMMARY,
    values: [TIME_ZONE, TIME_ZONE, STUDIO_ID, currency, from, until],
  });
  return { data: rows[0] };
});

app.get<{ Querystring: { from: string; until: string; client_id?: string; page?: string } }>('/payments', async (req) => {
  const { from, until } = req.query;
  const clientId = req.query.client_id ?? null;
  const filters = [...(clientId === null ? [] : [clientId]), from, until];
  const [page, count] = clientId === null
    ? [{ name: 'payment_page', text: PAYMENT_PAGE }, { name: 'payment_count', text: PAYMENT_COUNT }]
    : [{ name: 'payment_page_of_client', text: PAYMENT_PAGE_OF_CLIENT }, { name: 'payment_count_of_client', text: PAYMENT_COUNT_OF_CLIENT }];
  const [rows, total] = await Promise.all([
    pool.query({ ...page, values: [STUDIO_ID, ...filters, PER_PAGE, offsetOf(req.query.page)] }),
    pool.query({ ...count, values: [STUDIO_ID, ...filters] }),
  ]);
  return { data: rows.rows, meta: { total: total.rows[0].count } };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
});
