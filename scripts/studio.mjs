/**
 * `npm run studio -- <command>`: the command line from `dist/`, compiled first only when a source file
 * changed since the last compilation here (a full build takes seconds; most commands need none).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const stamp = path.join(root, 'dist', '.built');

function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newestIn(full) : modifiedAt(full);
    }),
  );
}

const sources = Math.max(
  newestIn(path.join(root, 'src')),
  ...['tsconfig.json', 'tsconfig.build.json', 'package-lock.json'].map((file) => modifiedAt(path.join(root, file))),
);
if (sources >= modifiedAt(stamp)) {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, '');
}
// V8 keeps the compiled code of the modules between starts (in NODE_COMPILE_CACHE when set, else in the
// system's temporary folder): a start after the first compiles less, about 100 of 2 000 ms to ready.
enableCompileCache();
await import(pathToFileURL(path.join(root, 'dist', 'cli.js')).href);
