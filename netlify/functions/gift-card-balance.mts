import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { balanceBodySchema } from '../../src/domain/schemas/gift-card';
import { endpoint } from '../../src/server/api/endpoint';
import { checkGiftCardBalance } from '../../src/server/gift-cards/gift-card-balance';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** POST /api/gift-cards/balance (anyone, limited): a card's balance and each use, by its code. */
export default endpoint(
  { POST: api.giftCards.balance },
  {
    POST: async (request) => {
      const { code } = await readJson(request, balanceBodySchema);
      return json(await checkGiftCardBalance(code));
    },
  },
  { limit: 'giftCardBalance' },
);

export const config: Config = { path: '/api/gift-cards/balance' };
