import type { Config } from '@netlify/functions';
import { deleteAccount } from '../../src/server/auth/account-service';
import { requireUser } from '../../src/server/auth/current-user';
import { sessionEnded } from '../../src/server/auth/session-responses';
import { endpoint } from '../../src/server/http/endpoint';

/** DELETE /api/auth/account: removes the account and its sessions; orders stay, detached. */
export default endpoint({
  DELETE: async (request) => {
    const { user } = await requireUser(request);
    await deleteAccount(user);
    return sessionEnded(request);
  },
});

export const config: Config = { path: '/api/auth/account' };
