import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { parseGiftCardId, parseGiftCardPatch, updateCard } from '../../src/server/gift-cards/gift-cards-service';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** PATCH /api/admin/gift-cards/:id (administrator): `{disabled: true, reason}` disables a card, `{disabled: false}` enables it. */
export default endpoint(
  { PATCH: api.giftCards.update },
  {
    PATCH: async (request, context) => {
      const id = parseGiftCardId(context.params?.['id']);
      return json(await updateCard(id, parseGiftCardPatch(await readJson(request, v.unknown()))));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/gift-cards/:id' };
