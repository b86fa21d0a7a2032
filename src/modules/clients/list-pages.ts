import { offsetOf, pageMeta, type PageCursors, type PageMeta, type PageRequest } from '../../platform/paging.js';
import { encodeCursor, type ListCursor } from './cursors.js';
import type { ClientQueries, ClientRow, ListPosition } from './queries.js';
import type { ClientType } from './schemas.js';

/** The list a page belongs to: a studio's contacts of some types, so many a page. */
export interface ListScope {
  studioId: string;
  types: ClientType[];
  perPage: number;
}

export interface RowPage {
  rows: ClientRow[];
  meta: PageMeta;
  cursors: PageCursors;
}

/**
 * A page by its number: OFFSET over the covering index, so the cost grows with the page number; the
 * total is read from the maintained counts. Its cursors let a caller go on without offsets.
 */
export async function pageByNumber(queries: ClientQueries, scope: ListScope, paging: PageRequest): Promise<RowPage> {
  const [rows, total] = await Promise.all([
    queries.page(scope.studioId, scope.types, paging.perPage, offsetOf(paging)),
    queries.total(scope.studioId, scope.types),
  ]);
  return answered(scope, rows, pageMeta(paging, total, rows.length), { newer: paging.page > 1, older: offsetOf(paging) + rows.length < total });
}

/** The page a cursor leads to, read by keyset next to its position: the same cost on page 2 as on page 40 000. */
export async function pageByCursor(queries: ClientQueries, cursor: ListCursor): Promise<RowPage> {
  const { step } = cursor;
  if (step.kind === 'last') return lastPage(queries, cursor);
  return step.kind === 'after' ? pageAfter(queries, cursor, step.at) : pageBefore(queries, cursor, step.at);
}

/** The clients older than a position; one more is read to learn whether a next page exists. */
async function pageAfter(queries: ClientQueries, cursor: ListCursor, at: ListPosition): Promise<RowPage> {
  const [read, total] = await Promise.all([
    queries.pageBeside(cursor.studioId, cursor.types, { kind: 'older', at }, cursor.perPage + 1),
    queries.total(cursor.studioId, cursor.types),
  ]);
  const older = read.length > cursor.perPage;
  const rows = read.slice(0, cursor.perPage);
  const lastPage = lastPageOf(total, cursor.perPage);
  // Clients made or deleted while the caller walks shift the pages: the end is the last page whatever the count said.
  const page = older ? Math.min(cursor.page, lastPage) : rows.length > 0 ? lastPage : cursor.page;
  const emptyPrev = rows.length === 0 && page > 1 ? encodeCursor({ ...cursor, page: page - 1, step: { kind: 'before', at } }) : null;
  const answer = answered(cursor, rows, pageMeta({ page, perPage: cursor.perPage }, total, rows.length), { newer: page > 1, older });
  return rows.length > 0 ? answer : { ...answer, cursors: { ...answer.cursors, prev: emptyPrev } };
}

/**
 * The clients newer than a position: read oldest first from it, one more to learn whether a previous
 * page exists. Fewer than a page means the position is within the first page now: that page is answered.
 */
async function pageBefore(queries: ClientQueries, cursor: ListCursor, at: ListPosition): Promise<RowPage> {
  const read = await queries.pageBeside(cursor.studioId, cursor.types, { kind: 'newer', at }, cursor.perPage + 1);
  if (read.length < cursor.perPage) return pageByNumber(queries, cursor, { page: 1, perPage: cursor.perPage });
  const newer = read.length > cursor.perPage;
  // Newest first: the extra row, when there is one, is the newest, and belongs to the page before.
  const rows = newer ? read.slice(1) : read;
  const total = await queries.total(cursor.studioId, cursor.types);
  const page = newer ? Math.max(2, cursor.page) : 1;
  return answered(cursor, rows, pageMeta({ page, perPage: cursor.perPage }, total, rows.length), { newer, older: true });
}

/** The last page: its rows are the list's oldest, read from that end of the index, as many as the count leaves for it. */
async function lastPage(queries: ClientQueries, cursor: ListCursor): Promise<RowPage> {
  const total = await queries.total(cursor.studioId, cursor.types);
  const page = lastPageOf(total, cursor.perPage);
  const rows = await queries.pageBeside(cursor.studioId, cursor.types, { kind: 'oldest' }, total - (page - 1) * cursor.perPage);
  return answered(cursor, rows, pageMeta({ page, perPage: cursor.perPage }, total, rows.length), { newer: page > 1, older: false });
}

const lastPageOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** The page with its cursors: to the pages beside it where there are rows beyond it, and to the last. */
function answered(scope: ListScope, rows: ClientRow[], meta: PageMeta, beyond: { newer: boolean; older: boolean }): RowPage {
  const list = { studioId: scope.studioId, types: scope.types, perPage: scope.perPage };
  const first = rows.at(0);
  const last = rows.at(-1);
  const positionOf = (row: ClientRow) => ({ createdAt: row.createdAt, id: row.id });
  return {
    rows,
    meta,
    cursors: {
      next: beyond.older && last ? encodeCursor({ ...list, page: meta.current_page + 1, step: { kind: 'after', at: positionOf(last) } }) : null,
      prev: beyond.newer && first ? encodeCursor({ ...list, page: meta.current_page - 1, step: { kind: 'before', at: positionOf(first) } }) : null,
      last: encodeCursor({ ...list, page: meta.last_page, step: { kind: 'last' } }),
    },
  };
}
