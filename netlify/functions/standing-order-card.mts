import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { cardSavedBodySchema } from '../../src/domain/standing/standing-order-body';
import { endpoint } from '../../src/server/api/endpoint';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { parsePathId } from '../../src/server/http/path-id';
import { paymentGateway } from '../../src/server/payments/select-gateway';
import { STANDING_NOT_FOUND, usersStandingOrder } from '../../src/server/standing/standing-access';
import { standingBodyOf } from '../../src/server/standing/standing-body';
import { cardSaved, newCard } from '../../src/server/standing/standing-create-service';

/**
 * Her standing order's card (issue 49): POST /api/standing-orders/{id}/card answers the gateway's
 * setup for a new card; POST …/card-saved {setupIntentId} keeps the card once the gateway says it
 * was saved for this standing order (409 otherwise), and answers the standing order.
 */
export default endpoint(
  { POST: [api.standing.newCard, api.standing.cardSaved] },
  {
    POST: async (request, context, { user }) => {
      const action = context.params?.['action'];
      if (action !== 'card' && action !== 'card-saved') throw notFound();
      const stored = await usersStandingOrder(user.id, parsePathId(context.params?.['id'], STANDING_NOT_FOUND));
      if (action === 'card') return json(await newCard(stored, paymentGateway()));
      const { setupIntentId } = await standingBodyOf(request, cardSavedBodySchema);
      return json(await cardSaved(stored, setupIntentId, paymentGateway()));
    },
  },
  { limit: 'standingOrder' },
);

export const config: Config = { path: '/api/standing-orders/:id/:action' };
