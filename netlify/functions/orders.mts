import type { Config } from '@netlify/functions';
import { orderPayloadSchema } from '../../src/domain/schemas/order-payload';
import { currentUser } from '../../src/server/auth/current-user';
import { feedbackTokenFor } from '../../src/server/feedback/feedback-token';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { parseOrderListQuery } from '../../src/server/orders/order-list-query';
import { issueTrackingLink, listAllOrders } from '../../src/server/orders/orders-service';
import { recordOrderFromBrowser } from '../../src/server/payments/record-order';
import { paymentGateway } from '../../src/server/payments/select-gateway';

export default endpoint(
  { GET: api.orders.list, POST: api.orders.record },
  {
    /**
     * GET /api/orders[?status=&limit=&offset=&after=] (administrator): orders newest first. Without
     * `limit`, every order; with it, one page of at most 200, after the order `after` when given (the
     * cursor: the last id of the page before). The dashboard's figures come from /api/orders/stats.
     */
    GET: async (request) => {
      const filter = parseOrderListQuery(new URL(request.url).searchParams);
      return json(await listAllOrders(filter));
    },
    /**
     * POST /api/orders (payload: docs/behaviour/api.md#orders): records the order of a payment the gateway reports as
     * succeeded; 201 when recorded now, 200 when it already was (by the webhook or a retry). To whoever
     * made the checkout (its client secret, or the account that started it) the answer also carries the
     * order's `feedbackToken`, the buyer's proof for rating it as a guest, and a fresh `trackingUrl`;
     * anyone else who knows the payment gets the order's id and number only.
     */
    POST: async (request) => {
      const payload = await readJson(request, orderPayloadSchema);
      const gateway = paymentGateway();
      const auth = await currentUser(request);
      const { order, created, madeIt } = await recordOrderFromBrowser(payload, auth?.user.id ?? null, gateway);
      const status = created ? 201 : 200;
      if (!madeIt) return json({ id: order.id, orderNumber: order.orderNumber }, status);
      const trackingUrl = await issueTrackingLink(order.id);
      return json({ ...order, feedbackToken: feedbackTokenFor(order.id), trackingUrl }, status);
    },
  },
  { limit: 'order' },
);

export const config: Config = { path: '/api/orders' };
