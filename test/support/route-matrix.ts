/**
 * The routes under test come from the application itself: every /api/v1 route Fastify registered, with
 * its path parameters, query parameters and body fields read from its schema. Each area says, in its
 * entry for a route, only what cannot be derived: how to build a request the route accepts from records
 * of a studio, and the answers the spec fixes beyond the derived ones. A registered route without an
 * entry, or an entry without a registered route, fails the coverage test.
 */
import assert from 'node:assert/strict';
import type { RegisteredRoute } from '../../src/app.js';
import type { Area } from '../../src/platform/errors.js';
import type { Access } from '../../src/platform/http.js';
import type { TestServer, TestStudio } from '../helpers.js';
import type { Answers, Case, Expect } from './answers.js';
import { idShapeOf, type IdShape } from './id-shapes.js';
import { fieldsOf, isReference, type Field, type JsonSchema } from './schema-fields.js';

export const API_PREFIX = '/api/v1';

/** A registered route as the suites see it, its URL relative to /api/v1. */
export interface RouteShape {
  /** `METHOD /url`, the name entries use: `PUT /coupons/:coupon_id`. */
  key: string;
  method: string;
  url: string;
  access: Access;
  area: Area;
  /** Path parameters in the order the URL has them. */
  params: string[];
  query: Field[];
  /** The body's fields; null when the route reads no body. */
  body: Field[] | null;
}

/** What an area says about one of its routes. `R` is what the area's `records` made in a studio. */
export interface RouteEntry<R> {
  /** A value for each path parameter that the route accepts. */
  params?: (records: R) => Record<string, string>;
  /** Query parameters the route needs to accept a request (the search's `q`, a summary's `client_id`). */
  query?: (records: R) => Record<string, string>;
  /** A body the route accepts; a new one each call (codes and emails are unique). */
  body?: (records: R) => Record<string, unknown>;
  /** Every field of the body is optional, so the body itself may be left out. */
  bodyOptional?: boolean;
  /** What a request with the valid body answers, when it is not 201 (POST) or 200 (other methods). */
  accepted?: Expect;
  /**
   * The code of a 404 for an id the studio does not have, per id parameter: `not_found` unless given.
   * Query ids (`client_id`) must be named: `filter` when an unknown one simply matches nothing.
   */
  missing?: Record<string, string>;
  /**
   * Path ids of records kept outside the service (a contract template): any well-formed one is accepted,
   * so none is missing or another studio's. A malformed one is still 400 invalid_id.
   */
  unowned?: string[];
  /** A GET that issues something new at each call (an upload ticket): its answer is no view of stored state. */
  issuesNew?: boolean;
  /**
   * What a client portal token answers on an `any` route, when not 200: the records belong to another
   * client of the studio than the token's (a conversation is then 403 access_denied, API.md §4).
   */
  portal?: Expect;
  /** Fields another route of the area takes but this one refuses (a coupon's code cannot change). */
  immutable?: string[];
  /** What a NUL character in these fields answers, where it is not 422 naming the field. */
  nul?: Record<string, Expect>;
  answers?: Answers;
  /**
   * For each body field naming another record: how a record of another studio there is refused. A field
   * whose name does not say which record it names (a gallery's `cover_photo_id`) is a reference when named here.
   */
  references?: Record<string, Reference<R>>;
}

export interface Reference<R> {
  /** The code of the 422 naming the field. */
  error: string;
  /** A body that uses the reference, when the route's valid body does not. */
  body?: (records: R) => Record<string, unknown>;
}

export interface AreaRoutes<R = any> {
  name: string;
  /** How the area's studios are made, when the default studio does not suit its records (a time zone of its own). */
  studio?: { currency?: string; timezone?: string };
  /** The records valid requests act on, made in `studio` through the API or the services. */
  records: (server: TestServer, studio: TestStudio) => Promise<R>;
  routes: Record<string, RouteEntry<R>>;
}

/** Every /api/v1 route, HEAD duplicates of GET routes left out. */
export function apiRouteShapes(routes: RegisteredRoute[]): RouteShape[] {
  return routes.filter((r) => r.method !== 'HEAD' && r.url.startsWith(`${API_PREFIX}/`)).map(shapeOf);
}

