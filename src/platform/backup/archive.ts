/**
 * A whole backup: the database and the stored files in one tar (see docs/operating.md, Backups):
 *
 *   backup.json               {"format":"studio-backup-archive","version":1,"created_at":…,"files":{"storage":"local"}}
 *   database.ndjson.gz        every row (platform/db/backup.ts, its own format)
 *   files/ab/ab12….json       a stored object's key and Content-Type   ┐ for each object of local
 *   files/ab/ab12…            its bytes                                ┘ storage, in order
 *
 * With S3 storage the files stay in the bucket: the manifest names it and no file entry follows.
 *
 * The database is snapshotted first, the files read after: the service never deletes a stored file,
 * so every file a row of the snapshot names is there when the files are read (with a file uploaded
 * since, harmless, beside them). A restore replaces the rows and the files together or not at all.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError, backupDatabase, restoreDatabase, type RowCounts } from '../db/backup.js';
import type { LocalFiles } from '../storage/files.js';
import { assertNoFiles, RestoredFiles, storedFileEntries, type FileCounts } from './stored-files.js';
import { bufferEntry, END_OF_ARCHIVE, fileEntry, TarReader, type TarEntry } from './tar.js';

const FORMAT = 'studio-backup-archive';
const VERSION = 1;
const MANIFEST = 'backup.json';
const DATABASE = 'database.ndjson.gz';
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Where the service keeps its files: the backup holds local ones, and names the bucket of S3 ones. */
export type FileStore = { storage: 'local'; files: LocalFiles } | { storage: 's3'; bucket: string };

type ManifestFiles = { storage: 'local' } | { storage: 's3'; bucket: string };

interface Manifest {
  format: string;
  version: number;
  created_at: string;
  files: ManifestFiles;
}

export interface BackupReport {
  rows: RowCounts;
  /** The files in the backup; with S3, the bucket they stay in. */
  files: FileCounts | { bucket: string };
}

export interface RestoreReport {
  rows: RowCounts;
  /** The files restored; the bucket an S3 backup's files stay in; or `kept`: a backup of the database alone left them as they were. */
  files: FileCounts | { bucket: string } | 'kept';
}

/**
 * Writes the backup to `file`: written beside as `….partial` and renamed when whole, so that an
 * interrupted backup never replaces a whole one; readable by its owner only (password and token
 * digests, clients' files).
 */
export async function writeBackup(databaseUrl: string, file: string, store: FileStore): Promise<BackupReport> {
  const partial = `${file}.partial`;
  const database = `${file}.partial-database`;
  try {
    // The database part goes to a file first: a tar entry states its size before its bytes.
    const rows = await backupDatabase(databaseUrl, createWriteStream(database, { mode: 0o600 }));
    const files: FileCounts = { files: 0, bytes: 0 };
    const handle = await open(database, 'r');
    try {
      const blocks = archiveBlocks(store, handle, files);
      await pipeline(Readable.from(blocks, { objectMode: false, highWaterMark: 1 }), createWriteStream(partial, { mode: 0o600, flush: true }));
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    return { rows, files: store.storage === 'local' ? files : { bucket: store.bucket } };
  } finally {
    await rm(database, { force: true });
    await rm(partial, { force: true });
  }
}

async function* archiveBlocks(store: FileStore, database: FileHandle, files: FileCounts): AsyncGenerator<Buffer> {
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    created_at: new Date().toISOString(),
    files: store.storage === 'local' ? { storage: 'local' } : { storage: 's3', bucket: store.bucket },
  };
  yield* bufferEntry(MANIFEST, Buffer.from(`${JSON.stringify(manifest)}\n`));
  yield* fileEntry(DATABASE, database);
  if (store.storage === 'local') yield* storedFileEntries(store.files, files);
  yield END_OF_ARCHIVE;
}

/**
 * Replaces all data, and with local storage all stored files, with the backup's. The rows load in one
 * transaction and the files into a directory beside the live one; the files take the live
 * directory's place just before the rows commit, and go back if the commit fails. A backup of the
 * database alone (a gzip file, from before backups held files) restores the rows and keeps the files.
 */
