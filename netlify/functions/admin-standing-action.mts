import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import type { OwnerAction } from '../../src/domain/standing/standing-messages';
import { ownerStandingActionSchema } from '../../src/domain/standing/standing-order-body';
import { endpoint } from '../../src/server/api/endpoint';
import { notFound } from '../../src/server/http/http-error';
import { parsePathId } from '../../src/server/http/path-id';
import { json } from '../../src/server/http/responses';
import { STANDING_NOT_FOUND } from '../../src/server/standing/standing-access';
import { actOnStandingOrder } from '../../src/server/standing/standing-admin-service';
import { standingBodyOf } from '../../src/server/standing/standing-body';

const ACTIONS: readonly OwnerAction[] = ['pause', 'resume', 'end'];
const isAction = (value: string | undefined): value is OwnerAction => ACTIONS.some((action) => action === value);

/**
 * POST /api/admin/standing-orders/{id}/{pause|resume|end} {message?} (administrator; issue 49): the
 * owner's change, told to the customer with her message (ending one cancels this drop's order not
 * yet charged); answers the row as it now is. 404 for no
 * such standing order (or action), 409 for a change that makes no sense (resuming one not paused,
 * anything once it has ended), 400 naming `message` when it is too long.
 */
export default endpoint(
  { POST: api.standing.adminAction },
  {
    POST: async (request, context, { user }) => {
      const action = context.params?.['action'];
      if (!isAction(action)) throw notFound();
      const id = parsePathId(context.params?.['id'], STANDING_NOT_FOUND);
      const { message } = await standingBodyOf(request, ownerStandingActionSchema);
      return json(await actOnStandingOrder(id, action, message, { userId: user.id, email: user.email }));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/standing-orders/:id/:action' };
