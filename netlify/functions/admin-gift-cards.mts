import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { issueStoreCredit, listCards, parseStoreCredit } from '../../src/server/gift-cards/gift-cards-service';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/admin/gift-cards (administrator): the cards and what the shop owes on them. POST: store
 * credit to an e-mail, sent as a card; 201 with the card.
 */
export default endpoint(
  { GET: api.giftCards.list, POST: api.giftCards.issueCredit },
  {
    GET: async () => json(await listCards()),
    // Checked as a whole after readJson, so the answer can name every field at fault.
    POST: async (request) => json(await issueStoreCredit(parseStoreCredit(await readJson(request, v.unknown()))), 201),
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/gift-cards' };
