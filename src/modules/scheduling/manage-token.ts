/**
 * The secret of a booking's manage link (`/book/manage/<token>`): made when the session is booked from
 * the page, or by the studio with `notify`, and given only to the client (the confirmation, the mail).
 * The session keeps only its digest.
 */
import { randomAlphanumeric } from '../../platform/ids.js';
import { BOOKING_PATH } from './session-types.js';

/** Where manage pages are served, outside the API: `/book/manage/<token>`. */
export const MANAGE_PATH = `${BOOKING_PATH}manage/`;
/** 43 of 62 characters: 256 bits, beyond guessing. */
const MANAGE_TOKEN_LENGTH = 43;
const MANAGE_TOKEN = new RegExp(`^[A-Za-z0-9]{${MANAGE_TOKEN_LENGTH}}$`);

export const newManageToken = () => randomAlphanumeric(MANAGE_TOKEN_LENGTH);

/** Whether the text could be a token at all: anything else is answered without a database lookup. */
export const isManageToken = (text: string) => MANAGE_TOKEN.test(text);

export const manageUrl = (origin: string, token: string) => `${origin}${MANAGE_PATH}${token}`;
