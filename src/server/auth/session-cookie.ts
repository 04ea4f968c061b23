import { SESSION_HINT_COOKIE } from '@/domain/session-hint';

export const SESSION_COOKIE = 'kb_session';

/** Secure everywhere but plain-HTTP localhost, where browsers would drop a Secure cookie. */
function isLocalhost(request: Request): boolean {
  const { hostname, protocol } = new URL(request.url);
  return protocol === 'http:' && (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]');
}

/** A cookie's attributes: Secure (but on plain-HTTP localhost), SameSite=Lax, and the given path and lifetime. */
export function cookieAttributes(
  request: Request,
  { path, maxAgeSeconds, httpOnly }: { path: string; maxAgeSeconds: number; httpOnly: boolean },
): string {
  const parts = [`Path=${path}`, ...(httpOnly ? ['HttpOnly'] : []), 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (!isLocalhost(request)) parts.push('Secure');
  return parts.join('; ');
}

const attributes = (request: Request, maxAgeSeconds: number, httpOnly: boolean): string =>
  cookieAttributes(request, { path: '/', maxAgeSeconds, httpOnly });

/** The two Set-Cookie values that start a session: the signed token and its readable hint. */
export function sessionCookies(request: Request, token: string, expiresAt: Date): string[] {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  // The credential goes last: `astro dev`'s emulation of functions keeps only the last Set-Cookie
  // (Netlify's runtime keeps all), and the browser sets the hint itself after signing in.
  return [
    `${SESSION_HINT_COOKIE}=1; ${attributes(request, maxAge, false)}`,
    `${SESSION_COOKIE}=${token}; ${attributes(request, maxAge, true)}`,
  ];
}

/** The Set-Cookie values that make the browser forget both cookies (the credential last, as above). */
export function clearedSessionCookies(request: Request): string[] {
  return [
    `${SESSION_HINT_COOKIE}=; ${attributes(request, 0, false)}`,
    `${SESSION_COOKIE}=; ${attributes(request, 0, true)}`,
  ];
}

/** A cookie's value in the request, or null. */
export function readCookie(request: Request, cookieName: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) return rest.join('=') || null;
  }
  return null;
}

export const readSessionCookie = (request: Request): string | null => readCookie(request, SESSION_COOKIE);