export async function restoreBackup(databaseUrl: string, file: string, store: FileStore): Promise<RestoreReport> {
  if (await startsWith(file, GZIP_MAGIC)) return { rows: await restoreDatabase(databaseUrl, file), files: 'kept' };
  const input = createReadStream(file);
  try {
    const reader = new TarReader(input);
    const manifest = await readManifest(reader);
    const database = await reader.next();
    if (database?.name !== DATABASE) throw new BackupError(`the backup has no ${DATABASE} after its ${MANIFEST}`);
    return await restoreFrom(databaseUrl, reader, database, manifest.files, store);
  } finally {
    input.destroy();
  }
}

async function restoreFrom(databaseUrl: string, reader: TarReader, database: TarEntry, backedUp: ManifestFiles, store: FileStore): Promise<RestoreReport> {
  const restored = backedUp.storage === 'local' && store.storage === 'local' ? new RestoredFiles(store.files.root) : null;
  let counts: FileCounts = { files: 0, bytes: 0 };
  try {
    const rows = await restoreDatabase(databaseUrl, Readable.from(database.body, { objectMode: false }), {
      beforeCommit: async () => {
        // Read to its end by now; settled before the reader moves on to the next entry.
        await database.body.return(undefined);
        counts = await receiveFiles(reader, backedUp, restored);
      },
    });
    await restored?.discardReplaced();
    return { rows, files: backedUp.storage === 's3' ? { bucket: backedUp.bucket } : counts };
  } catch (error) {
    await restored?.undo().catch((undoError: Error) => {
      throw new Error(
        `the restore failed (${(error as Error).message}), and putting the files back failed too (${undoError.message}): ` +
          `the rows are as they were, and their files are in ${restored.replaced}: put it back in place of ${restored.root}`,
        { cause: error },
      );
    });
    throw error;
  }
}

/** The archive's files, as the rows are about to commit: restored and swapped in, or refused when this storage takes none. */
async function receiveFiles(reader: TarReader, backedUp: ManifestFiles, restored: RestoredFiles | null): Promise<FileCounts> {
  if (restored) {
    const counts = await restored.receive(reader);
    await restored.swapIn();
    return counts;
  }
  const why = backedUp.storage === 's3'
    ? `the backup says its files stay in the S3 bucket "${backedUp.bucket}", yet it holds files`
    : 'the backup holds stored files of local storage, and this service keeps its files in S3: restore it where files are kept locally (without S3_BUCKET)';
  await assertNoFiles(reader, why);
  return { files: 0, bytes: 0 };
}

async function readManifest(reader: TarReader): Promise<Manifest> {
  const notOne = new BackupError(`the file is not a studio backup: it does not begin with a ${MANIFEST} of the format "${FORMAT}"`);
  const entry = await reader.next().catch(() => {
    throw notOne;
  });
  if (entry?.name !== MANIFEST || entry.size > 64 * 1024) throw notOne;
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  const manifest = parsed(Buffer.concat(chunks).toString('utf8')) as Partial<Manifest> | undefined;
  if (manifest?.format !== FORMAT || typeof manifest.version !== 'number') throw notOne;
  if (manifest.version !== VERSION) {
    throw new BackupError(`the backup is in version ${manifest.version} of the format, and this release reads version ${VERSION} only`);
  }
  const storage = manifest.files?.storage;
  if (storage !== 'local' && !(storage === 's3' && typeof manifest.files?.bucket === 'string')) throw notOne;
  return manifest as Manifest;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function startsWith(file: string, magic: Buffer): Promise<boolean> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot read the backup: ${error.message}`);
  });
  try {
    const start = Buffer.alloc(magic.length);
    const { bytesRead } = await handle.read(start, 0, magic.length, 0);
    return bytesRead === magic.length && start.equals(magic);
  } finally {
    await handle.close();
  }
}
