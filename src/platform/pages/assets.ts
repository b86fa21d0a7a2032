/**
 * The stylesheet and script every page shares, served by the service at content-hashed paths
 * (`/assets/page.<hash>.css`): a browser may keep them for a year, and a changed file is a new path.
 * They are plain files in `assets/` beside this module, read from the package's source folder (neither
 * tsc nor the bundle copies CSS).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import type { App } from '../http.js';
import { packageRoot } from '../package-root.js';
import { safeUrl, type SafeUrl } from './url.js';

export const ASSETS_PATH = '/assets/';
export const PAGES_TAG = 'pages';
const ASSETS_FOLDER = path.join('src', 'platform', 'pages', 'assets');
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

interface Asset {
  /** `page.3f9a1c0b7d2e.css`: the file's name with the start of its SHA-256. */
  name: string;
  url: SafeUrl;
  contentType: string;
  body: Buffer;
}

function loadAsset(file: string, contentType: string): Asset {
  const body = readFileSync(path.join(packageRoot(), ASSETS_FOLDER, file));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const extension = path.extname(file);
  const name = `${path.basename(file, extension)}.${hash}${extension}`;
  return { name, url: safeUrl(`${ASSETS_PATH}${name}`), contentType, body };
}

const stylesheet = loadAsset('page.css', 'text/css; charset=utf-8');
const script = loadAsset('page.js', 'text/javascript; charset=utf-8');
const byName = new Map([stylesheet, script].map((asset) => [asset.name, asset]));

/** Where the layout links them. */
export const PAGE_ASSETS = { stylesheet: stylesheet.url, script: script.url };

const AssetParams = Type.Object({
  // A fixed example: the real hash changes with each edit of the file, and the document must not.
  file: Type.String({ description: 'The file\'s name with its content hash, as the pages link it.', examples: ['page.3f9a1c0b7d2e.css'] }),
});

export function pageAssetRoutes(app: App): void {
  app.get<{ Params: { file: string } }>(`${ASSETS_PATH}:file`, {
    schema: {
      tags: [PAGES_TAG],
      security: [],
      operationId: 'getPageAsset',
      summary: 'The pages\' stylesheet or script',
      description:
        'The stylesheet and the script the client pages share, at the content-hashed paths the pages link. A path serves one ' +
        'version of one file for ever: it may be cached for a year. Any other name is 404 with a plain-text body.',
      params: AssetParams,
      response: {
        200: {
          description: 'The file.',
          content: {
            'text/css': { schema: { type: 'string', description: 'The stylesheet.' } },
            'text/javascript': { schema: { type: 'string', description: 'The script.' } },
          },
        },
        404: { description: 'No asset has this name (an older version, or none).', content: { 'text/plain': { schema: { type: 'string', description: '`Not found.`' } } } },
      },
    },
    config: { access: 'public' },
  }, async (req, reply) => {
    const asset = byName.get(req.params.file);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    return reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).type(asset.contentType).send(asset.body);
  });
}
