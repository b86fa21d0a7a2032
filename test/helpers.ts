/**
 * Test plumbing: a database per test file (cloned from the template `npm test` migrated), a real
 * server on a free port, and studios with API tokens. Everything talks real HTTP to real PostgreSQL.
 */
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type RegisteredRoute } from '../src/app.js';
import type { Services } from '../src/areas.js';
import { loadConfig, type Config } from '../src/config.js';
import { connect, type Database } from '../src/platform/db/pool.js';
import { randomAlphanumeric } from '../src/platform/ids.js';
import type { App } from '../src/platform/http.js';
import type { ResponseViolation } from '../src/platform/response-contract.js';
import { staffOf, type Caller, type Studio } from '../src/platform/access.js';

const adminUrl = required('STUDIO_TEST_ADMIN_URL');
const template = required('STUDIO_TEST_TEMPLATE');
const runId = required('STUDIO_TEST_RUN');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\``);
  return value;
}

export function databaseUrl(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database for this test file (migrated unless `empty`), dropped when the file ends. */
export async function testDatabase({ empty = false } = {}): Promise<string> {
  const name = `studio_t_${runId}_${randomAlphanumeric(10).toLowerCase()}`;
  await adminQuery(empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  after(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return databaseUrl(name);
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A temporary directory the embedded PostgreSQL (run as the postgres user under root) can use. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-'));
  chmodSync(dir, 0o755);
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface TestServer {
  origin: string;
  base: string;
  app: App;
  services: Services;
  /** Every route the application registered (HEAD routes included), for suites that must cover them all. */
  routes: RegisteredRoute[];
  database: Database;
  config: Config;
}

/**
 * The application on a free port with its own database (or `env.DATABASE_URL`, to run several
 * instances on one); closed when the test file ends.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({
    DATA_DIR: tempDir(),
    PORT: '0',
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `studio-test:${randomAlphanumeric(12)}:`,
    ...env,
    DATABASE_URL: env.DATABASE_URL ?? (await testDatabase()),
  });
  const database = connect(config.databaseUrl!, config.database);
  const violations: ResponseViolation[] = [];
  const { app, services, routes } = await buildApp({ config, database, onResponseViolation: (violation) => violations.push(violation) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  after(async () => {
    await app.close();
    await database.close();
    assertNoViolations(violations);
  });
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return { origin, base: `${origin}/api/v1`, app, services, routes, database, config };
}

/** Every answer a test server gave must be one the OpenAPI document allows (status, Content-Type, body). */
function assertNoViolations(violations: ResponseViolation[]): void {
  const lines = violations.map(({ operation, status, requestId, problem }) => `${operation} answered ${status} (${requestId}): ${problem}`);
  assert.deepEqual(lines, [], `${lines.length} answers the OpenAPI document does not allow:\n${lines.join('\n')}`);
}

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small HTTP client for the API: JSON in, JSON out, nothing hidden. */
export class Api {
  constructor(
    readonly base: string,
    readonly headers: Record<string, string> = {},
  ) {}

  get = (path: string, headers?: Record<string, string>) => this.send('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.send('POST', path, body, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) => this.send('PUT', path, body, headers);
  delete = (path: string, headers?: Record<string, string>) => this.send('DELETE', path, undefined, headers);

  /** Sends a body as given: a string goes out verbatim (malformed JSON), anything else as JSON. */
  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, headers: { ...this.headers, ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + path, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  with(headers: Record<string, string>): Api {
    return new Api(this.base, { ...this.headers, ...headers });
  }
}

export interface TestStudio {
  studio: Studio;
  /** The studio's photographer, for calling services directly. */
  caller: Caller;
  email: string;
  password: string;
  token: string;
  /** Authenticated with the studio's API token. */
  api: Api;
}

/** A studio with a photographer and an API token, made through the service (no sign-up rate limit). */
export async function newStudio(server: TestServer, options: { currency?: string; timezone?: string } = {}): Promise<TestStudio> {
  const email = `owner-${randomAlphanumeric(10).toLowerCase()}@example.test`;
  const password = 'correct horse battery';
  const { view } = await server.services.auth.signup({
    studio_name: `Studio ${randomAlphanumeric(4)}`,
    email,
    password,
    currency: options.currency,
    timezone: options.timezone,
  });
  const { token } = await server.services.auth.tokenForEmail(email, 'tests');
  return { studio: view.studio, caller: staffOf(view.studio, view.user.id), email, password, token, api: new Api(server.base, { authorization: `Bearer ${token}` }) };
}

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Polls until `done()` holds, failing after `deadlineMs` (long enough for a loaded CI machine): for
 * what the service does soon after an answer, not before it (cleanup, background writes, other instances).
 */
export async function eventually(done: () => boolean | Promise<boolean>, what: string, deadlineMs = 15_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await done())) {
    if (Date.now() > deadline) assert.fail(`waited ${deadlineMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
