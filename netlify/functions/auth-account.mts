import type { Config } from '@netlify/functions';
import { deleteAccount } from '../../src/server/auth/account-service';
import { sessionEnded } from '../../src/server/auth/session-responses';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';

/** DELETE /api/auth/account: removes the account and its sessions; orders stay, detached. */
export default endpoint(
  { DELETE: api.account.deleteAccount },
  {
    DELETE: async (request, _context, { user }) => {
      await deleteAccount(user);
      return sessionEnded(request);
    },
  },
);

export const config: Config = { path: '/api/auth/account' };
