/** The session cookie (API.md §1): HttpOnly, SameSite=Lax, Path=/, Secure behind https. */
export const SESSION_COOKIE = 'session_cookie';

/** The value of one cookie in a Cookie header. Our values are plain alphanumerics: no decoding. */
export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
