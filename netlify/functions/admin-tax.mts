import type { Config } from '@netlify/functions';
import { taxSettingsBodySchema } from '../../src/domain/schemas/tax-place';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { setCollectsTax, taxSettings } from '../../src/server/tax/tax-settings-service';

/**
 * GET /api/admin/tax (administrator): {collectsTax, places}, the owner's sales-tax settings.
 * PUT {collectsTax}: tax on or off; answers the settings as saved.
 */
export default endpoint(
  { GET: api.tax.settings, PUT: api.tax.saveSettings },
  {
    GET: async () => json(await taxSettings()),
    PUT: async (request, _context, { user }) => {
      const { collectsTax } = await readJson(request, taxSettingsBodySchema);
      return json(await setCollectsTax(collectsTax, user.email));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/tax' };
