/**
 * The methods each path answers, learnt from the routes as they are registered, so that a known path
 * asked with another method is 405 with `Allow` rather than 404 (RFC 9110 §15.5.6).
 */
export class MethodsByPath {
  private patterns = new Map<string, { matcher: RegExp; methods: Set<string> }>();

  learn(url: string, method: string): void {
    let pattern = this.patterns.get(url);
    if (!pattern) {
      pattern = { matcher: matcherOf(url), methods: new Set() };
      this.patterns.set(url, pattern);
    }
    pattern.methods.add(method);
  }

  /** Every method some route answers on this path (query and trailing slash ignored), sorted. */
  allowed(url: string): string[] {
    const path = url.split('?', 1)[0].replace(/(.)\/$/, '$1');
    const methods = new Set<string>();
    for (const { matcher, methods: answered } of this.patterns.values()) {
      if (matcher.test(path)) for (const method of answered) methods.add(method);
    }
    return [...methods].sort();
  }
}

/**
 * A route's URL as a regular expression: each `:param` is one path segment, and a `*` segment
 * (`/files/*`) whatever follows, slashes included, as the router reads it.
 */
export function matcherOf(url: string): RegExp {
  const segments = url.replace(/(.)\/$/, '$1').split('/').map((segment) => {
    if (segment.startsWith(':')) return '[^/]+';
    if (segment === '*') return '.*';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}
