import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/server/auth/current-user';
import { endpoint } from '../../src/server/http/endpoint';
import { json } from '../../src/server/http/responses';
import { orderHistory } from '../../src/server/orders/orders-service';

/** GET /api/orders/history: the signed-in person's orders, newest first (401 when signed out). */
export default endpoint({
  GET: async (request) => {
    const { user } = await requireUser(request);
    return json(await orderHistory(user.id));
  },
});

export const config: Config = { path: '/api/orders/history' };
