/**
 * A photo's files at their signed links, outside the API (registered beside the storage routes):
 * `GET /media/<studio>/<photo>/<size>?expires&signature`. The signature is the credential.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import type { App } from '../../platform/http.js';
import { attachmentDisposition } from '../../platform/storage/index.js';
import { StringEnum } from '../../platform/schemas.js';
import type { MediaFiles, ServedFile } from './media-files.js';
import { MEDIA_PATH, MEDIA_SIZES } from './media.js';

const MediaParams = Type.Object({
  studio_id: Type.String({ description: 'The studio, as the link names it.' }),
  photo_id: Type.String({ description: 'The photo, as the link names it.' }),
  size: StringEnum(MEDIA_SIZES, { description: '`thumbnail`, `web` or `original`.' }),
});
const MediaQuery = Type.Object({
  expires: Type.String({ description: 'When the link stops working, in seconds since 1970.' }),
  signature: Type.String({ description: 'The link\'s signature.' }),
});

export function mediaFileRoute(app: App, files: MediaFiles): void {
  // The answer is the file's bytes, not an object the response schemas describe.
  app.get<{ Params: Static<typeof MediaParams>; Querystring: Static<typeof MediaQuery>; Reply: Readable }>(`${MEDIA_PATH}:studio_id/:photo_id/:size`, {
    schema: {
      tags: ['gallery'],
      security: [],
      operationId: 'getPhotoFile',
      summary: 'A photo\'s file, by its signed link',
      description:
        'Serves the file a photo\'s `urls` link to, without a credential while the link is valid: the thumbnail and the web rendition ' +
        'inline (JPEG), the original as an attachment under its filename. Fetching `web` or `original` records a photo download. ' +
        'A link altered or past its `expires` is 403 (`invalid_signature`, `link_expired`); a deleted photo, or a rendition not made yet, is 404.',
      params: MediaParams,
      querystring: MediaQuery,
      response: {
        200: { description: 'The file.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary', description: 'The bytes, with their own Content-Type.' } } } },
      },
    },
    config: { access: 'public', secretInPath: true },
    // A HEAD would run the handler and count as a download.
    exposeHeadRoute: false,
  }, async (req, reply) => {
    const { studio_id: studioId, photo_id: photoId, size } = req.params;
    const file = await files.open({ studioId, photoId, size, expires: req.query.expires, signature: req.query.signature });
    return sendFile(reply.header('cache-control', 'private, max-age=3600'), file, size === 'original');
  });
}

/**
 * Sends a photo's file with its own type and length: as an attachment to save under its name, or
 * inline, shown in the browser and saved under its name when the visitor saves it.
 */
export function sendFile(reply: FastifyReply, file: ServedFile, attachment: boolean): FastifyReply {
  reply.header('content-type', file.contentType).header('content-length', file.size).header('x-content-type-options', 'nosniff');
  if (file.filename !== null) {
    const disposition = attachmentDisposition(file.filename);
    reply.header('content-disposition', attachment ? disposition : disposition.replace(/^attachment/, 'inline'));
  }
  return reply.send(file.stream);
}
