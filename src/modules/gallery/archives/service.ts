/**
 * "Download all" (API.md §10): a gallery's or a whole collection's ready photos as one ZIP, streamed
 * as it is built, its exact length sent first (browsers show progress). The photos are listed first,
 * a database batch at a time, with the size storage has for each file: what the archive holds is
 * settled before any byte, and memory grows only with that list (names and sizes, as the ZIP's central
 * directory needs anyway). Each file is opened from storage only once the one before it is written,
 * its bytes passed on as the client takes them. Nothing is buffered whole and no temporary file is made.
 */
import { addAbortSignal, type PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Caller } from '../../../platform/access.js';
import { isForeignKeyViolation, type Db } from '../../../platform/db/pool.js';
import { forbidden } from '../../../platform/errors.js';
import type { Storage } from '../../../platform/storage/index.js';
import type { GalleryService } from '../collections/galleries.js';
import type { GalleryRow } from '../collections/gallery-queries.js';
import type { CollectionRow } from '../collections/queries.js';
import type { CollectionService } from '../collections/service.js';
import { downloadRefusal, REFUSAL_MESSAGES, type Visitor } from '../collections/visitors.js';
import { filenameOf } from '../photos/media-files.js';
import { renditionKey } from '../photos/media.js';
import { photoQueries, type PhotoQueries, type PhotoRow } from '../photos/queries.js';
import type { DownloadSize, MediaKind } from '../tables.js';
import { PhotoDownloadRecorder } from '../tracking/downloads.js';
import { EntryNames } from './entry-names.js';
import { useNativeZipChecksums } from './zip-checksums.js';

/** Photos read from the database at a time. */
const BATCH = 200;

export interface ArchiveRequest {
  size: DownloadSize;
  /** The visitor: recorded on each download, and their access level when they are a collection client. */
  email?: string;
  /** The collection's password, when it has one. */
  password?: string;
}

/** A ZIP the visitor may have: every refusal is behind, nothing is listed until `prepare`, nothing read until `open`. */
export interface Archive {
  /** `<collection or gallery name>.zip`. */
  filename: string;
  /**
   * Lists the files and asks storage for their sizes (reads none): the ZIP's exact length. A ready
   * photo whose file storage does not have at all (lost, or a restore without its files) is left out
   * and told to `onMissingFile`: no read can ever succeed, so failing the whole archive would only
   * stop the visitor from getting the others.
   */
  prepare(onMissingFile: OnMissingFile): Promise<PreparedArchive>;
}

export interface PreparedArchive {
  /** The ZIP's length in bytes, exactly what `open`'s stream gives when it is read to the end. */
  size: number;
  /**
   * The ZIP's bytes, made as they are read, once its first file is open (a failure before is thrown,
   * before any byte). Each file put in is recorded as a download as it is put in. When a file cannot
   * be read the stream is destroyed with the error: the answer must be cut off, never end as a
   * valid-looking ZIP with photos missing or shorter than announced. Destroying the stream (the
   * client left) closes the file being read and stops the work.
   */
  open(): Promise<Readable>;
}

export type OnMissingFile = (missing: MissingFile) => void;

/** A ready photo left out of an archive because storage has nothing at its key. */
export interface MissingFile {
  photoId: string;
  key: string;
}

/** A file listed for an archive: where it is, how big storage says it is, its name in the ZIP. */
interface PlannedFile {
  photo: PhotoRow;
  key: string;
  size: number;
  entryName: string;
}

export class ArchiveService {
  private readonly photoQueries: PhotoQueries;
  private readonly downloads: PhotoDownloadRecorder;

  constructor(
    db: Db,
    private collections: CollectionService,
    private galleries: GalleryService,
    private storage: Storage,
  ) {
    this.photoQueries = photoQueries(db);
    this.downloads = new PhotoDownloadRecorder(db);
    // Every archive is checksummed by yazl: the server, the CLI and the tests all build this service.
    useNativeZipChecksums();
  }

  /** One gallery's photos. A gallery set `download: false` is refused unless the visitor is a `full` collection client. */
  async ofGallery(caller: Caller, galleryId: string, request: ArchiveRequest): Promise<Archive> {
    const gallery = await this.galleries.find(caller, galleryId);
    const collection = await this.collections.find(caller, gallery.collectionId);
    const visitor = await this.admit(caller, collection, request);
    if (!gallery.download && visitor.accessLevel !== 'full') {
      throw forbidden('This gallery is not downloadable.', 'gallery_not_downloadable');
    }
    return this.archive(caller, gallery.name, [gallery], request);
  }

