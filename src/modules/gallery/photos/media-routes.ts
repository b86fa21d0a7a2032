/**
 * A photo's files at their signed links, outside the API (registered beside the storage routes):
 * `GET` and `HEAD /media/<studio>/<photo>/<size>?expires&signature`, whole or a single byte range.
 * The signature is the credential.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { ApiError } from '../../../platform/errors.js';
import type { App } from '../../../platform/http.js';
import { byteHeaders, requestedRange, UnsatisfiableRange, unsatisfiedHeaders } from '../../../platform/storage/index.js';
import { photoFileHeaders } from './file-headers.js';
import type { FileHead, MediaFiles, ServedFile } from './media-files.js';
import { MEDIA_FILE_SCHEMA, MediaParams, MediaQuery } from './media-schemas.js';
import { MEDIA_PATH, type MediaLink, type MediaSize } from './media.js';

type MediaRequest = FastifyRequest<{ Params: Static<typeof MediaParams>; Querystring: Static<typeof MediaQuery> }>;

export function mediaFileRoute(app: App, files: MediaFiles): void {
  const url = `${MEDIA_PATH}:studio_id/:photo_id/:size`;
  // The signature is the credential; the studio and photo ids in the path are no secret and help whoever reads the log.
  const config = { access: 'public', credentialIn: 'query', failedLookupsLimited: true } as const;
  // The answer is the file's bytes, not an object the response schemas describe.
  app.get<{ Params: Static<typeof MediaParams>; Querystring: Static<typeof MediaQuery>; Reply: Readable }>(url, {
    schema: MEDIA_FILE_SCHEMA,
    config,
    // HEAD is a route of its own: derived from GET it would open the file and record a download.
    exposeHeadRoute: false,
  }, async (req, reply) => {
    const file = await openOrRefuse(reply, () => files.open(linkOf(req), requestedRange(req.headers)));
    return byteHeaders(fileHeaders(reply, file, req.params.size), file).send(file.stream);
  });

  app.head<{ Params: Static<typeof MediaParams>; Querystring: Static<typeof MediaQuery> }>(url, {
    schema: { params: MediaParams, querystring: MediaQuery },
    config,
  }, async (req, reply) => {
    const file = await files.head(linkOf(req));
    return byteHeaders(fileHeaders(reply, file, req.params.size), file).send();
  });
}

const linkOf = ({ params, query }: MediaRequest): MediaLink => ({
  studioId: params.studio_id,
  photoId: params.photo_id,
  size: params.size,
  expires: query.expires,
  signature: query.signature,
});

/** The file, or 416 with the file's size when the range asked lies outside it. */
async function openOrRefuse(reply: FastifyReply, open: () => Promise<ServedFile>): Promise<ServedFile> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof UnsatisfiableRange)) throw error;
    unsatisfiedHeaders(reply, error);
    throw new ApiError(416, 'range_not_satisfiable', `The range asked for is outside the file's ${error.size} bytes.`);
  }
}

/** A photo's file: its type and name, kept an hour by the browser (the link expires anyway). */
function fileHeaders(reply: FastifyReply, file: FileHead, size: MediaSize): FastifyReply {
  return photoFileHeaders(reply.header('cache-control', 'private, max-age=3600'), file, size === 'original');
}
