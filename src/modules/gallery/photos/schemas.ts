/** Schemas of photos and videos (API.md §8, §10). */
import { Type, type Static } from 'typebox';
import { Limit, Nullable, Offset, Query, StringEnum, Timestamp } from '../../../platform/schemas.js';
import { DigitsId, MAX_NAME, MediaUrls } from '../schemas.js';
import { MEDIA_KINDS, MEDIA_STATES } from '../tables.js';

export const Photo = Type.Object(
  {
    id: DigitsId('photo', 'The photo\'s or video\'s identifier.'),
    gallery_id: DigitsId('gallery', 'The gallery holding it.'),
    collection_id: DigitsId('collection', 'The gallery\'s collection.'),
    kind: StringEnum(MEDIA_KINDS, { description: '`photo` or `video`.' }),
    filename: Type.String({ description: 'The file\'s name, as given.', examples: ['IMG_0042.jpg'] }),
    file_size: Type.Integer({ description: 'The file\'s size in bytes, as declared when it was added.', examples: [5242880] }),
    content_type: Type.String({ description: 'The media type the upload must carry, from the filename\'s extension.', examples: ['image/jpeg'] }),
    state: StringEnum(MEDIA_STATES, {
      description:
        '`awaiting_upload` until the file is uploaded and `POST /photos/{photo_id}/uploaded` is called; `processing` while the service ' +
        'reads it and makes the renditions; `ready` when done; `failed` when the file could not be read (`failure` says why).',
    }),
    failure: Nullable(Type.String({ description: 'Why processing failed; null unless `state` is `failed`.' })),
    width: Nullable(Type.Integer({ description: 'Width in pixels as displayed (EXIF orientation applied); null until known.', examples: [6000] })),
    height: Nullable(Type.Integer({ description: 'Height in pixels as displayed; null until known.', examples: [4000] })),
    taken_at: Nullable(Type.String({ description: 'When the photo was taken (EXIF `DateTimeOriginal`, with its offset when the camera wrote one, else read as UTC); null when unknown.' })),
    tags: Type.Array(Type.String(), { description: 'The photo\'s tags, as given.' }),
    starred: Type.Boolean({ description: 'Whether the studio starred it (`PUT /photos/{photo_id}/star`).' }),
    urls: MediaUrls,
    created_at: Timestamp,
  },
  { description: 'A photo or video of a gallery.' },
);
export type Photo = Static<typeof Photo>;

export const PhotoCreate = Type.Object(
  {
    filename: Type.String({ minLength: 1, maxLength: MAX_NAME, description: 'The file\'s name; its extension decides the type: jpg, jpeg, png, webp, heic, tif, tiff (photos), mp4, mov (videos).', examples: ['IMG_0042.jpg'] }),
    file_size: Type.Integer({ minimum: 1, description: 'The file\'s size in bytes: the upload may be no larger, and at most `PHOTO_MAX_BYTES` (50 MiB unless configured).', examples: [5242880] }),
    width: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'Width in pixels, when known before upload; the file\'s own replaces it once read.' })),
    height: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'Height in pixels, when known before upload.' })),
    kind: Type.Optional(StringEnum(MEDIA_KINDS, { description: 'Checked against the filename\'s type when given.' })),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50, description: 'Tags of the photo (the collection\'s `distinct_tags` gathers them).' })),
  },
  { additionalProperties: false, description: 'A photo or video to add: its metadata now, its file uploaded with the ticket answered.', examples: [{ filename: 'IMG_0042.jpg', file_size: 5242880 }] },
);
export type PhotoCreate = Static<typeof PhotoCreate>;

export const UploadTicket = Type.Object(
  {
    url: Type.String({ description: 'Where to POST the file, as `multipart/form-data`.' }),
    fields: Type.Record(Type.String(), Type.String(), { description: 'Form fields to send unchanged, before the `file` field.' }),
  },
  { description: 'An S3 POST policy: upload the file with it within 15 minutes, then call `POST /photos/{photo_id}/uploaded`.' },
);

export const PhotoCreated = Type.Object({ data: Photo, upload: UploadTicket }, { description: 'The photo was added, awaiting its file.' });

export const PhotoListQuery = Query({
  kind: Type.Optional(StringEnum(MEDIA_KINDS, { description: 'Only photos, or only videos.' })),
  limit: Limit,
  offset: Offset,
});
