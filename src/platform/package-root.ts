/**
 * Files the service reads from its package (the SQL migrations, the pages' stylesheet and script) are
 * found from the package's root, not from the reading module's folder: that module may be a source file
 * run by tsx, a file compiled to `dist/`, or part of a bundle (`dist/main.js`, `dist/cli.js`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json above this module. */
export function packageRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}: the service's own files cannot be found.`);
    dir = parent;
  }
  return dir;
}
