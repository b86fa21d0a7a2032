/**
 * "Download all" as a ZIP (API.md §10): `GET /galleries/{id}/download.zip` and
 * `GET /collections/{id}/download.zip`. Every refusal is answered as JSON before any byte of the file.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { callerOf, type App } from '../../../platform/http.js';
import { errorResponses, STAFF_ONLY } from '../../../platform/schemas.js';
import { attachmentDisposition } from '../../../platform/storage/index.js';
import {
  collectionId, COLLECTION_INVALID_ID, COLLECTION_NOT_FOUND, config, galleryId, GALLERY_INVALID_ID, GALLERY_NOT_FOUND, tags, visitorConfig,
} from '../route-config.js';
import { CollectionParams, GalleryParams } from '../schemas.js';
import type { GalleryServices } from '../services.js';
import { ArchiveQuery, CONTENTS, VISITOR_REFUSALS, ZIP_FILE } from './schemas.js';
import type { Archive } from './service.js';

/** An archive streams for as long as the download takes. */
const archiveConfig = { ...visitorConfig, longWork: true } as const;

export function archiveRoutes(app: App, services: GalleryServices): void {
  const { archives } = services;

  // The answer is a ZIP file's bytes, not an object the response schemas describe.
  app.get<{ Params: Static<typeof GalleryParams>; Querystring: ArchiveQuery; Reply: Readable }>('/galleries/:gallery_id/download.zip', {
    schema: {
      tags,
      operationId: 'downloadGalleryZip',
      summary: 'Download a gallery as a ZIP',
      description:
        `The gallery's photos (and, for \`original\`, its videos) in one ZIP named after the gallery. ${CONTENTS} A private gallery is ` +
        'downloadable with the studio\'s credential. A gallery set `download: false` is refused unless `email` is a collection client ' +
        `with \`full\` access. ${STAFF_ONLY}`,
      params: GalleryParams,
      querystring: ArchiveQuery,
      response: {
        200: ZIP_FILE,
        ...errorResponses(config, 'GET', {
          400: [GALLERY_INVALID_ID],
          403: [...VISITOR_REFUSALS, '`gallery_not_downloadable`: the gallery is set `download: false` and `email` is not a collection client with `full` access.'],
          404: [GALLERY_NOT_FOUND],
        }),
      },
    },
    config: archiveConfig,
  }, async (req, reply) => sendArchive(req, reply, await archives.ofGallery(callerOf(req), galleryId(req.params), req.query)));

  app.get<{ Params: Static<typeof CollectionParams>; Querystring: ArchiveQuery; Reply: Readable }>('/collections/:collection_id/download.zip', {
    schema: {
      tags,
      operationId: 'downloadCollectionZip',
      summary: 'Download a collection as a ZIP',
      description:
        'Every gallery of the collection in one ZIP named after the collection, a folder per gallery, in the order the galleries were made. ' +
        `${CONTENTS} Private galleries are in it (the studio's credential asks for them). Galleries set \`download: false\` are left out ` +
        `unless \`email\` is a collection client with \`full\` access. ${STAFF_ONLY}`,
      params: CollectionParams,
      querystring: ArchiveQuery,
      response: {
        200: ZIP_FILE,
        ...errorResponses(config, 'GET', { 400: [COLLECTION_INVALID_ID], 403: VISITOR_REFUSALS, 404: [COLLECTION_NOT_FOUND] }),
      },
    },
    config: archiveConfig,
  }, async (req, reply) => sendArchive(req, reply, await archives.ofCollection(callerOf(req), collectionId(req.params), req.query)));
}

/**
 * Sends the ZIP as it is made, with its exact length (a browser shows progress); a file that fails
 * once bytes are out cuts the transfer off, short of that length.
 */
export async function sendArchive(req: FastifyRequest, reply: FastifyReply, archive: Archive) {
  const prepared = await archive.prepare(({ photoId, key }) => {
    req.log.warn({ reqId: req.id, photo: photoId, key }, 'photo left out of a ZIP: storage has no file for it');
  });
  // HEAD: the checks passed, and nothing is read or recorded (Fastify would read the whole ZIP to discard it).
  // An empty stream, not an empty body: for that, Fastify's derived HEAD route would answer Content-Length: 0.
  // GET: a first file that cannot be opened is thrown here, and answered before any header of the ZIP is set.
  const zip = req.method === 'HEAD' ? Readable.from([]) : await prepared.open();
  reply.type('application/zip').header('content-disposition', attachmentDisposition(archive.filename)).header('content-length', prepared.size);
  zip.once('error', (error) => {
    if (reply.raw.headersSent) {
      // Fastify destroys the connection: the client sees a transfer cut off, not a shorter ZIP.
      req.log.error({ reqId: req.id, err: error }, 'ZIP download cut off: a file could not be read');
    } else {
      // Nothing was sent: the error handler answers 500 in JSON, not a file to save. Fastify has already
      // copied the ZIP's headers to the raw response, where they would win over the JSON's.
      for (const name of ['content-type', 'content-disposition', 'content-length']) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    }
  });
  return reply.send(zip);
}
