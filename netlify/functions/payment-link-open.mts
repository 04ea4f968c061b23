import type { Config } from '@netlify/functions';
import { payLinkTokenSchema } from '../../src/domain/owner-orders/pay-link-body';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { openPaymentLink } from '../../src/server/owner-orders/pay-link-service';
import { paymentGateway } from '../../src/server/payments/select-gateway';

/**
 * POST /api/payment-links/open {token}: the order a payment link pays and a payment for the card
 * form; 410 'This payment link is no longer valid' once it was paid, ran out or was cancelled.
 */
export default endpoint(
  { POST: api.payments.openLink },
  {
    POST: async (request) => {
      const { token } = await readJson(request, payLinkTokenSchema);
      return json(await openPaymentLink(token, paymentGateway()));
    },
  },
  { limit: 'checkout' },
);

export const config: Config = { path: '/api/payment-links/open' };
