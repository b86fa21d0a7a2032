/**
 * The layout's rules (DESIGN.md), read from the sources' imports: the platform names no area, an area
 * reaches the list of areas through nothing, and no file imports itself back through others (type-only
 * imports included: a circle of types is a circle of meaning).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const SOURCES = 'src';
/** The files that wire the areas together: only the process's entry points may import them. */
const WIRING = ['src/areas.ts', 'src/app.ts'];
/** The process's entry points, the server they start, and the wiring itself. */
const ENTRY_POINTS = ['src/main.ts', 'src/cli.ts', 'src/server.ts', 'src/app.ts', 'src/areas.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The source files a file imports or re-exports from, as paths from the repository's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)].map((match) => match[1]);
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)).replace(/\.js$/, '.ts'));
}

const graph = new Map(sourceFiles(SOURCES).map((file) => [file, importsOf(file)]));

test('the import graph is read: every area and the platform are in it', () => {
  const files = [...graph.keys()];
  assert.ok(files.includes('src/areas.ts'));
  assert.ok(files.some((file) => file.startsWith('src/modules/gallery/')));
  assert.ok(graph.get('src/areas.ts')!.includes('src/modules/coupons/area.ts'), 'areas.ts imports each manifest');
});

test('the platform imports no area', () => {
  const crossings = [...graph].flatMap(([file, imports]) =>
    file.startsWith('src/platform/') ? imports.filter((target) => target.startsWith('src/modules/') || WIRING.includes(target)).map((target) => `${file} → ${target}`) : [],
  );
  assert.deepEqual(crossings, []);
});

test('only the entry points import the wiring of the areas', () => {
  const crossings = [...graph].flatMap(([file, imports]) =>
    ENTRY_POINTS.includes(file) || file.startsWith('src/seed/') ? [] : imports.filter((target) => WIRING.includes(target)).map((target) => `${file} → ${target}`),
  );
  assert.deepEqual(crossings, []);
});

test('no file imports itself back through others', () => {
  assert.deepEqual(circles(), []);
});

/** Each import circle once, as the chain of files that closes it. */
function circles(): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at !== -1) {
      found.push([...path.slice(at), file].map((step) => relative(SOURCES, step)).join(' → '));
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}
