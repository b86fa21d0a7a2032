/** The OpenAPI description of a photo's file links (`/media/…`), outside the API. */
import { Type } from 'typebox';
import { FAILED_LOOKUPS_REFUSED, StandardError, StringEnum } from '../../../platform/schemas.js';
import { partOfFile, RangeHeaders, UNSATISFIED_RANGE_HEADERS, wholeFile } from '../../../platform/storage/file-docs.js';
import { MEDIA_SIZES } from './media.js';

export const MediaParams = Type.Object({
  studio_id: Type.String({ description: 'The studio, as the link names it.' }),
  photo_id: Type.String({ description: 'The photo, as the link names it.' }),
  size: StringEnum(MEDIA_SIZES, { description: '`thumbnail`, `web` or `original`.' }),
});

export const MediaQuery = Type.Object({
  expires: Type.String({ description: 'When the link stops working, in seconds since 1970.' }),
  signature: Type.String({ description: 'The link\'s signature.' }),
});

/** An error of these links, in the standard shape: `codes` are "`code`: when" lines. */
function refusal(codes: string[], headers: Record<string, { type: string; description: string }> = {}) {
  return {
    description: codes.map((line) => `- ${line}`).join('\n'),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: { 'application/json': { schema: StandardError } },
  };
}

const disposition = {
  'content-disposition': {
    type: 'string',
    description: 'The original: `attachment` under its filename; the web size: `inline` under its name with `.jpg`; none for the thumbnail.',
  },
};

export const MEDIA_FILE_SCHEMA = {
  tags: ['gallery'],
  security: [],
  operationId: 'getPhotoFile',
  summary: 'A photo\'s file, by its signed link',
  description:
    'Serves the file a photo\'s `urls` link to, without a credential while the link is valid (`PHOTO_LINK_SECONDS`, an hour): the ' +
    'thumbnail and the web rendition inline (JPEG), the original as an attachment under its filename, in local and S3 storage ' +
    'alike. A single byte range may be asked for with `Range` (players seek in videos this way). A `GET` of `web` or `original` ' +
    'that starts at the first byte records a photo download: the whole file, or a range from byte 0 longer than two bytes; `HEAD`, ' +
    'a player\'s probe of the first bytes and later ranges record nothing.',
  params: MediaParams,
  querystring: MediaQuery,
  headers: RangeHeaders,
  response: {
    200: wholeFile('The file, with its own `Content-Type`, kept an hour by the browser.', disposition),
    206: partOfFile(disposition),
    400: refusal(['`invalid_request`: `expires` or `signature` is missing, `size` is not one of the three, or the query has another parameter.']),
    403: refusal([
      '`invalid_signature`: the link was altered: its studio, photo, size, `expires` or `signature` is not as signed.',
      '`link_expired`: the link is past its `expires`: ask the API for the photo again for a fresh one.',
    ]),
    404: refusal(['`not_found`: the photo was deleted, its file is not uploaded or its rendition not made yet, or storage lost the file.']),
    416: refusal(['`range_not_satisfiable`: the range starts past the end of the file.'], UNSATISFIED_RANGE_HEADERS),
    429: refusal([`\`rate_limited\`: ${FAILED_LOOKUPS_REFUSED}`]),
    503: refusal(['`service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header.']),
  },
};
