/**
 * Hostile bodies generated from each route's body schema: malformed and non-object JSON, every field
 * mistyped, out of range, too long, holding NUL, an impossible date or timestamp, a value outside its
 * enum, and unknown fields.
 */
import { test } from 'node:test';
import type { Case, Expect } from './answers.js';
import { accepted, immutableFields, request, type Target } from './route-matrix.js';
import { holdsParent, withoutField, type Field } from './schema-fields.js';
import { fieldCase, raw, refusing, type BadInput } from './bad-input.js';

/** Registers a test of these cases, unless the area has none of them. */
export function matrix(suite: BadInput<unknown>, name: string, build: () => Case[]): void {
  const cases = build();
  if (cases.length > 0) test(name, () => suite.expectAll(cases));
}

const bodyTargets = (suite: BadInput<unknown>) => suite.targets.filter((t) => t.body);
export const writeTargets = (suite: BadInput<unknown>) => suite.targets.filter((t) => t.shape.method !== 'GET');

/** The body's fields and those the route refuses to change, with the base body holding their parents. */
function fieldsOf(target: Target): Field[] {
  const base = target.body!();
  return [...(target.shape.body ?? []), ...immutableFields(target)].filter((field) => holdsParent(base, field.name));
}

/** For each field of each route with a body, the cases `make` gives. */
const perField = (suite: BadInput<unknown>, make: (target: Target, field: Field) => Case[]) =>
  bodyTargets(suite).flatMap((target) => fieldsOf(target).flatMap((field) => make(target, field)));

const isImmutable = (target: Target, field: Field) => target.entry.immutable?.includes(field.name) ?? false;
const isNumber = (field: Field) => field.type === 'integer' || field.type === 'number';

