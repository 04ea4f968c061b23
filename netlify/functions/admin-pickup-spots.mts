import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { spotBodyOf } from '../../src/server/pickup-spots/spot-body';
import { createSpot, listSpots } from '../../src/server/pickup-spots/pickup-spots-service';

/**
 * GET /api/admin/pickup-spots (administrator; issue 50): every pickup spot, archived ones last,
 * whole (private addresses too). POST: a new one; 201 with it.
 */
export default endpoint(
  { GET: api.pickupSpots.list, POST: api.pickupSpots.create },
  {
    GET: async () => json(await listSpots()),
    POST: async (request) => json(await createSpot(await spotBodyOf(request)), 201),
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/pickup-spots' };
