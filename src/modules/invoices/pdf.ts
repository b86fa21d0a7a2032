/**
 * The invoice's page as a PDF (API.md §11): the same content, in the same order, on A4 pages, for a
 * client who files or prints invoices. Words and totals come from labels.ts, amounts are the API's own
 * `_formatted` text, as on the page.
 */
import { formatDay, formatDayOf } from '../../platform/pages/dates.js';
import { ended, newPdfDocument, PDF_FONT, type PdfDocument, type PdfFile } from '../../platform/pages/pdf.js';
import { clientName, METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS, totalLines } from './labels.js';
import type { Invoice } from './schemas.js';
import type { InvoicePage, InvoiceService } from './service.js';

const GREY = '#5b6068';
const SIZE = { title: 20, heading: 13, body: 10, small: 8.5 };

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

export async function invoicePdf({ studio, invoice }: InvoicePage): Promise<PdfFile> {
  const document = await newPdfDocument({ title: `Invoice ${invoice.invoice_number}`, author: studio.name });
  document.fontSize(SIZE.body).fillColor(GREY).text(studio.name);
  document.moveDown(0.5).font(PDF_FONT.bold).fontSize(SIZE.title).fillColor('black').text(`Invoice ${invoice.invoice_number}`);
  document.font(PDF_FONT.regular).fontSize(SIZE.heading).text(STATUS_LABELS[invoice.status]);

  heading(document, 'Amount due');
  document.font(PDF_FONT.bold).fontSize(SIZE.title).text(invoice.amount_due_formatted);
  document.font(PDF_FONT.regular).fontSize(SIZE.body).fillColor(GREY)
    .text(invoice.amount_due > 0 ? `Due ${formatDay(invoice.due_date)}` : 'Paid in full. Thank you!').fillColor('black');

  document.moveDown();
  facts(document, [
    ['From', studio.name],
    ['Billed to', [clientName(invoice), invoice.client?.email].filter(Boolean).join('\n')],
    ['Invoice number', invoice.invoice_number],
    ...(invoice.sent_at ? [['Issued', formatDayOf(invoice.sent_at, studio.timezone)] as const] : []),
    ['Due', formatDay(invoice.due_date)],
    ['Status', STATUS_LABELS[invoice.status]],
  ]);

  heading(document, 'Items');
  lineItems(document, invoice);
  heading(document, 'Payments');
  payments(document, invoice, studio.timezone);
  if (invoice.amount_due > 0 && studio.paymentInstructions) {
    heading(document, 'How to pay');
    document.text(studio.paymentInstructions);
  }
  if (invoice.notes) {
    heading(document, 'Notes');
    document.text(invoice.notes);
  }
  return { filename: `invoice-${invoice.invoice_number}.pdf`, document };
}

function heading(document: PdfDocument, text: string): void {
  ensureRoom(document, 4 * SIZE.heading);
  document.moveDown(1.2).font(PDF_FONT.bold).fontSize(SIZE.heading).fillColor('black').text(text, contentLeft(document));
  document.moveDown(0.3).font(PDF_FONT.regular).fontSize(SIZE.body);
}

function facts(document: PdfDocument, rows: ReadonlyArray<readonly [string, string]>): void {
  const left = contentLeft(document);
  for (const [label, value] of rows) {
    const y = document.y;
    document.fontSize(SIZE.body).fillColor(GREY).text(label, left, y, { width: 110 });
    document.fillColor('black').text(value, left + 120, y, { width: contentWidth(document) - 120 });
    document.moveDown(0.2);
  }
}

function lineItems(document: PdfDocument, invoice: Invoice): void {
  const columns = tableColumns(document, ['Item', 'Qty', 'Price', 'Amount'], ['left', 'right', 'right', 'right']);
  row(document, columns, columns.map((column) => column.title), { header: true });
  for (const item of invoice.line_items ?? []) {
    row(document, columns, [item.name, String(item.quantity), item.amount_formatted, item.line_total_formatted], { detail: item.description ?? undefined });
  }
  rule(document);
  for (const { label, amount, emphasis } of totalLines(invoice)) {
    const [first, ...rest] = columns;
    const labelWidth = first.width + rest[0].width + rest[1].width;
    row(document, [{ title: label, width: labelWidth, align: 'right' }, rest[2]], [label, amount], { bold: emphasis });
  }
}

