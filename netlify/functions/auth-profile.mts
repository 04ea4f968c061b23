import type { Config } from '@netlify/functions';
import { profileSchema } from '../../src/domain/schemas';
import { updateProfile } from '../../src/server/auth/account-service';
import { requireUser, toSessionUser } from '../../src/server/auth/current-user';
import { endpoint } from '../../src/server/http/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** PATCH /api/auth/profile {firstName, lastName, email, phone}: the email cannot change. */
export default endpoint({
  PATCH: async (request) => {
    const { user, secondFactor } = await requireUser(request);
    const profile = await readJson(request, profileSchema);
    return json(toSessionUser(await updateProfile(user, profile), secondFactor));
  },
});

export const config: Config = { path: '/api/auth/profile' };
