import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorReport, hundredthsText, jsonString, MillisecondsText } from './observability.js';

describe('request line fields', () => {
  it('writes a duration in hundredths as JavaScript writes the number', () => {
    const samples = [...Array.from({ length: 100_000 }, (_, h) => h), 2_147_483_647, 2_147_483_699, 123_456_789_012];
    for (const h of samples) assert.equal(hundredthsText(h), `${h / 100}`, `hundredths ${h}`);
  });

  it('writes a time in milliseconds as JavaScript writes the number, in order or not', () => {
    const text = new MillisecondsText();
    const start = Date.UTC(2026, 11, 7, 23, 59, 58, 990);
    const times = [
      ...Array.from({ length: 3_000 }, (_, i) => start + i),
      start + 1, start + 5_000, start, -1, 0, 1, 999, 1_000, 1_001, Date.UTC(2286, 10, 20, 17, 46, 40),
    ];
    for (const t of times) assert.equal(text.of(t), `${t}`, `time ${t}`);
  });

  it('writes a URL as JSON.stringify writes it, whatever characters it holds', () => {
    const alphabet = ['a', '/', '?', '=', '%', ' ', '"', '\\', '\u0000', '\n', '\u001f', '\u007f', 'é', '\u2028', '\ud83d', '\ude00', '😀', '\uffff'];
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 8);
    const samples = ['', '/api/v1/conversations/unread/count', '/api/v1/clients?search=smith&page=2', ...Array.from({ length: 20_000 }, () =>
      Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join(''))];
    for (const text of samples) assert.equal(jsonString(text), JSON.stringify(text), `text ${JSON.stringify(text)}`);
  });
});

describe('errorReport', () => {
  it('shows a failed query and its cause without the parameters', () => {
    const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const params = Array.from({ length: 10_000 }, (_, i) => `client-${i}@example.com`);
    const failed = Object.assign(new Error(`Failed query: insert into "clients" select * from unnest($1::text[])\nparams: ${params.join(',')}`), {
      query: 'insert into "clients" select * from unnest($1::text[])',
      params,
      cause,
    });
    const report = errorReport(failed);
    assert.match(report, /^Error: Failed query: insert into "clients" select \* from unnest\(\$1::text\[\]\)\n\s+at /);
    assert.match(report, /\ncaused by: Error: canceling statement due to statement timeout \(code 57014\)\n\s+at /);
    assert.doesNotMatch(report, /client-1@example\.com/);
  });

  it('shows a thrown value that is not an error', () => {
    assert.equal(errorReport('no route to host'), 'no route to host');
  });
});
