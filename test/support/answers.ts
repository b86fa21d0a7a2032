/**
 * What every answer must look like, and what some answers must be exactly: never a 500, a documented
 * status, the error body of the route's area (API.md §1), and where the spec is explicit the exact
 * status, code and fields.
 */
import assert from 'node:assert/strict';
import type { Area } from '../../src/platform/errors.js';
import type { Got, Send, Sent } from './raw-http.js';

export const DOCUMENTED = [200, 201, 400, 401, 403, 404, 405, 409, 413, 415, 422, 429];

export interface Expect {
  status?: number | number[];
  error?: string | string[];
  /** `details` must name this field (nested as `a.b`) or each of these, and nothing but them or their parents. */
  field?: string | string[];
  /** The message must contain this text. */
  message?: string;
  /** A 200 list whose `data` holds exactly the records with these ids (any order), all counted in `meta.total`. */
  ids?: string[];
}

/**
 * What a successful answer is: `{data}` or `{message}`, the CSV export, a document of its own (OpenAPI),
 * a stream of Server-Sent Events (read up to its first lines), or a ZIP archive.
 */
export type Answers = 'json' | 'csv' | 'document' | 'events' | 'zip';

export interface Case extends Sent {
  label: string;
  area: Area;
  answers?: Answers;
  expect?: Expect;
}

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
// Stack frames and database internals that must never reach a client.
const LEAKS = [
  /\n\s+at /,
  /\bat [^\s()]+ \([^)]*:\d+:\d+\)/,
  /node_modules|\.ts:\d+|\.js:\d+/,
  /Failed query|params:|\bselect\b[^"]*\bfrom\b|\binsert into\b|\bupdate "|\bdelete from\b/i,
  /violates|duplicate key|invalid input syntax|syntax error|relation "|column "|constraint "|pg_catalog|drizzle|postgres/i,
];

/** The area a path that matched no route answers in (API.md §1): invoices and conversations have their own. */
export function areaOfUnknownPath(path: string): Area {
  if (path.startsWith('/conversation')) return 'conversations';
  if (path.startsWith('/invoices')) return 'invoices';
  return 'standard';
}

/** What an error body says, whatever its area's shape. */
interface ErrorView {
  code: unknown;
  message: unknown;
  details: unknown;
}

const NO_ERROR: ErrorView = { code: undefined, message: undefined, details: undefined };

/**
 * The code, message and details of an error body; anything the area's shape does not have goes to
 * `problems`. Standard: `{error: "<code>", message, details?}`. Invoices: `{error: {code, message, details?}}`.
 * Conversations: `{error: "<message>", code: "<CODE>", details?}`, the code upper-cased.
 */
export function errorOf(area: Area, json: Record<string, any>, problems: string[]): ErrorView {
  const allowed = { standard: ['error', 'message', 'details'], invoices: ['error'], conversations: ['error', 'code', 'details', 'max_size'] }[area];
  const extra = Object.keys(json).filter((k) => !allowed.includes(k));
  if (extra.length > 0) problems.push(`error body has extra keys ${extra.join(', ')}`);
  if (area === 'standard') return { code: json.error, message: json.message, details: json.details };
  if (area === 'conversations') return { code: typeof json.code === 'string' ? json.code.toLowerCase() : json.code, message: json.error, details: json.details };
  const error = json.error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) {
    problems.push(`error is not an object with code and message: ${JSON.stringify(error)}`);
    return NO_ERROR;
  }
  const inner = Object.keys(error).filter((k) => !['code', 'message', 'details'].includes(k));
  if (inner.length > 0) problems.push(`error has extra keys ${inner.join(', ')}`);
  return { code: error.code, message: error.message, details: error.details };
}

const statusIn = (expected: number | number[], status: number) => [expected].flat().includes(status);

/** Problems with one answer; empty when it is right. */
export function problemsWith(c: Case, got: Got): string[] {
  const problems: string[] = [];
  const { status, json } = got;
  if (status >= 500) problems.push(`status ${status}`);
  else if (!DOCUMENTED.includes(status)) problems.push(`undocumented status ${status}`);
  const e = c.expect;
  if (e?.status !== undefined && !statusIn(e.status, status)) problems.push(`expected status ${[e.status].flat().join(' or ')}`);
  if (c.answers === 'csv' && status < 400) return [...problems, ...csvProblems(got)];
  if (c.answers === 'events' && status < 400) return [...problems, ...eventStreamProblems(got)];
  if (c.answers === 'zip' && status < 400) return [...problems, ...zipProblems(got)];
  if (!/^application\/json/.test(String(got.headers['content-type']))) problems.push(`content-type ${got.headers['content-type']}`);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [...problems, 'body is not a JSON object'];
  if (status < 400) return [...problems, ...successProblems(c, json)];
  const error = errorOf(c.area, json, problems);
  if (typeof error.code !== 'string' || !SNAKE.test(error.code)) problems.push(`the error code is not snake_case: ${JSON.stringify(error.code)}`);
  if (typeof error.message !== 'string' || error.message.length === 0) problems.push('message is not a non-empty string');
  if (error.details !== undefined || status === 422) problems.push(...detailsProblems(error.details));
  for (const leak of LEAKS) if (leak.test(got.text)) problems.push(`body leaks internals (${leak})`);
  if (e?.error !== undefined && ![e.error].flat().includes(error.code as string)) problems.push(`expected error ${[e.error].flat().join(' or ')}`);
  if (e?.field !== undefined) problems.push(...fieldProblems([e.field].flat(), error.details));
  if (e?.message !== undefined && !String(error.message).includes(e.message)) problems.push(`message does not mention ${e.message}`);
  return problems;
}

