import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { checkEnteredOrderQuote } from '../../src/domain/owner-orders/entered-order';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { quoteEnteredOrder } from '../../src/server/owner-orders/enter-order-service';

/** POST /api/admin/orders/quote (administrator): the money entering the order would charge; writes nothing. */
export default endpoint(
  { POST: api.orders.quoteEntered },
  {
    POST: async (request) => {
      const checked = checkEnteredOrderQuote(await readJson(request, v.unknown()));
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      return json(await quoteEnteredOrder(checked.value));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/orders/quote' };
