import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import {
  changeCode,
  parseDiscountCode,
  parseDiscountCodeId,
  removeCode,
} from '../../src/server/discounts/discount-codes-service';
import { readJson } from '../../src/server/http/read-json';
import { json, noContent } from '../../src/server/http/responses';

/**
 * PATCH /api/admin/discount-codes/:id (administrator): the code's every term, as POST takes them.
 * DELETE: removes it (204); its orders keep its words.
 */
export default endpoint(
  { PATCH: api.discounts.update, DELETE: api.discounts.remove },
  {
    PATCH: async (request, context) => {
      const id = parseDiscountCodeId(context.params?.['id']);
      // Checked as a whole after readJson, so the answer can name every field at fault.
      const code = parseDiscountCode(await readJson(request, v.unknown()));
      return json(await changeCode(id, code));
    },
    DELETE: async (_request, context) => {
      await removeCode(parseDiscountCodeId(context.params?.['id']));
      return noContent();
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/discount-codes/:id' };
