import type { ClientRow } from './queries.js';
import { CLIENT_STATUSES } from './service.js';
import { countryById } from './countries.js';

/** Columns of the export (API.md §7), in order. */
const COLUMNS: [string, (row: ClientRow) => string | null][] = [
  ['id', (r) => r.id],
  ['first_name', (r) => r.firstName],
  ['last_name', (r) => r.lastName],
  ['email', (r) => r.email],
  ['phone', (r) => r.phone],
  ['company', (r) => r.company],
  ['job_title', (r) => r.jobTitle],
  ['type', (r) => r.type],
  ['status', (r) => CLIENT_STATUSES[r.status as 1 | 2]],
  ['address_line_1', (r) => r.addressLine1],
  ['address_line_2', (r) => r.addressLine2],
  ['city', (r) => r.city],
  ['state', (r) => r.state],
  ['postal_code', (r) => r.postalCode],
  ['country', (r) => (r.countryId === null ? null : (countryById(r.countryId)?.name ?? null))],
  ['notes', (r) => r.notes],
  ['created_at', (r) => r.createdAt],
];

// A byte-order mark so that spreadsheets open the file as UTF-8 rather than a legacy code page.
const BOM = '\uFEFF';

/**
 * One RFC 4180 cell. A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or
 * carriage return) is prefixed with an apostrophe: CSV injection is a real attack on studio staff.
 */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The export as text chunks: the header, then one line per client, batched for fewer writes. */
export async function* clientsCsv(rows: AsyncIterable<ClientRow>): AsyncGenerator<string> {
  yield BOM + line(COLUMNS.map(([name]) => name));
  let chunk = '';
  let count = 0;
  for await (const row of rows) {
    chunk += line(COLUMNS.map(([, value]) => value(row)));
    if (++count % 500 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
