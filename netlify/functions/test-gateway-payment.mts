import type { Config } from '@netlify/functions';
import { testPaymentLookupSchema } from '../../src/domain/schemas/test-payment';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { lookUpTestPayment } from '../../src/server/payments/test-payments-service';
import { isSetupSecret, lookUpTestSetup } from '../../src/server/payments/test-setups-service';

/**
 * POST /api/test-gateway/payment {clientSecret}: the payment (or the card being saved) the
 * authentication page asks about. A POST, so the secret never sits in a URL or a server log.
 */
export default endpoint(
  { POST: api.payments.testPayment },
  {
    POST: async (request) => {
      const { clientSecret } = await readJson(request, testPaymentLookupSchema);
      return json(await (isSetupSecret(clientSecret) ? lookUpTestSetup : lookUpTestPayment)(clientSecret));
    },
  },
  { limit: 'testGateway' },
);

export const config: Config = { path: '/api/test-gateway/payment' };
