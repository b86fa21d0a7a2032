/**
 * Local mode: this service is the upload target (`POST /uploads`, an S3 POST policy signed with the
 * service's signing key) and serves the files itself (`GET /files/<key>`, links signed with the same
 * key). Nothing to set up; files live under `DATA_DIR/files`.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { RangeRequest } from './byte-ranges.js';
import { LocalFiles, type OpenedObject } from './files.js';
import { postTicket, type PostTarget } from './post-policy.js';
import { accessDenied, invalidArgument, signatureMismatch } from './refusals.js';
import {
  assertKey,
  assertLifetime,
  DEFAULT_DOWNLOAD_SECONDS,
  type DownloadInput,
  type ReadableObject,
  type Storage,
  type StoredObject,
  type TicketInput,
  type UploadTicket,
} from './storage.js';
import { receiveUpload } from './upload.js';

/** The credential and bucket the local target's policies name: S3 clients need both, the service has one of each. */
export const LOCAL_ACCESS_KEY_ID = 'studio-local';
export const LOCAL_BUCKET = 'studio-local';
export const LOCAL_REGION = 'us-east-1';
export const UPLOAD_PATH = '/uploads';
export const FILES_PATH = '/files/';

export interface LocalStorageOptions {
  dataDir: string;
  signingKey: string;
  /** Tests sign tickets and links in the past; the service uses the clock. */
  now?: () => Date;
}

/** A download link's parts, as the URL carries them. */
export interface DownloadLink {
  key: string;
  filename: string;
  expires: string;
  signature: string;
}

export class LocalStorage implements Storage {
  readonly files: LocalFiles;
  private readonly target: PostTarget;
  private readonly downloadKey: KeyObject;
  private readonly now: () => Date;

  constructor({ dataDir, signingKey, now = () => new Date() }: LocalStorageOptions) {
    this.files = new LocalFiles(path.join(dataDir, 'files'));
    this.target = { bucket: LOCAL_BUCKET, region: LOCAL_REGION, credentials: { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: signingKey } };
    // Links are signed with a key of their own, derived from the signing key, so that no other
    // signature the service makes with that key can pass for a link.
    // A KeyObject: Node 24 imports a Buffer key anew on each HMAC, eight times slower (see sigv4.ts).
    this.downloadKey = createSecretKey(createHmac('sha256', signingKey).update('studio local download links').digest());
    this.now = now;
  }

  ticket(input: TicketInput): UploadTicket {
    return postTicket(this.target, `${input.origin}${UPLOAD_PATH}`, input, this.now());
  }

  stat(key: string): Promise<StoredObject | null> {
    return this.files.stat(key);
  }

  downloadUrl({ origin, key, filename, expiresInSeconds = DEFAULT_DOWNLOAD_SECONDS }: DownloadInput): string {
    assertKey(key);
    assertLifetime(expiresInSeconds);
    const expires = String(Math.floor(this.now().getTime() / 1000) + expiresInSeconds);
    const path = key.split('/').map(encodeURIComponent).join('/');
    const query = new URLSearchParams({ expires, filename: wellFormed(filename), signature: this.linkSignature(key, wellFormed(filename), expires) });
    return `${origin}${FILES_PATH}${path}?${query.toString().replace(/\+/g, '%20')}`;
  }

  read(key: string, range?: RangeRequest): Promise<ReadableObject | null> {
    assertKey(key);
    return this.files.open(key, range);
  }

  write(key: string, body: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    return this.files.write(key, body, contentType);
  }

  async close(): Promise<void> {}

  /** Receives a POST upload (multipart/form-data) and keeps it, or rejects with the StorageRefusal to answer. */
  receive(request: IncomingMessage): Promise<void> {
    return receiveUpload(request, { files: this.files, target: this.target, now: this.now });
  }

  /**
   * The object a download link names (or the bytes of `range` of it), once its signature and expiry
   * are checked; null when nothing is stored there.
   */
  async download(link: DownloadLink, range?: RangeRequest): Promise<OpenedObject | null> {
    this.verify(link);
    return this.files.open(link.key, range);
  }

  /** Like `download`, without opening the file (HEAD). */
  async head(link: DownloadLink): Promise<StoredObject | null> {
    this.verify(link);
    return this.files.stat(link.key);
  }

  private verify(link: DownloadLink): void {
    if (!/^\d{1,12}$/.test(link.expires)) throw invalidArgument('expires must be a time in seconds since 1970.');
    const expected = Buffer.from(this.linkSignature(link.key, link.filename, link.expires), 'latin1');
    const given = Buffer.from(link.signature, 'latin1');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw signatureMismatch();
    if (Number(link.expires) * 1000 <= this.now().getTime()) throw accessDenied('Request has expired');
  }

  private linkSignature(key: string, filename: string, expires: string): string {
    return createHmac('sha256', this.downloadKey).update(JSON.stringify([key, filename, expires])).digest('base64url');
  }
}

/** A lone surrogate would not survive the URL's UTF-8: the replacement character takes its place before signing. */
function wellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}
