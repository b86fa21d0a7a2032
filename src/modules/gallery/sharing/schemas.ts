/** Schemas of sharing links (API.md §8) and of what their addresses answer (§10). */
import { Type, type Static } from 'typebox';
import { Nullable, OffsetMetaWith, OffsetPaged, StringEnum, Timestamp, TimestampInput } from '../../../platform/schemas.js';
import { Collection } from '../collections/schemas.js';
import { CollectionParams, DigitsId } from '../schemas.js';
import { SHARING_PERMISSIONS } from '../tables.js';

export const SharingLinkParams = Type.Object({
  collection_id: CollectionParams.properties.collection_id,
  link_id: Type.String({ description: 'The sharing link\'s identifier: 12 digits.', examples: ['904417203385'] }),
});

export const SharingLink = Type.Object(
  {
    id: DigitsId('record', 'The link\'s identifier.'),
    collection_id: DigitsId('collection', 'The collection.'),
    photo_id: Nullable(Type.String({ description: 'The photo the link opens; null when it opens the whole collection.', examples: ['5820193746'] })),
    url: Type.String({ description: 'The address to share: `<origin>/s/<token>`, opened without a credential.', examples: ['https://studio.example.com/s/3kTqZ8mW1xR5vN9pL2cB6dH0wY4sJ7fG3aQ8eK1uT5o'] }),
    permissions: StringEnum(SHARING_PERMISSIONS, { description: '`view`: see (the web size); `download`: also download the original.' }),
    client_email: Nullable(Type.String({
      description: 'A personal link (an invitation, `notify: true`): the collection client it belongs to, under whose email its visitor\'s favorites and downloads are recorded. Null: anyone\'s link.',
      examples: [null],
    })),
    expires_at: Nullable(Type.String({ description: 'When the address stops working; null when it does not expire.', examples: ['2026-12-31T23:59:59.000000Z'] })),
    uses: Type.Integer({ description: 'How many times the address was opened.', examples: [2] }),
    last_used_at: Nullable(Type.String({ description: 'When it was last opened; null before the first time.', examples: ['2026-11-22T10:15:30.123456Z'] })),
    revoked_at: Nullable(Type.String({ description: 'When it was revoked (the address stopped then); null while not revoked.', examples: ['2026-11-22T10:15:30.123456Z'] })),
    created_at: Timestamp,
  },
  { description: 'An address that opens a photo, or the whole collection, without a credential.' },
);
export type SharingLink = Static<typeof SharingLink>;

export const SharingLinkCreate = Type.Object(
  {
    photo_id: Type.Optional(Nullable(Type.String({ description: 'A photo (not a video) of the collection to share alone: 10 digits. Left out or null, the link opens the collection.', examples: ['5820193746'] }))),
    expires_at: Type.Optional(Nullable(Type.With(TimestampInput, { description: 'When the address stops working: RFC 3339 with an offset. Left out or null, it does not expire.' }))),
    permissions: StringEnum(SHARING_PERMISSIONS, { description: '`view`: the photo\'s web size (a collection\'s photos without `original` links); `download`: also the original.' }),
  },
  { additionalProperties: false, description: 'A sharing link to make.', examples: [{ photo_id: '5820193746', permissions: 'download', expires_at: '2026-12-31T23:59:59Z' }] },
);
export type SharingLinkCreate = Static<typeof SharingLinkCreate>;

export const SharingLinkList = OffsetPaged(
  SharingLink,
  'A slice of the collection\'s sharing links.',
  'The links, newest first, revoked ones included.',
  OffsetMetaWith({ uses: Type.Integer({ description: 'Uses of all the collection\'s links, added up.' }) }, 'Where this slice stands, and the links\' uses.'),
);

const SharedPhoto = Type.Object(
  {
    id: DigitsId('photo', 'The photo\'s identifier.'),
    filename: Type.String({ description: 'Its filename.', examples: ['IMG_0042.jpg'] }),
    urls: Type.Object(
      {
        thumbnail: Nullable(Type.String({ description: 'JPEG, at most 400 px on its long edge.' })),
        web: Nullable(Type.String({ description: 'JPEG, at most 2048 px on its long edge.' })),
        original: Nullable(Type.String({ description: 'The uploaded file; null unless the link may download and the collection is downloadable.' })),
      },
      { description: 'Signed links to the files, valid for an hour; no credential needed.' },
    ),
  },
  { description: 'A photo of a shared gallery.' },
);

export const SharedCollection = Type.Object(
  {
    collection: Collection,
    galleries: Type.Array(
      Type.Object(
        {
          id: DigitsId('gallery', 'The gallery\'s identifier.'),
          name: Type.String({ description: 'Its name.', examples: ['Ceremony'] }),
          photos: Type.Array(SharedPhoto, { description: 'Its ready photos, in the order they were added.' }),
        },
        { description: 'A gallery visitors see.' },
      ),
      { description: 'The collection\'s galleries, private ones left out, in the order they were made.' },
    ),
  },
  { description: 'A shared collection, as its visitors see it.' },
);
export type SharedCollection = Static<typeof SharedCollection>;

export const ShareParams = Type.Object({
  token: Type.String({ description: 'The link\'s token, as its `url` has it.', examples: ['3kTqZ8mW1xR5vN9pL2cB6dH0wY4sJ7fG3aQ8eK1uT5o'] }),
});
