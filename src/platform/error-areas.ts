import { API_PREFIX } from './api-prefix.js';
import type { Area } from './errors.js';

/**
 * The area of any API path, learnt from the routes as they are registered, so that a path no route
 * matched (a 404, an undecodable URL, a request the HTTP parser refused) still answers in the shape of
 * the routes whose first segment begins it (`/invoices*`, as API.md §1 writes the areas), the longest
 * such first segment winning; the standard shape elsewhere.
 */
export class AreasByPath {
  private bySegment = new Map<string, Area>();

  learn(url: string, area: Area): void {
    const segment = firstSegment(url);
    if (segment === undefined) return;
    const known = this.bySegment.get(segment);
    if (known !== undefined && known !== area) {
      throw new Error(`Routes under ${API_PREFIX}/${segment} declare two areas, ${known} and ${area}: their errors would change shape`);
    }
    this.bySegment.set(segment, area);
  }

  of(url: string): Area {
    const segment = firstSegment(url);
    if (segment === undefined) return 'standard';
    let longest = '';
    let area: Area = 'standard';
    for (const [known, knownArea] of this.bySegment) {
      if (known.length > longest.length && segment.startsWith(known)) [longest, area] = [known, knownArea];
    }
    return area;
  }
}

function firstSegment(url: string): string | undefined {
  if (!url.startsWith(`${API_PREFIX}/`)) return undefined;
  return url.slice(API_PREFIX.length + 1).split(/[/?#]/, 1)[0];
}