export function bodyTests(suite: BadInput<unknown>): void {
  matrix(suite, 'the base bodies of the matrix are valid: each is accepted as sent', () =>
    bodyTargets(suite).map((target) => request(target, 'valid body', { expect: accepted(target) })));

  matrix(suite, 'malformed JSON is 400 invalid_json on every route that reads a body', () => {
    const malformed = ['{bad', '[', '{', '{"a":1,}', '{"a":}', "{'a':1}", 'NaN', '{"a":01}', '{"a":"\\x"}', '{"a":1}}', 'undefined', '\u0000'];
    return writeTargets(suite).flatMap((target) =>
      malformed.map((text) => request(target, `malformed ${JSON.stringify(text)}`, { body: text, expect: { status: 400, error: 'invalid_json' } })));
  });

  matrix(suite, 'JSON that is not an object is 422 validation_error where an object is expected, and harmless elsewhere', () => notObjects(suite));
  matrix(suite, 'a body field of the wrong type is 422 with details naming that field', () => [...perField(suite, wrongTypes), ...missingRequired(suite)]);

  matrix(suite, 'numbers beyond any range (±1e308, ±(2^53+1), 1e400 which parses to Infinity) are 422 naming the field', () => {
    const huge: [string, unknown][] = [
      ['1e308', 1e308], ['-1e308', -1e308], ['2^53+1', raw('9007199254740993')], ['-(2^53+1)', raw('-9007199254740993')],
      ['1e400', raw('1e400')], ['-1e400', raw('-1e400')], ['12345678901234567890', raw('12345678901234567890')],
    ];
    // Numbers where text is expected are type errors; where numbers are expected they are out of range.
    return perField(suite, (target, field) =>
      isImmutable(target, field) || field.type === 'object' ? [] : huge.map(([label, value]) => fieldCase(target, field, label, value)));
  });

  matrix(suite, 'strings of 100,000 characters are 422 naming the field', () => {
    const long: [string, string][] = [
      ['100k letters', 'a'.repeat(100_000)], ['100k digits', '9'.repeat(100_000)], ['100k-character email', `${'a'.repeat(100_000)}@example.test`],
    ];
    return perField(suite, (target, field) =>
      isNumber(field) || field.type === 'object' ? [] : long.map(([label, value]) => fieldCase(target, field, label, value)));
  });

  // PostgreSQL cannot store U+0000 in text: the service must refuse it as a broken rule of the body.
  matrix(suite, 'a NUL character in a text field is 422 naming the field, never a 500', () =>
    perField(suite, (target, field) => {
      if (field.type !== 'string') return [];
      const expect = target.entry.nul?.[field.name] ?? refusing(field.name);
      // For emails the NUL goes where the format check does not look.
      const email = field.format === 'email' || field.name.endsWith('email');
      const values = email ? ['grace@example.test\u0000', '\u0000grace@example.test'] : ['ab\u0000cd', '\u0000'];
      return values.map((value) => fieldCase(target, field, JSON.stringify(value), value, expect));
    }));

  matrix(suite, 'impossible timestamps and date-only values are 422 on every timestamp field', () => {
    const bad = [
      '2026-02-30T00:00:00Z', '2025-02-29T12:00:00Z', '0000-01-01T00:00:00Z', '99999-01-01T00:00:00Z', '2026-01-01', 'yesterday',
      'now', '', '2026-01-01T24:00:00Z', '2026-01-01T23:60:00Z', '2026-01-01T00:00:00', '2026-01-01T00:00:00+24:00',
      '2026-01-01T00:00:00+05:60', '2026-13-01T00:00:00Z', '2026-00-10T00:00:00Z', '1767225600', '+2026-01-01T00:00:00Z',
      '2026-01-01T00:00:00Z\u0000',
    ];
    return perField(suite, (target, field) => (field.format === 'date-time' ? bad.map((value) => fieldCase(target, field, JSON.stringify(value), value)) : []));
  });

  matrix(suite, 'impossible dates, and timestamps where a date is expected, are 422 on every date field; calendar edges are accepted', () => {
    const bad = [
      '2026-02-30', '2025-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32', '2026-1-5', '20260105', '2026/01/05',
      '05-01-2026', '0999-12-31', '10000-01-01', '+2026-01-05', '2026-01-05T00:00:00Z', '2026-01-05 ', 'tomorrow', '', '2026-01-05\u0000',
    ];
    // A due date may be in the past (API.md §9: past dates are allowed on create).
    const good = ['2024-02-29', '2000-02-29', '1000-01-01', '9999-12-31', '2020-01-01'];
    return perField(suite, (target, field) => field.format !== 'date' ? [] : [
      ...bad.map((value) => fieldCase(target, field, JSON.stringify(value), value)),
      ...good.map((value) => fieldCase(target, field, `${value} (a calendar date)`, value, accepted(target))),
    ]);
  });

  matrix(suite, 'unknown body fields are 422 naming the field; prototype-poisoning keys are refused', () => bodyTargets(suite).flatMap(unknownFields));

  matrix(suite, 'a value outside a body field\'s enum is 422 naming the field', () =>
    perField(suite, (target, field) => {
      if (!field.enum) return [];
      const [first] = field.enum;
      return ['bogus', '', first.toUpperCase(), `${first} `, `${first},${first}`]
        .filter((value) => !field.enum!.includes(value))
        .map((value) => fieldCase(target, field, JSON.stringify(value), value));
    }));
}

