import type { Config } from '@netlify/functions';
import { orderStatusPatchSchema } from '../../src/domain/schemas/order-status-patch';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { parseOrderId, setOrderStatus } from '../../src/server/orders/orders-service';

/** PATCH /api/orders/:id/status {status} (administrator): answers the updated order. */
export default endpoint(
  { PATCH: api.orders.setStatus },
  {
    PATCH: async (request, context, admin) => {
      const orderId = parseOrderId(context.params?.['id']);
      const { status } = await readJson(request, orderStatusPatchSchema);
      return json(await setOrderStatus(orderId, status, admin));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/orders/:id/status' };
