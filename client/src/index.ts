/**
 * @studio/client: a typed client for the Studio API. The types (`schema.d.ts`) are generated from the
 * service's OpenAPI document; the requests are made by openapi-fetch, so every path, parameter, body
 * and answer is checked by TypeScript against that document.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** The openapi-fetch client for the Studio API: `GET`, `POST`, `PUT`, `DELETE`… with typed paths. */
export type StudioClient = Client<paths>;

/** Error body of the coupons, gift cards, clients, auth and service areas: `{ error, message, details? }`. */
export type StandardError = components['schemas']['StandardError'];
/** Error body of the invoices area (`/invoices*`, `/invoices_summary*`): `{ error: { code, message, details? } }`. */
export type InvoiceError = components['schemas']['InvoiceError'];
/** Error body of the conversations area: `{ error, code, details? }` (the message in `error`, the code upper-case). */
export type ConversationError = components['schemas']['ConversationError'];

export interface StudioClientOptions extends Omit<ClientOptions, 'baseUrl' | 'headers'> {
  /**
   * Where the service is, e.g. `http://127.0.0.1:3000`. The document's paths carry `/api/v1` themselves
   * (`client.GET('/api/v1/coupons')`), so a base URL given with `/api/v1` at its end is cut back to the origin.
   */
  baseUrl: string;
  /** An API token (`sk_…`) or a client portal token (`pk_…`), sent as `Authorization: Bearer <token>`. */
  token: string;
  /** Headers sent with every request besides `Authorization`. */
  headers?: Record<string, string>;
}

/** A client that sends the token with every request. */
export function createStudioClient({ baseUrl, token, headers, ...options }: StudioClientOptions): StudioClient {
  return createClient<paths>({
    ...options,
    baseUrl: serviceRoot(baseUrl),
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
}

/** `http://host:3000/api/v1/` → `http://host:3000`: the paths already start with `/api/v1`. */
export function serviceRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
}

/** What any area's error body says, in one shape: its code, its message and the fields at fault. */
export interface ApiProblem {
  code: string;
  message: string;
  details?: Record<string, string[]>;
}

/**
 * Reads the `error` of an answer whatever its area's shape (standard, invoices or conversations); a body
 * of none of them (a proxy's HTML page, say) gives `unknown_error` with the text it had.
 */
export function readError(error: unknown): ApiProblem {
  if (typeof error === 'object' && error !== null) {
    const body = error as Record<string, unknown>;
    const nested = body.error;
    if (typeof nested === 'object' && nested !== null) {
      const { code, message, details } = nested as InvoiceError['error'];
      return { code, message, details };
    }
    if (typeof nested === 'string' && typeof body.message === 'string') {
      const { error: code, message, details } = body as StandardError;
      return { code, message, details };
    }
    if (typeof nested === 'string' && typeof body.code === 'string') {
      const { code, error: message, details } = body as ConversationError;
      return { code: code.toLowerCase(), message, details };
    }
  }
  return { code: 'unknown_error', message: typeof error === 'string' ? error : JSON.stringify(error) };
}
