import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { SPOT_ACTIONS, type SpotAction } from '../../src/domain/schemas/pickup-spot';
import { endpoint } from '../../src/server/api/endpoint';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { parseSpotId } from '../../src/server/pickup-spots/spot-body';
import { actOnSpot } from '../../src/server/pickup-spots/pickup-spots-service';

const isAction = (value: string | undefined): value is SpotAction => SPOT_ACTIONS.some((action) => action === value);

/**
 * POST /api/admin/pickup-spots/{id}/{archive|restore} (administrator; issue 50): answers the spot as
 * it now is. 409 for archiving the home kitchen; 404 for no such spot (or action).
 */
export default endpoint(
  { POST: api.pickupSpots.act },
  {
    POST: async (_request, context) => {
      const action = context.params?.['action'];
      if (!isAction(action)) throw notFound();
      return json(await actOnSpot(parseSpotId(context.params?.['id']), action));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/pickup-spots/:id/:action' };
