import type { Config } from '@netlify/functions';
import { checkoutQuoteSchema } from '../../src/domain/schemas';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { quoteOrder } from '../../src/server/payments/order-pricing';

/**
 * POST /api/checkout/quote {orderData}: the order's money as the payment intent would charge it
 * (discount, tax by line, tip, total), or the refusal it would give, with the same status.
 */
export default endpoint(
  { POST: api.payments.quote },
  {
    POST: async (request) => {
      const { orderData } = await readJson(request, checkoutQuoteSchema);
      return json(await quoteOrder(orderData));
    },
  },
  { limit: 'quote' },
);

export const config: Config = { path: '/api/checkout/quote' };
