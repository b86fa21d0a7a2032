/** Where the API lives; operator routes (/healthz, /readyz, /metrics) and /docs are outside it. */
export const API_PREFIX = '/api/v1';
