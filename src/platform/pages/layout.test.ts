import { test } from 'node:test';
import assert from 'node:assert/strict';
import { html, renderHtml } from './html.js';
import { layout, notFoundPage } from './layout.js';
import { PAGE_ASSETS } from './assets.js';
import { urlText } from './url.js';

test('the layout is a whole document: doctype, language, charset, viewport, title, studio, one stylesheet, one script', () => {
  const page = renderHtml(layout({ title: 'Invoice INV-0001', studioName: 'Northlight & Co', main: html`<h1>Hello</h1>` }));
  assert.match(page, /^<!doctype html>\n<html lang="en">/);
  assert.match(page, /<meta charset="utf-8">/);
  assert.match(page, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  assert.match(page, /<title>Invoice INV-0001 · Northlight &amp; Co<\/title>/);
  assert.match(page, /<header class="site-header"><p>Northlight &amp; Co<\/p><\/header>/);
  assert.match(page, /<main id="content">\n<h1>Hello<\/h1>\n<\/main>/);
  assert.equal(page.match(/<link rel="stylesheet"/g)?.length, 1);
  assert.equal(page.match(/<script /g)?.length, 1);
  assert.ok(page.includes(`href="${urlText(PAGE_ASSETS.stylesheet)}"`));
  assert.ok(page.includes(`<script src="${urlText(PAGE_ASSETS.script)}" defer></script>`));
});

test('the assets are linked under content-hashed paths', () => {
  assert.match(urlText(PAGE_ASSETS.stylesheet), /^\/assets\/page\.[0-9a-f]{12}\.css$/);
  assert.match(urlText(PAGE_ASSETS.script), /^\/assets\/page\.[0-9a-f]{12}\.js$/);
});

test('a hostile studio name or title renders inert', () => {
  const hostile = `<script>alert(1)</script>"'&`;
  const page = renderHtml(layout({ title: hostile, studioName: hostile, main: html`` }));
  assert.equal(page.match(/<script/g)?.length, 1, 'only the page\'s own script tag');
  assert.ok(page.includes('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;'));
});

test('the 404 page names no studio and says what to do', () => {
  const page = renderHtml(notFoundPage());
  assert.ok(!page.includes('site-header'));
  assert.match(page, /<h1>This link does not work<\/h1>/);
  assert.match(page, /ask the studio for a new one/);
});
