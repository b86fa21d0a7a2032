/**
 * The secret in an invoice page's address (`/i/<token>`): 32 letters and digits, about 190 random
 * bits, beyond guessing. It is kept as it is, so that every answer about the invoice can show the address.
 */
import { randomAlphanumeric } from '../../platform/ids.js';

const PAGE_TOKEN_LENGTH = 32;
const PAGE_TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9]{${PAGE_TOKEN_LENGTH}}$`);

export const newPageToken = () => randomAlphanumeric(PAGE_TOKEN_LENGTH);

/** Whether the text could be a token at all: anything else is answered without a database lookup. */
export const isPageToken = (text: string) => PAGE_TOKEN_SHAPE.test(text);
