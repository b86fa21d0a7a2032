import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { isDate, isTimestamp } from './time.js';
import type { Details } from './errors.js';

const formats = {
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
    formats,
  });
}

// Bodies are JSON: "5" is not a number there. Query strings and paths are text: "5" is.
const bodyAjv = ajv(false);
const paramsAjv = ajv('array');

export const schemaCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const compiler = httpPart === 'body' ? bodyAjv : paramsAjv;
  return compiler.compile(schema as object) as ValidateFunction;
};

const typeNames: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** Ajv errors as `details`: each field with one sentence saying what is wrong with it. */
export function validationDetails(errors: ErrorObject[]): Details {
  const details: Details = {};
  for (const error of errors) {
    const field = fieldOf(error);
    if (Object.hasOwn(details, field)) continue;
    details[field] = [messageFor(field, error)];
  }
  return details;
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
    case 'const':
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
