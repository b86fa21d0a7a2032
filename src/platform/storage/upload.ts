/**
 * Receiving an S3 POST upload (multipart/form-data) as a stream: the fields before the file are
 * checked against the signed policy before a byte of the file is written; the file goes to a new
 * file, counted as it arrives and cut off as soon as it passes the policy's limit; only a complete,
 * accepted upload is kept. Nothing of a refused or broken request stays on disk.
 */
import type { IncomingMessage } from 'node:http';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { LocalFiles } from './files.js';
import { verifyPostForm, type AcceptedPost, type FormFields, type PostTarget } from './post-policy.js';
import {
  accessDenied,
  entityTooLarge,
  entityTooSmall,
  fieldsTooLarge,
  invalidArgument,
  malformedPost,
  StorageRefusal,
} from './refusals.js';
import { isHeaderSafeContentType, keyProblem } from './storage.js';

/** All the fields before the file; a policy is a few kilobytes. */
const FIELDS_BYTES = 64 * 1024;
/** What may follow the file: its closing boundary and fields S3 ignores. */
const TRAILER_BYTES = 16 * 1024;
const FORM_LIMITS = { fieldNameSize: 200, fieldSize: 32 * 1024, fields: 40, parts: 50, files: 1, headerPairs: 20 };
/**
 * A refused request with at most this much of its body still to come is read to its end (and the rest
 * thrown away) before the answer: a client still sending, as a browser sends a form part by part, then
 * reads the refusal rather than a connection reset under it. A longer rest is left unread, and the
 * answer closes the connection.
 */
const DISCARDED_REST_BYTES = 1024 * 1024;

export interface UploadContext {
  files: LocalFiles;
  target: PostTarget;
  now: () => Date;
}

/** Resolves once the upload is kept; rejects with the StorageRefusal to answer, after cleaning up. */
export function receiveUpload(request: IncomingMessage, context: UploadContext): Promise<void> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: request.headers, limits: FORM_LIMITS, defParamCharset: 'utf8' });
  } catch {
    return discardShortRest(request, 0).then(() => Promise.reject(notMultipart()));
  }
  return new Upload(request, parser, context).received;
}

interface IncomingFile {
  /** Known once the incoming directory exists. */
  path: string | null;
  /** Settles once the file is written and closed, or abandoned and closed: answers its size. */
  written: Promise<number>;
  accepted: AcceptedPost;
  max: number;
}

class Upload {
  readonly received: Promise<void>;
  private resolve!: () => void;
  private reject!: (reason: unknown) => void;
  private readonly form: FormFields = new Map();
  private file: IncomingFile | null = null;
  private fileSeen = false;
  private settled = false;
  private bytes = 0;
  private byteLimit = FIELDS_BYTES;

  constructor(
    private readonly request: IncomingMessage,
    private readonly parser: busboy.Busboy,
    private readonly context: UploadContext,
  ) {
    this.received = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    request.on('data', this.count);
    request.on('close', () => {
      if (!request.complete) this.refuse(malformedPost('The request ended before its body was complete.'));
    });
    parser.on('field', (name, value, info) => this.field(name, value, info.nameTruncated || info.valueTruncated));
    parser.on('file', (name, stream, info) => this.startFile(name, stream, info.filename));
    parser.on('fieldsLimit', () => this.tooManyParts());
    parser.on('partsLimit', () => this.tooManyParts());
    parser.on('error', () => this.refuse(notMultipart()));
    parser.on('close', () => void this.finish());
    request.pipe(parser);
  }

  /**
   * The whole body is bounded: the fields, then (once the policy is known) its size limit and a little
   * more. This listener hears each chunk before the parser reads it, and a chunk may hold the last
   * fields and the start of the file: the limit is judged once the parser has read the chunk.
   */
  private readonly count = (chunk: Buffer) => {
    this.bytes += chunk.length;
    if (this.bytes > this.byteLimit) process.nextTick(this.judgeSize);
  };

  private readonly judgeSize = () => {
    if (this.bytes > this.byteLimit) this.refuse(this.file ? entityTooLarge(this.file.max) : fieldsTooLarge());
  };

  private field(name: string | undefined, value: string, truncated: boolean): void {
    // S3 ignores whatever follows the file.
    if (this.fileSeen || this.settled) return;
    const lowerCased = name?.toLowerCase();
    if (truncated) this.refuse(fieldsTooLarge());
    else if (!lowerCased) this.refuse(malformedPost('Every form field must have a name.'));
    else if (lowerCased === 'file') this.refuse(invalidArgument('The file field must be sent as a file part, with a filename.'));
    else if (this.form.has(lowerCased)) this.refuse(invalidArgument(`The field '${name}' appears more than once.`));
    else this.form.set(lowerCased, value);
  }

  private tooManyParts(): void {
    if (!this.fileSeen) this.refuse(fieldsTooLarge());
  }

