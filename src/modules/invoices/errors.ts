import type { Caller } from '../../platform/access.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isCurrency, type Currency } from '../../platform/money.js';

/** The invoice area's error codes (spec "Errors", API.md §6 and §9). */
export const invoiceNotFound = (id: string) => notFound('invoice_not_found', `No invoice has the identifier ${id}.`);
export const paymentNotFound = (id: string) => notFound('payment_not_found', `The invoice has no payment with the identifier ${id}.`);
export const invoiceNotEditable = (action: string) =>
  conflict('invoice_not_editable', `Only a draft invoice can be ${action}; this one has been sent.`);

/** A currency parameter, lower-cased; the studio's own when absent, 400 `invalid_currency` when unsupported. */
export function currencyOf(code: string | undefined | null, caller: Caller): Currency {
  const currency = (code ?? caller.studio.currency).toLowerCase();
  if (!isCurrency(currency)) {
    throw badRequest('invalid_currency', 'The currency is not supported: GET /invoices/currencies/list lists those that are.', {
      currency: ['The currency is not supported.'],
    });
  }
  return currency;
}
