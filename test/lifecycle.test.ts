/**
 * The service as an operator runs it: the bundles `npm run build` makes (`dist/main.js`, `dist/cli.js`),
 * in real processes on the embedded PostgreSQL (or DATABASE_URL), killed, restarted and stopped.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { NODE_FLAGS } from '../src/platform/node-flags.js';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Api, tempDir, testDatabase } from './helpers.js';
import { isAlive } from '../src/platform/db/embedded.js';

interface Process {
  child: ChildProcess;
  api: Api;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * A bound against a start that hangs, not a measure of its speed (the bench measures that): on a
 * machine loaded by parallel suites, compiling the service with tsx alone took over 30 s.
 */
const START_BOUND_MS = 90_000;

/**
 * This suite's own bundles, made as `npm run build` makes them, in a folder inside the package (the
 * bundles load the packages they leave out from its node_modules).
 */
let bundles: string;
before(() => {
  mkdirSync(path.join('node_modules', '.cache'), { recursive: true });
  bundles = mkdtempSync(path.join('node_modules', '.cache', 'studio-bundles-'));
  execFileSync(process.execPath, ['scripts/build.mjs', 'bundle', bundles], { stdio: 'inherit' });
});
after(() => rmSync(bundles, { recursive: true, force: true }));

/** Starts the bundled service (`main.js`) and waits for its banner; rejects with its output if it exits first. */
function startService(env: Record<string, string>): Promise<Process> {
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(bundles, 'main.js')], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A failed assertion must not leave a server behind: stop it (gracefully, so its database stops too).
  after(async () => {
    if (child.exitCode === null && child.signalCode === null) await stop({ child, exited } as Process);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start within ${START_BOUND_MS / 1000} s:\n${output}`)), START_BOUND_MS);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Studio API\s+(http:\/\/\S+\/api\/v1)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, api: new Api(match[1]), exited, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code} before it was ready:\n${output}`));
    });
  });
}

async function stop(service: Process): Promise<number | null> {
  service.child.kill('SIGTERM');
  return service.exited;
}

/** A studio with a token and a coupon, created over HTTP. */
async function writeSomething(api: Api) {
  const signup = await api.post('/auth/signup', { studio_name: 'Restart', email: 'restart@example.test', password: 'long enough password' });
  assert.equal(signup.status, 201);
  const cookie = signup.headers.get('set-cookie')!.split(';')[0];
  const token = await api.with({ cookie }).post('/api_tokens', { name: 'restart' }, { 'x-csrf-token': signup.body.data.csrf_token });
  const authed = api.with({ authorization: `Bearer ${token.body.data.token}` });
  const coupon = await authed.post('/coupons', { code: 'SURVIVOR', discount_type: 'percentage', discount_value: 10, expires_at: '2031-01-01T00:00:00.654321Z' });
  assert.equal(coupon.status, 201);
  return { token: token.body.data.token as string, coupon: coupon.body.data };
}

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}


test('embedded: data written before a kill -9 is there after restart, and SIGTERM stops cleanly', async () => {
  const dataDir = tempDir();
  const first = await startService({ DATA_DIR: dataDir });
  const { token, coupon } = await writeSomething(first.api);

  first.child.kill('SIGKILL');
  await first.exited;
  const orphan = postmasterPid(dataDir);
  assert.ok(orphan !== null && isAlive(orphan), 'the killed service left its PostgreSQL running');

  const second = await startService({ DATA_DIR: dataDir });
  const res = await second.api.get(`/coupons/${coupon.id}`, { authorization: `Bearer ${token}` });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.data, coupon);
  assert.equal(isAlive(orphan!), false, 'the orphaned PostgreSQL was stopped');

  assert.equal(await stop(second), 0);
  assert.equal(postmasterPid(dataDir), null, 'PostgreSQL was stopped with the service');
  assert.equal(existsSync(path.join(dataDir, 'service.pid')), false, 'the data directory lock was released');
});

test('a second server on the same data directory refuses to start and says why', async () => {
  const dataDir = tempDir();
  const first = await startService({ DATA_DIR: dataDir });
  await assert.rejects(startService({ DATA_DIR: dataDir }), (error: Error) => {
    assert.match(error.message, /exited with 1/);
    assert.match(error.message, /already using the data directory/);
    return true;
  });
  assert.equal((await first.api.get('/auth/me')).status, 401, 'the first server still answers');
  assert.equal(await stop(first), 0);
});