function notObjects(suite: BadInput<unknown>): Case[] {
  const texts = ['"str"', 'null', '123', '-1e400', 'true', '[]', '[{}]', '[{"name":"x"}]'];
  const refused: Expect = { status: 422, error: 'validation_error' };
  const cases = writeTargets(suite).flatMap((target) =>
    texts.map((text) => request(target, `body ${text}`, { body: text, expect: target.body ? refused : undefined })));
  // An empty or blank body with a JSON content type: malformed (400) or missing (422) where a body is
  // required; nothing to read where none is or where it may be left out.
  for (const target of writeTargets(suite)) {
    const required = target.body && !target.entry.bodyOptional;
    for (const text of ['', '   ']) {
      const expect: Expect | undefined = required ? { status: [400, 422], error: ['invalid_json', 'validation_error'] } : undefined;
      cases.push(request(target, `empty body ${JSON.stringify(text)}`, { body: text, expect }));
    }
  }
  // Deep nesting must not blow the stack of the parser or the validator.
  const deep = [
    '['.repeat(50_000) + ']'.repeat(50_000),
    '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
    '{"constructor":'.repeat(20_000) + '{}' + '}'.repeat(20_000),
  ];
  for (const target of bodyTargets(suite)) {
    for (const [i, text] of deep.entries()) cases.push(request(target, `deeply nested #${i}`, { body: text, expect: { status: [400, 422] } }));
  }
  // GET routes never read a body: a garbage one changes nothing.
  for (const target of suite.targets.filter((t) => t.shape.method === 'GET')) {
    cases.push(request(target, 'GET with a malformed body', { body: '{bad', expect: { status: 200 } }));
  }
  return cases;
}

function wrongTypes(target: Target, field: Field): Case[] {
  const wrong: [string, unknown][] = [];
  if (field.type === 'string') {
    wrong.push(['as a number', 123], ['as a fraction', 1.5], ['as a boolean', true], ['as an object', { a: 1 }], ['as an array', ['x']], ['as an empty array', []]);
  }
  if (isNumber(field)) {
    wrong.push(['as a string', '10'], ['as an empty string', ''], ['as a boolean', false], ['as an object', { value: 1 }], ['as an array', [1]]);
    wrong.push(['as "Infinity"', 'Infinity'], ['as "-Infinity"', '-Infinity'], ['as "NaN"', 'NaN'], ['as "1e400"', '1e400']);
  }
  if (field.type === 'integer') wrong.push(['as a fraction', 10.5]);
  if (field.type === 'object') wrong.push(['as a string', 'Grace'], ['as a number', 1], ['as a boolean', true], ['as an array', [{}]]);
  if (field.type === 'array') wrong.push(['as a string', 'Grace'], ['as a number', 1], ['as a boolean', true], ['as an object', { 0: {} }]);
  if (field.type === 'boolean') {
    wrong.push(['as a string', 'true'], ['as an empty string', ''], ['as a number', 1], ['as 0', 0], ['as an object', { a: 1 }], ['as an array', [true]]);
  }
  const nullable = field.nullable && !isImmutable(target, field);
  if (!nullable) wrong.push(['as null', null]);
  const cases = wrong.filter(([, value]) => !field.values?.includes(value)).map(([label, value]) => fieldCase(target, field, label, value));
  if (nullable) cases.push(fieldCase(target, field, 'as null (allowed)', null, accepted(target)));
  return cases;
}

/** A required field left out, at the top or inside an object the body holds (updates are partial: nothing is required there). */
function missingRequired(suite: BadInput<unknown>): Case[] {
  return bodyTargets(suite).flatMap((target) => {
    const base = target.body!();
    return (target.shape.body ?? [])
      .filter((field) => field.required && holdsParent(base, field.name))
      .map((field) => request(target, `${field.name} missing`, { body: JSON.stringify(withoutField(base, field.name)), expect: refusing(field.name) }));
  });
}

function unknownFields(target: Target): Case[] {
  // Names that are also properties of every JavaScript object must be reported like any other.
  const names = ['unexpected', 'id', 'studio_id', 'status', 'Code', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  const cases = names.map((name) => request(target, `unknown field ${name}`, {
    body: JSON.stringify({ ...target.body!(), [name]: 'x' }),
    expect: refusing(name),
  }));
  // Prototype-poisoning keys are refused one way or the other, never merged into objects.
  const valid = JSON.stringify(target.body!()).slice(1);
  const rest = valid === '}' ? '}' : `,${valid}`;
  cases.push(request(target, '__proto__ key', { body: `{"__proto__":{"admin":true}${rest}`, expect: { status: [400, 422] } }));
  cases.push(request(target, 'constructor.prototype key', { body: `{"constructor":{"prototype":{"admin":true}}${rest}`, expect: { status: [400, 422] } }));
  return cases;
}
