import type { Config } from '@netlify/functions';
import { forgotPasswordSchema } from '../../src/domain/schemas/password-reset';
import { RESET_REQUESTED, requestPasswordReset } from '../../src/server/auth/auth-service';
import { knownDevice } from '../../src/server/auth/device-cookie';
import { clientAddress } from '../../src/server/http/client-address';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** POST /api/auth/forgot-password {email}: the same answer whether or not the account exists. */
export default endpoint(
  { POST: api.account.forgotPassword },
  {
    POST: async (request, context) => {
      const { email } = await readJson(request, forgotPasswordSchema);
      await requestPasswordReset(email, {
        address: clientAddress(request, context),
        device: await knownDevice(request, email),
      });
      return json({ message: RESET_REQUESTED });
    },
  },
);

export const config: Config = { path: '/api/auth/forgot-password' };
