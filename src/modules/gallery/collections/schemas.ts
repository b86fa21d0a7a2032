/** Schemas of collections, their galleries, the people given access and the visitor checks (API.md §8). */
import { Type, type Static } from 'typebox';
import { DateOnly, Described, Nullable, Page, Query, StringEnum, Timestamp } from '../../../platform/schemas.js';
import { DigitsId, Email, MAX_NAME, MediaUrls, QueryEmail } from '../schemas.js';
import { ACCESS_LEVELS, DOWNLOAD_SIZES, WATERMARK_POSITIONS } from '../tables.js';

const MAX_TEXT = 5_000;
const Name = (description: string) => Type.String({ minLength: 1, maxLength: MAX_NAME, description, examples: ['Lovelace wedding'] });
const Text = (description: string) => Type.String({ maxLength: MAX_TEXT, description });
const Password = Type.String({ minLength: 1, maxLength: 128, description: 'The password visitors must give; stored hashed, never answered.', examples: ['autumn-2026'] });

// ---------------------------------------------------------------------------------------------
// Galleries

const CoverPhoto = Type.Object(
  {
    id: DigitsId('photo', 'The cover photo\'s identifier.'),
    filename: Type.String({ description: 'Its filename.' }),
    urls: MediaUrls,
  },
  { description: 'The photo shown for the gallery.' },
);

export const Gallery = Type.Object(
  {
    id: DigitsId('gallery', 'The gallery\'s identifier.'),
    collection_id: DigitsId('collection', 'Its collection.'),
    name: Type.String({ description: 'The gallery\'s name.', examples: ['Ceremony'] }),
    description: Nullable(Type.String({ description: 'Its description; null when none.' })),
    photo_count: Type.Integer({ description: 'Photos in the gallery, whatever their state.', examples: [120] }),
    video_count: Type.Integer({ description: 'Videos in the gallery.', examples: [2] }),
    private: Type.Boolean({ description: 'Hidden from visitors; the studio still sees it.' }),
    download: Type.Boolean({ description: 'Whether visitors may download its photos (the collection must be downloadable too).' }),
    cover_photo: Described(Nullable(CoverPhoto), 'The photo shown for the gallery: the one chosen, else its first photo; null when it has none.'),
    created_at: Timestamp,
  },
  { description: 'A set of photos and videos inside a collection.' },
);
export type Gallery = Static<typeof Gallery>;

export const GalleryCreate = Type.Object(
  {
    name: Name('The gallery\'s name.'),
    description: Type.Optional(Nullable(Text('Its description.'))),
    private: Type.Optional(Type.Boolean({ description: 'Hidden from visitors; false unless given.' })),
    download: Type.Optional(Type.Boolean({ description: 'Visitors may download its photos; true unless given.' })),
  },
  { additionalProperties: false, description: 'A new gallery of the collection.', examples: [{ name: 'Ceremony' }] },
);
export type GalleryCreate = Static<typeof GalleryCreate>;

export const GalleryUpdate = Type.Object(
  {
    name: Type.Optional(GalleryCreate.properties.name),
    description: GalleryCreate.properties.description,
    private: GalleryCreate.properties.private,
    download: GalleryCreate.properties.download,
    cover_photo_id: Type.Optional(Nullable(Type.String({ description: 'A photo of this gallery to show as its cover; null goes back to the first photo.' }))),
  },
  { additionalProperties: false, description: 'The fields to change; the others keep their values.', examples: [{ private: true }] },
);
export type GalleryUpdate = Static<typeof GalleryUpdate>;

// ---------------------------------------------------------------------------------------------
// Collections

