import { Type, type Static } from 'typebox';
import { Described, Id, Nullable, Page, PageMeta, PageSize, PathId, Query, StringEnum, Timestamp } from '../../platform/schemas.js';

export const ClientType = StringEnum(['client', 'lead', 'other'], {
  description: 'What the contact is to the studio: `client`, `lead` (a prospect) or `other`.',
  examples: ['client'],
});
export type ClientType = Static<typeof ClientType>;
export const StatusName = StringEnum(['Active', 'Archived'], {
  description: '`Active`, or `Archived` for a contact kept for its history.',
  examples: ['Active'],
});

export const AddressInfo = Type.Object(
  {
    address_line_1: Nullable(Type.String({ description: 'Street and number.', examples: ['350 Fifth Avenue'] })),
    address_line_2: Nullable(Type.String({ description: 'Apartment, suite or floor.', examples: ['Suite 4200'] })),
    city: Nullable(Type.String({ description: 'City.', examples: ['New York'] })),
    postal_code: Nullable(Type.String({ description: 'Postal or ZIP code.', examples: ['10118'] })),
    state: Nullable(Type.String({ description: 'State, province or region.', examples: ['NY'] })),
    country: Nullable(Type.String({ description: 'English name of the country that `country_id` codes (see `GET /api/v1/countries`).', examples: ['United States'] })),
    country_id: Nullable(Type.Integer({ description: 'ISO 3166-1 numeric code of the country (840 = United States).', examples: [840] })),
  },
  { description: 'Postal address; every field is null until given.' },
);

/** The spec's Client. */
export const Client = Type.Object(
  {
    id: Id('cl', 'The client\'s identifier.'),
    email: Nullable(Type.String({ description: 'Email address, unique in the studio ignoring case.', examples: ['ada@example.com'] })),
    status_name: StatusName,
    first_name: Nullable(Type.String({ description: 'First name.', examples: ['Ada'] })),
    last_name: Nullable(Type.String({ description: 'Last name.', examples: ['Lovelace'] })),
    phone: Nullable(Type.String({ description: 'Phone number, as entered.', examples: ['+1 212 555 0142'] })),
    company: Nullable(Type.String({ description: 'Company name.', examples: ['Analytical Engines Ltd'] })),
    job_title: Nullable(Type.String({ description: 'Job title.', examples: ['Head of Research'] })),
    address_info: AddressInfo,
    notes: Nullable(Type.String({ description: 'Internal notes for the studio; the client never sees them.', examples: ['Prefers morning sessions.'] })),
    avatar_color: Type.Integer({ description: 'Color index for the client\'s avatar, 0 to 11; stays the same for the client.', examples: [7] }),
    created_at: Described(Timestamp, 'When the client was created (RFC 3339, UTC, microseconds).'),
    sample: Type.Boolean({ description: 'True for demo data made by the seeding command; false for real clients.', examples: [false] }),
    type: ClientType,
    type_formatted: Type.String({ description: 'Display label of `type`: `Client`, `Lead` or `Other`.', examples: ['Client'] }),
  },
  { description: 'A client, lead or other contact.' },
);
export type Client = Static<typeof Client>;

const text = (maxLength: number, description: string, example: string) =>
  Type.Optional(Nullable(Type.String({ maxLength, description: `${description} Up to ${maxLength.toLocaleString('en-US')} characters; null clears it.`, examples: [example] })));

const AddressInput = Type.Object(
  {
    address_line_1: text(200, 'Street and number.', '350 Fifth Avenue'),
    address_line_2: text(200, 'Apartment, suite or floor.', 'Suite 4200'),
    city: text(100, 'City.', 'New York'),
    postal_code: text(20, 'Postal or ZIP code.', '10118'),
    state: text(100, 'State, province or region.', 'NY'),
    country_id: Type.Optional(
      Nullable(Type.Integer({ minimum: 1, maximum: 999, description: 'ISO 3166-1 numeric code of the country (840 = United States; `GET /api/v1/countries` lists them); null clears it.', examples: [840] })),
    ),
  },
  { additionalProperties: false, description: 'Postal address: the fields given change, the others are kept.' },
);

