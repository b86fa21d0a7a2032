import assert from 'node:assert/strict';
import { test } from 'node:test';
import { currentDeadline, startDeadline, underDeadline } from './deadline.js';

test('a deadline holds across awaits, and entering it again or another one inside answers the innermost', async () => {
  const request = startDeadline(1000);
  const other = startDeadline(1000);
  await underDeadline(request, async () => {
    await Promise.resolve();
    assert.equal(currentDeadline(), request);
    await underDeadline(request, async () => {
      await Promise.resolve();
      assert.equal(currentDeadline(), request);
    });
    await underDeadline(other, async () => {
      await Promise.resolve();
      assert.equal(currentDeadline(), other);
    });
    assert.equal(currentDeadline(), request);
  });
  assert.equal(currentDeadline(), undefined);
});

test('once its request is answered, a deadline no longer bounds the work it left running', () => {
  const request = startDeadline(1000);
  underDeadline(request, () => {
    request.answered = true;
    assert.equal(currentDeadline(), undefined);
  });
});
