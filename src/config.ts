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
  /** Longest wait on Redis, to connect and for each command's answer; past it the request goes on uncounted. */
  redisTimeoutMs: number;
  /** Absolute origin used in links (`links`, `csv_url`); derived from the request when absent. */
  publicUrl: string | null;
  logLevel: string;
  signupOpen: boolean;
  rateLimitPerMinute: number;
  /** Bookings, cancellations and moves from the booking page, per minute per IP (API.md §11: at least 30). */
  bookingRateLimitPerMinute: number;
  /** Look-ups by a secret in the URL that find nothing, per minute per IP, before the IP is refused on those routes. */
  failedLookupLimitPerMinute: number;
  trustProxy: boolean;
  /** Bearer token `/metrics` asks for; without one, `/metrics` answers loopback callers only. */
  metricsToken: string | null;
  database: DatabaseLimits;
  http: HttpLimits;
  liveEvents: LiveEventLimits;
  /** The platform's own fee on each payment (`transaction_fee`), percent; 0 by default. */
  platformFeePercent: number;
  secrets: Secrets;
  /** Uploaded files go to this S3 bucket when S3_BUCKET is set; else to `DATA_DIR/files`. */
  s3: S3Settings | null;
  gallery: GallerySettings;
  jobs: JobSettings;
  webhooks: WebhookSettings;
  mail: MailSettings;
}

/** Outgoing email (API.md §11): where it goes, who it is from, and how sending is retried. */
export interface MailSettings {
  /** `smtp://user:pass@host:port` or `smtps://` (implicit TLS); null records every mail as `skipped`. */
  smtpUrl: string | null;
  /** The From of every mail; null for `"<studio name>" <no-reply@<host of PUBLIC_URL>>`. */
  from: string | null;
  /** The first retry of a failed sending waits about this long, each later one about twice the one before. */
  retryFirstSeconds: number;
  /** No retry waits longer than this (tests shorten the whole schedule to seconds with both). */
  retryMaxSeconds: number;
}

export interface GallerySettings {
  /** The largest photo or video a ticket admits, in bytes. */
  photoMaxBytes: number;
  /** How long a photo's signed file links (`urls`) stay valid, in seconds. */
  linkSeconds: number;
}

/** The background job worker each instance runs (photo renditions). */
export interface JobSettings {
  /** Jobs one instance runs at once; 0 runs none (another instance does the work). */
  workers: number;
  /** How often an idle worker looks for due jobs; work queued on the same instance starts at once. */
  pollMs: number;
}

/** How events reach the studios' webhook endpoints (API.md §11). */
export interface WebhookSettings {
  /** Endpoints on loopback, private, link-local and unique-local addresses are accepted (a receiver on the same host or network). */
  allowPrivate: boolean;
  /**
   * Multiplies every delay of the retry schedule and the 3 days it lasts; 1 in production. Tests set
   * a small one (0.001: the first retry after 60 ms) to watch retries happen.
   */
  retryScale: number;
}

/** An S3 bucket, on AWS or any S3-compatible server (S3_ENDPOINT). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Origin of an S3-compatible server (`https://minio.example.com:9000`); AWS's own when null. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
}

/** Bounds on what a client can make the HTTP server wait for or hold. */
export interface HttpLimits {
  /** Receiving a whole request, headers and body: a client sending a byte a second is cut off. */
  requestTimeoutMs: number;
  /** A connection with nothing to do (between requests, or sending nothing), or whose answer moves no byte, is closed. */
  idleTimeoutMs: number;
  /** Connections accepted at once; more are refused until some close. */
  maxConnections: number;
}

/** Bounds on the live event streams (Server-Sent Events) one instance serves. */
export interface LiveEventLimits {
  /** A comment line goes out this often, so that proxies and the idle timeout leave a quiet stream open. */
  heartbeatMs: number;
  /** Streams open at once on this instance; more are refused with 503 (another instance may take them). */
  maxStreams: number;
  /** Streams open at once per credential (a user's tabs and devices); more are refused with 429. */
  maxStreamsPerCredential: number;
  /** Bytes queued for one client that does not read; past this its stream is dropped (it resumes with Last-Event-ID). */
  maxBufferedBytes: number;
}

export interface Secrets {
  /** Password of the embedded PostgreSQL superuser. */
  embeddedDbPassword: string;
  /** Key for signatures the service issues (upload policies, download links). */
  signingKey: string;
}

