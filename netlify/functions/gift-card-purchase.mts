import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { checkPurchase } from '../../src/domain/schemas/gift-card';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { startPurchase } from '../../src/server/payments/gift-card-purchase';
import { paymentGateway } from '../../src/server/payments/select-gateway';

/**
 * POST /api/gift-cards/purchase {amount, recipientName, recipientEmail, message?, sendOn, buyerName,
 * buyerEmail}: saves the purchase and starts its payment; answers the card form's
 * {clientSecret, gateway, publishableKey}. A body at fault is a 400 naming every field.
 */
export default endpoint(
  { POST: api.giftCards.purchase },
  {
    POST: async (request) => {
      const checked = checkPurchase(await readJson(request, v.unknown()));
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      return json(await startPurchase(checked.value, paymentGateway()));
    },
  },
  { limit: 'checkout' },
);

export const config: Config = { path: '/api/gift-cards/purchase' };
