/**
 * The readable companion of the HttpOnly session cookie. It carries no identity, only "a session
 * may exist": the server sets it with the session and clears it with the session (and on the 401
 * of a dead one), so a page asks /api/auth/user only when someone may be signed in. A signed-out
 * visitor's pages then make no call whose 401 the browser would log as an error.
 */
export const SESSION_HINT_COOKIE = 'kb_signed_in';

/** Whether a Cookie string (document.cookie) holds the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** What document.cookie is given to set the hint (a session lasts at most 14 days). */
export const SESSION_HINT_SET = `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${14 * 24 * 60 * 60}`;

/** What document.cookie is given to clear the hint. */
export const SESSION_HINT_CLEAR = `${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
