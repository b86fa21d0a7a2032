/**
 * URLs a page may link to or load: http(s) addresses and relative ones on the service itself. Anything
 * else (`javascript:`, `data:`, `//elsewhere`, a URL hiding a scheme behind control characters, which
 * browsers strip) is refused, so that no text from a record can become a script or a foreign load.
 */

const CHECKED_URL = Symbol('checked URL');

/** A URL `safeUrl` accepted: the only value `html` puts in `href`, `src` and `action`. */
export interface SafeUrl {
  readonly [CHECKED_URL]: string;
}

export class UnsafeUrlError extends Error {
  constructor(readonly url: string) {
    super(`Not an http(s) or relative URL: ${JSON.stringify(url.slice(0, 100))}`);
  }
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function safeUrl(url: string): SafeUrl {
  if (!isAcceptable(url)) throw new UnsafeUrlError(url);
  return { [CHECKED_URL]: url };
}

function isAcceptable(url: string): boolean {
  // Browsers drop tabs and newlines inside URLs and spaces around them: `java\tscript:` runs.
  if (url === '' || /[\s\p{Cc}]/u.test(url)) return false;
  const scheme = SCHEME.exec(url)?.[1].toLowerCase();
  if (scheme !== undefined) return (scheme === 'http' || scheme === 'https') && URL.canParse(url);
  // `//host` and `/\host` leave the service; a colon before the path would read as a scheme to some parsers.
  const path = url.split(/[?#]/, 1)[0];
  return !/^[/\\]{2}/.test(url) && !path.split('/', 1)[0].includes(':');
}

export const isSafeUrl = (value: unknown): value is SafeUrl => typeof value === 'object' && value !== null && CHECKED_URL in value;

export const urlText = (url: SafeUrl): string => url[CHECKED_URL];
