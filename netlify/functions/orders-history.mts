import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { orderHistory } from '../../src/server/orders/orders-service';

/** GET /api/orders/history: the signed-in person's orders, newest first (401 when signed out). */
export default endpoint(
  { GET: api.orders.history },
  {
    GET: async (_request, _context, { user }) => json(await orderHistory(user.id)),
  },
);

export const config: Config = { path: '/api/orders/history' };
