import type { Config } from '@netlify/functions';
import { checkoutQuoteSchema } from '../../src/domain/schemas/payment-intent';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { quoteOrder } from '../../src/server/payments/order-pricing';

/**
 * POST /api/checkout/quote {orderData, giftCards?}: the order's money as the payment intent would
 * charge it (discount, tax by line, tip, total, what the gift cards pay and the amount due), or the
 * refusal it would give, with the same status.
 */
export default endpoint(
  { POST: api.payments.quote },
  {
    POST: async (request) => {
      return json(await quoteOrder(await readJson(request, checkoutQuoteSchema)));
    },
  },
  { limit: 'quote' },
);

export const config: Config = { path: '/api/checkout/quote' };
