import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { exportQuerySchema, optionalParam, singleParam } from '../../src/domain/kitchen/kitchen-query';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { csvFile } from '../../src/server/http/responses';
import { exportOrders } from '../../src/server/orders/kitchen-service';

/**
 * GET /api/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&view=orders|pieces] (administrator): what was
 * booked on those shop dates, both included, as a CSV download: the orders, one row per order item,
 * or the pieces per dish per window against the kitchen's limits (docs/behaviour/api.md#kitchen).
 * A plain GET, so the kitchen screen's form downloads it without any script. Its path is as literal
 * as /api/orders/history and /api/orders/stats; no `/api/orders/:id` route exists to compete with it.
 */
export default endpoint(
  { GET: api.orders.exportCsv },
  {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const query = v.safeParse(exportQuerySchema, {
        from: singleParam(params, 'from'),
        to: singleParam(params, 'to'),
        view: optionalParam(params, 'view'),
      });
      if (!query.success) throw badRequest(query.issues[0].message);
      const { fileName, csv } = await exportOrders(query.output);
      return csvFile(fileName, csv);
    },
  },
);

export const config: Config = { path: '/api/orders/export' };
