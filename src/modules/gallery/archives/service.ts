/**
 * "Download all" (API.md §10): a gallery's or a whole collection's ready photos as one ZIP, streamed
 * as it is built. Memory stays flat whatever the size: photos are read from the database in batches,
 * and each file is opened from storage only once the one before it is written, its bytes passed on as
 * the client takes them. Nothing is buffered whole and no temporary file is made.
 */
import { addAbortSignal, type PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
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

/** A ZIP the visitor may have: every refusal is behind, nothing is read until `open`. */
export interface Archive {
  /** `<collection or gallery name>.zip`. */
  filename: string;
  /**
   * The ZIP's bytes, made as they are read. Each file put in is recorded as a download as it is put
   * in. When a file cannot be read the stream is destroyed with the error: the answer must be cut
   * off, never end as a valid-looking ZIP with photos missing. A ready photo whose file storage does
   * not have at all (lost, or a restore without its files) is left out and told to `onMissingFile`:
   * no read can ever succeed, so failing the whole archive would only stop the visitor from getting
   * the others. Destroying the stream (the client left) closes the file being read and stops the work.
   */
  open(onMissingFile: (missing: MissingFile) => void): Readable;
}

/** A ready photo left out of an archive because storage has nothing at its key. */
export interface MissingFile {
  photoId: string;
  key: string;
}

/** One archive being written: what each file put in needs. */
interface Writing {
  caller: Caller;
  zip: ZipFile;
  request: ArchiveRequest;
  signal: AbortSignal;
  onMissingFile: (missing: MissingFile) => void;
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
      open: (onMissingFile) => this.write(caller, galleries, request, onMissingFile),
    };
  }

  private write(caller: Caller, galleries: GalleryRow[], request: ArchiveRequest, onMissingFile: Writing['onMissingFile']): Readable {
    const zip = new ZipFile();
    // yazl's output is a PassThrough (its typings say only NodeJS.ReadableStream).
    const output = zip.outputStream as PassThrough;
    const stop = new AbortController();
    let written = false;
    // Destroyed before the end: the client left, or a file failed. The file being read is closed.
    output.once('close', () => {
      if (!written) stop.abort(new Error('The archive was closed before it was complete.'));
    });
    zip.on('error', (error: Error) => output.destroy(error));
    this.fill({ caller, zip, request, signal: stop.signal, onMissingFile }, galleries).then(
      () => {
        written = true;
        zip.end();
      },
      (error: unknown) => output.destroy(stop.signal.aborted ? undefined : (error as Error)),
    );
    return output;
  }

  private async fill(writing: Writing, galleries: GalleryRow[]): Promise<void> {
    const { caller, request, signal } = writing;
    const names = new EntryNames();
    for (const gallery of galleries) {
      // Named with its first file: a gallery with nothing in the archive takes no name from another.
      let folder: string | undefined;
      for await (const photo of this.readyPhotos(caller, gallery, request.size)) {
        signal.throwIfAborted();
        const entryName = () => {
          folder ??= names.folder(gallery.name);
          return names.file(folder, filenameOf(photo, request.size) ?? photo.filename);
        };
        await this.put(writing, photo, entryName);
      }
    }
    signal.throwIfAborted();
  }

  /** A gallery's files of this size, in album order, read `BATCH` at a time. */
  private async *readyPhotos(caller: Caller, gallery: GalleryRow, size: DownloadSize): AsyncGenerator<PhotoRow> {
    // Videos have no web size: a web archive holds the photos only.
    const kinds: MediaKind[] = size === 'web' ? ['photo'] : ['photo', 'video'];
    let after: PhotoRow | null = null;
    for (;;) {
      const batch: PhotoRow[] = await this.photoQueries.readyBatch(caller.studio.id, gallery.id, kinds, after, BATCH);
      yield* batch;
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]!;
    }
  }

  /**
   * Puts one file in and waits until it is written. A photo deleted since it was listed is left out
   * (its file gone, or its download no longer recordable); so is a ready photo whose file storage does
   * not have, which is reported.
   */
  private async put({ caller, zip, request, signal, onMissingFile }: Writing, photo: PhotoRow, entryName: () => string): Promise<void> {
    const studioId = caller.studio.id;
    const key = request.size === 'web' ? renditionKey(photo.originalKey, 'web') : photo.originalKey;
    const object = await this.storage.read(key);
    if (!object) {
      if (await this.photoQueries.byId(studioId, photo.id)) onMissingFile({ photoId: photo.id, key });
      return;
    }
    // Aborted (now or later): the stream is destroyed, its file closed.
    const stream = addAbortSignal(signal, object.stream);
    try {
      // Watched from now on, so that an error while the download is recorded is caught; awaited once the file is in.
      const done = finished(stream);
      done.catch(() => {});
      // The client left while the file was being opened: nothing of it is sent, nothing recorded.
      signal.throwIfAborted();
      try {
        await this.downloads.record(studioId, { photo, size: request.size, email: request.email ?? null });
      } catch (error) {
        if (isForeignKeyViolation(error, 'photo_downloads_photo_fk') || isForeignKeyViolation(error, 'photo_downloads_collection_fk')) return;
        throw error;
      }
      signal.throwIfAborted();
      // STORE: photos and videos are compressed already (deflate saved 0.0 % of a quality-95 JPEG, at 60 MB/s).
      zip.addReadStream(stream, entryName(), { compress: false, size: object.size, mtime: new Date(photo.takenAt ?? photo.createdAt) });
      await done;
    } finally {
      // Read to the end, this does nothing; otherwise (a failure, an abort, a photo left out) the file is closed.
      stream.destroy();
    }
  }
}

function assertOffered(collection: CollectionRow, size: DownloadSize): void {
  if (!collection.downloadSizes.includes(size)) {
    throw forbidden(`The collection offers no ${size} downloads; it offers: ${collection.downloadSizes.join(', ') || 'none'}.`, 'size_not_allowed');
  }
}
