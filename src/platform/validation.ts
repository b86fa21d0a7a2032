import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { isDate, isTimestamp } from './time.js';
import { invalid, type Details } from './errors.js';

/** The formats our schemas use, checked as the API's users are told they are. */
export const FORMATS = {
  'date-time': isTimestamp,
  date: isDate,
  // Linear-time on purpose: the domain's labels are separated by dots that nothing else can match.
  email: (value: string) => value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value),
};

function ajv(coerceTypes: boolean | 'array'): Ajv {
  return new Ajv({
    // Every broken field is reported at once, as `details` promises.
    allErrors: true,
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    formats: FORMATS,
  });
}

// Bodies are JSON: "5" is not a number there. Query strings and paths are text: "5" is.
const bodyAjv = ajv(false);
const paramsAjv = ajv('array');

/**
 * Each route's validator, compiled when the route is first asked: compiling all of them took about a
 * quarter of the start-up (the serializers, serialization.ts, another quarter). Every schema is still
 * compiled by the tests (test/schemas-compile.test.ts), so a broken one fails there, not in production.
 */
export const schemaCompiler: FastifySchemaCompiler<unknown> = (route) => validatorOnFirstUse(() => compiledValidator(route));

/** The validator of one part of a route's request. */
export function compiledValidator({ schema, httpPart }: { schema: unknown; httpPart?: string }): ValidateFunction {
  if (httpPart === 'body') return bodyAjv.compile(schema as object) as ValidateFunction;
  const closed = httpPart === 'querystring' ? closedQuery(schema as JsonSchema) : (schema as JsonSchema);
  return strictNumbers(closed, paramsAjv.compile(closed));
}

function validatorOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

/**
 * A query string takes only the parameters its route documents: a misspelt filter (`?statuss=paid`)
 * is a 400 naming it, not a silently unfiltered list.
 */
function closedQuery(schema: JsonSchema): JsonSchema {
  return schema.additionalProperties === undefined ? { ...schema, additionalProperties: false } : schema;
}

const compiledBodies = new WeakMap<object, ValidateFunction>();

/**
 * Checks a body that did not come over HTTP (the command line) exactly as its route would: the same
 * schema, the same 422 `details`.
 */
export function assertValidBody<T>(schema: object, body: unknown): T {
  let validate = compiledBodies.get(schema);
  if (!validate) {
    validate = bodyAjv.compile(schema);
    compiledBodies.set(schema, validate);
  }
  if (!validate(body)) throw invalid(validationDetails(validate.errors ?? []));
  return body as T;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
}

// Ajv's coercion reads "1e3", " 7" or "0x10" as numbers; in a URL only plain decimal digits are.
const NUMERIC_TEXT: Record<string, RegExp> = {
  integer: /^-?\d+$/,
  number: /^-?\d+(\.\d+)?$/,
};

/**
 * Query and path validation that refuses numbers written in any form but plain decimals, before
 * Ajv coerces the text. Only the schema's own numeric properties are checked.
 */
function strictNumbers(schema: JsonSchema, validate: ValidateFunction): ValidateFunction {
  const numeric = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const type = [property.type ?? []].flat().find((t) => t in NUMERIC_TEXT);
    return type ? [[name, NUMERIC_TEXT[type], type] as const] : [];
  });
  if (numeric.length === 0) return validate;
  const checked = ((data: Record<string, unknown>) => {
    for (const [name, pattern, type] of numeric) {
      const value = data?.[name];
      if (typeof value === 'string' && !pattern.test(value)) {
        checked.errors = [{ keyword: 'type', instancePath: `/${name}`, schemaPath: '', params: { type }, message: `must be ${type}` }];
        return false;
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return checked;
}

const typeNames: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** Enough to fix a request; a body of a million unknown keys must not get a megabyte of answer. */
const MAX_DETAILS = 50;
const MAX_FIELD_NAME = 200;

/** Ajv errors as `details`: each field with one sentence saying what is wrong with it. */
export function validationDetails(errors: ErrorObject[]): Details {
  const details: Details = {};
  let fields = 0;
  for (const error of errors) {
    if (fields === MAX_DETAILS) break;
    const field = truncated(fieldOf(error));
    if (Object.hasOwn(details, field)) continue;
    details[field] = [messageFor(field, error)];
    fields += 1;
  }
  return details;
}

/** The first parameter the schema does not know, when that is what is wrong. */
export function unknownParameter(errors: ErrorObject[]): string | undefined {
  const unknown = errors.find((error) => error.keyword === 'additionalProperties');
  return unknown && truncated(fieldOf(unknown));
}

/** A field path as `details` names it: keys can be as long as a body, a name in an answer cannot. */
export function truncated(field: string): string {
  return field.length > MAX_FIELD_NAME ? `${field.slice(0, MAX_FIELD_NAME)}…` : field;
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.join('.') || 'body';
}

function messageFor(field: string, error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `The ${field} field is required.`;
    case 'additionalProperties':
      return `The ${field} field is not allowed here.`;
    case 'type':
      return `The ${field} field must be ${typeNames[String(p.type).split(',')[0]] ?? String(p.type)}.`;
    case 'enum':
      return `The selected ${field} is invalid: use one of ${(p.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `The selected ${field} is invalid: use ${String(p.allowedValue)}.`;
    case 'anyOf':
      return `The selected ${field} is invalid.`;
    case 'minLength':
      return `The ${field} field must be at least ${p.limit} characters.`;
    case 'maxLength':
      return `The ${field} field must not be greater than ${p.limit} characters.`;
    case 'minimum':
      return `The ${field} field must be at least ${p.limit}.`;
    case 'exclusiveMinimum':
      return `The ${field} field must be greater than ${p.limit}.`;
    case 'maximum':
      return `The ${field} field must not be greater than ${p.limit}.`;
    case 'minItems':
      return `The ${field} field must have at least ${p.limit} items.`;
    case 'maxItems':
      return `The ${field} field must not have more than ${p.limit} items.`;
    case 'format':
      return `The ${field} field must be a valid ${formatNames[String(p.format)] ?? String(p.format)}.`;
    case 'pattern':
      return `The ${field} field format is invalid.`;
    default:
      return `The ${field} field is invalid.`;
  }
}

const formatNames: Record<string, string> = {
  'date-time': 'timestamp with a time zone offset (RFC 3339)',
  date: 'date (YYYY-MM-DD)',
  email: 'email address',
};
