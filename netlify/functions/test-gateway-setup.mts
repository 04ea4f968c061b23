import type { Config } from '@netlify/functions';
import { testSetupConfirmSchema } from '../../src/domain/schemas/test-payment';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { confirmTestSetup } from '../../src/server/payments/test-setups-service';

/**
 * POST /api/test-gateway/setup {clientSecret, card, returnPath}: saves a card on a test setup for
 * later charges (built-in test gateway only), as Stripe.js's confirmSetup does.
 */
export default endpoint(
  { POST: api.payments.testSetup },
  {
    POST: async (request) => {
      const { clientSecret, card, returnPath } = await readJson(request, testSetupConfirmSchema);
      return json(await confirmTestSetup(clientSecret, card, returnPath));
    },
  },
  { limit: 'testGateway' },
);

export const config: Config = { path: '/api/test-gateway/setup' };
