/** The query of the ZIP downloads, and how the document describes their answers (API.md §10). */
import { Type, type Static } from 'typebox';
import { Query, StringEnum } from '../../../platform/schemas.js';
import { BeforeShowQuery } from '../collections/schemas.js';
import { QueryEmail } from '../schemas.js';
import { DOWNLOAD_SIZES } from '../tables.js';

export const ArchiveQuery = Query({
  size: StringEnum(DOWNLOAD_SIZES, {
    default: 'original',
    description: '`original` (the uploaded files, videos included) or `web` (JPEGs of at most 2048 px, photos only); one of the collection\'s `download_sizes`.',
  }),
  email: Type.Optional(QueryEmail(
    'The visitor\'s email: recorded on each download, and their access level when they are a collection client (`view` may not download; `full` also gets the galleries set `download: false`).',
  )),
  password: BeforeShowQuery.properties.password,
});
export type ArchiveQuery = Static<typeof ArchiveQuery>;

/** The ZIP's length, known before its first byte: how both the API's routes and the sharing page's describe it. */
export const ZIP_LENGTH_HEADERS = {
  'content-length': {
    type: 'integer',
    description:
      'The ZIP\'s exact length in bytes, from the sizes storage has for its files when the download starts (`HEAD` gives the same). ' +
      'A transfer that ends short of it was cut off.',
  },
} as const;

export const ZIP_FILE = {
  description: 'The ZIP file (`application/zip`, `Content-Disposition: attachment`), streamed as it is made, its length known ahead.',
  headers: ZIP_LENGTH_HEADERS,
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

export const VISITOR_REFUSALS = [
  '`expired`: the collection\'s `expiry_date` has passed (a day of the studio\'s time zone).',
  '`password_required`: the collection is password-protected and no `password` was given.',
  '`wrong_password`: `password` is not the collection\'s.',
  '`not_downloadable`: the collection is not downloadable.',
  '`access_level`: `email` is a collection client with `view` access.',
  '`size_not_allowed`: `size` is not one of the collection\'s `download_sizes`.',
];

/** What a ZIP holds and how it is sent, as both routes describe it. */
export const CONTENTS =
  'Only files whose processing is done (`state` `ready`) are in it, in the order they were added; a photo whose file storage does not ' +
  'have (lost, or restored without its files) is left out, and logged for the operator. What the ZIP holds is settled as it starts: ' +
  'a photo deleted during the download is still in it, but not recorded. Each file put in is recorded in the ' +
  'photo downloads (with its size and `email`) as it is sent, so a download cut short records what was sent. ' +
  'The refusals are answered as JSON before any byte of the file; a file that cannot be read once the ZIP has begun cuts the transfer off ' +
  '(no valid ZIP arrives). `HEAD` answers the same checks without reading or recording anything.';
