import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { kitchenDaySchema, singleParam } from '../../src/domain/kitchen/kitchen-query';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { kitchenDay } from '../../src/server/orders/kitchen-service';

/**
 * GET /api/admin/kitchen?date=YYYY-MM-DD (administrator): that shop date's orders grouped by
 * window, with what to prepare for the day and for each window, and the pieces against the
 * kitchen's limits (docs/behaviour/api.md#kitchen).
 */
export default endpoint(
  { GET: api.orders.kitchen },
  {
    GET: async (request) => {
      const query = v.safeParse(kitchenDaySchema, { date: singleParam(new URL(request.url).searchParams, 'date') });
      if (!query.success) throw badRequest(query.issues[0].message);
      return json(await kitchenDay(query.output.date));
    },
  },
);

export const config: Config = { path: '/api/admin/kitchen' };
