import { json, noContent } from '../http/responses';
import type { NewSession } from './auth-service';
import { toSessionUser } from './current-user';
import { clearedSessionCookies, sessionCookies } from './session-cookie';

const setCookies = (values: string[]): Array<[string, string]> => values.map((value) => ['Set-Cookie', value]);

/** The signed-in user, with the cookies that keep them signed in. */
export function sessionStarted(request: Request, session: NewSession, status = 200): Response {
  return json(
    toSessionUser(session.user, session.secondFactor),
    status,
    setCookies(sessionCookies(request, session.token, session.expiresAt)),
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
