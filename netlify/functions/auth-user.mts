import type { Config } from '@netlify/functions';
import { currentUser, toSessionUser } from '../../src/server/auth/current-user';
import { noSession } from '../../src/server/auth/session-responses';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';

/** GET /api/auth/user: who is signed in (401 when nobody is, clearing the page's session hint). */
export default endpoint(
  { GET: api.account.user },
  {
    GET: async (request) => {
      const auth = await currentUser(request);
      return auth ? json(toSessionUser(auth.user, auth.secondFactor)) : noSession(request);
    },
  },
);

export const config: Config = { path: '/api/auth/user' };
