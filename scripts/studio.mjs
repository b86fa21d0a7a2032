/**
 * `npm run studio -- <command>`: the command line, `dist/cli.js`, bundled first when a source file
 * changed since the last bundle here (about a second).
 */
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleIfSourcesChanged } from './build.mjs';

await bundleIfSourcesChanged();
// V8 keeps the compiled code of the bundle between starts (in NODE_COMPILE_CACHE when set, else in the
// system's temporary folder): a start after the first compiles less.
enableCompileCache();
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
await import(pathToFileURL(path.join(root, 'dist', 'cli.js')).href);
