import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { optionalParam } from '../../src/domain/kitchen/kitchen-query';
import { giftCardsQuerySchema } from '../../src/domain/schemas/gift-card';
import {
  cardsCsv,
  issueStoreCredit,
  listCards,
  parseStoreCredit,
} from '../../src/server/gift-cards/gift-cards-service';
import { badRequest } from '../../src/server/http/http-error';
import { readJson } from '../../src/server/http/read-json';
import { csvFile, json } from '../../src/server/http/responses';

/**
 * GET /api/admin/gift-cards[?format=csv] (administrator): the cards and what the shop owes on them,
 * or the same as a spreadsheet (a plain GET, so the page's link downloads it). POST: store credit
 * to an e-mail, sent as a card; 201 with the card.
 */
export default endpoint(
  { GET: api.giftCards.list, POST: api.giftCards.issueCredit },
  {
    GET: async (request) => {
      const query = v.safeParse(giftCardsQuerySchema, {
        format: optionalParam(new URL(request.url).searchParams, 'format'),
      });
      if (!query.success) throw badRequest(query.issues[0].message);
      if (query.output.format === 'json') return json(await listCards());
      return csvFile('gift-cards.csv', await cardsCsv());
    },
    // Checked as a whole after readJson, so the answer can name every field at fault.
    POST: async (request) => json(await issueStoreCredit(parseStoreCredit(await readJson(request, v.unknown()))), 201),
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/gift-cards' };
