import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { checkEnteredOrder } from '../../src/domain/owner-orders/entered-order';
import { api } from '../../src/domain/api';
import { toAdminOrderView } from '../../src/domain/order/order-view';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { enterOrder } from '../../src/server/owner-orders/enter-order-service';

/**
 * POST /api/admin/orders (administrator): an order the owner took by phone, text or at the door,
 * priced and booked as the storefront's are; 201 {order, payUrl} (docs/behaviour/api.md#orders-the-owner-enters).
 */
export default endpoint(
  { POST: api.orders.enter },
  {
    POST: async (request, _context, owner) => {
      // Checked as a whole after readJson, so the answer can name every field at fault.
      const checked = checkEnteredOrder(await readJson(request, v.unknown()));
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      const { order, payUrl } = await enterOrder(checked.value, { userId: owner.user.id, email: owner.user.email });
      return json({ order: toAdminOrderView(order), payUrl }, 201);
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/orders' };
