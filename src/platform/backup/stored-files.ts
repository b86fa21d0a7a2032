/**
 * The stored files of local storage (`DATA_DIR/files`) in a backup, and back. A backup holds them as
 * the directory does: for each object, `files/<place>.json` (its key and Content-Type) then
 * `files/<place>` (its bytes), `<place>` being `ab/` and the SHA-256 of the key. So `tar xf` of the
 * `files/` entries gives a working `DATA_DIR/files`.
 *
 * A restore never half-replaces the directory: the files go to a directory beside it, checked one by
 * one, and only once all of them are there does it take the live directory's place (two renames);
 * until the database commits, the directory it replaced is kept, to be put back if the commit fails.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from '../db/backup.js';
import { isPlace, LocalFiles, metadataOf, nullWhenMissing, syncDirectory } from '../storage/files.js';
import { isHeaderSafeContentType, keyProblem } from '../storage/storage.js';
import { bufferEntry, fileEntry, type TarEntry, type TarReader } from './tar.js';

const FILES_FOLDER = 'files/';
/** A metadata file holds a key (at most 1 KiB of UTF-8) and a Content-Type: anything larger is not one. */
const MAX_METADATA_BYTES = 16 * 1024;

export interface FileCounts {
  files: number;
  bytes: number;
}

/**
 * The entries of every stored object, in the order of their places. Objects are never changed in
 * place (a new upload to a key is renamed over it), so each is read whole from the file it opened.
 */
export async function* storedFileEntries(files: LocalFiles, counts: FileCounts): AsyncGenerator<Buffer> {
  for await (const place of files.places()) {
    const object = path.join(files.root, place);
    const metadata = await readFile(`${object}.json`).catch(nullWhenMissing);
    // Without its metadata an object does not exist for the service (an upload cut off between the two).
    if (metadata === null) continue;
    const handle = await open(object, 'r');
    try {
      const { size } = await handle.stat();
      yield* bufferEntry(`${FILES_FOLDER}${place}.json`, metadata);
      yield* fileEntry(`${FILES_FOLDER}${place}`, handle);
      counts.files += 1;
      counts.bytes += size;
    } finally {
      await handle.close();
    }
  }
}

/** Files restored into a directory beside the live one, then swapped in. */
export class RestoredFiles {
  private readonly staging: string;
  /** Where the live directory is set aside while the rows commit. */
  readonly replaced: string;
  private swapped = false;
  private hadLiveDirectory = true;

  constructor(readonly root: string) {
    const tag = `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(3).toString('hex')}`;
    this.staging = `${root}.restoring-${tag}`;
    this.replaced = `${root}.replaced-${tag}`;
  }

  /** Reads the archive's remaining entries, each object's metadata then its bytes, into the directory beside. */
  async receive(reader: TarReader): Promise<FileCounts> {
    const counts: FileCounts = { files: 0, bytes: 0 };
    const folders = new Set<string>();
    await mkdir(this.staging);
    for (let metadata = await reader.next(); metadata; metadata = await reader.next()) {
      const place = await this.describedPlace(metadata);
      const object = await reader.next();
      if (object?.name !== `${FILES_FOLDER}${place}`) throw new BackupError(`${metadata.name} is not followed by the file it describes`);
      const target = path.join(this.staging, place);
      folders.add(path.dirname(target));
      await pipeline(Readable.from(object.body, { objectMode: false }), createWriteStream(target, { flags: 'wx', flush: true }));
      counts.files += 1;
      counts.bytes += object.size;
    }
    for (const folder of [...folders, this.staging]) await syncDirectory(folder);
    return counts;
  }

  /** The live directory makes way for the restored one; kept aside until `discardReplaced` or `undo`. */
  async swapIn(): Promise<void> {
    try {
      await rename(this.root, this.replaced);
    } catch (error) {
      // A new DATA_DIR: no file was ever stored.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.hadLiveDirectory = false;
    }
    // From here on, `undo` has a live directory to put back, whether or not the next rename succeeds.
    this.swapped = true;
    await rename(this.staging, this.root);
    await syncDirectory(path.dirname(this.root));
  }

  /** Everything as it was: the live directory back in place, the restored files gone. */
  async undo(): Promise<void> {
    if (this.swapped) {
      await rm(this.root, { recursive: true, force: true });
      if (this.hadLiveDirectory) await rename(this.replaced, this.root);
      this.swapped = false;
    }
    await rm(this.staging, { recursive: true, force: true });
  }

  async discardReplaced(): Promise<void> {
    await rm(this.replaced, { recursive: true, force: true });
  }

  /** Writes a metadata entry beside its place, once it is checked: it must name the key whose place it is. */
  private async describedPlace(entry: TarEntry): Promise<string> {
    const place = entry.name.startsWith(FILES_FOLDER) && entry.name.endsWith('.json') ? entry.name.slice(FILES_FOLDER.length, -'.json'.length) : '';
    if (!isPlace(place) || entry.size > MAX_METADATA_BYTES) {
      throw new BackupError(`the backup's entry "${entry.name}" is not one of a studio backup (a stored file's metadata, files/<ab>/<sha-256>.json, was expected)`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const metadata = metadataOf(text);
    if (!metadata || LocalFiles.placeOf(metadata.key) !== place || keyProblem(metadata.key) || !isHeaderSafeContentType(metadata.contentType)) {
      throw new BackupError(`the backup's entry "${entry.name}" does not describe the file at its place`);
    }
    await mkdir(path.join(this.staging, path.dirname(place)), { recursive: true });
    await writeFile(path.join(this.staging, `${place}.json`), text, { flag: 'wx', flush: true });
    return place;
  }
}

/** The archive's remaining entries must be none: the backup holds no files, or this storage takes none. */
export async function assertNoFiles(reader: TarReader, why: string): Promise<void> {
  const entry = await reader.next();
  if (entry) throw new BackupError(`${why} (it has "${entry.name}")`);
}

