import type { Config } from '@netlify/functions';
import { testPaymentConfirmSchema } from '../../src/domain/schemas/test-payment';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { confirmTestPayment } from '../../src/server/payments/test-payments-service';

/** POST /api/test-gateway/confirm {clientSecret, card}: pays a test intent (built-in test gateway only). */
export default endpoint(
  { POST: api.payments.testConfirm },
  {
    POST: async (request) => {
      const { clientSecret, card } = await readJson(request, testPaymentConfirmSchema);
      return json(await confirmTestPayment(clientSecret, card));
    },
  },
  { limit: 'testGateway' },
);

export const config: Config = { path: '/api/test-gateway/confirm' };