function payments(document: PdfDocument, invoice: Invoice, timeZone: string): void {
  const list = invoice.payments ?? [];
  if (list.length === 0) {
    document.fillColor(GREY).text('No payments yet.').fillColor('black');
    return;
  }
  const columns = tableColumns(document, ['Date', 'Method', 'Status', 'Amount'], ['left', 'left', 'left', 'right']);
  row(document, columns, columns.map((column) => column.title), { header: true });
  for (const payment of list) {
    const refunded = payment.refunded_amount > 0 ? `${payment.refunded_amount_formatted} refunded` : undefined;
    row(document, columns, [formatDayOf(payment.payment_date, timeZone), METHOD_LABELS[payment.payment_method], PAYMENT_STATUS_LABELS[payment.status], payment.amount_formatted], { detail: refunded, detailColumn: 2 });
  }
}

/** Four columns: the first takes what the three narrow ones leave. Figures align right, as on the page. */
function tableColumns(document: PdfDocument, titles: [string, string, string, string], aligns: Column['align'][]): Column[] {
  const narrow = 85;
  return titles.map((title, i) => ({ title, width: i === 0 ? contentWidth(document) - 3 * narrow : narrow, align: aligns[i] }));
}

interface RowStyle {
  header?: boolean;
  bold?: boolean;
  /** A smaller grey line under one cell (an item's description, a refund). */
  detail?: string;
  detailColumn?: number;
}

function row(document: PdfDocument, columns: Column[], cells: string[], style: RowStyle = {}): void {
  const padding = 4;
  document.font(style.bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(style.header ? SIZE.small : SIZE.body);
  const detailColumn = style.detailColumn ?? 0;
  const heights = cells.map((cell, i) => {
    const width = columns[i].width - padding;
    const detail = style.detail && i === detailColumn ? document.fontSize(SIZE.small).heightOfString(style.detail, { width }) : 0;
    document.fontSize(style.header ? SIZE.small : SIZE.body);
    return document.heightOfString(cell, { width }) + detail;
  });
  const height = Math.max(...heights) + padding;
  ensureRoom(document, height);
  const y = document.y;
  let x = contentLeft(document);
  cells.forEach((cell, i) => {
    const { width, align } = columns[i];
    document.fillColor(style.header ? GREY : 'black').text(cell, x, y, { width: width - padding, align });
    if (style.detail && i === detailColumn) {
      document.fontSize(SIZE.small).fillColor(GREY).text(style.detail, x, document.y, { width: width - padding, align }).fontSize(style.header ? SIZE.small : SIZE.body);
    }
    x += width;
  });
  document.fillColor('black').font(PDF_FONT.regular).fontSize(SIZE.body);
  document.x = contentLeft(document);
  document.y = y + height;
  if (style.header) rule(document);
}

function rule(document: PdfDocument): void {
  const y = document.y;
  document.moveTo(contentLeft(document), y).lineTo(contentLeft(document) + contentWidth(document), y).lineWidth(0.5).strokeColor('#c8ccd2').stroke();
  document.y = y + 4;
}

/** A new page when what comes next would cross the bottom margin. */
function ensureRoom(document: PdfDocument, height: number): void {
  if (document.y + height > document.page.height - document.page.margins.bottom) document.addPage();
}

const contentLeft = (document: PdfDocument) => document.page.margins.left;
const contentWidth = (document: PdfDocument) => document.page.width - document.page.margins.left - document.page.margins.right;

/** Draws the PDF of the studio's invoice whose page has this token; null when there is none. */
export function invoicePdfSource(invoices: InvoiceService) {
  return async (studioId: string, { token, origin }: Record<string, string>): Promise<Buffer | null> => {
    const page = await invoices.forPage(token, origin);
    if (!page || page.studio.id !== studioId) return null;
    return ended((await invoicePdf(page)).document);
  };
}
