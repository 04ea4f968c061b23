import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { standingPatchSchema } from '../../src/domain/standing/standing-order-body';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { parsePathId } from '../../src/server/http/path-id';
import { STANDING_NOT_FOUND, usersStandingOrder } from '../../src/server/standing/standing-access';
import { standingBodyOf } from '../../src/server/standing/standing-body';
import { changeStandingOrder } from '../../src/server/standing/standing-change-service';

/**
 * PATCH /api/standing-orders/{id} {paused?, skipNext?, items?, window?, endsOn?, cancelled?}: her
 * change (issue 49), answered as she now sees it; 404 for one that is not hers, 409 once cancelled.
 */
export default endpoint(
  { PATCH: api.standing.change },
  {
    PATCH: async (request, context, { user }) => {
      const id = parsePathId(context.params?.['id'], STANDING_NOT_FOUND);
      const stored = await usersStandingOrder(user.id, id);
      const patch = await standingBodyOf(request, standingPatchSchema);
      return json(await changeStandingOrder(stored, patch, { userId: user.id, email: user.email }));
    },
  },
  { limit: 'standingOrder' },
);

export const config: Config = { path: '/api/standing-orders/:id' };
