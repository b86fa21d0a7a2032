/** The invoice area's error codes (spec "Errors", API.md §6 and §9). */
import { conflict, missing } from '../../platform/errors.js';

export const invoiceNotFound = (id: string) => missing('invoice', id, { code: 'invoice_not_found' });
export const paymentNotFound = (id: string) => missing('payment', id, { code: 'payment_not_found' });
export const invoiceNotEditable = (action: string) =>
  conflict('invoice_not_editable', `Only a draft invoice can be ${action}; this one has been sent.`);
