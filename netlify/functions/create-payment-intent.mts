import type { Config } from '@netlify/functions';
import { createPaymentIntentSchema } from '../../src/domain/schemas/payment-intent';
import { currentUser } from '../../src/server/auth/current-user';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { startCheckout } from '../../src/server/payments/checkout-service';
import { paymentGateway } from '../../src/server/payments/select-gateway';

/**
 * POST /api/create-payment-intent {amount, orderData}: prices the order on the server, saves the
 * checkout and answers {clientSecret, gateway, publishableKey} for the card form.
 */
export default endpoint(
  { POST: api.payments.start },
  {
    POST: async (request) => {
      const payload = await readJson(request, createPaymentIntentSchema);
      const gateway = paymentGateway();
      const auth = await currentUser(request);
      return json(await startCheckout(payload, auth?.user.id ?? null, gateway));
    },
  },
  { limit: 'checkout' },
);

export const config: Config = { path: '/api/create-payment-intent' };
