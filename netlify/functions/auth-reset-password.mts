import type { Config } from '@netlify/functions';
import { resetPasswordSchema } from '../../src/domain/schemas/password-reset';
import { resetPassword } from '../../src/server/auth/auth-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** POST /api/auth/reset-password {token, password}: sets the new password, ends every session. */
export default endpoint(
  { POST: api.account.resetPassword },
  {
    POST: async (request) => {
      const { token, password } = await readJson(request, resetPasswordSchema);
      await resetPassword(token, password);
      return json({ message: 'Your password has been reset. Please sign in with your new password.' });
    },
  },
  { limit: 'resetPassword' },
);

export const config: Config = { path: '/api/auth/reset-password' };
