import type { Config } from '@netlify/functions';
import { payLinkReportSchema } from '../../src/domain/owner-orders/pay-link-body';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { reportLinkPayment } from '../../src/server/owner-orders/pay-link-service';
import { gatewayThatTook } from '../../src/server/payments/refund-gateway';

/**
 * POST /api/payment-links/paid {token, paymentIntentId}: the pay page reports the payment it
 * authorised; the order is paid and confirmed (or the payment let go: 410); answers its tracking link.
 */
export default endpoint(
  { POST: api.payments.reportLink },
  {
    POST: async (request) => {
      const { token, paymentIntentId } = await readJson(request, payLinkReportSchema);
      return json(await reportLinkPayment(token, paymentIntentId, await gatewayThatTook(paymentIntentId)));
    },
  },
  { limit: 'order' },
);

export const config: Config = { path: '/api/payment-links/paid' };