  /**
   * Every gallery of the collection, private ones included (the studio's credential asks), in the
   * order they were made; galleries set `download: false` are left out unless the visitor is a
   * `full` collection client.
   */
  async ofCollection(caller: Caller, collectionId: string, request: ArchiveRequest): Promise<Archive> {
    const collection = await this.collections.find(caller, collectionId);
    const visitor = await this.admit(caller, collection, request);
    const all = await this.galleries.ofCollection(caller, collectionId);
    const everything = visitor.accessLevel === 'full' || all.every((gallery) => gallery.download);
    return this.archive(caller, collection.name, everything ? all : all.filter((gallery) => gallery.download), request);
  }

  /**
   * The galleries a sharing link's visitor may download, in one ZIP named after the collection. The
   * link admitted them (its permissions, the visitor's access level, each gallery's setting); the size
   * must still be one the collection offers.
   */
  shared(caller: Caller, collection: CollectionRow, galleries: GalleryRow[], request: ArchiveRequest): Archive {
    assertOffered(collection, request.size);
    return this.archive(caller, collection.name, galleries, request);
  }

  /** The collection's own refusals (as `before_download_settings` answers them), then the size; answers the visitor admitted. */
  private async admit(caller: Caller, collection: CollectionRow, { size, email, password }: ArchiveRequest): Promise<Visitor> {
    const visitor = await this.collections.visitorOf(caller, collection, { email, password });
    const refusal = await downloadRefusal(collection, visitor, caller.studio.timezone);
    if (refusal) throw forbidden(REFUSAL_MESSAGES[refusal], refusal);
    assertOffered(collection, size);
    return visitor;
  }

  private archive(caller: Caller, name: string, galleries: GalleryRow[], request: ArchiveRequest): Archive {
    return {
      filename: `${name}.zip`,
      prepare: async (onMissingFile) => this.assemble(caller, request, await this.list(caller, galleries, request, onMissingFile)),
    };
  }

  /**
   * The files to put in, named, with the sizes storage has for them (one `stat` each, a batch at a
   * time): the exact length of the ZIP is known before any byte of it.
   */
  private async list(caller: Caller, galleries: GalleryRow[], request: ArchiveRequest, onMissingFile: OnMissingFile): Promise<PlannedFile[]> {
    const names = new EntryNames();
    const files: PlannedFile[] = [];
    for (const gallery of galleries) {
      // Named with its first file: a gallery with nothing in the archive takes no name from another.
      let folder: string | undefined;
      for await (const batch of this.readyPhotos(caller, gallery, request.size)) {
        const keys = batch.map((photo) => (request.size === 'web' ? renditionKey(photo.originalKey, 'web') : photo.originalKey));
        const stored = await Promise.all(keys.map((key) => this.storage.stat(key)));
        for (const [i, photo] of batch.entries()) {
          const key = keys[i]!;
          const size = stored[i]?.size;
          if (size === undefined) {
            // A photo deleted since it was listed is no loss to report.
            if (await this.photoQueries.byId(caller.studio.id, photo.id)) onMissingFile({ photoId: photo.id, key });
            continue;
          }
          folder ??= names.folder(gallery.name);
          files.push({ photo, key, size, entryName: names.file(folder, filenameOf(photo, request.size) ?? photo.filename) });
        }
      }
    }
    return files;
  }

