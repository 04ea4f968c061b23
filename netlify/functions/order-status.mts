import type { Config } from '@netlify/functions';
import { orderStatusPatchSchema } from '../../src/domain/schemas';
import { requireAdmin } from '../../src/server/auth/current-user';
import { endpoint } from '../../src/server/http/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { parseOrderId, setOrderStatus } from '../../src/server/orders/orders-service';

/** PATCH /api/orders/:id/status {status} (administrator): answers the updated order. */
export default endpoint(
  {
    PATCH: async (request, context) => {
      const admin = await requireAdmin(request);
      const orderId = parseOrderId(context.params?.['id']);
      const { status } = await readJson(request, orderStatusPatchSchema);
      return json(await setOrderStatus(orderId, status, admin));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/orders/:id/status' };
