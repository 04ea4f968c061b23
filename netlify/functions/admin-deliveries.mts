import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { kitchenDaySchema, singleParam } from '../../src/domain/kitchen/kitchen-query';
import { endpoint } from '../../src/server/api/endpoint';
import { deliveryRun } from '../../src/server/deliveries/delivery-run-service';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/admin/deliveries?date=YYYY-MM-DD (administrator; issue 50): that shop date's deliveries
 * as the run's stops in order, each with its leg, estimated time and marks, the pace and the totals
 * (docs/behaviour/api.md#the-delivery-run).
 */
export default endpoint(
  { GET: api.deliveries.run },
  {
    GET: async (request) => {
      const query = v.safeParse(kitchenDaySchema, { date: singleParam(new URL(request.url).searchParams, 'date') });
      if (!query.success) throw badRequest(query.issues[0].message);
      return json(await deliveryRun(query.output.date));
    },
  },
);

export const config: Config = { path: '/api/admin/deliveries' };
