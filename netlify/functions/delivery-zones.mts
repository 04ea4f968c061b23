import type { Config } from '@netlify/functions';
import { listDeliveryZones } from '../../src/server/catalogue/catalogue-service';
import { endpoint } from '../../src/server/http/endpoint';
import { json } from '../../src/server/http/responses';

/** GET /api/delivery-zones: the delivery bands [{id, name, fee, distance}], nearest first (public). */
export default endpoint({
  GET: async () => json(listDeliveryZones()),
});

export const config: Config = { path: '/api/delivery-zones' };
