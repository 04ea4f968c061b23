import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { placeCheckoutSchema } from '../../src/domain/schemas/gift-card';
import { endpoint } from '../../src/server/api/endpoint';
import { currentUser } from '../../src/server/auth/current-user';
import { feedbackTokenFor } from '../../src/server/feedback/feedback-token';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { issueTrackingLink } from '../../src/server/orders/orders-service';
import { placeCoveredCheckout } from '../../src/server/payments/covered-checkout';
import { toRecordedOrderView } from '../../src/server/payments/record-order';

/**
 * POST /api/checkout/place {checkoutId}: books a checkout the gift cards pay in full; 201 with the
 * order, its rating token and tracking link (the checkout's id, answered only to whoever started
 * it, is the proof), 200 when it was placed before, 409 with the refusal when it cannot be booked.
 */
export default endpoint(
  { POST: api.payments.place },
  {
    POST: async (request) => {
      const { checkoutId } = await readJson(request, placeCheckoutSchema);
      const auth = await currentUser(request);
      const { order, created } = await placeCoveredCheckout(checkoutId, auth?.user.id ?? null);
      const trackingUrl = await issueTrackingLink(order.id);
      const view = toRecordedOrderView(order);
      return json({ ...view, feedbackToken: feedbackTokenFor(order.id), trackingUrl }, created ? 201 : 200);
    },
  },
  { limit: 'order' },
);

export const config: Config = { path: '/api/checkout/place' };