  /** A gallery's files of this size, in album order, read `BATCH` at a time. */
  private async *readyPhotos(caller: Caller, gallery: GalleryRow, size: DownloadSize): AsyncGenerator<PhotoRow[]> {
    // Videos have no web size: a web archive holds the photos only.
    const kinds: MediaKind[] = size === 'web' ? ['photo'] : ['photo', 'video'];
    let after: PhotoRow | null = null;
    for (;;) {
      const batch: PhotoRow[] = await this.photoQueries.readyBatch(caller.studio.id, gallery.id, kinds, after, BATCH);
      if (batch.length > 0) yield batch;
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]!;
    }
  }

  /**
   * Every file is added up front with its size and stored, not deflated, so yazl knows the ZIP's
   * length as `end()` is called. yazl asks for each file's bytes in turn; they are read only once
   * `open` is called, so that HEAD reads nothing.
   */
  private assemble(caller: Caller, request: ArchiveRequest, files: PlannedFile[]): PreparedArchive {
    const zip = new ZipFile();
    // yazl's output is a PassThrough (its typings say only NodeJS.ReadableStream).
    const output = zip.outputStream as PassThrough;
    const stop = new AbortController();
    // Destroyed before the end: the client left, or a file failed. The file being read is closed.
    output.once('close', () => {
      if (!output.readableEnded) stop.abort(new Error('The archive was closed before it was complete.'));
    });
    zip.on('error', (error: Error) => output.destroy(error));
    const started = settledFromOutside();
    const firstOpened = settledFromOutside();
    for (const [index, file] of files.entries()) {
      // STORE: photos and videos are compressed already (deflate saved 0.0 % of a quality-95 JPEG, at 60 MB/s).
      const options = { compress: false, size: file.size, mtime: new Date(file.photo.takenAt ?? file.photo.createdAt) };
      zip.addReadStreamLazy(file.entryName, options, (callback) => {
        // yazl pipes the file, and a pipe passes no error on: a read failing mid-file cuts the ZIP off here.
        const cutOff = (error: Error) => output.destroy(error);
        started.promise.then(() => this.openFile(caller, request, file, stop.signal, cutOff)).then(
          (stream: Readable) => {
            if (index === 0) firstOpened.resolve();
            callback(null, stream);
          },
          (error: Error) => {
            // The first file's failure is thrown by `open`, before any byte; a later one cuts the ZIP off.
            if (index === 0) firstOpened.reject(error);
            // (The typings want a stream even with an error; yazl takes none.)
            else if (!stop.signal.aborted) (callback as (error: Error) => void)(error);
          },
        );
      });
    }
    if (files.length === 0) firstOpened.resolve();
    let size = -1;
    // The typings leave out the length yazl passes (its README documents it).
    zip.end({ forceZip64Format: false, comment: '' }, ((calculated: number) => {
      size = calculated;
    }) as () => void);
    // Documented by yazl: with no addFile(), the size is given during end().
    if (size < 0) throw new Error(`yazl could not tell the ZIP's length (${size})`);
    return {
      size,
      open: async () => {
        started.resolve();
        try {
          await firstOpened.promise;
        } catch (error) {
          output.destroy();
          throw error;
        }
        return output;
      },
    };
  }

  /**
   * One file's bytes, its download recorded. The ZIP's length was sent for the size storage had when
   * the files were listed: a file now gone or of another size fails the archive (the transfer is cut
   * off) rather than make the ZIP another length. A photo deleted since is still sent (the archive
   * was announced with it) but not recorded: there is no photo left to record it against.
   */
  private async openFile(caller: Caller, request: ArchiveRequest, file: PlannedFile, signal: AbortSignal, cutOff: (error: Error) => void): Promise<Readable> {
    signal.throwIfAborted();
    const object = await this.storage.read(file.key);
    if (!object) throw new Error(`Storage no longer has ${file.key}, listed for the ZIP`);
    // Aborted (now or later): the stream is destroyed, its file closed.
    const stream = addAbortSignal(signal, object.stream);
    // Watched from now on: a read error while the download is recorded fails this file; once handed over, the ZIP.
    let handedOver = false;
    let earlyError: Error | undefined;
    stream.once('error', (error) => {
      if (handedOver) cutOff(error);
      else earlyError = error;
    });
    try {
      if (object.size !== file.size) throw new Error(`${file.key} is ${object.size} bytes, not the ${file.size} listed for the ZIP`);
      await this.record(caller, request, file.photo);
      signal.throwIfAborted();
      if (earlyError) throw earlyError;
      handedOver = true;
      return stream;
    } catch (error) {
      // Not handed to yazl: closed here.
      stream.destroy();
      throw error;
    }
  }

  private async record(caller: Caller, request: ArchiveRequest, photo: PhotoRow): Promise<void> {
    try {
      await this.downloads.record(caller.studio.id, { photo, size: request.size, email: request.email ?? null });
    } catch (error) {
      if (isForeignKeyViolation(error, 'photo_downloads_photo_fk') || isForeignKeyViolation(error, 'photo_downloads_collection_fk')) return;
      throw error;
    }
  }
}

function assertOffered(collection: CollectionRow, size: DownloadSize): void {
  if (!collection.downloadSizes.includes(size)) {
    throw forbidden(`The collection offers no ${size} downloads; it offers: ${collection.downloadSizes.join(', ') || 'none'}.`, 'size_not_allowed');
  }
}

/** A promise with its resolve and reject at hand (Promise.withResolvers, which the compiler's lib here lacks). */
function settledFromOutside() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