test('a busy port stops the start in one sentence, before any database is initialised', async () => {
  const dataDir = path.join(tempDir(), 'new');
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  after(() => blocker.close());
  const { port } = blocker.address() as { port: number };
  await assert.rejects(startService({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }), (error: Error) => {
    assert.match(error.message, /exited with 1/);
    assert.match(error.message, new RegExp(`studio: Cannot listen on 127.0.0.1:${port}: another process is listening on it`));
    assert.doesNotMatch(error.message, /\n\s+at /, 'no stack trace');
    return true;
  });
  assert.equal(existsSync(path.join(dataDir, 'pg')), false, 'no database was initialised');
});

test('external database: data written before a kill -9 is there after restart', async () => {
  const env = { DATA_DIR: tempDir(), DATABASE_URL: await testDatabase() };
  const first = await startService(env);
  const { token, coupon } = await writeSomething(first.api);
  first.child.kill('SIGKILL');
  await first.exited;
  const second = await startService(env);
  const res = await second.api.get(`/coupons/${coupon.id}`, { authorization: `Bearer ${token}` });
  assert.deepEqual(res.body.data, coupon);
  assert.equal(await stop(second), 0);
});

test('the command line works beside a running server on the same data directory', async () => {
  const dataDir = tempDir();
  const service = await startService({ DATA_DIR: dataDir });
  const run = (args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(bundles, 'cli.js'), ...args], {
        env: { ...process.env, DATA_DIR: dataDir, ...options.env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
      child.on('exit', (code) => resolve({ code, out }));
      child.stdin.end(options.input ?? '');
    });
  // Sign-up closed and Redis configured: the command line still makes studios, and still exits.
  const created = await run(['create-studio', '--name', 'CLI Studio', '--email', 'cli@example.test', '--password-stdin'], {
    input: 'long enough password\n',
    env: { STUDIO_SIGNUP: 'closed', ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}) },
  });
  assert.equal(created.code, 0, created.out);
  assert.doesNotMatch(created.out, /long enough password/, 'the password is never echoed');
  const login = await service.api.post('/auth/login', { email: 'cli@example.test', password: 'long enough password' });
  assert.equal(login.status, 200, 'the password read from stdin is the one stored');
  const token = await run(['create-token', '--email', 'cli@example.test']);
  assert.equal(token.code, 0, token.out);
  const secret = /sk_[A-Za-z0-9]{40}/.exec(token.out)![0];
  const me = await service.api.get('/auth/me', { authorization: `Bearer ${secret}` });
  assert.equal(me.body.data.studio.name, 'CLI Studio');
  const duplicate = await run(['create-studio', '--name', 'Again', '--email', 'cli@example.test', '--password', 'long enough password']);
  assert.equal(duplicate.code, 1);
  assert.match(duplicate.out, /already exists/);
  const weak = await run(['create-studio', '--name', 'Weak', '--email', 'not-an-email', '--password', 'short']);
  assert.equal(weak.code, 1, 'sign-up rules apply on the command line too');
  assert.match(weak.out, /password field must be at least 10 characters/);
  assert.match(weak.out, /email field must be a valid email address/);
  const piped = await run(['create-studio', '--name', 'Piped', '--email', 'piped@example.test']);
  assert.equal(piped.code, 1, 'without a terminal the password must come from --password-stdin');
  assert.match(piped.out, /--password-stdin/);
  const seeded = await run(['seed-demo']);
  assert.equal(seeded.code, 0, seeded.out);
  const demoToken = /API token: (sk_\S+)/.exec(seeded.out)![1];
  const demo = { authorization: `Bearer ${demoToken}` };
  const coupons = await service.api.get('/coupons', demo);
  assert.ok(coupons.body.meta.total >= 6);

  const backupFile = path.join(dataDir, 'studio-backup.tar');
  const backedUp = await run(['backup', '--file', backupFile]);
  assert.equal(backedUp.code, 0, backedUp.out);
  assert.match(backedUp.out, /backup of \d+ rows and \d+ stored files \([\d.]+ MB\) written to .*studio-backup\.tar \([\d.]+ MB\) in [\d.]+ s/);
  const later = (await service.api.post('/coupons', { code: 'AFTER', discount_type: 'percentage', discount_value: 5 }, demo)).body.data;
  const unconfirmed = await run(['restore', '--file', backupFile]);
  assert.equal(unconfirmed.code, 1, 'restore replaces all data: it asks for --yes');
  assert.match(unconfirmed.out, /replaces ALL data .*--yes/);
  assert.equal((await service.api.get(`/coupons/${later.id}`, demo)).status, 200);
  const restored = await run(['restore', '--file', backupFile, '--yes']);
  assert.equal(restored.code, 0, restored.out);
  assert.equal((await service.api.get(`/coupons/${later.id}`, demo)).status, 404, 'restored beside the running server');
  assert.deepEqual((await service.api.get('/coupons', demo)).body, coupons.body);
  assert.equal(await stop(service), 0);
});
