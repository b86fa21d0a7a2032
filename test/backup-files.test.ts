/**
 * Backups that hold everything, as an operator runs them: `backup` on one data directory, `restore` on
 * a new one, and then the photos, their renditions and the attachments download from the new one.
 * A restore that fails at any point leaves the rows and the files as they were.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Api, newStudio, startTestServer, tempDir, type TestServer } from './helpers.js';
import { addPhoto, collectionWithGallery, makeImage, processed } from './gallery/support.js';
import { filesUnder, patternedBytes, uploadForm } from './storage/support.js';
import { restoreBackup, writeBackup } from '../src/platform/backup/archive.js';
import { backupDatabase } from '../src/platform/db/backup.js';
import type { LocalStorage } from '../src/platform/storage/local.js';

/** Runs the command line on a server's data directory and database, as its operator would. */
function studio(server: TestServer, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl!, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const bytesOf = async (url: string) => {
  const res = await fetch(url);
  assert.equal(res.status, 200, url);
  return Buffer.from(await res.arrayBuffer());
};

const localFiles = (server: TestServer) => ({ storage: 'local' as const, files: (server.services.storage as LocalStorage).files });

/** A studio with a ready photo (and its renditions) and a message with an attachment, all through the API. */
async function studioWithFiles(server: TestServer) {
  const owner = await newStudio(server);
  const { api } = owner;
  const { collectionId, galleryId } = await collectionWithGallery(api);
  const original = await makeImage({ width: 1000, height: 700 });
  const photo = await processed(api, await addPhoto(api, galleryId, original, 'first-dance.jpg'));
  assert.equal(photo.state, 'ready', photo.failure);
  const client = (await api.post('/clients', { first_name: 'Ada', email: 'ada@example.test' })).body.data;
  const conversation = (await api.post('/conversations', { client_id: client.id, subject: 'Contract' })).body.data;
  const contract = patternedBytes(200_000, 9);
  const query = new URLSearchParams({ filename: 'contrat signé.pdf', content_type: 'application/pdf', file_size: String(contract.length) });
  const ticket = (await api.get(`/conversation_message_attachments/upload_url?${query}`)).body.data;
  const upload = await fetch(ticket.upload_url, { method: 'POST', body: uploadForm({ url: ticket.upload_url, fields: ticket.upload_fields }, contract) });
  assert.equal(upload.status, 204);
  const sent = await api.post('/conversation_messages', { conversation_id: conversation.id, content: 'Signed', attachment_ids: [ticket.attachment_id] });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return {
    owner,
    collectionId,
    photoId: photo.id as string,
    conversationId: conversation.id as string,
    files: { original, web: await bytesOf(photo.urls.web), thumbnail: await bytesOf(photo.urls.thumbnail), contract: Buffer.from(contract) },
  };
}

/** What the studio's files are, fetched from `server` with fresh links. */
async function downloads(server: TestServer, token: string, photoId: string, conversationId: string) {
  const api = new Api(server.base, { authorization: `Bearer ${token}` });
  const photo = (await api.get(`/photos/${photoId}`)).body.data;
  const conversation = (await api.get(`/conversations/${conversationId}`)).body.data;
  const [attachment] = conversation.messages.flatMap((message: { attachments: { url: string }[] }) => message.attachments);
  assert.ok(photo.urls.original.startsWith(server.origin) && attachment.url.startsWith(server.origin), 'links of the server asked');
  return {
    original: await bytesOf(photo.urls.original),
    web: await bytesOf(photo.urls.web),
    thumbnail: await bytesOf(photo.urls.thumbnail),
    contract: await bytesOf(attachment.url),
  };
}

test('backup, then restore into a new data directory: photos, renditions, attachments and ZIPs download as before', async () => {
  const first = await startTestServer();
  const { owner, collectionId, photoId, conversationId, files } = await studioWithFiles(first);
  const file = path.join(tempDir(), 'studio-backup.tar');
  const backedUp = await studio(first, ['backup', '--file', file]);
  assert.equal(backedUp.code, 0, backedUp.out);
  assert.match(backedUp.out, /backup of \d+ rows and 4 stored files \([\d.]+ MB\) written to .*studio-backup\.tar \([\d.]+ MB\) in [\d.]+ s/);
  assert.equal(statSync(file).mode & 0o777, 0o600, 'the backup holds clients\' files and password digests: its owner only reads it');

  // A new user's second machine: another data directory, another (empty, migrated) database.
  const second = await startTestServer();
  const restored = await studio(second, ['restore', '--file', file, '--yes']);
  assert.equal(restored.code, 0, restored.out);
  assert.match(restored.out, /restored \d+ rows and 4 stored files \([\d.]+ MB\) from .* in [\d.]+ s/);
  assert.deepEqual(await downloads(second, owner.token, photoId, conversationId), files);
  const zip = await fetch(`${second.base}/collections/${collectionId}/download.zip`, { headers: { authorization: `Bearer ${owner.token}` } });
  assert.equal(zip.status, 200);
  assert.ok((await zip.arrayBuffer()).byteLength > files.original.length, 'the ZIP holds the photo');
  assert.deepEqual(
    filesUnder(path.join(second.config.dataDir, 'files')).map((name) => path.relative(second.config.dataDir, name)).sort(),
    filesUnder(path.join(first.config.dataDir, 'files')).map((name) => path.relative(first.config.dataDir, name)).sort(),
    'the same files, in the same places',
  );
});

test('the backup is a plain tar: tar lists it, and extracting its files gives a working files directory', async () => {
  const server = await startTestServer();
  const { owner, photoId, conversationId, files } = await studioWithFiles(server);
  const file = path.join(tempDir(), 'studio.tar');
  await writeBackup(server.config.databaseUrl!, file, localFiles(server));
  const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
  assert.deepEqual(listed.slice(0, 2), ['backup.json', 'database.ndjson.gz']);
  assert.equal(listed.filter((name) => /^files\/[0-9a-f]{2}\/[0-9a-f]{64}$/.test(name)).length, 4);
  assert.equal(listed.filter((name) => /^files\/[0-9a-f]{2}\/[0-9a-f]{64}\.json$/.test(name)).length, 4);
  const manifest = JSON.parse(execFileSync('tar', ['-xOf', file, 'backup.json'], { encoding: 'utf8' }));
  assert.deepEqual({ ...manifest, created_at: undefined }, { format: 'studio-backup-archive', version: 1, created_at: undefined, files: { storage: 'local' } });

  // By hand: the files/ entries into a new DATA_DIR, the rows with `restore`.
  const second = await startTestServer();
  execFileSync('tar', ['-xf', file, '-C', second.config.dataDir, 'files']);
  const database = path.join(tempDir(), 'database.ndjson.gz');
  writeFileSync(database, execFileSync('tar', ['-xOf', file, 'database.ndjson.gz']));
  assert.deepEqual(await restoreBackup(second.config.databaseUrl!, database, localFiles(second)).then((report) => report.files), 'kept');
  assert.deepEqual(await downloads(second, owner.token, photoId, conversationId), files);
});

/** Every row of every table, and every stored file with its bytes: what a failed restore must leave alone. */
async function everything(server: TestServer): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  const pool = server.database.pool;
  const tables = await pool.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`);
  for (const { name } of tables.rows) {
    const { rows } = await pool.query(`SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${pg.escapeIdentifier(name)} t`);
    state[name] = rows[0].md5;
  }
  for (const file of filesUnder(path.join(server.config.dataDir, 'files'))) {
    state[path.relative(server.config.dataDir, file)] = readFileSync(file).toString('base64').slice(0, 64) + statSync(file).size;
  }
  return state;
}

test('a restore that fails anywhere changes nothing: not the rows, not the files', async () => {
  const source = await startTestServer();
  await studioWithFiles(source);
  const file = path.join(tempDir(), 'studio.tar');
  await writeBackup(source.config.databaseUrl!, file, localFiles(source));
  const whole = readFileSync(file);

  const target = await startTestServer();
  const { owner, photoId, conversationId, files } = await studioWithFiles(target);
  const before = await everything(target);
  const dir = tempDir();
  const variant = (name: string, bytes: Buffer) => {
    const at = path.join(dir, name);
    writeFileSync(at, bytes);
    return at;
  };
  const lastFile = whole.lastIndexOf(Buffer.from('files/'));
  const metadataAt = whole.indexOf(Buffer.from('{"key":'));
  const otherKey = Buffer.from(whole);
  otherKey.write('{"key":"x', metadataAt, 'utf8');
  const refusals: [string, RegExp][] = [
    [variant('cut-in-files.tar', whole.subarray(0, lastFile + 2000)), /rolled back, the data is as it was: .*cut short/],
    [variant('cut-before-its-end.tar', whole.subarray(0, whole.length - 1024)), /rolled back, the data is as it was: .*without its end: it was cut short/],
    [variant('metadata-of-another-key.tar', otherKey), /does not describe the file at its place/],
    [variant('not-a-backup.tar', Buffer.from('just some text, long enough to be read as something'.repeat(20))), /not a studio backup/],
  ];
  for (const [refused, message] of refusals) {
    await assert.rejects(restoreBackup(target.config.databaseUrl!, refused, localFiles(target)), message, path.basename(refused));
    assert.deepEqual(await everything(target), before, `${path.basename(refused)} left the rows and the files as they were`);
  }

  // The last moment: every file is in place and the rows are in, and PostgreSQL refuses the COMMIT
  // (a deferred constraint trigger). The files directory it replaced goes back.
  const sql = (text: string) => target.database.pool.query(text);
  await sql(`CREATE FUNCTION backup_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`);
  await sql('CREATE CONSTRAINT TRIGGER backup_test_refuse AFTER INSERT ON studios DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION backup_test_refuse()');
  try {
    await assert.rejects(restoreBackup(target.config.databaseUrl!, file, localFiles(target)), /rolled back.*refused at commit/);
  } finally {
    await sql('DROP TRIGGER backup_test_refuse ON studios');
    await sql('DROP FUNCTION backup_test_refuse()');
  }
  assert.deepEqual(await everything(target), before, 'a refused COMMIT puts the files back');
  assert.deepEqual(readdirSync(target.config.dataDir).filter((name) => name.startsWith('files.')), [], 'nothing is left beside the files directory');

  const cli = await studio(target, ['restore', '--file', refusals[0][0], '--yes']);
  assert.equal(cli.code, 1);
  assert.match(cli.out, /nothing was restored: the data and the stored files are as they were/);
  assert.deepEqual(await everything(target), before);
  // Last: fetching the files records downloads.
  assert.deepEqual(await downloads(target, owner.token, photoId, conversationId), files);
});

test('with S3 the files stay in the bucket: the backup says so and holds none, and a local backup is not restored into S3', async () => {
  const server = await startTestServer();
  await studioWithFiles(server);
  const s3Backup = path.join(tempDir(), 's3.tar');
  const report = await writeBackup(server.config.databaseUrl!, s3Backup, { storage: 's3', bucket: 'studio-photos' });
  assert.deepEqual(report.files, { bucket: 'studio-photos' });
  const listed = execFileSync('tar', ['-tf', s3Backup], { encoding: 'utf8' }).trim().split('\n');
  assert.deepEqual(listed, ['backup.json', 'database.ndjson.gz']);

  const target = await startTestServer();
  const filesDir = path.join(target.config.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  writeFileSync(path.join(filesDir, 'kept.txt'), 'the local files are not the backup\'s to replace');
  const restored = await restoreBackup(target.config.databaseUrl!, s3Backup, localFiles(target));
  assert.deepEqual(restored.files, { bucket: 'studio-photos' });
  assert.equal(readFileSync(path.join(filesDir, 'kept.txt'), 'utf8'), 'the local files are not the backup\'s to replace');

  const localBackup = path.join(tempDir(), 'local.tar');
  await writeBackup(server.config.databaseUrl!, localBackup, localFiles(server));
  const before = await everything(target);
  await assert.rejects(
    restoreBackup(target.config.databaseUrl!, localBackup, { storage: 's3', bucket: 'studio-photos' }),
    /holds stored files of local storage, and this service keeps its files in S3/,
  );
  assert.deepEqual(await everything(target), before);
});

test('a backup of the database alone (the format before files) still restores, and keeps the files', async () => {
  const server = await startTestServer();
  const { owner, photoId, conversationId, files } = await studioWithFiles(server);
  const databaseOnly = path.join(tempDir(), 'studio.ndjson.gz');
  await backupDatabase(server.config.databaseUrl!, createWriteStream(databaseOnly));
  const report = await restoreBackup(server.config.databaseUrl!, databaseOnly, localFiles(server));
  assert.equal(report.files, 'kept');
  assert.deepEqual(await downloads(server, owner.token, photoId, conversationId), files);
});
