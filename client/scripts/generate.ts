/**
 * `npm run client:generate`: writes client/src/schema.d.ts, the types of every path, operation and schema
 * of the committed openapi.json, with openapi-typescript's Node API. The drift test
 * (test/client/schema.test.ts) calls `generateSchema` too, so both make the file the same way.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const DOCUMENT_PATH = fileURLToPath(new URL('../../openapi.json', import.meta.url));
export const SCHEMA_PATH = fileURLToPath(new URL('../src/schema.d.ts', import.meta.url));

const BANNER = `/**
 * GENERATED from openapi.json by \`npm run client:generate\` (openapi-typescript): do not edit.
 * \`npm run openapi\` regenerates it after a route schema changes; a test fails while it is stale.
 */

`;

/** The text of client/src/schema.d.ts for the document at `documentPath`. */
export async function generateSchema(documentPath = DOCUMENT_PATH): Promise<string> {
  const document = JSON.parse(readFileSync(documentPath, 'utf8')) as OpenAPI3;
  const ast = await openapiTS(document, { silent: true });
  return BANNER + astToString(ast);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SCHEMA_PATH, await generateSchema());
  console.log(`wrote ${SCHEMA_PATH}`);
}
