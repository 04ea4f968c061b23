import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import {
  kitchenProfile,
  parseKitchenProfile,
  updateKitchenProfile,
} from '../../src/server/settings/kitchen-profile-service';

/**
 * GET /api/admin/kitchen-profile (administrator): {kitchenName, kitchenAddress, kitchenLicence,
 * keepingNote}, the kitchen as its pack labels name it. PUT the same to change it
 * (docs/behaviour/api.md#kitchen).
 */
export default endpoint(
  { GET: api.settings.kitchenProfile, PUT: api.settings.saveKitchenProfile },
  {
    GET: async () => json(await kitchenProfile()),
    PUT: async (request, _context, { user }) => {
      // Checked as a whole after readJson, so the answer can name every field at fault.
      const profile = parseKitchenProfile(await readJson(request, v.unknown()));
      return json(await updateKitchenProfile(profile, user.email));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/kitchen-profile' };
