import type { Config } from '@netlify/functions';
import { currentUser } from '../../src/server/auth/current-user';
import { sessionEnded } from '../../src/server/auth/session-responses';
import { endpoint } from '../../src/server/http/endpoint';
import { revokeSession } from '../../src/server/repositories/sessions-repository';

/** POST /api/auth/logout: revokes this session in the database and clears the cookie. */
export default endpoint({
  POST: async (request) => {
    const auth = await currentUser(request);
    if (auth) await revokeSession(auth.sessionId);
    return sessionEnded(request);
  },
});

export const config: Config = { path: '/api/auth/logout' };
