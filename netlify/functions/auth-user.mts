import type { Config } from '@netlify/functions';
import { currentUser, toSessionUser } from '../../src/server/auth/current-user';
import { noSession } from '../../src/server/auth/session-responses';
import { endpoint } from '../../src/server/http/endpoint';
import { json } from '../../src/server/http/responses';

/** GET /api/auth/user: who is signed in (401 when nobody is, clearing the page's session hint). */
export default endpoint({
  GET: async (request) => {
    const auth = await currentUser(request);
    return auth ? json(toSessionUser(auth.user, auth.secondFactor)) : noSession(request);
  },
});

export const config: Config = { path: '/api/auth/user' };
