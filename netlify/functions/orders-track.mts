import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { trackOrder } from '../../src/server/orders/tracking-service';

/**
 * GET /api/orders/track?token=...: the order a tracking link opens, without an account (issue 16).
 * Any token that opens nothing gets the same 404 'Order Not Found'. Never cached: it is one
 * person's order, and its status changes.
 */
export default endpoint(
  { GET: api.orders.track },
  {
    GET: async (request) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const response = json(await trackOrder(token));
      response.headers.set('Cache-Control', 'no-store');
      return response;
    },
  },
);

export const config: Config = { path: '/api/orders/track' };
