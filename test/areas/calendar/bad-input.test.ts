/** Calendar feeds under hostile input: the derived matrix (test/support/bad-input.ts), and feed addresses that are only ever 404. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { badInputMatrix, badInputSuite } from '../../support/bad-input.js';
import { unicodeStoredAsSent } from '../../support/stored-as-sent.js';
import { calendar } from './routes.js';

const suite = await badInputSuite(calendar);
badInputMatrix(suite);
const create = suite.target('POST /calendar_feeds');

test('a feed name is stored as sent, up to 200 characters', async () => {
  await unicodeStoredAsSent(suite, [[create, 'name', (d) => d.name]]);
  await suite.expectAll([suite.fieldCase(create, 'name', 'of 201 characters', 'x'.repeat(201))]);
});

test('hostile feed addresses are a plain 404, never an error of ours; an undecodable one is 400', async () => {
  const { origin } = suite.server;
  const secret = /\/calendar\/([A-Za-z0-9]{43})\.ics$/.exec(suite.records.kept.url)![1];
  const misses = [
    `/calendar/${'a'.repeat(8_000)}.ics`, `/calendar/${secret}%00.ics`, `/calendar/..%2F..%2Fetc%2Fpasswd.ics`, `/calendar/${secret}.ics.ics`,
    `/calendar/${secret.toLowerCase()}.ics`, `/calendar/%20${secret}.ics`, '/calendar/.ics',
  ];
  for (const path of misses) {
    const res = await fetch(origin + path);
    assert.equal(res.status, 404, path.slice(0, 80));
    assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8', path.slice(0, 80));
  }
  assert.equal((await fetch(`${origin}/calendar/%E0%A4%A.ics`)).status, 400);
  assert.equal((await fetch(suite.records.kept.url)).status, 200, 'the feed itself still answers');
});
