import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bearerToken } from './hook.js';

/** The header's grammar as a regular expression: what `bearerToken` must answer, character for character. */
const GRAMMAR = /^Bearer\s+(\S{1,512})\s*$/i;

describe('bearerToken', () => {
  it('reads the token of the headers callers send', () => {
    assert.equal(bearerToken('Bearer sk_abc'), 'sk_abc');
    assert.equal(bearerToken('bearer \t sk_abc  '), 'sk_abc');
    assert.equal(bearerToken('BEARER sk_abc'), 'sk_abc');
    assert.equal(bearerToken(`Bearer ${'x'.repeat(512)}`), 'x'.repeat(512));
  });

  it('refuses other schemes, a missing or overlong token, and anything after the token', () => {
    for (const header of ['', 'Bearer', 'Bearer ', 'Bearersk_abc', 'Basic abc', 'Bearer a b', `Bearer ${'x'.repeat(513)}`, 'Bear\u0000r x', 'ßearer x']) {
      assert.equal(bearerToken(header), null, JSON.stringify(header));
    }
  });

  it('answers as the grammar does for any mix of case, white space and other characters', () => {
    const pieces = ['Bearer', 'bEaReR', 'Bea', 'rer', ' ', '\t', '\n', '\u000b', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u0085', 'x', 'sk_1', '"', '\u0000', 'é', 'K', '\u212a'];
    let seed = 11;
    const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 8);
    for (let n = 0; n < 50_000; n++) {
      const header = Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join('');
      assert.equal(bearerToken(header), GRAMMAR.exec(header)?.[1] ?? null, JSON.stringify(header));
    }
  });
});