const clientFields = {
  first_name: text(100, 'First name.', 'Ada'),
  last_name: text(100, 'Last name.', 'Lovelace'),
  email: Type.Optional(
    Nullable(Type.String({ format: 'email', maxLength: 254, description: 'Email address, unique in the studio ignoring case (409 otherwise); null clears it.', examples: ['ada@example.com'] })),
  ),
  phone: text(40, 'Phone number, any format; searches match its digits.', '+1 212 555 0142'),
  company: text(200, 'Company name.', 'Analytical Engines Ltd'),
  job_title: text(200, 'Job title.', 'Head of Research'),
  address_info: Type.Optional(Described(Nullable(AddressInput), 'Postal address; null clears every field of it.')),
  notes: text(10_000, 'Internal notes for the studio.', 'Prefers morning sessions.'),
  type: Type.Optional(Described(ClientType, '`client`, `lead` or `other`; a new contact is a `client` unless given.')),
  status_name: Type.Optional(Described(StatusName, '`Active` or `Archived`; a new contact is `Active` unless given.')),
};

export const ClientCreate = Type.Object(clientFields, {
  additionalProperties: false,
  description: 'A new contact: at least `first_name` or `email`. Fields left out are null.',
  examples: [
    {
      first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 212 555 0142', type: 'client',
      address_info: { address_line_1: '350 Fifth Avenue', city: 'New York', state: 'NY', postal_code: '10118', country_id: 840 },
    },
  ],
});
export type ClientCreate = Static<typeof ClientCreate>;
export const ClientUpdate = Type.Object(clientFields, {
  additionalProperties: false,
  description: 'The fields to change; the others keep their values. A contact keeps at least a first name or an email.',
  examples: [{ phone: '+1 212 555 0199', status_name: 'Archived', notes: 'Moved to Boston.' }],
});
export type ClientUpdate = Static<typeof ClientUpdate>;

/** `types=client,lead`: a comma-separated subset of the client types. */
export const TypesParam = Type.String({
  pattern: '^(client|lead|other)(,(client|lead|other))*$',
  maxLength: 100,
  description: 'Only contacts of these types, comma-separated (`client,lead`); every type when left out.',
  examples: ['client,lead'],
});

export const ClientListQuery = Query({
  page: Described(Page, 'Page number, from 1. A page past the end is empty. Deep pages cost more the deeper they are (the rows before are skipped): to walk a long list, follow cursors. Not with `cursor`.'),
  per_page: PageSize,
  types: Type.Optional(TypesParam),
  cursor: Type.Optional(Type.String({
    minLength: 1,
    maxLength: 1000,
    pattern: '^[A-Za-z0-9_-]+$',
    description:
      'Instead of `page`: an opaque token from an earlier answer\'s `cursors` (or its `links`), which answers the page it ' +
      'leads to at the same cost however deep: the next or previous page (read next to the rows of the page that gave it, ' +
      'so clients added or deleted meanwhile neither repeat nor skip a client), or the last page. Send it with the same ' +
      '`types` and `per_page` as the request that gave it (the links keep them); a cursor that is garbled, made for ' +
      'another list or by another studio is a 400 on `cursor`, as is `cursor` together with `page`.',
    examples: ['WzEsInN0X...'],
  })),
});

const Cursor = (description: string) => Nullable(Type.String({ description, examples: ['WzEsInN0X...'] }));

/** The client list's links: page numbers, or cursors when the page was asked for by cursor. */
const ClientLinks = Type.Object(
  {
    first: Type.String({ description: 'Absolute URL of the first page, with the other query parameters kept.' }),
    last: Type.String({ description: 'Absolute URL of the last page: by `page` number, or with the last page\'s cursor when this page was asked for by `cursor`.' }),
    prev: Nullable(Type.String({ description: 'Absolute URL of the previous page, by `page` number or by `cursor` like this one; null on the first page.' })),
    next: Nullable(Type.String({ description: 'Absolute URL of the next page, by `page` number or by `cursor` like this one; null on the last page.' })),
  },
  { description: 'Links to other pages of the same list: by `page` number, or by `cursor` when this page was asked for by `cursor` (then `first` has neither).' },
);

