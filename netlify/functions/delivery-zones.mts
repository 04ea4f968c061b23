import type { Config } from '@netlify/functions';
import { listDeliveryZones } from '../../src/server/catalogue/catalogue-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';

/** GET /api/delivery-zones: the delivery bands [{id, name, fee, distance}], nearest first (public). */
export default endpoint(
  { GET: api.menu.deliveryZones },
  {
    GET: async () => json(listDeliveryZones()),
  },
);

export const config: Config = { path: '/api/delivery-zones' };
