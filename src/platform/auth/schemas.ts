import { Type, type Static } from 'typebox';
import { CurrencyCode, Described, Id, Nullable, PathId, Timestamp } from '../schemas.js';

const PAYMENT_INSTRUCTIONS_EXAMPLE = 'Bank transfer to Northlight Portraits LLC\nIBAN DE89 3704 0044 0532 0130 00\nReference: your invoice number';
/** The longest payment instructions a studio may keep: a few paragraphs. */
const PAYMENT_INSTRUCTIONS_MAX = 2000;

export const StudioView = Type.Object(
  {
    id: Id('stu', 'The studio\'s identifier.'),
    name: Type.String({ description: 'The studio\'s name.', examples: ['Northlight Portraits'] }),
    currency: Described(CurrencyCode, 'The studio\'s default currency: of new invoices and gift cards, and of fixed-amount coupons.'),
    timezone: Type.String({
      description: 'The studio\'s IANA time zone: it decides the dates that depend on "today" (overdue invoices, timeframes, export file names).',
      examples: ['America/New_York'],
    }),
    payment_instructions: Nullable(
      Type.String({
        description: 'How the studio\'s clients pay, as free text shown on its invoice pages (line breaks kept); null for none.',
        examples: [PAYMENT_INSTRUCTIONS_EXAMPLE],
      }),
    ),
  },
  { description: 'The studio.' },
);
export const UserView = Type.Object(
  {
    id: Id('usr', 'The user\'s identifier.'),
    email: Type.String({ description: 'The user\'s email, used to log in.', examples: ['studio@example.com'] }),
    first_name: Nullable(Type.String({ description: 'The user\'s first name.', examples: ['Dorothea'] })),
    last_name: Nullable(Type.String({ description: 'The user\'s last name.', examples: ['Lange'] })),
  },
  { description: 'A photographer user of the studio.' },
);
export const SessionView = Type.Object(
  {
    studio: StudioView,
    user: Described(UserView, 'The signed-in user.'),
    csrf_token: Type.String({
      description: 'Send it as the `X-CSRF-Token` header on every request other than GET made with the session cookie.',
      examples: ['UVLVzZdYLr5SGnYeHFoLTb5I4koE1gpd'],
    }),
  },
  { description: 'The new session: the `session_cookie` cookie is set in the same answer.' },
);
export const TokenView = Type.Object(
  {
    id: Id('tok', 'The token\'s identifier.'),
    name: Nullable(Type.String({ description: 'The name given at creation, to tell tokens apart.', examples: ['Accounting export'] })),
    created_at: Described(Timestamp, 'When the token was created (RFC 3339, UTC, microseconds).'),
    last_used_at: Nullable(Described(Timestamp, 'When the token was last used (RFC 3339, UTC, microseconds); null until it is used.')),
  },
  { description: 'An API token, without its secret.' },
);

export const CallerView = Type.Object(
  {
    role: Type.String({ description: '`photographer` for studio staff, `client` for a client portal token.', examples: ['photographer'] }),
    studio: StudioView,
    user: Described(Nullable(UserView), 'The photographer user behind the credential; null for a client portal token.'),
    client: Described(
      Nullable(Type.Object({ id: Id('cl', 'The client\'s identifier.') }, { description: 'The client.' })),
      'The client a portal token acts for; null for studio staff.',
    ),
  },
  { description: 'Who the credential belongs to.' },
);

export const NewToken = Type.Object(
  {
    ...TokenView.properties,
    token: Type.String({
      description: 'The secret (`sk_` and 40 letters and digits), shown only in this answer: send it as `Authorization: Bearer <token>`.',
      examples: ['sk_QpPJqY2dsnpEwyxrvzBALVfbSd7eUJEVd1b5cjPA'],
    }),
  },
  { description: 'The new API token, with its secret.' },
);

const Email = Type.String({ format: 'email', maxLength: 254 });
export const SignupBody = Type.Object(
  {
    studio_name: Type.String({ minLength: 1, maxLength: 200, description: 'The studio\'s name, 1 to 200 characters.', examples: ['Northlight Portraits'] }),
    email: Described(Email, 'The first user\'s email, used to log in; unique on the server, ignoring case.', { examples: ['studio@example.com'] }),
    password: Type.String({ minLength: 10, maxLength: 200, description: 'The first user\'s password, 10 to 200 characters.', examples: ['correct horse battery staple'] }),
    first_name: Type.Optional(Type.String({ maxLength: 100, description: 'The user\'s first name, up to 100 characters.', examples: ['Dorothea'] })),
    last_name: Type.Optional(Type.String({ maxLength: 100, description: 'The user\'s last name, up to 100 characters.', examples: ['Lange'] })),
    currency: Type.Optional(
      Type.String({ maxLength: 3, description: 'The studio\'s default currency, an ISO 4217 code (any case); `usd` when left out.', examples: ['usd'] }),
    ),
    timezone: Type.Optional(
      Type.String({ maxLength: 64, description: 'The studio\'s IANA time zone (`Europe/London`); `UTC` when left out.', examples: ['America/New_York'] }),
    ),
  },
  {
    additionalProperties: false,
    description: 'The new studio and its first user.',
    examples: [
      { studio_name: 'Northlight Portraits', email: 'studio@example.com', password: 'correct horse battery staple', first_name: 'Dorothea', last_name: 'Lange', currency: 'usd', timezone: 'America/New_York' },
    ],
  },
);
export const LoginBody = Type.Object(
  {
    email: Type.String({ maxLength: 254, description: 'The user\'s email.', examples: ['studio@example.com'] }),
    password: Type.String({ maxLength: 200, description: 'The user\'s password.', examples: ['correct horse battery staple'] }),
  },
  { additionalProperties: false, description: 'The user\'s credentials.', examples: [{ email: 'studio@example.com', password: 'correct horse battery staple' }] },
);
export const TokenBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100, description: 'A name to tell the token apart, 1 to 100 characters.', examples: ['Accounting export'] }) },
  { additionalProperties: false, description: 'The new token.', examples: [{ name: 'Accounting export' }] },
);

export const StudioUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The studio\'s name, 1 to 200 characters.', examples: ['Northlight Portraits'] })),
    payment_instructions: Type.Optional(
      Nullable(
        Type.String({
          maxLength: PAYMENT_INSTRUCTIONS_MAX,
          description: `How the studio's clients pay, free text up to ${PAYMENT_INSTRUCTIONS_MAX} characters, shown on its invoice pages; null removes it.`,
          examples: [PAYMENT_INSTRUCTIONS_EXAMPLE],
        }),
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'The studio\'s name and settings to change; fields left out stay as they are.',
    examples: [{ payment_instructions: PAYMENT_INSTRUCTIONS_EXAMPLE }],
  },
);
export type StudioUpdate = Static<typeof StudioUpdate>;

export const TokenParams = Type.Object({ token_id: PathId('tok', 'API token') });

export type SignupInput = Static<typeof SignupBody>;
