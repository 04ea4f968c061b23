import { json, noContent } from '../http/responses';
import type { NewSession } from './auth-service';
import { toSessionUser } from './current-user';
import { deviceCookie, signDeviceToken } from './device-cookie';
import { clearedSessionCookies, sessionCookies } from './session-cookie';

const setCookies = (values: string[]): Array<[string, string]> => values.map((value) => ['Set-Cookie', value]);

/**
 * The signed-in user, with the cookies that keep them signed in and the device cookie that lets this
 * browser sign in to the account again however many strangers guess at it (./device-cookie.ts).
 * `astro dev` keeps only the last Set-Cookie, so there the device cookie (not the session) is lost.
 */
export async function sessionStarted(request: Request, session: NewSession, status = 200): Promise<Response> {
  const device = deviceCookie(request, await signDeviceToken(session.user.email));
  return json(
    toSessionUser(session.user, session.secondFactor),
    status,
    setCookies([device, ...sessionCookies(request, session.token, session.expiresAt)]),
  );
}

/** No content, and the browser told to forget the session. */
export function sessionEnded(request: Request): Response {
  return noContent(setCookies(clearedSessionCookies(request)));
}

/** 401 for nobody signed in; the readable hint goes too, so the page stops asking. */
export function noSession(request: Request): Response {
  return json({ message: 'Not authenticated' }, 401, setCookies(clearedSessionCookies(request)));
}
