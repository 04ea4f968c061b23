import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { checkOrderPatch } from '../../src/domain/owner-orders/order-change';
import { api } from '../../src/domain/api';
import { toAdjustmentView, toAdminOrderView } from '../../src/domain/order/order-view';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { parseOrderId } from '../../src/server/orders/orders-service';
import { changeOrder } from '../../src/server/owner-orders/change-order-service';

/**
 * PATCH /api/admin/orders/:id {items?, fulfilmentWindow?, notes?, overrideLimits?} (administrator):
 * the order changed before it is ready, priced again, its money following; answers {order, adjustment}.
 */
export default endpoint(
  { PATCH: api.orders.change },
  {
    PATCH: async (request, context, owner) => {
      const orderId = parseOrderId(context.params?.['id']);
      const checked = checkOrderPatch(await readJson(request, v.unknown()));
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      const { order, adjustment } = await changeOrder(orderId, checked.value, {
        userId: owner.user.id,
        email: owner.user.email,
      });
      return json({
        order: toAdminOrderView(order),
        adjustment: toAdjustmentView(adjustment),
      });
    },
  },
  { limit: 'admin' },
);

// Only PATCH: POST /api/admin/orders/quote has a path this one's would take too.
export const config: Config = { path: '/api/admin/orders/:id', method: 'PATCH' };
