import type { Config } from '@netlify/functions';
import { currentUser, toSessionUser } from '../../src/server/auth/current-user';
import { endpoint } from '../../src/server/http/endpoint';
import { errorJson, json } from '../../src/server/http/responses';

/** GET /api/auth/user: who is signed in (401 when nobody is). */
export default endpoint({
  GET: async (request) => {
    const auth = await currentUser(request);
    return auth ? json(toSessionUser(auth.user)) : errorJson(401, 'Not authenticated');
  },
});

export const config: Config = { path: '/api/auth/user' };
