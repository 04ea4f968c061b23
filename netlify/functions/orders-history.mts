import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { parseOrderPageQuery } from '../../src/server/orders/order-list-query';
import { orderHistory } from '../../src/server/orders/orders-service';

/**
 * GET /api/orders/history[?limit=&offset=&after=]: the signed-in person's orders, newest first, all
 * of them or one page (401 when signed out); the cursor `after` must be one of their own orders.
 */
export default endpoint(
  { GET: api.orders.history },
  {
    GET: async (request, _context, { user }) =>
      json(await orderHistory(user.id, parseOrderPageQuery(new URL(request.url).searchParams))),
  },
);

export const config: Config = { path: '/api/orders/history' };
