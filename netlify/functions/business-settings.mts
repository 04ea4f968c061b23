import type { Config } from '@netlify/functions';
import { businessSettingsPatchSchema } from '../../src/domain/schemas';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { storefrontCacheHeaders } from '../../src/server/cdn/storefront-cache';
import { getBusinessSettings, updateBusinessSettings } from '../../src/server/settings/business-settings-service';

/**
 * GET /api/business-settings: whether orders are accepted, and the banner message (public).
 * PATCH {isAcceptingOrders, message}: the administrator changes them; answers the new settings.
 */
export default endpoint(
  { GET: api.settings.business, PATCH: api.settings.updateBusiness },
  {
    GET: async () => {
      // Kept at the CDN until the owner changes them, or a pause ends (storefront-cache.ts).
      const settings = await getBusinessSettings();
      return json(settings, 200, storefrontCacheHeaders(settings));
    },
    PATCH: async (request, _context, { user }) => {
      const patch = await readJson(request, businessSettingsPatchSchema);
      return json(await updateBusinessSettings(patch, user.email));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/business-settings' };
