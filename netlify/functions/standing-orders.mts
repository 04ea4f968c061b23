import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { standingOrderBodySchema } from '../../src/domain/standing/standing-order-body';
import { endpoint } from '../../src/server/api/endpoint';
import { clientAddress } from '../../src/server/http/client-address';
import { json } from '../../src/server/http/responses';
import { paymentGateway } from '../../src/server/payments/select-gateway';
import { standingBodyOf } from '../../src/server/standing/standing-body';
import { createStandingOrder } from '../../src/server/standing/standing-create-service';
import { listStandingOrders } from '../../src/server/standing/standing-view-service';

/**
 * The signed-in customer's standing orders (issue 49):
 * - GET /api/standing-orders: her own, with the agreement's words and how often they are placed;
 * - POST /api/standing-orders: saves one 'setting-up' with the agreement she accepted (when, from
 *   where) and answers it with the gateway's setup for the card form (201); 400 naming each field.
 */
export default endpoint(
  { GET: api.standing.list, POST: api.standing.create },
  {
    GET: async (_request, _context, { user }) => json(await listStandingOrders(user.id)),
    POST: async (request, context, { user }) => {
      const body = await standingBodyOf(request, standingOrderBodySchema);
      const saved = await createStandingOrder(user, body, paymentGateway(), clientAddress(request, context));
      return json(saved, 201);
    },
  },
  { limit: 'standingOrder' },
);

export const config: Config = { path: '/api/standing-orders' };
