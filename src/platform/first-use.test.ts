import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importedOnFirstUse } from './first-use.js';

test('a module loaded on first use is loaded once, and again only after a failed load', async () => {
  let loads = 0;
  const failFirst = importedOnFirstUse(async () => {
    loads += 1;
    if (loads === 1) throw new Error('not there yet');
    return { loads };
  });
  await assert.rejects(failFirst(), /not there yet/);
  assert.deepEqual(await failFirst(), { loads: 2 });
  assert.deepEqual(await failFirst(), { loads: 2 }, 'a load that succeeded is shared');
  assert.equal(loads, 2);
});
