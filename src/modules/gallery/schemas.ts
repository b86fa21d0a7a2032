/** Schemas every room of the gallery uses: identifiers, emails and the links to a photo's files. */
import { Type, type Static } from 'typebox';
import { Nullable } from '../../platform/schemas.js';
import { DIGITS, type DigitKind } from './ids.js';

/** The longest name of anything the gallery stores: a collection, a gallery, a file. */
export const MAX_NAME = 255;
const EXAMPLES: Record<DigitKind, string> = { collection: '48213907', gallery: '731904226', photo: '5820193746', record: '904417203385' };

/** A gallery identifier in an answer: a decimal string of a fixed length. */
export const DigitsId = (kind: DigitKind, description: string) =>
  Type.String({ description: `${description} ${DIGITS[kind]} digits, as a string.`, examples: [EXAMPLES[kind]] });
/** A gallery identifier in a path: anything but its length in digits is 400 `invalid_id`. */
const DigitsPathId = (kind: DigitKind, resource: string) => Type.String({ description: `The ${resource}'s identifier: ${DIGITS[kind]} digits.`, examples: [EXAMPLES[kind]] });

export const CollectionParams = Type.Object({ collection_id: DigitsPathId('collection', 'collection') });
export const GalleryParams = Type.Object({ gallery_id: DigitsPathId('gallery', 'gallery') });
export const PhotoParams = Type.Object({ photo_id: DigitsPathId('photo', 'photo or video') });

export const Email = (description: string) => Type.String({ format: 'email', maxLength: 254, description, examples: ['ada@example.com'] });
/**
 * An email in a query string. A body holding NUL is refused before validation; a query string is not,
 * and the email format lets control characters through: refused here, naming `email`, rather than by
 * PostgreSQL when the visit or the favorite is looked up.
 */
export const QueryEmail = (description: string) => Type.String({ format: 'email', maxLength: 254, pattern: '^\\P{Cc}*$', description });

// ---------------------------------------------------------------------------------------------
// Links to a photo's files

export const MediaUrls = Type.Object(
  {
    thumbnail: Nullable(Type.String({ description: 'JPEG, at most 400 px on its long edge, EXIF orientation applied; null for videos and until the photo is ready.' })),
    web: Nullable(Type.String({ description: 'JPEG, at most 2048 px on its long edge, EXIF orientation applied; null for videos and until the photo is ready. Fetching it records a `web` download.' })),
    original: Nullable(Type.String({ description: 'The uploaded file, as an attachment under its filename; null until uploaded. Fetching it records an `original` download.' })),
  },
  { description: 'Signed links to the files, valid for an hour (`PHOTO_LINK_SECONDS`); no credential needed to fetch them.' },
);
export type MediaUrls = Static<typeof MediaUrls>;
