/**
 * Backup and restore, end to end: data in every area made through the API, backed up, changed,
 * restored, and every answer of the API compared with the one given before the backup.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createWriteStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { Api, eventually, newStudio, startTestServer, tempDir, type TestStudio } from './helpers.js';
import { backupDatabase, restoreDatabase } from '../src/platform/db/backup.js';

const server = await startTestServer();
const url = server.config.databaseUrl!;
const FUTURE = '2031-01-31';

const zoe = {
  first_name: 'Zoë',
  last_name: 'Ñandú-Øster',
  email: 'zoe@example.test',
  phone: '+33 6 12 34 56 78',
  company: 'Lumière Studio',
  job_title: 'Directrice artistique',
  address_info: { address_line_1: '3 rue de l’Église', address_line_2: 'Bâtiment B', city: 'Besançon', postal_code: '25000', state: 'Doubs', country_id: 250 },
  notes: 'Prefers "golden hour" 📸\nsecond line',
  type: 'client',
};

/** A studio with something in every table: clients, a coupon redeemed by a sent invoice, payments, a refund, a gift card, a draft, a conversation with messages and an attachment ticket, tokens, a session, an idempotency key. */
async function studioWithData(owner: TestStudio) {
  const { api } = owner;
  const created = async (path: string, body: unknown, headers?: Record<string, string>) => {
    const res = await api.post(path, body, headers);
    assert.ok(res.status === 200 || res.status === 201, `${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const client = await created('/clients', zoe);
  const lead = await created('/clients', { first_name: 'Ada', email: 'ada@example.test', type: 'lead' });
  const idempotent = { path: '/clients', body: { first_name: 'Once', email: 'once@example.test' }, headers: { 'idempotency-key': 'backup-test-once' } };
  await created(idempotent.path, idempotent.body, idempotent.headers);
  const coupon = await created('/coupons', {
    code: 'AUTUMN12', discount_type: 'percentage', discount_value: 12.5, usage_limit: 10,
    expires_at: '2031-10-31T23:59:59.123456Z', minimum_order_amount: 5000, description: 'Autumn minis',
  });
  const card = await created('/gift_cards', {
    amount: 125000, expires_at: '2031-12-31T23:59:59.999999Z',
    purchased_by: { first_name: 'Olivia', last_name: 'Hart', email: 'olivia@example.test' },
  });
  const invoice = await created('/invoices', {
    client_id: client.id, due_date: FUTURE, coupon_code: 'AUTUMN12', notes: 'Merci !',
    line_items: [
      { name: 'Session', description: 'Two hours', quantity: 2, amount: 10000, taxable: true, tax_rate: 8.25 },
      { name: 'Prints', quantity: 3, amount: 1999 },
    ],
  });
  await created(`/invoices/${invoice.id}/send`, {});
  const payment = await created(`/invoices/${invoice.id}/payments`, {
    amount: 10000, payment_method: 'card', payment_method_details: { brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2030, funding: 'credit' },
  });
  await created(`/invoices/${invoice.id}/payments/${payment.id}/refund`, { amount: 2500 });
  const giftPayment = await created(`/invoices/${invoice.id}/payments`, { amount: 3000, payment_method: 'gift_card', gift_card_code: card.code });
  const draft = await created('/invoices', { client_id: lead.id, due_date: FUTURE, line_items: [{ name: 'Mini session', quantity: 1, amount: 9900 }] });
  const conversation = await created('/conversations', { client_id: client.id, subject: 'Épreuves « finales »', content: 'Voici vos épreuves 📸' });
  await created('/conversation_messages', { conversation_id: conversation.id, content: 'Second message\nwith a line break' });
  assert.equal((await api.get('/conversation_message_attachments/upload_url?filename=contrat.pdf&content_type=application/pdf&file_size=100')).status, 200);
  const token = await created('/api_tokens', { name: 'Lightroom plugin' });
  const plugin = new Api(server.base, { authorization: `Bearer ${token.token}` });
  assert.equal((await plugin.get('/coupons')).status, 200);
  const login = await api.post('/auth/login', { email: owner.email, password: owner.password });
  const session = new Api(server.base, { cookie: login.headers.get('set-cookie')!.split(';')[0] });
  assert.equal((await session.get('/auth/me')).status, 200);
  // Use is recorded in the background: let it land before the snapshot, so that the backup has it.
  await eventually(async () => (await api.get('/api_tokens')).body.data.every((t: { last_used_at: string | null }) => t.last_used_at !== null), 'token use to be recorded');
  return { client, lead, coupon, card, invoice, payment, giftPayment, draft, conversation, token, plugin, session, idempotent };
}

type Data = Awaited<ReturnType<typeof studioWithData>>;

/** Every detail and list answer that shows the data, by path. */
function answersToCompare(d: Data): string[] {
  return [
    '/auth/me',
    '/api_tokens',
    '/coupons',
    `/coupons/${d.coupon.id}`,
    `/coupons/${d.coupon.id}/activity`,
    '/gift_cards',
    `/gift_cards/${d.card.id}`,
    '/clients',
    `/clients/${d.client.id}`,
    `/clients/${d.lead.id}`,
    `/clients/search?q=${encodeURIComponent('ÑANDU')}`,
    '/clients/search?q=612345',
    '/clients/download_csv',
    '/invoices',
    `/invoices/${d.invoice.id}`,
    `/invoices/${d.draft.id}`,
    `/invoices/${d.invoice.id}/payments/${d.payment.id}`,
    `/invoices/${d.invoice.id}/payments/${d.giftPayment.id}`,
    '/invoices/payments/list',
    '/invoices/invoice_summary',
    `/invoices_summary/currencies?client_id=${d.client.id}`,
    `/invoices_summary/totals/usd?client_id=${d.client.id}`,
    '/conversations?message=true',
    `/conversations/${d.conversation.id}`,
    '/conversations/unread/count',
  ];
}

async function answers(api: Api, paths: string[]): Promise<Record<string, unknown>> {
  const bodies: Record<string, unknown> = {};
  for (const p of paths) {
    const res = await api.get(p);
    assert.equal(res.status, 200, `${p}: ${JSON.stringify(res.body)}`);
    bodies[p] = res.body;
  }
  return bodies;
}

/** Every column of every row of every table, generated ones included, as the database holds them. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await server.database.pool.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`);
  const prints: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await server.database.pool.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${pg.escapeIdentifier(name)} t`);
    prints[name] = `${rows[0].n} ${rows[0].md5}`;
  }
  return prints;
}

/** A copy of a backup with its lines changed by `edit`. */
function editedBackup(file: string, name: string, edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const copy = path.join(path.dirname(file), name);
  writeFileSync(copy, gzipSync(`${edit(lines).join('\n')}\n`));
  return copy;
}

test('a backup restores every record exactly as it was, and only what it holds', async () => {
  const owner = await newStudio(server);
  const other = await newStudio(server, { currency: 'eur', timezone: 'Europe/Paris' });
  await other.api.post('/clients', { first_name: 'Élodie', email: 'elodie@example.test' });
  const data = await studioWithData(owner);
  const paths = answersToCompare(data);
  const before = await answers(owner.api, paths);
  const otherBefore = await answers(other.api, ['/clients']);
  assert.deepEqual((before[paths[10]] as { data: { id: string }[] }).data.map((c) => c.id), [data.client.id], 'the search finds the unicode name');
  const printsBefore = await fingerprint();

  const file = path.join(tempDir(), 'studio-backup.ndjson.gz');
  const counts = await backupDatabase(url, createWriteStream(file));
  assert.equal(counts.studios, 2);
  assert.equal(counts.invoice_line_items, 3);
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const header = JSON.parse(lines[0]);
  assert.equal(header.format, 'studio-backup');
  assert.equal(header.version, 1);
  assert.equal(header.migrations.length, readdirSync('migrations').filter((name) => name.endsWith('.sql')).length);
  const clientRow = lines.map((line) => JSON.parse(line)).find((line) => line.row?.id === data.client.id).row;
  assert.equal(clientRow.search_text, undefined, 'generated columns are left out');
  assert.equal(clientRow.phone_digits, undefined);
  assert.equal(clientRow.first_name, 'Zoë');

  // Changes after the backup, in every area.
  const { api } = owner;
  assert.equal((await api.delete(`/coupons/${data.coupon.id}`)).status, 200);
  const added = (await api.post('/clients', { first_name: 'After', email: 'after@example.test' })).body.data;
  assert.equal((await api.put(`/clients/${data.client.id}`, { notes: 'changed', first_name: 'Zoe' })).status, 200);
  assert.equal((await api.delete(`/invoices/${data.draft.id}`)).status, 200);
  assert.equal((await api.delete(`/clients/${data.lead.id}`)).status, 200);
  assert.equal((await api.post(`/invoices/${data.invoice.id}/payments/${data.payment.id}/refund`, {})).status, 200);
  assert.equal((await api.post('/gift_cards', { amount: 5000 })).status, 201);
  assert.equal((await api.delete(`/api_tokens/${data.token.id}`)).status, 200);
  assert.equal((await data.plugin.get('/coupons')).status, 401);
  const later = (await api.post('/api_tokens', { name: 'after the backup' })).body.data;
  assert.equal((await other.api.post('/coupons', { code: 'LATER', discount_type: 'fixed_amount', discount_value: 100 })).status, 201);
  const printsChanged = await fingerprint();
  assert.notDeepEqual(printsChanged, printsBefore);

  // Files that must not be restored leave the data as it is.
  const refusals: [string, RegExp][] = [
    [editedBackup(file, 'other-format.gz', () => ['{"format":"pg_dump","version":1}']), /not a studio backup: its first line/],
    [editedBackup(file, 'other-version.gz', ([first, ...rows]) => [JSON.stringify({ ...JSON.parse(first), version: 2 }), ...rows]), /version 2 of the format/],
    [
      editedBackup(file, 'other-migrations.gz', ([first, ...rows]) => [JSON.stringify({ ...JSON.parse(first), migrations: [...header.migrations, 'f'.repeat(64)] }), ...rows]),
      new RegExp(`another database version \\(${header.migrations.length + 1} migrations applied, this database ${header.migrations.length}: the backup is newer than the database\\).*same release`),
    ],
    // A row of the last table in the file (the order of foreign keys holds), of a studio that does not exist.
    [editedBackup(file, 'bad-row.gz', (all) => [...all, JSON.stringify({ table: JSON.parse(all.at(-1)!).table, row: { studio_id: 'nope', id: 'x_1' } })]), /rolled back, the data is as it was: .*violates/],
    [editedBackup(file, 'unknown-table.gz', (all) => [...all, '{"table":"darkroom_prints","row":{}}']), /line \d+ .*"darkroom_prints", which this database does not have/],
    [editedBackup(file, 'out-of-order.gz', ([first, ...rows]) => [first, ...rows.reverse()]), /rows of "\w+" after rows of "\w+": its tables are not in the order of their foreign keys/],
  ];
  const plain = path.join(path.dirname(file), 'plain.ndjson');
  writeFileSync(plain, lines.join('\n'));
  refusals.push([plain, /not gzip-compressed/]);
  const cut = path.join(path.dirname(file), 'cut.gz');
  writeFileSync(cut, readFileSync(file).subarray(0, statSync(file).size - 20));
  refusals.push([cut, /cut short/]);
  for (const [refused, message] of refusals) {
    await assert.rejects(restoreDatabase(url, refused), message, refused);
    assert.deepEqual(await fingerprint(), printsChanged, `${path.basename(refused)} left the data untouched`);
  }

  const restored = await restoreDatabase(url, file);
  assert.deepEqual(restored, counts);
  assert.deepEqual(await fingerprint(), printsBefore, 'every column of every row, generated ones included, is back');
  assert.deepEqual(await answers(owner.api, paths), before);
  assert.deepEqual(await answers(other.api, ['/clients']), otherBefore);
  assert.equal((await api.get(`/clients/${added.id}`)).status, 404, 'what was added after the backup is gone');
  assert.ok(!(await api.get('/api_tokens')).body.data.some((t: { id: string }) => t.id === later.id));
  assert.equal((await new Api(server.base, { authorization: `Bearer ${later.token}` }).get('/coupons')).status, 401);
  assert.equal((await data.plugin.get('/coupons')).status, 200, 'the token revoked after the backup works again');
  assert.equal((await data.session.get('/auth/me')).status, 200, 'sessions are restored');
  const replay = await api.post(data.idempotent.path, data.idempotent.body, data.idempotent.headers);
  assert.equal(replay.status, 201);
  assert.equal(replay.body.data.email, 'once@example.test', 'idempotency keys are restored: the first answer is replayed');
  assert.equal((await api.get('/clients')).body.meta.total, 3);
});

test('a schema the format cannot carry is refused with the reason', async () => {
  const sql = (text: string) => server.database.pool.query(text);
  await sql('CREATE SEQUENCE public.backup_test_numbers');
  try {
    await assert.rejects(backupDatabase(url, createWriteStream(path.join(tempDir(), 'refused.gz'))), /sequences \(backup_test_numbers\)/);
  } finally {
    await sql('DROP SEQUENCE public.backup_test_numbers');
  }
  await sql('CREATE TABLE backup_test_a (id int PRIMARY KEY, b_id int)');
  await sql('CREATE TABLE backup_test_b (id int PRIMARY KEY, a_id int REFERENCES backup_test_a)');
  await sql('ALTER TABLE backup_test_a ADD FOREIGN KEY (b_id) REFERENCES backup_test_b');
  try {
    await assert.rejects(backupDatabase(url, createWriteStream(path.join(tempDir(), 'refused.gz'))), /tables backup_test_a, backup_test_b form a cycle/);
  } finally {
    await sql('DROP TABLE backup_test_a, backup_test_b CASCADE');
  }
});
