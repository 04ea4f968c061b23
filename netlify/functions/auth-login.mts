import type { Config } from '@netlify/functions';
import { loginRequestSchema } from '../../src/domain/schemas/login';
import { login } from '../../src/server/auth/auth-service';
import { knownDevice } from '../../src/server/auth/device-cookie';
import { sessionStarted } from '../../src/server/auth/session-responses';
import { clientAddress } from '../../src/server/http/client-address';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';

/**
 * POST /api/auth/login {email, password, code?}: signs in and sets the session cookie (and the
 * device cookie); 401 with `twoFactorRequired` when the account needs a code from its authenticator app.
 */
export default endpoint(
  { POST: api.account.login },
  {
    POST: async (request, context) => {
      const input = await readJson(request, loginRequestSchema);
      const caller = { address: clientAddress(request, context), device: await knownDevice(request, input.email) };
      return sessionStarted(request, await login(input, caller));
    },
  },
);

export const config: Config = { path: '/api/auth/login' };
