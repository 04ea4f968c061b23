import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { listStandingForOwner } from '../../src/server/standing/standing-admin-list';

/**
 * GET /api/admin/standing-orders (administrator; issue 49): every standing order but those
 * cancelled over 30 days ago, each with its customer, dishes, card and this drop's (or week's)
 * order; the shop's mode, the settings, and the next placement with its pieces per day and dish.
 */
export default endpoint(
  { GET: api.standing.adminList },
  { GET: async () => json(await listStandingForOwner()) },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/standing-orders' };
