import type { Config } from '@netlify/functions';
import { profileSchema } from '../../src/domain/schemas/profile';
import { updateProfile } from '../../src/server/auth/account-service';
import { toSessionUser } from '../../src/server/auth/current-user';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** PATCH /api/auth/profile {firstName, lastName, email, phone}: the email cannot change. */
export default endpoint(
  { PATCH: api.account.profile },
  {
    PATCH: async (request, _context, { user, secondFactor }) => {
      const profile = await readJson(request, profileSchema);
      return json(toSessionUser(await updateProfile(user, profile), secondFactor));
    },
  },
);

export const config: Config = { path: '/api/auth/profile' };
