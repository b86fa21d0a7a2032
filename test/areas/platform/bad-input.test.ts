/** Sign-up, sessions, API tokens and the OpenAPI document under hostile input: the derived matrix and what API.md §1 fixes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { badInputMatrix, badInputSuite } from '../../support/bad-input.js';
import { problemsWith, type Case } from '../../support/answers.js';
import type { Got } from '../../support/raw-http.js';
import { unicodeStoredAsSent } from '../../support/stored-as-sent.js';
import { platform } from './routes.js';

const suite = await badInputSuite(platform);
badInputMatrix(suite);
const signup = suite.target('POST /auth/signup');

test('names are stored as sent, whatever their script', () =>
  unicodeStoredAsSent(suite, [
    [signup, 'studio_name', (d) => d.studio.name], [signup, 'first_name', (d) => d.user.first_name],
    [suite.target('POST /api_tokens'), 'name', (d) => d.name],
    [suite.target('PUT /studio'), 'payment_instructions', (d) => d.payment_instructions],
  ]));

test('a time zone nobody has is 422 naming timezone', async () => {
  await suite.expectAll([
    suite.fieldCase(signup, 'timezone', 'Mars/Olympus', 'Mars/Olympus'),
    suite.fieldCase(signup, 'timezone', 'a 65-character zone', `Europe/${'x'.repeat(58)}`),
  ]);
});

test('paths no route has are 404 in the standard shape', async () => {
  const auth = { authorization: `Bearer ${suite.owner.token}` };
  await suite.expectAll(['/nope', `/${'x'.repeat(3000)}`, '/auth/me/x', '/api_tokens/x/y'].map((path) => ({
    label: 'unknown route', method: 'GET', path, area: 'standard', headers: auth, expect: { status: 404, error: 'not_found' },
  })));
});

test('bad input still counts toward the login limit, and the 429 is in the area shape', async () => {
  const from = { 'x-forwarded-for': '192.0.2.77' };
  const answers: Got[] = [];
  for (let i = 0; i < 11; i++) answers.push(await suite.send({ method: 'POST', path: '/auth/login', body: '{bad', headers: from }));
  const login = (expect: Case['expect']): Case => ({ label: 'login', method: 'POST', path: '/auth/login', area: 'standard', expect });
  for (const res of answers.slice(0, 10)) assert.deepEqual(problemsWith(login({ status: 400, error: 'invalid_json' }), res), []);
  const limited = answers[10];
  assert.deepEqual(problemsWith(login({ status: 429, error: 'rate_limited' }), limited), []);
  assert.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After is set');
});