export const Collection = Type.Object(
  {
    id: DigitsId('collection', 'The collection\'s identifier.'),
    name: Type.String({ description: 'The collection\'s name.', examples: ['Lovelace wedding'] }),
    description: Nullable(Type.String({ description: 'Its description; null when none.' })),
    gallery_count: Type.Integer({ description: 'Galleries in the collection.', examples: [3] }),
    client_count: Type.Integer({ description: 'People given access (`/collections/{id}/clients`).', examples: [2] }),
    expiry_date: Nullable(Type.String({ format: 'date', description: 'The last day visitors may open it; null when it does not expire.', examples: ['2027-06-30'] })),
    password_protected: Type.Boolean({ description: 'Whether visitors must give a password (the password itself is never answered).' }),
    downloadable: Type.Boolean({ description: 'Whether visitors may download from it at all.' }),
    default_access_level: StringEnum(ACCESS_LEVELS, { description: 'The access level a client added without one gets.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
    video_cover: Type.Optional(Described(
      Nullable(Type.Object(
        { id: DigitsId('photo', 'The video\'s identifier.'), gallery_id: DigitsId('gallery', 'Its gallery.'), filename: Type.String({ description: 'The video\'s filename.' }), urls: MediaUrls },
        { description: 'The collection\'s first video.' },
      )),
      'Only with `expand=video_cover`: the collection\'s first video, or null when it has none.',
    )),
  },
  { description: 'A client gallery: galleries of photos and videos, with who may see and download them.' },
);
export type Collection = Static<typeof Collection>;

export const CollectionCreate = Type.Object(
  {
    name: Name('The collection\'s name.'),
    description: Type.Optional(Nullable(Text('Its description.'))),
    expiry_date: Type.Optional(Nullable(DateOnly)),
    password: Type.Optional(Nullable(Password)),
    downloadable: Type.Optional(Type.Boolean({ description: 'Visitors may download; true unless given.' })),
    default_access_level: Type.Optional(StringEnum(ACCESS_LEVELS, { description: 'Access level of clients added without one; `view` unless given.' })),
  },
  { additionalProperties: false, description: 'A new collection.', examples: [{ name: 'Lovelace wedding', expiry_date: '2027-06-30' }] },
);
export type CollectionCreate = Static<typeof CollectionCreate>;

const Watermark = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Whether the watermark is shown on visitors\' views.' }),
    text: Nullable(Type.String({ maxLength: 200, description: 'The watermark\'s text; null when none.' })),
    position: StringEnum(WATERMARK_POSITIONS, { description: 'Where it sits on the photo.' }),
    opacity: Type.Integer({ minimum: 0, maximum: 100, description: 'Opacity in percent.' }),
  },
  { description: 'The watermark setting of the collection.' },
);
const ExpiryReminder = Type.Object(
  {
    days_before: Type.Integer({ minimum: 1, maximum: 365, description: 'Days before `expiry_date` the reminder goes out.' }),
    enabled: Type.Boolean({ description: 'Whether it goes out.' }),
  },
  { additionalProperties: false, description: 'A reminder to visitors before the collection expires.' },
);
const Settings = Type.Object(
  {
    downloadable: Type.Boolean({ description: 'As the collection\'s `downloadable`.' }),
    download_sizes: Type.Array(StringEnum(DOWNLOAD_SIZES), { description: 'The sizes visitors may download: `original`, `web`.' }),
    download_pin_required: Type.Boolean({ description: 'Whether visitors need a PIN to download.' }),
    watermark_enabled: Type.Boolean({ description: 'As `watermark.enabled`.' }),
  },
  { description: 'Download settings.' },
);

export const CollectionUpdate = Type.Object(
  {
    name: Type.Optional(CollectionCreate.properties.name),
    description: CollectionCreate.properties.description,
    expiry_date: CollectionCreate.properties.expiry_date,
    password: Type.Optional(Nullable(Type.With(Password, { description: 'A new password; null removes it.' }))),
    downloadable: CollectionCreate.properties.downloadable,
    default_access_level: CollectionCreate.properties.default_access_level,
    download_sizes: Type.Optional(Type.Array(StringEnum(DOWNLOAD_SIZES), { minItems: 1, uniqueItems: true, description: 'The sizes visitors may download.' })),
    download_pin_required: Type.Optional(Type.Boolean({ description: 'Whether visitors need a PIN to download.' })),
    watermark: Type.Optional(Type.Object(
      {
        enabled: Type.Optional(Watermark.properties.enabled),
        text: Type.Optional(Watermark.properties.text),
        position: Type.Optional(Watermark.properties.position),
        opacity: Type.Optional(Watermark.properties.opacity),
      },
      { additionalProperties: false, description: 'Watermark fields to change.' },
    )),
    expiry_reminders: Type.Optional(Type.Array(ExpiryReminder, { maxItems: 10, description: 'Replaces the reminders.' })),
    message_languages: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' }), { maxItems: 20, uniqueItems: true, description: 'Languages of visitor messages, as `en` or `en-GB`; replaces the list.' })),
  },
  { additionalProperties: false, description: 'The fields to change; the others keep their values.', examples: [{ password: null, downloadable: false }] },
);
export type CollectionUpdate = Static<typeof CollectionUpdate>;

export const CollectionEdit = Type.Object(
  {
    collection: Collection,
    settings: Settings,
    distinct_tags: Type.Array(Type.String(), { description: 'Every tag of the collection\'s photos, once each, in alphabetical order.' }),
    expiry_reminders: Type.Array(ExpiryReminder, { description: 'Reminders before expiry.' }),
    message_languages: Type.Array(Type.String(), { description: 'Languages of visitor messages.' }),
    watermark: Watermark,
  },
  { description: 'What the collection\'s settings page edits.' },
);
export type CollectionEdit = Static<typeof CollectionEdit>;

export const ExpandQuery = Query({ expand: Type.Optional(StringEnum(['video_cover'], { description: '`video_cover` adds the collection\'s first video as `video_cover`.' })) });

// ---------------------------------------------------------------------------------------------
// Collection clients

