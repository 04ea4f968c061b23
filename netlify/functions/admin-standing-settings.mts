import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { standingSettingsSchema } from '../../src/domain/standing/standing-order-body';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { standingBodyOf } from '../../src/server/standing/standing-body';
import { saveStandingSettingsForOwner } from '../../src/server/standing/standing-admin-service';

/**
 * PUT /api/admin/standing-orders/settings {placeWeekday, placeTime, payHours} (administrator; issue
 * 49): when a week's standing orders are placed while the shop is always open, and the hours before
 * its window a failed charge must be paid by; 400 naming each field at fault.
 */
export default endpoint(
  { PUT: api.standing.adminSettings },
  {
    PUT: async (request) =>
      json(await saveStandingSettingsForOwner(await standingBodyOf(request, standingSettingsSchema))),
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/standing-orders/settings' };