  private startFile(name: string | undefined, stream: Readable, filename: string | undefined): void {
    this.fileSeen = true;
    // Once the upload is refused the parser destroys the part's stream with an error; unheard, it would crash the process.
    stream.on('error', () => {});
    let accepted: AcceptedPost;
    try {
      if (this.settled) throw malformedPost('The upload was already refused.');
      if (name?.toLowerCase() !== 'file') {
        throw invalidArgument(`Only the field named 'file' may hold a file; '${name ?? ''}' (${filename ?? 'no filename'}) does.`);
      }
      accepted = acceptable(verifyPostForm(this.form, this.context.target, this.context.now()));
    } catch (error) {
      stream.resume();
      this.refuse(error);
      return;
    }
    const max = accepted.sizeRange!.max;
    this.byteLimit = this.bytes + max + TRAILER_BYTES;
    const file: IncomingFile = { path: null, written: Promise.resolve(0), accepted, max };
    file.written = (async () => {
      file.path = await this.context.files.incomingPath();
      return writeAtMost(stream, file.path, max);
    })();
    // Too large, cut off, or the disk refusing: refused at once, whatever the parser does next.
    file.written.catch((error) => this.refuse(error));
    this.file = file;
  }

  /** The form has ended (its file fully read): keep the file if its size is within the policy's range. */
  private async finish(): Promise<void> {
    if (this.settled) return;
    const file = this.file;
    if (!file) {
      this.refuse(invalidArgument('POST requires exactly one file upload per request.'));
      return;
    }
    const size = await file.written.catch(() => null);
    if (this.settled || size === null) return;
    const { key, contentType, sizeRange } = file.accepted;
    if (size < sizeRange!.min) {
      this.refuse(entityTooSmall(sizeRange!.min));
      return;
    }
    // From here on nothing else may refuse the upload: it is being kept.
    this.settled = true;
    try {
      await this.context.files.keep(file.path!, key, contentType);
      this.resolve();
    } catch (error) {
      await rm(file.path!, { force: true }).catch(() => {});
      this.reject(refusalFor(error));
    }
  }

  private refuse(reason: unknown): void {
    void this.fail(reason);
  }

  /**
   * Stops parsing, removes what was written, then refuses: the answer comes once nothing is left on
   * disk and a short rest of the body has been read.
   */
  private async fail(reason: unknown): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    this.request.off('data', this.count);
    this.request.unpipe(this.parser);
    this.parser.destroy();
    const rest = discardShortRest(this.request, this.bytes);
    const file = this.file;
    if (file) {
      await file.written.catch(() => {});
      if (file.path) await rm(file.path, { force: true }).catch(() => {});
    }
    await rest;
    this.reject(refusalFor(reason));
  }
}

/**
 * Reads the rest of a refused body to its end, dropping it, when its declared length leaves at most
 * DISCARDED_REST_BYTES to come; otherwise (or with no length declared) stops reading it. Bounded by the
 * server's request timeout, which closes a request that stalls.
 */
function discardShortRest(request: IncomingMessage, received: number): Promise<void> {
  if (request.complete) return Promise.resolve();
  const rest = Number(request.headers['content-length']) - received;
  if (!(rest <= DISCARDED_REST_BYTES)) {
    request.pause();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    request.once('end', resolve).once('close', resolve).resume();
  });
}

const notMultipart = () => malformedPost('The body of your POST request is not well-formed multipart/form-data.');

/** What the local target needs beyond S3's checks: a size limit, a key it can store, a Content-Type it can serve. */
function acceptable(post: AcceptedPost): AcceptedPost {
  if (!post.sizeRange) throw accessDenied('Invalid according to Policy: the policy must set a content-length-range.');
  const problem = keyProblem(post.key);
  if (problem) throw invalidArgument(`The key ${problem}.`);
  if (!isHeaderSafeContentType(post.contentType)) throw invalidArgument('Content-Type must be a media type such as image/jpeg.');
  return post;
}

/** Writes the file part to `path` and answers its size; past `max` bytes it stops with EntityTooLarge. */
async function writeAtMost(stream: Readable, path: string, max: number): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > max ? entityTooLarge(max) : null, chunk);
    },
  });
  const file = createWriteStream(path, { flags: 'wx', flush: true });
  try {
    await pipeline(stream, counter, file);
  } catch (error) {
    // Destroyed while still opening, the file appears when its open completes: settle only once it is
    // closed, so that the caller's removal comes after it.
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    throw error;
  }
  return size;
}

/** A busboy error means a broken body; a full disk is said as such; anything else stays an error (500). */
function refusalFor(reason: unknown): unknown {
  if (reason instanceof StorageRefusal) return reason;
  const code = (reason as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return new StorageRefusal(507, 'InsufficientStorage', 'There is not enough space to store the upload.');
  if (reason instanceof Error && /^(Unexpected end of|Malformed)/.test(reason.message)) return notMultipart();
  return reason;
}