const Cursors = Type.Object(
  {
    next: Cursor('The `cursor` of the next page; null on the last page.'),
    prev: Cursor('The `cursor` of the previous page; null on the first page.'),
    last: Type.String({ description: 'The `cursor` of the last page (read from the oldest end of the list: as cheap as the first).', examples: ['WzEsInN0X...'] }),
  },
  { description: 'Cursors of the pages beside this one and of the last, whether this page was asked for by `page` or by `cursor`: a caller may switch to cursors at any page.' },
);

export const ClientPage = Type.Object(
  {
    data: Type.Array(Client, { description: 'The contacts on this page, newest first.' }),
    links: ClientLinks,
    cursors: Cursors,
    meta: Type.Object(
      {
        ...PageMeta.properties,
        client_statuses: Type.Object(
          {
            1: Type.String({ description: 'Label of status 1.', examples: ['Active'] }),
            2: Type.String({ description: 'Label of status 2.', examples: ['Archived'] }),
          },
          { description: 'The statuses a contact can have, by key: `1` is `Active`, `2` is `Archived`.' },
        ),
        csv_url: Type.String({
          description: 'Absolute URL of the CSV export of the same contacts (`GET /api/v1/clients/download_csv`, keeping `types`).',
          examples: ['https://studio.example.com/api/v1/clients/download_csv?types=client'],
        }),
      },
      { description: 'Where this page stands, the status labels and the export\'s address.' },
    ),
  },
  { description: 'A page of contacts.' },
);

export const SearchQuery = Query({
  q: Type.String({
    minLength: 1,
    maxLength: 100,
    description:
      'What to look for, 1 to 100 characters, ignoring case and accents: matched inside first name, last name, full ' +
      'name, email and company; a phone-like query (digits, spaces and `+ - . ( ) /`, 3 digits or more) is also matched ' +
      'inside the phone\'s digits.',
    examples: ['lovelace'],
  }),
  types: Type.Optional(
    Described(Type.Union([Type.Literal('all'), TypesParam]), 'Only contacts of these types, comma-separated (`client,lead`); `all` or left out: every type.', { examples: ['all'] }),
  ),
  page: Page,
  pageSize: PageSize,
});

export const SearchPage = Type.Object(
  {
    data: Type.Array(Client, {
      description: 'The matches on this page, best first: an exact email, then names or phones that start with the query, then the rest; newest first within each.',
    }),
    meta: Type.Object(
      {
        current_page: PageMeta.properties.current_page,
        per_page: PageMeta.properties.per_page,
        total: Type.Integer({ description: 'Matches in all, every page together.', examples: [3] }),
        last_page: PageMeta.properties.last_page,
      },
      { description: 'Where this page stands.' },
    ),
  },
  { description: 'A page of search results.' },
);

export const CsvQuery = Query({ types: Type.Optional(TypesParam) });

export const Country = Type.Object(
  {
    id: Type.Integer({ description: 'ISO 3166-1 numeric code, the `country_id` of an address.', examples: [840] }),
    code: Type.String({ description: 'ISO 3166-1 alpha-2 code.', examples: ['US'] }),
    name: Type.String({ description: 'English name, the `country` of an address.', examples: ['United States'] }),
  },
  { description: 'A country.' },
);

export const PortalToken = Type.Object(
  {
    id: Id('tok', 'The token\'s identifier.'),
    token: Type.String({
      description: 'The secret (`pk_` and 40 letters and digits), shown only in this answer: send it as `Authorization: Bearer <token>`.',
      examples: ['pk_e1wFgQfwBoTi5PzQa7VIUkG3FUoKKQEOfwnV5CS4'],
    }),
    client_id: Id('cl', 'The client the token acts for.'),
    created_at: Described(Timestamp, 'When the token was created (RFC 3339, UTC, microseconds).'),
  },
  { description: 'A client portal token.' },
);

export const ClientParams = Type.Object({ client_id: PathId('cl', 'client') });
