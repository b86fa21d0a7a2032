import { Type, type Static } from 'typebox';
import { Links, Nullable, Page, PageMeta, PageSize, Timestamp, StringEnum } from '../../platform/schemas.js';

export const ClientType = StringEnum(['client', 'lead', 'other']);
export type ClientType = Static<typeof ClientType>;
export const StatusName = StringEnum(['Active', 'Archived']);

export const AddressInfo = Type.Object({
  address_line_1: Nullable(Type.String()),
  address_line_2: Nullable(Type.String()),
  city: Nullable(Type.String()),
  postal_code: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(Type.String()),
  country_id: Nullable(Type.Integer()),
});

/** The spec's Client. */
export const Client = Type.Object({
  id: Type.String(),
  email: Nullable(Type.String()),
  status_name: StatusName,
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  company: Nullable(Type.String()),
  job_title: Nullable(Type.String()),
  address_info: AddressInfo,
  notes: Nullable(Type.String()),
  avatar_color: Type.Integer(),
  created_at: Timestamp,
  sample: Type.Boolean(),
  type: ClientType,
  type_formatted: Type.String(),
});
export type Client = Static<typeof Client>;

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

const AddressInput = Type.Object(
  {
    address_line_1: text(200),
    address_line_2: text(200),
    city: text(100),
    postal_code: text(20),
    state: text(100),
    country_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 999 }))),
  },
  { additionalProperties: false },
);

const clientFields = {
  first_name: text(100),
  last_name: text(100),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  phone: text(40),
  company: text(200),
  job_title: text(200),
  address_info: Type.Optional(Nullable(AddressInput)),
  notes: text(10_000),
  type: Type.Optional(ClientType),
  status_name: Type.Optional(StatusName),
};

export const ClientCreate = Type.Object(clientFields, { additionalProperties: false });
export type ClientCreate = Static<typeof ClientCreate>;
export const ClientUpdate = Type.Object(clientFields, { additionalProperties: false });
export type ClientUpdate = Static<typeof ClientUpdate>;

/** `types=client,lead`: a comma-separated subset of the client types. */
export const TypesParam = Type.String({ pattern: '^(client|lead|other)(,(client|lead|other))*$', maxLength: 100 });

export const ClientListQuery = Type.Object({ page: Page, per_page: PageSize, types: Type.Optional(TypesParam) });

export const ClientPage = Type.Object({
  data: Type.Array(Client),
  links: Links,
  meta: Type.Object({
    ...PageMeta.properties,
    client_statuses: Type.Object({ 1: Type.String(), 2: Type.String() }),
    csv_url: Type.String(),
  }),
});

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100 }),
  types: Type.Optional(Type.Union([Type.Literal('all'), TypesParam])),
  page: Page,
  pageSize: PageSize,
});

export const SearchPage = Type.Object({
  data: Type.Array(Client),
  meta: Type.Object({ current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(), last_page: Type.Integer() }),
});

export const CsvQuery = Type.Object({ types: Type.Optional(TypesParam) });

export const Country = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });

export const PortalToken = Type.Object({ id: Type.String(), token: Type.String(), client_id: Type.String(), created_at: Timestamp });
