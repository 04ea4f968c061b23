import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { purchasePaidSchema } from '../../src/domain/schemas/gift-card';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { reportPurchasePaid } from '../../src/server/payments/gift-card-purchase';
import { paymentGateway } from '../../src/server/payments/select-gateway';

/**
 * POST /api/gift-cards/purchase/paid {paymentIntentId, clientSecret}: the buyer's page reports the
 * card paid; the card is made once, and the answer carries its code while its letter waits.
 */
export default endpoint(
  { POST: api.giftCards.purchasePaid },
  {
    POST: async (request) => {
      const { paymentIntentId, clientSecret } = await readJson(request, purchasePaidSchema);
      return json(await reportPurchasePaid(paymentIntentId, clientSecret, paymentGateway()));
    },
  },
  { limit: 'order' },
);

export const config: Config = { path: '/api/gift-cards/purchase/paid' };
