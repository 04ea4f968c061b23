import type { Config } from '@netlify/functions';
import { testPaymentAuthenticateSchema } from '../../src/domain/schemas/test-payment';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { authenticateTestPayment } from '../../src/server/payments/test-payments-service';
import { authenticateTestSetup, isSetupSecret } from '../../src/server/payments/test-setups-service';

/**
 * POST /api/test-gateway/authenticate {clientSecret, approve}: the test bank's authentication
 * decision on a payment or a card being saved; answers {redirectUrl} back to the page that asked
 * (/checkout, /pay, or the setup's return page) with the provider's return parameters.
 */
export default endpoint(
  { POST: api.payments.testAuthenticate },
  {
    POST: async (request) => {
      const { clientSecret, approve } = await readJson(request, testPaymentAuthenticateSchema);
      const authenticate = isSetupSecret(clientSecret) ? authenticateTestSetup : authenticateTestPayment;
      const { redirectUrl, result } = await authenticate(clientSecret, approve);
      return json({ redirectUrl, ...result });
    },
  },
  { limit: 'testGateway' },
);

export const config: Config = { path: '/api/test-gateway/authenticate' };
