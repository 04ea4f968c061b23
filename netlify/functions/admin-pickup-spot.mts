import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { parseSpotId, spotBodyOf } from '../../src/server/pickup-spots/spot-body';
import { changeSpot } from '../../src/server/pickup-spots/pickup-spots-service';

/** PUT /api/admin/pickup-spots/{id} (administrator; issue 50): the spot, whole; 404 for none. */
export default endpoint(
  { PUT: api.pickupSpots.update },
  {
    PUT: async (request, context) => {
      const id = parseSpotId(context.params?.['id']);
      return json(await changeSpot(id, await spotBodyOf(request)));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/pickup-spots/:id' };
