import { Type, type Static } from 'typebox';
import { Nullable, Timestamp } from '../schemas.js';

export const StudioView = Type.Object({ id: Type.String(), name: Type.String(), currency: Type.String(), timezone: Type.String() });
export const UserView = Type.Object({ id: Type.String(), email: Type.String(), first_name: Nullable(Type.String()), last_name: Nullable(Type.String()) });
export const SessionView = Type.Object({ studio: StudioView, user: UserView, csrf_token: Type.String() });
export const TokenView = Type.Object({ id: Type.String(), name: Nullable(Type.String()), created_at: Timestamp, last_used_at: Nullable(Timestamp) });

const Email = Type.String({ format: 'email', maxLength: 254 });
export const SignupBody = Type.Object(
  {
    studio_name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Email,
    password: Type.String({ minLength: 10, maxLength: 200 }),
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    currency: Type.Optional(Type.String({ maxLength: 3 })),
    timezone: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export const LoginBody = Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export const TokenBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

export type SignupInput = Static<typeof SignupBody>;
