import type { Config } from '@netlify/functions';
import { serverConfig } from '../../src/server/config';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readLimitedText } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { handleStripeWebhook } from '../../src/server/payments/stripe-webhook-service';

/**
 * POST /api/stripe-webhook: Stripe's events, verified by signature on the raw body (so exempt from
 * the browsers' same-origin guard). A paid intent becomes its order even if the browser never returns.
 */
export default endpoint(
  { POST: api.payments.stripeWebhook },
  {
    POST: async (request) => {
      const rawBody = await readLimitedText(request);
      const outcome = await handleStripeWebhook(
        serverConfig().stripe,
        rawBody,
        request.headers.get('stripe-signature'),
      );
      return json({ received: true, outcome });
    },
  },
);

export const config: Config = { path: '/api/stripe-webhook' };
