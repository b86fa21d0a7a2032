/**
 * A real service process killed with SIGKILL while it waits on a receiver's answer: the attempt was
 * claimed but never recorded, and another instance takes the job up once its heartbeat stops, so the
 * event still arrives (at least once, API.md §11).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { NODE_FLAGS } from '../../platform/node-flags.js';
import { Api, eventually, startTestServer, tempDir, testDatabase } from '../../../test/helpers.js';
import { startReceiver } from '../../../test/support/webhook-receiver.js';

/** A bound against a start that hangs: compiling the service with tsx on a loaded machine takes a while. */
const START_BOUND_MS = 90_000;

/** `src/main.ts` in a process of its own; answers its API once its banner is out. */
async function startService(env: Record<string, string>) {
  const child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let output = '';
  const api = await new Promise<Api>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start:\n${output}`)), START_BOUND_MS);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Studio API\s+(http:\/\/\S+\/api\/v1)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(new Api(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return { child, api, exited };
}

test('an attempt cut by a kill -9 of its instance is made again by another instance', { timeout: 240_000 }, async () => {
  const env = { DATA_DIR: tempDir(), DATABASE_URL: await testDatabase(), WEBHOOK_ALLOW_PRIVATE: 'true', JOB_POLL_MS: '500' };
  const first = await startService(env);
  const signup = await first.api.post('/auth/signup', { studio_name: 'Crash', email: 'crash@example.test', password: 'long enough password' });
  assert.equal(signup.status, 201, JSON.stringify(signup.body));
  const cookie = signup.headers.get('set-cookie')!.split(';')[0];
  const token = (await first.api.with({ cookie }).post('/api_tokens', { name: 'crash' }, { 'x-csrf-token': signup.body.data.csrf_token })).body.data.token;
  const api = first.api.with({ authorization: `Bearer ${token}` });

  let cut: () => void;
  const firstRequest = new Promise<void>((resolve) => (cut = resolve));
  // The first request is never answered: its instance dies waiting. Any later one is answered 200.
  const receiver = await startReceiver({
    answer: (_received, index) => {
      if (index > 0) return 200;
      cut();
      return new Promise<number>(() => {});
    },
  });
  const endpoint = await api.post('/webhook_endpoints', { url: receiver.url, events: ['client.created'] });
  receiver.secret = endpoint.body.data.secret;
  assert.equal((await api.post('/clients', { first_name: 'Ada', email: 'ada@example.test' })).status, 201);
  await firstRequest;
  first.child.kill('SIGKILL');
  await first.exited;

  // Polled every 20 ms for up to two minutes: more than the default 600 requests a minute of one token.
  const second = await startTestServer({ DATABASE_URL: env.DATABASE_URL, WEBHOOK_ALLOW_PRIVATE: 'true', JOB_POLL_MS: '500', RATE_LIMIT_PER_MINUTE: '100000' });
  const onSecond = new Api(second.base, { authorization: `Bearer ${token}` });
  const deliveries = async () => (await onSecond.get(`/webhook_endpoints/${endpoint.body.data.id}/deliveries`)).body.data;
  // pg-boss takes a job up again once its heartbeat has been silent 10 s, looking every 10 s.
  await eventually(async () => (await deliveries())[0]?.status === 'succeeded', 'the delivery by the second instance', 120_000);
  assert.equal(receiver.received.length, 2, 'the cut request, then the one answered');
  assert.equal(receiver.received[0].event.id, receiver.received[1].event.id);
  assert.ok(receiver.received.every((r) => r.verified));
  assert.deepEqual([(await deliveries())[0].attempts, (await deliveries())[0].response_status], [1, 200], 'the cut attempt left no record');
});
