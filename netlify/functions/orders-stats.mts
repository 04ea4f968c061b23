import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { dashboardStats } from '../../src/server/orders/orders-service';

/** GET /api/orders/stats (administrator): {totalOrders, pendingOrders, totalRevenue}, computed in SQL. */
export default endpoint(
  { GET: api.orders.stats },
  {
    GET: async () => json(await dashboardStats()),
  },
);

export const config: Config = { path: '/api/orders/stats' };