function shapeOf(route: RegisteredRoute): RouteShape {
  const url = route.url.slice(API_PREFIX.length);
  const schema = (route.schema ?? {}) as { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
  const inUrl = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const declared = Object.keys(schema.params?.properties ?? {}).filter((name) => !inUrl.includes(name));
  return {
    key: `${route.method} ${url}`,
    method: route.method,
    url,
    access: route.config?.access ?? 'public',
    area: route.config?.area ?? 'standard',
    params: [...inUrl, ...declared],
    query: fieldsOf(schema.querystring),
    body: schema.body ? fieldsOf(schema.body) : null,
  };
}

/** Everything wrong between the registered routes and the areas' entries, each naming its route. */
export function coverageProblems(shapes: RouteShape[], areas: AreaRoutes[]): string[] {
  const problems: string[] = [];
  for (const shape of shapes) {
    const owners = areas.filter((area) => shape.key in area.routes).map((area) => area.name);
    if (owners.length === 0) problems.push(`${shape.key} is registered but no area has an entry for it`);
    if (owners.length > 1) problems.push(`${shape.key} has entries in several areas: ${owners.join(', ')}`);
  }
  const collections = collectionsOf(shapes);
  for (const area of areas) {
    for (const [key, entry] of Object.entries(area.routes)) {
      const shape = shapes.find((s) => s.key === key);
      if (shape) problems.push(...entryProblems(shape, entry, collections));
      else problems.push(`${key} (area ${area.name}) has an entry but is not registered`);
    }
  }
  return problems;
}

/** The first segment of every route's path: `clients`, `coupons`, `gift_cards`… */
export const collectionsOf = (shapes: RouteShape[]) => new Set(shapes.map((shape) => shape.url.split('/')[1]));

/** The body fields of a route that name other records of the studio. */
export const referencesOf = (shape: RouteShape, collections: Set<string>) => (shape.body ?? []).filter((field) => isReference(field, collections));

/** The body fields of a target that name other records: those derived from their names, and those its entry names. */
export function bodyReferencesOf(target: Target, collections: Set<string>): Field[] {
  const derived = referencesOf(target.shape, collections);
  const named = Object.keys(target.entry.references ?? {}).filter((name) => !derived.some((field) => field.name === name));
  return [...derived, ...named.map((name) => fieldOf(target, name))];
}

function entryProblems(shape: RouteShape, entry: RouteEntry<unknown>, collections: Set<string>): string[] {
  const problems: string[] = [];
  if (shape.params.length > 0 && !entry.params) problems.push(`${shape.key}: the entry gives no values for ${shape.params.join(', ')}`);
  if (shape.params.length === 0 && entry.params) problems.push(`${shape.key}: the entry gives path parameters the route does not have`);
  if (shape.body && !entry.body) problems.push(`${shape.key}: the route reads a body but the entry gives none`);
  if (!shape.body && entry.body) problems.push(`${shape.key}: the entry gives a body but the route reads none`);
  for (const field of shape.query.filter((f) => f.name.endsWith('_id'))) {
    if (!entry.missing?.[field.name]) problems.push(`${shape.key}: the entry does not say how an unknown ${field.name} answers`);
  }
  for (const field of referencesOf(shape, collections)) {
    if (!entry.references?.[field.name]) problems.push(`${shape.key}: the entry does not say how a foreign ${field.name} is refused`);
  }
  return problems;
}

/** A route with its entry and the values of a request it accepts, made from one studio's records. */
export interface Target {
  name: string;
  shape: RouteShape;
  entry: RouteEntry<any>;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: () => Record<string, unknown>;
  /** The credential the route needs (none on public routes). */
  auth: Record<string, string>;
}

/** The area's routes, in the order the application registered them, ready to be sent for `studio`'s records. */
export function targetsOf<R>(shapes: RouteShape[], area: AreaRoutes<R>, records: R, token: string): Target[] {
  return shapes.filter((shape) => shape.key in area.routes).map((shape): Target => {
    const entry = area.routes[shape.key];
    const params = entry.params?.(records) ?? {};
    assert.deepEqual(Object.keys(params).sort(), [...shape.params].sort(), `${shape.key}: the entry's path parameters`);
    const make = entry.body;
    return {
      name: shape.key,
      shape,
      entry,
      params,
      query: entry.query?.(records) ?? {},
      body: make && (() => make(records)),
      auth: shape.access === 'public' ? {} : ({ authorization: `Bearer ${token}` } as Record<string, string>),
    };
  });
}

/** The path parameters that hold identifiers (a summary's `:currency` does not), with the shape of their ids (id-shapes.ts). */
export function idParams(target: Target): { name: string; shape: IdShape; missing: string }[] {
  return target.shape.params.flatMap((name) => {
    const shape = idShapeOf(target.params[name]);
    return shape ? [{ name, shape, missing: target.entry.missing?.[name] ?? 'not_found' }] : [];
  });
}

/** The id parameters naming records of the studio: those an unknown or another studio's id makes a 404. */
export const ownedIdParams = (target: Target) => idParams(target).filter(({ name }) => !target.entry.unowned?.includes(name));

/** The route's path with its parameters (some replaced, already encoded), its query and any extra query text. */
export function pathOf(target: Target, params: Record<string, string> = {}, extraQuery = ''): string {
  const values = { ...target.params, ...params };
  const path = target.shape.url.replace(/:(\w+)/g, (_, name: string) => values[name]);
  const query = [new URLSearchParams(target.query).toString(), extraQuery].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

/** A request to the route with its valid body (or none) and the studio's credential. */
export function request(target: Target, label: string, over: Partial<Case> = {}): Case {
  return {
    label: `${target.name}: ${label}`,
    method: target.shape.method,
    path: pathOf(target),
    area: target.shape.area,
    answers: target.entry.answers,
    body: target.body ? JSON.stringify(target.body()) : undefined,
    ...over,
    headers: { ...target.auth, ...over.headers },
  };
}

/** What a request the route accepts answers: a POST creates (201) unless the entry says otherwise (API.md §9). */
export function accepted(target: Target): Expect {
  return target.entry.accepted ?? { status: target.shape.method === 'POST' ? 201 : 200 };
}

export function targetNamed(targets: Target[], key: string): Target {
  const found = targets.find((t) => t.name === key);
  assert.ok(found, `no route ${key}`);
  return found;
}

export function fieldOf(target: Target, name: string): Field {
  const found = [...(target.shape.body ?? []), ...immutableFields(target)].find((f) => f.name === name);
  assert.ok(found, `${target.name} has no body field ${name}`);
  return found;
}

/** Fields the route refuses to change, as string fields of the body (their cases are those of text). */
export function immutableFields(target: Target): Field[] {
  return (target.entry.immutable ?? []).map((name) => ({ name, type: 'string', nullable: false, required: false }));
}
