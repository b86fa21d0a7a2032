import type { FastifyRequest } from 'fastify';

/**
 * Whether the request's `Accept` ranks HTML above JSON, as a browser's does (`text/html, …, *\/*;q=0.8`).
 * A bare `*\/*` or no header ranks them alike and keeps the JSON answer: routes that answered JSON to
 * such clients before they had a page go on doing so.
 */
export function prefersHtml(req: FastifyRequest): boolean {
  const accept = req.headers.accept;
  if (!accept) return false;
  return quality(accept, 'text', 'html') > quality(accept, 'application', 'json');
}

/** The quality the header gives a media type: its most specific matching range wins (RFC 9110 §12.5.1). */
function quality(accept: string, type: string, subtype: string): number {
  let best = { specificity: -1, q: 0 };
  for (const range of accept.split(',')) {
    const [mediaRange, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const [rangeType, rangeSubtype] = mediaRange.split('/');
    const specificity = rangeType === type && rangeSubtype === subtype ? 2 : rangeType === type && rangeSubtype === '*' ? 1 : mediaRange === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const qParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}
