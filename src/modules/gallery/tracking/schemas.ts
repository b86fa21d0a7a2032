/** Schemas of the gallery's tracking: downloads, favorites and starred photos (API.md §8). Sharing links: sharing/schemas.ts. */
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { Nullable, OffsetMetaWith, OffsetPaged, Query, StringEnum, Timestamp } from '../../../platform/schemas.js';
import { CollectionParams, DigitsId, Email, PhotoParams, QueryEmail } from '../schemas.js';
import { DOWNLOAD_SIZES, VIDEO_DOWNLOAD_STATUSES, type MediaKind } from '../tables.js';

const OptionalEmail = Type.Optional(Nullable(Email('The visitor\'s email, when known; stored lower-cased.')));
const StoredEmail = Nullable(Type.String({ description: 'The visitor\'s email, lower-cased; null when not given.', examples: ['ada@example.com'] }));
const ClientName = Nullable(Type.String({ description: 'The name of the collection client with this email; null when the email is no client\'s (or was not given).', examples: ['Ada Lovelace'] }));
const Bytes = (description: string) => Type.Integer({ description, examples: [734003200] });

// ---------------------------------------------------------------------------------------------
// Photo and video downloads, each kind on routes of its own

/** `{ [name]: schema }` keeping its key's type, which TypeScript widens to `string` on a computed key. */
const keyed = <N extends string, T extends TSchema>(name: N, schema: T) => ({ [name]: schema }) as { [P in N]: T };

/** What one kind of download has of its own; the rest of its schemas the kinds share. */
interface DownloadKind<Recorded extends TProperties, Reported extends TProperties, Counts extends TProperties> {
  /** What a record of this kind is. */
  description: string;
  /** The record's own fields, beside its item, visitor and time. */
  recorded: Recorded;
  /** What recording one reports, beside the item and the visitor's email. */
  reported: Reported;
  example: Record<string, unknown>;
  /** What the list counts for each item, over every record. */
  counts: Counts;
  countsDescription: string;
}

/**
 * The schemas of one kind of download: the record, the body that records one, and the list with its
 * counts per item. The item is named `photo_id` or `video_id` by the kind; either identifier has a photo's
 * digits, videos being rows of `photos` too.
 */
function downloadSchemasOf<K extends MediaKind, Recorded extends TProperties, Reported extends TProperties, Counts extends TProperties>(
  kind: K,
  { description, recorded, reported, example, counts, countsDescription }: DownloadKind<Recorded, Reported, Counts>,
) {
  const itemId = `${kind}_id` as const;
  const otherKind = kind === 'photo' ? 'video' : 'photo';
  const record = Type.Object(
    {
      id: DigitsId('record', 'The download record\'s identifier.'),
      collection_id: DigitsId('collection', 'The collection.'),
      ...keyed(itemId, DigitsId('photo', `The ${kind} downloaded.`)),
      email: StoredEmail,
      client_name: ClientName,
      ...recorded,
      created_at: Timestamp,
    },
    { description },
  );
  const create = Type.Object(
    {
      ...keyed(itemId, Type.String({ description: `A ${kind} (not a ${otherKind}) of the collection: 10 digits.`, examples: ['5820193746'] })),
      email: OptionalEmail,
      ...reported,
    },
    { additionalProperties: false, description: `A download of a ${kind} to record.`, examples: [example] },
  );
  const perItem = Type.Array(
    Type.Object({ ...keyed(itemId, DigitsId('photo', `The ${kind}.`)), ...counts }, { description: `The downloads of one ${kind}.` }),
    { description: countsDescription },
  );
  const list = OffsetPaged(
    record,
    `A slice of the collection's ${kind} downloads.`,
    'The downloads, newest first.',
    OffsetMetaWith(keyed(`per_${kind}`, perItem), `Where this slice stands, and the downloads per ${kind}.`),
  );
  return { record, create, list };
}

const VideoStatus = StringEnum(VIDEO_DOWNLOAD_STATUSES, { description: '`started`, `completed` or `failed`: how the download went.' });

export const downloadSchemas = {
  photo: downloadSchemasOf('photo', {
    description: 'One download of a photo.',
    recorded: {
      size: StringEnum(DOWNLOAD_SIZES, { description: '`original`: the uploaded file; `web`: the 2048 px JPEG.' }),
      format: Type.String({ description: 'The downloaded file\'s format, lower-cased: `jpeg` for the web size, the original\'s own otherwise.', examples: ['jpeg'] }),
    },
    reported: {
      size: StringEnum(DOWNLOAD_SIZES, { description: 'The size downloaded: `original` or `web`.' }),
      format: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9]+$', description: 'The file\'s format as downloaded (`jpeg`, `png`, `heic`…); stored lower-cased.', examples: ['jpeg'] }),
    },
    example: { photo_id: '5820193746', email: 'ada@example.com', size: 'original', format: 'jpeg' },
    counts: { count: Type.Integer({ description: 'Its downloads.', examples: [3] }) },
    countsDescription: 'Downloads of each photo of the collection ever downloaded, all records counted (not only this slice): the most downloaded first, then by photo identifier.',
  }),
  video: downloadSchemasOf('video', {
    description: 'One download of a video (or one report of its progress).',
    recorded: { status: VideoStatus, bytes: Nullable(Bytes('Bytes transferred, as reported; null when not reported.')) },
    reported: {
      status: VideoStatus,
      bytes: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000_000, description: 'Bytes transferred so far, when known.', examples: [734003200] }))),
    },
    example: { video_id: '5820193746', status: 'completed', bytes: 734003200 },
    counts: {
      started: Type.Integer({ description: 'Its records with status `started`.' }),
      completed: Type.Integer({ description: 'Its records with status `completed`.' }),
      failed: Type.Integer({ description: 'Its records with status `failed`.' }),
      bytes: Bytes('The bytes of all its records, added up.'),
    },
    countsDescription: 'Downloads of each video of the collection ever downloaded, all records counted: the most records first, then by video identifier.',
  }),
};
type DownloadSchemas = typeof downloadSchemas;
/** A download record of the kind, as answered. */
export type Download<K extends MediaKind> = Static<DownloadSchemas[K]['record']>;
/** What records a download of the kind. */
export type DownloadCreate<K extends MediaKind> = Static<DownloadSchemas[K]['create']>;

