import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeHtml, html, renderHtml } from './html.js';
import { safeUrl, UnsafeUrlError } from './url.js';

const HOSTILE = `<script>alert(1)</script>"'&`;

test('text and numbers are escaped; markup, lists of it and nothing go in as they are', () => {
  const name = HOSTILE;
  const items = ['a<b', 'c&d'].map((item) => html`<li>${item}</li>`);
  const page = renderHtml(html`<p title="${name}">${name} ${42} ${null}${undefined}${false}</p><ul>${items}</ul>`);
  assert.equal(
    page,
    '<p title="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;">&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp; 42 </p>' +
      '<ul><li>a&lt;b</li><li>c&amp;d</li></ul>',
  );
  assert.ok(!page.includes('<script>'), 'the hostile name renders inert');
});

test('escapeHtml escapes the five characters that can end text or an attribute', () => {
  assert.equal(escapeHtml(`&<>"'`), '&amp;&lt;&gt;&quot;&#39;');
  assert.equal(escapeHtml('Zoë 写真 📸'), 'Zoë 写真 📸');
});

test('an object pretending to be markup is refused, not inserted', () => {
  const forged = { text: '<script>alert(1)</script>' } as never;
  assert.throws(() => html`<p>${forged}</p>`, TypeError);
  assert.throws(() => html`<p>${[HOSTILE] as never}</p>`, TypeError);
});

test('URL attributes take only checked URLs; a bare string there is refused', () => {
  const link = safeUrl('/i/abc?x=1&y=2');
  assert.equal(renderHtml(html`<a href="${link}">Open</a>`), '<a href="/i/abc?x=1&amp;y=2">Open</a>');
  assert.throws(() => html`<a href="${'javascript:alert(1)'}">x</a>`, /SafeUrl/);
  assert.throws(() => html`<img src='${'/ok.png'}' alt="">`, /SafeUrl/);
  // After a fixed start the value only adds to the path: escaped text is enough.
  assert.equal(renderHtml(html`<a href="/i/${'javascript:x'}">x</a>`), '<a href="/i/javascript:x">x</a>');
});

test('places escaping cannot protect are refused: unquoted attributes, event handlers, script and style', () => {
  assert.throws(() => html`<p title=${'x onmouseover=alert(1)'}>x</p>`, /unquoted/);
  assert.throws(() => html`<p onclick="${'alert(1)'}">x</p>`, /event handler/);
  assert.throws(() => html`<script>const name = "${'x'}";</script>`, /<script>/);
  assert.throws(() => html`<style>p { color: ${'red'} }</style>`, /<style>/);
  assert.throws(() => html`<input ${'autofocus'}>`, /only markup/);
  assert.equal(renderHtml(html`<input ${html`disabled`}>`), '<input disabled>');
  assert.equal(renderHtml(html`<script src="${safeUrl('/a.js')}"></script><p>${'after'}</p>`), '<script src="/a.js"></script><p>after</p>');
});

test('safeUrl accepts http(s) and relative URLs on the service, and nothing else', () => {
  for (const url of ['https://example.com/a?b=c#d', 'http://127.0.0.1:3000/i/x', 'HTTPS://EXAMPLE.COM', '/assets/page.css', 'page.css', '../up', '?q=1', '#content', 'a/b:c']) {
    assert.doesNotThrow(() => safeUrl(url), url);
  }
  const refused = [
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'mailto:a@b.c', 'ftp://example.com', '//evil.example/x',
    '/\\evil.example', '\\\\evil.example', 'https://exa mple.com', 'https://', '', 'a:b/c', '\u0000/x',
  ];
  for (const url of refused) assert.throws(() => safeUrl(url), UnsafeUrlError, JSON.stringify(url));
});
