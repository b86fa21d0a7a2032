/**
 * `npm run build`: tsc compiles the modules to `dist/` (the bench imports some of them one by one), then
 * esbuild bundles each entry point with everything it imports: `dist/main.js` (the service) and
 * `dist/cli.js` (the command line). Node then reads one file instead of some 1 600 modules, each with
 * its package's package.json, which was most of the time a start took.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Written after the bundles, so that `npm start` bundles again only when a source is newer. */
const BUNDLE_STAMP = path.join(root, 'dist', '.bundled');
/** What a bundle is made from, besides `src/`. */
const BUILD_INPUTS = ['tsconfig.json', 'package-lock.json', 'scripts/build.mjs'];

/**
 * Packages left out of the bundles, loaded by Node from node_modules as before: sharp (native code),
 * pg's optional native binding (not installed), and yazl, whose own copy of buffer-crc32 the archives
 * replace with Node's checksum (`useNativeZipChecksums`): bundled, yazl would use a copy of its own.
 */
const EXTERNAL = ['sharp', 'pg-native', 'yazl'];

/**
 * A package the code imports on first use (`import('nodemailer')`, the S3 client, pdfkit, the /docs
 * page's Scalar) stays outside the bundle too, so that a start does not read what it may never run.
 */
const packagesImportedOnFirstUse = {
  name: 'packages-imported-on-first-use',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/** Writes `main.js` and `cli.js` from `src/` into `outdir` (from the package's root); about a second. */
async function bundleEntryPoints(outdir) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: ['src/main.ts', 'src/cli.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: EXTERNAL,
    plugins: [packagesImportedOnFirstUse],
    // The CommonJS packages in an ES module bundle call require(), which ES modules do not have.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
  });
}

async function bundleIntoDist() {
  await bundleEntryPoints('dist');
  writeFileSync(BUNDLE_STAMP, '');
}

/** Bundles again when a source or build input changed since the last bundle. */
export async function bundleIfSourcesChanged() {
  const newestInput = Math.max(newestIn(path.join(root, 'src')), ...BUILD_INPUTS.map((file) => modifiedAt(path.join(root, file))));
  if (newestInput >= modifiedAt(BUNDLE_STAMP)) await bundleIntoDist();
}

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

function compileModules() {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const { status } = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

// `node scripts/build.mjs`: the modules and the bundles in dist/; `node scripts/build.mjs bundle <folder>`:
// the bundles alone, in a folder of the package (the tests start the service from there).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, folder] = process.argv.slice(2);
  if (command === 'bundle' && folder) {
    await bundleEntryPoints(path.resolve(folder));
  } else {
    compileModules();
    await bundleIntoDist();
  }
}
