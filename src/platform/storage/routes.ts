/**
 * The local upload target and file links, outside the API (API.md §4): `POST /uploads` takes an S3
 * POST policy upload, `GET /files/<key>` serves an object to whoever holds a signed link. Both answer
 * refusals as S3 does, in XML. With S3 storage the bucket plays both parts and nothing is registered.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import type { App } from '../http.js';
import { byteHeaders, requestedRange, UnsatisfiableRange, unsatisfiedHeaders, type ByteSpan } from './byte-ranges.js';
import { DOWNLOAD_SCHEMA, UPLOAD_SCHEMA } from './file-docs.js';
import { FILES_PATH, LocalStorage, UPLOAD_PATH, type DownloadLink } from './local.js';
import { accessDenied, errorXml, malformedPost, noSuchKey, StorageRefusal } from './refusals.js';
import { attachmentDisposition, type Storage, type StoredObject } from './storage.js';

const publicRoute = { access: 'public' } as const;
const signedLinkRoute = { ...publicRoute, failedLookupsLimited: true } as const;

export async function storageRoutes(app: App, storage: Storage): Promise<void> {
  if (!(storage instanceof LocalStorage)) return;
  // Uploads cut off by a crash before this start; housekeeping sweeps later ones while the service runs.
  await storage.files.sweepIncoming();
  await app.register(async (scope) => {
    // The body is read as a stream by the upload itself: no buffering parser, and no 1 MiB body limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('multipart/form-data', (_req, _body, done) => done(null));
    scope.setErrorHandler(answerRefusal);
    // These routes check their input themselves and refuse as S3 does (AccessDenied rather than a
    // 400 for a link without its signature): their schemas document them, they validate nothing.
    scope.setValidatorCompiler(() => () => true);

    scope.post(UPLOAD_PATH, { schema: UPLOAD_SCHEMA, config: { ...publicRoute, longWork: true } }, async (req, reply) => {
      await storage.receive(req.raw);
      return reply.code(204).send();
    });

    const files = `${FILES_PATH}*`;
    const documentedAs = `${FILES_PATH}{key}`;
    scope.get(files, {
      schema: DOWNLOAD_SCHEMA,
      config: { ...signedLinkRoute, swaggerTransform: ({ schema }) => ({ schema, url: documentedAs }) },
      // HEAD is a route of its own: Fastify's derived HEAD would answer Content-Length: 0.
      exposeHeadRoute: false,
    }, (req, reply) => serveFile(storage, req, reply));
    scope.head(files, { config: signedLinkRoute }, (req, reply) => serveFile(storage, req, reply));
  });
}

/** The file, or a single byte range of it on GET (HEAD answers the whole file's headers, as RFC 9110 §14.2 asks). */
async function serveFile(storage: LocalStorage, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const link = downloadLinkOf(req.url);
  if (req.method === 'HEAD') return fileHeaders(reply, await storage.head(link), link.filename).send();
  const object = await storage.download(link, requestedRange(req.headers));
  return fileHeaders(reply, object, link.filename).send(object?.stream);
}

function fileHeaders(reply: FastifyReply, object: (StoredObject & { span?: ByteSpan }) | null, filename: string): FastifyReply {
  if (!object) throw noSuchKey();
  return byteHeaders(reply, object)
    .header('content-type', object.contentType)
    .header('content-disposition', attachmentDisposition(filename))
    .header('x-content-type-options', 'nosniff');
}

/** `/files/<key, each segment percent-encoded>?expires=…&filename=…&signature=…` */
function downloadLinkOf(url: string): DownloadLink {
  const queryStart = url.indexOf('?');
  const encodedKey = url.slice(FILES_PATH.length, queryStart === -1 ? undefined : queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const [expires, filename, signature] = [query.get('expires'), query.get('filename'), query.get('signature')];
  if (expires === null || filename === null || signature === null) {
    throw accessDenied('A file link must carry expires, filename and signature.');
  }
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    throw new StorageRefusal(400, 'InvalidURI', "Couldn't parse the specified URI.");
  }
  return { key, filename, expires, signature };
}

function answerRefusal(error: FastifyError | StorageRefusal | UnsatisfiableRange, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof UnsatisfiableRange) unsatisfiedHeaders(reply, error);
  const refusal = refusalOf(error);
  if (refusal.status >= 500) req.log.error({ reqId: req.id, err: error }, 'request failed');
  // Refused with a long rest of its body unread (upload.ts reads a short one first): the connection
  // closes rather than read it.
  if (!req.raw.complete) reply.header('connection', 'close');
  return reply.code(refusal.status).type('application/xml').send(errorXml(refusal));
}

function refusalOf(error: FastifyError | StorageRefusal | UnsatisfiableRange): StorageRefusal {
  if (error instanceof StorageRefusal) return error;
  if (error instanceof UnsatisfiableRange) return new StorageRefusal(416, 'InvalidRange', 'The requested range is not satisfiable');
  if (error instanceof ApiError) return new StorageRefusal(error.status, error.status === 429 ? 'SlowDown' : 'InvalidRequest', error.message);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return malformedPost('Bucket POST must be of the enclosure-type multipart/form-data.');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new StorageRefusal(error.statusCode, 'InvalidRequest', error.message);
  return new StorageRefusal(500, 'InternalError', 'We encountered an internal error. Please try again.');
}
