import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import {
  cardSavedBodySchema,
  standingLinkBodySchema,
  standingLinkPatchSchema,
} from '../../src/domain/standing/standing-order-body';
import { endpoint } from '../../src/server/api/endpoint';
import { database } from '../../src/server/db';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { paymentGateway } from '../../src/server/payments/select-gateway';
import { linksStandingOrder } from '../../src/server/standing/standing-access';
import { standingBodyOf } from '../../src/server/standing/standing-body';
import { changeStandingOrder } from '../../src/server/standing/standing-change-service';
import { cardSaved, newCard } from '../../src/server/standing/standing-create-service';
import { standingView, viewContext } from '../../src/server/standing/standing-view-service';

const ACTIONS = ['open', 'change', 'card', 'card-saved'] as const;

/**
 * A standing order through her message's token link (issue 49; public, limited per address; the
 * token is the proof, 404 'This link is no longer valid…' for one that opens nothing):
 * POST /api/standing-order-links/open {token} answers it; …/change {token, …the PATCH's change};
 * …/card {token} a new card's setup; …/card-saved {token, setupIntentId}.
 */
export default endpoint(
  { POST: [api.standing.linkOpen, api.standing.linkChange, api.standing.linkCard, api.standing.linkCardSaved] },
  {
    POST: async (request, context) => {
      const action = ACTIONS.find((known) => known === context.params?.['action']);
      if (!action) throw notFound();
      if (action === 'open') {
        const { token } = await standingBodyOf(request, standingLinkBodySchema);
        return json(await standingView(database(), await linksStandingOrder(token), await viewContext()));
      }
      if (action === 'change') {
        const { token, ...patch } = await standingBodyOf(request, standingLinkPatchSchema);
        const stored = await linksStandingOrder(token);
        return json(await changeStandingOrder(stored, patch, { userId: null, email: stored.email }));
      }
      if (action === 'card') {
        const { token } = await standingBodyOf(request, standingLinkBodySchema);
        return json(await newCard(await linksStandingOrder(token), paymentGateway()));
      }
      const body = await standingBodyOf(request, v.intersect([standingLinkBodySchema, cardSavedBodySchema]));
      return json(await cardSaved(await linksStandingOrder(body.token), body.setupIntentId, paymentGateway()));
    },
  },
  { limit: 'standingOrder' },
);

export const config: Config = { path: '/api/standing-order-links/:action' };
