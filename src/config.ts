import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseLimits } from './platform/db/pool.js';

/** Every environment variable the service reads, parsed and validated once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** External PostgreSQL; when absent the service runs its own embedded server in `DATA_DIR/pg`. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key, so that several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Absolute origin used in links (`links`, `csv_url`); derived from the request when absent. */
  publicUrl: string | null;
  logLevel: string;
  signupOpen: boolean;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  database: DatabaseLimits;
  http: HttpLimits;
  /** The platform's own fee on each payment (`transaction_fee`), percent; 0 by default. */
  platformFeePercent: number;
  secrets: Secrets;
}

/** Bounds on what a client can make the HTTP server wait for or hold. */
export interface HttpLimits {
  /** Receiving a whole request, headers and body: a client sending a byte a second is cut off. */
  requestTimeoutMs: number;
  /** A connection with nothing to do (between requests, or sending nothing) is closed. */
  idleTimeoutMs: number;
  /** Connections accepted at once; more are refused until some close. */
  maxConnections: number;
}

export interface Secrets {
  /** Password of the embedded PostgreSQL superuser. */
  embeddedDbPassword: string;
  /** Key for signatures the service issues (upload policies, download links). */
  signingKey: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'studio:',
    publicUrl: publicUrl(env.PUBLIC_URL),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    signupOpen: oneOf(env, 'STUDIO_SIGNUP', 'open', ['open', 'closed']) === 'open',
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    trustProxy: oneOf(env, 'TRUST_PROXY', 'false', ['true', 'false']) === 'true',
    database: {
      poolSize: integer(env, 'DB_POOL_SIZE', 20, 1, 1000),
      acquireTimeoutMs: integer(env, 'DB_ACQUIRE_TIMEOUT_MS', 3_000, 100, 600_000),
      statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000, 100, 3_600_000),
      lockTimeoutMs: integer(env, 'DB_LOCK_TIMEOUT_MS', 3_000, 100, 3_600_000),
      idleInTransactionTimeoutMs: integer(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, 100, 3_600_000),
    },
    http: {
      requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
      idleTimeoutMs: integer(env, 'HTTP_IDLE_TIMEOUT_MS', 65_000, 1_000, 3_600_000),
      maxConnections: integer(env, 'HTTP_MAX_CONNECTIONS', 1_000, 1, 1_000_000),
    },
    platformFeePercent: percent(env, 'PLATFORM_FEE_PERCENT', 0),
    secrets: loadSecrets(dataDir, env),
  };
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** A percentage from 0 to 100 with at most two decimals (fees round to the minor unit). */
function percent(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw) || Number(raw) > 100) {
    throw new ConfigError(`${name} must be a percentage from 0 to 100 with at most two decimals, got "${raw}"`);
  }
  return Number(raw);
}

function oneOf(env: Env, name: string, fallback: string, allowed: string[]): string {
  const raw = env[name] || fallback;
  if (!allowed.includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw;
}

function publicUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL, got "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * Secrets come from the environment when given; otherwise they are generated on first start and
 * kept in `DATA_DIR/secrets.json` so that restarts keep signatures and the embedded database valid.
 */
function loadSecrets(dataDir: string, env: Env): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    stored = {};
  }
  const secrets: Secrets = {
    embeddedDbPassword: stored.embeddedDbPassword ?? randomBytes(24).toString('base64url'),
    signingKey: env.SIGNING_KEY || stored.signingKey || randomBytes(32).toString('base64url'),
  };
  const missing = stored.embeddedDbPassword === undefined || (!env.SIGNING_KEY && stored.signingKey === undefined);
  if (missing) {
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    const toStore = env.SIGNING_KEY ? { embeddedDbPassword: secrets.embeddedDbPassword } : secrets;
    writeFileSync(file, JSON.stringify({ ...stored, ...toStore }, null, 2), { mode: 0o600 });
  }
  return secrets;
}
