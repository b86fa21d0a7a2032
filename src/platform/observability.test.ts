import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hundredthsText, MillisecondsText } from './observability.js';

describe('request line numbers', () => {
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
});
