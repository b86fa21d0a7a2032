/**
 * The typed client's generated types: they match the committed openapi.json, they catch a wrong call at
 * compile time, and the package manifest asks for the runtime the repository tests with.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import ts from 'typescript';
import { generateSchema, SCHEMA_PATH } from '../../client/scripts/generate.js';

const root = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

test('client/src/schema.d.ts is what openapi-typescript makes of openapi.json', async () => {
  const generated = await generateSchema();
  const committed = readFileSync(SCHEMA_PATH, 'utf8');
  // No diff printed: the file is half a megabyte. `git diff` after regenerating shows what changed.
  assert.ok(generated === committed, 'client/src/schema.d.ts is stale: run `npm run client:generate` and commit it');
});

/**
 * Compiles `source` as a file of client/examples/ with the repository's tsconfig and answers its
 * diagnostics by line (1-based).
 */
function diagnosticsByLine(source: string): Map<number, string[]> {
  const configPath = root('tsconfig.json');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root(''));
  const options = { ...config.options, noEmit: true };
  const file = root('client/examples/type-check-probe.ts');
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  const sourceFile = program.getSourceFile(file)!;
  const byLine = new Map<number, string[]>();
  for (const d of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
    const line = sourceFile.getLineAndCharacterOfPosition(d.start ?? 0).line + 1;
    byLine.set(line, [...(byLine.get(line) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
  return byLine;
}

test('the types refuse a wrong path, field or value and accept the right ones', () => {
  // Each line marked `// ✗ text` must be refused with a message containing `text`; every other line must compile.
  const source = `
import { createStudioClient } from '../src/index.js';
const client = createStudioClient({ baseUrl: 'http://127.0.0.1:3000', token: 'sk_test' });
export async function probe() {
  await client.POST('/api/v1/coupons', { body: { code: 'A', discount_type: 'percentage', discount_value: 10 } });
  await client.POST('/api/v1/coupons', { body: { code: 'A', discount_type: 'percentage', discount_valu: 10 } }); // ✗ discount_valu
  await client.POST('/api/v1/coupons', { body: { code: 'A', discount_type: 'percent', discount_value: 10 } }); // ✗ "percent"
  await client.GET('/api/v1/coupon', {}); // ✗ "/api/v1/coupon"
  await client.GET('/api/v1/invoices/{invoice_id}', { params: { path: { invoice_id: 'in_1' }, query: { expand: 'all' } } });
  await client.GET('/api/v1/invoices/{invoice_id}', { params: { path: { id: 'in_1' } } }); // ✗ id
  const { data, error } = await client.GET('/api/v1/invoices/{invoice_id}', { params: { path: { invoice_id: 'in_1' } } });
  const due: number | undefined = data?.data.amount_due;
  const code: string | undefined = error?.error.code;
  const wrong: string | undefined = data?.data.amount_due; // ✗ number
  return [due, code, wrong];
}
`;
  const lines = source.split('\n');
  const byLine = diagnosticsByLine(source);
  lines.forEach((text, i) => {
    const found = byLine.get(i + 1) ?? [];
    const expected = /\/\/ ✗ (.+)$/.exec(text)?.[1];
    if (expected) {
      assert.ok(found.some((message) => message.includes(expected)), `line ${i + 1} should be refused mentioning ${expected}: ${text.trim()}\n${found.join('\n')}`);
    } else {
      assert.deepEqual(found, [], `line ${i + 1} should compile: ${text.trim()}`);
    }
  });
});

test('client/package.json publishes @studio/client on the openapi-fetch the repository tests with', () => {
  const client = JSON.parse(readFileSync(root('client/package.json'), 'utf8'));
  const repository = JSON.parse(readFileSync(root('package.json'), 'utf8'));
  assert.equal(client.name, '@studio/client');
  assert.equal(client.type, 'module');
  assert.equal(client.license, 'MIT');
  assert.equal(client.dependencies['openapi-fetch'], repository.devDependencies['openapi-fetch']);
  assert.equal(client.devDependencies['openapi-typescript'], repository.devDependencies['openapi-typescript']);
});