export const CollectionClient = Type.Object(
  {
    id: DigitsId('record', 'The entry\'s identifier.'),
    email: Type.String({ description: 'The person\'s email, lower-cased.', examples: ['ada@example.com'] }),
    name: Nullable(Type.String({ description: 'Their name; null when not given.' })),
    access_level: StringEnum(ACCESS_LEVELS, {
      description: '`view`: see and favorite, never download; `download`: also download what the collection and each gallery allow; `full`: also download from galleries set not to (`download: false`).',
    }),
    last_accessed: Nullable(Type.String({ description: 'When they last opened the collection (`before_show` with their email); null before their first visit.' })),
    favorites_count: Type.Integer({ description: 'Their favorites in this collection.' }),
    client_id: Nullable(Type.String({ description: 'The studio\'s client with this email, when there is one.' })),
    created_at: Timestamp,
  },
  { description: 'A person given access to a collection.' },
);
export type CollectionClient = Static<typeof CollectionClient>;

export const CollectionClientCreate = Type.Object(
  {
    email: Email('Their email; one entry per email and collection (409 otherwise).'),
    name: Type.Optional(Nullable(Name('Their name.'))),
    access_level: Type.Optional(StringEnum(ACCESS_LEVELS, { description: 'The collection\'s `default_access_level` unless given.' })),
    notify: Type.Optional(Type.Boolean({ description: 'Make them a personal link to the collection (`link_url` in the answer). False unless given.' })),
  },
  { additionalProperties: false, description: 'A person to give access to the collection.', examples: [{ email: 'ada@example.com', access_level: 'download' }] },
);
export type CollectionClientCreate = Static<typeof CollectionClientCreate>;

export const InvitedCollectionClient = Type.Object(
  {
    ...CollectionClient.properties,
    link_url: Nullable(Type.String({
      description: 'With `notify: true`, their personal link `<origin>/s/<token>`: it opens the collection as theirs (listed among its sharing links). Null otherwise.',
      examples: ['https://studio.example.com/s/3kTqZ8mW1xR5vN9pL2cB6dH0wY4sJ7fG3aQ8eK1uT5o'],
    })),
  },
  { description: 'A person given access to a collection, with their personal link when one was asked.' },
);
export type InvitedCollectionClient = Static<typeof InvitedCollectionClient>;

// ---------------------------------------------------------------------------------------------
// Visitor checks

export const BeforeShowQuery = Query({
  password: Type.Optional(Type.String({ maxLength: 128, description: 'The password the visitor gave, for a password-protected collection.' })),
  email: Type.Optional(QueryEmail('The visitor\'s email: recorded in `visitor_emails`, and their `last_accessed` when they are a collection client.')),
});

export const BeforeShow = Type.Object(
  {
    allowed: Type.Boolean({ description: 'Whether the visitor may see the collection.' }),
    reason: Type.Optional(StringEnum(['expired', 'password_required', 'wrong_password'], { description: 'Why not, when `allowed` is false.' })),
    collection: Collection,
    galleries: Type.Array(Gallery, { description: 'The galleries a visitor sees (private ones left out); empty when not allowed.' }),
  },
  { description: 'Whether a visitor may open the collection.' },
);

export const BeforeDownloadQuery = Query({
  password: BeforeShowQuery.properties.password,
  email: Type.Optional(QueryEmail('The visitor\'s email: a collection client with `view` access may not download.')),
});

export const BeforeDownloadSettings = Type.Object(
  {
    download_allowed: Type.Boolean({ description: 'Whether the visitor may download.' }),
    reason: Type.Optional(StringEnum(['expired', 'password_required', 'wrong_password', 'not_downloadable', 'access_level'], {
      description: 'Why not, when `download_allowed` is false: the collection expired, needs a (right) password, is not downloadable, or the visitor\'s access level is `view`.',
    })),
    sizes: Type.Array(StringEnum(DOWNLOAD_SIZES), { description: 'The sizes that may be downloaded; empty when not allowed.' }),
    pin_required: Type.Boolean({ description: 'Whether a download PIN is asked for.' }),
  },
  { description: 'Whether a visitor may download from the collection, and what.' },
);

export const VisitorEmail = Type.Object(
  {
    email: Type.String({ description: 'The visitor\'s email, lower-cased.' }),
    first_visited_at: Timestamp,
    last_visited_at: Timestamp,
    visits: Type.Integer({ description: 'How many times it opened the collection.' }),
  },
  { description: 'An email that opened the collection.' },
);

// ---------------------------------------------------------------------------------------------
// A client's collections

export const CgCollectionsQuery = Query({
  page: Page,
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 25, description: 'Items per page, 1 to 100.' }),
});

export const ClientCollection = Type.Object(
  {
    collection: Collection,
    access_level: StringEnum(ACCESS_LEVELS, { description: 'The client\'s access level in it.' }),
    last_accessed: Nullable(Type.String({ description: 'When the client last opened it; null before their first visit.' })),
    galleries: Type.Array(Gallery, { description: 'The collection\'s galleries, private ones included.' }),
  },
  { description: 'A collection the client was given access to (by their email), with its galleries.' },
);
export type ClientCollection = Static<typeof ClientCollection>;
