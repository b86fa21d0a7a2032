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
  // One test for the common cell, which needs neither guard nor quotes.
  if (!NEEDS_CARE.test(value)) return value;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const NEEDS_CARE = new RegExp(`${FORMULA_START.source}|${NEEDS_QUOTES.source}`);

const HEADER = `${COLUMNS.map(([name]) => csvCell(name)).join(',')}\r\n`;

function csvLine(row: ClientRow): string {
  let text = csvCell(COLUMNS[0][1](row));
  for (let i = 1; i < COLUMNS.length; i++) text += `,${csvCell(COLUMNS[i][1](row))}`;
  return `${text}\r\n`;
}

/** The export as text chunks: the header, then one chunk of lines per batch of clients. */
export async function* clientsCsv(batches: AsyncIterable<ClientRow[]>): AsyncGenerator<string> {
  yield BOM + HEADER;
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) chunk += csvLine(row);
    yield chunk;
  }
}
