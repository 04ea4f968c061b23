import type { Config } from '@netlify/functions';
import { currentUser } from '../../src/server/auth/current-user';
import { sessionEnded } from '../../src/server/auth/session-responses';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { revokeSession } from '../../src/server/auth/auth-service';

/** POST /api/auth/logout: revokes this session in the database and clears the cookie. */
export default endpoint(
  { POST: api.account.logout },
  {
    POST: async (request) => {
      const auth = await currentUser(request);
      if (auth) await revokeSession(auth.sessionId);
      return sessionEnded(request);
    },
  },
);

export const config: Config = { path: '/api/auth/logout' };
