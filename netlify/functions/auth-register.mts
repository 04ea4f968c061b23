import type { Config } from '@netlify/functions';
import { registerPayloadSchema } from '../../src/domain/schemas/register';
import { register } from '../../src/server/auth/auth-service';
import { sessionStarted } from '../../src/server/auth/session-responses';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';

/** POST /api/auth/register: creates the account and signs it in (409 if the email is taken). */
export default endpoint(
  { POST: api.account.register },
  {
    POST: async (request) => {
      const payload = await readJson(request, registerPayloadSchema);
      return sessionStarted(request, await register(payload), 201);
    },
  },
  { limit: 'register' },
);

export const config: Config = { path: '/api/auth/register' };
