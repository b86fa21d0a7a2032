import Fastify from 'fastify';
import pg from 'pg';
import { answerWithApiHeaders } from './api-headers.js';

/**
 * Baseline for conversations at scale: the exact SQL the service runs for a staff caller (as drizzle
 * emits it for src/modules/conversations/queries.ts and, for the participants of a page, the clients'
 * briefs of src/modules/clients/queries.ts; parameters in the same order), with no auth or validation,
 * answering the service's JSON. Read as drizzle reads: rows as arrays, timestamps as PostgreSQL's text.
 */
const { PORT, DATABASE_URL, STUDIO_ID } = process.env;
const PER_PAGE = 25;

const COLUMNS = `"id", "client_id", "subject", "status", "staff_unread", "client_unread", "last_message_at", "created_at", "updated_at"`;
const ORDER = `order by "conversations"."last_message_at" desc, "conversations"."id" desc limit`;

/** A statement per list shape, as the service prepares them (`conversation_page_<status>_staff`). */
const LISTS = {
  all: {
    page: {
      name: 'conversation_page_all_staff',
      text: `select ${COLUMNS} from "conversations" where "conversations"."studio_id" = $1 ${ORDER} (SELECT $2::bigint) offset (SELECT $3::bigint)`,
    },
    count: { name: 'conversation_count_all_staff', text: `select count(*)::int from "conversations" where "conversations"."studio_id" = $1` },
  },
  unread: {
    page: {
      name: 'conversation_page_unread_staff',
      text: `select ${COLUMNS} from "conversations" where ("conversations"."studio_id" = $1 and "conversations"."staff_unread" > 0) ${ORDER} (SELECT $2::bigint) offset (SELECT $3::bigint)`,
    },
    count: {
      name: 'conversation_count_unread_staff',
      text: `select count(*)::int from "conversations" where ("conversations"."studio_id" = $1 and "conversations"."staff_unread" > 0)`,
    },
  },
};

const UNREAD = {
  name: 'conversation_unread_staff',
  text: `select coalesce(sum("staff_unread"), 0)::int, count(*)::int from "conversations" where ("conversations"."studio_id" = $1 and "conversations"."staff_unread" > 0)`,
};

const STAFF = {
  name: 'conversation_staff',
  text: `select "id", "email", "first_name", "last_name" from "users" where "users"."studio_id" = $1 order by "users"."created_at" asc, "users"."id" asc`,
};

/** The clients' briefs of a page (src/modules/clients/queries.ts). */
const BRIEFS = {
  name: 'client_briefs',
  text: `select "id", "first_name", "last_name", "email", "avatar_color" from "clients" where ("clients"."studio_id" = $1 and "clients"."id" = ANY(((SELECT $2::text[])::text[])))`,
};

/** Drizzle's reading of a timestamp: PostgreSQL's text, which the service reformats without a Date. */
const asText = (value: string) => value;
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    typeId === pg.types.builtins.TIMESTAMPTZ ? asText : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
const query = (statement: { name?: string; text: string }, values: unknown[]) => pool.query({ ...statement, values, rowMode: 'array', types });

// The service's pool settings (src/platform/db/pool.ts): 20 connections closed after 30 s idle, so
// that both sides keep their prepared statements' plans from one case to the next.
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, idleTimeoutMillis: 30_000, options: '-c TimeZone=UTC' });
const app = Fastify({ logger: false });
answerWithApiHeaders(app);

type Row = unknown[];

/**
 * The answer the service gives, built the plainest way: the same fields and participants, so that
 * both sides write the same bytes (on loopback, writing the response is a large part of a list's
 * cost, and it grows with its size).
 */
function conversationOf(row: Row, clients: Map<string, Row>, photographers: object[]) {
  const client = clients.get(row[1] as string);
  return {
    id: row[0], client_id: row[1], subject: row[2], status: row[3], unread_count: row[4],
    last_message_at: timestampOf(row[6] as string), created_at: timestampOf(row[7] as string), updated_at: timestampOf(row[8] as string),
    participants: [
      { id: row[1], name: nameOf(client?.[1], client?.[2], client?.[3]), email: client?.[3] ?? null, type: 'client', avatar_color: client?.[4] ?? null },
      ...photographers,
    ],
  };
}

const nameOf = (first: unknown, last: unknown, email: unknown) => [first, last].filter(Boolean).join(' ') || (email as string | null) || '';
/** PostgreSQL's `2026-11-23 10:15:30.1234+00` as the API writes it: `2026-11-23T10:15:30.123400Z`. */
const timestampOf = (text: string) => `${text.slice(0, 10)}T${text.slice(11, 19)}.${(text.slice(20, 26).split('+')[0] || '').padEnd(6, '0')}Z`;

app.get<{ Querystring: { message_status: 'all' | 'unread'; page?: string } }>('/conversations', async (req) => {
  const list = LISTS[req.query.message_status];
  const page = Number(req.query.page ?? 1);
  const [rows, count] = await Promise.all([
    query(list.page, [STUDIO_ID, PER_PAGE, (page - 1) * PER_PAGE]),
    query(list.count, [STUDIO_ID]),
  ]);
  // The participants, as the service presents a page: the clients' briefs and the studio's users.
  const clientIds = [...new Set(rows.rows.map((row) => row[1] as string))];
  const [clients, staff] = rows.rows.length === 0
    ? [[], []]
    : (await Promise.all([query(BRIEFS, [STUDIO_ID, clientIds]), query(STAFF, [STUDIO_ID])])).map((result) => result.rows);
  const byId = new Map(clients.map((client) => [client[0] as string, client]));
  const photographers = staff.map((user) => ({ id: user[0], name: nameOf(user[2], user[3], user[1]), email: user[1], type: 'photographer', avatar_color: null }));
  const total = count.rows[0][0] as number;
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  const link = (n: number) => `http://${req.headers.host}/conversations?message_status=${req.query.message_status}&page=${n}`;
  return {
    data: rows.rows.map((row) => conversationOf(row, byId, photographers)),
    links: { first: link(1), last: link(lastPage), prev: page > 1 ? link(page - 1) : null, next: page < lastPage ? link(page + 1) : null },
    meta: { current_page: page, from: rows.rows.length > 0 ? (page - 1) * PER_PAGE + 1 : null, last_page: lastPage, per_page: PER_PAGE, to: rows.rows.length > 0 ? (page - 1) * PER_PAGE + rows.rows.length : null, total },
  };
});

app.get('/unread/count', async () => {
  const { rows } = await query(UNREAD, [STUDIO_ID]);
  return { data: { unread_count: rows[0][0], conversations_with_unread: rows[0][1] } };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
});
