import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { checkInPersonPayment } from '../../src/domain/owner-orders/in-person-payment';
import { api } from '../../src/domain/api';
import { toAdminOrderView } from '../../src/domain/order/order-view';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { parseOrderId } from '../../src/server/orders/orders-service';
import { recordPaidInPerson } from '../../src/server/owner-orders/in-person-service';

/** POST /api/admin/orders/:id/paid {amount, how} (administrator): money taken in person; answers the order. */
export default endpoint(
  { POST: api.orders.paidInPerson },
  {
    POST: async (request, context, owner) => {
      const orderId = parseOrderId(context.params?.['id']);
      const checked = checkInPersonPayment(await readJson(request, v.unknown()));
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      const order = await recordPaidInPerson(orderId, checked.value, {
        userId: owner.user.id,
        email: owner.user.email,
      });
      return json(toAdminOrderView(order));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/orders/:id/paid' };
