import type { FastifyRequest } from 'fastify';
import { originOf } from './http.js';

export interface PageRequest {
  page: number;
  perPage: number;
}

export interface PageMeta {
  current_page: number;
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
}

export interface PageLinks {
  first: string;
  last: string;
  prev: string | null;
  next: string | null;
}

/** A page of a list as the API answers it. */
export interface ListPage<Item> {
  data: Item[];
  meta: PageMeta;
}

/** Where a list's pages come from: the rows of one page, and how many rows there are in all. */
export interface PageSource<Row> {
  rows: (limit: number, offset: number) => PromiseLike<Row[]>;
  total: () => PromiseLike<number>;
}

/** A list with nothing in it: what a filter that can match nothing (another client's id) reads. */
export const NO_ROWS: PageSource<never> = { rows: async () => [], total: async () => 0 };

export const offsetOf = ({ page, perPage }: PageRequest) => (page - 1) * perPage;

/** A slice of a list by position, the API's other paging form beside page numbers (API.md §8): `limit` items from `offset`. */
export interface OffsetRequest {
  limit: number;
  offset: number;
}

/** Where a slice stands in the list: its total, and the `limit` and `offset` applied. */
export interface OffsetMeta extends OffsetRequest {
  total: number;
}

/** A slice of a list as the API answers it in the limit/offset form. */
export interface OffsetPage<Item> {
  data: Item[];
  meta: OffsetMeta;
}

/** Turns a list's rows into what the API answers for them. */
export type Present<Row, Item> = (rows: Row[]) => Item[] | Promise<Item[]>;

/** The rows of one window of a list, and the list's total, read together: what both forms answer. */
async function readWindow<Row>(source: PageSource<Row>, limit: number, offset: number): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([source.rows(limit, offset), source.total()]);
  return { rows, total };
}

/** One page of a list: its rows and the total read together, the rows presented, the meta counted. */
export async function paged<Row, Item>(paging: PageRequest, source: PageSource<Row>, present: Present<Row, Item>): Promise<ListPage<Item>> {
  const { rows, total } = await readWindow(source, paging.perPage, offsetOf(paging));
  return { data: await present(rows), meta: pageMeta(paging, total, rows.length) };
}

/** One slice of a list in the limit/offset form: its rows and the total read together, the rows presented. */
export async function offsetPaged<Row, Item>(slice: OffsetRequest, source: PageSource<Row>, present: Present<Row, Item>): Promise<OffsetPage<Item>> {
  const { rows, total } = await readWindow(source, slice.limit, slice.offset);
  return { data: await present(rows), meta: offsetMeta(slice, total) };
}

/** The limit/offset meta, which a list with figures of its own over the whole list adds them to. */
export const offsetMeta = ({ limit, offset }: OffsetRequest, total: number): OffsetMeta => ({ total, limit, offset });

/** One page's rows from a statement that carries the list's total on each row (null when no row came back). */
export type CarriedTotalPage<Row> = (limit: number, offset: number) => PromiseLike<{ rows: Row[]; total: number | null }>;

/**
 * One page of a list whose statement carries the total on each row, and the total: a page past the end
 * has no row to carry it, so the first page is asked for it then.
 */
export async function pageCarryingTotal<Row>(paging: PageRequest, page: CarriedTotalPage<Row>): Promise<{ rows: Row[]; total: number }> {
  const found = await page(paging.perPage, offsetOf(paging));
  if (found.total !== null || paging.page === 1) return { rows: found.rows, total: found.total ?? 0 };
  return { rows: found.rows, total: (await page(1, 0)).total ?? 0 };
}

/** Laravel-style paging meta; a page past the end has `from`/`to` null and correct totals. */
export function pageMeta({ page, perPage }: PageRequest, total: number, shown: number): PageMeta {
  const from = shown > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    from,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    to: from === null ? null : from + shown - 1,
    total,
  };
}

/**
 * The request's absolute URL with its query parameters changed by `edit`, every other one kept: what
 * each link of a page answers.
 */
function relinked(req: FastifyRequest): (edit: (params: URLSearchParams) => void) => string {
  const [path, query = ''] = req.url.split('?', 2);
  const base = originOf(req) + path;
  return (edit) => {
    const params = new URLSearchParams(query);
    edit(params);
    const search = params.toString();
    return search ? `${base}?${search}` : base;
  };
}

/** Absolute page links that keep every other query parameter of the request. */
export function pageLinks(req: FastifyRequest, meta: PageMeta, pageParam = 'page'): PageLinks {
  const link = relinked(req);
  const at = (page: number) => link((params) => params.set(pageParam, String(page)));
  const { current_page: page, last_page: last } = meta;
  return {
    first: at(1),
    last: at(last),
    prev: page > 1 ? at(Math.min(page - 1, last)) : null,
    next: page < last ? at(page + 1) : null,
  };
}

/** Cursors of the pages beside one answered by cursor, and of the last page. */
export interface PageCursors {
  next: string | null;
  prev: string | null;
  last: string;
}

/**
 * Absolute links of a page answered by cursor: `first` without a cursor (page 1 by number, cheap), the
 * others with theirs. Every other query parameter of the request is kept, `page` never (it excludes `cursor`).
 */
export function cursorLinks(req: FastifyRequest, cursors: PageCursors, cursorParam = 'cursor'): PageLinks {
  const link = relinked(req);
  const at = (cursor: string | null) => link((params) => {
    params.delete('page');
    if (cursor === null) params.delete(cursorParam);
    else params.set(cursorParam, cursor);
  });
  return {
    first: at(null),
    last: at(cursors.last),
    prev: cursors.prev === null ? null : at(cursors.prev),
    next: cursors.next === null ? null : at(cursors.next),
  };
}

/** Whether the request's query string names a parameter, default values apart. */
export function sentParam(req: FastifyRequest, name: string): boolean {
  const query = req.url.split('?', 2)[1] ?? '';
  return new URLSearchParams(query).has(name);
}
