import type { Caller } from '../access.js';
import { digest } from './passwords.js';
import type { AuthQueries } from './queries.js';

/** Who is calling, as resolved once per request from a bearer token or the session cookie. */
export interface Credential extends Caller {
  kind: 'token' | 'session';
  tokenId: string | null;
  /** Digest of the secret: the cache key, never the secret itself. */
  secretHash: string;
  /** The key its requests are counted under for the rate limit (made once, not on every request). */
  rateLimitKey: string;
  csrfToken: string | null;
}

const rateLimitKeyOf = (secretHash: string) => `c:${secretHash}`;

interface Cached {
  credential: Credential;
  expiresAt: number;
}

// A credential is served from memory for this long: revocation on another instance takes effect
// within it; on the revoking instance it is immediate (forget()).
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;
// last_used_at / last_seen_at are written at most this often per credential.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Resolves bearer tokens and session cookies. Checking a credential in the database on every request
 * costs about a third of the throughput, so a short-lived in-memory cache answers repeated calls.
 */
export class CredentialResolver {
  private cache = new Map<string, Cached>();
  private touchedAt = new Map<string, number>();

  constructor(
    private queries: AuthQueries,
    private onTouchError: (error: unknown) => void,
  ) {}

  /** From memory when this token was seen in the last seconds: no promise to wait for. */
  bearer(token: string): Credential | null | Promise<Credential | null> {
    const hash = digest(token);
    return this.fromCache(hash) ?? this.loadToken(hash);
  }

  /** As `bearer`, for the session cookie's secret. */
  session(secret: string): Credential | null | Promise<Credential | null> {
    const hash = digest(secret);
    return this.fromCache(hash) ?? this.loadSession(hash);
  }

  private async loadToken(hash: string): Promise<Credential | null> {
    const row = await this.queries.tokenBySecret(hash);
    if (!row) return null;
    return this.remember({
      kind: 'token',
      role: row.role,
      studio: row.studio,
      userId: row.userId,
      clientId: row.clientId,
      tokenId: row.id,
      secretHash: hash,
      rateLimitKey: rateLimitKeyOf(hash),
      csrfToken: null,
    });
  }

  private async loadSession(hash: string): Promise<Credential | null> {
    const row = await this.queries.sessionBySecret(hash);
    if (!row) return null;
    return this.remember({
      kind: 'session',
      role: 'photographer',
      studio: row.studio,
      userId: row.userId,
      clientId: null,
      tokenId: null,
      secretHash: hash,
      rateLimitKey: rateLimitKeyOf(hash),
      csrfToken: row.csrfToken,
    });
  }

  /** Revocation and logout: the credential stops working on this instance at once. */
  forget(secretHash: string): void {
    this.cache.delete(secretHash);
    this.touchedAt.delete(secretHash);
  }

  private fromCache(hash: string): Credential | undefined {
    const cached = this.cache.get(hash);
    if (!cached) return undefined;
    if (cached.expiresAt > Date.now()) return this.touched(cached.credential);
    this.cache.delete(hash);
    return undefined;
  }

  private remember(credential: Credential): Credential {
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.cache.set(credential.secretHash, { credential, expiresAt: Date.now() + CACHE_TTL_MS });
    return this.touched(credential);
  }

  private pruneTouched(now: number): void {
    for (const [hash, at] of this.touchedAt) if (now - at >= TOUCH_INTERVAL_MS) this.touchedAt.delete(hash);
  }

  /** Records use in the background: a request never waits for it. */
  private touched(credential: Credential): Credential {
    const now = Date.now();
    const last = this.touchedAt.get(credential.secretHash) ?? 0;
    if (now - last >= TOUCH_INTERVAL_MS) {
      if (this.touchedAt.size >= CACHE_MAX_ENTRIES) this.pruneTouched(now);
      this.touchedAt.set(credential.secretHash, now);
      const write =
        credential.kind === 'token'
          ? this.queries.touchToken(credential.studio.id, credential.tokenId!)
          : this.queries.touchSession(credential.secretHash);
      write.then(() => undefined, this.onTouchError);
    }
    return credential;
  }
}
