import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { prefersHtml } from './negotiation.js';

const withAccept = (accept?: string) => ({ headers: accept === undefined ? {} : { accept } }) as FastifyRequest;

test('a browser\'s Accept prefers HTML; a program\'s, a bare */* or none keeps JSON', () => {
  const browsers = ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/html', 'text/*, application/json;q=0.5'];
  for (const accept of browsers) assert.equal(prefersHtml(withAccept(accept)), true, accept);
  const programs = [undefined, '', '*/*', 'application/json', 'application/json, text/html', 'text/html;q=0.5, application/*', 'TEXT/HTML;q=0'];
  for (const accept of programs) assert.equal(prefersHtml(withAccept(accept)), false, String(accept));
});
