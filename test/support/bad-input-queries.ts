/**
 * Query strings generated from each route's query schema: paging where the route pages (and unknown
 * where it does not), every enum parameter, every date parameter, and a parameter no route knows.
 */
import { pathOf, request, type Target } from './route-matrix.js';
import type { Case, Expect } from './answers.js';
import type { Field } from './schema-fields.js';
import type { BadInput } from './bad-input.js';
import { matrix } from './bad-input-bodies.js';

/** The spec keeps each route's own name for its page size. */
const SIZE_NAMES = ['per_page', 'page_size', 'pageSize'];

const BAD_PAGING: [string, string][] = [
  ['page=0', 'page'], ['page=-1', 'page'], ['page=abc', 'page'], ['page=1.5', 'page'], ['page=99999999999999999999', 'page'],
  ['page=', 'page'], ['page=1&page=2', 'page'], ['page=%00', 'page'], ['page=1e400', 'page'], ['page=Infinity', 'page'], ['page=NaN', 'page'],
  ['per_page=0', 'per_page'], ['per_page=101', 'per_page'], ['per_page=abc', 'per_page'], ['per_page=-1', 'per_page'],
  ['per_page=2.5', 'per_page'], ['per_page=', 'per_page'], ['per_page=10&per_page=20', 'per_page'], ['per_page=99999999999999999999', 'per_page'],
];
const GOOD_PAGING = ['page=1', 'page=1000000', 'per_page=1', 'per_page=100', 'page=2&per_page=100'];

/** Values no enum of the API holds; `{param}` stands for the parameter's name. */
const BAD_VALUES = ['bogus', '', '%00', 'active%00', 'x'.repeat(5000), 'active&{param}=all', '1'];
export const GOOD_DATES = ['2026-02-28', '2024-02-29', '1000-01-01', '9999-12-31'];
export const BAD_DATES = ['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-5', '20260105', '2026-01-05T00:00:00Z', '0999-12-31', '10000-01-01', 'today'];

const gets = (suite: BadInput<unknown>) => suite.targets.filter((t) => t.shape.method === 'GET');
const isPaged = (target: Target) => target.shape.query.some((f) => f.name === 'page');
const sizeOf = (target: Target) => target.shape.query.find((f) => SIZE_NAMES.includes(f.name))?.name ?? null;

/** A query parameter's cases: each bad value 400 naming it, each good one 200. */
export function parameterCases(target: Target, param: string, good: string[], bad: string[]): Case[] {
  const refused: Expect = { status: 400, error: 'invalid_request', field: param };
  return [
    ...bad.map((value) => {
      const query = `${param}=${value.replace('{param}', param)}`;
      return request(target, query.slice(0, 40), { path: pathOf(target, {}, query), expect: refused });
    }),
    ...good.map((value) => request(target, `${param}=${value}`, { path: pathOf(target, {}, `${param}=${value}`), expect: { status: 200 } })),
  ];
}

export function queryTests(suite: BadInput<unknown>): void {
  matrix(suite, 'bad paging is 400 naming page or the page size parameter; the edges of the range are 200', () =>
    gets(suite).filter(isPaged).flatMap(paging));

  matrix(suite, 'paging parameters are unknown on routes that are not paged: 400 naming them', () =>
    gets(suite).filter((t) => !isPaged(t)).flatMap((target) =>
      BAD_PAGING.map(([query, param]) => request(target, query, { path: pathOf(target, {}, query), expect: unknownParameter(param) }))));

  matrix(suite, 'a query parameter the route does not document is 400 naming it, on every route', () =>
    suite.targets.map((target) => request(target, 'unknown parameter', { path: pathOf(target, {}, 'statuss=paid'), expect: unknownParameter('statuss') })));

  matrix(suite, 'an unknown value of an enum or date parameter is 400 naming the parameter; each documented one is 200', () =>
    gets(suite).flatMap((target) => target.shape.query.flatMap((field) => enumOrDate(target, field))));
}

function paging(target: Target): Case[] {
  const size = sizeOf(target);
  const sized = (text: string) => text.replaceAll('per_page', size ?? 'per_page');
  const cases = BAD_PAGING.map(([query, param]) => {
    const expect: Expect = { status: 400, error: 'invalid_request', field: sized(param) };
    return request(target, sized(query), { path: pathOf(target, {}, sized(query)), expect });
  });
  const good = size === null ? GOOD_PAGING.filter((query) => !query.includes('per_page')) : GOOD_PAGING;
  for (const query of good) cases.push(request(target, sized(query), { path: pathOf(target, {}, sized(query)), expect: { status: 200 } }));
  // Another route's name for the page size (or any, on a page of fixed size) is unknown here.
  for (const other of SIZE_NAMES.filter((name) => name !== size)) {
    for (const query of [`${other}=0`, `${other}=abc`, `${other}=25`]) {
      cases.push(request(target, query, { path: pathOf(target, {}, query), expect: unknownParameter(other) }));
    }
  }
  return cases;
}

const unknownParameter = (param: string): Expect => ({ status: 400, error: 'invalid_request', field: param });

function enumOrDate(target: Target, field: Field): Case[] {
  if (field.enum) {
    const [first, second] = field.enum;
    const variants = [first.toUpperCase(), ...(second ? [`${first},${second}`] : [])].filter((v) => !field.enum!.includes(v));
    return parameterCases(target, field.name, field.enum, [...BAD_VALUES, ...variants]);
  }
  if (field.format === 'date') return parameterCases(target, field.name, GOOD_DATES, [...BAD_VALUES, ...BAD_DATES]);
  return [];
}
