import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/auth/current-user';
import { endpoint } from '../../src/server/http/endpoint';
import { json } from '../../src/server/http/responses';
import { dashboardStats } from '../../src/server/orders/orders-service';

/** GET /api/orders/stats (administrator): {totalOrders, pendingOrders, totalRevenue}, computed in SQL. */
export default endpoint({
  GET: async (request) => {
    await requireAdmin(request);
    return json(await dashboardStats());
  },
});

export const config: Config = { path: '/api/orders/stats' };
