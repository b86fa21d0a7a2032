import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startTestServer } from '../../../test/helpers.js';
import { PAGE_ASSETS } from './assets.js';
import { urlText } from './url.js';

const server = await startTestServer();

test('the stylesheet and the script are served at their hashed paths, to be kept a year', async () => {
  for (const [url, type, file] of [[PAGE_ASSETS.stylesheet, 'text/css', 'page.css'], [PAGE_ASSETS.script, 'text/javascript', 'page.js']] as const) {
    const res = await fetch(server.origin + urlText(url));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), `${type}; charset=utf-8`);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(await res.text(), readFileSync(new URL(`./assets/${file}`, import.meta.url), 'utf8'));
  }
});

test('any other name under /assets/ is 404, an older version of a file too', async () => {
  for (const name of ['page.css', 'page.000000000000.css', '..%2Fpackage.json', 'nothing']) {
    const res = await fetch(`${server.origin}/assets/${name}`);
    assert.equal(res.status, 404, name);
    assert.equal(await res.text(), 'Not found.\n');
  }
});
