import type { Config } from '@netlify/functions';
import { businessSettingsPatchSchema } from '../../src/domain/schemas/business-settings';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { storefrontCacheHeaders } from '../../src/server/cdn/storefront-cache';
import { getBusinessSettings, updateBusinessSettings } from '../../src/server/settings/business-settings-service';

/**
 * GET /api/business-settings: whether orders are accepted, the banner message, a pause and the
 * drops (public). PATCH {isAcceptingOrders, message}, {pausedUntil} or {orderingMode}: the
 * administrator changes them; answers the new settings.
 */
export default endpoint(
  { GET: api.settings.business, PATCH: api.settings.updateBusiness },
  {
    GET: async () => {
      // Kept at the CDN until the owner changes them, or the clock does: a pause ends, a drop opens
      // or closes (storefront-cache.ts). One instant for both, so the answer and its lifetime agree.
      const now = new Date();
      const settings = await getBusinessSettings(now);
      return json(settings, 200, storefrontCacheHeaders(settings, now));
    },
    PATCH: async (request, _context, { user }) => {
      const patch = await readJson(request, businessSettingsPatchSchema);
      return json(await updateBusinessSettings(patch, user.email));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/business-settings' };
