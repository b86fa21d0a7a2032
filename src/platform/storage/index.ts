/** The storage layer's entry: the mode the configuration chooses, and what callers use of it. */
import type { Config } from '../../config.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { Storage } from './storage.js';

export { storageRoutes } from './routes.js';
export {
  byteHeaders, requestedRange, UnsatisfiableRange, unsatisfiedHeaders, type ByteSpan, type RangeRequest,
} from './byte-ranges.js';
export { attachmentDisposition, keyProblem, type DownloadInput, type ReadableObject, type Storage, type StoredObject, type TicketInput, type UploadTicket } from './storage.js';

/** S3 when S3_BUCKET is set; otherwise this service is the upload target, with files in `DATA_DIR/files`. */
export function createStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage({ dataDir: config.dataDir, signingKey: config.secrets.signingKey });
}

/**
 * The sweeps of files a crash leaves behind, for housekeeping: uploads cut off in the local incoming
 * directory. S3 has none: a POST upload stores the whole object or nothing, and a rendition is one PutObject.
 */
export function abandonedFileSweeps(storage: Storage): (() => Promise<void>)[] {
  return storage instanceof LocalStorage ? [() => storage.files.sweepIncoming()] : [];
}
