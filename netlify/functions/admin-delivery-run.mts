import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import {
  deliveredBodySchema,
  paceBodySchema,
  runDayBodySchema,
  runOrderBodySchema,
} from '../../src/domain/deliveries/run-body';
import { endpoint } from '../../src/server/api/endpoint';
import {
  markStopDelivered,
  saveDeliveryPace,
  saveStopsOrder,
  startRun,
} from '../../src/server/deliveries/delivery-run-service';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { standingBodyOf as bodyOf } from '../../src/server/standing/standing-body';

/**
 * The owner's changes to the delivery run (administrator; issue 50; docs/behaviour/api.md#the-delivery-run),
 * each refused with 400 naming the field at fault:
 * - PUT /api/admin/deliveries/order {date, orderIds}: keeps her order of the day's stops (409 when
 *   the ids are not exactly the day's deliveries); answers the run;
 * - PUT /api/admin/deliveries/pace {mph, minutesPerStop}: her pace; answers it;
 * - POST /api/admin/deliveries/start {date}: starts the run and tells each customer not told yet
 *   their estimated time; answers the run and how many were told;
 * - POST /api/admin/deliveries/delivered {date, orderId}: the stop's order delivered (its customer
 *   told by the status change); 404 for an order not among the day's deliveries; answers the run.
 */
export default endpoint(
  {
    PUT: [api.deliveries.saveOrder, api.deliveries.savePace],
    POST: [api.deliveries.start, api.deliveries.delivered],
  },
  {
    PUT: async (request, context) => {
      switch (context.params?.['action']) {
        case 'order': {
          const { date, orderIds } = await bodyOf(request, runOrderBodySchema);
          return json(await saveStopsOrder(date, orderIds));
        }
        case 'pace':
          return json(await saveDeliveryPace(await bodyOf(request, paceBodySchema)));
        default:
          throw notFound();
      }
    },
    POST: async (request, context, { user }) => {
      switch (context.params?.['action']) {
        case 'start': {
          const { date } = await bodyOf(request, runDayBodySchema);
          return json(await startRun(date));
        }
        case 'delivered': {
          const { date, orderId } = await bodyOf(request, deliveredBodySchema);
          return json(await markStopDelivered(date, orderId, { userId: user.id, email: user.email }));
        }
        default:
          throw notFound();
      }
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/deliveries/:action' };