/** The longest HTTP_REQUEST_TIMEOUT_MS any instance may have: no request, an upload included, lasts longer. */
export const MAX_REQUEST_TIMEOUT_MS = 3_600_000;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const http: HttpLimits = {
    requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 1_000, MAX_REQUEST_TIMEOUT_MS),
    idleTimeoutMs: integer(env, 'HTTP_IDLE_TIMEOUT_MS', 65_000, 1_000, 3_600_000),
    maxConnections: integer(env, 'HTTP_MAX_CONNECTIONS', 1_000, 1, 1_000_000),
  };
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'studio:',
    redisTimeoutMs: integer(env, 'REDIS_TIMEOUT_MS', 1_000, 50, 60_000),
    publicUrl: publicUrl(env.PUBLIC_URL),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    signupOpen: oneOf(env, 'STUDIO_SIGNUP', 'open', ['open', 'closed']) === 'open',
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    bookingRateLimitPerMinute: integer(env, 'BOOKING_RATE_LIMIT_PER_MINUTE', 30, 30, 1_000_000),
    failedLookupLimitPerMinute: integer(env, 'FAILED_LOOKUP_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    trustProxy: oneOf(env, 'TRUST_PROXY', 'false', ['true', 'false']) === 'true',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    database: {
      poolSize: integer(env, 'DB_POOL_SIZE', 20, 1, 1000),
      acquireTimeoutMs: integer(env, 'DB_ACQUIRE_TIMEOUT_MS', 3_000, 100, 600_000),
      statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000, 100, 3_600_000),
      lockTimeoutMs: integer(env, 'DB_LOCK_TIMEOUT_MS', 3_000, 100, 3_600_000),
      idleInTransactionTimeoutMs: integer(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, 100, 3_600_000),
      requestDeadlineMs: integer(env, 'DB_REQUEST_DEADLINE_MS', 5_000, 100, 3_600_000),
    },
    http,
    liveEvents: {
      // A heartbeat must come before the idle timeout would close a quiet stream's connection.
      heartbeatMs: Math.min(integer(env, 'LIVE_EVENTS_HEARTBEAT_MS', 15_000, 100, 60_000), Math.floor(http.idleTimeoutMs / 2)),
      maxStreams: integer(env, 'LIVE_EVENTS_MAX_STREAMS', 500, 1, 1_000_000),
      maxStreamsPerCredential: integer(env, 'LIVE_EVENTS_MAX_STREAMS_PER_CREDENTIAL', 10, 1, 1_000),
      maxBufferedBytes: integer(env, 'LIVE_EVENTS_MAX_BUFFERED_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    },
    platformFeePercent: percent(env, 'PLATFORM_FEE_PERCENT', 0),
    secrets: loadSecrets(dataDir, env),
    s3: s3Settings(env),
    gallery: {
      photoMaxBytes: integer(env, 'PHOTO_MAX_BYTES', 50 * 1024 * 1024, 1, 5 * 1024 ** 3),
      linkSeconds: integer(env, 'PHOTO_LINK_SECONDS', 3600, 60, 7 * 24 * 3600),
    },
    jobs: {
      workers: integer(env, 'JOB_WORKERS', 1, 0, 64),
      // Jobs queued for now start on NOTIFY; polling only finds those come due (retries, reminders).
      pollMs: integer(env, 'JOB_POLL_MS', 10_000, 500, 600_000),
    },
    webhooks: {
      allowPrivate: oneOf(env, 'WEBHOOK_ALLOW_PRIVATE', 'false', ['true', 'false']) === 'true',
      retryScale: scale(env, 'WEBHOOK_RETRY_SCALE', 1),
    },
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: env.MAIL_FROM || null,
      // 5 retries from about 75 s, each doubling (pg-boss adds up to as much again at random): about an hour in all.
      retryFirstSeconds: integer(env, 'MAIL_RETRY_FIRST_SECONDS', 75, 1, 3600),
      retryMaxSeconds: integer(env, 'MAIL_RETRY_MAX_SECONDS', 2400, 1, 86_400),
    },
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

/** A factor above 0 and at most 1. */
function scale(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || value <= 0 || value > 1) throw new ConfigError(`${name} must be a number above 0 and at most 1, got "${raw}"`);
  return value;
}

function oneOf(env: Env, name: string, fallback: string, allowed: string[]): string {
  const raw = env[name] || fallback;
  if (!allowed.includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw;
}

/** Long enough that guessing it at the rate limit is hopeless. */
const METRICS_TOKEN_MIN_LENGTH = 24;

function metricsToken(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(raw)) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces`);
  }
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

function smtpUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  const url = URL.parse(raw);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('SMTP_URL must be smtp://user:password@host:port or smtps://… (implicit TLS), got another kind of address');
  }
  return raw;
}

const S3_OPTIONS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

function s3Settings(env: Env): S3Settings | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    // An S3 setting without a bucket would silently keep files on local disk.
    const stray = S3_OPTIONS.find((name) => env[name]);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store files in S3`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be an S3 bucket name (3 to 63 of a-z, 0-9, '.', '-'), got "${bucket}"`);
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  return {
    bucket,
    region,
    endpoint: s3Endpoint(env.S3_ENDPOINT),
    accessKeyId: requiredWithBucket(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: requiredWithBucket(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: oneOf(env, 'S3_FORCE_PATH_STYLE', 'false', ['true', 'false']) === 'true',
  };
}

function requiredWithBucket(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new ConfigError(`${name} is required when S3_BUCKET is set`);
  return value;
}

/** An http(s) origin: object URLs are built as `<origin>/<bucket>/<key>` or on `<bucket>.<host>`. */
function s3Endpoint(raw: string | undefined): string | null {
  if (!raw) return null;
  const url = URL.parse(raw);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.username) {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) origin without a path, such as https://s3.example.com:9000, got "${raw}"`);
  }
  return url.origin;
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
