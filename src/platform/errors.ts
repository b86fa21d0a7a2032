/**
 * Errors as a contract. Services throw ApiError; the one error handler renders it in the shape of
 * the route's area (API.md §1): the spec gives each area its own body.
 */
export type Area = 'standard' | 'conversations' | 'invoices';

export type Details = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** snake_case; the conversations area shows it upper-cased. */
    readonly code: string,
    message: string,
    readonly details?: Details,
    /** Further top-level fields of the body, such as `max_size`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, details?: Details) => new ApiError(400, code, message, details);
export const unauthenticated = (message = 'Authentication is required: send a bearer token or a session cookie.') =>
  new ApiError(401, 'unauthenticated', message);
export const forbidden = (message = 'This credential may not use this endpoint.', code = 'forbidden') =>
  new ApiError(403, code, message);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);

/** How a record was looked up, when not by its identifier, and the code of its 404 when not `not_found`. */
export interface Lookup {
  code?: string;
  by?: string;
}

/**
 * The 404 of a record the studio does not have, worded alike everywhere: `No invoice has the
 * identifier in_…`. `what` names the resource as the routes' pathId does ("invoice", "API token").
 */
export const missing = (what: string, value: string, { code = 'not_found', by = 'identifier' }: Lookup = {}) =>
  notFound(code, `No ${what} has the ${by} ${value}.`);
export const invalid = (details: Details, message = 'The given data was invalid.', code = 'validation_error') =>
  new ApiError(422, code, message, details);
export const conflict = (code: string, message: string, details?: Details) => new ApiError(409, code, message, details);

export const serviceUnavailable = () =>
  new ApiError(503, 'service_unavailable', 'The service cannot reach its database right now. Retry shortly.');

/** 422 for one field, the common case in services. */
export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });

export function renderError(area: Area, error: ApiError): Record<string, unknown> {
  const details = error.details && Object.keys(error.details).length > 0 ? { details: error.details } : {};
  switch (area) {
    case 'conversations':
      return { error: error.message, code: error.code.toUpperCase(), ...details, ...error.extra };
    case 'invoices':
      return { error: { code: error.code, message: error.message, ...details }, ...error.extra };
    default:
      return { error: error.code, message: error.message, ...details, ...error.extra };
  }
}
