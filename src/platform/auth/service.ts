import type { Db, Tx } from '../db/pool.js';
import { isUniqueViolation } from '../db/pool.js';
import { conflict, forbidden, invalidField, missing, unauthenticated } from '../errors.js';
import { newId, randomAlphanumeric } from '../ids.js';
import { currencyOf } from '../money.js';
import { assertValidBody } from '../validation.js';
import { SignupBody, type SignupInput, type StudioUpdate } from './schemas.js';
import type { Studio } from '../access.js';
import type { Credential, CredentialResolver } from './credentials.js';
import { DECOY_HASH, digest, hashPassword, verifyPassword } from './passwords.js';
import type { AuthQueries, StudioProfileRow } from './queries.js';

export interface UserView {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

/** The studio as its own answers show it: what every caller carries, and its settings. */
export interface StudioView extends Studio {
  payment_instructions: string | null;
}

export interface SessionView {
  studio: StudioView;
  user: UserView;
  csrf_token: string;
}

export interface TokenView {
  id: string;
  name: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** API tokens carry a recognisable prefix so that secret scanners can find leaked ones. */
const TOKEN_PREFIX = { photographer: 'sk_', client: 'pk_' } as const;

export class AuthService {
  constructor(
    private db: Db,
    private queries: AuthQueries,
    private resolver: CredentialResolver,
    private signupOpen: boolean,
  ) {}

  /** Sign-up over HTTP: a new studio with its first photographer, signed in. Returns the session secret for the cookie. */
  async signup(input: SignupInput): Promise<{ view: SessionView; secret: string }> {
    if (!this.signupOpen) throw forbidden('Sign-up is closed on this server.', 'signup_closed');
    return this.newStudio(input, async (tx, studio, user) => {
      const session = await this.openSession(tx, studio.id, user.id);
      return { view: { studio, user, csrf_token: session.csrfToken }, secret: session.secret };
    });
  }

  /**
   * A new studio with its first photographer, for the operator (the command line): the rules of
   * sign-up, whether or not sign-up is open, and no session.
   */
  async createStudio(input: SignupInput): Promise<{ studio: StudioView; user: UserView }> {
    return this.newStudio(input, async (_tx, studio, user) => ({ studio, user }));
  }

  /** Whether the server holds any studio yet (the start banner says how to make the first). */
  async anyStudio(): Promise<boolean> {
    return this.queries.anyStudio();
  }

  /** Sessions idle past their lifetime go (housekeeping). */
  async deleteIdleSessions(): Promise<void> {
    await this.queries.deleteIdleSessions();
  }

  /** Checks the input as sign-up does, then writes the studio, its user and `then` in one transaction. */
  private async newStudio<T>(input: SignupInput, then: (tx: Tx, studio: StudioView, user: UserView) => Promise<T>): Promise<T> {
    assertValidBody<SignupInput>(SignupBody, input);
    const currency = currencyOf(input.currency, 'usd');
    const timezone = input.timezone ?? 'UTC';
    if (!isTimeZone(timezone)) throw invalidField('timezone', 'The timezone must be an IANA time zone name.');
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const [studio] = await this.queries.insertStudio(tx, { id: newId('stu'), name: input.studio_name, currency, timezone });
        const [user] = await this.queries.insertUser(tx, {
          studioId: studio.id,
          id: newId('usr'),
          email: input.email,
          passwordHash,
          firstName: input.first_name ?? null,
          lastName: input.last_name ?? null,
        });
        return then(tx, studioView(studio), userView(user));
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) {
        throw conflict('already_exists', 'An account with this email already exists.', {
          email: ['The email has already been taken.'],
        });
      }
      throw error;
    }
  }

  async login(email: string, password: string): Promise<{ view: SessionView; secret: string }> {
    const user = await this.queries.userByEmail(email);
    // Unknown email and wrong password cost the same scrypt and answer the same.
    const valid = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
    if (!user || !valid) throw unauthenticated('The email or password is incorrect.');
    const studio = studioView(await this.queries.studio(user.studioId));
    const session = await this.openSession(this.db, studio.id, user.id);
    return { view: { studio, user: userView(user), csrf_token: session.csrfToken }, secret: session.secret };
  }

