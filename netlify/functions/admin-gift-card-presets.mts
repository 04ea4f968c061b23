import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import {
  giftCardPresets,
  parseGiftCardPresets,
  presetsView,
  updateGiftCardPresets,
} from '../../src/server/settings/gift-card-presets-service';

/**
 * GET /api/admin/gift-card-presets (administrator): {amounts}, what /gift-cards offers. PUT
 * {amounts}: up to four whole amounts from $10 to $500, blank ones left out; none, the defaults
 * (docs/behaviour/api.md#gift-cards).
 */
export default endpoint(
  { GET: api.giftCards.presets, PUT: api.giftCards.savePresets },
  {
    GET: async () => json(presetsView(await giftCardPresets())),
    PUT: async (request, _context, { user }) => {
      // Checked as a whole after readJson, so the answer can name every box at fault.
      const amounts = parseGiftCardPresets(await readJson(request, v.unknown()));
      return json(presetsView(await updateGiftCardPresets(amounts, user.email)));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/gift-card-presets' };
