import { conflict, notFound } from '../../platform/errors.js';

/** The invoice area's error codes (spec "Errors", API.md §6 and §9). */
export const invoiceNotFound = (id: string) => notFound('invoice_not_found', `No invoice has the identifier ${id}.`);
export const paymentNotFound = (id: string) => notFound('payment_not_found', `The invoice has no payment with the identifier ${id}.`);
export const invoiceNotEditable = (action: string) =>
  conflict('invoice_not_editable', `Only a draft invoice can be ${action}; this one has been sent.`);