  async logout(credential: Credential): Promise<void> {
    if (credential.kind !== 'session') return;
    await this.queries.deleteSession(credential.secretHash);
    this.resolver.forget(credential.secretHash);
  }

  async me(credential: Credential) {
    // The studio as stored, not as the credential cached it: a change of its settings shows at once.
    const [studio, user] = await Promise.all([
      this.queries.studio(credential.studio.id),
      credential.userId ? this.queries.user(credential.studio.id, credential.userId) : undefined,
    ]);
    return {
      role: credential.role,
      studio: studioView(studio),
      user: user ? userView(user) : null,
      client: credential.clientId ? { id: credential.clientId } : null,
    };
  }

  /**
   * Changes the studio's name or settings; fields left out stay. Credentials already resolved keep
   * the old name for the seconds they are cached (credentials.ts); the studio's own answers and pages
   * read it afresh.
   */
  async updateStudio(credential: Credential, input: StudioUpdate): Promise<StudioView> {
    const id = credential.studio.id;
    if (input.name === undefined && input.payment_instructions === undefined) return studioView(await this.queries.studio(id));
    return studioView(await this.queries.updateStudio(id, { name: input.name, paymentInstructions: input.payment_instructions }));
  }

  async createToken(credential: Credential, name: string): Promise<TokenView & { token: string }> {
    return this.issueToken(credential.studio.id, 'photographer', { name, userId: credential.userId });
  }

  /** A `client`-role token acting for one client of the studio (portal access, API.md §2). */
  async createPortalToken(studioId: string, clientId: string) {
    const token = await this.issueToken(studioId, 'client', { name: null, clientId });
    return { id: token.id, token: token.token, client_id: clientId, created_at: token.created_at };
  }

  async listTokens(credential: Credential): Promise<TokenView[]> {
    return (await this.queries.listTokens(credential.studio.id, 'photographer')).map(tokenView);
  }

  async revokeToken(credential: Credential, id: string): Promise<void> {
    const deleted = await this.queries.deleteToken(credential.studio.id, id);
    if (!deleted) throw missing('API token', id);
    this.resolver.forget(deleted.secretHash);
  }

  /** The studio and token for a photographer, for the command line (no HTTP session involved). */
  async tokenForEmail(email: string, name: string) {
    const user = await this.queries.userByEmail(email);
    if (!user) throw missing('user', email, { by: 'email' });
    return this.issueToken(user.studioId, 'photographer', { name, userId: user.id });
  }

  private async issueToken(
    studioId: string,
    role: 'photographer' | 'client',
    owner: { name: string | null; userId?: string | null; clientId?: string },
  ) {
    const secret = TOKEN_PREFIX[role] + randomAlphanumeric(40);
    const row = await this.queries.insertToken({
      studioId,
      id: newId('tok'),
      name: owner.name,
      role,
      userId: owner.userId ?? null,
      clientId: owner.clientId ?? null,
      secretHash: digest(secret),
    });
    return { ...tokenView(row), token: secret };
  }

  private async openSession(tx: Parameters<AuthQueries['insertSession']>[0], studioId: string, userId: string) {
    const secret = randomAlphanumeric(43);
    const csrfToken = randomAlphanumeric(32);
    await this.queries.insertSession(tx, { secretHash: digest(secret), studioId, userId, csrfToken });
    return { secret, csrfToken };
  }
}

function studioView(row: StudioProfileRow): StudioView {
  return { id: row.id, name: row.name, currency: row.currency, timezone: row.timezone, payment_instructions: row.paymentInstructions };
}

function userView(user: { id: string; email: string; firstName: string | null; lastName: string | null }): UserView {
  return { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName };
}

function tokenView(row: { id: string; name: string | null; createdAt: string; lastUsedAt: string | null }): TokenView {
  return { id: row.id, name: row.name, created_at: row.createdAt, last_used_at: row.lastUsedAt };
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length <= 64;
  } catch {
    return false;
  }
}