/** API.md §10: the live events are a stream that opens with its retry hint. */
function eventStreamProblems(got: Got): string[] {
  const problems: string[] = [];
  if (got.headers['content-type'] !== 'text/event-stream') problems.push(`content-type ${got.headers['content-type']}`);
  if (!/^retry: \d+\n/m.test(got.text)) problems.push('the stream does not open with a retry hint');
  return problems;
}

/** API.md §10: a download is a ZIP (a local file header first, or the end record of an empty archive). */
function zipProblems(got: Got): string[] {
  const problems: string[] = [];
  if (got.headers['content-type'] !== 'application/zip') problems.push(`content-type ${got.headers['content-type']}`);
  const signature = got.text.slice(0, 4);
  if (signature !== 'PK\u0003\u0004' && signature !== 'PK\u0005\u0006') problems.push('the body is not a ZIP archive');
  return problems;
}

/** API.md §7: the export is UTF-8 CSV, a byte-order mark and the header row first. */
function csvProblems(got: Got): string[] {
  const problems: string[] = [];
  if (got.headers['content-type'] !== 'text/csv; charset=utf-8') problems.push(`content-type ${got.headers['content-type']}`);
  if (!got.text.startsWith('\uFEFFid,first_name,last_name,email,')) problems.push('the CSV does not start with the BOM and the header row');
  return problems;
}

function successProblems(c: Case, json: Record<string, any>): string[] {
  const problems: string[] = [];
  if (c.answers !== 'document' && !('data' in json) && !('message' in json)) problems.push('success body has neither data nor message');
  const ids = c.expect?.ids;
  if (ids === undefined) return problems;
  const found: string[] = Array.isArray(json.data) ? json.data.map((row: { id: string }) => row.id) : [];
  if (JSON.stringify([...found].sort()) !== JSON.stringify([...ids].sort())) problems.push(`expected exactly [${ids.join(', ')}], got [${found.join(', ')}]`);
  if (json.meta?.total !== ids.length) problems.push(`meta.total is ${json.meta?.total}, expected ${ids.length}`);
  return problems;
}

function fieldProblems(fields: string[], details: unknown): string[] {
  const keys = Object.keys((details ?? {}) as object);
  const problems = fields.filter((field) => !keys.includes(field)).map((field) => `details do not name ${field}`);
  const others = keys.filter((k) => !fields.some((field) => k === field || field.startsWith(`${k}.`)));
  if (others.length > 0) problems.push(`details name other fields too: ${others.join(', ')}`);
  return problems;
}

function detailsProblems(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return ['details missing or not an object'];
  const entries = Object.entries(details);
  if (entries.length === 0) return ['details is empty'];
  return entries
    .filter(([, messages]) => !Array.isArray(messages) || messages.length === 0 || messages.some((m) => typeof m !== 'string' || m === ''))
    .map(([field]) => `details.${field} is not a non-empty list of messages`);
}

export function describe(c: Case): string {
  const path = c.path.length > 90 ? `${c.path.slice(0, 90)}…(${c.path.length} chars)` : c.path;
  return `${c.method} ${path} [${c.label}]`;
}

/** Sends one case and fails with its problems; answers the reply for further checks. */
export async function expectOne(send: Send, c: Case): Promise<Got> {
  const got = await send(c);
  assert.deepEqual(problemsWith(c, got), [], `${describe(c)} → ${got.status} ${got.text.slice(0, 200)}`);
  return got;
}

/** Sends every case, 20 at a time, and fails once with every wrong answer listed. */
export async function expectAll(send: Send, cases: Case[]): Promise<void> {
  assert.ok(cases.length > 0, 'there are cases to send');
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const got = await send(c);
      const problems = problemsWith(c, got);
      if (problems.length > 0) failures.push(`${describe(c)} → ${got.status} ${got.text.slice(0, 200)}\n    ${problems.join('; ')}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  assert.deepEqual(failures, [], `${failures.length} of ${cases.length} answers are wrong:\n${failures.join('\n')}`);
}
