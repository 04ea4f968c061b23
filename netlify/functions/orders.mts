import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/auth/current-user';
import { endpoint } from '../../src/server/http/endpoint';
import { json } from '../../src/server/http/responses';
import { parseOrderListQuery } from '../../src/server/orders/order-list-query';
import { listAllOrders } from '../../src/server/orders/orders-service';

/**
 * GET /api/orders[?status=&limit=&offset=] (administrator): orders newest first. Without `limit`,
 * every order; with it, one page of at most 200 (the dashboard's figures come from /api/orders/stats).
 */
export default endpoint({
  GET: async (request) => {
    await requireAdmin(request);
    const filter = parseOrderListQuery(new URL(request.url).searchParams);
    return json(await listAllOrders(filter));
  },
});

export const config: Config = { path: '/api/orders' };
