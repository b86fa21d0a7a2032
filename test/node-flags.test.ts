/**
 * The Node.js flags the service is measured with (src/platform/node-flags.ts) are the ones it is started
 * with: by `npm start`, by the systemd unit of the operating guide, and by the bench.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { missingNodeFlags, NODE_FLAGS } from '../src/platform/node-flags.js';

test('npm start and the systemd unit of the operating guide pass every flag', () => {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start;
  const unit = /^ExecStart=(.*)$/m.exec(readFileSync('docs/operating.md', 'utf8'))?.[1] ?? '';
  assert.match(unit, /dist\/main\.js$/, 'the unit starts the service');
  assert.deepEqual(missingNodeFlags(start.split(/\s+/)), [], `npm start: ${start}`);
  assert.deepEqual(missingNodeFlags(unit.split(/\s+/)), [], `ExecStart: ${unit}`);
});

test('the flags a process lacks are named, and none when it has them all', () => {
  assert.ok(NODE_FLAGS.includes('--no-allocation-site-pretenuring'));
  assert.deepEqual(missingNodeFlags(['--import', 'tsx']), [...NODE_FLAGS]);
  assert.deepEqual(missingNodeFlags(['--import', 'tsx', ...NODE_FLAGS]), []);
});
