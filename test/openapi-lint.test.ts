/**
 * The OpenAPI document is the contract integrators work from without our source: every operation is
 * named, summarised and described, every parameter and property says what it holds, no schema is
 * left empty, and every response says what it means. The served document is checked, whole.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathShape } from '../src/platform/response-contract.js';
import { startTestServer } from './helpers.js';

interface Schema {
  type?: string | string[];
  description?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: Schema;
}

interface Media {
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}

interface Document {
  info?: { description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const blank = (text: string | undefined) => text === undefined || text.trim() === '';

/** Every problem of the document, each naming where it is. */
export function lint(document: Document): string[] {
  const problems: string[] = [];
  const described = new Map((document.tags ?? []).map((tag) => [tag.name, !blank(tag.description)]));
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    lintSchema(schema, `components.schemas.${name}`, problems);
  }
  const operationIds = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const operation = item[method];
      const where = `${method.toUpperCase()} ${path}`;
      for (const field of ['operationId', 'summary', 'description'] as const) {
        if (blank(operation[field])) problems.push(`${where}: no ${field}`);
      }
      if (operation.operationId) operationIds.set(operation.operationId, [...(operationIds.get(operation.operationId) ?? []), where]);
      if (!operation.tags?.length) problems.push(`${where}: no tags`);
      for (const tag of operation.tags ?? []) if (!described.get(tag)) problems.push(`${where}: tag "${tag}" is not described in the document's tags`);
      for (const parameter of operation.parameters ?? []) {
        const at = `${where}: ${parameter.in} parameter ${parameter.name}`;
        if (blank(parameter.description)) problems.push(`${at} has no description`);
        if (parameter.schema) lintSchema(parameter.schema, at, problems);
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (media.schema) lintSchema(media.schema, `${where}: request body (${type})`, problems);
      }
      if (operation.requestBody?.content?.['application/json'] && !operation.responses?.['422']) {
        problems.push(`${where}: takes a JSON body but does not list 422 for one that breaks its schema`);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (blank(response.description) || response.description === 'Default Response') {
          problems.push(`${where}: response ${status} has no description of its own`);
        }
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (media.schema) lintSchema(media.schema, `${where}: response ${status} (${type})`, problems);
        }
      }
    }
  }
  for (const [id, operations] of operationIds) {
    if (operations.length > 1) problems.push(`operationId ${id} is used by ${operations.join(', ')}`);
  }
  return problems;
}

/** A schema that neither constrains nor explains: `{}`, or an object that says nothing of its members. */
function isEmpty(schema: Schema): boolean {
  if (Object.keys(schema).length === 0) return true;
  const types = [schema.type ?? []].flat();
  return types.includes('object') && !schema.properties && !schema.patternProperties && schema.additionalProperties === undefined;
}

function lintSchema(schema: Schema, where: string, problems: string[]): void {
  if (schema.$ref) return;
  if (isEmpty(schema)) problems.push(`${where}: empty schema`);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const at = `${where}.${name}`;
    if (blank(property.description)) problems.push(`${at}: property has no description`);
    lintSchema(property, at, problems);
  }
  for (const [pattern, property] of Object.entries(schema.patternProperties ?? {})) lintSchema(property, `${where}[${pattern}]`, problems);
  if (typeof schema.additionalProperties === 'object') lintSchema(schema.additionalProperties, `${where}[*]`, problems);
  if (schema.items) lintSchema(schema.items, `${where}[]`, problems);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const [index, member] of (schema[keyword] ?? []).entries()) lintSchema(member, `${where}.${keyword}[${index}]`, problems);
  }
}

test('the served OpenAPI document describes every operation, parameter and property, with no empty schema', async () => {
  const server = await startTestServer();
  const res = await fetch(`${server.origin}/api/v1/openapi.json`);
  assert.equal(res.status, 200);
  const document = (await res.json()) as Document;
  const operations = Object.values(document.paths).flatMap((item) => METHODS.filter((m) => item[m]));
  assert.ok(operations.length > 40, `the document has ${operations.length} operations`);
  const problems = lint(document);
  assert.deepEqual(problems, [], `${problems.length} problems in the OpenAPI document:\n${problems.join('\n')}`);
});

test('the document\'s introduction (the docs page\'s first lines) names every section, each area among them', async () => {
  const server = await startTestServer();
  const document = (await (await fetch(`${server.origin}/api/v1/openapi.json`)).json()) as Document;
  const names = (document.tags ?? []).map((tag) => tag.name);
  for (const area of ['coupons', 'clients', 'invoices', 'conversations', 'scheduling', 'gallery']) assert.ok(names.includes(area), `tag ${area}`);
  const unnamed = names.filter((name) => !document.info?.description?.includes(`- **${name}**: `));
  assert.deepEqual(unnamed, [], 'sections the introduction leaves out');
});

test('every route the service answers is an operation of the document, outside the API too (uploads, file links)', async () => {
  const server = await startTestServer();
  const document = (await (await fetch(`${server.origin}/api/v1/openapi.json`)).json()) as Document;
  const documented = new Set(
    Object.entries(document.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${pathShape(path)}`)),
  );
  // HEAD is described with its GET; the docs page is the document's reader, not an operation.
  const answered = server.routes.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/docs'));
  const missing = [...new Set(answered.map((route) => `${route.method} ${route.url}`))].filter((operation) => {
    const [method, url] = operation.split(' ');
    return !documented.has(`${method} ${pathShape(url)}`);
  });
  assert.ok(answered.some((route) => route.url === '/uploads'), 'local storage: the upload target is registered');
  assert.deepEqual(missing, [], `routes without an operation in the document:\n${missing.join('\n')}`);
});

test('the lint names each kind of offender', () => {
  const document: Document = {
    tags: [{ name: 'things', description: 'Things.' }, { name: 'bare' }],
    components: { schemas: { Loose: { type: 'object' }, Nested: { type: 'object', properties: { inner: { type: 'array', items: { type: 'object', properties: { x: { type: 'string' } } } } } } } },
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          summary: 'List things',
          tags: ['bare'],
          parameters: [{ name: 'page', in: 'query', schema: { type: 'integer' } }],
          responses: { 200: { description: 'Default Response', content: { 'application/json': { schema: {} } } } },
        },
        post: {
          operationId: 'listThings',
          description: 'Makes a thing.',
          tags: ['things'],
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string', description: 'Its name.' }, any: {} } } } } },
          responses: { 201: { description: 'Made.' } },
        },
      },
    },
  };
  assert.deepEqual(lint(document), [
    'components.schemas.Loose: empty schema',
    'components.schemas.Nested.inner: property has no description',
    'components.schemas.Nested.inner[].x: property has no description',
    'GET /things: no description',
    'GET /things: tag "bare" is not described in the document\'s tags',
    'GET /things: query parameter page has no description',
    'GET /things: response 200 has no description of its own',
    'GET /things: response 200 (application/json): empty schema',
    'POST /things: no summary',
    'POST /things: request body (application/json).any: property has no description',
    'POST /things: request body (application/json).any: empty schema',
    'POST /things: takes a JSON body but does not list 422 for one that breaks its schema',
    'operationId listThings is used by GET /things, POST /things',
  ]);
});
