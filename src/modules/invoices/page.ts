/**
 * The invoice's page for the client (API.md §11): who bills whom, what for, what was paid, what is
 * left, and how to pay it. Every value goes through the escaping templates; amounts are the API's own
 * `_formatted` text, made in one place (money.ts).
 */
import { formatDay, formatDayOf } from '../../platform/pages/dates.js';
import { html, type Html } from '../../platform/pages/html.js';
import { layout } from '../../platform/pages/layout.js';
import { safeUrl } from '../../platform/pages/url.js';
import { clientName, METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS, totalLines, type TotalLine } from './labels.js';
import { INVOICE_PDF_SUFFIX } from './present.js';
import type { Invoice, LineItem, Payment } from './schemas.js';
import type { InvoicePage } from './service.js';

export function invoicePage({ studio, invoice }: InvoicePage): Html {
  return layout({
    title: `Invoice ${invoice.invoice_number}`,
    studioName: studio.name,
    main: html`<h1>Invoice ${invoice.invoice_number} <span class="status status-${invoice.status}">${STATUS_LABELS[invoice.status]}</span></h1>
${summary(invoice)}
${parties(studio.name, invoice, studio.timezone)}
${lineItems(invoice)}
${payments(invoice.payments ?? [], studio.timezone)}
${invoice.amount_due > 0 && studio.paymentInstructions ? howToPay(studio.paymentInstructions) : null}
${invoice.notes ? html`<section aria-labelledby="notes"><h2 id="notes">Notes</h2><p class="preformatted">${invoice.notes}</p></section>` : null}
<p class="actions">${invoice.public_url ? html`<a href="${safeUrl(`${invoice.public_url}${INVOICE_PDF_SUFFIX}`)}">Download PDF</a> ` : null}<button type="button" data-print hidden>Print this invoice</button></p>`,
  });
}

function summary(invoice: Invoice): Html {
  const due = invoice.amount_due > 0 ? html`<p class="muted">Due ${formatDay(invoice.due_date)}</p>` : html`<p class="muted">Paid in full. Thank you!</p>`;
  return html`<section class="card" aria-labelledby="amount-due">
<h2 id="amount-due">Amount due</h2>
<p class="amount-due">${invoice.amount_due_formatted}</p>
${due}
</section>`;
}

function parties(studioName: string, invoice: Invoice, timeZone: string): Html {
  const client = invoice.client;
  return html`<section class="card" aria-label="Invoice details">
<dl class="facts">
<dt>From</dt><dd>${studioName}</dd>
<dt>Billed to</dt><dd>${clientName(invoice)}${client?.email ? html`<br>${client.email}` : null}</dd>
<dt>Invoice number</dt><dd>${invoice.invoice_number}</dd>
${invoice.sent_at ? html`<dt>Issued</dt><dd>${formatDayOf(invoice.sent_at, timeZone)}</dd>` : null}
<dt>Due</dt><dd>${formatDay(invoice.due_date)}</dd>
<dt>Status</dt><dd>${STATUS_LABELS[invoice.status]}</dd>
</dl>
</section>`;
}

function lineItems(invoice: Invoice): Html {
  return html`<section aria-labelledby="items">
<h2 id="items">Items</h2>
<div class="table-scroll">
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="number">Qty</th><th scope="col" class="number">Price</th><th scope="col" class="number">Amount</th></tr></thead>
<tbody>
${(invoice.line_items ?? []).map(lineItem)}
</tbody>
<tfoot>
${totalLines(invoice).map(totalRow)}
</tfoot>
</table>
</div>
</section>`;
}

function lineItem(item: LineItem): Html {
  return html`<tr>
<th scope="row">${item.name}${item.description ? html`<span class="item-description">${item.description}</span>` : null}</th>
<td class="number">${item.quantity}</td>
<td class="number">${item.amount_formatted}</td>
<td class="number">${item.line_total_formatted}</td>
</tr>`;
}

const totalRow = ({ label, amount, emphasis }: TotalLine) =>
  html`<tr class="${emphasis ? 'total' : ''}"><th scope="row" colspan="3">${label}</th><td class="number">${amount}</td></tr>`;

function payments(list: Payment[], timeZone: string): Html {
  if (list.length === 0) return html`<section aria-labelledby="payments"><h2 id="payments">Payments</h2><p class="muted">No payments yet.</p></section>`;
  return html`<section aria-labelledby="payments">
<h2 id="payments">Payments</h2>
<div class="table-scroll">
<table>
<thead><tr><th scope="col">Date</th><th scope="col">Method</th><th scope="col">Status</th><th scope="col" class="number">Amount</th></tr></thead>
<tbody>
${list.map((payment) => paymentRow(payment, timeZone))}
</tbody>
</table>
</div>
</section>`;
}

function paymentRow(payment: Payment, timeZone: string): Html {
  const refunded = payment.refunded_amount > 0 ? html`<span class="item-description">${payment.refunded_amount_formatted} refunded</span>` : null;
  return html`<tr>
<td>${formatDayOf(payment.payment_date, timeZone)}</td>
<td>${METHOD_LABELS[payment.payment_method]}</td>
<td>${PAYMENT_STATUS_LABELS[payment.status]}${refunded}</td>
<td class="number">${payment.amount_formatted}</td>
</tr>`;
}

function howToPay(instructions: string): Html {
  return html`<section class="card" aria-labelledby="how-to-pay">
<h2 id="how-to-pay">How to pay</h2>
<p class="preformatted">${instructions}</p>
</section>`;
}
