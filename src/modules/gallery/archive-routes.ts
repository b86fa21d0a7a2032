/**
 * "Download all" as a ZIP (API.md §10): `GET /galleries/{id}/download.zip` and
 * `GET /collections/{id}/download.zip`. Every refusal is answered as JSON before any byte of the file.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { GalleryServices as Services } from './services.js';
import { callerOf, type App } from '../../platform/http.js';
import { errorResponses, Query, STAFF_ONLY, StringEnum } from '../../platform/schemas.js';
import { attachmentDisposition } from '../../platform/storage/index.js';
import type { Archive } from './archive.js';
import {
  collectionId, COLLECTION_INVALID_ID, COLLECTION_NOT_FOUND, config, galleryId, GALLERY_INVALID_ID, GALLERY_NOT_FOUND, tags, visitorConfig,
} from './routes.js';
import { BeforeShowQuery, CollectionParams, GalleryParams, QueryEmail } from './schemas.js';
import { DOWNLOAD_SIZES } from './tables.js';

const ArchiveQuery = Query({
  size: StringEnum(DOWNLOAD_SIZES, {
    default: 'original',
    description: '`original` (the uploaded files, videos included) or `web` (JPEGs of at most 2048 px, photos only); one of the collection\'s `download_sizes`.',
  }),
  email: Type.Optional(QueryEmail(
    'The visitor\'s email: recorded on each download, and their access level when they are a collection client (`view` may not download; `full` also gets the galleries set `download: false`).',
  )),
  password: BeforeShowQuery.properties.password,
});
type ArchiveQuery = Static<typeof ArchiveQuery>;

const ZIP_FILE = {
  description: 'The ZIP file (`application/zip`, `Content-Disposition: attachment`), streamed as it is made: no `Content-Length`.',
  content: {
    'application/zip': {
      schema: {
        type: 'string',
        format: 'binary',
        description:
          'A ZIP (stored, not compressed: photos are compressed already; ZIP64 past 4 GiB) with one entry per file, `<gallery name>/<filename>`; ' +
          'for `web`, the filename ends in `.jpg`. Names are made safe to unpack (no `/`, `\\`, `..` or control characters) and unique ' +
          '(`IMG_0001 (2).jpg`). A transfer that breaks off is never a complete ZIP: check that the download finished.',
      },
    },
  },
};

const VISITOR_REFUSALS = [
  '`expired`: the collection\'s `expiry_date` has passed (a day of the studio\'s time zone).',
  '`password_required`: the collection is password-protected and no `password` was given.',
  '`wrong_password`: `password` is not the collection\'s.',
  '`not_downloadable`: the collection is not downloadable.',
  '`access_level`: `email` is a collection client with `view` access.',
  '`size_not_allowed`: `size` is not one of the collection\'s `download_sizes`.',
];

const CONTENTS =
  'Only files whose processing is done (`state` `ready`) are in it, in the order they were added; a photo whose file storage does not ' +
  'have (lost, or restored without its files) is left out, and logged for the operator. Each file put in is recorded in the ' +
  'photo downloads (with its size and `email`) as it is sent, so a download cut short records what was sent. ' +
  'The refusals are answered as JSON before any byte of the file; a file that cannot be read once the ZIP has begun cuts the transfer off ' +
  '(no valid ZIP arrives). `HEAD` answers the same checks without reading or recording anything.';

export function archiveRoutes(app: App, services: Services): void {
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
    config: visitorConfig,
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
    config: visitorConfig,
  }, async (req, reply) => sendArchive(req, reply, await archives.ofCollection(callerOf(req), collectionId(req.params), req.query)));
}

function sendArchive(req: FastifyRequest, reply: FastifyReply, archive: Archive) {
  reply.type('application/zip').header('content-disposition', attachmentDisposition(archive.filename));
  // HEAD: the checks passed, and nothing is read or recorded (Fastify would read the whole ZIP to discard it).
  if (req.method === 'HEAD') return reply.send();
  const zip = archive.open(({ photoId, key }) => {
    req.log.warn({ reqId: req.id, photo: photoId, key }, 'photo left out of a ZIP: storage has no file for it');
  });
  zip.once('error', (error) => {
    if (reply.raw.headersSent) {
      // Fastify destroys the connection: the client sees a transfer cut off, not a shorter ZIP.
      req.log.error({ reqId: req.id, err: error }, 'ZIP download cut off: a file could not be read');
    } else {
      // Nothing was sent: the error handler answers 500 in JSON, not a file to save. Fastify has already
      // copied the ZIP's headers to the raw response, where they would win over the JSON's.
      for (const name of ['content-type', 'content-disposition']) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    }
  });
  return reply.send(zip);
}
