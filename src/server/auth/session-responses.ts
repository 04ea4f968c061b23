import { json, noContent } from '../http/responses';
import { toSessionUser } from './current-user';
import type { NewSession } from './auth-service';
import { clearedSessionCookie, sessionCookie } from './session-cookie';

/** The signed-in user, with the cookie that keeps them signed in. */
export function sessionStarted(request: Request, session: NewSession, status = 200): Response {
  return json(toSessionUser(session.user), status, {
    'Set-Cookie': sessionCookie(request, session.token, session.expiresAt),
  });
}

/** No content, and the browser told to forget the session cookie. */
export function sessionEnded(request: Request): Response {
  return noContent({ 'Set-Cookie': clearedSessionCookie(request) });
}