// ---------------------------------------------------------------------------------------------
// Both

export const DownloadEntry = Type.Object(
  {
    id: DigitsId('record', 'The download record\'s identifier (a photo\'s or a video\'s record).'),
    type: StringEnum(['photo', 'video'], { description: 'Whether a photo or a video was downloaded.' }),
    collection_id: DigitsId('collection', 'The collection.'),
    photo_id: Nullable(Type.String({ description: 'The photo downloaded; null for a video.', examples: ['5820193746'] })),
    video_id: Nullable(Type.String({ description: 'The video downloaded; null for a photo.', examples: ['5820193746'] })),
    email: StoredEmail,
    client_name: ClientName,
    status: VideoStatus,
    size: Nullable(StringEnum(DOWNLOAD_SIZES, { description: 'A photo\'s size (`original`, `web`); null for a video.' })),
    format: Nullable(Type.String({ description: 'A photo\'s format; null for a video.', examples: ['jpeg'] })),
    bytes: Nullable(Bytes('A video\'s bytes transferred; null for a photo, or when not reported.')),
    created_at: Timestamp,
  },
  { description: 'A photo or video download. A photo download is always `completed`.' },
);
export type DownloadEntry = Static<typeof DownloadEntry>;

export const DownloadList = OffsetPaged(
  DownloadEntry,
  'A slice of the collection\'s download activity.',
  'Photo and video downloads together, newest first.',
  OffsetMetaWith(
    {
      photo_downloads: Type.Integer({ description: 'Photo downloads in the collection, all of them.' }),
      video_downloads: Type.Integer({ description: 'Video download records in the collection, all of them.' }),
      completed: Type.Integer({ description: 'Completed downloads: every photo download and the completed video downloads.' }),
      failed: Type.Integer({ description: 'Failed video downloads.' }),
      bytes: Bytes('Bytes transferred by video downloads, added up.'),
    },
    'Where this slice stands, and figures over every download of the collection.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Favorites

export const FavoriteParams = Type.Object({
  collection_id: CollectionParams.properties.collection_id,
  photo_id: PhotoParams.properties.photo_id,
});

export const FavoriteDeleteQuery = Query({
  email: QueryEmail('The visitor whose favorite to take away.'),
});

export const Favorite = Type.Object(
  {
    id: DigitsId('record', 'The favorite\'s identifier.'),
    collection_id: DigitsId('collection', 'The collection.'),
    photo_id: Nullable(Type.String({ description: 'The photo liked; null when it is a video.', examples: ['5820193746'] })),
    video_id: Nullable(Type.String({ description: 'The video liked; null when it is a photo.', examples: ['5820193746'] })),
    email: Type.String({ description: 'Who liked it, lower-cased.', examples: ['ada@example.com'] }),
    created_at: Timestamp,
  },
  { description: 'A visitor\'s favorite photo or video.' },
);
export type Favorite = Static<typeof Favorite>;

export const FavoriteCreate = Type.Object(
  {
    photo_id: Type.String({ description: 'A photo or video of the collection: 10 digits.', examples: ['5820193746'] }),
    email: Email('Who likes it; stored lower-cased. One favorite per email and item.'),
  },
  { additionalProperties: false, description: 'A favorite to add.', examples: [{ photo_id: '5820193746', email: 'ada@example.com' }] },
);
export type FavoriteCreate = Static<typeof FavoriteCreate>;

export const FavoriteList = OffsetPaged(
  Favorite,
  'A slice of the collection\'s favorites.',
  'The favorites, newest first.',
  OffsetMetaWith(
    {
      per_item: Type.Array(
        Type.Object(
          {
            photo_id: Nullable(Type.String({ description: 'The photo; null when the item is a video.' })),
            video_id: Nullable(Type.String({ description: 'The video; null when the item is a photo.' })),
            count: Type.Integer({ description: 'Its favorites.', examples: [4] }),
          },
          { description: 'The favorites of one item.' },
        ),
        { description: 'Favorites of each liked item of the collection, all counted: the most liked first, then by identifier.' },
      ),
    },
    'Where this slice stands, and the favorites per item.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Starred photos

export const StarredPhoto = Type.Object(
  {
    id: DigitsId('photo', 'The photo\'s identifier.'),
    gallery_id: DigitsId('gallery', 'Its gallery.'),
    collection_id: DigitsId('collection', 'Its collection.'),
    filename: Type.String({ description: 'Its filename.', examples: ['IMG_0042.jpg'] }),
    starred_at: Timestamp,
  },
  { description: 'A photo the studio starred.' },
);
export type StarredPhoto = Static<typeof StarredPhoto>;

export const StarredList = OffsetPaged(StarredPhoto, 'A slice of the studio\'s starred photos.', 'The starred photos, the most recently starred first.');
